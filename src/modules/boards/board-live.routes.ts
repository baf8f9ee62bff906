/**
 * The live board: `GET /boards/{board_uuid}/live` upgraded to a WebSocket speaking the y-websocket protocols
 * (board-room.ts). The upgrade request goes through the usual hooks first, so it is authenticated like any
 * request (access cookie or `Authorization: Bearer`), and the board and the caller's right to read it are
 * checked before the upgrade: refusals are ordinary HTTP answers (401, 403, 404) and no socket is opened.
 * Whether the caller may write is decided then, for the life of the connection.
 */
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { BadRequestError } from '../../platform/http/errors.ts';
import { errors } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import type { BoardAccess } from './board-access.ts';
import type { BoardLive, LiveTarget } from './board-live.ts';
import { BoardParams, MAX_UPDATE_BYTES } from './boards.schemas.ts';

export interface BoardLiveRouteDeps {
  boardAccess: BoardAccess;
  boardLive: BoardLive;
}

export function registerBoardLiveRoutes(app: App, s: BoardLiveRouteDeps): void {
  // A scope of its own: the WebSocket plugin's hooks apply to this route alone.
  app.register(async (scope: App) => {
    await scope.register(fastifyWebsocket, { options: { maxPayload: MAX_UPDATE_BYTES } });
    // An upgrade refused before the plugin's own hooks ran (a 401 from authentication) would keep its socket
    // open: an answered upgrade request ends its connection here (an accepted one is hijacked, never answered).
    scope.addHook('onResponse', (request, _reply, done) => {
      if (request.headers.upgrade?.toLowerCase() === 'websocket') request.raw.socket.destroy();
      done();
    });
    const targets = new WeakMap<FastifyRequest, LiveTarget>();
    scope.route({
      method: 'GET',
      url: '/boards/:board_uuid/live',
      schema: {
        tags: ['boards'],
        operationId: 'boardLive',
        summary: "Live editing of the board's document over a WebSocket (y-websocket protocols)",
        params: BoardParams,
        response: {
          101: Type.Null({ description: 'Switching Protocols: the connection is now the WebSocket' }),
          200: Type.Null({ description: 'Never answered: an upgrade request switches protocols (101)' }),
          ...errors(400, 401, 403, 404, 422),
        },
      },
      preHandler: async (request) => {
        const { board_uuid } = request.params;
        const board = await s.boardAccess.find(board_uuid);
        const standing = await s.boardAccess.requireRead(request.principal, board);
        targets.set(request, {
          orgId: board.org_id,
          boardId: board.id,
          userId: standing.userId,
          canWrite: await s.boardAccess.mayWrite(request.principal, board, standing),
        });
      },
      handler: () => {
        throw new BadRequestError('This endpoint speaks WebSocket: send an upgrade request');
      },
      wsHandler: (socket, request) => {
        const target = targets.get(request);
        if (target === undefined) socket.close(1011, 'server error');
        else s.boardLive.connect(socket, target);
      },
    });
  });
}

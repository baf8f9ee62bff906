/** Boards [CONTRACT 11]: the boards, their members and their document over HTTP. Live editing: board-live.routes.ts. */
import { Type } from 'typebox';
import { errors, pageOf } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import type { BoardDocumentsService } from './board-documents.service.ts';
import type { BoardMembersService } from './board-members.service.ts';
import {
  BoardDocumentUpdated,
  BoardMemberList,
  BoardMemberRead,
  BoardPage,
  BoardRead,
} from './boards.presenter.ts';
import {
  AddMemberBody,
  AddMembersBody,
  BoardParams,
  CreateBoardBody,
  CreateBoardQuery,
  ListBoardsQuery,
  MAX_UPDATE_BYTES,
  MemberParams,
  OrgParams,
  UpdateBoardBody,
} from './boards.schemas.ts';
import type { BoardsService } from './boards.service.ts';

const tags = ['boards'];
const BINARY = 'application/octet-stream';
/** The bytes of a document; typed loosely so the reply takes a Buffer (the schema only documents it). */
const BINARY_DOCUMENT: Record<string, unknown> = {
  description: 'A Yjs update (version 1 encoding) holding the whole document',
  content: { [BINARY]: { schema: { type: 'string', format: 'binary' } } },
};

/** What these routes use. */
export interface BoardRouteDeps {
  boards: BoardsService;
  boardMembers: BoardMembersService;
  boardDocuments: BoardDocumentsService;
}

export function registerBoardRoutes(app: App, s: BoardRouteDeps): void {
  app.post(
    '/boards/',
    {
      schema: {
        tags,
        operationId: 'createBoard',
        summary: 'Create a board; the caller becomes its owner',
        querystring: CreateBoardQuery,
        body: CreateBoardBody,
        response: { 200: BoardRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.boards.create(request.principal, request.query.org_id, request.body),
  );

  app.get(
    '/boards/org/:org_id',
    {
      schema: {
        tags,
        operationId: 'listBoards',
        summary: 'The boards of an organization the caller may read (public ones and those they are on)',
        params: OrgParams,
        querystring: ListBoardsQuery,
        response: { 200: BoardPage, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.boards.list(request.principal, request.params.org_id, pageOf(request.query)),
  );

  app.get(
    '/boards/:board_uuid',
    {
      schema: {
        tags,
        operationId: 'getBoard',
        summary: 'A board',
        params: BoardParams,
        response: { 200: BoardRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.boards.get(request.principal, request.params.board_uuid),
  );

  app.put(
    '/boards/:board_uuid',
    {
      schema: {
        tags,
        operationId: 'updateBoard',
        summary: "Change a board's name, description or visibility (partial)",
        params: BoardParams,
        body: UpdateBoardBody,
        response: { 200: BoardRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.boards.update(request.principal, request.params.board_uuid, request.body),
  );

  app.delete(
    '/boards/:board_uuid',
    {
      schema: {
        tags,
        operationId: 'deleteBoard',
        summary: 'Delete a board with its members and document',
        params: BoardParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await s.boards.delete(request.principal, request.params.board_uuid);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/boards/:board_uuid/members',
    {
      schema: {
        tags,
        operationId: 'listBoardMembers',
        summary: "A board's members, the owner first",
        params: BoardParams,
        response: { 200: BoardMemberList, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.boardMembers.list(request.principal, request.params.board_uuid),
  );

  app.post(
    '/boards/:board_uuid/members',
    {
      schema: {
        tags,
        operationId: 'addBoardMember',
        summary: 'Add a member of the organization to a board as editor or viewer',
        params: BoardParams,
        body: AddMemberBody,
        response: { 200: BoardMemberRead, ...errors(401, 403, 404, 409, 422) },
      },
    },
    (request) => s.boardMembers.add(request.principal, request.params.board_uuid, request.body),
  );

  app.post(
    '/boards/:board_uuid/members/batch',
    {
      schema: {
        tags,
        operationId: 'addBoardMembers',
        summary: 'Add several members at once: all of them or none',
        params: BoardParams,
        body: AddMembersBody,
        response: { 200: BoardMemberList, ...errors(401, 403, 404, 409, 422) },
      },
    },
    (request) => s.boardMembers.addMany(request.principal, request.params.board_uuid, request.body.members),
  );

  app.delete(
    '/boards/:board_uuid/members/:user_id',
    {
      schema: {
        tags,
        operationId: 'removeBoardMember',
        summary: 'Remove a member from a board (members may leave; the owner stays)',
        params: MemberParams,
        response: { 204: Type.Null(), ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await s.boardMembers.remove(request.principal, request.params.board_uuid, request.params.user_id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/boards/:board_uuid/document',
    {
      schema: {
        tags,
        operationId: 'getBoardDocument',
        summary: "The board's document: its whole state as one binary Yjs update",
        params: BoardParams,
        response: {
          200: BINARY_DOCUMENT,
          ...errors(401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const state = await s.boardDocuments.state(request.principal, request.params.board_uuid);
      return reply.type(BINARY).header('cache-control', 'no-store').send(Buffer.from(state));
    },
  );

  // Binary bodies for this one route: a scope of its own, so no other route takes them.
  app.register((scope: App, _options, done) => {
    scope.addContentTypeParser(BINARY, { parseAs: 'buffer', bodyLimit: MAX_UPDATE_BYTES }, (_r, body, next) =>
      next(null, body),
    );
    scope.post(
      '/boards/:board_uuid/document/updates',
      {
        bodyLimit: MAX_UPDATE_BYTES,
        schema: {
          tags,
          operationId: 'postBoardDocumentUpdate',
          summary: "Merge a binary Yjs update into the board's document (owner and editors)",
          consumes: [BINARY],
          params: BoardParams,
          documentedBody: {
            type: 'string',
            format: 'binary',
            description: 'A Yjs update (version 1 encoding)',
          },
          response: { 200: BoardDocumentUpdated, ...errors(401, 403, 404, 413, 415, 422) },
        },
      },
      (request) =>
        s.boardDocuments.applyUpdate(
          request.principal,
          request.params.board_uuid,
          // No body at all arrives as undefined: an empty update, which is not one.
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        ),
    );
    done();
  });
}

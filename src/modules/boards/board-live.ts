/**
 * Live editing [CONTRACT 11]: the rooms of this process (one per board with a connection here) and how they
 * hear of updates committed elsewhere.
 *
 * - SQLite serves one process: an update committed over HTTP is handed to the room directly (`committed`).
 * - PostgreSQL may serve several API processes: each append sends `NOTIFY board_updates '<board>:<update>'` in
 *   its transaction (board-document-store.ts); every process with a room for that board reads the row and
 *   applies it. When the listening connection (re)connects, every room is read again from the database, so
 *   nothing committed while it was away is missed; an update already compacted away is found in the snapshot.
 *
 * Rooms load the document when their first connection arrives and are dropped with their last one.
 */
import type { Logger } from 'pino';
import type { WebSocket } from 'ws';
import { listen, type Listener } from '../../platform/db/notifications.ts';
import { BOARD_UPDATES_CHANNEL, type BoardDocumentStore } from './board-document-store.ts';
import { BoardRoom, ProtocolError, type LiveClient } from './board-room.ts';
import { loadYjs } from './board-yjs.ts';

/** WebSocket close codes this service uses beyond the standard ones. */
export const CLOSE = {
  invalidMessage: 1007,
  serverError: 1011,
  goingAway: 1001,
  boardDeleted: 4404,
  removedFromBoard: 4403,
} as const;

export interface BoardLiveDeps {
  store: BoardDocumentStore;
  logger: Logger;
  /** PostgreSQL: the database to listen on for other processes' updates. */
  databaseUrl?: string;
  /** Resolves once every commit so far is on disk: an edit reaches others only once it would survive power loss. */
  durable: () => Promise<void>;
}

export interface LiveTarget {
  orgId: number;
  boardId: number;
  userId: number;
  canWrite: boolean;
}

export class BoardLive {
  private readonly rooms = new Map<number, BoardRoom>();
  private listener: Listener | undefined;
  /** Updates this process committed, whose notification it need not act on. */
  private readonly own = new Set<string>();
  private closed = false;

  constructor(private readonly deps: BoardLiveDeps) {}

  /** Serves one accepted WebSocket until it closes. Listeners are attached before anything is awaited. */
  connect(socket: WebSocket, target: LiveTarget): void {
    const client: LiveClient = {
      socket,
      userId: target.userId,
      canWrite: target.canWrite,
      awarenessIds: new Set(),
    };
    let room: BoardRoom | undefined;
    let chain: Promise<void> = this.enter(target, client).then((entered) => {
      room = entered;
    });
    const fail = (error: unknown) => {
      if (error instanceof ProtocolError) {
        socket.close(CLOSE.invalidMessage, error.message.slice(0, 120));
      } else {
        this.deps.logger.error({ err: error, boardId: target.boardId }, 'board live connection failed');
        socket.close(CLOSE.serverError, 'server error');
      }
    };
    chain = chain.catch(fail);
    socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
      const bytes = toBytes(data);
      chain = chain.then(() => room?.handle(client, bytes)).catch(fail);
    });
    socket.on('close', () => {
      void chain.finally(() => {
        if (room !== undefined) this.leave(room, client);
      });
    });
  }

  /** An update this process committed (over HTTP): to the board's room here, if there is one. */
  committed(boardId: number, updateId: number, data: Uint8Array): void {
    this.own.add(`${boardId}:${updateId}`);
    const room = this.rooms.get(boardId);
    if (room === undefined) return;
    void Promise.all([room.ready, this.deps.durable()])
      .then(() => room.applyStored(data))
      .catch(() => undefined);
  }

  /** Closes every connection to a board (deleted, or a member removed: `userId`). */
  disconnect(boardId: number, userId?: number): void {
    const room = this.rooms.get(boardId);
    if (room === undefined) return;
    for (const client of room.clients) {
      if (userId === undefined) client.socket.close(CLOSE.boardDeleted, 'board deleted');
      else if (client.userId === userId)
        client.socket.close(CLOSE.removedFromBoard, 'removed from the board');
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const room of this.rooms.values()) {
      for (const client of room.clients) client.socket.close(CLOSE.goingAway, 'server shutting down');
      room.destroy();
    }
    this.rooms.clear();
    await this.listener?.close();
  }

  private async enter(target: LiveTarget, client: LiveClient): Promise<BoardRoom> {
    const kit = await loadYjs();
    this.startListening();
    for (;;) {
      let room: BoardRoom | undefined = this.rooms.get(target.boardId);
      if (room === undefined) {
        const created: BoardRoom = new BoardRoom(kit, target.orgId, target.boardId, (update): Promise<void> =>
          this.persist(created, update),
        );
        created.ready = this.load(created);
        this.rooms.set(target.boardId, created);
        room = created;
      }
      try {
        await room.ready;
      } catch (error) {
        if (this.rooms.get(target.boardId) === room) this.drop(room);
        throw error;
      }
      // The room may have emptied and closed while this client waited for it: take the next one.
      if (this.rooms.get(target.boardId) !== room) continue;
      if (client.socket.readyState !== 1) return room;
      room.clients.add(client);
      room.greet(client);
      return room;
    }
  }

  private async load(room: BoardRoom): Promise<void> {
    for (const part of await this.deps.store.parts(room.orgId, room.boardId)) room.applyStored(part);
  }

  private async persist(room: BoardRoom, update: Uint8Array): Promise<void> {
    const id = await this.deps.store.append(room.orgId, room.boardId, update);
    this.own.add(`${room.boardId}:${id}`);
    await this.deps.durable();
  }

  private leave(room: BoardRoom, client: LiveClient): void {
    room.leave(client);
    if (room.clients.size === 0 && this.rooms.get(room.boardId) === room) this.drop(room);
  }

  private drop(room: BoardRoom): void {
    this.rooms.delete(room.boardId);
    room.destroy();
  }

  private startListening(): void {
    if (this.deps.databaseUrl === undefined || this.listener !== undefined || this.closed) return;
    this.listener = listen(
      this.deps.databaseUrl,
      BOARD_UPDATES_CHANNEL,
      (payload) => void this.heard(payload),
      this.deps.logger,
    );
  }

  /** A notification: one update of one board, or (no payload) "read every room again". */
  private async heard(payload: string | undefined): Promise<void> {
    try {
      if (payload === undefined || payload === '') {
        await Promise.all([...this.rooms.values()].map((room) => this.reload(room)));
        return;
      }
      if (this.own.delete(payload)) return;
      const [boardId, updateId] = payload.split(':').map(Number);
      const room = this.rooms.get(boardId!);
      if (room === undefined || updateId === undefined) return;
      await room.ready;
      const data = await this.deps.store.findUpdate(room.orgId, room.boardId, updateId);
      if (data === undefined) await this.reload(room);
      else room.applyStored(data);
    } catch (error) {
      this.deps.logger.warn({ err: error, payload }, 'board live: could not apply a committed update');
    }
  }

  private async reload(room: BoardRoom): Promise<void> {
    await room.ready;
    await this.load(room);
  }
}

function toBytes(data: Buffer | ArrayBuffer | Buffer[]): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data));
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

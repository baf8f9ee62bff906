/**
 * One board's live document in this process, shared by every WebSocket connected to it here, speaking the
 * protocols of y-websocket: message type 0 (sync: step 1, step 2, update) and 1 (awareness); 3 asks for every
 * awareness state.
 *
 * - A client's changes (sync step 2 and updates) are refused unless it may write: a viewer's are dropped, never
 *   applied nor stored. A writer's change is first reduced to what the document lacks, appended to the log and
 *   committed (`persist`), and only then applied here, which sends it to the other clients: nobody sees an
 *   edit that a restart could lose.
 * - Stored updates (loaded, or committed by another request or process) are applied with the origin `store`;
 *   Yjs ignores what the document already holds, so seeing one twice changes nothing.
 * - Awareness (who is here, cursors) is shared with every client of the room, viewers included, and is not
 *   stored.
 */
import type { WebSocket } from 'ws';
import type { Awareness } from 'y-protocols/awareness';
import type { Doc } from 'yjs';
import type { YjsKit } from './board-yjs.ts';

const MESSAGE_SYNC = 0;
const MESSAGE_AWARENESS = 1;
const MESSAGE_QUERY_AWARENESS = 3;
const SYNC_STEP_1 = 0;
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

export interface LiveClient {
  socket: WebSocket;
  userId: number;
  canWrite: boolean;
  /** Awareness client ids this connection announced, removed when it leaves. */
  awarenessIds: Set<number>;
}

/** A message the protocol does not allow (the connection is closed with 1007). */
export class ProtocolError extends Error {}

export class BoardRoom {
  readonly doc: Doc;
  readonly awareness: Awareness;
  readonly clients = new Set<LiveClient>();
  /** Settles once the stored document is loaded. */
  ready: Promise<void> = Promise.resolve();

  constructor(
    private readonly kit: YjsKit,
    readonly orgId: number,
    readonly boardId: number,
    /** Appends a change to the board's log and commits it. */
    private readonly persist: (update: Uint8Array) => Promise<void>,
  ) {
    this.doc = new kit.Y.Doc();
    this.awareness = new kit.awareness.Awareness(this.doc);
    this.awareness.setLocalState(null);
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      const message = this.message(MESSAGE_SYNC, (e) => kit.sync.writeUpdate(e, update));
      for (const client of this.clients) if (client !== origin) send(client.socket, message);
    });
    this.awareness.on(
      'update',
      (changes: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
        const owner = [...this.clients].find((c) => c === origin);
        if (owner !== undefined) {
          for (const id of changes.added) owner.awarenessIds.add(id);
          for (const id of changes.removed) owner.awarenessIds.delete(id);
        }
        const changed = [...changes.added, ...changes.updated, ...changes.removed];
        const message = this.message(MESSAGE_AWARENESS, (e) =>
          kit.encoding.writeVarUint8Array(e, kit.awareness.encodeAwarenessUpdate(this.awareness, changed)),
        );
        for (const client of this.clients) send(client.socket, message);
      },
    );
  }

  /** Applies a stored update; a stored update Yjs cannot read is skipped (it was checked when accepted). */
  applyStored(update: Uint8Array): void {
    this.kit.Y.applyUpdate(this.doc, update, 'store');
  }

  /** A new client: the server's state vector (sync step 1) and everyone's awareness. */
  greet(client: LiveClient): void {
    send(
      client.socket,
      this.message(MESSAGE_SYNC, (e) => this.kit.sync.writeSyncStep1(e, this.doc)),
    );
    this.sendAwareness(client);
  }

  async handle(client: LiveClient, data: Uint8Array): Promise<void> {
    const message = this.read(data);
    if (message.kind === 'step1') {
      send(
        client.socket,
        this.message(MESSAGE_SYNC, (e) => this.kit.sync.writeSyncStep2(e, this.doc, message.stateVector)),
      );
    } else if (message.kind === 'change') {
      await this.change(client, message.update);
    } else if (message.kind === 'awareness') {
      try {
        this.kit.awareness.applyAwarenessUpdate(this.awareness, message.update, client);
      } catch (error) {
        throw new ProtocolError(`unreadable awareness update: ${(error as Error).message}`);
      }
    } else this.sendAwareness(client);
  }

  /** A message as the protocol defines it; anything else is a `ProtocolError`. */
  private read(
    data: Uint8Array,
  ):
    | { kind: 'step1'; stateVector: Uint8Array }
    | { kind: 'change'; update: Uint8Array }
    | { kind: 'awareness'; update: Uint8Array }
    | { kind: 'query' } {
    const { decoding } = this.kit;
    let type: number;
    let step = -1;
    let payload: Uint8Array | undefined;
    try {
      const decoder = decoding.createDecoder(data);
      type = decoding.readVarUint(decoder);
      if (type === MESSAGE_SYNC) step = decoding.readVarUint(decoder);
      if (type === MESSAGE_SYNC || type === MESSAGE_AWARENESS) payload = decoding.readVarUint8Array(decoder);
    } catch (error) {
      throw new ProtocolError(`unreadable message: ${(error as Error).message}`);
    }
    if (type === MESSAGE_QUERY_AWARENESS) return { kind: 'query' };
    if (type === MESSAGE_AWARENESS) return { kind: 'awareness', update: payload! };
    if (type !== MESSAGE_SYNC) throw new ProtocolError(`unknown message type ${type}`);
    if (step === SYNC_STEP_1) return { kind: 'step1', stateVector: payload! };
    if (step === SYNC_STEP_2 || step === SYNC_UPDATE) return { kind: 'change', update: payload! };
    throw new ProtocolError(`unknown sync message ${step}`);
  }

  /** Everyone leaves; the room is not used again. */
  destroy(): void {
    this.awareness.destroy();
    this.doc.destroy();
  }

  leave(client: LiveClient): void {
    this.clients.delete(client);
    if (client.awarenessIds.size > 0) {
      this.kit.awareness.removeAwarenessStates(this.awareness, [...client.awarenessIds], null);
    }
  }

  private async change(client: LiveClient, update: Uint8Array): Promise<void> {
    // Refused: a viewer's change is neither applied nor stored, nor seen by anyone.
    if (!client.canWrite) return;
    const { Y } = this.kit;
    let missing: Uint8Array;
    try {
      Y.decodeUpdate(update);
      if (Y.snapshotContainsUpdate(Y.snapshot(this.doc), update)) return;
      missing = Y.diffUpdate(update, Y.encodeStateVector(this.doc));
    } catch (error) {
      throw new ProtocolError(`not a Yjs update: ${(error as Error).message}`);
    }
    await this.persist(missing);
    Y.applyUpdate(this.doc, update, client);
  }

  private sendAwareness(client: LiveClient): void {
    const ids = [...this.awareness.getStates().keys()];
    if (ids.length === 0) return;
    const update = this.kit.awareness.encodeAwarenessUpdate(this.awareness, ids);
    send(
      client.socket,
      this.message(MESSAGE_AWARENESS, (e) => this.kit.encoding.writeVarUint8Array(e, update)),
    );
  }

  private message(type: number, write: (encoder: ReturnType<YjsKit['encoding']['createEncoder']>) => void) {
    const encoder = this.kit.encoding.createEncoder();
    this.kit.encoding.writeVarUint(encoder, type);
    write(encoder);
    return this.kit.encoding.toUint8Array(encoder);
  }
}

function send(socket: WebSocket, message: Uint8Array): void {
  // 1 = OPEN; a closing socket is left alone.
  if (socket.readyState === 1) socket.send(message);
}

/**
 * Board helpers for tests: creating boards through the API, and a y-websocket-style client over a real
 * WebSocket (`ws`) with a real Yjs document: it sends sync step 1 on open, answers the server's step 1, applies
 * what the server sends, and sends its own document changes as sync updates.
 */
import assert from 'node:assert/strict';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import type { TestApp } from './build-test-app.ts';
import { bearer } from './factories.ts';

export interface Board {
  id: number;
  board_uuid: string;
  name: string;
  public: boolean;
  created_by: number | null;
}

export async function createBoard(
  t: TestApp,
  jwt: string,
  orgId: number,
  body: Record<string, unknown> = {},
): Promise<Board> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/boards/?org_id=${orgId}`,
    headers: bearer(jwt),
    payload: { name: 'Sprint board', ...body },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Board>();
}

export async function addBoardMember(
  t: TestApp,
  jwt: string,
  board: Board,
  userId: number,
  role: 'editor' | 'viewer',
): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/boards/${board.board_uuid}/members`,
    headers: bearer(jwt),
    payload: { user_id: userId, role },
  });
  assert.equal(response.statusCode, 200, response.body);
}

export function postUpdate(t: TestApp, jwt: string, boardUuid: string, update: Uint8Array) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/boards/${boardUuid}/document/updates`,
    headers: { ...bearer(jwt), 'content-type': 'application/octet-stream' },
    payload: Buffer.from(update),
  });
}

/** The board's document as the HTTP endpoint answers it, in a fresh Yjs document. */
export function docFrom(state: Uint8Array): Y.Doc {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  return doc;
}

/** An update that inserts `text` at the end of the shared text `t` of a document starting from `base`. */
export function textUpdate(text: string, base?: Uint8Array): Uint8Array {
  const doc = new Y.Doc();
  if (base !== undefined) Y.applyUpdate(doc, base);
  const before = Y.encodeStateVector(doc);
  doc.getText('t').insert(doc.getText('t').length, text);
  return Y.encodeStateAsUpdate(doc, before);
}

export class LiveClient {
  readonly doc = new Y.Doc();
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  readonly socket: WebSocket;
  /** Settles when the server's sync step 2 arrived (the client holds the server's document). */
  readonly synced: Promise<void>;
  closed: Promise<{ code: number; reason: string }>;

  constructor(url: string, token: string | undefined) {
    this.socket = new WebSocket(url, { headers: token === undefined ? {} : bearer(token) });
    let markSynced: () => void = () => undefined;
    this.synced = new Promise((resolve) => (markSynced = resolve));
    this.closed = new Promise((resolve) =>
      this.socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    this.socket.on('error', () => undefined);
    this.socket.on('open', () => {
      this.send(0, (e) => syncProtocol.writeSyncStep1(e, this.doc));
    });
    this.socket.on('message', (data: Buffer) => {
      const decoder = decoding.createDecoder(new Uint8Array(data));
      const type = decoding.readVarUint(decoder);
      if (type === 0) {
        const encoder = encoding.createEncoder();
        encoding.writeVarUint(encoder, 0);
        const step = syncProtocol.readSyncMessage(decoder, encoder, this.doc, this);
        if (encoding.length(encoder) > 1) this.socket.send(encoding.toUint8Array(encoder));
        if (step === syncProtocol.messageYjsSyncStep2) markSynced();
      } else if (type === 1) {
        awarenessProtocol.applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(decoder), this);
      }
    });
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== this && this.socket.readyState === WebSocket.OPEN) {
        this.send(0, (e) => syncProtocol.writeUpdate(e, update));
      }
    });
  }

  /** Resolves once open, or rejects with the HTTP status the upgrade was refused with. */
  opened(): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.socket.readyState === WebSocket.OPEN) return resolve();
      this.socket.once('open', () => resolve());
      this.socket.once('unexpected-response', (_req, res) => reject(new Error(`status ${res.statusCode}`)));
      this.socket.once('error', reject);
    });
  }

  text(): string {
    return this.doc.getText('t').toJSON();
  }

  insert(text: string): void {
    this.doc.getText('t').insert(this.doc.getText('t').length, text);
  }

  sendAwareness(state: Record<string, unknown>): void {
    this.awareness.setLocalState(state);
    const update = awarenessProtocol.encodeAwarenessUpdate(this.awareness, [this.doc.clientID]);
    this.send(1, (e) => encoding.writeVarUint8Array(e, update));
  }

  send(type: number, write: (e: encoding.Encoder) => void): void {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, type);
    write(encoder);
    this.socket.send(encoding.toUint8Array(encoder));
  }

  async close(): Promise<void> {
    this.awareness.destroy();
    if (this.socket.readyState === WebSocket.CLOSED) return;
    this.socket.close();
    await this.closed;
  }
}

/** The HTTP status a refused upgrade answered with. */
export async function refusedWith(url: string, token: string | undefined): Promise<number> {
  const client = new LiveClient(url, token);
  try {
    await client.opened();
  } catch (error) {
    return Number(/status (\d+)/.exec((error as Error).message)?.[1] ?? 0);
  } finally {
    await client.close().catch(() => undefined);
  }
  return 101;
}

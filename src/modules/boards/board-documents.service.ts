/**
 * A board's document over plain HTTP [CONTRACT 11]: its state as one binary Yjs update, and posting a binary
 * Yjs update, which is merged on the server (appended to the log, then handed to live connections). The
 * board's owner and editors write whatever their organization role; viewers are refused (403).
 */
import { ValidationError } from '../../platform/http/errors.ts';
import type { Principal } from '../access/index.ts';
import type { BoardAccess } from './board-access.ts';
import type { BoardDocumentStore } from './board-document-store.ts';
import { inspectUpdate, loadYjs } from './board-yjs.ts';
import type { BoardDocumentUpdated } from './boards.presenter.ts';

/** Where an update committed over HTTP goes next: this process's live connections to the board. */
export type UpdateCommitted = (boardId: number, updateId: number, data: Uint8Array) => void;

export interface BoardDocumentsDeps {
  boardAccess: BoardAccess;
  store: BoardDocumentStore;
  committed: UpdateCommitted;
}

export class BoardDocumentsService {
  constructor(private readonly deps: BoardDocumentsDeps) {}

  async state(principal: Principal, boardUuid: string): Promise<Uint8Array> {
    const board = await this.deps.boardAccess.find(boardUuid);
    await this.deps.boardAccess.requireRead(principal, board);
    return this.deps.store.state(board.org_id, board.id);
  }

  /** Validates the update (422 when it is not one), then the board and the caller's right to write it. */
  async applyUpdate(
    principal: Principal,
    boardUuid: string,
    body: Uint8Array,
  ): Promise<BoardDocumentUpdated> {
    const kind = inspectUpdate(await loadYjs(), body);
    if (kind === 'invalid') {
      throw new ValidationError([
        { loc: ['body'], msg: 'The body is not a Yjs update (version 1 encoding)', type: 'yjs_update' },
      ]);
    }
    const board = await this.deps.boardAccess.find(boardUuid);
    await this.deps.boardAccess.requireWrite(principal, board);
    if (kind === 'empty') return { board_uuid: board.board_uuid, stored: false };
    const updateId = await this.deps.store.append(board.org_id, board.id, body);
    this.deps.committed(board.id, updateId, body);
    return { board_uuid: board.board_uuid, stored: true };
  }
}

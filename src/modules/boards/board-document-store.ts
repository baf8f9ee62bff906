/**
 * Where board documents live: every accepted update is appended to `board_updates` and committed before anyone
 * else sees it, so an acknowledged edit survives a restart. When a board's log reaches `compactAfter` rows, the
 * oldest are merged into its snapshot (`board_documents`) and dropped from the log, after the write that crossed
 * the line was answered.
 *
 * On PostgreSQL every append sends `NOTIFY board_updates, '<board id>:<update id>'` in its transaction: other
 * API processes read the row and hand it to their live connections (board-live.ts). SQLite serves one process,
 * whose live connections hear of the update directly.
 */
import type { Logger } from 'pino';
import type { Db } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { notifyOnCommit } from '../../platform/db/notifications.ts';
import { BoardDocumentsRepository } from './board-documents.repository.ts';
import { loadYjs, mergeState } from './board-yjs.ts';

export const BOARD_UPDATES_CHANNEL = 'board_updates';

export interface BoardDocumentStoreDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  /** Log rows of one board that trigger a compaction. */
  compactAfter?: number;
}

export class BoardDocumentStore {
  private readonly repo = new BoardDocumentsRepository();
  private readonly compacting = new Map<number, Promise<void>>();
  private readonly compactAfter: number;

  constructor(private readonly deps: BoardDocumentStoreDeps) {
    this.compactAfter = deps.compactAfter ?? 100;
  }

  /**
   * Every stored part of the document (the log, then the snapshot), to apply in any order. The log is read
   * first: a compaction committing in between then shows some updates twice, which Yjs ignores.
   */
  async parts(orgId: number, boardId: number): Promise<Uint8Array[]> {
    const updates = await this.repo.updatesOf(this.deps.db, orgId, boardId);
    const stored = await this.repo.snapshotOf(this.deps.db, orgId, boardId);
    const parts = updates.map((u) => u.data);
    if (stored?.snapshot != null) parts.unshift(stored.snapshot);
    return parts;
  }

  /** The whole document as one Yjs update. */
  async state(orgId: number, boardId: number): Promise<Uint8Array> {
    return mergeState(await loadYjs(), await this.parts(orgId, boardId));
  }

  /** One update of the log; undefined once compacted (read the parts again) or when the board is gone. */
  findUpdate(orgId: number, boardId: number, updateId: number): Promise<Uint8Array | undefined> {
    return this.repo.findUpdate(this.deps.db, orgId, boardId, updateId);
  }

  /** Appends an update and commits it (announced to other processes at commit); its id in the log. */
  async append(orgId: number, boardId: number, data: Uint8Array): Promise<number> {
    const id = await this.deps.db.transaction().execute(async (trx) => {
      const updateId = await this.repo.appendUpdate(
        trx,
        orgId,
        boardId,
        data,
        toDbTime(this.deps.clock.now()),
      );
      await notifyOnCommit(trx, BOARD_UPDATES_CHANNEL, `${boardId}:${updateId}`);
      return updateId;
    });
    void this.compactIfDue(orgId, boardId);
    return id;
  }

  /** Waits for compactions under way (before the database closes). */
  async close(): Promise<void> {
    await Promise.all(this.compacting.values());
  }

  private async compactIfDue(orgId: number, boardId: number): Promise<void> {
    if (this.compacting.has(boardId)) return;
    const run = (async () => {
      try {
        const count = await this.repo.countUpdates(this.deps.db, orgId, boardId);
        if (count >= this.compactAfter) await this.compact(orgId, boardId);
      } catch (error) {
        this.deps.logger.warn({ err: error, boardId }, 'board document compaction failed; the log is kept');
      }
    })();
    this.compacting.set(boardId, run);
    await run;
    this.compacting.delete(boardId);
  }

  /** Merges the snapshot and the whole log into a new snapshot, in one transaction holding the document row. */
  async compact(orgId: number, boardId: number): Promise<void> {
    const kit = await loadYjs();
    await this.deps.db.transaction().execute(async (trx) => {
      if (!(await this.repo.lockDocument(trx, orgId, boardId))) return;
      const stored = await this.repo.snapshotOf(trx, orgId, boardId);
      const updates = await this.repo.updatesOf(trx, orgId, boardId);
      if (updates.length === 0) return;
      const parts = updates.map((u) => u.data);
      if (stored?.snapshot != null) parts.unshift(stored.snapshot);
      const through = updates[updates.length - 1]!.id;
      await this.repo.saveSnapshot(
        trx,
        orgId,
        boardId,
        mergeState(kit, parts),
        through,
        toDbTime(this.deps.clock.now()),
      );
    });
  }
}

/**
 * SQL for board documents: the append-only log of accepted Yjs updates and the compacted snapshot. A document is
 * the snapshot plus every update row still in the log; reading the rows before the snapshot means a compaction
 * running in between can only make the reader see an update twice (harmless: Yjs updates are idempotent), never
 * miss one.
 */
import type { Tx } from '../../db.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import type { BoardTables } from './boards.tables.ts';

const own = ownTables<BoardTables>();

export interface StoredUpdate {
  id: number;
  data: Uint8Array;
}

export interface StoredSnapshot {
  snapshot: Uint8Array | null;
  throughUpdateId: number;
}

export class BoardDocumentsRepository {
  async insertDocument(db: Tx, orgId: number, boardId: number, now: Timestamp): Promise<void> {
    await own(db)
      .insertInto('board_documents')
      .values({ board_id: boardId, org_id: orgId, snapshot: null, through_update_id: 0, update_date: now })
      .execute();
  }

  async appendUpdate(
    db: Tx,
    orgId: number,
    boardId: number,
    data: Uint8Array,
    now: Timestamp,
  ): Promise<number> {
    const row = await own(db)
      .insertInto('board_updates')
      .values({ board_id: boardId, org_id: orgId, data: Buffer.from(data), creation_date: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** One update by id; undefined once compaction folded it into the snapshot (or the board is gone). */
  async findUpdate(
    db: Tx,
    orgId: number,
    boardId: number,
    updateId: number,
  ): Promise<Uint8Array | undefined> {
    const row = await own(db)
      .selectFrom('board_updates')
      .select('data')
      .where('org_id', '=', orgId)
      .where('board_id', '=', boardId)
      .where('id', '=', updateId)
      .executeTakeFirst();
    return row?.data;
  }

  /** The log of the board, oldest first, optionally only up to `throughId`. */
  updatesOf(db: Tx, orgId: number, boardId: number, throughId?: number): Promise<StoredUpdate[]> {
    let query = own(db)
      .selectFrom('board_updates')
      .select(['id', 'data'])
      .where('org_id', '=', orgId)
      .where('board_id', '=', boardId);
    if (throughId !== undefined) query = query.where('id', '<=', throughId);
    return query.orderBy('id').execute();
  }

  async countUpdates(db: Tx, orgId: number, boardId: number): Promise<number> {
    const row = await own(db)
      .selectFrom('board_updates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', orgId)
      .where('board_id', '=', boardId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async snapshotOf(db: Tx, orgId: number, boardId: number): Promise<StoredSnapshot | undefined> {
    const row = await own(db)
      .selectFrom('board_documents')
      .select(['snapshot', 'through_update_id'])
      .where('org_id', '=', orgId)
      .where('board_id', '=', boardId)
      .executeTakeFirst();
    return row && { snapshot: row.snapshot, throughUpdateId: row.through_update_id };
  }

  /**
   * Holds the board's document row until the transaction ends, so two compactions of one board run one after
   * the other (SQLite's single writer serialises already). False when the board is gone.
   */
  async lockDocument(db: Tx, orgId: number, boardId: number): Promise<boolean> {
    const result = await own(db)
      .updateTable('board_documents')
      .set((eb) => ({ through_update_id: eb.ref('through_update_id') }))
      .where('org_id', '=', orgId)
      .where('board_id', '=', boardId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Replaces the snapshot with one covering every update up to `throughId`, and drops those from the log. */
  async saveSnapshot(
    db: Tx,
    orgId: number,
    boardId: number,
    snapshot: Uint8Array,
    throughId: number,
    now: Timestamp,
  ): Promise<void> {
    await own(db)
      .updateTable('board_documents')
      .set({ snapshot: Buffer.from(snapshot), through_update_id: throughId, update_date: now })
      .where('org_id', '=', orgId)
      .where('board_id', '=', boardId)
      .execute();
    await own(db)
      .deleteFrom('board_updates')
      .where('org_id', '=', orgId)
      .where('board_id', '=', boardId)
      .where('id', '<=', throughId)
      .execute();
  }
}

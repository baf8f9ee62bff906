/**
 * SQL for media blocks. Every method takes the organization and filters by it; `resolveBlock` is the
 * exception, run once at the top of a request to learn which organization a block uuid belongs to.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { BlocksTable, BlockTables } from './blocks.tables.ts';

const own = ownTables<BlockTables>();

export type BlockRow = Selectable<BlocksTable>;

export class BlocksRepository {
  async insert(db: Tx, orgId: number, values: Omit<Insertable<BlocksTable>, 'org_id'>): Promise<BlockRow> {
    await own(db)
      .insertInto('blocks')
      .values({ ...values, org_id: orgId })
      .execute();
    const row = await this.findByUuid(db, orgId, values.block_uuid);
    if (row === undefined) throw new Error('the inserted block cannot be read back');
    return row;
  }

  /** uuid → block, before the organization is known (its own `org_id` scopes what follows). */
  resolveBlock(db: Tx, blockUuid: string): Promise<BlockRow | undefined> {
    return own(db).selectFrom('blocks').selectAll().where('block_uuid', '=', blockUuid).executeTakeFirst();
  }

  findByUuid(db: Tx, orgId: number, blockUuid: string): Promise<BlockRow | undefined> {
    return own(db)
      .selectFrom('blocks')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('block_uuid', '=', blockUuid)
      .executeTakeFirst();
  }

  async delete(db: Tx, orgId: number, blockId: number): Promise<void> {
    await own(db).deleteFrom('blocks').where('org_id', '=', orgId).where('id', '=', blockId).execute();
  }
}

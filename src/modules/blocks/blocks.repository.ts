/** SQL for media blocks. */
import type { Insertable, Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import type { BlocksTable } from './blocks.tables.ts';

export type BlockRow = Selectable<BlocksTable>;

export class BlocksRepository {
  insert(db: Tx, values: Insertable<BlocksTable>): Promise<BlockRow> {
    return db.insertInto('blocks').values(values).returningAll().executeTakeFirstOrThrow();
  }

  findByUuid(db: Tx, blockUuid: string): Promise<BlockRow | undefined> {
    return db.selectFrom('blocks').selectAll().where('block_uuid', '=', blockUuid).executeTakeFirst();
  }

  async delete(db: Tx, orgId: number, blockId: number): Promise<void> {
    await db.deleteFrom('blocks').where('org_id', '=', orgId).where('id', '=', blockId).execute();
  }
}

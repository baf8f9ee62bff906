/** SQL for media blocks. */
import type { Insertable, Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import type { BlocksTable } from './blocks.tables.ts';

/** A block with the chapter its activity sits in now. */
export type BlockRow = Selectable<BlocksTable> & { chapter_id: number | null };

export class BlocksRepository {
  async insert(db: Tx, values: Insertable<BlocksTable>): Promise<BlockRow> {
    await db.insertInto('blocks').values(values).execute();
    const row = await this.findByUuid(db, values.block_uuid);
    if (row === undefined) throw new Error('the inserted block cannot be read back');
    return row;
  }

  findByUuid(db: Tx, blockUuid: string): Promise<BlockRow | undefined> {
    return db
      .selectFrom('blocks')
      .innerJoin('activities', 'activities.id', 'blocks.activity_id')
      .selectAll('blocks')
      .select('activities.chapter_id')
      .where('blocks.block_uuid', '=', blockUuid)
      .executeTakeFirst();
  }

  async delete(db: Tx, orgId: number, blockId: number): Promise<void> {
    await db.deleteFrom('blocks').where('org_id', '=', orgId).where('id', '=', blockId).execute();
  }
}

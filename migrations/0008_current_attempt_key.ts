/**
 * One current attempt per learner and assignment, held by the database: a partial unique index on the current
 * rows. Saving an answer names it as its conflict target, so one `insert … on conflict` finds the current
 * attempt (and locks it on PostgreSQL) or starts the first one [CONTRACT 6].
 */
import { sql } from 'kysely';
import { columnTools, type AnyDb } from '../src/platform/db/columns.ts';

export async function up(db: AnyDb): Promise<void> {
  const c = columnTools(db);
  await db.schema
    .createIndex('assignment_submissions_current_key')
    .on('assignment_submissions')
    .columns(['assignment_id', 'user_id'])
    .unique()
    .where(sql.ref('is_current'), '=', c.boolDefault(true))
    .execute();
}

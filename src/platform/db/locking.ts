/**
 * Row claiming for work queues, the one place the two dialects differ: PostgreSQL skips rows another
 * transaction holds (`FOR UPDATE SKIP LOCKED`), so many workers share one queue without waiting on each
 * other; SQLite has a single writer, whose statements never overlap, so a plain select is already exclusive.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import { isSqlite, type AnyDb } from './columns.ts';

export function skipLocked<DB, TB extends keyof DB, O>(
  db: AnyDb,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return isSqlite(db) ? query : query.forUpdate().skipLocked();
}

/**
 * Holds the lock named `key` within `namespace` until the transaction ends, for a unit of work that has no row
 * of its own (one learner's submissions of one assignment). PostgreSQL advisory lock on a hash of the key: a
 * collision only makes two unrelated units wait for each other. SQLite's single writer serialises already.
 */
export async function lockKey(db: AnyDb, namespace: number, key: string): Promise<void> {
  if (isSqlite(db)) return;
  await sql`select pg_advisory_xact_lock(${namespace}::int4, hashtext(${key}))`.execute(db);
}

/**
 * Holds row `id` of `table` until the transaction ends, so concurrent changes to one aggregate (a course's
 * tree, an assignment's submissions, an activity's versions) run one after another. A no-op update takes the
 * row lock on PostgreSQL portably; on SQLite the single writer already serialises transactions. Answers whether
 * the row still exists, so a caller that read it before the transaction can tell it was deleted meanwhile.
 */
export async function lockRow(db: AnyDb, table: string, id: number): Promise<boolean> {
  const result = await sql`update ${sql.table(table)} set id = id where id = ${id}`.execute(db);
  // False when the row is gone: deleted since the caller read it.
  return Number(result.numAffectedRows ?? 0) > 0;
}

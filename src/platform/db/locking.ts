/**
 * Row claiming for work queues, the one place the two dialects differ: PostgreSQL skips rows another
 * transaction holds (`FOR UPDATE SKIP LOCKED`), so many workers share one queue without waiting on each
 * other; SQLite has a single writer, whose statements never overlap, so a plain select is already exclusive.
 */
import { CompiledQuery, sql, type SelectQueryBuilder } from 'kysely';
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
  await db.executeQuery(CompiledQuery.raw(ADVISORY_LOCK_SQL, [namespace, key]));
}

/**
 * The lock's statement. It selects no column, so that its answer can travel ahead of the transaction's next
 * statement and leave that statement's answer as it was (pg-begin.ts, which knows it by this text).
 */
export const ADVISORY_LOCK_SQL = 'select from pg_advisory_xact_lock($1::int4, hashtext($2))';

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

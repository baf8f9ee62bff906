/**
 * Row claiming for work queues, the one place the two dialects differ: PostgreSQL skips rows another
 * transaction holds (`FOR UPDATE SKIP LOCKED`), so many workers share one queue without waiting on each
 * other; SQLite has a single writer, whose statements never overlap, so a plain select is already exclusive.
 */
import type { SelectQueryBuilder } from 'kysely';
import { isSqlite, type AnyDb } from './columns.ts';

export function skipLocked<DB, TB extends keyof DB, O>(
  db: AnyDb,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return isSqlite(db) ? query : query.forUpdate().skipLocked();
}

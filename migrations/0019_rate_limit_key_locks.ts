/**
 * Rate-limit keys are serialised by an advisory lock on the key (platform/rate-limiter.ts), which travels with
 * the hit's insert, instead of a row of their own written first: a hit is one statement, and on PostgreSQL one
 * round trip before its commit. The table of those rows goes; the hits themselves stay where they were.
 */
import type { AnyDb } from '../src/platform/db/columns.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}

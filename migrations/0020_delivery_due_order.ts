/**
 * The outbox's due index carries the claim's whole order: (status, next_attempt_at, id). A claim walks the due
 * rows of the queue in that order and stops after a few times its size; with `id` outside the index PostgreSQL
 * had to fetch and sort every due row before it could lock the first (a burst of 10,000 deliveries: about 5 ms
 * a claim, against about 1 ms walking the index). SQLite keeps the row id at the end of every index entry
 * already; it only reads the order from the index the same way.
 */
import type { AnyDb } from '../src/platform/db/columns.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('webhook_deliveries_due_idx').execute();
  await db.schema
    .createIndex('webhook_deliveries_due_idx')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at', 'id'])
    .execute();
}

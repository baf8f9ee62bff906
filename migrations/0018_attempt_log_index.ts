/**
 * The attempt log's index leads with the organization: every read of the log names the organization and the
 * endpoint (the newest attempts of an endpoint, and after each group of outcomes the oldest kept one), and with
 * `org_id` outside the index each entry walked was a read of its row to check it. Now the walk is the index's.
 */
import type { AnyDb } from '../src/platform/db/columns.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('webhook_attempts_endpoint_idx').execute();
  await db.schema
    .createIndex('webhook_attempts_endpoint_idx')
    .on('webhook_attempts')
    .columns(['org_id', 'endpoint_id', 'id'])
    .execute();
}

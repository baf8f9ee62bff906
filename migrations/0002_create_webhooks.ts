/**
 * Webhooks: endpoints, their event subscriptions, the delivery outbox and the attempt log [SPEC 2.8, 6;
 * CONTRACT 7]. A delivery row is written in the transaction of the change that caused it; workers claim due
 * rows with a lease; every attempt is logged and the newest 200 per endpoint are kept.
 */
import { columnTools, type AnyDb } from '../src/platform/db/columns.ts';

export async function up(db: AnyDb): Promise<void> {
  const c = columnTools(db);

  await c
    .id(db.schema.createTable('webhook_endpoints'))
    .addColumn('webhook_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('url', c.text, (col) => col.notNull())
    .addColumn('description', c.text, (col) => col.notNull().defaultTo(''))
    // The subscription list as given (JSON array); `webhook_subscriptions` is its queryable copy.
    .addColumn('events', c.text, (col) => col.notNull())
    .addColumn('is_active', c.boolean, (col) => col.notNull().defaultTo(c.boolDefault(true)))
    // AES-256-GCM under a key derived from SECRET_KEY: the secret must be recoverable to sign with.
    .addColumn('secret_encrypted', c.text, (col) => col.notNull())
    // Not a foreign key: the record of who created an endpoint outlives that person's account.
    .addColumn('created_by_user_id', c.bigint, (col) => col.notNull())
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('webhook_endpoints_org_idx').on('webhook_endpoints').column('org_id').execute();

  await db.schema
    .createTable('webhook_subscriptions')
    .addColumn('endpoint_id', ...c.ref('webhook_endpoints.id'))
    .addColumn('org_id', c.bigint, (col) => col.notNull())
    .addColumn('event', 'varchar(64)', (col) => col.notNull())
    .addPrimaryKeyConstraint('webhook_subscriptions_pkey', ['endpoint_id', 'event'])
    .execute();
  // publishEvent's lookup: the endpoints of one organization subscribed to one event.
  await db.schema
    .createIndex('webhook_subscriptions_org_event_idx')
    .on('webhook_subscriptions')
    .columns(['org_id', 'event'])
    .execute();

  await c
    .id(db.schema.createTable('webhook_deliveries'))
    .addColumn('delivery_id', 'varchar(36)', (col) => col.notNull().unique())
    .addColumn('org_id', c.bigint, (col) => col.notNull())
    .addColumn('endpoint_id', ...c.ref('webhook_endpoints.id'))
    .addColumn('event', 'varchar(64)', (col) => col.notNull())
    // The envelope exactly as serialised once at publish time: every attempt sends and signs these bytes.
    .addColumn('payload', c.text, (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('attempt_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (col) => col.notNull())
    // The next attempt is a manual redelivery (logged as such).
    .addColumn('manual', c.boolean, (col) => col.notNull().defaultTo(c.boolDefault(false)))
    .addColumn('next_attempt_at', c.timestamp, (col) => col.notNull())
    .addColumn('lease_owner', 'varchar(64)')
    .addColumn('lease_expires_at', c.timestamp)
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('finished_at', c.timestamp)
    .execute();
  // The worker's claim: pending rows that are due.
  await db.schema
    .createIndex('webhook_deliveries_due_idx')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_endpoint_idx')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'status'])
    .execute();

  await c
    .id(db.schema.createTable('webhook_attempts'))
    .addColumn('org_id', c.bigint, (col) => col.notNull())
    .addColumn('endpoint_id', ...c.ref('webhook_endpoints.id'))
    .addColumn('delivery_row_id', ...c.ref('webhook_deliveries.id'))
    .addColumn('delivery_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('event', 'varchar(64)', (col) => col.notNull())
    .addColumn('attempt', 'integer', (col) => col.notNull())
    .addColumn('manual', c.boolean, (col) => col.notNull())
    .addColumn('success', c.boolean, (col) => col.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', c.text)
    .addColumn('error_message', c.text)
    .addColumn('duration_ms', 'integer', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  // The log read (newest first per endpoint) and the retention cut both walk this index.
  await db.schema
    .createIndex('webhook_attempts_endpoint_idx')
    .on('webhook_attempts')
    .columns(['endpoint_id', 'id'])
    .execute();
  await db.schema
    .createIndex('webhook_attempts_delivery_idx')
    .on('webhook_attempts')
    .column('delivery_row_id')
    .execute();
}

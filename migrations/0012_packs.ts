/**
 * Packs [CONTRACT 11]: what an operator's billing system sold an organization.
 * - `org_packs`: one row per platform subscription (its id is unique across every organization, so a
 *   subscription belongs to one organization), with the catalogue pack it carries, whether it is `active` or
 *   `cancelled`, and whether it ends at the end of its period.
 * - `ai_credit_usage`: one row per organization that spent an AI credit, counting them.
 */
import { columnTools, type AnyDb } from '../src/platform/db/columns.ts';

export async function up(db: AnyDb): Promise<void> {
  const c = columnTools(db);
  await c
    .id(db.schema.createTable('org_packs'))
    .addColumn('pack_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('pack_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('pack_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('quantity', c.bigint, (col) => col.notNull())
    .addColumn('platform_subscription_id', 'varchar(255)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('cancel_at_period_end', c.boolean, (col) => col.notNull().defaultTo(c.boolDefault(false)))
    .addColumn('activation_date', c.timestamp, (col) => col.notNull())
    .addColumn('cancellation_date', c.timestamp)
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('org_packs_subscription_key', ['platform_subscription_id'])
    .execute();
  await db.schema
    .createIndex('org_packs_org_status_idx')
    .on('org_packs')
    .columns(['org_id', 'status'])
    .execute();
  await db.schema
    .createTable('ai_credit_usage')
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('used', c.bigint, (col) => col.notNull().defaultTo(0))
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('ai_credit_usage_pkey', ['org_id'])
    .execute();
}

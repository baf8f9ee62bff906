/**
 * The ground the CONTRACT 11 families stand on:
 * - `api_tokens.rights_buckets`: the buckets that existed when a token's rights were last set. Tokens stored
 *   before the new buckets name the first six, so a bucket they could not have asked for never counts
 *   against them when they hand out a role.
 * - `org_settings`: one row per organization that changed a setting (no row = the defaults): AI and
 *   payments switches and a switch per family.
 */
import { columnTools, type AnyDb } from '../src/platform/db/columns.ts';

const FIRST_BUCKETS = '["courses","assignments","usergroups","certifications","users","webhooks"]';

export async function up(db: AnyDb): Promise<void> {
  const c = columnTools(db);
  await db.schema
    .alterTable('api_tokens')
    .addColumn('rights_buckets', 'text', (col) => col.notNull().defaultTo(FIRST_BUCKETS))
    .execute();
  let table = db.schema
    .createTable('org_settings')
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addPrimaryKeyConstraint('org_settings_pkey', ['org_id']);
  for (const [name, value] of [
    ['ai_enabled', false],
    ['copilot_enabled', false],
    ['payments_enabled', false],
    ['communities_enabled', true],
    ['podcasts_enabled', true],
    ['boards_enabled', true],
    ['playgrounds_enabled', true],
    ['collections_enabled', true],
  ] as const) {
    table = table.addColumn(name, c.boolean, (col) => col.notNull().defaultTo(c.boolDefault(value)));
  }
  await table.addColumn('update_date', c.timestamp, (col) => col.notNull()).execute();
}

/**
 * Identity layer: organizations, users, memberships, sessions (refresh tokens), email verification,
 * invites, API tokens and the shared rate-limit counters.
 */
import { sql } from 'kysely';
import { columnTools, type AnyDb } from '../src/platform/db/columns.ts';

export async function up(db: AnyDb): Promise<void> {
  const c = columnTools(db);

  await c
    .id(db.schema.createTable('organizations'))
    .addColumn('org_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('slug', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('description', c.text, (col) => col.notNull().defaultTo(''))
    .addColumn('signup_mechanism', 'varchar(16)', (col) => col.notNull().defaultTo('open'))
    .addColumn('plan', 'varchar(16)', (col) => col.notNull().defaultTo('free'))
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .execute();

  await c
    .id(db.schema.createTable('users'))
    .addColumn('user_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('email', 'varchar(320)', (col) => col.notNull().unique())
    .addColumn('username', 'varchar(64)', (col) => col.notNull())
    .addColumn('first_name', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('last_name', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('password_hash', c.text)
    .addColumn('email_verified', c.boolean, (col) => col.notNull().defaultTo(c.boolDefault(false)))
    // Bumped by logout, password change and refresh-token replay: every access JWT carrying an older
    // value stops working at once.
    .addColumn('session_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failed_login_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_failed_login_at', c.timestamp)
    .addColumn('locked_until', c.timestamp)
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('users_username_lower_key')
    .unique()
    .on('users')
    .expression(sql`lower(username)`)
    .execute();

  await c
    .id(db.schema.createTable('memberships'))
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('user_id', ...c.ref('users.id'))
    .addColumn('role', 'varchar(16)', (col) => col.notNull())
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('memberships_org_user_key', ['org_id', 'user_id'])
    .execute();
  await db.schema.createIndex('memberships_user_idx').on('memberships').column('user_id').execute();

  await c
    .id(db.schema.createTable('refresh_tokens'))
    .addColumn('user_id', ...c.ref('users.id'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('expires_at', c.timestamp, (col) => col.notNull())
    .addColumn('used_at', c.timestamp)
    .addColumn('revoked_at', c.timestamp)
    .execute();
  await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();

  await c
    .id(db.schema.createTable('email_verifications'))
    .addColumn('user_id', ...c.ref('users.id'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('expires_at', c.timestamp, (col) => col.notNull())
    .addColumn('used_at', c.timestamp)
    .execute();
  await db.schema
    .createIndex('email_verifications_user_idx')
    .on('email_verifications')
    .column('user_id')
    .execute();

  await c
    .id(db.schema.createTable('invites'))
    .addColumn('invite_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('code', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('emails', c.text, (col) => col.notNull())
    .addColumn('role', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_by_user_id', ...c.ref('users.id', { nullable: true, onDelete: 'set null' }))
    .addColumn('use_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('expires_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('invites_org_idx').on('invites').column('org_id').execute();

  await c
    .id(db.schema.createTable('api_tokens'))
    .addColumn('token_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('description', c.text, (col) => col.notNull().defaultTo(''))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('token_prefix', 'varchar(16)', (col) => col.notNull())
    .addColumn('rights', c.text, (col) => col.notNull())
    .addColumn('created_by_user_id', ...c.ref('users.id'))
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .addColumn('expires_at', c.timestamp)
    .addColumn('last_used_at', c.timestamp)
    .execute();
  await db.schema.createIndex('api_tokens_org_idx').on('api_tokens').column('org_id').execute();

  // Sliding-window rate limits shared by every process (login rate limit, resend throttling, …): one row per
  // key to serialise its hits, and one row per accepted hit still inside the longest window.
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('last_hit_at', c.timestamp, (col) => col.notNull())
    .execute();
  await c
    .id(db.schema.createTable('rate_limit_hits'))
    .addColumn('key', 'varchar(200)', (col) => col.notNull())
    .addColumn('at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_key_at_idx')
    .on('rate_limit_hits')
    .columns(['key', 'at'])
    .execute();
  await db.schema.createIndex('rate_limit_hits_at_idx').on('rate_limit_hits').column('at').execute();
}

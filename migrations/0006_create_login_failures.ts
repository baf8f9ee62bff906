/**
 * Login lockout keyed by the normalised email instead of the user row [CONTRACT 4]: an email without an account
 * collects failures and locks exactly like one with an account, so the lockout cannot tell them apart. The
 * users table keeps its old lockout columns (migrations are forward-only) but nothing reads them any more; their
 * live state is carried over here so an account locked at upgrade time stays locked.
 */
import { sql } from 'kysely';
import { columnTools, type AnyDb } from '../src/platform/db/columns.ts';

export async function up(db: AnyDb): Promise<void> {
  const c = columnTools(db);

  // `email_key` is text rather than varchar(320): lowercasing can lengthen a string (some Unicode letters
  // become two characters), and a key too long for its column must not turn a failed login into an error.
  await db.schema
    .createTable('login_failures')
    .addColumn('email_key', c.text, (col) => col.primaryKey())
    .addColumn('failure_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_failure_at', c.timestamp, (col) => col.notNull())
    .addColumn('locked_until', c.timestamp)
    .execute();
  // The sweep of forgotten rows walks this index from its old end.
  await db.schema
    .createIndex('login_failures_last_failure_idx')
    .on('login_failures')
    .column('last_failure_at')
    .execute();

  // A row always has a last failure; an account locked before this migration has none recorded (the lock
  // cleared it), and its lock end stands in, which keeps the row until the lock is over.
  await sql`
    insert into login_failures (email_key, failure_count, last_failure_at, locked_until)
    select email, failed_login_count, coalesce(last_failed_login_at, locked_until), locked_until
    from users
    where last_failed_login_at is not null or locked_until is not null
  `.execute(db);
}

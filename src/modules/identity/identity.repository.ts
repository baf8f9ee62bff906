/**
 * SQL for users, sessions and email verification. Users are global (one account, many organizations);
 * organization scoping happens through memberships in the organizations module.
 */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import type { UsersTable } from './identity.tables.ts';

export type UserRow = Selectable<UsersTable>;

export class IdentityRepository {
  insertUser(db: Tx, values: Insertable<UsersTable>): Promise<UserRow> {
    return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
  }

  findUserById(db: Tx, id: number): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findUserByUuid(db: Tx, userUuid: string): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('user_uuid', '=', userUuid).executeTakeFirst();
  }

  findUserByEmail(db: Tx, email: string): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  }

  async isUsernameTaken(db: Tx, username: string): Promise<boolean> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
    return row !== undefined;
  }

  async setPassword(db: Tx, userId: number, passwordHash: string, now: Timestamp): Promise<void> {
    await db
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        session_version: eb('session_version', '+', 1),
        failed_login_count: 0,
        locked_until: null,
        update_date: now,
      }))
      .where('id', '=', userId)
      .execute();
  }

  async markEmailVerified(db: Tx, userId: number, now: Timestamp): Promise<void> {
    await db
      .updateTable('users')
      .set({ email_verified: true, update_date: now })
      .where('id', '=', userId)
      .execute();
  }

  /** Ends every session: access JWTs with an older `sv` and all refresh tokens stop working. */
  async revokeAllSessions(db: Tx, userId: number, now: Timestamp): Promise<void> {
    await db
      .updateTable('users')
      .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
      .where('id', '=', userId)
      .execute();
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /**
   * Counts a failed password in one atomic statement: the count restarts when the first failure of the
   * current run is older than the window. Returns the new count.
   */
  async recordFailedLogin(
    db: Tx,
    userId: number,
    now: Timestamp,
    windowStartedBefore: Timestamp,
  ): Promise<number> {
    const row = await db
      .updateTable('users')
      .set({
        failed_login_count: sql<number>`case when failed_login_window_start is null or failed_login_window_start <= ${windowStartedBefore} then 1 else failed_login_count + 1 end`,
        failed_login_window_start: sql<string>`case when failed_login_window_start is null or failed_login_window_start <= ${windowStartedBefore} then ${now} else failed_login_window_start end`,
      })
      .where('id', '=', userId)
      .returning('failed_login_count')
      .executeTakeFirstOrThrow();
    return row.failed_login_count;
  }

  async lockUser(db: Tx, userId: number, until: Timestamp): Promise<void> {
    await db
      .updateTable('users')
      .set({ locked_until: until, failed_login_count: 0, failed_login_window_start: null })
      .where('id', '=', userId)
      .execute();
  }

  async resetFailedLogins(db: Tx, userId: number): Promise<void> {
    await db
      .updateTable('users')
      .set({ failed_login_count: 0, failed_login_window_start: null, locked_until: null })
      .where('id', '=', userId)
      .execute();
  }

  async insertRefreshToken(
    db: Tx,
    values: { user_id: number; token_hash: string; created_at: Timestamp; expires_at: Timestamp },
  ): Promise<void> {
    await db.insertInto('refresh_tokens').values(values).execute();
  }

  findRefreshToken(db: Tx, tokenHash: string) {
    return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  /** Marks a refresh token used if nobody has yet; false when it was already used (a replay or a race). */
  async consumeRefreshToken(db: Tx, id: number, now: Timestamp): Promise<boolean> {
    const result = await db
      .updateTable('refresh_tokens')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async insertEmailVerification(
    db: Tx,
    values: { user_id: number; token_hash: string; created_at: Timestamp; expires_at: Timestamp },
  ): Promise<void> {
    await db.insertInto('email_verifications').values(values).execute();
  }

  findEmailVerification(db: Tx, tokenHash: string) {
    return db
      .selectFrom('email_verifications')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async consumeEmailVerification(db: Tx, id: number, now: Timestamp): Promise<boolean> {
    const result = await db
      .updateTable('email_verifications')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

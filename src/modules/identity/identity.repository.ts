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

  /** The users among `ids` that exist (one query). */
  findUsersByIds(db: Tx, ids: readonly number[]): Promise<UserRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
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
   * Counts a failed password and, when it is the `threshold`-th of the current run, locks the account, all in
   * one atomic statement, so concurrent attempts cannot slip between the count and the lock. A run is broken
   * only by a success or by a quiet spell: when the previous failure is older than the window, the count
   * restarts. (Restarting from the run's first failure instead would let a burst straddling the window's end
   * pass twice the threshold.) An account that is locked already is left untouched.
   * Returns the lock end when the account is (now) locked, null when this was a plain failure.
   */
  async recordFailedLogin(
    db: Tx,
    userId: number,
    rule: { now: Timestamp; quietSince: Timestamp; threshold: number; lockUntil: Timestamp },
  ): Promise<{ lockedUntil: Timestamp | null }> {
    const restarts = sql<boolean>`(last_failed_login_at is null or last_failed_login_at <= ${rule.quietSince})`;
    const count = sql<number>`(case when ${restarts} then 1 else failed_login_count + 1 end)`;
    const locks = sql<boolean>`(${count} >= ${rule.threshold})`;
    const row = await db
      .updateTable('users')
      .set({
        failed_login_count: sql<number>`case when ${locks} then 0 else ${count} end`,
        last_failed_login_at: sql<string | null>`case when ${locks} then null else ${rule.now} end`,
        locked_until: sql<string | null>`case when ${locks} then ${rule.lockUntil} else locked_until end`,
      })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', rule.now)]))
      .returning(['locked_until'])
      .executeTakeFirst();
    if (row === undefined) return { lockedUntil: await this.findActiveLock(db, userId, rule.now) };
    return {
      lockedUntil: row.locked_until !== null && row.locked_until > rule.now ? row.locked_until : null,
    };
  }

  /**
   * After a correct password: clears the failure count unless the account is locked, in one statement, so a
   * lock set by a concurrent failure is never undone by a success. Returns the lock end when locked. Rows
   * with nothing to clear are not rewritten (most logins), only read.
   */
  async clearFailedLogins(
    db: Tx,
    userId: number,
    now: Timestamp,
  ): Promise<{ lockedUntil: Timestamp | null }> {
    const result = await db
      .updateTable('users')
      .set({ failed_login_count: 0, last_failed_login_at: null, locked_until: null })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .where((eb) =>
        eb.or([
          eb('failed_login_count', '>', 0),
          eb('last_failed_login_at', 'is not', null),
          eb('locked_until', 'is not', null),
        ]),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return { lockedUntil: null };
    return { lockedUntil: await this.findActiveLock(db, userId, now) };
  }

  private async findActiveLock(db: Tx, userId: number, now: Timestamp): Promise<Timestamp | null> {
    const row = await db
      .selectFrom('users')
      .select('locked_until')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.locked_until != null && row.locked_until > now ? row.locked_until : null;
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

/**
 * SQL for users, sessions and email verification. Users are global (one account, many organizations);
 * organization scoping happens through memberships in the organizations module.
 */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import { compiledOnce } from '../../platform/db/compiled-once.ts';
import { toBool } from '../../platform/db/database.ts';
import { skipLocked } from '../../platform/db/locking.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import { uniqueColumns, uniqueExpressionIndex } from '../../platform/db/unique-violations.ts';
import type { IdentityTables, UsersTable } from './identity.tables.ts';

const own = ownTables<IdentityTables>();

/** A user as every caller sees it: `email_verified` a boolean on both databases. */
export type UserRow = Omit<Selectable<UsersTable>, 'email_verified'> & { email_verified: boolean };

/** Normalises a `users` row read from either database. */
export function toUserRow(row: Selectable<UsersTable>): UserRow {
  return { ...row, email_verified: toBool(row.email_verified) };
}

// Compiled once (platform/db/compiled-once.ts): every request with a session reads its user, and every
// password login reads its user by email, its email's failures, and writes its refresh token.
const userByUuid = compiledOnce((db, { userUuid }: { userUuid: string }) =>
  own(db).selectFrom('users').selectAll().where('user_uuid', '=', userUuid),
);
const userByEmail = compiledOnce((db, { email }: { email: string }) =>
  own(db).selectFrom('users').selectAll().where('email', '=', email),
);
const failuresOf = compiledOnce((db, { emailKey }: { emailKey: string }) =>
  own(db).selectFrom('login_failures').select('locked_until').where('email_key', '=', emailKey),
);
const refreshTokenInsert = compiledOnce(
  (db, values: { user_id: number; token_hash: string; created_at: Timestamp; expires_at: Timestamp }) =>
    own(db).insertInto('refresh_tokens').values(values),
);

/** Emails are unique (stored lowercased); usernames unique whatever their case (migrations/0001). */
export const UNIQUE_EMAIL = uniqueColumns('users_email_key', 'users', ['email']);
export const UNIQUE_USERNAME = uniqueExpressionIndex('users_username_lower_key');

export class IdentityRepository {
  async insertUser(db: Tx, values: Insertable<UsersTable>): Promise<UserRow> {
    return toUserRow(
      await own(db).insertInto('users').values(values).returningAll().executeTakeFirstOrThrow(),
    );
  }

  async findUserById(db: Tx, id: number): Promise<UserRow | undefined> {
    const row = await own(db).selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toUserRow(row);
  }

  /** The session's user of every signed-in request (access/authenticator.ts). */
  async findUserByUuid(db: Tx, userUuid: string): Promise<UserRow | undefined> {
    const { rows } = await userByUuid(db, { userUuid });
    return rows[0] && toUserRow(rows[0]);
  }

  async findUserByEmail(db: Tx, email: string): Promise<UserRow | undefined> {
    const { rows } = await userByEmail(db, { email: email.toLowerCase() });
    return rows[0] && toUserRow(rows[0]);
  }

  async isUsernameTaken(db: Tx, username: string): Promise<boolean> {
    const row = await own(db)
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Also lifts a login lock on the account's email: an operator setting a password vouches for the account. */
  async setPassword(db: Tx, userId: number, passwordHash: string, now: Timestamp): Promise<void> {
    await own(db)
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        session_version: eb('session_version', '+', 1),
        update_date: now,
      }))
      .where('id', '=', userId)
      .execute();
    await own(db)
      .deleteFrom('login_failures')
      .where('email_key', '=', (eb) => eb.selectFrom('users').select('email').where('id', '=', userId))
      .execute();
  }

  async markEmailVerified(db: Tx, userId: number, now: Timestamp): Promise<void> {
    await own(db)
      .updateTable('users')
      .set({ email_verified: true, update_date: now })
      .where('id', '=', userId)
      .execute();
  }

  /** Ends every session: access JWTs with an older `sv` and all refresh tokens stop working. */
  async revokeAllSessions(db: Tx, userId: number, now: Timestamp): Promise<void> {
    await own(db)
      .updateTable('users')
      .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
      .where('id', '=', userId)
      .execute();
    await own(db)
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /**
   * Counts a failed password for `emailKey` (a normalised email, with or without an account [CONTRACT 4]) and,
   * when it is the `threshold`-th of the current run, locks that email, all in one atomic upsert, so concurrent
   * attempts cannot slip between the count and the lock (PostgreSQL makes a concurrent first insert wait and
   * then update). A run is broken only by a success or by a quiet spell: when the previous failure is at or
   * before `quietSince`, the count restarts. (Restarting from the run's first failure instead would let a burst
   * straddling the window's end pass twice the threshold.) Locking sets the count to 0, so the first failure
   * after the lock starts a new run. An email that is locked already is left untouched.
   * Returns the lock end when the email is (now) locked, null when this was a plain failure.
   */
  async recordFailedLogin(
    db: Tx,
    emailKey: string,
    rule: { now: Timestamp; quietSince: Timestamp; threshold: number; lockUntil: Timestamp },
  ): Promise<{ lockedUntil: Timestamp | null }> {
    const restarts = sql<boolean>`(login_failures.last_failure_at <= ${rule.quietSince})`;
    const count = sql<number>`(case when ${restarts} then 1 else login_failures.failure_count + 1 end)`;
    const locks = sql<boolean>`(${count} >= ${rule.threshold})`;
    const locksAtOnce = rule.threshold <= 1;
    const row = await own(db)
      .insertInto('login_failures')
      .values({
        email_key: emailKey,
        failure_count: locksAtOnce ? 0 : 1,
        last_failure_at: rule.now,
        locked_until: locksAtOnce ? rule.lockUntil : null,
      })
      .onConflict((oc) =>
        oc
          .column('email_key')
          .doUpdateSet({
            failure_count: sql<number>`case when ${locks} then 0 else ${count} end`,
            last_failure_at: rule.now,
            locked_until: sql<string | null>`case when ${locks} then ${rule.lockUntil} else null end`,
          })
          .where((eb) =>
            eb.or([
              eb('login_failures.locked_until', 'is', null),
              eb('login_failures.locked_until', '<=', rule.now),
            ]),
          ),
      )
      .returning(['locked_until'])
      .executeTakeFirst();
    if (row === undefined) return { lockedUntil: await this.findActiveLock(db, emailKey, rule.now) };
    return {
      lockedUntil: row.locked_until !== null && row.locked_until > rule.now ? row.locked_until : null,
    };
  }

  /**
   * After a correct password: forgets the failures of `emailKey` unless it is locked, in one statement, so a
   * lock set by a concurrent failure is never undone by a success. Returns the lock end when locked. Most
   * emails have no failures: one read finds that, and the delete (a write that would change nothing) is not
   * sent; a failure recorded after that read is one recorded after the success, as it would be after a delete.
   */
  async clearFailedLogins(
    db: Tx,
    emailKey: string,
    now: Timestamp,
  ): Promise<{ lockedUntil: Timestamp | null }> {
    const [seen] = (await failuresOf(db, { emailKey })).rows;
    if (seen === undefined) return { lockedUntil: null };
    if (seen.locked_until !== null && seen.locked_until > now) return { lockedUntil: seen.locked_until };
    const result = await own(db)
      .deleteFrom('login_failures')
      .where('email_key', '=', emailKey)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 1) return { lockedUntil: null };
    return { lockedUntil: await this.findActiveLock(db, emailKey, now) };
  }

  /**
   * Deletes up to `limit` rows whose last failure is at or before `forgetBefore`, oldest first. Callers pass a
   * time by which such a row means nothing any more (its run is broken and its lock is over), so forgetting it
   * changes no answer. On PostgreSQL rows another statement holds are skipped rather than waited for, so
   * concurrent sweeps never block each other or a login.
   */
  async sweepLoginFailures(db: Tx, forgetBefore: Timestamp, limit: number): Promise<void> {
    const stale = own(db)
      .selectFrom('login_failures')
      .select('email_key')
      .where('last_failure_at', '<=', forgetBefore)
      .orderBy('last_failure_at')
      .limit(limit);
    await own(db)
      .deleteFrom('login_failures')
      .where('email_key', 'in', skipLocked(db, stale))
      .where('last_failure_at', '<=', forgetBefore)
      .execute();
  }

  private async findActiveLock(db: Tx, emailKey: string, now: Timestamp): Promise<Timestamp | null> {
    const [row] = (await failuresOf(db, { emailKey })).rows;
    return row?.locked_until != null && row.locked_until > now ? row.locked_until : null;
  }

  async insertRefreshToken(
    db: Tx,
    values: { user_id: number; token_hash: string; created_at: Timestamp; expires_at: Timestamp },
  ): Promise<void> {
    await refreshTokenInsert(db, values);
  }

  findRefreshToken(db: Tx, tokenHash: string) {
    return own(db)
      .selectFrom('refresh_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Marks a refresh token used if nobody has yet; false when it was already used (a replay or a race). */
  async consumeRefreshToken(db: Tx, id: number, now: Timestamp): Promise<boolean> {
    const result = await own(db)
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
    await own(db).insertInto('email_verifications').values(values).execute();
  }

  findEmailVerification(db: Tx, tokenHash: string) {
    return own(db)
      .selectFrom('email_verifications')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async consumeEmailVerification(db: Tx, id: number, now: Timestamp): Promise<boolean> {
    const result = await own(db)
      .updateTable('email_verifications')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

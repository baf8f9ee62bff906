/** SQL for the provider accounts (OpenID Connect `sub`) users sign in with. */
import type { Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import { uniqueColumns } from '../../platform/db/unique-violations.ts';
import type { IdentityTables, OauthIdentitiesTable } from './identity.tables.ts';

const own = ownTables<IdentityTables>();

export type OauthIdentityRow = Selectable<OauthIdentitiesTable>;

/** A provider account links to one account (migrations/0005). */
export const UNIQUE_PROVIDER_SUBJECT = uniqueColumns(
  'oauth_identities_provider_subject_key',
  'oauth_identities',
  ['provider', 'subject'],
);

export class OauthRepository {
  findIdentity(db: Tx, provider: string, subject: string): Promise<OauthIdentityRow | undefined> {
    return own(db)
      .selectFrom('oauth_identities')
      .selectAll()
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .executeTakeFirst();
  }

  /** The user's identity at `provider`, if any (one per provider: see `OAuthAccounts.link`). */
  findIdentityOfUser(db: Tx, userId: number, provider: string): Promise<OauthIdentityRow | undefined> {
    return own(db)
      .selectFrom('oauth_identities')
      .selectAll()
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .executeTakeFirst();
  }

  async insertIdentity(
    db: Tx,
    values: { user_id: number; provider: string; subject: string; email: string; now: Timestamp },
  ): Promise<void> {
    const { now, ...identity } = values;
    await own(db)
      .insertInto('oauth_identities')
      .values({ ...identity, creation_date: now, last_login_at: now })
      .execute();
  }

  /** Marks the account verified, removes its password and ends its sessions (see `OAuthAccounts.link`). */
  async claimUnverifiedAccount(db: Tx, userId: number, now: Timestamp): Promise<void> {
    await own(db)
      .updateTable('users')
      .set((eb) => ({
        email_verified: true,
        password_hash: null,
        session_version: eb('session_version', '+', 1),
        update_date: now,
      }))
      .where('id', '=', userId)
      .execute();
    await own(db)
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Records a sign-in: when, and the address the provider gave this time. */
  async touchIdentity(db: Tx, id: number, email: string, now: Timestamp): Promise<void> {
    await own(db)
      .updateTable('oauth_identities')
      .set({ email, last_login_at: now })
      .where('id', '=', id)
      .execute();
  }
}

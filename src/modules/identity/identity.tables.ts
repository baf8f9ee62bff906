import type { Generated } from 'kysely';
import type { Bool, Id, Timestamp } from '../../platform/db/types.ts';

export interface UsersTable {
  id: Id;
  user_uuid: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  email_verified: Bool;
  session_version: Generated<number>;
  // The three lockout columns are no longer used: the lockout lives in `login_failures` since migration 0006.
  failed_login_count: Generated<number>;
  last_failed_login_at: Timestamp | null;
  locked_until: Timestamp | null;
  creation_date: Timestamp;
  update_date: Timestamp;
}

export interface RefreshTokensTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface EmailVerificationsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/**
 * Login failures per normalised email, whether or not an account has that email [CONTRACT 4]. `failure_count`
 * is the current run (0 once it locked); `last_failure_at` is always the latest failure, locking or not.
 */
export interface LoginFailuresTable {
  email_key: string;
  failure_count: number;
  last_failure_at: Timestamp;
  locked_until: Timestamp | null;
}

/** The provider account (OpenID Connect `sub`) a user signed in with. */
export interface OauthIdentitiesTable {
  id: Id;
  user_id: number;
  provider: string;
  subject: string;
  email: string;
  creation_date: Timestamp;
  last_login_at: Timestamp;
}

export interface IdentityTables {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  email_verifications: EmailVerificationsTable;
  oauth_identities: OauthIdentitiesTable;
  login_failures: LoginFailuresTable;
}

/**
 * What other modules may read of users: the public profile fields, by id. Users belong to no organization,
 * so these reads take none; the caller has already scoped the ids it asks about.
 */
import type { Tx } from '../../db.ts';
import { toBool } from '../../platform/db/database.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import type { IdentityTables } from './identity.tables.ts';

const own = ownTables<IdentityTables>();

/** The fields a listing of people shows (a group's members). */
export interface UserProfile {
  id: number;
  user_uuid: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
}

/** The users among `ids` (any order; unknown ids are left out). */
export async function userProfilesByIds(db: Tx, ids: readonly number[]): Promise<UserProfile[]> {
  if (ids.length === 0) return [];
  return own(db)
    .selectFrom('users')
    .select(['id', 'user_uuid', 'username', 'first_name', 'last_name', 'email'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** An account as other modules see it: no credentials, `email_verified` a boolean on both databases. */
export interface Account {
  id: number;
  user_uuid: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  email_verified: boolean;
  session_version: number;
  creation_date: Timestamp;
  update_date: Timestamp;
}

function accounts(db: Tx) {
  return own(db)
    .selectFrom('users')
    .select([
      'id',
      'user_uuid',
      'email',
      'username',
      'first_name',
      'last_name',
      'email_verified',
      'session_version',
      'creation_date',
      'update_date',
    ]);
}

export async function findAccountById(db: Tx, userId: number): Promise<Account | undefined> {
  const row = await accounts(db).where('id', '=', userId).executeTakeFirst();
  return row && { ...row, email_verified: toBool(row.email_verified) };
}

/** The accounts among `userIds` that exist, in one query, in no particular order. */
export async function findAccountsByIds(db: Tx, userIds: readonly number[]): Promise<Account[]> {
  if (userIds.length === 0) return [];
  const rows = await accounts(db)
    .where('id', 'in', [...new Set(userIds)])
    .execute();
  return rows.map((row) => ({ ...row, email_verified: toBool(row.email_verified) }));
}

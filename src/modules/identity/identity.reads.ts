/**
 * What other modules may read of users: the public profile fields, by id. Users belong to no organization,
 * so these reads take none; the caller has already scoped the ids it asks about.
 */
import type { Tx } from '../../db.ts';
import { ownTables } from '../../platform/db/transaction.ts';
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

/**
 * What other modules may read of identity's tables. Users belong to no organization, so these reads take no
 * `orgId`; the caller brings ids it already scoped.
 */
import type { Tx } from '../../db.ts';
import { toBool } from '../../platform/db/database.ts';
import type { RowPart } from '../../platform/db/together.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import type { IdentityTables } from './identity.tables.ts';

const own = ownTables<IdentityTables>();

/** The public fields of a person, as shown beside what they authored. */
export interface UserSummary {
  id: number;
  user_uuid: string;
  username: string;
  first_name: string;
  last_name: string;
  /** Shown only where the caller may see members' addresses (group members, learners); presenters pick. */
  email: string;
}

/** Public summaries of the given users by id, in one query; unknown ids are absent from the map. */
export async function userSummaries(db: Tx, userIds: readonly number[]): Promise<Map<number, UserSummary>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await own(db)
    .selectFrom('users')
    .select(['id', 'user_uuid', 'username', 'first_name', 'last_name', 'email'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
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

/** Whether the account exists, as a part of a combined read (platform/db/together.ts). */
export function accountExistsPart(db: Tx, userId: number): RowPart<boolean> {
  return {
    query: own(db).selectFrom('users').select('id').where('id', '=', userId),
    read: (row) => row !== undefined,
  };
}

/** The accounts among `userIds` that exist, in one query, in no particular order. */
export async function findAccountsByIds(db: Tx, userIds: readonly number[]): Promise<Account[]> {
  if (userIds.length === 0) return [];
  const rows = await accounts(db)
    .where('id', 'in', [...new Set(userIds)])
    .execute();
  return rows.map((row) => ({ ...row, email_verified: toBool(row.email_verified) }));
}

/**
 * What other modules may read of identity's tables. Users belong to no organization, so these reads take no
 * `orgId`; the caller brings ids it already scoped.
 */
import type { Tx } from '../../db.ts';
import { ownTables } from '../../platform/db/transaction.ts';
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

/** What other modules may read of accounts (users belong to no organization): plain data. */
import type { Tx } from '../../db.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { IdentityTables } from './identity.tables.ts';

const own = ownTables<IdentityTables>();

/** Who a user is, as events and on-behalf checks name them. */
export interface UserSummary {
  id: number;
  user_uuid: string;
  email: string;
  username: string;
}

/** The user `userId`, or undefined. */
export function findUserSummary(db: Tx, userId: number): Promise<UserSummary | undefined> {
  return own(db)
    .selectFrom('users')
    .select(['id', 'user_uuid', 'email', 'username'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

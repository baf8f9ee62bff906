/**
 * SQL for the members of user groups: this module's tables only. Every method takes the organization first;
 * a membership is reached through its group's organization.
 */
import type { Tx } from '../../db.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import { groupOfOrg, requireGroupOfOrg, type Paged } from './usergroups.repository.ts';
import type { UsergroupTables } from './usergroups.tables.ts';

const own = ownTables<UsergroupTables>();

export interface MembershipRow {
  user_id: number;
  creation_date: Timestamp;
}

export class UsergroupMembersRepository {
  /**
   * Takes a person out of every group of the organization (they left it): someone who rejoins later starts
   * without the restricted content their old groups opened.
   */
  async removeFromOrgGroups(db: Tx, orgId: number, userId: number): Promise<void> {
    await own(db)
      .deleteFrom('usergroup_users')
      .where('user_id', '=', userId)
      .where('usergroup_id', 'in', own(db).selectFrom('usergroups').select('id').where('org_id', '=', orgId))
      .execute();
  }

  /** Which of `userIds` belong to the group. */
  async groupMemberIds(
    db: Tx,
    orgId: number,
    groupId: number,
    userIds: readonly number[],
  ): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await own(db)
      .selectFrom('usergroup_users')
      .select('user_id')
      .where('usergroup_id', 'in', groupOfOrg(db, orgId, groupId))
      .where('user_id', 'in', userIds)
      .execute();
    return new Set(rows.map((r) => r.user_id));
  }

  async addMembers(
    db: Tx,
    orgId: number,
    groupId: number,
    userIds: readonly number[],
    now: Timestamp,
  ): Promise<void> {
    if (userIds.length === 0) return;
    await requireGroupOfOrg(db, orgId, groupId);
    await own(db)
      .insertInto('usergroup_users')
      .values(userIds.map((user_id) => ({ usergroup_id: groupId, user_id, creation_date: now })))
      .execute();
  }

  async removeMembers(db: Tx, orgId: number, groupId: number, userIds: readonly number[]): Promise<void> {
    if (userIds.length === 0) return;
    await own(db)
      .deleteFrom('usergroup_users')
      .where('usergroup_id', 'in', groupOfOrg(db, orgId, groupId))
      .where('user_id', 'in', userIds)
      .execute();
  }

  /** A page of the group's memberships, oldest first; who the members are is the identity module's to say. */
  async listMembers(
    db: Tx,
    orgId: number,
    groupId: number,
    limit: number,
    offset: number,
  ): Promise<Paged<MembershipRow>> {
    const rows = await own(db)
      .selectFrom('usergroup_users')
      .select(['user_id', 'creation_date'])
      .where('usergroup_id', 'in', groupOfOrg(db, orgId, groupId))
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    const { n } = await own(db)
      .selectFrom('usergroup_users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('usergroup_id', 'in', groupOfOrg(db, orgId, groupId))
      .executeTakeFirstOrThrow();
    return { rows, total: Number(n) };
  }
}

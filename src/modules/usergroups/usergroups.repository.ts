/**
 * SQL for user groups: this module's tables only. Every method takes the organization first and filters by
 * it. `resolveGroup` alone runs before the organization is known. Members and links, reached through their
 * group's organization, have their own repositories (usergroup-members, usergroup-links).
 */
import type { Insertable, Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import { uniqueColumns } from '../../platform/db/unique-violations.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import type { UsergroupTables, UsergroupsTable } from './usergroups.tables.ts';

const own = ownTables<UsergroupTables>();

export type UsergroupRow = Selectable<UsergroupsTable>;

/** Group names are unique within an organization (migrations/0005). */
export const UNIQUE_GROUP_NAME = uniqueColumns('usergroups_org_name_key', 'usergroups', ['org_id', 'name']);

export interface Paged<T> {
  rows: T[];
  total: number;
}

/** The ids of the organization's group `groupId` (none or one): members and links are reached through it. */
export function groupOfOrg(db: Tx, orgId: number, groupId: number) {
  return own(db).selectFrom('usergroups').select('id').where('org_id', '=', orgId).where('id', '=', groupId);
}

/** 404 unless the group is the organization's: a child row is never written under another's group. */
export async function requireGroupOfOrg(db: Tx, orgId: number, groupId: number): Promise<void> {
  if ((await groupOfOrg(db, orgId, groupId).executeTakeFirst()) === undefined) {
    throw new NotFoundError('User group not found');
  }
}

export class UsergroupsRepository {
  insertGroup(
    db: Tx,
    orgId: number,
    values: Omit<Insertable<UsergroupsTable>, 'org_id'>,
  ): Promise<UsergroupRow> {
    return own(db)
      .insertInto('usergroups')
      .values({ ...values, org_id: orgId })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Group id → its row with its organization, before the organization is known (the top of a request). */
  resolveGroup(db: Tx, groupId: number): Promise<UsergroupRow | undefined> {
    return own(db).selectFrom('usergroups').selectAll().where('id', '=', groupId).executeTakeFirst();
  }

  async listGroups(db: Tx, orgId: number, limit: number, offset: number): Promise<Paged<UsergroupRow>> {
    const rows = await own(db)
      .selectFrom('usergroups')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    const { n } = await own(db)
      .selectFrom('usergroups')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', orgId)
      .executeTakeFirstOrThrow();
    return { rows, total: Number(n) };
  }

  updateGroup(
    db: Tx,
    orgId: number,
    groupId: number,
    values: { name?: string; description?: string; update_date: Timestamp },
  ): Promise<UsergroupRow | undefined> {
    return own(db)
      .updateTable('usergroups')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', groupId)
      .returningAll()
      .executeTakeFirst();
  }

  /** Deletes the group; its memberships and links go with it (foreign keys cascade). */
  async deleteGroup(db: Tx, orgId: number, groupId: number): Promise<void> {
    await own(db).deleteFrom('usergroups').where('org_id', '=', orgId).where('id', '=', groupId).execute();
  }

  /**
   * Serialises changes to one group's members and links, so "already there" is computed on a stable set: holds
   * the group's row until the transaction ends (a no-op update locks it portably); 404 when it was deleted
   * since it was read.
   */
  async lockGroup(db: Tx, orgId: number, groupId: number): Promise<void> {
    const result = await own(db)
      .updateTable('usergroups')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('org_id', '=', orgId)
      .where('id', '=', groupId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new NotFoundError('User group not found');
  }
}

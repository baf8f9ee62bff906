/**
 * SQL for user groups, their members and their links to courses, chapters and activities: this module's
 * tables only. Every method takes the organization first and filters by it; members and links are reached
 * through their group's organization. `resolveGroup` alone runs before the organization is known.
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

export type ResourceKind = 'course' | 'chapter' | 'activity';

/** A course, chapter or activity of the group's organization, named by its uuid, as far as linking needs it. */
export interface ResourceRef {
  kind: ResourceKind;
  id: number;
  uuid: string;
}

/** A link as stored: exactly one of the three keys is set. */
export interface LinkRow {
  resource_uuid: string;
  course_id: number | null;
  chapter_id: number | null;
  activity_id: number | null;
  creation_date: Timestamp;
}

export interface MembershipRow {
  user_id: number;
  creation_date: Timestamp;
}

export interface Paged<T> {
  rows: T[];
  total: number;
}

/** The ids of the organization's group `groupId` (none or one): members and links are reached through it. */
function groupOfOrg(db: Tx, orgId: number, groupId: number) {
  return own(db).selectFrom('usergroups').select('id').where('org_id', '=', orgId).where('id', '=', groupId);
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

  // ---------------------------------------------------------------------------------------------------------
  // Members

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
    await this.requireGroupOfOrg(db, orgId, groupId);
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

  // ---------------------------------------------------------------------------------------------------------
  // Resource links

  /** Which of `uuids` are linked to the group. */
  async linkedUuids(db: Tx, orgId: number, groupId: number, uuids: readonly string[]): Promise<Set<string>> {
    if (uuids.length === 0) return new Set();
    const rows = await own(db)
      .selectFrom('usergroup_resources')
      .select('resource_uuid')
      .where('usergroup_id', 'in', groupOfOrg(db, orgId, groupId))
      .where('resource_uuid', 'in', uuids)
      .execute();
    return new Set(rows.map((r) => r.resource_uuid));
  }

  async addLinks(
    db: Tx,
    orgId: number,
    groupId: number,
    resources: readonly ResourceRef[],
    now: Timestamp,
  ): Promise<void> {
    if (resources.length === 0) return;
    await this.requireGroupOfOrg(db, orgId, groupId);
    await own(db)
      .insertInto('usergroup_resources')
      .values(
        resources.map((r) => ({
          usergroup_id: groupId,
          resource_uuid: r.uuid,
          course_id: r.kind === 'course' ? r.id : null,
          chapter_id: r.kind === 'chapter' ? r.id : null,
          activity_id: r.kind === 'activity' ? r.id : null,
          creation_date: now,
        })),
      )
      .execute();
  }

  async removeLinks(db: Tx, orgId: number, groupId: number, uuids: readonly string[]): Promise<void> {
    if (uuids.length === 0) return;
    await own(db)
      .deleteFrom('usergroup_resources')
      .where('usergroup_id', 'in', groupOfOrg(db, orgId, groupId))
      .where('resource_uuid', 'in', uuids)
      .execute();
  }

  /** A page of the group's links, oldest first; what each names is for its module to say. */
  async listLinks(
    db: Tx,
    orgId: number,
    groupId: number,
    limit: number,
    offset: number,
  ): Promise<Paged<LinkRow>> {
    const rows = await own(db)
      .selectFrom('usergroup_resources')
      .select(['resource_uuid', 'course_id', 'chapter_id', 'activity_id', 'creation_date'])
      .where('usergroup_id', 'in', groupOfOrg(db, orgId, groupId))
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    const { n } = await own(db)
      .selectFrom('usergroup_resources')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('usergroup_id', 'in', groupOfOrg(db, orgId, groupId))
      .executeTakeFirstOrThrow();
    return { rows, total: Number(n) };
  }

  /** The groups linked directly to the resource, oldest group first. */
  async listGroupsOfResource(
    db: Tx,
    orgId: number,
    resourceUuid: string,
    limit: number,
    offset: number,
  ): Promise<Paged<UsergroupRow>> {
    const base = own(db)
      .selectFrom('usergroups as g')
      .innerJoin('usergroup_resources as r', 'r.usergroup_id', 'g.id')
      .where('g.org_id', '=', orgId)
      .where('r.resource_uuid', '=', resourceUuid);
    const rows = await base.selectAll('g').orderBy('g.id').limit(limit).offset(offset).execute();
    const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { rows, total: Number(n) };
  }

  /**
   * The links that may open part of `courseId` to the user: of the organization's groups they belong to, the
   * links to that course and every link to a chapter or an activity (which course those sit in is for the
   * courses and activities modules to say).
   */
  memberLinksForCourse(
    db: Tx,
    orgId: number,
    userId: number,
    courseId: number,
  ): Promise<Omit<LinkRow, 'creation_date'>[]> {
    return own(db)
      .selectFrom('usergroup_resources as r')
      .innerJoin('usergroup_users as m', 'm.usergroup_id', 'r.usergroup_id')
      .innerJoin('usergroups as g', 'g.id', 'r.usergroup_id')
      .select(['r.resource_uuid', 'r.course_id', 'r.chapter_id', 'r.activity_id'])
      .distinct()
      .where('m.user_id', '=', userId)
      .where('g.org_id', '=', orgId)
      .where((eb) =>
        eb.or([
          eb('r.course_id', '=', courseId),
          eb('r.chapter_id', 'is not', null),
          eb('r.activity_id', 'is not', null),
        ]),
      )
      .execute();
  }

  /** 404 unless the group is the organization's: a child row is never written under another's group. */
  private async requireGroupOfOrg(db: Tx, orgId: number, groupId: number): Promise<void> {
    if ((await groupOfOrg(db, orgId, groupId).executeTakeFirst()) === undefined) {
      throw new NotFoundError('User group not found');
    }
  }
}

/**
 * SQL for user groups, their members and their links to courses, chapters and activities. Every method that
 * reads a group takes the organization first where the caller knows it, so tenant scoping stays visible.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import { lockRow } from '../../platform/db/locking.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import { uniqueColumns } from '../../platform/db/unique-violations.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import type { UsergroupsTable } from './usergroups.tables.ts';

export type UsergroupRow = Selectable<UsergroupsTable>;

/** Group names are unique within an organization (migrations/0005). */
export const UNIQUE_GROUP_NAME = uniqueColumns('usergroups_org_name_key', 'usergroups', ['org_id', 'name']);

export type ResourceKind = 'course' | 'chapter' | 'activity';

/** A course, chapter or activity named by its uuid, as far as linking needs it. */
export interface ResourceRef {
  kind: ResourceKind;
  id: number;
  uuid: string;
  orgId: number;
}

export interface LinkedResourceRow {
  resource_uuid: string;
  course_id: number | null;
  chapter_id: number | null;
  activity_id: number | null;
  name: string | null;
  creation_date: Timestamp;
}

export interface GroupMemberRow {
  user_id: number;
  user_uuid: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  creation_date: Timestamp;
}

export interface Paged<T> {
  rows: T[];
  total: number;
}

export class UsergroupsRepository {
  insertGroup(db: Tx, values: Insertable<UsergroupsTable>): Promise<UsergroupRow> {
    return db.insertInto('usergroups').values(values).returningAll().executeTakeFirstOrThrow();
  }

  findGroup(db: Tx, groupId: number): Promise<UsergroupRow | undefined> {
    return db.selectFrom('usergroups').selectAll().where('id', '=', groupId).executeTakeFirst();
  }

  async listGroups(db: Tx, orgId: number, limit: number, offset: number): Promise<Paged<UsergroupRow>> {
    const rows = await db
      .selectFrom('usergroups')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    const { n } = await db
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
    return db
      .updateTable('usergroups')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', groupId)
      .returningAll()
      .executeTakeFirst();
  }

  /** Deletes the group; its memberships and links go with it (foreign keys cascade). */
  async deleteGroup(db: Tx, orgId: number, groupId: number): Promise<void> {
    await db.deleteFrom('usergroups').where('org_id', '=', orgId).where('id', '=', groupId).execute();
  }

  /** Serialises changes to one group's members and links, so "already there" is computed on a stable set. */
  /** Holds the group's row until the transaction ends; 404 when it was deleted since it was read. */
  async lockGroup(db: Tx, groupId: number): Promise<void> {
    if (!(await lockRow(db, 'usergroups', groupId))) throw new NotFoundError('User group not found');
  }

  // ---------------------------------------------------------------------------------------------------------
  // Members

  /**
   * Takes a person out of every group of the organization (they left it): someone who rejoins later starts
   * without the restricted content their old groups opened.
   */
  async removeFromOrgGroups(db: Tx, orgId: number, userId: number): Promise<void> {
    await db
      .deleteFrom('usergroup_users')
      .where('user_id', '=', userId)
      .where('usergroup_id', 'in', db.selectFrom('usergroups').select('id').where('org_id', '=', orgId))
      .execute();
  }

  /** Which of `userIds` belong to the group. */
  async groupMemberIds(db: Tx, groupId: number, userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('usergroup_users')
      .select('user_id')
      .where('usergroup_id', '=', groupId)
      .where('user_id', 'in', userIds)
      .execute();
    return new Set(rows.map((r) => r.user_id));
  }

  async addMembers(db: Tx, groupId: number, userIds: readonly number[], now: Timestamp): Promise<void> {
    if (userIds.length === 0) return;
    await db
      .insertInto('usergroup_users')
      .values(userIds.map((user_id) => ({ usergroup_id: groupId, user_id, creation_date: now })))
      .execute();
  }

  async removeMembers(db: Tx, groupId: number, userIds: readonly number[]): Promise<void> {
    if (userIds.length === 0) return;
    await db
      .deleteFrom('usergroup_users')
      .where('usergroup_id', '=', groupId)
      .where('user_id', 'in', userIds)
      .execute();
  }

  async listMembers(db: Tx, groupId: number, limit: number, offset: number): Promise<Paged<GroupMemberRow>> {
    const rows = await db
      .selectFrom('usergroup_users as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select([
        'm.user_id',
        'u.user_uuid',
        'u.username',
        'u.first_name',
        'u.last_name',
        'u.email',
        'm.creation_date',
      ])
      .where('m.usergroup_id', '=', groupId)
      .orderBy('m.id')
      .limit(limit)
      .offset(offset)
      .execute();
    const { n } = await db
      .selectFrom('usergroup_users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('usergroup_id', '=', groupId)
      .executeTakeFirstOrThrow();
    return { rows, total: Number(n) };
  }

  // ---------------------------------------------------------------------------------------------------------
  // Resource links

  /** The courses, chapters and activities among `uuids` (any organization; the caller checks). */
  async findResources(db: Tx, uuids: readonly string[]): Promise<ResourceRef[]> {
    const of = (prefix: string) => uuids.filter((u) => u.startsWith(prefix));
    const [courses, chapters, activities] = [of('course_'), of('chapter_'), of('activity_')];
    const found: ResourceRef[] = [];
    if (courses.length > 0) {
      const rows = await db
        .selectFrom('courses')
        .select(['id', 'course_uuid as uuid', 'org_id'])
        .where('course_uuid', 'in', courses)
        .execute();
      found.push(...rows.map((r) => ({ kind: 'course' as const, id: r.id, uuid: r.uuid, orgId: r.org_id })));
    }
    if (chapters.length > 0) {
      const rows = await db
        .selectFrom('chapters')
        .select(['id', 'chapter_uuid as uuid', 'org_id'])
        .where('chapter_uuid', 'in', chapters)
        .execute();
      found.push(...rows.map((r) => ({ kind: 'chapter' as const, id: r.id, uuid: r.uuid, orgId: r.org_id })));
    }
    if (activities.length > 0) {
      const rows = await db
        .selectFrom('activities')
        .select(['id', 'activity_uuid as uuid', 'org_id'])
        .where('activity_uuid', 'in', activities)
        .execute();
      found.push(
        ...rows.map((r) => ({ kind: 'activity' as const, id: r.id, uuid: r.uuid, orgId: r.org_id })),
      );
    }
    return found;
  }

  /** Which of `uuids` are linked to the group. */
  async linkedUuids(db: Tx, groupId: number, uuids: readonly string[]): Promise<Set<string>> {
    if (uuids.length === 0) return new Set();
    const rows = await db
      .selectFrom('usergroup_resources')
      .select('resource_uuid')
      .where('usergroup_id', '=', groupId)
      .where('resource_uuid', 'in', uuids)
      .execute();
    return new Set(rows.map((r) => r.resource_uuid));
  }

  async addLinks(db: Tx, groupId: number, resources: readonly ResourceRef[], now: Timestamp): Promise<void> {
    if (resources.length === 0) return;
    await db
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

  async removeLinks(db: Tx, groupId: number, uuids: readonly string[]): Promise<void> {
    if (uuids.length === 0) return;
    await db
      .deleteFrom('usergroup_resources')
      .where('usergroup_id', '=', groupId)
      .where('resource_uuid', 'in', uuids)
      .execute();
  }

  /** The group's links with the name of what each names, oldest link first. */
  async listLinks(db: Tx, groupId: number, limit: number, offset: number): Promise<Paged<LinkedResourceRow>> {
    const rows = await db
      .selectFrom('usergroup_resources as r')
      .leftJoin('courses as c', 'c.id', 'r.course_id')
      .leftJoin('chapters as ch', 'ch.id', 'r.chapter_id')
      .leftJoin('activities as a', 'a.id', 'r.activity_id')
      .select((eb) => [
        'r.resource_uuid',
        'r.course_id',
        'r.chapter_id',
        'r.activity_id',
        'r.creation_date',
        eb.fn.coalesce('c.name', 'ch.name', 'a.name').as('name'),
      ])
      .where('r.usergroup_id', '=', groupId)
      .orderBy('r.id')
      .limit(limit)
      .offset(offset)
      .execute();
    const { n } = await db
      .selectFrom('usergroup_resources')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('usergroup_id', '=', groupId)
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
    const base = db
      .selectFrom('usergroups as g')
      .innerJoin('usergroup_resources as r', 'r.usergroup_id', 'g.id')
      .where('g.org_id', '=', orgId)
      .where('r.resource_uuid', '=', resourceUuid);
    const rows = await base.selectAll('g').orderBy('g.id').limit(limit).offset(offset).execute();
    const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { rows, total: Number(n) };
  }

  /**
   * The read rules' lookup [CONTRACT 5]: uuids of the course, its chapters and its activities that are linked
   * to a group of `orgId` the user belongs to. One query for a whole course tree.
   */
  async linkedResourceUuids(db: Tx, orgId: number, courseId: number, userId: number): Promise<Set<string>> {
    const rows = await db
      .selectFrom('usergroup_resources as r')
      .innerJoin('usergroup_users as m', 'm.usergroup_id', 'r.usergroup_id')
      .innerJoin('usergroups as g', 'g.id', 'r.usergroup_id')
      .select('r.resource_uuid')
      .distinct()
      .where('m.user_id', '=', userId)
      .where('g.org_id', '=', orgId)
      .where((eb) =>
        eb.or([
          eb('r.course_id', '=', courseId),
          eb('r.chapter_id', 'in', eb.selectFrom('chapters').select('id').where('course_id', '=', courseId)),
          eb(
            'r.activity_id',
            'in',
            eb.selectFrom('activities').select('id').where('course_id', '=', courseId),
          ),
        ]),
      )
      .execute();
    return new Set(rows.map((r) => r.resource_uuid));
  }
}

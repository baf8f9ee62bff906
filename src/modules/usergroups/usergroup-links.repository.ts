/**
 * SQL for the links of user groups to courses, chapters, activities and playgrounds: this module's tables only. Every
 * method takes the organization first; a link is reached through its group's organization.
 */
import type { Tx } from '../../db.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import { groupOfOrg, requireGroupOfOrg, type Paged, type UsergroupRow } from './usergroups.repository.ts';
import type { UsergroupTables } from './usergroups.tables.ts';

const own = ownTables<UsergroupTables>();

export type ResourceKind = 'course' | 'chapter' | 'activity' | 'playground';

/** A course, chapter, activity or playground of the group's organization, named by its uuid, as far as linking needs it. */
export interface ResourceRef {
  kind: ResourceKind;
  id: number;
  uuid: string;
}

/** A link as stored: exactly one of the four keys is set. */
export interface LinkRow {
  resource_uuid: string;
  course_id: number | null;
  chapter_id: number | null;
  activity_id: number | null;
  playground_id: number | null;
  creation_date: Timestamp;
}

export class UsergroupLinksRepository {
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
    await requireGroupOfOrg(db, orgId, groupId);
    await own(db)
      .insertInto('usergroup_resources')
      .values(
        resources.map((r) => ({
          usergroup_id: groupId,
          resource_uuid: r.uuid,
          course_id: r.kind === 'course' ? r.id : null,
          chapter_id: r.kind === 'chapter' ? r.id : null,
          activity_id: r.kind === 'activity' ? r.id : null,
          playground_id: r.kind === 'playground' ? r.id : null,
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
      .select(['resource_uuid', 'course_id', 'chapter_id', 'activity_id', 'playground_id', 'creation_date'])
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
      .select(['r.resource_uuid', 'r.course_id', 'r.chapter_id', 'r.activity_id', 'r.playground_id'])
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
}

/**
 * What other modules may read of activities: plain exported functions, each scoped to an organization and
 * self-contained, returning normalised data (booleans are booleans on both databases).
 */
import type { Expression, Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import { toBool } from '../../platform/db/database.ts';
import type { PartKey, RowPart } from '../../platform/db/together.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import { linkedChapters } from '../courses/index.ts';
import type { ActivitiesTable, ActivityTables } from './activities.tables.ts';

const own = ownTables<ActivityTables>();

/** An activity as other modules see it: every column, `published` a boolean. */
export type ActivityRecord = Omit<Selectable<ActivitiesTable>, 'published'> & { published: boolean };

export interface ActivitySummary {
  id: number;
  activity_uuid: string;
  org_id: number;
  course_id: number;
  chapter_id: number | null;
  name: string;
  activity_type: string;
}

/** A step of a course: a published activity placed in a linked chapter. */
export interface CourseStep {
  course_id: number;
  activity_id: number;
  activity_uuid: string;
  activity_type: string;
}

/** One of the organization's activities by id. */
export async function findActivityById(
  db: Tx,
  orgId: number,
  activityId: number,
): Promise<ActivityRecord | undefined> {
  const row = await own(db)
    .selectFrom('activities')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', activityId)
    .executeTakeFirst();
  return row && { ...row, published: toBool(row.published) };
}

/** What the read rules need of an activity [CONTRACT 5]. */
export interface ActivityGate {
  activity_uuid: string;
  course_id: number;
  chapter_id: number | null;
  published: boolean;
  lock_type: string;
}

/** One of the organization's activities, as a part of a combined read (platform/db/together.ts). */
export function activityGatePart(
  db: Tx,
  orgId: PartKey,
  activityId: PartKey,
): RowPart<ActivityGate | undefined> {
  return {
    query: own(db)
      .selectFrom('activities')
      .select(['activity_uuid', 'course_id', 'chapter_id', 'published', 'lock_type'])
      .where('org_id', '=', orgId)
      .where('id', '=', activityId),
    read: (row) => row && { ...(row as Omit<ActivityGate, 'published'>), published: toBool(row.published) },
  };
}

/** The course or chapter an activity sits in, for another module's part that reads it in the same statement. */
export function activityColumnOf<C extends 'course_id' | 'chapter_id'>(
  db: Tx,
  orgId: PartKey,
  activityId: PartKey,
  column: C,
): Expression<ActivitiesTable[C]> {
  return own(db)
    .selectFrom('activities')
    .select(column)
    .where('org_id', '=', orgId)
    .where('id', '=', activityId)
    .$asScalar() as Expression<ActivitiesTable[C]>;
}

/** The organization's activities among `activityIds`, by id (one query; others are absent). */
export async function activitySummaries(
  db: Tx,
  orgId: number,
  activityIds: readonly number[],
): Promise<Map<number, ActivitySummary>> {
  if (activityIds.length === 0) return new Map();
  const rows = await own(db)
    .selectFrom('activities')
    .select(['id', 'activity_uuid', 'org_id', 'course_id', 'chapter_id', 'name', 'activity_type'])
    .where('org_id', '=', orgId)
    .where('id', 'in', [...new Set(activityIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The organization's activities among `uuids` (one query; others are absent). */
export function activitiesByUuids(
  db: Tx,
  orgId: number,
  uuids: readonly string[],
): Promise<ActivitySummary[]> {
  if (uuids.length === 0) return Promise.resolve([]);
  return own(db)
    .selectFrom('activities')
    .select(['id', 'activity_uuid', 'org_id', 'course_id', 'chapter_id', 'name', 'activity_type'])
    .where('org_id', '=', orgId)
    .where('activity_uuid', 'in', [...new Set(uuids)])
    .execute();
}

/** Ids of a course's activities, linked or not. */
export async function activityIdsOfCourse(db: Tx, orgId: number, courseId: number): Promise<number[]> {
  const rows = await own(db)
    .selectFrom('activities')
    .select('id')
    .where('org_id', '=', orgId)
    .where('course_id', '=', courseId)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The steps of the given courses, each course in tree order (chapter position, chapter id, position, id):
 * two queries for any number of courses.
 */
export async function courseSteps(
  db: Tx,
  orgId: number,
  courseIds: readonly number[],
): Promise<CourseStep[]> {
  const chapters = await linkedChapters(db, orgId, courseIds);
  if (chapters.length === 0) return [];
  const rank = new Map(chapters.map((c, index) => [c.id, index]));
  const rows = await own(db)
    .selectFrom('activities')
    .select(['course_id', 'id as activity_id', 'activity_uuid', 'activity_type', 'chapter_id', 'position'])
    .where('org_id', '=', orgId)
    .where('course_id', 'in', [...new Set(courseIds)])
    .where('chapter_id', 'in', [...rank.keys()])
    .where('published', '=', true)
    .where('position', 'is not', null)
    .execute();
  // Chapters come ordered by course, so a chapter's rank orders courses too.
  rows.sort(
    (a, b) =>
      rank.get(a.chapter_id!)! - rank.get(b.chapter_id!)! ||
      a.position! - b.position! ||
      a.activity_id - b.activity_id,
  );
  return rows.map(({ course_id, activity_id, activity_uuid, activity_type }) => ({
    course_id,
    activity_id,
    activity_uuid,
    activity_type,
  }));
}

/**
 * uuid → activity, before the organization is known (a resource named in a request path, e.g. the groups
 * linked to it): answers its id and organization, which scope everything after it.
 */
export async function resolveActivityUuid(
  db: Tx,
  uuid: string,
): Promise<{ id: number; uuid: string; org_id: number } | undefined> {
  const row = await own(db)
    .selectFrom('activities')
    .select(['id', 'org_id'])
    .where('activity_uuid', '=', uuid)
    .executeTakeFirst();
  return row && { id: row.id, uuid, org_id: row.org_id };
}

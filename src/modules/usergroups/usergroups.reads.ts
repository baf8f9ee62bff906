/**
 * What other modules may read of user groups: which restricted content (courses and what they hold,
 * playgrounds) a member's groups open.
 */
import type { Expression, SqlBool } from 'kysely';
import type { Tx } from '../../db.ts';
import type { PartKey, RowPart } from '../../platform/db/together.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import { activitySummaries } from '../activities/index.ts';
import { chapterSummaries } from '../courses/index.ts';
import { UsergroupLinksRepository } from './usergroup-links.repository.ts';
import type { UsergroupTables } from './usergroups.tables.ts';

const own = ownTables<UsergroupTables>();

const repo = new UsergroupLinksRepository();

/**
 * The read rules' lookup [CONTRACT 5]: uuids of the course, its chapters and its activities that are linked
 * to a group of `orgId` the user belongs to. One query, and one more per kind (chapter, activity) only when
 * the user's groups link some, to learn which of those sit in this course.
 */
export async function linkedResourceUuids(
  db: Tx,
  orgId: number,
  courseId: number,
  userId: number,
): Promise<Set<string>> {
  const links = await repo.memberLinksForCourse(db, orgId, userId, courseId);
  const chapterIds = links.flatMap((l) => (l.chapter_id === null ? [] : [l.chapter_id]));
  const activityIds = links.flatMap((l) => (l.activity_id === null ? [] : [l.activity_id]));
  const [chapters, activities] = await Promise.all([
    chapterSummaries(db, orgId, chapterIds),
    activitySummaries(db, orgId, activityIds),
  ]);
  const inCourse = (found: Map<number, { course_id: number }>) =>
    new Set([...found].filter(([, r]) => r.course_id === courseId).map(([id]) => id));
  const [chaptersIn, activitiesIn] = [inCourse(chapters), inCourse(activities)];
  const linked = links.filter(
    (l) =>
      l.course_id === courseId ||
      (l.chapter_id !== null && chaptersIn.has(l.chapter_id)) ||
      (l.activity_id !== null && activitiesIn.has(l.activity_id)),
  );
  return new Set(linked.map((l) => l.resource_uuid));
}

/** Which of one activity, its chapter and its course are linked to a group of the user's. */
export interface LinkedGate {
  course: boolean;
  chapter: boolean;
  activity: boolean;
}

/**
 * `linkedResourceUuids` narrowed to one activity (the only uuids its read rules ask about), as a part of a
 * combined read (platform/db/together.ts); the course's and chapter's ids are another part's expressions.
 */
export function linkedGatePart(
  db: Tx,
  orgId: PartKey,
  userId: number,
  at: { courseId: Expression<number>; chapterId: Expression<number | null>; activityId: PartKey },
): RowPart<LinkedGate> {
  return {
    query: own(db)
      .selectFrom('usergroup_resources as r')
      .innerJoin('usergroup_users as m', 'm.usergroup_id', 'r.usergroup_id')
      .innerJoin('usergroups as g', 'g.id', 'r.usergroup_id')
      .select((eb) => {
        const any = (linked: Expression<SqlBool>) => eb.fn.max(eb.case().when(linked).then(1).else(0).end());
        return [
          any(eb('r.course_id', '=', at.courseId)).as('course'),
          any(eb('r.chapter_id', '=', at.chapterId)).as('chapter'),
          any(eb('r.activity_id', '=', at.activityId)).as('activity'),
        ];
      })
      .where('m.user_id', '=', userId)
      .where('g.org_id', '=', orgId)
      .where((eb) =>
        eb.or([
          eb('r.course_id', '=', at.courseId),
          eb('r.chapter_id', '=', at.chapterId),
          eb('r.activity_id', '=', at.activityId),
        ]),
      ),
    // No link at all aggregates to nulls.
    read: (row) => ({
      course: row?.course === 1,
      chapter: row?.chapter === 1,
      activity: row?.activity === 1,
    }),
  };
}

/** Whether the user belongs to a group of `orgId` linked to the playground (what opens a `restricted` one). */
export async function inGroupLinkedToPlayground(
  db: Tx,
  orgId: number,
  userId: number,
  playgroundId: number,
): Promise<boolean> {
  const row = await memberPlaygroundLinks(db, orgId, userId)
    .where('r.playground_id', '=', playgroundId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The playgrounds of `orgId` linked to a group the user belongs to (for lists of what they may read). */
export async function playgroundsLinkedToUser(db: Tx, orgId: number, userId: number): Promise<number[]> {
  const rows = await memberPlaygroundLinks(db, orgId, userId).distinct().execute();
  return rows.flatMap((r) => (r.playground_id === null ? [] : [r.playground_id]));
}

function memberPlaygroundLinks(db: Tx, orgId: number, userId: number) {
  return own(db)
    .selectFrom('usergroup_resources as r')
    .innerJoin('usergroup_users as m', 'm.usergroup_id', 'r.usergroup_id')
    .innerJoin('usergroups as g', 'g.id', 'r.usergroup_id')
    .select('r.playground_id')
    .where('m.user_id', '=', userId)
    .where('g.org_id', '=', orgId)
    .where('r.playground_id', 'is not', null);
}

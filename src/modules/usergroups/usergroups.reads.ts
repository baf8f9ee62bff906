/** What other modules may read of user groups: which restricted content a member's groups open. */
import type { Tx } from '../../db.ts';
import { activitySummaries } from '../activities/index.ts';
import { chapterSummaries } from '../courses/index.ts';
import { UsergroupsRepository } from './usergroups.repository.ts';

const repo = new UsergroupsRepository();

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

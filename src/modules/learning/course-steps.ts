/**
 * The steps of a course [CONTRACT 9]: its published activities placed in a placed chapter, in course order
 * (chapter by chapter, each chapter's activities by position). The activities and their chapters are read
 * through their modules; the order is the one a join over both would give.
 */
import type { Tx } from '../../db.ts';
import { publishedPlacedActivities } from '../activities/index.ts';
import { chapterSummariesByIds } from '../courses/index.ts';

/** A step of a course: a published activity placed in a linked chapter. */
export interface StepRow {
  course_id: number;
  activity_id: number;
  activity_uuid: string;
  activity_type: string;
}

/** The steps of the given courses of the organization, course by course in order: two queries in all. */
export async function courseSteps(db: Tx, orgId: number, courseIds: readonly number[]): Promise<StepRow[]> {
  const activities = await publishedPlacedActivities(db, orgId, courseIds);
  const chapters = await chapterSummariesByIds(
    db,
    orgId,
    activities.flatMap((a) => (a.chapter_id === null ? [] : [a.chapter_id])),
  );
  const placed = new Map(chapters.flatMap((c) => (c.position === null ? [] : [[c.id, c.position] as const])));
  const steps = activities.flatMap((a) => {
    const chapterPosition = a.chapter_id === null ? undefined : placed.get(a.chapter_id);
    if (chapterPosition === undefined || a.position === null) return [];
    return [{ activity: a, chapterId: a.chapter_id!, chapterPosition, position: a.position }];
  });
  steps.sort(
    (x, y) =>
      x.activity.course_id - y.activity.course_id ||
      x.chapterPosition - y.chapterPosition ||
      x.chapterId - y.chapterId ||
      x.position - y.position ||
      x.activity.id - y.activity.id,
  );
  return steps.map(({ activity: a }) => ({
    course_id: a.course_id,
    activity_id: a.id,
    activity_uuid: a.activity_uuid,
    activity_type: a.activity_type,
  }));
}

/** Whether every step is done (and there is at least one). */
export function isComplete(steps: readonly StepRow[], done: ReadonlySet<number>): boolean {
  return steps.length > 0 && steps.every((s) => done.has(s.activity_id));
}

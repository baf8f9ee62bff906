/**
 * How a signed-in person stands towards an assignment, read in one statement (platform/db/together.ts): their
 * role in its organization and what a learner's read rules ask [CONTRACT 5] — the assignment's activity, its
 * course and chapter, their ACTIVE authorship and their groups' links. Each part is its own module's query.
 */
import type { Db } from '../../db.ts';
import { combinedRead } from '../../platform/db/together.ts';
import { activityColumnOf, activityGatePart } from '../activities/index.ts';
import { chapterGatePart, courseGatePart } from '../courses/index.ts';
import { memberRolePart } from '../organizations/index.ts';
import { linkedGatePart } from '../usergroups/index.ts';
import type { AssignmentRow } from './assignments.repository.ts';

export type AssignmentGate = Awaited<ReturnType<typeof readAssignmentGate>>;

const gate = combinedRead(
  (db, { orgId, activityId, userId }: { orgId: number; activityId: number; userId: number }) => {
    // The course and chapter are the activity's own, as `requireOpen` reads them.
    const courseId = activityColumnOf(db, orgId, activityId, 'course_id');
    const chapterId = activityColumnOf(db, orgId, activityId, 'chapter_id');
    return {
      role: memberRolePart(db, orgId, userId),
      activity: activityGatePart(db, orgId, activityId),
      course: courseGatePart(db, orgId, courseId, userId),
      chapter: chapterGatePart(db, orgId, chapterId),
      linked: linkedGatePart(db, orgId, userId, { courseId, chapterId, activityId }),
    };
  },
);

export function readAssignmentGate(db: Db, assignment: AssignmentRow, userId: number) {
  return gate(db, { orgId: assignment.org_id, activityId: assignment.activity_id, userId });
}

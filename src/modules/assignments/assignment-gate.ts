/**
 * How a signed-in person stands towards an assignment, read in one statement (platform/db/together.ts): their
 * role in its organization and what a learner's read rules ask [CONTRACT 5] — the assignment's activity, its
 * course and chapter, their ACTIVE authorship and their groups' links. Each part is its own module's query.
 * A request naming an assignment and a task by uuid (an answer save) reads both with the standing, in the
 * same statement: the organization and the activity are then the named assignment's, as expressions.
 */
import type { Db, Tx } from '../../db.ts';
import { combinedRead, type PartKey, type Share } from '../../platform/db/together.ts';
import { activityColumnOf, activityGatePart } from '../activities/index.ts';
import { chapterGatePart, courseGatePart } from '../courses/index.ts';
import { memberRolePart } from '../organizations/index.ts';
import { linkedGatePart } from '../usergroups/index.ts';
import type { AssignmentRow } from './assignments.repository.ts';
import { assignmentColumnOf, assignmentTaskParts } from './assignments.reads.ts';

export type AssignmentGate = Awaited<ReturnType<typeof readAssignmentGate>>;

/**
 * The parts of a standing: `orgId` and `activityId` bound, or expressions shared by the statement. The course
 * and chapter are the activity's own, as `requireOpen` reads them; three parts use each, so each is looked up
 * once.
 */
function gateParts(db: Tx, share: Share, orgId: PartKey, activityId: PartKey, userId: number) {
  const courseId = share(activityColumnOf(db, orgId, activityId, 'course_id'));
  const chapterId = share(activityColumnOf(db, orgId, activityId, 'chapter_id'));
  return {
    role: memberRolePart(db, orgId, userId),
    activity: activityGatePart(db, orgId, activityId),
    course: courseGatePart(db, orgId, courseId, userId),
    chapter: chapterGatePart(db, orgId, chapterId),
    linked: linkedGatePart(db, orgId, userId, { courseId, chapterId, activityId }),
  };
}

const gate = combinedRead(
  (db, { orgId, activityId, userId }: { orgId: number; activityId: number; userId: number }, share) =>
    gateParts(db, share, orgId, activityId, userId),
);

const taskWithGate = combinedRead(
  (db, args: { assignmentUuid: string; taskUuid: string; userId: number }, share) => ({
    ...assignmentTaskParts(db, args.assignmentUuid, args.taskUuid),
    ...gateParts(
      db,
      share,
      share(assignmentColumnOf(db, args.assignmentUuid, 'org_id')),
      share(assignmentColumnOf(db, args.assignmentUuid, 'activity_id')),
      args.userId,
    ),
  }),
);

export function readAssignmentGate(db: Db, assignment: AssignmentRow, userId: number) {
  return gate(db, { orgId: assignment.org_id, activityId: assignment.activity_id, userId });
}

/** The assignment and task a path names and the standing of `userId` towards it, in one statement. */
export async function readTaskWithGate(db: Db, assignmentUuid: string, taskUuid: string, userId: number) {
  const { assignment, task, ...standing } = await taskWithGate(db, { assignmentUuid, taskUuid, userId });
  return { assignment, task, gate: standing satisfies AssignmentGate };
}

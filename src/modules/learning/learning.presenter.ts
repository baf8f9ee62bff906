/**
 * What leaves the API about learning [CONTRACT 9, 10]: a learner's run through one course (every step in
 * course order with its `complete` flag, how many are done, the percentage on 0–100 with two decimals, and
 * whether the course is completed; a course without activities is never completed and shows 0 %, never
 * "NaN %"), and the learner and course as the progress events name them.
 */
import { toApiDate } from '../../platform/clock.ts';
import { isComplete, type StepRow } from './course-steps.ts';
import type { ProgressRow } from './learning.repository.ts';

export interface ProgressStep {
  activity_uuid: string;
  complete: boolean;
  completion_date: string | null;
}

export interface ProgressRun {
  course: { course_uuid: string; name: string };
  enrollment_date: string;
  status: 'in_progress' | 'completed';
  activities_done: number;
  activities_total: number;
  percentage: number;
  completed: boolean;
  steps: ProgressStep[];
}

/** Done / total, as a percentage rounded to two decimals; 0 when there is nothing to do. */
export function percentage(done: number, total: number): number {
  if (total === 0) return 0;
  return Math.round((done / total) * 10_000) / 100;
}

export function presentRun(
  course: { course_uuid: string; name: string },
  enrollmentDate: string,
  steps: readonly StepRow[],
  progress: readonly ProgressRow[],
): ProgressRun {
  const done = new Map<number, ProgressRow>();
  for (const row of progress) if (row.completed) done.set(row.activity_id, row);
  const presented = steps.map((step) => {
    const row = done.get(step.activity_id);
    return {
      activity_uuid: step.activity_uuid,
      complete: row !== undefined,
      completion_date: row?.completion_date == null ? null : toApiDate(row.completion_date),
    };
  });
  const doneCount = presented.filter((s) => s.complete).length;
  const completed = isComplete(steps, new Set(done.keys()));
  return {
    course: { course_uuid: course.course_uuid, name: course.name },
    enrollment_date: toApiDate(enrollmentDate),
    status: completed ? 'completed' : 'in_progress',
    activities_done: doneCount,
    activities_total: steps.length,
    percentage: percentage(doneCount, steps.length),
    completed,
    steps: presented,
  };
}

/** The learner as progress events name them. */
export function presentEventUser(learner: { user_uuid: string; email: string; username: string }) {
  return { user_uuid: learner.user_uuid, email: learner.email, username: learner.username };
}

/** The course as progress events name it. */
export function presentEventCourse(course: { course_uuid: string; name: string }) {
  return { course_uuid: course.course_uuid, name: course.name };
}

/**
 * A learner's run through one course [CONTRACT 9]: every step (published activity of the course's tree) in
 * course order with its `complete` flag, how many are done, the percentage on 0–100 with two decimals
 * [CONTRACT 10], and whether the course is completed. A course without activities is never completed and
 * shows 0 %, never "NaN %".
 */
import { toApiDate } from '../../platform/clock.ts';
import { toBool } from '../../platform/db/database.ts';
import type { ProgressRow, StepRow } from './learning.repository.ts';

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

/** Whether every step is done (and there is at least one). */
export function isComplete(steps: readonly StepRow[], done: ReadonlySet<number>): boolean {
  return steps.length > 0 && steps.every((s) => done.has(s.activity_id));
}

export function buildRun(
  course: { course_uuid: string; name: string },
  enrollmentDate: string,
  steps: readonly StepRow[],
  progress: readonly ProgressRow[],
): ProgressRun {
  const done = new Map<number, ProgressRow>();
  for (const row of progress) if (toBool(row.completed)) done.set(row.activity_id, row);
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

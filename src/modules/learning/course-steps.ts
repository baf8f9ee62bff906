/**
 * The steps of a course [CONTRACT 9]: its published activities placed in a placed chapter, in course order.
 * What they are is the activities and courses modules' to say (`courseSteps`); learning only counts them.
 */
import type { CourseStep } from '../activities/index.ts';

export { courseSteps } from '../activities/index.ts';

/** A step of a course: a published activity placed in a linked chapter. */
export type StepRow = CourseStep;

/** Whether every step is done (and there is at least one). */
export function isComplete(steps: readonly StepRow[], done: ReadonlySet<number>): boolean {
  return steps.length > 0 && steps.every((s) => done.has(s.activity_id));
}

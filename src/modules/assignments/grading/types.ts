/** Task types [SPEC 2.6] and the shapes graders share. */
import type { ValidationIssue } from '../../../platform/http/errors.ts';

export const TASK_TYPES = [
  'FILE_SUBMISSION',
  'QUIZ',
  'FORM',
  'CODE',
  'SHORT_ANSWER',
  'NUMBER_ANSWER',
  'OTHER',
  'CUSTOM',
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** Graded by the service [SPEC 2.6]; the others are graded by hand. */
export const AUTO_GRADED: ReadonlySet<TaskType> = new Set([
  'QUIZ',
  'FORM',
  'CODE',
  'SHORT_ANSWER',
  'NUMBER_ANSWER',
]);

/** Graded by running the learner's program: slow, so never graded under a lock. */
export const RUNS_CODE: ReadonlySet<TaskType> = new Set(['CODE']);

/** The outcome of grading one answer. */
export interface TaskScore {
  /** 0..1, or null when the answer could not be graded automatically (then `note` says why). */
  fraction: number | null;
  note: string | null;
}

export type Issues = ValidationIssue[];

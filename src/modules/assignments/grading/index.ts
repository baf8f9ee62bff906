/**
 * The one entry point the assignments service uses for task definitions and auto-grading [SPEC 2.6,
 * CONTRACT 6, 8, 10]. Everything here is pure apart from the code runner it is handed.
 */
import type { ValidationIssue } from '../../../platform/http/errors.ts';
import { DEFAULT_RUN_LIMITS, type CodeRunner, type RunLimits } from '../code-runner/code-runner.ts';
import { checkCodeContents, gradeCode, redactCode, type CaseResult } from './code.ts';
import { checkFormContents, gradeForm, redactForm } from './form.ts';
import { checkNumberAnswerContents, gradeNumberAnswer, redactNumberAnswer } from './number-answer.ts';
import { checkQuizContents, gradeQuiz, redactQuiz } from './quiz.ts';
import { roundHalfAwayFromZero } from './rounding.ts';
import { checkShortAnswerContents, gradeShortAnswer, redactShortAnswer } from './short-answer.ts';
import { AUTO_GRADED, type TaskScore, type TaskType } from './types.ts';
import { MAX_DEPTH, deeperThan, isRecord, type Loc } from './validate.ts';

export { roundHalfAwayFromZero } from './rounding.ts';

const CONTENTS_LOC: Loc = ['body', 'contents'];
/** One bad definition can produce thousands of issues; the first ones are enough to fix it. */
const MAX_ISSUES = 100;

const CHECKERS: Partial<Record<TaskType, (contents: unknown, loc: Loc) => ValidationIssue[]>> = {
  QUIZ: checkQuizContents,
  FORM: checkFormContents,
  SHORT_ANSWER: checkShortAnswerContents,
  NUMBER_ANSWER: checkNumberAnswerContents,
  CODE: checkCodeContents,
};

/**
 * The issues of a task definition, located under `['body', 'contents', …]`; empty when it is valid.
 * FILE_SUBMISSION (CONTRACT 6: `{}`), OTHER and CUSTOM (SPEC 2.6: "any caller-owned JSON object") only need an
 * object; their keys are never read, and CUSTOM is stored byte-for-byte.
 */
export function checkTaskContents(type: TaskType, contents: unknown): ValidationIssue[] {
  if (!isRecord(contents)) return [{ loc: CONTENTS_LOC, msg: 'Input should be an object', type: 'type' }];
  const check = CHECKERS[type];
  if (!check) return [];
  // Extra properties are allowed, so bound their nesting too: redaction and storage walk the whole value.
  if (deeperThan(contents, MAX_DEPTH)) {
    return [{ loc: CONTENTS_LOC, msg: `Nested deeper than ${MAX_DEPTH} levels`, type: 'too_deep' }];
  }
  return check(contents, CONTENTS_LOC).slice(0, MAX_ISSUES);
}

export type GradedTask = TaskScore & { cases?: CaseResult[] };

/**
 * Grades one learner answer. Never throws: a malformed answer grades 0, and what cannot be graded automatically
 * (hand-graded types, an invalid stored definition, no code runner) has `fraction: null` and a `note`.
 * CODE results also carry the per-case outcomes (never the expected output).
 */
export async function gradeTask(
  type: TaskType,
  contents: unknown,
  answer: unknown,
  runner: CodeRunner,
  limits: RunLimits = DEFAULT_RUN_LIMITS,
): Promise<GradedTask> {
  if (!AUTO_GRADED.has(type)) return { fraction: null, note: 'graded by hand' };
  try {
    switch (type) {
      case 'QUIZ':
        return gradeQuiz(contents, answer);
      case 'FORM':
        return gradeForm(contents, answer);
      case 'SHORT_ANSWER':
        return gradeShortAnswer(contents, answer);
      case 'NUMBER_ANSWER':
        return gradeNumberAnswer(contents, answer);
      case 'CODE':
        return await gradeCode(contents, answer, runner, limits);
      default:
        return { fraction: null, note: 'graded by hand' };
    }
  } catch {
    // The graders are written not to throw; if one does, the task is left for a person rather than failing
    // the whole submission.
    return { fraction: null, note: 'automatic grading failed' };
  }
}

/**
 * The definition as a caller without `assignments` update rights sees it [CONTRACT 6, 10]: answer keys absent.
 * Types without answer keys come back unchanged (CUSTOM must stay byte-for-byte equal).
 */
export function redactContents(type: TaskType, contents: unknown): unknown {
  switch (type) {
    case 'QUIZ':
      return redactQuiz(contents);
    case 'FORM':
      return redactForm(contents);
    case 'SHORT_ANSWER':
      return redactShortAnswer(contents);
    case 'NUMBER_ANSWER':
      return redactNumberAnswer(contents);
    case 'CODE':
      return redactCode(contents);
    default:
      return contents;
  }
}

/**
 * A task's grade [CONTRACT 6]: round(fraction × max_grade_value), half away from zero, so 0.5 × 5 = 2.5 gives 3.
 * The fraction is clamped to 0..1; anything non-finite counts as 0.
 */
export function taskGrade(fraction: number, maxGrade: number): number {
  if (!Number.isFinite(fraction) || !Number.isFinite(maxGrade)) return 0;
  return roundHalfAwayFromZero(Math.min(1, Math.max(0, fraction)) * maxGrade);
}

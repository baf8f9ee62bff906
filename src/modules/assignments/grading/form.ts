/**
 * FORM tasks (fill in the blanks) [CONTRACT 6]: contents `{questions: [{questionUUID, questionText, blanks:
 * [{blankUUID, placeholder?, correctAnswer}]}]}`, answer `{submissions: [{questionUUID, blankUUID, answer}]}`.
 * One point per blank; compared trimmed and case-insensitively as `foldText` documents; a missing blank is wrong.
 */
import type { ValidationIssue } from '../../../platform/http/errors.ts';
import { foldText } from './text.ts';
import type { TaskScore } from './types.ts';
import { parseQuestions } from './questions.ts';
import { MAX_STRING, isRecord, omitKeysDeep, readId, readString, type Loc } from './validate.ts';

export interface FormContents {
  questions: { questionUUID: string; blanks: { blankUUID: string; correctAnswer: string }[] }[];
}

/** Reads a definition; `value` only when there were no issues. Unknown extra properties are allowed. */
export function parseFormContents(
  contents: unknown,
  loc: Loc,
): { value?: FormContents; issues: ValidationIssue[] } {
  const blankIds = new Set<string>();
  const parsed = parseQuestions(contents, loc, 'blanks', (blank, bLoc, issues) => {
    const blankUUID = readId(blank, 'blankUUID', bLoc, issues, blankIds);
    readString(blank, 'placeholder', bLoc, issues, { optional: true });
    // Not blank: an empty key would make an unanswered blank the right answer.
    const correctAnswer = readString(blank, 'correctAnswer', bLoc, issues, { nonEmpty: true });
    return blankUUID === undefined || correctAnswer === undefined ? undefined : { blankUUID, correctAnswer };
  });
  if (!parsed.value) return { issues: parsed.issues };
  return {
    value: { questions: parsed.value.map(({ questionUUID, items }) => ({ questionUUID, blanks: items })) },
    issues: parsed.issues,
  };
}

export function checkFormContents(contents: unknown, loc: Loc): ValidationIssue[] {
  return parseFormContents(contents, loc).issues;
}

/** Answers per question and blank; the last entry wins when an answer repeats a blank. */
function answeredBlanks(answer: unknown): Map<string, Map<string, unknown>> | undefined {
  if (!isRecord(answer) || !Array.isArray(answer.submissions)) return undefined;
  const answered = new Map<string, Map<string, unknown>>();
  for (const entry of answer.submissions as unknown[]) {
    if (!isRecord(entry) || typeof entry.questionUUID !== 'string' || typeof entry.blankUUID !== 'string') {
      continue;
    }
    let blanks = answered.get(entry.questionUUID);
    if (!blanks) answered.set(entry.questionUUID, (blanks = new Map<string, unknown>()));
    blanks.set(entry.blankUUID, entry.answer);
  }
  return answered;
}

export function gradeForm(contents: unknown, answer: unknown): TaskScore {
  const { value } = parseFormContents(contents, ['contents']);
  if (!value) return { fraction: null, note: 'the task definition is invalid' };
  const answered = answeredBlanks(answer);
  if (!answered) return { fraction: 0, note: 'the answer is malformed' };
  let points = 0;
  let total = 0;
  for (const question of value.questions) {
    for (const blank of question.blanks) {
      total += 1;
      const given = answered.get(question.questionUUID)?.get(blank.blankUUID);
      // Strings only (a number is a malformed answer), and bounded so folding stays cheap.
      if (typeof given !== 'string' || given.length > MAX_STRING) continue;
      if (foldText(given) === foldText(blank.correctAnswer)) points += 1;
    }
  }
  return { fraction: total === 0 ? 0 : points / total, note: null };
}

const FORM_KEYS: ReadonlySet<string> = new Set(['correctAnswer']);

/** The definition without its answer key [CONTRACT 6, 10]. */
export function redactForm(contents: unknown): unknown {
  return omitKeysDeep(contents, FORM_KEYS);
}

/**
 * QUIZ tasks [CONTRACT 6]: contents `{questions: [{questionUUID, questionText, options: [{optionUUID, text,
 * assigned_right_answer}]}]}`, answer `{submissions: [{questionUUID, optionUUID, answer: bool}]}`.
 * One point per option whose ticked state matches the key; an option the answer does not mention is unticked.
 */
import type { ValidationIssue } from '../../../platform/http/errors.ts';
import type { TaskScore } from './types.ts';
import { parseQuestions } from './questions.ts';
import { isRecord, omitKeysDeep, readBoolean, readId, readString, type Loc } from './validate.ts';

export interface QuizContents {
  questions: { questionUUID: string; options: { optionUUID: string; right: boolean }[] }[];
}

/** Reads a definition; `value` only when there were no issues. Unknown extra properties are allowed. */
export function parseQuizContents(
  contents: unknown,
  loc: Loc,
): { value?: QuizContents; issues: ValidationIssue[] } {
  const optionIds = new Set<string>();
  const parsed = parseQuestions(contents, loc, 'options', (option, oLoc, issues) => {
    const optionUUID = readId(option, 'optionUUID', oLoc, issues, optionIds);
    readString(option, 'text', oLoc, issues);
    const right = readBoolean(option, 'assigned_right_answer', oLoc, issues);
    return optionUUID === undefined || right === undefined ? undefined : { optionUUID, right };
  });
  if (!parsed.value) return { issues: parsed.issues };
  return {
    value: { questions: parsed.value.map(({ questionUUID, items }) => ({ questionUUID, options: items })) },
    issues: parsed.issues,
  };
}

export function checkQuizContents(contents: unknown, loc: Loc): ValidationIssue[] {
  return parseQuizContents(contents, loc).issues;
}

/** The ticked state per question and option; the last entry wins when an answer repeats an option. */
function tickedOptions(answer: unknown): Map<string, Map<string, boolean>> | undefined {
  if (!isRecord(answer) || !Array.isArray(answer.submissions)) return undefined;
  const ticked = new Map<string, Map<string, boolean>>();
  for (const entry of answer.submissions as unknown[]) {
    // A malformed entry is ignored, so its option stays unticked.
    if (!isRecord(entry) || typeof entry.questionUUID !== 'string' || typeof entry.optionUUID !== 'string') {
      continue;
    }
    let options = ticked.get(entry.questionUUID);
    if (!options) ticked.set(entry.questionUUID, (options = new Map<string, boolean>()));
    // Only a real `true` ticks: "true", 1 and the like are not booleans.
    options.set(entry.optionUUID, entry.answer === true);
  }
  return ticked;
}

export function gradeQuiz(contents: unknown, answer: unknown): TaskScore {
  const { value } = parseQuizContents(contents, ['contents']);
  if (!value) return { fraction: null, note: 'the task definition is invalid' };
  const ticked = tickedOptions(answer);
  if (!ticked) return { fraction: 0, note: 'the answer is malformed' };
  let points = 0;
  let total = 0;
  // Walks the definition, not the answer: answers for unknown questions or options never score.
  for (const question of value.questions) {
    const answered = ticked.get(question.questionUUID);
    for (const option of question.options) {
      total += 1;
      if ((answered?.get(option.optionUUID) ?? false) === option.right) points += 1;
    }
  }
  return { fraction: total === 0 ? 0 : points / total, note: null };
}

const QUIZ_KEYS: ReadonlySet<string> = new Set(['assigned_right_answer']);

/** The definition without its answer key, for callers who may not see it [CONTRACT 6, 10]. */
export function redactQuiz(contents: unknown): unknown {
  return omitKeysDeep(contents, QUIZ_KEYS);
}

/**
 * SHORT_ANSWER tasks [CONTRACT 6]: contents `{prompt, correct_answers: [string], match_mode?}`, answer
 * `{answer}`. All or nothing: right when the answer matches any of the correct answers under `match_mode`:
 * - `case_insensitive` (the default): equal after `foldText` (trimmed, whitespace runs collapsed, NFKC, full
 *   case folding);
 * - `exact`: equal after trimming (and NFC, which only unifies invisible encodings of the same text);
 * - `contains`: the folded answer contains the folded correct answer (case-insensitive, like the default);
 * - `regex`: the pattern matches the WHOLE trimmed answer, case-insensitively, within a time bound.
 * A blank answer is always wrong.
 */
import type { ValidationIssue } from '../../../platform/http/errors.ts';
import { matchWhole, regexFlags, REGEX_TIMEOUT_MS } from './safe-regex.ts';
import { exactText, foldText } from './text.ts';
import type { TaskScore } from './types.ts';
import {
  MAX_STRING,
  isRecord,
  issue,
  omitKeysDeep,
  readArray,
  readEnum,
  readObject,
  readString,
  type Loc,
} from './validate.ts';

export const MATCH_MODES = ['exact', 'case_insensitive', 'contains', 'regex'] as const;
export type MatchMode = (typeof MATCH_MODES)[number];

/** All patterns of one answer together: 500 catastrophic patterns must not cost 500 × the per-pattern bound. */
export const REGEX_BUDGET_MS = 4 * REGEX_TIMEOUT_MS;

export interface ShortAnswerContents {
  correctAnswers: string[];
  matchMode: MatchMode;
}

export function parseShortAnswerContents(
  contents: unknown,
  loc: Loc,
): { value?: ShortAnswerContents; issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  const root = readObject(contents, loc, issues);
  if (!root) return { issues };
  readString(root, 'prompt', loc, issues);
  const matchMode = readEnum(root, 'match_mode', MATCH_MODES, loc, issues, true) ?? 'case_insensitive';
  const raw = readArray(root, 'correct_answers', loc, issues, { min: 1 }) ?? [];
  const correctAnswers: string[] = [];
  raw.forEach((item, i) => {
    const at = [...loc, 'correct_answers', i];
    if (typeof item !== 'string') return issue(issues, at, 'Input should be a valid string', 'type');
    if (item.length > MAX_STRING) {
      return issue(issues, at, `String should have at most ${MAX_STRING} characters`, 'maxLength');
    }
    // An empty correct answer would accept every answer under `contains`.
    if (item.trim() === '') return issue(issues, at, 'String should not be empty', 'minLength');
    if (matchMode === 'regex' && regexFlags(item) === null) {
      return issue(issues, at, 'Not a valid regular expression', 'regex_invalid');
    }
    correctAnswers.push(item);
  });
  return issues.length > 0 ? { issues } : { value: { correctAnswers, matchMode }, issues };
}

export function checkShortAnswerContents(contents: unknown, loc: Loc): ValidationIssue[] {
  return parseShortAnswerContents(contents, loc).issues;
}

function matchesRegex(patterns: string[], answer: string): TaskScore {
  const input = answer.trim();
  const deadline = performance.now() + REGEX_BUDGET_MS;
  let timedOut = false;
  for (const pattern of patterns) {
    const left = deadline - performance.now();
    if (left < 1) return { fraction: 0, note: 'the regular expression timed out' };
    const outcome = matchWhole(pattern, input, Math.min(REGEX_TIMEOUT_MS, left));
    if (outcome === 'match') return { fraction: 1, note: null };
    if (outcome === 'timeout') timedOut = true;
  }
  return { fraction: 0, note: timedOut ? 'the regular expression timed out' : null };
}

export function gradeShortAnswer(contents: unknown, answer: unknown): TaskScore {
  const { value } = parseShortAnswerContents(contents, ['contents']);
  if (!value) return { fraction: null, note: 'the task definition is invalid' };
  const given = isRecord(answer) ? answer.answer : undefined;
  if (typeof given !== 'string' || given.length > MAX_STRING)
    return { fraction: 0, note: 'the answer is malformed' };
  if (given.trim() === '') return { fraction: 0, note: null };
  const { correctAnswers, matchMode } = value;
  let right: boolean;
  switch (matchMode) {
    case 'regex':
      return matchesRegex(correctAnswers, given);
    case 'exact':
      right = correctAnswers.some((c) => exactText(c) === exactText(given));
      break;
    case 'contains':
      right = correctAnswers.some((c) => foldText(given).includes(foldText(c)));
      break;
    case 'case_insensitive':
      right = correctAnswers.some((c) => foldText(c) === foldText(given));
      break;
  }
  return { fraction: right ? 1 : 0, note: null };
}

const SHORT_ANSWER_KEYS: ReadonlySet<string> = new Set(['correct_answers']);

/** The definition without its answer key [CONTRACT 6, 10]; `match_mode` stays (it says how answers are read). */
export function redactShortAnswer(contents: unknown): unknown {
  return omitKeysDeep(contents, SHORT_ANSWER_KEYS);
}

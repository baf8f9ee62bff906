/**
 * NUMBER_ANSWER tasks [CONTRACT 6]: contents `{prompt, correct_value, tolerance, unit?}`, answer `{answer}`.
 * Right when |answer − correct_value| ≤ |tolerance|. The answer may be a JSON number or a string; see
 * `parseNumberAnswer` for what a string may look like.
 */
import type { ValidationIssue } from '../../../platform/http/errors.ts';
import type { TaskScore } from './types.ts';
import { isRecord, omitKeysDeep, readNumber, readObject, readString, type Loc } from './validate.ts';

export interface NumberAnswerContents {
  correctValue: number;
  tolerance: number;
}

export function parseNumberAnswerContents(
  contents: unknown,
  loc: Loc,
): { value?: NumberAnswerContents; issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  const root = readObject(contents, loc, issues);
  if (!root) return { issues };
  readString(root, 'prompt', loc, issues);
  readString(root, 'unit', loc, issues, { optional: true });
  const correctValue = readNumber(root, 'correct_value', loc, issues);
  // A negative tolerance is read as its absolute value, as CONTRACT 6 writes |tolerance|.
  const tolerance = readNumber(root, 'tolerance', loc, issues);
  if (issues.length > 0 || correctValue === undefined || tolerance === undefined) return { issues };
  return { value: { correctValue, tolerance }, issues };
}

export function checkNumberAnswerContents(contents: unknown, loc: Loc): ValidationIssue[] {
  return parseNumberAnswerContents(contents, loc).issues;
}

// Plain decimal notation with one optional decimal point (dot or comma) and an optional exponent. No thousands
// separators ("1,000.5" is ambiguous), no hex, no "Infinity": such answers are wrong rather than guessed at.
const DECIMAL = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[+-]?\d+)?$/i;

/**
 * A learner's number: a finite JSON number, or a string that is trimmed, NFKC-normalised (full-width digits)
 * with the Unicode minus "−" read as "-", and then matches `DECIMAL`. Anything else (NaN, Infinity, '') is
 * `undefined`, which grades as wrong.
 */
export function parseNumberAnswer(answer: unknown): number | undefined {
  if (typeof answer === 'number') return Number.isFinite(answer) ? answer : undefined;
  if (typeof answer !== 'string' || answer.length > 100) return undefined;
  const text = answer
    .normalize('NFKC')
    .trim()
    .replace(/\u2212/g, '-');
  if (!DECIMAL.test(text)) return undefined;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The tolerance test with a few units in the last place of slack: decimals are not exact in binary, so
 * 3.15 − 3.14 is 0.010000000000000231 and would otherwise miss a tolerance of 0.01 it meets on paper.
 */
export function withinTolerance(value: number, correct: number, tolerance: number): boolean {
  const bound = Math.abs(tolerance);
  const slack = 8 * Number.EPSILON * Math.max(Math.abs(value), Math.abs(correct), bound);
  return Math.abs(value - correct) <= bound + slack;
}

export function gradeNumberAnswer(contents: unknown, answer: unknown): TaskScore {
  const { value } = parseNumberAnswerContents(contents, ['contents']);
  if (!value) return { fraction: null, note: 'the task definition is invalid' };
  if (!isRecord(answer)) return { fraction: 0, note: 'the answer is malformed' };
  const given = parseNumberAnswer(answer.answer);
  if (given === undefined) return { fraction: 0, note: null };
  return { fraction: withinTolerance(given, value.correctValue, value.tolerance) ? 1 : 0, note: null };
}

const NUMBER_ANSWER_KEYS: ReadonlySet<string> = new Set(['correct_value', 'tolerance']);

/** The definition without its answer key [CONTRACT 6, 10]; `unit` stays (the learner needs it). */
export function redactNumberAnswer(contents: unknown): unknown {
  return omitKeysDeep(contents, NUMBER_ANSWER_KEYS);
}

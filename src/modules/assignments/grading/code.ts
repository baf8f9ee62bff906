/**
 * CODE tasks [CONTRACT 6, 8]: contents `{language, starter_code?, test_cases: [{id, stdin, expected_stdout, hidden,
 * weight?}], grading_mode}`, answer `{source_code, language}`. Each test case runs through the `CodeRunner`; the
 * task's `language` decides how the code runs (the answer's `language` is a label and is ignored, so a client
 * cannot pick a different runner than the teacher did).
 */
import type { ValidationIssue } from '../../../platform/http/errors.ts';
import type { CodeRunner, RunLimits, RunResult, RunStatus } from '../code-runner/code-runner.ts';
import type { TaskScore } from './types.ts';
import {
  MAX_STRING,
  isRecord,
  issue,
  omitKeysDeep,
  readArray,
  readBoolean,
  readEnum,
  readId,
  readNumber,
  readObject,
  readString,
  type Loc,
} from './validate.ts';

export const GRADING_MODES = ['equal_weight', 'binary', 'custom_weights'] as const;
export type GradingMode = (typeof GRADING_MODES)[number];

/**
 * Fewer than other lists: every case costs a run of up to the time limit (CONTRACT 10: 2 s), so 100 cases are
 * already more than three minutes of runner time for one submission.
 */
export const MAX_TEST_CASES = 100;

export interface TestCase {
  id: string;
  stdin: string;
  expectedStdout: string;
  weight: number | undefined;
}

export interface CodeContents {
  language: string;
  testCases: TestCase[];
  gradingMode: GradingMode;
}

export interface CaseResult {
  id: string;
  passed: boolean;
  status: RunStatus;
  message?: string;
}

export type CodeScore = TaskScore & { cases: CaseResult[] };

export function parseCodeContents(
  contents: unknown,
  loc: Loc,
): { value?: CodeContents; issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  const root = readObject(contents, loc, issues);
  if (!root) return { issues };
  const language = readString(root, 'language', loc, issues, { nonEmpty: true, maxLength: 100 });
  readString(root, 'starter_code', loc, issues, { optional: true });
  const gradingMode = readEnum(root, 'grading_mode', GRADING_MODES, loc, issues);
  const raw = readArray(root, 'test_cases', loc, issues, { min: 1, max: MAX_TEST_CASES }) ?? [];
  const ids = new Set<string>();
  const testCases = raw.flatMap((item, i): TestCase[] => {
    const at = [...loc, 'test_cases', i];
    const testCase = readObject(item, at, issues);
    if (!testCase) return [];
    const id = readId(testCase, 'id', at, issues, ids);
    const stdin = readString(testCase, 'stdin', at, issues);
    const expectedStdout = readString(testCase, 'expected_stdout', at, issues);
    readBoolean(testCase, 'hidden', at, issues);
    const weight = readNumber(testCase, 'weight', at, issues, true);
    if (weight !== undefined && weight <= 0) {
      issue(issues, [...at, 'weight'], 'Input should be greater than 0', 'exclusiveMinimum');
    }
    if (gradingMode === 'custom_weights' && testCase.weight == null) {
      issue(issues, [...at, 'weight'], 'custom_weights needs a weight on every test case', 'missing');
    }
    if (id === undefined || stdin === undefined || expectedStdout === undefined) return [];
    return [{ id, stdin, expectedStdout, weight }];
  });
  if (issues.length > 0 || language === undefined || gradingMode === undefined) return { issues };
  return { value: { language, testCases, gradingMode }, issues };
}

export function checkCodeContents(contents: unknown, loc: Loc): ValidationIssue[] {
  return parseCodeContents(contents, loc).issues;
}

/**
 * The "trimmed-line stdout" of CONTRACT 6: line endings unified to "\n", each line's trailing whitespace removed,
 * trailing empty lines dropped. Leading whitespace and leading or inner empty lines stay: indentation and
 * blank lines in the middle of output are part of what a program prints.
 */
export function normalizeStdout(stdout: string): string {
  const lines = stdout.split(/\r\n|\r|\n/).map((line) => line.trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}

function fractionOf(mode: GradingMode, testCases: TestCase[], cases: CaseResult[]): number {
  const passed = cases.filter((c) => c.passed).length;
  if (mode === 'binary') return passed === testCases.length ? 1 : 0;
  if (mode === 'equal_weight') return passed / testCases.length;
  let total = 0;
  let earned = 0;
  testCases.forEach((testCase, i) => {
    const weight = testCase.weight ?? 0;
    total += weight;
    if (cases[i]?.passed) earned += weight;
  });
  return total > 0 ? Math.min(1, earned / total) : 0;
}

function supports(runner: CodeRunner, language: string): boolean {
  try {
    return runner.supports(language);
  } catch {
    return false;
  }
}

/** Runs the answer against every test case, one after the other (a submission never floods the runner). */
export async function gradeCode(
  contents: unknown,
  answer: unknown,
  runner: CodeRunner,
  limits: RunLimits,
): Promise<CodeScore> {
  const { value } = parseCodeContents(contents, ['contents']);
  if (!value) return { fraction: null, note: 'the task definition is invalid', cases: [] };
  // Runners name languages in lower case [code-runner.ts]; a teacher's "Python" is the same language.
  const language = value.language.trim().toLowerCase();
  // CONTRACT 8: with no runner for the language the task keeps its stored grade, and the note says why.
  if (!supports(runner, language))
    return { fraction: null, note: `no code runner for ${language}`, cases: [] };
  const source = isRecord(answer) ? answer.source_code : undefined;
  if (typeof source !== 'string' || source.length > MAX_STRING) {
    return { fraction: 0, note: 'the answer is malformed', cases: [] };
  }
  const cases: CaseResult[] = [];
  for (const testCase of value.testCases) {
    let result: RunResult;
    try {
      result = await runner.run(language, source, testCase.stdin, limits);
    } catch (error) {
      // The interface promises not to throw; a runner that does anyway is treated as unavailable.
      const message = error instanceof Error ? error.message : String(error);
      result = { status: 'unavailable', stdout: '', message: `code runner failed: ${message}` };
    }
    if (result.status === 'unavailable') {
      const note = result.message ?? 'the code runner is unavailable';
      cases.push({ id: testCase.id, passed: false, status: result.status, message: note });
      return { fraction: null, note, cases };
    }
    // Only a clean run passes: right output followed by a crash or a timeout is still a failure.
    const passed =
      result.status === 'ok' && normalizeStdout(result.stdout) === normalizeStdout(testCase.expectedStdout);
    cases.push({
      id: testCase.id,
      passed,
      status: result.status,
      ...(result.message === undefined ? {} : { message: result.message }),
    });
  }
  return { fraction: fractionOf(value.gradingMode, value.testCases, cases), note: null, cases };
}

const NO_KEYS: ReadonlySet<string> = new Set();

/**
 * The definition for learners [CONTRACT 6, 10]: hidden test cases are left out entirely (their stdin would give
 * the expected output away as much as `expected_stdout`); visible ones stay whole. A case whose `hidden` is not
 * exactly `false` counts as hidden, so a malformed definition fails closed.
 */
export function redactCode(contents: unknown): unknown {
  // A deep copy (through the depth-capped walk, which cannot overflow) so callers never share nested objects.
  const copy = omitKeysDeep(contents, NO_KEYS);
  if (!isRecord(copy)) return copy;
  if (Array.isArray(copy.test_cases)) {
    copy.test_cases = (copy.test_cases as unknown[]).filter((c) => isRecord(c) && c.hidden === false);
  } else {
    delete copy.test_cases;
  }
  return copy;
}

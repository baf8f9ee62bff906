import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_RUN_LIMITS, type CodeRunner, type RunResult } from '../code-runner/code-runner.ts';
import { checkCodeContents, gradeCode, normalizeStdout, redactCode } from './code.ts';

const LOC = ['body', 'contents'];

const testCase = (id: string, hidden: boolean, weight?: number) => ({
  id,
  stdin: `in-${id}`,
  expected_stdout: `out-${id}\n`,
  hidden,
  ...(weight === undefined ? {} : { weight }),
});
const TASK = {
  language: 'Python',
  starter_code: 'print()',
  grading_mode: 'equal_weight',
  test_cases: [
    testCase('t1', false, 1),
    testCase('t2', false, 1),
    testCase('t3', true, 2),
    testCase('t4', true, 6),
  ],
};

/**
 * A scripted runner: by default it "runs" the program by echoing `out-<id>` for stdin `in-<id>`, unless the
 * source names that id in `fail:`, or `results` scripts the answer for a stdin.
 */
function fakeRunner(results: Record<string, RunResult | Error> = {}, languages = ['python']) {
  const calls: { language: string; stdin: string }[] = [];
  const runner: CodeRunner = {
    supports: (language) => languages.includes(language),
    run: (language, source, stdin) => {
      calls.push({ language, stdin });
      const scripted = results[stdin];
      if (scripted instanceof Error) return Promise.reject(scripted);
      if (scripted) return Promise.resolve(scripted);
      const id = stdin.slice(3);
      const wrong = source.split(' ').includes(`fail:${id}`);
      return Promise.resolve({ status: 'ok', stdout: wrong ? 'nope' : `out-${id}` });
    },
  };
  return { runner, calls };
}

const grade = (contents: unknown, source: unknown, runner: CodeRunner) =>
  gradeCode(contents, { source_code: source, language: 'python' }, runner, DEFAULT_RUN_LIMITS);

describe('code: contents', () => {
  it('accepts a valid definition with unknown extras', () => {
    assert.deepEqual(checkCodeContents({ ...TASK, ide_theme: 'dark' }, LOC), []);
  });

  const cases: [string, unknown, (string | number)[], string][] = [
    ['an empty language', { ...TASK, language: ' ' }, [...LOC, 'language'], 'minLength'],
    ['no test cases', { ...TASK, test_cases: [] }, [...LOC, 'test_cases'], 'minItems'],
    [
      'too many test cases',
      { ...TASK, test_cases: Array.from({ length: 101 }, (_, i) => testCase(`t${i}`, false)) },
      [...LOC, 'test_cases'],
      'maxItems',
    ],
    ['an unknown grading mode', { ...TASK, grading_mode: 'best_of' }, [...LOC, 'grading_mode'], 'enum'],
    ['a missing grading mode', { ...TASK, grading_mode: undefined }, [...LOC, 'grading_mode'], 'missing'],
    [
      'a duplicate test case id',
      { ...TASK, test_cases: [testCase('t1', false), testCase('t1', true)] },
      [...LOC, 'test_cases', 1, 'id'],
      'duplicate_id',
    ],
    [
      'a zero weight',
      { ...TASK, test_cases: [testCase('t1', false, 0)] },
      [...LOC, 'test_cases', 0, 'weight'],
      'exclusiveMinimum',
    ],
    [
      'custom_weights with a case lacking its weight',
      {
        ...TASK,
        grading_mode: 'custom_weights',
        test_cases: [testCase('t1', false, 1), testCase('t2', false)],
      },
      [...LOC, 'test_cases', 1, 'weight'],
      'missing',
    ],
    [
      'hidden not a boolean',
      { ...TASK, test_cases: [{ ...testCase('t1', false), hidden: 'no' }] },
      [...LOC, 'test_cases', 0, 'hidden'],
      'type',
    ],
    [
      'stdin missing',
      { ...TASK, test_cases: [{ id: 't', expected_stdout: '', hidden: false }] },
      [...LOC, 'test_cases', 0, 'stdin'],
      'missing',
    ],
  ];
  for (const [name, contents, loc, type] of cases) {
    it(`refuses ${name}`, () => {
      const issues = checkCodeContents(contents, LOC);
      assert.ok(
        issues.some((i) => i.type === type && JSON.stringify(i.loc) === JSON.stringify(loc)),
        JSON.stringify(issues),
      );
    });
  }
});

describe('code: stdout normalisation (trimmed lines)', () => {
  const cases: [string, string, string][] = [
    ['trailing spaces on a line', 'a  \nb\t', 'a\nb'],
    ['trailing empty lines', 'a\n\n\n', 'a'],
    ['CRLF and CR', 'a\r\nb\rc\r\n', 'a\nb\nc'],
    ['leading indentation stays', '  a\n    b', '  a\n    b'],
    ['inner empty lines stay', 'a\n\nb', 'a\n\nb'],
    ['leading empty lines stay', '\na', '\na'],
    ['only whitespace', ' \n \n', ''],
  ];
  for (const [name, input, expected] of cases) {
    it(name, () => assert.equal(normalizeStdout(input), expected));
  }
});

describe('code: grading', () => {
  const modes: [string, string, number][] = [
    ['equal_weight, all pass', '', 1],
    ['equal_weight, one fails', 'fail:t3', 3 / 4],
    ['binary, one fails', 'fail:t1', 0],
    ['binary, all pass', '', 1],
    ['custom_weights, the heavy one fails', 'fail:t4', 4 / 10],
    ['custom_weights, two light ones fail', 'fail:t1 fail:t2', 8 / 10],
  ];
  for (const [name, source, fraction] of modes) {
    it(name, async () => {
      const mode = name.split(',')[0]!;
      const { runner, calls } = fakeRunner();
      const score = await grade({ ...TASK, grading_mode: mode }, source, runner);
      assert.equal(score.fraction, fraction);
      assert.equal(score.note, null);
      assert.equal(calls.length, 4);
      // The task's language, lower-cased, decides the runner; the answer's label does not.
      assert.ok(calls.every((c) => c.language === 'python'));
    });
  }

  it('reports each case without its expected output', async () => {
    const { runner } = fakeRunner({
      'in-t2': { status: 'timeout', stdout: 'out-t2', message: 'timed out after 2 s' },
      'in-t3': { status: 'ok', stdout: 'out-t3   \n\n' },
      'in-t4': { status: 'error', stdout: 'out-t4', message: 'Traceback' },
    });
    const score = await grade(TASK, 'x', runner);
    assert.deepEqual(score.cases, [
      { id: 't1', passed: true, status: 'ok' },
      { id: 't2', passed: false, status: 'timeout', message: 'timed out after 2 s' },
      { id: 't3', passed: true, status: 'ok' },
      { id: 't4', passed: false, status: 'error', message: 'Traceback' },
    ]);
    assert.equal(score.fraction, 2 / 4);
  });

  it('no runner for the language → not graded, with the reason', async () => {
    const { runner, calls } = fakeRunner({}, ['javascript']);
    const score = await grade(TASK, 'x', runner);
    assert.deepEqual(score, { fraction: null, note: 'no code runner for python', cases: [] });
    assert.equal(calls.length, 0);
  });

  it('an unavailable runner → not graded, with its message, and stops', async () => {
    const { runner, calls } = fakeRunner({
      'in-t2': { status: 'unavailable', stdout: '', message: 'Judge0 is down' },
    });
    const score = await grade(TASK, 'x', runner);
    assert.equal(score.fraction, null);
    assert.equal(score.note, 'Judge0 is down');
    assert.equal(calls.length, 2);
  });

  it('a runner that throws is treated as unavailable', async () => {
    const { runner } = fakeRunner({ 'in-t1': new Error('socket hang up') });
    const score = await grade(TASK, 'x', runner);
    assert.equal(score.fraction, null);
    assert.equal(score.note, 'code runner failed: socket hang up');
  });

  const malformed: [string, unknown][] = [
    ['no source', {}],
    ['source not a string', { source_code: 42 }],
    ['answer not an object', 'print(1)'],
    ['answer null', null],
  ];
  for (const [name, answer] of malformed) {
    it(`a malformed answer grades 0 without running: ${name}`, async () => {
      const { runner, calls } = fakeRunner();
      const score = await gradeCode(TASK, answer, runner, DEFAULT_RUN_LIMITS);
      assert.equal(score.fraction, 0);
      assert.equal(calls.length, 0);
    });
  }

  it('an invalid stored definition is not graded', async () => {
    const score = await grade({ language: 'python' }, 'x', fakeRunner().runner);
    assert.equal(score.fraction, null);
  });
});

describe('code: redaction', () => {
  it('drops hidden cases entirely and keeps visible ones whole', () => {
    const redacted = redactCode(TASK) as typeof TASK;
    assert.deepEqual(redacted.test_cases, [testCase('t1', false, 1), testCase('t2', false, 1)]);
    assert.equal(redacted.starter_code, 'print()');
    assert.equal(TASK.test_cases.length, 4);
    assert.notEqual(redacted.test_cases[0], TASK.test_cases[0]);
  });

  it('fails closed: a case whose hidden is not exactly false is dropped', () => {
    const contents = { ...TASK, test_cases: [{ ...testCase('t1', false), hidden: 'false' }, { id: 't2' }] };
    assert.deepEqual((redactCode(contents) as typeof TASK).test_cases, []);
  });
});

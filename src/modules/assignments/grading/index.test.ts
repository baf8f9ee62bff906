import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { DEFAULT_RUN_LIMITS, type CodeRunner } from '../code-runner/code-runner.ts';
import { checkTaskContents, gradeTask, redactContents, roundHalfAwayFromZero, taskGrade } from './index.ts';
import { TASK_TYPES, type TaskType } from './types.ts';
import { deeperThan, omitKeysDeep } from './validate.ts';

const echoRunner: CodeRunner = {
  supports: (language) => language === 'python',
  run: (_language, _source, stdin) => Promise.resolve({ status: 'ok', stdout: stdin }),
};

const VALID: Record<'QUIZ' | 'FORM' | 'SHORT_ANSWER' | 'NUMBER_ANSWER' | 'CODE', unknown> = {
  QUIZ: {
    questions: [
      {
        questionUUID: 'q',
        questionText: 't',
        options: [
          { optionUUID: 'a', text: 'a', assigned_right_answer: true },
          { optionUUID: 'b', text: 'b', assigned_right_answer: false },
        ],
      },
    ],
  },
  FORM: {
    questions: [{ questionUUID: 'q', questionText: 't', blanks: [{ blankUUID: 'b', correctAnswer: 'x' }] }],
  },
  SHORT_ANSWER: { prompt: 'p', correct_answers: ['(a+)+$', 'x'], match_mode: 'regex' },
  NUMBER_ANSWER: { prompt: 'p', correct_value: 1.5, tolerance: 0.1 },
  CODE: {
    language: 'python',
    grading_mode: 'custom_weights',
    test_cases: [
      { id: '1', stdin: 'a', expected_stdout: 'a', hidden: false, weight: 1 },
      { id: '2', stdin: 'b', expected_stdout: 'b', hidden: true, weight: 3 },
    ],
  },
};
const AUTO = Object.keys(VALID) as (keyof typeof VALID)[];

describe('taskGrade: round(fraction × max), half away from zero', () => {
  const cases: [number, number, number][] = [
    [0.5, 1, 1],
    [0.5, 3, 2],
    [0.5, 5, 3],
    [0.1, 5, 1],
    [0.3, 5, 2],
    [0.7, 5, 4],
    [0.1 * 3, 5, 2],
    [1 / 3, 3, 1],
    [2 / 3, 100, 67],
    [0.125, 4, 1],
    [0.45, 10, 5],
    [0.449, 10, 4],
    [0, 100, 0],
    [1, 100, 100],
    [1, 0, 0],
    [0.5, 0, 0],
    [NaN, 100, 0],
    [1.5, 10, 10],
    [-0.5, 10, 0],
  ];
  for (const [fraction, max, expected] of cases) {
    it(`${fraction} × ${max} → ${expected}`, () => assert.equal(taskGrade(fraction, max), expected));
  }

  const halves: [number, number][] = [
    [0.5, 1],
    [1.5, 2],
    [2.5, 3],
    [-0.5, -1],
    [-2.5, -3],
    [1.005 * 100, 101],
    [0.49, 0],
    [-0.4, 0],
  ];
  for (const [value, expected] of halves) {
    it(`roundHalfAwayFromZero(${value}) → ${expected}`, () =>
      assert.equal(roundHalfAwayFromZero(value), expected));
  }
  it('two decimals', () => {
    assert.equal(roundHalfAwayFromZero(1.005, 2), 1.01);
    assert.equal(roundHalfAwayFromZero(33.335, 2), 33.34);
    assert.ok(Object.is(roundHalfAwayFromZero(-0.001, 2), 0));
  });
});

describe('checkTaskContents', () => {
  for (const type of AUTO) {
    it(`${type}: a valid definition has no issues`, () =>
      assert.deepEqual(checkTaskContents(type, VALID[type]), []));
  }

  it('locates issues under body.contents', () => {
    const issues = checkTaskContents('NUMBER_ANSWER', { prompt: 'p', correct_value: 'x', tolerance: 1 });
    assert.deepEqual(issues, [
      { loc: ['body', 'contents', 'correct_value'], msg: 'Input should be a finite number', type: 'type' },
    ]);
  });

  for (const type of TASK_TYPES) {
    it(`${type}: contents must be an object`, () => {
      for (const contents of [null, [], 'x', 1]) {
        assert.deepEqual(checkTaskContents(type, contents), [
          { loc: ['body', 'contents'], msg: 'Input should be an object', type: 'type' },
        ]);
      }
    });
  }

  it('FILE_SUBMISSION, OTHER and CUSTOM take any object', () => {
    for (const type of ['FILE_SUBMISSION', 'OTHER', 'CUSTOM'] as const) {
      assert.deepEqual(checkTaskContents(type, {}), []);
      assert.deepEqual(checkTaskContents(type, { anything: [1, { deep: true }] }), []);
    }
  });

  it('bounds nesting of extra properties', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100; i += 1) deep = [deep];
    const issues = checkTaskContents('NUMBER_ANSWER', {
      prompt: 'p',
      correct_value: 1,
      tolerance: 0,
      x: deep,
    });
    assert.equal(issues[0]?.type, 'too_deep');
  });

  it('caps the number of issues', () => {
    const questions = Array.from({ length: 500 }, () => ({}));
    assert.equal(checkTaskContents('QUIZ', { questions }).length, 100);
  });
});

describe('gradeTask', () => {
  for (const type of ['FILE_SUBMISSION', 'OTHER', 'CUSTOM'] as const) {
    it(`${type} is graded by hand`, async () => {
      assert.deepEqual(await gradeTask(type, {}, {}, echoRunner), { fraction: null, note: 'graded by hand' });
    });
  }

  it('routes each auto type to its grader', async () => {
    assert.equal((await gradeTask('QUIZ', VALID.QUIZ, { submissions: [] }, echoRunner)).fraction, 0.5);
    assert.equal((await gradeTask('FORM', VALID.FORM, { submissions: [] }, echoRunner)).fraction, 0);
    assert.equal(
      (await gradeTask('SHORT_ANSWER', VALID.SHORT_ANSWER, { answer: 'X' }, echoRunner)).fraction,
      1,
    );
    assert.equal(
      (await gradeTask('NUMBER_ANSWER', VALID.NUMBER_ANSWER, { answer: '1,6' }, echoRunner)).fraction,
      1,
    );
    const code = await gradeTask('CODE', VALID.CODE, { source_code: 'x' }, echoRunner, DEFAULT_RUN_LIMITS);
    assert.equal(code.fraction, 1);
    assert.equal(code.cases?.length, 2);
  });
});

describe('redactContents', () => {
  it('returns CUSTOM, OTHER and FILE_SUBMISSION contents untouched', () => {
    const custom = { correctAnswer: 'mine', assigned_right_answer: true };
    assert.equal(redactContents('CUSTOM', custom), custom);
  });
});

// Arbitrary JSON, plus values shaped like real answers so the graders' inner paths are reached too.
const json = fc.jsonValue({ maxDepth: 4 }) as fc.Arbitrary<unknown>;
const entry = fc.record({
  questionUUID: fc.oneof(fc.constantFrom('q', 'x'), json),
  optionUUID: fc.oneof(fc.constantFrom('a', 'b'), json),
  blankUUID: fc.oneof(fc.constant('b'), json),
  answer: json,
});
const answers = fc.oneof(
  json,
  fc.record({ submissions: fc.array(fc.oneof(entry, json), { maxLength: 5 }) }),
  fc.record({ answer: fc.oneof(json, fc.string(), fc.double()) }),
  fc.record({ source_code: fc.oneof(fc.string(), json), language: json }),
);

const ANSWER_KEYS: Partial<Record<TaskType, string[]>> = {
  QUIZ: ['assigned_right_answer'],
  FORM: ['correctAnswer'],
  SHORT_ANSWER: ['correct_answers'],
  NUMBER_ANSWER: ['correct_value', 'tolerance'],
};

/** Every property name anywhere in a JSON value, and every object, walked iteratively. */
function walk(value: unknown): { keys: Set<string>; objects: Record<string, unknown>[] } {
  const keys = new Set<string>();
  const objects: Record<string, unknown>[] = [];
  const stack = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...(node as unknown[]));
    else if (typeof node === 'object' && node !== null) {
      objects.push(node as Record<string, unknown>);
      for (const [key, child] of Object.entries(node)) {
        keys.add(key);
        stack.push(child);
      }
    }
  }
  return { keys, objects };
}

describe('properties', () => {
  it('grading never throws and the fraction is within [0, 1] or null, on arbitrary answers and contents', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TASK_TYPES),
        answers,
        fc.oneof(fc.constant(undefined), json),
        async (type, answer, contents) => {
          const defined = contents ?? (VALID as Record<string, unknown>)[type] ?? {};
          const score = await gradeTask(type, defined, answer, echoRunner);
          assert.ok(
            score.fraction === null || (score.fraction >= 0 && score.fraction <= 1),
            String(score.fraction),
          );
          assert.ok(score.fraction !== null || typeof score.note === 'string');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('redaction leaves no answer-key property anywhere, whatever the contents', () => {
    const contents = fc.oneof(
      json,
      fc.constantFrom(...Object.values(VALID)),
      fc.record({
        questions: json,
        nested: fc.dictionary(fc.constantFrom('correctAnswer', 'correct_value', 'x'), json),
      }),
      fc.record({ correct_answers: json, tolerance: json, assigned_right_answer: json, extra: json }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...AUTO), contents, (type, value) => {
        const { keys, objects } = walk(redactContents(type, value));
        for (const key of ANSWER_KEYS[type] ?? []) assert.ok(!keys.has(key), `${type} leaked ${key}`);
        if (type === 'CODE' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
          const redacted = redactContents(type, value) as { test_cases?: unknown[] };
          for (const testCase of redacted.test_cases ?? [])
            assert.equal((testCase as { hidden?: unknown }).hidden, false);
        }
        assert.ok(objects.every((o) => o !== value));
      }),
      { numRuns: 500 },
    );
  });

  it('redacting valid CODE contents keeps the visible cases whole and no trace of a hidden one', () => {
    const testCase = fc.record({
      stdin: fc.string(),
      hidden: fc.boolean(),
      weight: fc.integer({ min: 1, max: 9 }),
    });
    fc.assert(
      fc.property(fc.array(testCase, { minLength: 1, maxLength: 10 }), (drafts) => {
        // Unique, unmistakable ids and outputs, so a leak shows up in the serialised result.
        const testCases = drafts.map((c, i) => ({ ...c, id: `<id-${i}>`, expected_stdout: `<secret-${i}>` }));
        const contents = { language: 'python', grading_mode: 'custom_weights', test_cases: testCases };
        const redacted = JSON.stringify(redactContents('CODE', contents));
        const visible = testCases.filter((c) => !c.hidden);
        assert.deepEqual(JSON.parse(redacted), { ...contents, test_cases: visible });
        for (const c of testCases.filter((t) => t.hidden)) {
          assert.ok(!redacted.includes(c.expected_stdout) && !redacted.includes(c.id), redacted);
        }
      }),
    );
  });
});

describe('JSON walking helpers', () => {
  it('deeperThan and omitKeysDeep survive very deep values without overflowing the stack', () => {
    let deep: unknown = { correctAnswer: 'x' };
    for (let i = 0; i < 100_000; i += 1) deep = { d: deep };
    assert.equal(deeperThan(deep, 64), true);
    assert.doesNotThrow(() => omitKeysDeep(deep, new Set(['correctAnswer'])));
    assert.ok(
      !JSON.stringify(omitKeysDeep(deep, new Set(['correctAnswer'])) ?? null).includes('correctAnswer'),
    );
  });
});

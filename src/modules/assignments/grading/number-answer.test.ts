import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  checkNumberAnswerContents,
  gradeNumberAnswer,
  parseNumberAnswer,
  redactNumberAnswer,
} from './number-answer.ts';

const LOC = ['body', 'contents'];
const PI = { prompt: 'π to two decimals', correct_value: 3.14, tolerance: 0.01, unit: '' };

describe('number answer: contents', () => {
  it('accepts a valid definition; unit is optional; a negative tolerance is allowed', () => {
    assert.deepEqual(checkNumberAnswerContents(PI, LOC), []);
    assert.deepEqual(checkNumberAnswerContents({ prompt: 'p', correct_value: 0, tolerance: -1 }, LOC), []);
  });

  const cases: [string, unknown, (string | number)[], string][] = [
    ['correct_value as a string', { ...PI, correct_value: '3.14' }, [...LOC, 'correct_value'], 'type'],
    ['correct_value NaN', { ...PI, correct_value: NaN }, [...LOC, 'correct_value'], 'type'],
    ['tolerance Infinity', { ...PI, tolerance: Infinity }, [...LOC, 'tolerance'], 'type'],
    ['missing tolerance', { prompt: 'p', correct_value: 1 }, [...LOC, 'tolerance'], 'missing'],
    ['unit not a string', { ...PI, unit: 5 }, [...LOC, 'unit'], 'type'],
  ];
  for (const [name, contents, loc, type] of cases) {
    it(`refuses ${name}`, () => {
      const issues = checkNumberAnswerContents(contents, LOC);
      assert.ok(
        issues.some((i) => i.type === type && JSON.stringify(i.loc) === JSON.stringify(loc)),
        JSON.stringify(issues),
      );
    });
  }
});

describe('number answer: reading the learner number', () => {
  const cases: [unknown, number | undefined][] = [
    [3.14, 3.14],
    ['3.14', 3.14],
    ['3,14', 3.14],
    ['  -2,5 ', -2.5],
    ['\u22122.5', -2.5],
    ['１２,５', 12.5],
    ['.5', 0.5],
    [',5', 0.5],
    ['5.', 5],
    ['1e3', 1000],
    ['+7', 7],
    ['', undefined],
    ['   ', undefined],
    ['NaN', undefined],
    ['Infinity', undefined],
    ['1e400', undefined],
    [NaN, undefined],
    [Infinity, undefined],
    ['1,000.5', undefined],
    ['1.2.3', undefined],
    ['0x10', undefined],
    ['12 kg', undefined],
    [null, undefined],
    [true, undefined],
  ];
  for (const [given, expected] of cases) {
    it(`${JSON.stringify(given) ?? String(given)} → ${String(expected)}`, () => {
      assert.equal(parseNumberAnswer(given), expected);
    });
  }
});

describe('number answer: grading', () => {
  const cases: [string, unknown, unknown, number][] = [
    ['exact', PI, { answer: 3.14 }, 1],
    ['comma as decimal point', PI, { answer: '3,14' }, 1],
    ['on the upper boundary (3.15 − 3.14 is 0.010000000000000231 in binary)', PI, { answer: '3,15' }, 1],
    ['on the lower boundary', PI, { answer: 3.13 }, 1],
    ['just outside', PI, { answer: 3.151 }, 0],
    ['negative tolerance reads as its absolute value', { ...PI, tolerance: -0.01 }, { answer: 3.15 }, 1],
    ['tolerance 0 needs the exact value', { ...PI, tolerance: 0 }, { answer: '3.140' }, 1],
    ['tolerance 0, off by a little', { ...PI, tolerance: 0 }, { answer: 3.141 }, 0],
    [
      '0.1 + 0.2 against 0.3 with tolerance 0',
      { ...PI, correct_value: 0.3, tolerance: 0 },
      { answer: 0.1 + 0.2 },
      1,
    ],
    ['blank', PI, { answer: '' }, 0],
    ['missing', PI, {}, 0],
    ['NaN string', PI, { answer: 'NaN' }, 0],
    ['not an object', PI, '3.14', 0],
  ];
  for (const [name, contents, answer, fraction] of cases) {
    it(name, () => {
      assert.equal(gradeNumberAnswer(contents, answer).fraction, fraction);
    });
  }
});

describe('number answer: redaction', () => {
  it('drops correct_value and tolerance, keeps prompt and unit', () => {
    assert.deepEqual(redactNumberAnswer({ ...PI, unit: 'm' }), { prompt: PI.prompt, unit: 'm' });
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  GRADING_TYPES,
  gpaFor,
  letterFor,
  percentageOf,
  summarizeGrade,
  type GradingType,
} from './grade-scale.ts';

describe('grade scale: percentage', () => {
  const cases: [number, number, number][] = [
    [85, 100, 85],
    [1, 3, 33.33],
    [2, 3, 66.67],
    [1, 8, 12.5],
    [0, 0, 0],
    [5, 0, 0],
    [150, 100, 100],
    [-5, 100, 0],
    [NaN, 100, 0],
    [17998, 20000, 89.99],
    // 89.995 exactly: half away from zero.
    [17999, 20000, 90],
  ];
  for (const [grade, max, expected] of cases) {
    it(`${grade}/${max} → ${expected}`, () => assert.equal(percentageOf(grade, max), expected));
  }
});

describe('grade scale: letters (A ≥ 90, B ≥ 80, C ≥ 70, D ≥ 60, else F)', () => {
  const cases: [number, string][] = [
    [100, 'A'],
    [90, 'A'],
    [89.99, 'B'],
    [80, 'B'],
    [79.99, 'C'],
    [70, 'C'],
    [69.99, 'D'],
    [60, 'D'],
    [59.99, 'F'],
    [0, 'F'],
  ];
  for (const [percentage, letter] of cases) {
    it(`${percentage} → ${letter}`, () => assert.equal(letterFor(percentage), letter));
  }
});

describe('grade scale: GPA', () => {
  const cases: [number, number][] = [
    [100, 4.0],
    [93, 4.0],
    [92.99, 3.7],
    [90, 3.7],
    [89.99, 3.3],
    [87, 3.3],
    [86.99, 3.0],
    [83, 3.0],
    [82.99, 2.7],
    [80, 2.7],
    [79.99, 2.3],
    [77, 2.3],
    [76.99, 2.0],
    [73, 2.0],
    [72.99, 1.7],
    [70, 1.7],
    [69.99, 1.3],
    [67, 1.3],
    [66.99, 1.0],
    [63, 1.0],
    [62.99, 0.7],
    [60, 0.7],
    [59.99, 0],
    [0, 0],
  ];
  for (const [percentage, gpa] of cases) {
    it(`${percentage} → ${gpa}`, () => assert.equal(gpaFor(percentage), gpa));
  }
});

describe('grade scale: summaries', () => {
  const cases: [GradingType, number, number, object][] = [
    [
      'ALPHABET',
      90,
      100,
      { percentage: 90, display_grade: 'A', letter_grade: 'A', passed: true, passing_threshold: 60 },
    ],
    [
      'ALPHABET',
      59,
      100,
      { percentage: 59, display_grade: 'F', letter_grade: 'F', passed: false, passing_threshold: 60 },
    ],
    [
      'PERCENTAGE',
      85,
      100,
      { percentage: 85, display_grade: '85.00%', letter_grade: 'B', passed: true, passing_threshold: 50 },
    ],
    [
      'PERCENTAGE',
      1,
      3,
      { percentage: 33.33, display_grade: '33.33%', letter_grade: 'F', passed: false, passing_threshold: 50 },
    ],
    [
      'PASS_FAIL',
      50,
      100,
      { percentage: 50, display_grade: 'Pass', letter_grade: 'F', passed: true, passing_threshold: 50 },
    ],
    [
      'PASS_FAIL',
      49,
      100,
      { percentage: 49, display_grade: 'Fail', letter_grade: 'F', passed: false, passing_threshold: 50 },
    ],
    [
      'GPA_SCALE',
      90,
      100,
      { percentage: 90, display_grade: '3.7', letter_grade: 'A', passed: true, passing_threshold: 60 },
    ],
    [
      'GPA_SCALE',
      95,
      100,
      { percentage: 95, display_grade: '4.0', letter_grade: 'A', passed: true, passing_threshold: 60 },
    ],
    [
      'GPA_SCALE',
      10,
      100,
      { percentage: 10, display_grade: '0.0', letter_grade: 'F', passed: false, passing_threshold: 60 },
    ],
    [
      'NUMERIC',
      17.5,
      20,
      { percentage: 87.5, display_grade: '17.5/20', letter_grade: 'B', passed: true, passing_threshold: 50 },
    ],
    [
      'NUMERIC',
      0.1 + 0.2,
      1,
      { percentage: 30, display_grade: '0.3/1', letter_grade: 'F', passed: false, passing_threshold: 50 },
    ],
    // 89.995 % shows as 90.00 %, and the letter agrees with what is shown.
    [
      'ALPHABET',
      17999,
      20000.2222,
      { percentage: 89.99, display_grade: 'B', letter_grade: 'B', passed: true, passing_threshold: 60 },
    ],
    [
      'ALPHABET',
      89.995,
      100,
      { percentage: 90, display_grade: 'A', letter_grade: 'A', passed: true, passing_threshold: 60 },
    ],
  ];
  for (const [gradingType, grade, maxGrade, expected] of cases) {
    it(`${gradingType} ${grade}/${maxGrade}`, () => {
      assert.deepEqual(summarizeGrade({ grade, maxGrade, gradingType }), expected);
    });
  }

  for (const gradingType of GRADING_TYPES) {
    it(`${gradingType}: zero tasks (max 0) is 0 %, not passed, no NaN`, () => {
      const summary = summarizeGrade({ grade: 0, maxGrade: 0, gradingType });
      assert.equal(summary.percentage, 0);
      assert.equal(summary.passed, false);
      assert.equal(summary.letter_grade, 'F');
      assert.ok(!JSON.stringify(summary).includes('NaN'), JSON.stringify(summary));
    });
  }

  it('NUMERIC with max 0 shows 0/0', () => {
    assert.equal(summarizeGrade({ grade: 0, maxGrade: 0, gradingType: 'NUMERIC' }).display_grade, '0/0');
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkQuizContents, gradeQuiz, redactQuiz } from './quiz.ts';

const LOC = ['body', 'contents'];

// Two questions, five options: q1 has one right option of three, q2 two right of two.
const QUIZ = {
  questions: [
    {
      questionUUID: 'q1',
      questionText: 'Capital of France?',
      options: [
        { optionUUID: 'a', text: 'Paris', assigned_right_answer: true },
        { optionUUID: 'b', text: 'Lyon', assigned_right_answer: false },
        { optionUUID: 'c', text: 'Nice', assigned_right_answer: false },
      ],
    },
    {
      questionUUID: 'q2',
      questionText: 'Primes?',
      options: [
        { optionUUID: 'd', text: '2', assigned_right_answer: true },
        { optionUUID: 'e', text: '3', assigned_right_answer: true },
      ],
    },
  ],
};

const tick = (questionUUID: string, optionUUID: string, answer: unknown = true) => ({
  questionUUID,
  optionUUID,
  answer,
});

describe('quiz: contents', () => {
  it('accepts a valid quiz, with unknown extra properties', () => {
    assert.deepEqual(checkQuizContents({ ...QUIZ, shuffle: true }, LOC), []);
  });

  const cases: [string, unknown, (string | number)[], string][] = [
    ['not an object', [], LOC, 'type'],
    ['no questions', {}, [...LOC, 'questions'], 'missing'],
    ['empty questions', { questions: [] }, [...LOC, 'questions'], 'minItems'],
    [
      'too many questions',
      { questions: Array.from({ length: 501 }, () => ({})) },
      [...LOC, 'questions'],
      'maxItems',
    ],
    [
      'duplicate questionUUID',
      { questions: [QUIZ.questions[0], { ...QUIZ.questions[1], questionUUID: 'q1' }] },
      [...LOC, 'questions', 1, 'questionUUID'],
      'duplicate_id',
    ],
    [
      'duplicate optionUUID across questions',
      {
        questions: [
          QUIZ.questions[0],
          { ...QUIZ.questions[1], options: [{ optionUUID: 'a', text: 'x', assigned_right_answer: true }] },
        ],
      },
      [...LOC, 'questions', 1, 'options', 0, 'optionUUID'],
      'duplicate_id',
    ],
    [
      'non-boolean key',
      {
        questions: [
          { ...QUIZ.questions[0], options: [{ optionUUID: 'a', text: 'x', assigned_right_answer: 'yes' }] },
        ],
      },
      [...LOC, 'questions', 0, 'options', 0, 'assigned_right_answer'],
      'type',
    ],
    [
      'question without options',
      { questions: [{ questionUUID: 'q', questionText: 't', options: [] }] },
      [...LOC, 'questions', 0, 'options'],
      'minItems',
    ],
    [
      'huge text',
      { questions: [{ ...QUIZ.questions[0], questionText: 'x'.repeat(100_001) }] },
      [...LOC, 'questions', 0, 'questionText'],
      'maxLength',
    ],
  ];
  for (const [name, contents, loc, type] of cases) {
    it(`refuses ${name}`, () => {
      const issues = checkQuizContents(contents, LOC);
      assert.ok(
        issues.some((i) => i.type === type && JSON.stringify(i.loc) === JSON.stringify(loc)),
        JSON.stringify(issues),
      );
    });
  }
});

describe('quiz: grading (one point per option whose ticked state matches)', () => {
  const cases: [string, unknown, number][] = [
    ['all right', { submissions: [tick('q1', 'a'), tick('q2', 'd'), tick('q2', 'e')] }, 1],
    // Unticked options count as not ticked [CONTRACT 6]: b, c are right, a, d, e are wrong.
    ['blank answer', { submissions: [] }, 2 / 5],
    ['explicit false is unticked', { submissions: [tick('q1', 'a', false)] }, 2 / 5],
    [
      'one wrong tick',
      { submissions: [tick('q1', 'a'), tick('q1', 'b'), tick('q2', 'd'), tick('q2', 'e')] },
      4 / 5,
    ],
    ['"true" is not a tick', { submissions: [tick('q1', 'a', 'true'), tick('q2', 'd', 1)] }, 2 / 5],
    ['unknown question ignored', { submissions: [tick('zz', 'a'), tick('q1', 'a')] }, 3 / 5],
    ['option under the wrong question ignored', { submissions: [tick('q2', 'a')] }, 2 / 5],
    ['unknown option ignored', { submissions: [tick('q1', 'zz')] }, 2 / 5],
    ['last entry wins', { submissions: [tick('q1', 'a'), tick('q1', 'a', false)] }, 2 / 5],
    [
      'malformed entries ignored',
      { submissions: [null, 3, 'x', { questionUUID: 1 }, tick('q1', 'a')] },
      3 / 5,
    ],
    ['answer not an object', 'a', 0],
    ['answer null', null, 0],
    ['submissions not an array', { submissions: {} }, 0],
  ];
  for (const [name, answer, fraction] of cases) {
    it(name, () => {
      assert.equal(gradeQuiz(QUIZ, answer).fraction, fraction);
    });
  }

  it('an invalid stored definition is not graded', () => {
    assert.deepEqual(gradeQuiz({ questions: 'x' }, { submissions: [] }), {
      fraction: null,
      note: 'the task definition is invalid',
    });
  });
});

describe('quiz: redaction', () => {
  it('drops assigned_right_answer and keeps everything else, in a new object', () => {
    const redacted = redactQuiz(QUIZ) as typeof QUIZ;
    assert.deepEqual(redacted.questions[0]!.options[0], { optionUUID: 'a', text: 'Paris' });
    assert.ok(!('assigned_right_answer' in redacted.questions[1]!.options[1]!));
    assert.equal(QUIZ.questions[0]!.options[0]!.assigned_right_answer, true);
    assert.notEqual(redacted.questions, QUIZ.questions);
  });
});

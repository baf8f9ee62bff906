import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkFormContents, gradeForm, redactForm } from './form.ts';

const LOC = ['body', 'contents'];

const blank = (blankUUID: string, correctAnswer: string) => ({ blankUUID, placeholder: '…', correctAnswer });
const FORM = {
  questions: [
    { questionUUID: 'q1', questionText: 'The capital of Germany is ___', blanks: [blank('b1', 'Berlin')] },
    {
      questionUUID: 'q2',
      questionText: '___ and ___',
      blanks: [blank('b2', 'Straße'), blank('b3', 'New York')],
    },
  ],
};
const fill = (questionUUID: string, blankUUID: string, answer: unknown) => ({
  questionUUID,
  blankUUID,
  answer,
});

describe('form: contents', () => {
  it('accepts a valid form; placeholder is optional', () => {
    assert.deepEqual(checkFormContents(FORM, LOC), []);
    const noPlaceholder = {
      questions: [{ questionUUID: 'q', questionText: 't', blanks: [{ blankUUID: 'b', correctAnswer: 'x' }] }],
    };
    assert.deepEqual(checkFormContents(noPlaceholder, LOC), []);
  });

  const cases: [string, unknown, (string | number)[], string][] = [
    [
      'no blanks',
      { questions: [{ questionUUID: 'q', questionText: 't', blanks: [] }] },
      [...LOC, 'questions', 0, 'blanks'],
      'minItems',
    ],
    [
      'duplicate blankUUID across questions',
      { questions: [FORM.questions[0], { ...FORM.questions[1], blanks: [blank('b1', 'x')] }] },
      [...LOC, 'questions', 1, 'blanks', 0, 'blankUUID'],
      'duplicate_id',
    ],
    [
      'empty correctAnswer',
      { questions: [{ ...FORM.questions[0], blanks: [blank('b', '  ')] }] },
      [...LOC, 'questions', 0, 'blanks', 0, 'correctAnswer'],
      'minLength',
    ],
    [
      'placeholder not a string',
      { questions: [{ ...FORM.questions[0], blanks: [{ ...blank('b', 'x'), placeholder: 3 }] }] },
      [...LOC, 'questions', 0, 'blanks', 0, 'placeholder'],
      'type',
    ],
    [
      'missing questionUUID',
      { questions: [{ questionText: 't', blanks: [blank('b', 'x')] }] },
      [...LOC, 'questions', 0, 'questionUUID'],
      'missing',
    ],
  ];
  for (const [name, contents, loc, type] of cases) {
    it(`refuses ${name}`, () => {
      const issues = checkFormContents(contents, LOC);
      assert.ok(
        issues.some((i) => i.type === type && JSON.stringify(i.loc) === JSON.stringify(loc)),
        JSON.stringify(issues),
      );
    });
  }
});

describe('form: grading (one point per blank, trimmed, case-insensitive)', () => {
  const all = (b1: unknown, b2: unknown, b3: unknown) => ({
    submissions: [fill('q1', 'b1', b1), fill('q2', 'b2', b2), fill('q2', 'b3', b3)],
  });
  const cases: [string, unknown, number][] = [
    ['all right', all('Berlin', 'Straße', 'New York'), 1],
    ['case and surrounding whitespace', all('  bERLIN \n', 'straße', '\tnew york '), 1],
    ['inner whitespace runs collapse', all('Berlin', 'Straße', 'New   York'), 1],
    ['ß folds to ss', all('Berlin', 'STRASSE', 'New York'), 1],
    ['full-width letters (NFKC)', all('ＢＥＲＬＩＮ', 'Straße', 'New York'), 1],
    ['blank answers are wrong', all('', '   ', 'New York'), 1 / 3],
    ['missing blanks are wrong', { submissions: [fill('q1', 'b1', 'Berlin')] }, 1 / 3],
    ['non-string answers are wrong', all(42, null, ['New York']), 0],
    ['unknown ids ignored', { submissions: [fill('q9', 'b1', 'Berlin'), fill('q1', 'b9', 'Berlin')] }, 0],
    ['accents are not dropped', all('Berlín', 'Strasse', 'New York'), 2 / 3],
    ['answer not an object', 7, 0],
    ['submissions missing', {}, 0],
  ];
  for (const [name, answer, fraction] of cases) {
    it(name, () => {
      assert.equal(gradeForm(FORM, answer).fraction, fraction);
    });
  }

  it('composed and decomposed é are the same answer', () => {
    const contents = {
      questions: [{ questionUUID: 'q', questionText: 't', blanks: [blank('b', 'caf\u00e9')] }],
    };
    assert.equal(gradeForm(contents, { submissions: [fill('q', 'b', 'CAFE\u0301')] }).fraction, 1);
  });
});

describe('form: redaction', () => {
  it('drops every correctAnswer and keeps placeholders', () => {
    const redacted = redactForm(FORM) as typeof FORM;
    assert.deepEqual(redacted.questions[1]!.blanks, [
      { blankUUID: 'b2', placeholder: '…' },
      { blankUUID: 'b3', placeholder: '…' },
    ]);
    assert.equal(FORM.questions[0]!.blanks[0]!.correctAnswer, 'Berlin');
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkShortAnswerContents, gradeShortAnswer, redactShortAnswer } from './short-answer.ts';

const LOC = ['body', 'contents'];
const task = (correct_answers: string[], match_mode?: string) => ({
  prompt: 'Answer',
  correct_answers,
  ...(match_mode === undefined ? {} : { match_mode }),
});

describe('short answer: contents', () => {
  it('accepts a valid definition; match_mode is optional (null too)', () => {
    assert.deepEqual(checkShortAnswerContents(task(['x']), LOC), []);
    assert.deepEqual(checkShortAnswerContents({ ...task(['x']), match_mode: null }, LOC), []);
    assert.deepEqual(checkShortAnswerContents(task(['^colou?r$', '[\\w-]+'], 'regex'), LOC), []);
  });

  const cases: [string, unknown, (string | number)[], string][] = [
    ['no correct answers', task([]), [...LOC, 'correct_answers'], 'minItems'],
    ['a blank correct answer', task(['ok', ' ']), [...LOC, 'correct_answers', 1], 'minLength'],
    [
      'a non-string correct answer',
      { prompt: 'p', correct_answers: [3] },
      [...LOC, 'correct_answers', 0],
      'type',
    ],
    ['an unknown match mode', task(['x'], 'fuzzy'), [...LOC, 'match_mode'], 'enum'],
    [
      'a regex that does not compile',
      task(['(unclosed'], 'regex'),
      [...LOC, 'correct_answers', 0],
      'regex_invalid',
    ],
    ['a missing prompt', { correct_answers: ['x'] }, [...LOC, 'prompt'], 'missing'],
  ];
  for (const [name, contents, loc, type] of cases) {
    it(`refuses ${name}`, () => {
      const issues = checkShortAnswerContents(contents, LOC);
      assert.ok(
        issues.some((i) => i.type === type && JSON.stringify(i.loc) === JSON.stringify(loc)),
        JSON.stringify(issues),
      );
    });
  }

  it('an invalid pattern is only an issue in regex mode', () => {
    assert.deepEqual(checkShortAnswerContents(task(['(unclosed']), LOC), []);
  });
});

describe('short answer: grading (all or nothing)', () => {
  const cases: [string, unknown, unknown, number][] = [
    ['default is case-insensitive', task(['Photosynthesis']), '  PHOTOSYNTHESIS ', 1],
    ['any correct answer counts', task(['color', 'colour']), 'Colour', 1],
    ['ß vs SS under case_insensitive', task(['Straße'], 'case_insensitive'), 'STRASSE', 1],
    ['inner whitespace collapses', task(['New York']), 'new  york', 1],
    ['a wrong answer', task(['Paris']), 'London', 0],
    ['exact trims', task(['Paris'], 'exact'), ' Paris\n', 1],
    ['exact is case-sensitive', task(['Paris'], 'exact'), 'paris', 0],
    ['exact unifies composed and decomposed', task(['caf\u00e9'], 'exact'), 'cafe\u0301', 1],
    ['contains', task(['mitochondria'], 'contains'), 'It is the Mitochondria, I think', 1],
    ['contains, absent', task(['mitochondria'], 'contains'), 'ribosome', 0],
    ['regex matches the whole answer', task(['colou?r'], 'regex'), ' COLOR ', 1],
    ['regex does not match a part', task(['colou?r'], 'regex'), 'colorful', 0],
    ['regex alternation stays anchored', task(['a|b'], 'regex'), 'ab', 0],
    ['regex with a non-Unicode escape', task(['snake\\_case'], 'regex'), 'snake_case', 1],
    ['blank answer', task(['x'], 'contains'), '   ', 0],
    ['blank answer, regex that matches empty', task(['.*'], 'regex'), '', 0],
    ['number instead of a string', task(['42']), 42, 0],
    ['answer not an object', task(['x']), undefined, -1],
  ];
  for (const [name, contents, given, fraction] of cases) {
    it(name, () => {
      const answer = fraction === -1 ? given : { answer: given };
      assert.equal(gradeShortAnswer(contents, answer).fraction, Math.max(0, fraction));
    });
  }

  it('a catastrophic pattern times out quickly, grades wrong and says why', () => {
    const started = performance.now();
    const score = gradeShortAnswer(task(['(a+)+$'], 'regex'), { answer: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!' });
    assert.ok(performance.now() - started < 1000, `took ${performance.now() - started} ms`);
    assert.deepEqual(score, { fraction: 0, note: 'the regular expression timed out' });
  });

  it('many catastrophic patterns share one time budget', () => {
    const started = performance.now();
    const patterns = Array.from({ length: 50 }, (_, i) => `(a+)+${'b'.repeat(i)}$`);
    const score = gradeShortAnswer(task(patterns, 'regex'), { answer: `${'a'.repeat(40)}!` });
    assert.ok(performance.now() - started < 1000, `took ${performance.now() - started} ms`);
    assert.equal(score.fraction, 0);
  });

  it('a later pattern still matches after an earlier one timed out', () => {
    const score = gradeShortAnswer(task(['(a+)+$', 'a+!'], 'regex'), { answer: `${'a'.repeat(30)}!` });
    assert.deepEqual(score, { fraction: 1, note: null });
  });

  it('a stored invalid regex is not graded', () => {
    assert.equal(gradeShortAnswer(task(['('], 'regex'), { answer: 'x' }).fraction, null);
  });
});

describe('short answer: redaction', () => {
  it('drops correct_answers, keeps prompt and match_mode', () => {
    assert.deepEqual(redactShortAnswer(task(['x'], 'regex')), { prompt: 'Answer', match_mode: 'regex' });
  });
});

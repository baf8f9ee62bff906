import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { decodePgText, encodePgText } from './pg-text.ts';

/** Strings rich in the two characters the encoding is about. */
const text = fc
  .array(fc.oneof(fc.constantFrom('\u0000', '\uE000', '\uE001', 'a', 'é'), fc.string({ unit: 'grapheme' })))
  .map((parts) => parts.join(''));

describe('PostgreSQL text encoding', () => {
  it('round-trips every string, and what it stores holds no NUL', () => {
    fc.assert(
      fc.property(text, (value) => {
        const stored = encodePgText(value);
        assert.ok(!stored.includes('\u0000'));
        assert.equal(decodePgText(stored), value);
      }),
      { numRuns: 2000 },
    );
  });

  it('is injective: two strings are stored alike only when they are equal', () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        assert.equal(encodePgText(a) === encodePgText(b), a === b);
      }),
      { numRuns: 2000 },
    );
  });

  it('stores ordinary text unchanged', () => {
    for (const value of ['', 'Course', 'naïve – ☃ 😀', '\\u0000', '\uE001']) {
      assert.equal(encodePgText(value), value);
    }
    assert.equal(encodePgText('a\u0000b'), 'a\uE000\uE001b');
    assert.equal(encodePgText('\uE000'), '\uE000\uE000');
  });
});

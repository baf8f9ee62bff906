import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { MAX_JSON_DEPTH, jsonTooDeep, valueTooDeep } from './json-depth.ts';

/** The depth by definition: arrays and objects count one level each, scalars none. */
function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(depthOf));
}

function nested(depth: number, kind: 'array' | 'object' | 'mixed'): string {
  let text = '"bottom"';
  for (let i = 0; i < depth; i++) {
    const asArray = kind === 'array' || (kind === 'mixed' && i % 2 === 0);
    text = asArray ? `[${text}]` : `{"a":${text}}`;
  }
  return text;
}

describe('jsonTooDeep', () => {
  for (const kind of ['array', 'object', 'mixed'] as const) {
    it(`accepts ${kind}s nested ${MAX_JSON_DEPTH} deep and refuses ${MAX_JSON_DEPTH + 1}`, () => {
      assert.equal(jsonTooDeep(nested(MAX_JSON_DEPTH, kind)), false);
      assert.equal(jsonTooDeep(nested(MAX_JSON_DEPTH + 1, kind)), true);
      assert.equal(valueTooDeep(JSON.parse(nested(MAX_JSON_DEPTH, kind))), false);
      assert.equal(valueTooDeep(JSON.parse(nested(MAX_JSON_DEPTH + 1, kind))), true);
    });
  }

  it('counts depth, not the number of arrays: many siblings at depth 64 pass', () => {
    const text = `[${Array.from({ length: 1000 }, () => nested(MAX_JSON_DEPTH - 1, 'mixed')).join(',')}]`;
    assert.equal(jsonTooDeep(text), false);
  });

  it('ignores brackets inside strings, whatever the escapes before the closing quote', () => {
    const inside = '"[[[[{{{{ \\" [[[ \\\\" ';
    // `\\"` ends the string (an escaped backslash, then the quote); the brackets after it count.
    assert.equal(jsonTooDeep(`${'['.repeat(64)}"[[[[[[\\"[[[[[\\\\"${']'.repeat(64)}`), false);
    assert.equal(jsonTooDeep(`["\\\\"${'['.repeat(64)}${']'.repeat(65)}`), true);
    assert.equal(jsonTooDeep(`[${inside}`), false);
    assert.equal(jsonTooDeep(`"${'['.repeat(1000)}"`), false);
    assert.equal(jsonTooDeep(`{"${'{'.repeat(100)}": "${'['.repeat(100)}"}`), false);
  });

  it('answers for text that is not JSON without failing (the parse judges it afterwards)', () => {
    assert.equal(jsonTooDeep('['.repeat(100_000)), true);
    assert.equal(jsonTooDeep(']]]]][[[['), false);
    assert.equal(jsonTooDeep('"never closed [[[['), false);
    assert.equal(jsonTooDeep(''), false);
  });

  it('agrees with the definition on any JSON value, written compactly or spaced out', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 8 }),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom(undefined, 2, '\t'),
        (value, max, space) => {
          const text = JSON.stringify(value, null, space);
          const expected = depthOf(value) > max;
          assert.equal(jsonTooDeep(text, max), expected, text);
          assert.equal(valueTooDeep(value, max), expected, text);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('takes a huge flat array without overflowing the stack', () => {
    assert.equal(valueTooDeep(new Array(1_000_000).fill([1])), false);
  });
});

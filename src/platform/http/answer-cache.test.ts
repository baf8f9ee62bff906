import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { AnswerCache, etagMatches, type CachedAnswer } from './answer-cache.ts';

const answer = (bytes: number, etag = '"x"'): CachedAnswer => ({ body: Buffer.alloc(bytes), etag });

describe('AnswerCache', () => {
  it('drops the least recently used entries once past its bound, and never holds more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.array(fc.tuple(fc.constantFrom('get', 'set'), fc.nat(9), fc.nat(4000)), { maxLength: 200 }),
        (maxBytes, steps) => {
          const cache = new AnswerCache(maxBytes);
          /** The model: keys from least to most recently used, with their bodies' sizes. */
          const model = new Map<string, number>();
          for (const [op, k, bytes] of steps) {
            const key = `k${k}`;
            if (op === 'get') {
              const hit = cache.get(key);
              assert.equal(hit?.body.length, model.get(key));
              if (model.has(key)) {
                model.delete(key);
                model.set(key, hit!.body.length);
              }
              continue;
            }
            cache.set(key, answer(bytes));
            model.delete(key);
            const cost = (size: number, name: string) => size + 2 * name.length + 3 + 128;
            if (cost(bytes, key) <= maxBytes) model.set(key, bytes);
            let total = [...model].reduce((sum, [name, size]) => sum + cost(size, name), 0);
            for (const [name, size] of model) {
              if (total <= maxBytes) break;
              model.delete(name);
              total -= cost(size, name);
            }
            assert.equal(cache.usedBytes, total);
            assert.ok(cache.usedBytes <= maxBytes);
            assert.equal(cache.size, model.size);
          }
        },
      ),
    );
  });

  it('keeps nothing with a bound of 0', () => {
    const cache = new AnswerCache(0);
    cache.set('a', answer(1));
    assert.equal(cache.get('a'), undefined);
    assert.equal(cache.usedBytes, 0);
  });
});

describe('etagMatches', () => {
  it('compares weakly, in lists, and takes *', () => {
    assert.equal(etagMatches(undefined, '"a"'), false);
    assert.equal(etagMatches('"a"', '"a"'), true);
    assert.equal(etagMatches('W/"a"', '"a"'), true);
    assert.equal(etagMatches('"b", "a"', '"a"'), true);
    assert.equal(etagMatches('"b"', '"a"'), false);
    assert.equal(etagMatches('a', '"a"'), false);
    assert.equal(etagMatches(' * ', '"a"'), true);
  });
});

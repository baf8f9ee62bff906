import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { StatementNames } from './pg-prepared.ts';

describe('PostgreSQL statement names', () => {
  it('names a text once it repeats, and keeps that name for it', () => {
    const names = new StatementNames(10, 2);
    assert.equal(names.nameFor('select 1'), undefined);
    const name = names.nameFor('select 1');
    assert.equal(typeof name, 'string');
    assert.equal(names.nameFor('select 1'), name);
    assert.equal(names.nameFor('select 2'), undefined);
    const other = names.nameFor('select 2');
    assert.notEqual(other, name);
    assert.equal(names.size, 2);
  });

  it('never gives one name to two texts, whatever the order of texts', () => {
    const names = new StatementNames(50, 2);
    const byName = new Map<string, string>();
    for (let i = 0; i < 2000; i += 1) {
      const text = `select ${(i * 7919) % 80}`;
      const name = names.nameFor(text);
      if (name === undefined) continue;
      assert.equal(byName.get(name) ?? text, text);
      byName.set(name, text);
    }
    assert.equal(byName.size, 50);
  });

  it('stops naming at its limit, so variable texts cannot grow the server without bound', () => {
    const names = new StatementNames(3, 1);
    const named = Array.from({ length: 10 }, (_, i) => names.nameFor(`select ${i}`));
    assert.deepEqual(
      named.map((n) => n !== undefined),
      [true, true, true, false, false, false, false, false, false, false],
    );
    assert.equal(names.nameFor('select 0'), named[0]);
  });

  it('forgets the counts of one-off texts rather than keeping them all', () => {
    const names = new StatementNames(10, 2, 100);
    for (let i = 0; i < 1000; i += 1) assert.equal(names.nameFor(`select ${i}`), undefined);
    // A text seen once long ago was forgotten: it needs its repeats again.
    assert.equal(names.nameFor('select 5'), undefined);
    assert.equal(typeof names.nameFor('select 5'), 'string');
  });
});

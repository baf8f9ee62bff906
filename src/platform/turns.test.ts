import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Turns } from './turns.ts';

/** A piece of work that runs until `finish` is called, noting when it started. */
function gated(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Turns', () => {
  it('runs at most `limit` at once and the rest in the order they came', async () => {
    const turns = new Turns(2);
    const log: string[] = [];
    const pieces = ['a', 'b', 'c', 'd'].map((name) => gated(log, name));
    const results = pieces.map((piece) => turns.run(piece.work));
    await tick();
    assert.deepEqual(log, ['start a', 'start b']);
    assert.equal(turns.running, 2);
    assert.equal(turns.waiting, 2);

    pieces[1]!.finish();
    await tick();
    assert.deepEqual(log.slice(2), ['end b', 'start c']);
    pieces[0]!.finish();
    await tick();
    assert.deepEqual(log.slice(4), ['end a', 'start d']);
    pieces[2]!.finish();
    pieces[3]!.finish();
    assert.deepEqual(await Promise.all(results), ['a', 'b', 'c', 'd']);
    assert.equal(turns.running, 0);
    assert.equal(turns.waiting, 0);
  });

  it('frees the place of work that fails, and passes the failure on', async () => {
    const turns = new Turns(1);
    await assert.rejects(
      turns.run(() => Promise.reject(new Error('broken'))),
      /broken/,
    );
    assert.equal(turns.running, 0);
    assert.equal(await turns.run(() => Promise.resolve(7)), 7);
  });

  it('refuses a limit that is not a whole number of at least one', () => {
    for (const limit of [0, -1, 1.5, Number.NaN]) assert.throws(() => new Turns(limit));
  });
});

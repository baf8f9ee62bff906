import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SharedReads } from './shared-reads.ts';

/** A store whose reads wait until released, each noting the value it was started at. */
function slowStore() {
  let value = 0;
  const started: { key: string; at: number; release: () => void }[] = [];
  const reads = new SharedReads<string, number>(
    (key) =>
      new Promise<number>((resolve, reject) => {
        const at = value;
        started.push({
          key,
          at,
          release: () => (key === 'broken' ? reject(new Error('read failed')) : resolve(at)),
        });
      }),
  );
  return {
    reads,
    started,
    set: (next: number) => (value = next),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('SharedReads', () => {
  it('never answers a caller with a read that began before its call; callers meanwhile share the next', async () => {
    const store = slowStore();
    const first = store.reads.read('org');
    assert.equal(store.started.length, 1);

    store.set(1); // a change commits while the first read is under way
    const second = store.reads.read('org');
    const third = store.reads.read('org');
    assert.equal(store.started.length, 1, 'the later callers wait instead of joining the read under way');

    store.started[0]!.release();
    assert.equal(await first, 0);
    await settle();
    assert.equal(store.started.length, 2, 'one read for both waiting callers');
    store.started[1]!.release();
    assert.equal(await second, 1);
    assert.equal(await third, 1);
    assert.equal(store.reads.busyKeys, 0);
  });

  it('reads each key on its own, and once per caller when calls do not overlap', async () => {
    const store = slowStore();
    const a = store.reads.read('a');
    const b = store.reads.read('b');
    assert.deepEqual(
      store.started.map((s) => s.key),
      ['a', 'b'],
    );
    store.started[0]!.release();
    store.started[1]!.release();
    assert.deepEqual(await Promise.all([a, b]), [0, 0]);

    store.set(5);
    const later = store.reads.read('a');
    assert.equal(store.started.length, 3);
    store.started[2]!.release();
    assert.equal(await later, 5);
  });

  it('gives a failure to the callers of that read only', async () => {
    const store = slowStore();
    const failing = store.reads.read('broken');
    const waiting = store.reads.read('broken');
    store.started[0]!.release();
    await assert.rejects(failing, /read failed/);
    await settle();
    assert.equal(store.started.length, 2, 'the waiting caller still gets a read of its own');
    store.started[1]!.release();
    await assert.rejects(waiting, /read failed/);
    assert.equal(store.reads.busyKeys, 0);
  });
});

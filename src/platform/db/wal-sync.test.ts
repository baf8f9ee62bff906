/** The group commit's bookkeeping: one flush for every commit before it, none when nothing was committed. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { WalSync } from './wal-sync.ts';

/** A flush the test finishes by hand, counting how often it was started. */
function heldFlush() {
  const started: (() => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const flush = () =>
    new Promise<void>((resolve, reject) => {
      started.push(resolve);
      failures.push(reject);
    });
  return { flush, started, failures };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('WalSync', () => {
  it('resolves at once, without a flush, when nothing was committed', async () => {
    const held = heldFlush();
    const sync = new WalSync(held.flush);
    await sync.durable();
    assert.equal(held.started.length, 0);
  });

  it('covers every commit made before the flush began with that one flush', async () => {
    const held = heldFlush();
    const sync = new WalSync(held.flush);
    for (let i = 0; i < 10; i++) sync.committed();
    let resolved = 0;
    const waiting = Array.from({ length: 10 }, () => sync.durable().then(() => resolved++));
    await settle();
    assert.equal(held.started.length, 1);
    assert.equal(resolved, 0, 'nothing resolves before the flush ends');
    held.started[0]!();
    await Promise.all(waiting);
    assert.equal(resolved, 10);
    await sync.durable();
    assert.equal(held.started.length, 1, 'flushed commits need no second flush');
  });

  it('makes a commit that came during a flush wait for the next one', async () => {
    const held = heldFlush();
    const sync = new WalSync(held.flush);
    sync.committed();
    const first = sync.durable();
    await settle();
    sync.committed(); // after the flush began: not covered by it
    let laterDone = false;
    const later = sync.durable().then(() => {
      laterDone = true;
    });
    held.started[0]!();
    await first;
    await settle();
    assert.equal(laterDone, false, 'the later commit is not yet on disk');
    assert.equal(held.started.length, 2);
    held.started[1]!();
    await later;
    assert.equal(laterDone, true);
  });

  it('fails the waiters when the flush fails, and tries again for the next', async () => {
    const held = heldFlush();
    const sync = new WalSync(held.flush);
    sync.committed();
    const failing = sync.durable();
    await settle();
    held.failures[0]!(new Error('EIO'));
    await assert.rejects(failing, /EIO/);
    const retry = sync.durable();
    await settle();
    assert.equal(held.started.length, 2);
    held.started[1]!();
    await retry;
  });
});

import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db.ts';
import { MINUTE, ManualClock, SECOND } from './clock.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { RateLimiter } from './rate-limiter.ts';

describe('rate limiter on the database', () => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle<Database>;
  let clock: ManualClock;
  let limiter: RateLimiter<Database>;
  let key: string;
  let keySeq = 0;

  before(async () => {
    testDb = await createTestDatabase();
    handle = openDatabase<Database>(testDb.database);
    await migrateToLatest(handle.db);
  });
  after(async () => {
    await handle?.close();
    await testDb?.drop();
  });
  beforeEach(() => {
    clock = new ManualClock('2026-03-02T09:00:00.000Z');
    limiter = new RateLimiter(handle.db, clock);
    key = `test:${++keySeq}`;
  });

  async function stored(k: string) {
    return handle.db.selectFrom('rate_limits').selectAll().where('key', '=', k).executeTakeFirst();
  }

  it('allows hits up to the limit and refuses the next with the time left in the window', async () => {
    for (let i = 1; i <= 3; i++) {
      const result = await limiter.hit(key, 3, MINUTE);
      assert.deepEqual({ allowed: result.allowed, count: result.count }, { allowed: true, count: i });
      clock.advance(5 * SECOND);
    }
    // 15 s into a 60 s window.
    const refused = await limiter.hit(key, 3, MINUTE);
    assert.equal(refused.allowed, false);
    assert.equal(refused.count, 4);
    assert.equal(refused.retryAfterSeconds, 45);

    clock.advance(44 * SECOND + 500);
    const later = await limiter.hit(key, 3, MINUTE);
    assert.equal(later.allowed, false);
    assert.equal(later.count, 5);
    assert.equal(later.retryAfterSeconds, 1, 'half a second left rounds up to one');
  });

  it('reports the time left in the window of the first hit', async () => {
    const first = await limiter.hit(key, 10, 5 * MINUTE);
    assert.equal(first.retryAfterSeconds, 300);
    clock.advance(90 * SECOND);
    assert.equal((await limiter.hit(key, 10, 5 * MINUTE)).retryAfterSeconds, 210);
  });

  it('starts a new window once windowMs has passed since the window began', async () => {
    for (let i = 0; i < 3; i++) await limiter.hit(key, 2, MINUTE);
    clock.advance(MINUTE - 1);
    assert.equal((await limiter.hit(key, 2, MINUTE)).allowed, false, 'still inside the first window');

    clock.advance(1);
    const fresh = await limiter.hit(key, 2, MINUTE);
    assert.deepEqual(fresh, { allowed: true, count: 1, retryAfterSeconds: 60 });
    const row = await stored(key);
    assert.equal(row?.count, 1);
    assert.equal(row?.window_start, '2026-03-02 09:01:00.000');
    assert.equal((await limiter.hit(key, 2, MINUTE)).count, 2);
    assert.equal((await limiter.hit(key, 2, MINUTE)).allowed, false);
  });

  it('counts each key on its own', async () => {
    const other = `${key}:other`;
    assert.equal((await limiter.hit(key, 1, MINUTE)).allowed, true);
    assert.equal((await limiter.hit(key, 1, MINUTE)).allowed, false);
    const otherFirst = await limiter.hit(other, 1, MINUTE);
    assert.deepEqual({ allowed: otherFirst.allowed, count: otherFirst.count }, { allowed: true, count: 1 });
    assert.equal((await stored(key))?.count, 2);
    assert.equal((await stored(other))?.count, 1);
  });

  it('counts 50 concurrent hits exactly once each', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit(key, 30, MINUTE)));
    assert.deepEqual(
      results.map((r) => r.count).sort((a, b) => a - b),
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    assert.equal(results.filter((r) => r.allowed).length, 30);
    assert.equal((await stored(key))?.count, 50);
  });

  it('counts concurrent hits from two limiters sharing the database', async () => {
    const second = openDatabase<Database>(testDb.database);
    try {
      const other = new RateLimiter(second.db, clock);
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? limiter : other).hit(key, 100, MINUTE)),
      );
      assert.equal(new Set(results.map((r) => r.count)).size, 40);
      assert.equal((await stored(key))?.count, 40);
    } finally {
      await second.close();
    }
  });
});

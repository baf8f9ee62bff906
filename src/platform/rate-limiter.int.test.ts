import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createTestDatabase, testDialect, type TestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db.ts';
import { DAY, MINUTE, ManualClock, SECOND } from './clock.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { statementRecorder, statementShape } from '../../test/statements.ts';
import { RateLimiter } from './rate-limiter.ts';

describe('rate limiter on the database', () => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle<Database>;
  let clock: ManualClock;
  let limiter: RateLimiter<Database>;
  let key: string;
  let keySeq = 0;
  const statements = statementRecorder();

  before(async () => {
    testDb = await createTestDatabase();
    handle = openDatabase<Database>(testDb.database, { onStatement: statements.onStatement });
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

  async function storedHits(k: string): Promise<number> {
    const row = await handle.db
      .selectFrom('rate_limit_hits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('key', '=', k)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('allows hits up to the limit and refuses the next until the oldest hit leaves the window', async () => {
    for (let i = 1; i <= 3; i++) {
      const result = await limiter.hit(key, 3, MINUTE);
      assert.deepEqual(result, { allowed: true, retryAfterSeconds: 60 });
      assert.equal(await storedHits(key), i);
      clock.advance(5 * SECOND);
    }
    // 15 s after the first hit of a 60 s window.
    const refused = await limiter.hit(key, 3, MINUTE);
    assert.deepEqual(refused, { allowed: false, retryAfterSeconds: 45 });

    clock.advance(44 * SECOND + 500);
    const later = await limiter.hit(key, 3, MINUTE);
    assert.deepEqual(later, { allowed: false, retryAfterSeconds: 1 }, 'half a second rounds up');

    clock.advance(500);
    const again = await limiter.hit(key, 3, MINUTE);
    assert.deepEqual(again, { allowed: true, retryAfterSeconds: 60 }, 'the first hit has left the window');
    assert.equal(await storedHits(key), 4, 'refused hits are not stored');
  });

  it('does not record refused hits, so waiting Retry-After is enough', async () => {
    for (let i = 0; i < 2; i++) await limiter.hit(key, 2, MINUTE);
    for (let i = 0; i < 5; i++) assert.equal((await limiter.hit(key, 2, MINUTE)).allowed, false);
    assert.equal(await storedHits(key), 2);
    clock.advance(MINUTE);
    assert.equal((await limiter.hit(key, 2, MINUTE)).allowed, true);
  });

  it('holds the limit over every span of the window, not only aligned ones', async () => {
    // 30 hits in the last second of a minute, then 30 more in the first second of the next: a fixed-window
    // counter would take all 60; the sliding window takes 30 until a minute after the first burst.
    clock.set('2026-03-02T09:00:59.000Z');
    let accepted = 0;
    for (let i = 0; i < 30; i++) if ((await limiter.hit(key, 30, MINUTE)).allowed) accepted++;
    clock.advance(1000);
    for (let i = 0; i < 30; i++) if ((await limiter.hit(key, 30, MINUTE)).allowed) accepted++;
    assert.equal(accepted, 30);
    clock.set('2026-03-02T09:01:59.000Z');
    assert.equal((await limiter.hit(key, 30, MINUTE)).allowed, true);
  });

  it('takes one statement for a hit (with the lock of its key on PostgreSQL), one more only when refused', async () => {
    const shapes = async () => {
      const { statements: sent } = await statements.during(() => limiter.hit(key, 1, MINUTE));
      return sent.map((text) => (text.includes('pg_advisory_xact_lock') ? 'lock' : statementShape(text)));
    };
    const lock = testDialect() === 'postgres' ? ['lock'] : [];
    assert.deepEqual(await shapes(), ['begin', ...lock, 'insert rate_limit_hits', 'commit']);
    assert.deepEqual(await shapes(), [
      'begin',
      ...lock,
      'insert rate_limit_hits',
      'select rate_limit_hits', // the oldest hit, for Retry-After
      'commit',
    ]);
  });

  it('counts each key on its own', async () => {
    const other = `${key}:other`;
    assert.equal((await limiter.hit(key, 1, MINUTE)).allowed, true);
    assert.equal((await limiter.hit(key, 1, MINUTE)).allowed, false);
    const otherFirst = await limiter.hit(other, 1, MINUTE);
    assert.equal(otherFirst.allowed, true);
    assert.equal(await storedHits(key), 1);
    assert.equal(await storedHits(other), 1);
  });

  it('accepts exactly `limit` of 50 concurrent hits', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit(key, 30, MINUTE)));
    assert.equal(results.filter((r) => r.allowed).length, 30);
    assert.equal(await storedHits(key), 30);
  });

  // Two connections in one process cannot share a SQLite file: better-sqlite3 waits for a lock synchronously,
  // blocking the very thread that holds it. With SQLite everything runs in one process anyway.
  const sharedDatabase = testDialect() === 'postgres';
  it(
    'shares one limit between two limiters (two processes) on the same database',
    { skip: !sharedDatabase && 'PostgreSQL only' },
    async () => {
      const second = openDatabase<Database>(testDb.database);
      try {
        const other = new RateLimiter(second.db, clock);
        const results = await Promise.all(
          Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? limiter : other).hit(key, 25, MINUTE)),
        );
        assert.equal(results.filter((r) => r.allowed).length, 25);
        assert.equal(await storedHits(key), 25);
      } finally {
        await second.close();
      }
    },
  );

  it('sweeps hits older than a day now and then', async () => {
    await limiter.hit(key, 5, MINUTE);
    clock.advance(2 * DAY);
    const busy = `${key}:busy`;
    for (let i = 0; i < 500; i++) await limiter.hit(busy, 1000, MINUTE);
    assert.equal(await storedHits(key), 0, 'the old hit was swept');
  });
});

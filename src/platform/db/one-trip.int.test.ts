/**
 * Statements in one round trip (`inOneTrip`, one-trip.ts), on the test database (SQLite or PostgreSQL): each
 * statement's rows in order, a later statement seeing an earlier one's write, a failure failing the trip and the
 * transaction, values of every kind going as they go alone. On PostgreSQL, the trips are counted on the wire:
 * one for the statements (and the `begin` and lock held back before them), after a connection's first trip has
 * prepared the named ones.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Kysely, PostgresDialect, sql, type Compilable } from 'kysely';
import pg from 'pg';
import { tripCountingPool } from '../../../test/pg-trips.ts';
import { createTestDatabase, testDialect, type TestDatabase } from '../../../test/test-database.ts';
import { openDatabase } from './database.ts';
import { lockKey } from './locking.ts';
import { inOneTrip } from './one-trip.ts';
import { PipelinedBegin } from './pg-begin.ts';
import { encodingPool } from './pg-text.ts';

interface Tables {
  notes: { id: number; body: string; at: string | null };
}

const CREATE = sql`create table notes (id integer primary key, body text not null, at text)`;

describe('statements in one trip', () => {
  let database: TestDatabase;
  let db: Kysely<Tables>;
  let close: () => Promise<void>;
  const logged: string[] = [];

  before(async () => {
    database = await createTestDatabase();
    const handle = openDatabase<Tables>(database.database, { onStatement: (text) => logged.push(text) });
    db = handle.db;
    close = () => handle.close();
    await CREATE.execute(db);
    await db
      .insertInto('notes')
      .values([
        { id: 1, body: 'one', at: null },
        { id: 2, body: 'two', at: null },
      ])
      .execute();
  });
  after(async () => {
    await close();
    await database.drop();
  });

  const byId = (id: number) => db.selectFrom('notes').select(['id', 'body']).where('id', '=', id);

  it("answers each statement's rows in order, and logs each statement", async () => {
    for (let round = 0; round < 3; round++) {
      logged.length = 0;
      const [one, none, both] = await inOneTrip(db, [
        byId(1),
        byId(99),
        db.selectFrom('notes').select('body').orderBy('id'),
      ]);
      assert.deepEqual(one, [{ id: 1, body: 'one' }]);
      assert.deepEqual(none, []);
      assert.deepEqual(
        both.map((row) => row.body),
        ['one', 'two'],
      );
      assert.equal(logged.length, 3, logged.join(' | '));
      assert.match(logged[2]!, /order by/);
    }
  });

  it('runs in order in a transaction: a later statement sees an earlier write, a rollback undoes it', async () => {
    const [inserted, seen] = await db
      .transaction()
      .execute((trx) =>
        inOneTrip(trx, [
          trx
            .insertInto('notes')
            .values({ id: 3, body: 'three', at: '2026-11-27 06:00:00.000' })
            .returning('id'),
          trx.selectFrom('notes').select(['id', 'body', 'at']).where('id', '=', 3),
        ]),
      );
    assert.deepEqual(inserted, [{ id: 3 }]);
    assert.deepEqual(seen, [{ id: 3, body: 'three', at: '2026-11-27 06:00:00.000' }]);
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await inOneTrip(trx, [trx.insertInto('notes').values({ id: 4, body: 'four', at: null }), byId(4)]);
        throw new Error('changed my mind');
      }),
      /changed my mind/,
    );
    assert.deepEqual(await byId(4).execute(), []);
  });

  it('fails the trip and its transaction on a failing statement; the database goes on', async () => {
    for (let round = 0; round < 3; round++) {
      await assert.rejects(
        db.transaction().execute((trx) =>
          inOneTrip(trx, [
            trx.insertInto('notes').values({ id: 5, body: 'five', at: null }),
            // A duplicate key: the trip fails here, and the transaction with it.
            trx.insertInto('notes').values({ id: 1, body: 'again', at: null }),
            trx.selectFrom('notes').select('id'),
          ]),
        ),
        (error: { code?: string }) => /23505|SQLITE_CONSTRAINT/.test(String(error.code)),
      );
    }
    assert.deepEqual(await byId(5).execute(), []);
    const [after] = await inOneTrip(db, [db.selectFrom('notes').select('id').orderBy('id')]);
    assert.deepEqual(
      after.map((row) => row.id),
      [1, 2, 3],
    );
  });

  it("commits a transaction's writes with its last trip; a failing statement there commits nothing", async () => {
    // Three rounds: on PostgreSQL the later ones go as one trip with the commit (statements named and prepared).
    for (let round = 0; round < 3; round++) {
      const id = 10 + round;
      const [, seen] = await db.transaction().execute((trx) =>
        inOneTrip(trx, [trx.insertInto('notes').values({ id, body: 'kept', at: null }), byId(id)], {
          commit: true,
        }),
      );
      assert.deepEqual(seen, [{ id, body: 'kept' }]);
      assert.deepEqual(await byId(id).execute(), [{ id, body: 'kept' }]);
      await assert.rejects(
        db
          .transaction()
          .execute((trx) =>
            inOneTrip(
              trx,
              [
                trx.insertInto('notes').values({ id: 20 + round, body: 'lost', at: null }),
                trx.insertInto('notes').values({ id, body: 'again', at: null }),
              ],
              { commit: true },
            ),
          ),
        (error: { code?: string }) => /23505|SQLITE_CONSTRAINT/.test(String(error.code)),
      );
      assert.deepEqual(await byId(20 + round).execute(), []);
    }
    await db.deleteFrom('notes').where('id', '>=', 10).where('id', '<', 20).execute();
  });

  it('sends text the database cannot store as it would alone, and reads it back as sent', async () => {
    const odd = 'nul \u0000 and private \uE000 use';
    const [, read] = await db
      .transaction()
      .execute((trx) =>
        inOneTrip(trx, [
          trx.insertInto('notes').values({ id: 6, body: odd, at: null }),
          trx.selectFrom('notes').select('body').where('body', '=', odd),
        ]),
      );
    assert.deepEqual(read, [{ body: odd }]);
  });
});

describe(
  'statements in one trip, counted on the wire',
  { skip: testDialect() !== 'postgres' && 'PostgreSQL only' },
  () => {
    let database: TestDatabase;
    let pool: pg.Pool;
    let db: Kysely<Tables>;
    /** What node-postgres was handed, one entry per round trip. */
    const trips: string[] = [];

    before(async () => {
      database = await createTestDatabase();
      if (database.database.kind !== 'postgres') throw new Error('PostgreSQL only');
      pool = tripCountingPool(database.database.url, trips);
      db = new Kysely<Tables>({
        dialect: new PostgresDialect({ pool: encodingPool(pool, new PipelinedBegin(pg)) }),
      });
      await CREATE.execute(db);
      await db.insertInto('notes').values({ id: 1, body: 'one', at: null }).execute();
    });
    after(async () => {
      await db.destroy();
      await database.drop();
    });

    async function counted<T>(work: () => Promise<T>): Promise<{ result: T; trips: number }> {
      trips.length = 0;
      const result = await work();
      return { result, trips: trips.length };
    }

    const reads = (id: number): [Compilable<{ id: number }>, Compilable<{ n: number }>] => [
      db.selectFrom('notes').select('id').where('id', '=', id),
      db.selectFrom('notes').select((eb) => eb.fn.countAll<number>().as('n')),
    ];

    it('goes one by one until its statements are prepared on the connection, then in one trip', async () => {
      const seen: number[] = [];
      for (let round = 0; round < 4; round++) {
        const { result, trips: count } = await counted(() => inOneTrip(db, reads(1)));
        assert.deepEqual(result, [[{ id: 1 }], [{ n: 1 }]]);
        seen.push(count);
      }
      // Unnamed the first time (pg-prepared.ts names a text on its second run), named and prepared on the second.
      assert.deepEqual(seen.slice(2), [1, 1], seen.join(' '));
    });

    it('sends a held-back begin and lock with the statements: one trip for them all', async () => {
      // Warm: `begin` and the lock prepared on the connection.
      for (let round = 0; round < 3; round++) {
        await db.transaction().execute(async (trx) => {
          await lockKey(trx, 5999, 'one-trip');
          await inOneTrip(trx, reads(1));
        });
      }
      const { result, trips: count } = await counted(() =>
        db.transaction().execute(async (trx) => {
          await lockKey(trx, 5999, 'one-trip');
          return inOneTrip(trx, reads(1));
        }),
      );
      assert.deepEqual(result, [[{ id: 1 }], [{ n: 1 }]]);
      // begin + lock + both reads, then commit.
      assert.equal(count, 2, trips.join(' | '));
    });

    it('a last trip carries the commit: one trip for begin, the statements and the commit', async () => {
      for (let round = 0; round < 3; round++) {
        await db.transaction().execute((trx) => inOneTrip(trx, reads(1), { commit: true }));
      }
      const { result, trips: count } = await counted(() =>
        db.transaction().execute((trx) => inOneTrip(trx, reads(1), { commit: true })),
      );
      assert.deepEqual(result, [[{ id: 1 }], [{ n: 1 }]]);
      // Without the commit in it: two (the trip, then the commit).
      assert.equal(count, 1, trips.join(' | '));
    });

    it('refuses a statement after its transaction committed with the last trip; the connection goes on', async () => {
      for (let round = 0; round < 3; round++) {
        await db.transaction().execute((trx) => inOneTrip(trx, reads(1), { commit: true }));
      }
      await assert.rejects(
        db.transaction().execute(async (trx) => {
          await inOneTrip(trx, reads(1), { commit: true });
          await trx.selectFrom('notes').select('id').execute();
        }),
        /after its transaction committed/,
      );
      assert.deepEqual(await inOneTrip(db, reads(1)), [[{ id: 1 }], [{ n: 1 }]]);
    });

    it('an unnamed statement beside named ones still travels in the same trip', async () => {
      for (let round = 0; round < 2; round++) await inOneTrip(db, reads(1));
      const once = db.selectFrom('notes').select('body').where('body', '=', `only once ${Date.now()}`);
      const { result, trips: count } = await counted(() => inOneTrip(db, [...reads(1), once]));
      assert.deepEqual(result, [[{ id: 1 }], [{ n: 1 }], []]);
      assert.equal(count, 1);
    });
  },
);

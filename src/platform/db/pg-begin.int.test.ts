/**
 * `begin` sent with a transaction's first statement (pg-begin.ts), against a real PostgreSQL server: the round
 * trips it saves, and that the database still runs every transaction as one (a rollback undoes the first
 * statement, a failing first statement leaves nothing and the connection goes on).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { tripCountingPool } from '../../../test/pg-trips.ts';
import { createTestDatabase, testDialect, type TestDatabase } from '../../../test/test-database.ts';
import { lockKey } from './locking.ts';
import { PipelinedBegin } from './pg-begin.ts';
import { encodingPool } from './pg-text.ts';

interface Tables {
  notes: { id: number; body: string };
}

describe(
  'begin with the first statement',
  { skip: testDialect() !== 'postgres' && 'PostgreSQL only' },
  () => {
    let database: TestDatabase;
    let pool: pg.Pool;
    let db: Kysely<Tables>;
    /** Queries handed to node-postgres, each one round trip. */
    const sent: string[] = [];

    before(async () => {
      database = await createTestDatabase();
      if (database.database.kind !== 'postgres') throw new Error('PostgreSQL only');
      // One connection, so every transaction below runs on the one whose `begin` is prepared.
      pool = tripCountingPool(database.database.url, sent);
      db = new Kysely<Tables>({
        dialect: new PostgresDialect({ pool: encodingPool(pool, new PipelinedBegin(pg)) }),
      });
      await sql`create table notes (id integer primary key, body text not null)`.execute(db);
      // The connection's first transaction prepares `begin`.
      await db.transaction().execute((trx) => trx.selectFrom('notes').selectAll().execute());
    });
    after(async () => {
      await db.destroy();
      await database.drop();
    });

    async function counted<T>(work: () => Promise<T>): Promise<{ result: T; trips: string[] }> {
      sent.length = 0;
      const result = await work();
      return { result, trips: [...sent] };
    }

    const ids = async () =>
      (await db.selectFrom('notes').select('id').orderBy('id').execute()).map((row) => row.id);

    it('a transaction of two statements takes three round trips and commits both', async () => {
      const { result, trips } = await counted(() =>
        db.transaction().execute(async (trx) => {
          const first = await trx
            .insertInto('notes')
            .values({ id: 1, body: 'one' })
            .returning(['id', 'body'])
            .executeTakeFirstOrThrow();
          await trx.insertInto('notes').values({ id: 2, body: 'two' }).execute();
          return first;
        }),
      );
      // The first statement's own answer, not `begin`'s.
      assert.deepEqual(result, { id: 1, body: 'one' });
      assert.equal(trips.length, 3, trips.join(' | '));
      assert.match(trips[0]!, /^insert into "notes"/);
      assert.equal(trips[2], 'commit');
      assert.deepEqual(await ids(), [1, 2]);
    });

    it('the first statement runs inside the transaction: a rollback undoes it', async () => {
      await assert.rejects(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('notes').values({ id: 10, body: 'gone' }).execute();
          // Seen by the transaction itself…
          const inside = await trx.selectFrom('notes').select('id').where('id', '=', 10).execute();
          assert.equal(inside.length, 1);
          throw new Error('changed my mind');
        }),
        /changed my mind/,
      );
      // …and by nobody after the rollback (without a `begin` the insert would have committed on its own).
      assert.deepEqual(await ids(), [1, 2]);
      // The connection is out of the transaction: a statement outside one commits at once.
      await db.insertInto('notes').values({ id: 3, body: 'three' }).execute();
      assert.deepEqual(await ids(), [1, 2, 3]);
    });

    it('a failing first statement fails the transaction, writes nothing, and the connection goes on', async () => {
      for (let round = 0; round < 3; round++) {
        // The same statement three times, so that it also runs as a named prepared statement (pg-prepared.ts).
        await assert.rejects(
          db.transaction().execute(async (trx) => {
            await trx.insertInto('notes').values({ id: 1, body: 'again' }).execute();
            await trx.insertInto('notes').values({ id: 20, body: 'never' }).execute();
          }),
          (error: { code?: string }) => error.code === '23505',
        );
      }
      assert.deepEqual(await ids(), [1, 2, 3]);
      await db
        .transaction()
        .execute((trx) => trx.insertInto('notes').values({ id: 4, body: 'four' }).execute());
      assert.deepEqual(await ids(), [1, 2, 3, 4]);
    });

    it('a statement without parameters goes with begin too', async () => {
      const { result, trips } = await counted(() =>
        db
          .transaction()
          .execute(async (trx) => (await sql<{ n: number }>`select 41 + 1 as n`.execute(trx)).rows),
      );
      assert.deepEqual(result, [{ n: 42 }]);
      assert.equal(trips.length, 2, trips.join(' | '));
    });

    it('a transaction with no statement sends nothing', async () => {
      const { trips } = await counted(() => db.transaction().execute(() => Promise.resolve()));
      assert.deepEqual(trips, []);
      await assert.rejects(
        db.transaction().execute(() => Promise.reject(new Error('before any statement'))),
        /before any statement/,
      );
      await db.insertInto('notes').values({ id: 5, body: 'five' }).execute();
      assert.deepEqual(await ids(), [1, 2, 3, 4, 5]);
    });

    /** Whether another connection could take the lock `key` now (it lets it go again at once). */
    async function lockIsFree(key: string): Promise<boolean> {
      if (database.database.kind !== 'postgres') throw new Error('PostgreSQL only');
      const other = new pg.Client({ connectionString: database.database.url });
      await other.connect();
      try {
        const { rows } = await other.query<{ free: boolean }>(
          'select pg_try_advisory_lock(7001, hashtext($1)) as free',
          [key],
        );
        if (rows[0]!.free) await other.query('select pg_advisory_unlock(7001, hashtext($1))', [key]);
        return rows[0]!.free;
      } finally {
        await other.end();
      }
    }

    it('an advisory lock goes with the next statement once prepared, and holds until the commit', async () => {
      const lockedRead = (key: string, during?: () => Promise<void>) =>
        db.transaction().execute(async (trx) => {
          await lockKey(trx, 7001, key);
          const rows = await trx.selectFrom('notes').select(['id', 'body']).where('id', '<=', 2).execute();
          await during?.();
          await trx.updateTable('notes').set({ body: key }).where('id', '=', 2).execute();
          return rows;
        });
      // The first two times the lock's statement earns its name and is prepared on the connection.
      for (const key of ['first', 'second']) await lockedRead(key);
      let freeInside: boolean | undefined;
      const { result, trips } = await counted(() =>
        lockedRead('third', async () => {
          freeInside = await lockIsFree('third');
        }),
      );
      // begin + lock + select in one, the update, the commit; the select answers its own rows, whole.
      assert.equal(trips.length, 3, trips.join(' | '));
      assert.match(trips[0]!, /^select "id", "body" from "notes"/);
      assert.deepEqual(result, [
        { id: 1, body: 'one' },
        { id: 2, body: 'second' },
      ]);
      assert.equal(freeInside, false, 'another connection cannot take the lock inside the transaction');
      assert.equal(await lockIsFree('third'), true, 'the commit lets it go');
      const two = await db.selectFrom('notes').select('body').where('id', '=', 2).executeTakeFirstOrThrow();
      assert.equal(two.body, 'third');
      await db.updateTable('notes').set({ body: 'two' }).where('id', '=', 2).execute();
    });

    it('a lock held back to the end: nothing sent after begin, the commit still sent after a write', async () => {
      const onlyLock = await counted(() => db.transaction().execute((trx) => lockKey(trx, 7001, 'alone')));
      assert.deepEqual(onlyLock.trips, []);
      const { trips } = await counted(() =>
        db.transaction().execute(async (trx) => {
          await trx.insertInto('notes').values({ id: 30, body: 'kept' }).execute();
          await lockKey(trx, 7001, 'late');
        }),
      );
      assert.equal(trips.at(-1), 'commit', trips.join(' | '));
      assert.ok((await ids()).includes(30), 'the write before the lock is committed');
      await assert.rejects(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('notes').values({ id: 31, body: 'undone' }).execute();
          await lockKey(trx, 7001, 'late');
          throw new Error('changed my mind');
        }),
        /changed my mind/,
      );
      assert.ok(!(await ids()).includes(31), 'the rollback after a held lock undoes the write');
      assert.equal(await lockIsFree('late'), true);
      await db.deleteFrom('notes').where('id', '=', 30).execute();
    });

    it('a transaction with an isolation level sends its own start, as it is', async () => {
      const { trips } = await counted(() =>
        db
          .transaction()
          .setIsolationLevel('serializable')
          .execute((trx) => trx.updateTable('notes').set({ body: 'FIVE' }).where('id', '=', 5).execute()),
      );
      assert.equal(trips.length, 3, trips.join(' | '));
      assert.match(trips[0]!, /^start transaction isolation level serializable/);
      const row = await db.selectFrom('notes').select('body').where('id', '=', 5).executeTakeFirstOrThrow();
      assert.equal(row.body, 'FIVE');
    });
  },
);

/**
 * SQLite's group commit as the service uses it: a flush of the WAL is owed after a transaction that wrote or a
 * write outside one, not after reads; no HTTP answer leaves while a commit it may reflect is not on disk; and
 * requests that write together share flushes. (PostgreSQL commits are durable when they return: nothing waits.)
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Generated } from 'kysely';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createOrg, type TestOrg } from '../../../test/factories.ts';
import { createTestDatabase, testDialect, type TestDatabase } from '../../../test/test-database.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';

const sqliteOnly = { skip: testDialect() !== 'sqlite' && 'group commit is SQLite’s' };

/** Flushes the test can hold: while `held`, each flush waits for `release()`. */
function gate() {
  let held = false;
  let waiting: (() => void)[] = [];
  let flushes = 0;
  return {
    flushWal: async (flush: () => Promise<void>) => {
      flushes++;
      if (held) await new Promise<void>((resolve) => waiting.push(resolve));
      await flush();
    },
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      for (const resolve of waiting) resolve();
      waiting = [];
    },
    get flushes() {
      return flushes;
    },
  };
}

const answeredWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

describe('group commit: which statements owe a flush', sqliteOnly, () => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle<{ notes: { id: Generated<number>; body: string } }>;
  const flushes = gate();

  before(async () => {
    testDb = await createTestDatabase();
    handle = openDatabase(testDb.database, { flushWal: flushes.flushWal });
    await sql`create table notes (id integer primary key, body text not null)`.execute(handle.db);
    await handle.durable();
  });
  after(async () => {
    await handle.close();
    await testDb.drop();
  });

  async function flushesFor(work: () => Promise<unknown>): Promise<number> {
    const before = flushes.flushes;
    await work();
    await handle.durable();
    return flushes.flushes - before;
  }

  it('owes one after a write outside a transaction, and after a transaction that wrote', async () => {
    assert.equal(await flushesFor(() => handle.db.insertInto('notes').values({ body: 'a' }).execute()), 1);
    assert.equal(
      await flushesFor(() =>
        handle.db.transaction().execute(async (trx) => {
          await trx.insertInto('notes').values({ body: 'b' }).execute();
          await trx.updateTable('notes').set({ body: 'c' }).where('body', '=', 'b').execute();
        }),
      ),
      1,
    );
    assert.equal(
      await flushesFor(() =>
        handle.db.insertInto('notes').values({ body: 'd' }).returning('id').executeTakeFirstOrThrow(),
      ),
      1,
      'a write answered with rows (returning) counts too',
    );
  });

  it('owes none after reads, inside a transaction or not', async () => {
    assert.equal(await flushesFor(() => handle.db.selectFrom('notes').selectAll().execute()), 0);
    assert.equal(
      await flushesFor(() =>
        handle.db.transaction().execute((trx) => trx.selectFrom('notes').selectAll().execute()),
      ),
      0,
    );
  });
});

describe('group commit: answers wait for the disk', sqliteOnly, () => {
  let t: TestApp;
  let o: TestOrg;
  const flushes = gate();

  before(async () => {
    t = await buildTestApp({ build: { flushWal: flushes.flushWal } });
    o = await createOrg(t);
  });
  after(async () => {
    flushes.release();
    await t.close();
  });

  const createGroup = (name: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/usergroups/`,
      headers: { authorization: `Bearer ${o.admin.jwt}` },
      payload: { name, description: '', org_id: o.org.id },
    });

  it('holds a write’s answer, and any answer after it, until the flush is done', async () => {
    await t.services.database.durable();
    const idle = t.app.inject({ url: '/api/v1/health' });
    flushes.hold();
    assert.equal(await answeredWithin(idle, 2000), true, 'nothing to flush: a read answers at once');

    const write = createGroup('held');
    assert.equal(await answeredWithin(write, 300), false, 'the write is not answered before its flush');
    const read = t.app.inject({ url: '/api/v1/health' });
    assert.equal(await answeredWithin(read, 200), false, 'nor is a read that may show it');
    flushes.release();
    assert.equal((await write).statusCode, 200, (await write).body);
    assert.equal((await read).statusCode, 200);
  });

  it('shares flushes between writes made together', async () => {
    await t.services.database.durable();
    const before = flushes.flushes;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => createGroup(`group ${i}`)));
    for (const answer of answers) assert.equal(answer.statusCode, 200, answer.body);
    const used = flushes.flushes - before;
    assert.ok(used >= 1 && used < 20, `20 writes used ${used} flushes`);
  });
});

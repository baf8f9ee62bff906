/**
 * Statements compiled once (`compiledOnce`): the builder runs once per database and shape, every later call binds
 * its own values (numbers, strings, list items) where the stand-ins stood and keeps the builder's constants;
 * a list of another length is another statement. On either database, against real rows.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createOrg } from '../../../test/factories.ts';
import { statementRecorder } from '../../../test/statements.ts';
import type { Database } from '../../db.ts';
import { compiledOnce, padded } from './compiled-once.ts';

describe('compiledOnce', () => {
  const statements = statementRecorder();
  let t: TestApp;
  let db: Kysely<Database>;
  before(async () => {
    t = await buildTestApp({ build: { onStatement: statements.onStatement } });
    db = t.services.db;
  });
  after(() => t.close());

  it('builds once per shape and binds each call its own values', async () => {
    let builds = 0;
    const members = compiledOnce(
      (executor, a: { slug: string; role: string; limit: number; ids: number[] }) => {
        builds += 1;
        const own = executor as Kysely<Database>;
        return (
          own
            .selectFrom('memberships as m')
            .innerJoin('organizations as o', 'o.id', 'm.org_id')
            .select(['m.user_id', 'm.role'])
            .where('o.slug', '=', a.slug)
            .where('m.role', '=', a.role)
            .where('m.user_id', 'in', a.ids)
            // A constant of the builder: stays what it was.
            .where('o.id', '>', 0)
            .orderBy('m.user_id')
            .limit(a.limit)
        );
      },
    );
    const one = await createOrg(t);
    const two = await createOrg(t);
    const admins = (o: typeof one) => [o.admin.user.id];
    /** The members of `o` with `role`, among its admins, at most `limit`. */
    const run = (o: typeof one, role: string, limit = 5) =>
      members(db, { slug: o.org.slug, role, limit, ids: padded(admins(o), -1) });

    assert.deepEqual((await run(one, 'admin')).rows, [{ user_id: one.admin.user.id, role: 'admin' }]);
    const { result: second, statements: sent } = await statements.during(() => run(two, 'admin'));
    assert.deepEqual(second.rows, [{ user_id: two.admin.user.id, role: 'admin' }]);
    assert.equal(builds, 1);
    assert.equal(sent.length, 1);
    // Other values in every place: nothing of an earlier call's is left in the statement.
    assert.deepEqual((await run(one, 'learner')).rows, []);
    assert.deepEqual((await run(one, 'admin', 0)).rows, []);
    assert.equal(builds, 1);

    // A list of another length is another statement, built once too.
    const both = [...admins(one), ...admins(two)];
    const long = padded([...both, 0, 0, 0], -1);
    assert.equal(long.length, 16);
    const again = await members(db, { slug: two.org.slug, role: 'admin', limit: 5, ids: long });
    assert.deepEqual(again.rows, [{ user_id: two.admin.user.id, role: 'admin' }]);
    await members(db, { slug: one.org.slug, role: 'admin', limit: 5, ids: long });
    assert.equal(builds, 2);
  });

  it('is built once for the database and every one of its transactions', async () => {
    let builds = 0;
    const roleOf = compiledOnce((executor, a: { orgId: number; userId: number }) => {
      builds += 1;
      return (executor as Kysely<Database>)
        .selectFrom('memberships')
        .select('role')
        .where('org_id', '=', a.orgId)
        .where('user_id', '=', a.userId);
    });
    const o = await createOrg(t);
    const args = { orgId: o.org.id, userId: o.admin.user.id };
    assert.deepEqual((await roleOf(db, args)).rows, [{ role: 'admin' }]);
    for (let i = 0; i < 2; i++) {
      const rows = await db.transaction().execute(async (trx) => (await roleOf(trx, args)).rows);
      assert.deepEqual(rows, [{ role: 'admin' }]);
    }
    assert.equal(builds, 1);
  });

  it('pads a list to the first length that holds it', () => {
    assert.deepEqual(padded([], 0), [0, 0, 0, 0]);
    assert.deepEqual(padded([1, 2, 3, 4], 0), [1, 2, 3, 4]);
    assert.equal(padded([1, 2, 3, 4, 5], 0).length, 16);
    assert.equal(
      padded(
        Array.from({ length: 300 }, () => 1),
        0,
      ).length,
      300,
    );
  });
});

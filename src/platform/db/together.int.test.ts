/**
 * Several single-row reads in one statement (`readTogether`): each part reads back its own row under its own
 * column names, whatever the other parts name theirs; a part that finds nothing reads `undefined`; a part may
 * filter by another part's expression; and it is one statement on either database. `combinedRead` compiles its
 * statement once, transactions included.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createOrg } from '../../../test/factories.ts';
import { statementRecorder } from '../../../test/statements.ts';
import { testDialect } from '../../../test/test-database.ts';
import type { Database } from '../../db.ts';
import { combinedRead, readTogether, type RawRow } from './together.ts';

describe('readTogether', () => {
  const statements = statementRecorder();
  let t: TestApp;
  let db: Kysely<Database>;
  before(async () => {
    t = await buildTestApp({ build: { onStatement: statements.onStatement } });
    db = t.services.db;
  });
  after(() => t.close());

  const asIs = (row: RawRow | undefined) => row;

  it('answers each part its own row, one statement for all', async () => {
    const o = await createOrg(t);
    const orgIdOfSlug = db.selectFrom('organizations').select('id').where('slug', '=', o.org.slug);
    const { result, statements: sent } = await statements.during(() =>
      readTogether(db, {
        org: {
          query: db.selectFrom('organizations').select(['id', 'slug']).where('id', '=', o.org.id),
          read: asIs,
        },
        admin: {
          query: db.selectFrom('users').select(['id', 'email']).where('id', '=', o.admin.user.id),
          read: asIs,
        },
        role: {
          query: db
            .selectFrom('memberships')
            .select(['role', 'user_id as member'])
            .where('org_id', '=', orgIdOfSlug.$asScalar())
            .where('user_id', '=', o.admin.user.id),
          read: asIs,
        },
        nobody: { query: db.selectFrom('users').select(['id', 'email']).where('id', '=', -1), read: asIs },
      }),
    );
    assert.equal(sent.length, 1);
    assert.deepEqual(result, {
      org: { id: o.org.id, slug: o.org.slug },
      admin: { id: o.admin.user.id, email: o.admin.email },
      role: { role: 'admin', member: o.admin.user.id },
      nobody: undefined,
    });
  });

  it('compiles a combined read once for the database and every one of its transactions', async () => {
    let builds = 0;
    const orgAndRole = combinedRead((executor, a: { orgId: number; userId: number }) => {
      builds += 1;
      const own = executor as Kysely<Database>;
      return {
        org: { query: own.selectFrom('organizations').select('slug').where('id', '=', a.orgId), read: asIs },
        role: {
          query: own
            .selectFrom('memberships')
            .select('role')
            .where('org_id', '=', a.orgId)
            .where('user_id', '=', a.userId),
          read: asIs,
        },
      };
    });
    const o = await createOrg(t);
    const args = { orgId: o.org.id, userId: o.admin.user.id };
    const expected = { org: { slug: o.org.slug }, role: { role: 'admin' } };
    assert.deepEqual(await orgAndRole(db, args), expected);
    for (let i = 0; i < 2; i++) {
      assert.deepEqual(await db.transaction().execute((trx) => orgAndRole(trx, args)), expected);
    }
    assert.equal(builds, 1);
  });

  it('looks a shared key up once on PostgreSQL, for every part that filters by it, and reads nothing when it is missing', async () => {
    const byAdminEmail = combinedRead((executor, a: { email: string }, share) => {
      const own = executor as Kysely<Database>;
      const userId = share(own.selectFrom('users').select('id').where('email', '=', a.email).$asScalar());
      // A shared key may be part of another: the user's organization, through their membership.
      const orgId = share(
        own.selectFrom('memberships').select('org_id').where('user_id', '=', userId).$asScalar(),
      );
      return {
        user: { query: own.selectFrom('users').select('username').where('id', '=', userId), read: asIs },
        role: {
          query: own
            .selectFrom('memberships')
            .select('role')
            .where('org_id', '=', orgId)
            .where('user_id', '=', userId),
          read: asIs,
        },
        org: { query: own.selectFrom('organizations').select('slug').where('id', '=', orgId), read: asIs },
      };
    });
    const o = await createOrg(t);
    const { result, statements: sent } = await statements.during(() =>
      byAdminEmail(db, { email: o.admin.email }),
    );
    assert.deepEqual(result, {
      user: { username: o.admin.user.username },
      role: { role: 'admin' },
      org: { slug: o.org.slug },
    });
    assert.equal(sent.length, 1);
    // On PostgreSQL each key's lookup is in the statement once, however many parts use it; SQLite runs each
    // copy of it once per statement by itself, and keeps it where it is used.
    const lookups = (pattern: RegExp) => sent[0]!.match(pattern)?.length;
    if (testDialect() === 'postgres') {
      assert.equal(lookups(/from "users" where "email"/g), 1);
      assert.equal(lookups(/from "memberships" where "user_id"/g), 1);
    } else {
      assert.doesNotMatch(sent[0]!, /^with /);
      assert.equal(lookups(/from "users" where "email"/g), 4);
    }
    assert.deepEqual(await byAdminEmail(db, { email: 'nobody@example.test' }), {
      user: undefined,
      role: undefined,
      org: undefined,
    });
  });

  it('refuses a part that answers more than one row, and a column it cannot name', async () => {
    await createOrg(t);
    await assert.rejects(
      readTogether(db, { all: { query: db.selectFrom('organizations').select('id'), read: asIs } }),
      /more than one row/,
    );
    await assert.rejects(
      readTogether(db, { all: { query: db.selectFrom('organizations').selectAll().limit(1), read: asIs } }),
      /names each of its columns/,
    );
  });
});

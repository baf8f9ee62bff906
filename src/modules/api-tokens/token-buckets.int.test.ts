/**
 * Tokens and the buckets added after them [CONTRACT 11]: a token stored before a bucket existed holds nothing
 * in it, and that bucket does not count when the token hands out a role, so an integration that provisions
 * learners keeps working after an upgrade; a token whose rights were set since then is judged on every bucket.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  ALL_RIGHTS,
  bearer,
  createApiToken,
  createOrg,
  uniq,
  type TestOrg,
} from '../../../test/factories.ts';
import { FIRST_BUCKETS, type Rights } from '../access/index.ts';

const FULL = { action_create: true, action_read: true, action_update: true, action_delete: true };
/** Every right of the buckets a token could ask for before the new families. */
const FIRST_RIGHTS: Rights = Object.fromEntries(FIRST_BUCKETS.map((bucket) => [bucket, FULL]));

describe('api tokens: buckets added after a token was made', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  function provision(o: TestOrg, token: string) {
    const id = uniq();
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/${o.org.slug}/users`,
      headers: bearer(token),
      payload: { email: `p-${id}@example.com`, username: `p_${id}`, role: 'learner' },
    });
  }

  /** Rewrites a token's stored row as the version before the new buckets left it. */
  async function storedBeforeUpgrade(tokenUuid: string): Promise<void> {
    const result = await t.services.db
      .updateTable('api_tokens')
      .set({ rights: JSON.stringify(FIRST_RIGHTS), rights_buckets: JSON.stringify(FIRST_BUCKETS) })
      .where('token_uuid', '=', tokenUuid)
      .executeTakeFirst();
    assert.equal(Number(result.numUpdatedRows), 1);
  }

  it('lets a token stored before the upgrade keep provisioning learners', async () => {
    const o = await createOrg(t);
    const { token, token_uuid } = await createApiToken(t, o, ALL_RIGHTS);
    await storedBeforeUpgrade(token_uuid);
    const response = await provision(o, token);
    assert.equal(response.statusCode, 200, response.body);
  });

  it('judges a token whose rights were set after the upgrade on every bucket', async () => {
    const o = await createOrg(t);
    const { token } = await createApiToken(t, o, FIRST_RIGHTS);
    assertError(await provision(o, token), 403, 'rights_exceed_token');
    const withAll = await createApiToken(t, o, ALL_RIGHTS);
    assert.equal((await provision(o, withAll.token)).statusCode, 200);
  });

  it('records the buckets a token could ask for, and moves them when its rights change', async () => {
    const o = await createOrg(t);
    const { token, token_uuid } = await createApiToken(t, o, ALL_RIGHTS);
    await storedBeforeUpgrade(token_uuid);
    // Setting the rights again (still without the new buckets) makes them count.
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/orgs/${o.org.id}/api-tokens/${token_uuid}`,
      headers: bearer(o.admin.jwt),
      payload: { rights: FIRST_RIGHTS },
    });
    assert.equal(updated.statusCode, 200, updated.body);
    assertError(await provision(o, token), 403, 'rights_exceed_token');
  });

  it('shows a token stored before the upgrade holding nothing in the new buckets', async () => {
    const o = await createOrg(t);
    const { token_uuid } = await createApiToken(t, o, ALL_RIGHTS);
    await storedBeforeUpgrade(token_uuid);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orgs/${o.org.id}/api-tokens/${token_uuid}`,
      headers: bearer(o.admin.jwt),
    });
    const rights = read.json<{ rights: Record<string, Record<string, boolean>> }>().rights;
    assert.deepEqual(rights.courses, FULL);
    for (const bucket of ['collections', 'communities', 'discussions', 'podcasts', 'boards', 'playgrounds'])
      assert.equal(Object.values(rights[bucket] ?? {}).some(Boolean), false, bucket);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  ALL_RIGHTS,
  addMember,
  bearer,
  createApiToken,
  createOrg,
  createUser,
  type TestOrg,
} from '../../../test/factories.ts';
import { normalizeRights, type Rights } from '../access/index.ts';
import { assertError } from '../../../test/assertions.ts';

const HOUR_MS = 60 * 60 * 1000;

function jwtClaims(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1];
  assert.ok(payload !== undefined, 'a JWT has three parts');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Every right except the ones named as `bucket:action`. */
function allRightsExcept(...excluded: string[]): Rights {
  return normalizeRights((bucket, action) => !excluded.includes(`${bucket}:${action}`));
}

describe('token swap: POST /admin/{org_slug}/auth/token', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  async function swap(
    o: TestOrg,
    payload: unknown,
    headers: Record<string, string> = {},
    slug = o.org.slug,
  ): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/${slug}/auth/token`,
      headers,
      payload: payload as object,
    });
  }

  async function me(jwt: string): Promise<LightMyRequestResponse> {
    return t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(jwt) });
  }

  it('mints a one-hour bearer JWT for a member that works as that user', async () => {
    const o = await createOrg(t);
    const learner = await addMember(t, o.org.id, 'learner');
    const { token } = await createApiToken(t, o, ALL_RIGHTS);
    const now = t.clock.now().getTime();

    const response = await swap(o, { user_id: learner.user.id }, bearer(token));
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), [
      'access_token',
      'expiry',
      'token_type',
      'user_id',
      'user_uuid',
    ]);
    assert.equal(body.token_type, 'bearer');
    assert.equal(body.user_id, learner.user.id);
    assert.equal(body.user_uuid, learner.user.user_uuid);
    assert.equal(body.expiry, now + HOUR_MS);

    const claims = jwtClaims(body.access_token);
    assert.equal(claims.sub, learner.user.user_uuid);
    assert.equal(claims.exp, Math.floor(now / 1000) + 3600);
    assert.equal(claims.iat, Math.floor(now / 1000));

    const who = await me(body.access_token);
    assert.equal(who.statusCode, 200, who.body);
    assert.equal(who.json().id, learner.user.id);
    assert.equal(who.json().user_uuid, learner.user.user_uuid);
    assert.equal(who.json().email, learner.email);
    assert.deepEqual(
      who.json<{ orgs: { org_id: number; role: string }[] }>().orgs.map((m) => [m.org_id, m.role]),
      [[o.org.id, 'learner']],
    );
  });

  it("confines the swapped session: /users/me shows only the token's organization and logout is refused", async () => {
    const o = await createOrg(t);
    const other = await createOrg(t);
    const person = await addMember(t, o.org.id, 'learner');
    await t.services.db
      .transaction()
      .execute((trx) =>
        t.services.invites.join(trx, other.org.id, person.user.id, { role: 'admin', method: 'email' }),
      );
    const { token } = await createApiToken(t, o, ALL_RIGHTS);
    const swapped = (await swap(o, { user_id: person.user.id }, bearer(token))).json().access_token as string;

    const who = await me(swapped);
    assert.deepEqual(
      who.json<{ orgs: { org_id: number }[] }>().orgs.map((m) => m.org_id),
      [o.org.id],
    );
    const own = await me(person.jwt);
    assert.deepEqual(
      own
        .json<{ orgs: { org_id: number }[] }>()
        .orgs.map((m) => m.org_id)
        .sort(),
      [o.org.id, other.org.id].sort(),
    );

    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/logout',
      headers: bearer(swapped),
    });
    assertError(logout, 403, 'swapped_session');
    // The person's own session survives the refused logout.
    assert.equal((await me(person.jwt)).statusCode, 200);
  });

  it('acts with the rights of the user, not those of the token', async () => {
    const o = await createOrg(t);
    const learner = await addMember(t, o.org.id, 'learner');
    const { token } = await createApiToken(t, o, ALL_RIGHTS);
    const response = await swap(o, { user_id: learner.user.id }, bearer(token));
    assert.equal(response.statusCode, 200, response.body);
    const members = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orgs/${o.org.id}/users`,
      headers: bearer(response.json().access_token),
    });
    assertError(members, 403, 'missing_right');
  });

  it('swaps for an admin when the token holds every right', async () => {
    const o = await createOrg(t);
    const { token } = await createApiToken(t, o, ALL_RIGHTS);
    const response = await swap(o, { user_id: o.admin.user.id }, bearer(token));
    assert.equal(response.statusCode, 200, response.body);
    const members = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orgs/${o.org.id}/users`,
      headers: bearer(response.json().access_token),
    });
    assert.equal(members.statusCode, 200, members.body);
  });

  it('keeps the swapped JWT inside the organization of the API token', async () => {
    const o = await createOrg(t);
    const elsewhere = await createOrg(t);
    // The admin of another organization is also a learner here: a token of this organization must not
    // become that person's admin session over there.
    await t.services.db
      .transaction()
      .execute((trx) =>
        t.services.invites.join(trx, o.org.id, elsewhere.admin.user.id, { role: 'learner', method: 'email' }),
      );
    const victim = await addMember(t, elsewhere.org.id, 'learner');
    const { token } = await createApiToken(t, o, ALL_RIGHTS);

    const response = await swap(o, { user_id: elsewhere.admin.user.id }, bearer(token));
    assert.equal(response.statusCode, 200, response.body);
    const jwt = response.json<{ access_token: string }>().access_token;

    assert.equal((await me(jwt)).statusCode, 200, 'the session itself works');
    assertError(
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/orgs/${elsewhere.org.id}/users`,
        headers: bearer(jwt),
      }),
      403,
      'other_organization',
    );
    assertError(
      await t.app.inject({
        method: 'PUT',
        url: `/api/v1/orgs/${elsewhere.org.id}/users/${victim.user.id}/role`,
        headers: bearer(jwt),
        payload: { role: 'admin' },
      }),
      403,
      'other_organization',
    );
    assertError(
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/orgs/${elsewhere.org.id}/api-tokens`,
        headers: bearer(jwt),
        payload: { name: 'escape', rights: ALL_RIGHTS },
      }),
      403,
      'other_organization',
    );
    const members = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orgs/${elsewhere.org.id}/users`,
      headers: bearer(elsewhere.admin.jwt),
    });
    assert.equal(members.statusCode, 200, "the person's own session still works there");
  });

  it('refuses a swapped session on API-token management with 403 session_only', async () => {
    const o = await createOrg(t);
    const { token, token_uuid } = await createApiToken(t, o, ALL_RIGHTS);
    const response = await swap(o, { user_id: o.admin.user.id }, bearer(token));
    assert.equal(response.statusCode, 200, response.body);
    const jwt = response.json<{ access_token: string }>().access_token;
    const base = `/api/v1/orgs/${o.org.id}/api-tokens`;
    const routes: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }[] = [
      { method: 'POST', url: base, payload: { name: 'successor', rights: ALL_RIGHTS } },
      { method: 'GET', url: base },
      { method: 'GET', url: `${base}/${token_uuid}` },
      { method: 'PUT', url: `${base}/${token_uuid}`, payload: { name: 'renamed' } },
      { method: 'DELETE', url: `${base}/${token_uuid}` },
    ];
    for (const route of routes) {
      const refused = await t.app.inject({ ...route, headers: bearer(jwt) });
      assertError(refused, 403, 'session_only');
    }
    const list = await t.app.inject({ method: 'GET', url: base, headers: bearer(o.admin.jwt) });
    assert.deepEqual(
      list.json<{ token_uuid: string }[]>().map((i) => i.token_uuid),
      [token_uuid],
      'no token was created, renamed or revoked',
    );
    assert.notEqual(list.json()[0].name, 'renamed');
  });

  it('answers 401 after one hour with token_expired', async () => {
    const o = await createOrg(t);
    const learner = await addMember(t, o.org.id, 'learner');
    const { token } = await createApiToken(t, o, ALL_RIGHTS);
    const response = await swap(o, { user_id: learner.user.id }, bearer(token));
    const jwt = response.json<{ access_token: string }>().access_token;

    t.clock.advance(HOUR_MS - 1_000);
    assert.equal((await me(jwt)).statusCode, 200);
    t.clock.advance(1_000);
    assertError(await me(jwt), 401, 'token_expired');
  });

  it('answers 403 api_token_required for a user JWT', async () => {
    const o = await createOrg(t);
    const learner = await addMember(t, o.org.id, 'learner');
    assertError(await swap(o, { user_id: learner.user.id }, bearer(o.admin.jwt)), 403, 'api_token_required');
  });

  it('answers 403 other_organization for a token of another organization', async () => {
    const o = await createOrg(t);
    const other = await createOrg(t);
    const learner = await addMember(t, o.org.id, 'learner');
    const { token } = await createApiToken(t, other, ALL_RIGHTS);
    assertError(await swap(o, { user_id: learner.user.id }, bearer(token)), 403, 'other_organization');
  });

  it('answers 404 for an unknown organization slug', async () => {
    const o = await createOrg(t);
    const { token } = await createApiToken(t, o, ALL_RIGHTS);
    assertError(
      await swap(o, { user_id: o.admin.user.id }, bearer(token), 'no-such-org-anywhere'),
      404,
      'not_found',
    );
  });

  it('answers 404 for an unknown user', async () => {
    const o = await createOrg(t);
    const { token } = await createApiToken(t, o, ALL_RIGHTS);
    assertError(await swap(o, { user_id: 987_654_321 }, bearer(token)), 404, 'not_found');
  });

  it('answers 403 not_member for a user outside the organization', async () => {
    const o = await createOrg(t);
    const other = await createOrg(t);
    const outsider = await createUser(t);
    const { token } = await createApiToken(t, o, ALL_RIGHTS);
    assertError(await swap(o, { user_id: outsider.user.id }, bearer(token)), 403, 'not_member');
    assertError(await swap(o, { user_id: other.admin.user.id }, bearer(token)), 403, 'not_member');
  });

  it('answers 403 missing_right for a token without users:update', async () => {
    const o = await createOrg(t);
    const learner = await addMember(t, o.org.id, 'learner');
    const { token } = await createApiToken(t, o, allRightsExcept('users:update'));
    assertError(await swap(o, { user_id: learner.user.id }, bearer(token)), 403, 'missing_right');
  });

  it('answers 403 rights_exceed_token when the user holds rights the token lacks', async () => {
    const o = await createOrg(t);
    const instructor = await addMember(t, o.org.id, 'instructor');
    const learner = await addMember(t, o.org.id, 'learner');
    const narrow = await createApiToken(t, o, allRightsExcept('assignments:delete'));

    assertError(
      await swap(o, { user_id: instructor.user.id }, bearer(narrow.token)),
      403,
      'rights_exceed_token',
    );
    assertError(
      await swap(o, { user_id: o.admin.user.id }, bearer(narrow.token)),
      403,
      'rights_exceed_token',
    );
    const forLearner = await swap(o, { user_id: learner.user.id }, bearer(narrow.token));
    assert.equal(forLearner.statusCode, 200, 'a learner holds no assignments:delete');

    const full = await createApiToken(t, o, ALL_RIGHTS);
    assert.equal((await swap(o, { user_id: instructor.user.id }, bearer(full.token))).statusCode, 200);
  });

  it('judges the token by its effective rights once its creator is demoted', async () => {
    const o = await createOrg(t);
    const second = await addMember(t, o.org.id, 'admin');
    const maintainer = await addMember(t, o.org.id, 'maintainer');
    const { token } = await createApiToken(t, o, ALL_RIGHTS);
    assert.equal((await swap(o, { user_id: maintainer.user.id }, bearer(token))).statusCode, 200);

    const demoted = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/orgs/${o.org.id}/users/${o.admin.user.id}/role`,
      headers: bearer(second.jwt),
      payload: { role: 'maintainer' },
    });
    assert.equal(demoted.statusCode, 200, demoted.body);
    assert.equal((await swap(o, { user_id: maintainer.user.id }, bearer(token))).statusCode, 200);

    const toInstructor = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/orgs/${o.org.id}/users/${o.admin.user.id}/role`,
      headers: bearer(second.jwt),
      payload: { role: 'instructor' },
    });
    assert.equal(toInstructor.statusCode, 200, toInstructor.body);
    assertError(await swap(o, { user_id: maintainer.user.id }, bearer(token)), 403, 'missing_right');
  });

  it('answers 422 for a missing or non-integer user_id', async () => {
    const o = await createOrg(t);
    const { token } = await createApiToken(t, o, ALL_RIGHTS);
    const id = o.admin.user.id;
    for (const payload of [
      {},
      { user_id: String(id) },
      { user_id: id + 0.5 },
      { user_id: null },
      { user_id: 0 },
      { user_id: 1e20 },
    ]) {
      const response = await swap(o, payload, bearer(token));
      assertError(response, 422, 'validation_error');
      const locs = response.json<{ detail: { loc: string[] }[] }>().detail.map((i) => i.loc.join('.'));
      assert.ok(locs.includes('body.user_id'), response.body);
    }
    assertError(await swap(o, { user_id: id, org: 1 }, bearer(token)), 422, 'validation_error');
  });

  it('answers 401 without credentials or with a bad one', async () => {
    const o = await createOrg(t);
    const { token, token_uuid } = await createApiToken(t, o, ALL_RIGHTS);
    assertError(await swap(o, { user_id: o.admin.user.id }), 401, 'unauthorized');
    assertError(await swap(o, {}), 401, 'unauthorized');
    assertError(await swap(o, { user_id: o.admin.user.id }, bearer('svc_nope')), 401, 'invalid_token');

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/orgs/${o.org.id}/api-tokens/${token_uuid}`,
      headers: bearer(o.admin.jwt),
    });
    assert.equal(revoked.statusCode, 204);
    assertError(await swap(o, { user_id: o.admin.user.id }, bearer(token)), 401, 'invalid_token');
  });

  it('refuses an expired API token with 401 token_expired', async () => {
    const o = await createOrg(t);
    const expiresAt = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const { token } = await createApiToken(t, o, ALL_RIGHTS, { expires_at: expiresAt });
    assert.equal((await swap(o, { user_id: o.admin.user.id }, bearer(token))).statusCode, 200);
    t.clock.advance(60_000);
    assertError(await swap(o, { user_id: o.admin.user.id }, bearer(token)), 401, 'token_expired');
  });
});

describe('token swap under saas plans', () => {
  let s: TestApp;
  before(async () => {
    s = await buildTestApp({ deploymentMode: 'saas' });
  });
  after(() => s.close());

  it('stops swapping once the organization drops below pro', async () => {
    const o = await createOrg(s, { plan: 'pro' });
    const learner = await addMember(s, o.org.id, 'learner');
    const { token } = await createApiToken(s, o, ALL_RIGHTS);
    const request = () =>
      s.app.inject({
        method: 'POST',
        url: `/api/v1/admin/${o.org.slug}/auth/token`,
        headers: bearer(token),
        payload: { user_id: learner.user.id },
      });
    assert.equal((await request()).statusCode, 200);
    await s.services.orgs.setPlan(o.org.slug, 'free');
    assertError(await request(), 403, 'plan_required');
  });
});

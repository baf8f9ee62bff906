/**
 * The member limit of `saas` mode [CONTRACT 11]: every path that adds a member answers 403
 * `member_limit_reached` once the organization holds its plan's limit (raised by active `member_seats` packs),
 * and adds nothing; two joins for the last seat cannot both pass; self-hosted deployments have no limit.
 */
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { after, before, describe, it } from 'node:test';
import { assertError } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { PASSWORD, bearer, createOrg, createUser, uniq, type TestOrg } from '../../../test/factories.ts';
import { TEST_CLIENT_ID, startOidcProvider, type TestOidcProvider } from '../../../test/oidc-provider.ts';
import { RACERS, assertOneWinner, race } from '../../../test/races.ts';

const PLATFORM_KEY = 'platform-key-for-member-limit-tests-0123456789';
const FREE_LIMIT = 50;

/** Adds members (learners) until the organization holds `total`, through the one membership path. */
async function fillTo(t: TestApp, o: TestOrg, total: number): Promise<void> {
  const have = await memberCount(t, o.org.id);
  await t.services.db.transaction().execute(async (trx) => {
    for (let i = have; i < total; i++) {
      const id = uniq();
      const user = await t.services.identity.insertUser(
        trx,
        { email: `filler-${id}@example.com`, username: `filler_${id}` },
        null,
        true,
      );
      await t.services.invites.join(trx, o.org.id, user.id, { role: 'learner', method: 'email' });
    }
  });
}

async function memberCount(t: TestApp, orgId: number): Promise<number> {
  const rows = await t.services.db
    .selectFrom('memberships')
    .select('id')
    .where('org_id', '=', orgId)
    .execute();
  return rows.length;
}

let addressCounter = 0;
function freshAddress(): string {
  addressCounter += 1;
  return `10.77.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

async function inviteCode(t: TestApp, o: TestOrg): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/orgs/${o.org.id}/invites`,
    headers: bearer(o.admin.jwt),
    payload: { emails: [] },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<{ invite_code: string }>().invite_code;
}

interface Path {
  name: string;
  /** Prepares what the path needs (before the organization is full) and returns the request that adds a member. */
  prepare(t: TestApp, o: TestOrg): Promise<() => Promise<LightMyRequestResponse>>;
}

function signupBody() {
  const id = uniq();
  return { email: `new-${id}@example.com`, username: `new_${id}`, password: PASSWORD };
}

let provider: TestOidcProvider;

/** Every way a person becomes a member of an organization. */
const PATHS: Path[] = [
  {
    name: 'signup (POST /users/{org_id})',
    prepare: (t, o) =>
      Promise.resolve(() =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/users/${o.org.id}`,
          payload: signupBody(),
          remoteAddress: freshAddress(),
        }),
      ),
  },
  {
    name: 'signup with an invite code (POST /users/{org_id}/invite/{code})',
    prepare: async (t, o) => {
      const code = await inviteCode(t, o);
      return () =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/users/${o.org.id}/invite/${code}`,
          payload: signupBody(),
          remoteAddress: freshAddress(),
        });
    },
  },
  {
    name: 'joining as a signed-in user (POST /orgs/{org_id}/join)',
    prepare: async (t, o) => {
      const person = await createUser(t);
      return () =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/orgs/${o.org.id}/join`,
          headers: bearer(person.jwt),
          payload: {},
        });
    },
  },
  {
    name: 'accepting an invite as a signed-in user (POST /orgs/{org_id}/join {invite_code})',
    prepare: async (t, o) => {
      const person = await createUser(t);
      const code = await inviteCode(t, o);
      return () =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/orgs/${o.org.id}/join`,
          headers: bearer(person.jwt),
          payload: { invite_code: code },
        });
    },
  },
  {
    name: 'OpenID sign-in creating an account (POST /auth/oauth?org_id=)',
    prepare: async (t, o) => {
      const id = uniq();
      const subject = provider.addAccount({ email: `oidc-${id}@example.com`, email_verified: true });
      const token = await provider.accessToken(subject);
      return () =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/auth/oauth?org_id=${o.org.id}`,
          payload: { provider: 'test-idp', access_token: token },
          remoteAddress: freshAddress(),
        });
    },
  },
  {
    name: 'OpenID sign-in of an existing account joining (POST /auth/oauth?org_id=)',
    prepare: async (t, o) => {
      const id = uniq();
      const subject = provider.addAccount({ email: `oidc-old-${id}@example.com`, email_verified: true });
      const token = await provider.accessToken(subject);
      // The account exists first, in no organization.
      const first = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/oauth',
        payload: { provider: 'test-idp', access_token: token },
        remoteAddress: freshAddress(),
      });
      assert.equal(first.statusCode, 200, first.body);
      return () =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/auth/oauth?org_id=${o.org.id}`,
          payload: { provider: 'test-idp', access_token: token },
          remoteAddress: freshAddress(),
        });
    },
  },
  {
    name: 'provisioning (POST /admin/{org_slug}/users)',
    prepare: (t, o) =>
      Promise.resolve(() =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/${o.org.slug}/users`,
          headers: bearer(o.admin.jwt),
          payload: { email: `prov-${uniq()}@example.com`, username: `prov_${uniq()}` },
        }),
      ),
  },
];

describe('member limit (saas)', () => {
  let t: TestApp;
  before(async () => {
    provider = await startOidcProvider();
    t = await buildTestApp({
      deploymentMode: 'saas',
      platformApiKey: PLATFORM_KEY,
      oidcProviders: [{ name: 'test-idp', issuer: provider.issuer, clientId: TEST_CLIENT_ID }],
    });
  });
  after(async () => {
    await t.close();
    await provider.close();
  });

  async function activateSeats(o: TestOrg): Promise<void> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/internal/packs/${o.org.id}/activate`,
      headers: { 'x-platform-key': PLATFORM_KEY },
      payload: { pack_id: 'seats_200', platform_subscription_id: `sub_${uniq()}` },
    });
    assert.equal(response.statusCode, 200, response.body);
  }

  for (const path of PATHS) {
    it(`${path.name}: the last seat is taken, past it 403 member_limit_reached, a seat pack opens 200 more`, async () => {
      const o = await createOrg(t);
      await fillTo(t, o, FREE_LIMIT - 1);
      const lastSeat = await (await path.prepare(t, o))();
      assert.equal(lastSeat.statusCode, 200, lastSeat.body);
      assert.equal(await memberCount(t, o.org.id), FREE_LIMIT);

      const refused = await (await path.prepare(t, o))();
      assertError(refused, 403, 'member_limit_reached');
      assert.equal(await memberCount(t, o.org.id), FREE_LIMIT, 'nothing added');

      await activateSeats(o);
      const admitted = await (await path.prepare(t, o))();
      assert.equal(admitted.statusCode, 200, admitted.body);
      assert.equal(await memberCount(t, o.org.id), FREE_LIMIT + 1);
    });
  }

  it('a refused signup creates no account', async () => {
    const o = await createOrg(t);
    await fillTo(t, o, FREE_LIMIT);
    const body = signupBody();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${o.org.id}`,
      payload: body,
      remoteAddress: freshAddress(),
    });
    assertError(response, 403, 'member_limit_reached');
    assert.equal(await t.services.identity.findUserByEmail(body.email), undefined);
  });

  it('the limit follows the plan, and a deactivated seat pack no longer counts', async () => {
    const o = await createOrg(t, { plan: 'standard' });
    await fillTo(t, o, FREE_LIMIT + 1);
    const join = await (await PATHS[2]!.prepare(t, o))();
    assert.equal(join.statusCode, 200, 'standard holds 500');

    const free = await createOrg(t);
    await fillTo(t, free, FREE_LIMIT - 1);
    const subscription = `sub_${uniq()}`;
    const key = { 'x-platform-key': PLATFORM_KEY };
    const activate = await t.app.inject({
      method: 'POST',
      url: `/api/v1/internal/packs/${free.org.id}/activate`,
      headers: key,
      payload: { pack_id: 'seats_200', platform_subscription_id: subscription },
    });
    assert.equal(activate.statusCode, 200, activate.body);
    await fillTo(t, free, FREE_LIMIT + 5);
    const deactivate = await t.app.inject({
      method: 'POST',
      url: `/api/v1/internal/packs/${free.org.id}/deactivate`,
      headers: key,
      payload: { platform_subscription_id: subscription },
    });
    assert.equal(deactivate.statusCode, 200, deactivate.body);
    // Members already in stay; nobody new comes in while the organization is over its limit.
    assertError(await (await PATHS[2]!.prepare(t, free))(), 403, 'member_limit_reached');
    assert.equal(await memberCount(t, free.org.id), FREE_LIMIT + 5);
  });

  it('enterprise has no limit', async () => {
    const o = await createOrg(t, { plan: 'enterprise' });
    await fillTo(t, o, FREE_LIMIT + 1);
    const join = await (await PATHS[2]!.prepare(t, o))();
    assert.equal(join.statusCode, 200, join.body);
  });

  it(`${RACERS} joins for the last seat at once: one member more, the rest 403 member_limit_reached`, async () => {
    const o = await createOrg(t);
    await fillTo(t, o, FREE_LIMIT - 1);
    const joins = await Promise.all(Array.from({ length: RACERS }, () => PATHS[2]!.prepare(t, o)));
    const responses = await race(RACERS, (i) => joins[i]!());
    assertOneWinner(responses, 403, 'member_limit_reached');
    assert.equal(await memberCount(t, o.org.id), FREE_LIMIT);
  });

  it(`${RACERS} provisionings for the last seat at once: one account more, the rest 403`, async () => {
    const o = await createOrg(t);
    await fillTo(t, o, FREE_LIMIT - 1);
    const provision = await PATHS[6]!.prepare(t, o);
    const responses = await race(RACERS, () => provision());
    assertOneWinner(responses, 403, 'member_limit_reached');
    assert.equal(await memberCount(t, o.org.id), FREE_LIMIT);
  });
});

describe('member limit (self-hosted)', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ deploymentMode: 'selfhosted' });
  });
  after(() => t.close());

  it('there is none, whatever the plan', async () => {
    const o = await createOrg(t);
    await fillTo(t, o, FREE_LIMIT);
    const person = await createUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orgs/${o.org.id}/join`,
      headers: bearer(person.jwt),
      payload: {},
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(await memberCount(t, o.org.id), FREE_LIMIT + 1);
  });
});

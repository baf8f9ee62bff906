/**
 * Races on OpenID Connect sign-in: many first sign-ins of one person at once open one account with one linked
 * provider account (and one membership with `?org_id=`); many sign-ins of an existing account that is not a
 * member of the organization yet join it once. Every call answers 200: a sign-in that loses a race to a unique
 * rule runs again and finds what the winner wrote.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createOrg, createUser, uniq } from '../../../test/factories.ts';
import { TEST_CLIENT_ID, startOidcProvider, type TestOidcProvider } from '../../../test/oidc-provider.ts';
import { RACERS, assertAllSucceed, race } from '../../../test/races.ts';

describe('OpenID Connect sign-in races', () => {
  let provider: TestOidcProvider;
  let t: TestApp;
  before(async () => {
    provider = await startOidcProvider();
    t = await buildTestApp({
      oidcProviders: [{ name: 'test-idp', issuer: provider.issuer, clientId: TEST_CLIENT_ID }],
    });
  });
  after(async () => {
    await t.close();
    await provider.close();
  });

  // Each sign-in comes from an address of its own: the login budget is per IP.
  let ipCounter = 0;
  function signIn(token: string, orgId: number) {
    ipCounter += 1;
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/oauth?org_id=${orgId}`,
      payload: { provider: 'test-idp', access_token: token },
      remoteAddress: `10.62.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`,
    });
  }

  async function memberships(orgId: number, userId: number): Promise<number> {
    const rows = await t.services.db
      .selectFrom('memberships')
      .select('id')
      .where('org_id', '=', orgId)
      .where('user_id', '=', userId)
      .execute();
    return rows.length;
  }

  it(`${RACERS} first sign-ins of one person: one account, one linked identity, one membership`, async () => {
    const o = await createOrg(t);
    const id = uniq();
    const email = `first-${id}@example.com`;
    const subject = provider.addAccount({ email, email_verified: true, preferred_username: `first_${id}` });
    const token = await provider.accessToken(subject);
    const responses = await race(RACERS, () => signIn(token, o.org.id));
    assertAllSucceed(responses);
    const ids = new Set(responses.map((r) => r.json<{ user: { id: number } }>().user.id));
    assert.equal(ids.size, 1);
    const [userId] = [...ids];
    const identities = await t.services.db
      .selectFrom('oauth_identities')
      .select('user_id')
      .where('subject', '=', subject)
      .execute();
    assert.deepEqual(identities, [{ user_id: userId }]);
    assert.equal(await memberships(o.org.id, userId!), 1);
  });

  it(`${RACERS} sign-ins of an account that is not a member: it joins once`, async () => {
    const o = await createOrg(t);
    const person = await createUser(t);
    const subject = provider.addAccount({ email: person.email, email_verified: true });
    const token = await provider.accessToken(subject);
    assertAllSucceed(await race(RACERS, () => signIn(token, o.org.id)));
    assert.equal(await memberships(o.org.id, person.user.id), 1);
  });
});

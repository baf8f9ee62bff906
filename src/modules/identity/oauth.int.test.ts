import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { MINUTE } from '../../platform/clock.ts';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { PASSWORD, bearer, createUser, uniq } from '../../../test/factories.ts';
import {
  SHORT_LIVED_CLIENT_ID,
  TEST_CLIENT_ID,
  startOidcProvider,
  type AccountClaims,
  type TestOidcProvider,
} from '../../../test/oidc-provider.ts';

interface SessionBody {
  user: Record<string, unknown> & { id: number; user_uuid: string; email: string; username: string };
  tokens: { access_token: string; refresh_token: string; expiry: number };
}

describe('identity: OpenID Connect sign-in (POST /auth/oauth)', () => {
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

  // Each sign-in comes from an address of its own unless a test says otherwise: the login budget is per IP.
  let ipCounter = 0;
  function nextIp(): string {
    ipCounter += 1;
    return `10.60.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
  }

  function postOAuth(body: unknown, ip = nextIp()) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/oauth',
      payload: body as object,
      remoteAddress: ip,
    });
  }

  /** A provider account with a verified address (unless `claims` say otherwise) and a token for it. */
  async function personAtProvider(claims: AccountClaims = {}) {
    const id = uniq();
    const subject = provider.addAccount({
      email: `person-${id}@example.com`,
      email_verified: true,
      preferred_username: `person_${id}`,
      given_name: 'Ada',
      family_name: 'Lovelace',
      ...claims,
    });
    return { subject, id, token: await provider.accessToken(subject) };
  }

  async function signIn(token: string, ip?: string): Promise<SessionBody> {
    const response = await postOAuth({ provider: 'test-idp', access_token: token }, ip);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<SessionBody>();
  }

  function passwordLogin(email: string, password = PASSWORD) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: email, password }).toString(),
      remoteAddress: nextIp(),
    });
  }

  describe('a first sign-in', () => {
    it('creates a verified account from the claims and answers exactly like a password login', async () => {
      const email = `Mixed-${uniq()}@Example.com`;
      const person = await personAtProvider({ email });
      const response = await postOAuth({ provider: 'test-idp', access_token: person.token });
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json<SessionBody>();

      assert.deepEqual(Object.keys(body).sort(), ['tokens', 'user']);
      assert.deepEqual(Object.keys(body.tokens).sort(), ['access_token', 'expiry', 'refresh_token']);
      assert.deepEqual(Object.keys(body.user).sort(), [
        'creation_date',
        'email',
        'email_verified',
        'first_name',
        'id',
        'last_name',
        'update_date',
        'user_uuid',
        'username',
      ]);
      assert.match(body.user.user_uuid, /^user_/);
      assert.equal(body.user.email, email.toLowerCase());
      assert.equal(body.user.username, `person_${person.id}`);
      assert.equal(body.user.first_name, 'Ada');
      assert.equal(body.user.last_name, 'Lovelace');
      assert.equal(body.user.email_verified, true);
      assert.match(body.user.creation_date as string, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

      const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
      assert.equal(cookies.access_token_cookie?.value, body.tokens.access_token);
      assert.equal(cookies.access_token_cookie?.httpOnly, true);
      assert.equal(cookies.access_token_cookie?.sameSite, 'Lax');
      assert.equal(cookies.refresh_token_cookie?.value, body.tokens.refresh_token);
      assert.equal(cookies.refresh_token_cookie?.path, '/api/v1/auth');
    });

    it('gives a session whose token, cookie and refresh token work on the protected routes', async () => {
      const person = await personAtProvider();
      const { user, tokens } = await signIn(person.token);

      const viaBearer = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me',
        headers: bearer(tokens.access_token),
      });
      assert.equal(viaBearer.statusCode, 200, viaBearer.body);
      assert.equal(viaBearer.json().user_uuid, user.user_uuid);
      assert.deepEqual(viaBearer.json().orgs, []);

      const viaCookie = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me',
        cookies: { access_token_cookie: tokens.access_token },
      });
      assert.equal(viaCookie.statusCode, 200, viaCookie.body);

      const refreshed = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/refresh',
        cookies: { refresh_token_cookie: tokens.refresh_token },
      });
      assert.equal(refreshed.statusCode, 200, refreshed.body);
      assert.equal(refreshed.json().user.user_uuid, user.user_uuid);

      // The person may create an organization of their own with it.
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/orgs/',
        headers: bearer(tokens.access_token),
        payload: { name: 'Ada school', slug: `ada-${uniq()}` },
      });
      assert.equal(created.statusCode, 200, created.body);
    });

    it('creates an account that has no password', async () => {
      const person = await personAtProvider();
      const { user } = await signIn(person.token);
      assertError(await passwordLogin(user.email), 401, 'invalid_credentials');
      assertError(await passwordLogin(user.email, ''), 422, 'validation_error');
      const row = await t.services.identity.findUserByEmail(user.email);
      assert.equal(row?.password_hash, null);
    });

    it('takes the username from the email when the provider gives none, and makes taken names unique', async () => {
      const id = uniq();
      const first = await personAtProvider({
        preferred_username: undefined,
        email: `grace.${id}@example.com`,
      });
      assert.equal((await signIn(first.token)).user.username, `grace.${id}`);

      const sameName = await personAtProvider({ preferred_username: `Grace.${id}` });
      assert.equal((await signIn(sameName.token)).user.username, `Grace.${id}_2`);
      const third = await personAtProvider({ preferred_username: `grace.${id}` });
      assert.equal((await signIn(third.token)).user.username, `grace.${id}_3`);
    });

    it('leaves the names empty when the provider gives none, and cuts overlong ones', async () => {
      const plain = await personAtProvider({ given_name: undefined, family_name: undefined });
      const { user } = await signIn(plain.token);
      assert.equal(user.first_name, '');
      assert.equal(user.last_name, '');

      const long = await personAtProvider({ given_name: 'G'.repeat(150) });
      assert.equal((await signIn(long.token)).user.first_name, 'G'.repeat(100));
    });
  });

  describe('finding the account', () => {
    it('opens the same account again by the provider subject, even after the address changed there', async () => {
      const person = await personAtProvider();
      const first = await signIn(person.token);
      const newAddress = `moved-${uniq()}@example.com`;
      provider.addAccount({ email: newAddress, email_verified: true }, person.subject);
      const again = await signIn(await provider.accessToken(person.subject));
      assert.equal(again.user.id, first.user.id);
      assert.equal(again.user.email, first.user.email, 'the account keeps its own address');
      assert.notEqual(again.tokens.access_token, first.tokens.access_token);
      assert.equal(await t.services.identity.findUserByEmail(newAddress), undefined);
    });

    it('links an existing account with the same verified address, which keeps its password', async () => {
      const existing = await createUser(t);
      const person = await personAtProvider({ email: existing.email.toUpperCase() });
      const { user } = await signIn(person.token);
      assert.equal(user.id, existing.user.id);
      assert.equal(user.username, existing.user.username, 'nothing about the account changes');

      // Linked: the subject now finds the account even when the provider shows another address.
      provider.addAccount({ email: `elsewhere-${uniq()}@example.com`, email_verified: true }, person.subject);
      assert.equal((await signIn(await provider.accessToken(person.subject))).user.id, existing.user.id);
      assert.equal((await passwordLogin(existing.email)).statusCode, 200);
    });

    it('takes over an unverified account with that address: verified, its password and sessions ended', async () => {
      const squatter = await createUser(t, { verified: false });
      const person = await personAtProvider({ email: squatter.email });
      const { user } = await signIn(person.token);
      assert.equal(user.id, squatter.user.id);
      assert.equal(user.email_verified, true);
      assertError(await passwordLogin(squatter.email), 401, 'invalid_credentials');
      const old = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/me',
        headers: bearer(squatter.jwt),
      });
      assertError(old, 401, 'token_revoked');
    });

    it('refuses (409) a second subject of the same provider for an account that is linked already', async () => {
      const person = await personAtProvider();
      const { user } = await signIn(person.token);
      const other = await personAtProvider({ email: user.email });
      const response = await postOAuth({ provider: 'test-idp', access_token: other.token });
      assertError(response, 409, 'oauth_identity_conflict');
      assert.equal(response.headers['set-cookie'], undefined);
      // The first provider account still signs in.
      assert.equal((await signIn(await provider.accessToken(person.subject))).user.id, user.id);
    });
  });

  describe('what the provider must vouch for', () => {
    it('refuses (403) an address the provider has not verified, and creates nothing', async () => {
      for (const verified of [false, 'false', undefined]) {
        const person = await personAtProvider({ email_verified: verified });
        const response = await postOAuth({ provider: 'test-idp', access_token: person.token });
        assertError(response, 403, 'provider_email_not_verified');
        assert.equal(response.headers['set-cookie'], undefined);
        assert.equal(await t.services.identity.findUserByEmail(`person-${person.id}@example.com`), undefined);
      }
    });

    it('accepts email_verified sent as the string "true"', async () => {
      const person = await personAtProvider({ email_verified: 'true' });
      assert.equal((await signIn(person.token)).user.email, `person-${person.id}@example.com`);
    });

    it('refuses (403) a sign-in without an email address, also for a linked account', async () => {
      const person = await personAtProvider({ email: undefined });
      assertError(
        await postOAuth({ provider: 'test-idp', access_token: person.token }),
        403,
        'provider_email_missing',
      );

      const known = await personAtProvider();
      await signIn(known.token);
      provider.addAccount({ email_verified: true }, known.subject);
      const response = await postOAuth({
        provider: 'test-idp',
        access_token: await provider.accessToken(known.subject),
      });
      assertError(response, 403, 'provider_email_missing');
    });
  });

  describe('refused requests', () => {
    it('answers 401 for a token the provider does not know', async () => {
      for (const token of ['not-a-token', 'x'.repeat(43)]) {
        const response = await postOAuth({ provider: 'test-idp', access_token: token });
        assertError(response, 401, 'invalid_provider_token');
        assert.equal(response.headers['set-cookie'], undefined);
      }
    });

    it('answers 401 for a token that has expired at the provider', async () => {
      const person = await personAtProvider();
      const token = await provider.accessToken(person.subject, SHORT_LIVED_CLIENT_ID);
      await sleep(2100);
      assertError(
        await postOAuth({ provider: 'test-idp', access_token: token }),
        401,
        'invalid_provider_token',
      );
    });

    it('answers 400 for a provider that is not configured, without contacting any', async () => {
      const userinfoCalls = provider.hits('/me');
      const response = await postOAuth({ provider: 'nobody', access_token: 'anything' });
      assertError(response, 400, 'unknown_provider');
      assert.match(response.json().detail, /nobody/);
      assert.equal(provider.hits('/me'), userinfoCalls);
    });

    it('answers 422 for a missing, empty or unexpected field and a bad org_id', async () => {
      assertInvalid(await postOAuth({ provider: 'test-idp' }), ['body', 'access_token'], 'missing');
      assertInvalid(await postOAuth({ access_token: 'x' }), ['body', 'provider'], 'missing');
      assertInvalid(await postOAuth({ provider: 'test-idp', access_token: '' }), ['body', 'access_token']);
      assertInvalid(
        await postOAuth({ provider: 'test-idp', access_token: 'x', scope: 'openid' }),
        ['body', 'scope'],
        'extra_forbidden',
      );
      assertInvalid(await postOAuth({ provider: 7, access_token: 'x' }), ['body', 'provider'], 'type');
      const badOrg = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/oauth?org_id=abc',
        payload: { provider: 'test-idp', access_token: 'x' },
        remoteAddress: nextIp(),
      });
      assertInvalid(badOrg, ['query', 'org_id']);
    });
  });

  describe('login rate limit', () => {
    it('counts toward the same budget per IP as password logins: 30 per 5 minutes, then 429', async () => {
      const ip = nextIp();
      const person = await personAtProvider();
      for (let i = 1; i <= 15; i += 1) {
        assert.equal(
          (await postOAuth({ provider: 'test-idp', access_token: person.token }, ip)).statusCode,
          200,
        );
      }
      for (let i = 1; i <= 15; i += 1) {
        assertError(
          await postOAuth({ provider: 'test-idp', access_token: 'refused' }, ip),
          401,
          'invalid_provider_token',
        );
      }
      const limited = await postOAuth({ provider: 'test-idp', access_token: person.token }, ip);
      assertError(limited, 429, 'rate_limited');
      assert.equal(limited.headers['retry-after'], String(5 * 60));

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: 'someone@example.com', password: PASSWORD }).toString(),
        remoteAddress: ip,
      });
      assertError(login, 429, 'rate_limited');
      assert.equal((await postOAuth({ provider: 'test-idp', access_token: person.token })).statusCode, 200);

      t.clock.advance(5 * MINUTE);
      assert.equal(
        (await postOAuth({ provider: 'test-idp', access_token: person.token }, ip)).statusCode,
        200,
      );
    });
  });
});

describe('identity: OpenID Connect sign-in in saas mode', () => {
  let provider: TestOidcProvider;
  let t: TestApp;
  before(async () => {
    provider = await startOidcProvider();
    t = await buildTestApp({
      deploymentMode: 'saas',
      oidcProviders: [{ name: 'test-idp', issuer: provider.issuer, clientId: TEST_CLIENT_ID }],
    });
  });
  after(async () => {
    await t.close();
    await provider.close();
  });

  it('creates accounts verified by the provider, which can use the API at once', async () => {
    const subject = provider.addAccount({ email: `saas-${uniq()}@example.com`, email_verified: true });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/oauth',
      payload: { provider: 'test-idp', access_token: await provider.accessToken(subject) },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().user.email_verified, true);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: bearer(response.json().tokens.access_token),
    });
    assert.equal(me.statusCode, 200, me.body);
    assert.equal(t.mails().length, 0, 'no verification mail: the provider verified the address');
  });
});

/**
 * OpenID Connect sign-in, second part: joining an organization with `?org_id=` (and the events of it), and
 * providers that are down, slow or answer nonsense, plus the cache of their discovery documents.
 */
import assert from 'node:assert/strict';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { HOUR } from '../../platform/clock.ts';
import { assertError } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { captureEvents } from '../../../test/event-capture.ts';
import { addMember, bearer, createOrg, createUser, uniq, type TestOrg } from '../../../test/factories.ts';
import { TEST_TLS, startHttpsReceiver, type HttpsReceiver } from '../../../test/https-receiver.ts';
import { TEST_CLIENT_ID, startOidcProvider, type TestOidcProvider } from '../../../test/oidc-provider.ts';
import { FAST_POLICY, testResolver } from '../../../test/webhook-helpers.ts';

const PROVIDER_TIMEOUT_MS = 300;

/**
 * Providers that misbehave, one per path prefix: `silent` never answers, `confused` names another issuer in its
 * discovery document, `failing` answers userinfo with a 500, `noinfo` names no userinfo endpoint, `garbage`
 * answers HTML, `flaky` is a good provider (userinfo at the real one) until told to fail its discovery.
 */
async function startBadProviders(realUserinfo: string) {
  let flakyDown = false;
  const server: Server = createServer((req, res) => {
    const [, kind = '', ...rest] = (req.url ?? '/').split('/');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${kind}`;
    const discovery = rest.join('/') === '.well-known/openid-configuration';
    const json = (status: number, body: unknown) =>
      send(res, status, 'application/json', JSON.stringify(body));
    if (kind === 'silent') return;
    if (kind === 'confused' && discovery)
      return json(200, { issuer: 'https://elsewhere.example', userinfo_endpoint: `${base}/me` });
    if (kind === 'failing' && discovery) return json(200, { issuer: base, userinfo_endpoint: `${base}/me` });
    if (kind === 'failing') return json(500, { error: 'server_error' });
    if (kind === 'noinfo' && discovery) return json(200, { issuer: base });
    if (kind === 'garbage') return send(res, 200, 'text/html', '<html>maintenance</html>');
    if (kind === 'flaky' && discovery && !flakyDown)
      return json(200, { issuer: base, userinfo_endpoint: realUserinfo });
    return json(503, { error: 'temporarily_unavailable' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = (kind: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/${kind}`;
  return {
    url,
    failFlakyDiscovery: () => {
      flakyDown = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('identity: OpenID Connect sign-in into organizations, and unhealthy providers', () => {
  let provider: TestOidcProvider;
  let bad: Awaited<ReturnType<typeof startBadProviders>>;
  let receiver: HttpsReceiver;
  let t: TestApp;
  before(async () => {
    provider = await startOidcProvider();
    bad = await startBadProviders(new URL('/me', provider.issuer).href);
    receiver = await startHttpsReceiver();
    const misbehaving = ['silent', 'confused', 'failing', 'noinfo', 'garbage', 'flaky'].map((name) => ({
      name,
      issuer: bad.url(name),
      clientId: TEST_CLIENT_ID,
    }));
    t = await buildTestApp({
      webhookAllowedCidrs: ['127.0.0.0/8'],
      oidcProviders: [
        { name: 'test-idp', issuer: provider.issuer, clientId: TEST_CLIENT_ID },
        { name: 'down', issuer: `http://127.0.0.1:${await closedPort()}`, clientId: TEST_CLIENT_ID },
        ...misbehaving,
      ],
      build: {
        retryPolicy: FAST_POLICY,
        webhookNetwork: { resolve: testResolver(), ca: TEST_TLS.cert },
        oidcTimeoutMs: PROVIDER_TIMEOUT_MS,
      },
    });
  });
  after(async () => {
    await t.close();
    await receiver.close();
    await bad.close();
    await provider.close();
  });

  let ipCounter = 0;
  function postOAuth(body: { provider: string; access_token: string }, orgId?: number) {
    ipCounter += 1;
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/oauth${orgId === undefined ? '' : `?org_id=${orgId}`}`,
      payload: body,
      remoteAddress: `10.61.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`,
    });
  }

  async function tokenFor(claims: { email: string; preferred_username?: string; given_name?: string }) {
    const subject = provider.addAccount({ email_verified: true, ...claims });
    return provider.accessToken(subject);
  }

  async function orgsOf(accessToken: string): Promise<{ org_id: number; role: string }[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: bearer(accessToken),
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ orgs: { org_id: number; role: string }[] }>().orgs;
  }

  async function makeInviteOnly(o: TestOrg): Promise<void> {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/orgs/${o.org.id}/signup_mechanism`,
      headers: bearer(o.admin.jwt),
      payload: { signup_mechanism: 'inviteOnly' },
    });
    assert.equal(response.statusCode, 200, response.body);
  }

  describe('?org_id=', () => {
    it('joins a new account to an open organization as learner and emits user_signed_up (oauth)', async () => {
      const o = await createOrg(t);
      const capture = await captureEvents(t, o, receiver, ['user_signed_up', 'user_email_verified']);
      const id = uniq();
      const token = await tokenFor({
        email: `new-${id}@example.com`,
        preferred_username: `new_${id}`,
        given_name: 'Katherine',
      });
      const response = await postOAuth({ provider: 'test-idp', access_token: token }, o.org.id);
      assert.equal(response.statusCode, 200, response.body);
      const { user, tokens } = response.json();
      assert.deepEqual(await orgsOf(tokens.access_token), [
        { org_id: o.org.id, org_uuid: o.org.org_uuid, name: o.org.name, slug: o.org.slug, role: 'learner' },
      ]);
      assert.deepEqual(await capture.takeOne('user_signed_up'), {
        user: {
          user_uuid: user.user_uuid,
          email: `new-${id}@example.com`,
          username: `new_${id}`,
          first_name: 'Katherine',
          last_name: '',
        },
        signup_method: 'oauth',
      });
      // A second sign-in is no signup.
      assert.equal(
        (await postOAuth({ provider: 'test-idp', access_token: token }, o.org.id)).statusCode,
        200,
      );
      assert.deepEqual(await capture.take(), []);
    });

    it('refuses (403) a new account for an invite-only organization and creates nothing', async () => {
      const o = await createOrg(t);
      await makeInviteOnly(o);
      const capture = await captureEvents(t, o, receiver, ['user_signed_up']);
      const email = `uninvited-${uniq()}@example.com`;
      const token = await tokenFor({ email });
      const response = await postOAuth({ provider: 'test-idp', access_token: token }, o.org.id);
      assertError(response, 403, 'invite_required');
      assert.equal(response.headers['set-cookie'], undefined);
      assert.equal(await t.services.identity.findUserByEmail(email), undefined);
      assert.deepEqual(await capture.take(), []);

      // Without the organization the person gets an account of their own, in no organization.
      const plain = await postOAuth({ provider: 'test-idp', access_token: token });
      assert.equal(plain.statusCode, 200, plain.body);
      assert.deepEqual(await orgsOf(plain.json().tokens.access_token), []);
    });

    it('leaves members as they are, whatever the signup mechanism', async () => {
      const o = await createOrg(t);
      const instructor = await addMember(t, o.org.id, 'instructor');
      await makeInviteOnly(o);
      const capture = await captureEvents(t, o, receiver, ['user_signed_up', 'user_role_changed']);
      for (const member of [o.admin, instructor]) {
        const response = await postOAuth(
          { provider: 'test-idp', access_token: await tokenFor({ email: member.email }) },
          o.org.id,
        );
        assert.equal(response.statusCode, 200, response.body);
        assert.equal(response.json().user.id, member.user.id);
      }
      assert.equal(await t.services.orgs.findRole(o.org.id, o.admin.user.id), 'admin');
      assert.equal(await t.services.orgs.findRole(o.org.id, instructor.user.id), 'instructor');
      assert.deepEqual(await capture.take(), []);
    });

    it('joins an existing account that is not a member to an open organization, without a signup event', async () => {
      const o = await createOrg(t);
      const capture = await captureEvents(t, o, receiver, ['user_signed_up']);
      const person = await createUser(t);
      const response = await postOAuth(
        { provider: 'test-idp', access_token: await tokenFor({ email: person.email }) },
        o.org.id,
      );
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(await t.services.orgs.findRole(o.org.id, person.user.id), 'learner');
      assert.deepEqual(await capture.take(), []);
    });

    it('refuses (403) an existing non-member for an invite-only organization, and links nothing', async () => {
      const o = await createOrg(t);
      await makeInviteOnly(o);
      const person = await createUser(t, { verified: false });
      const response = await postOAuth(
        { provider: 'test-idp', access_token: await tokenFor({ email: person.email }) },
        o.org.id,
      );
      assertError(response, 403, 'invite_required');
      assert.equal(await t.services.orgs.findRole(o.org.id, person.user.id), null);
      // The refused sign-in changed nothing: the account is still unverified and keeps its password.
      const row = await t.services.identity.findUserByEmail(person.email);
      assert.equal(Boolean(row?.email_verified), false);
      assert.notEqual(row?.password_hash, null);
    });

    it('reports the verification of a taken-over unverified member with user_email_verified', async () => {
      const o = await createOrg(t);
      const member = await createUser(t, { orgId: o.org.id, verified: false });
      const capture = await captureEvents(t, o, receiver, ['user_email_verified', 'user_signed_up']);
      const response = await postOAuth({
        provider: 'test-idp',
        access_token: await tokenFor({ email: member.email }),
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(await capture.takeOne('user_email_verified'), {
        user_uuid: member.user.user_uuid,
        email: member.email,
      });
    });

    it('answers 404 for an unknown organization before contacting the provider', async () => {
      const userinfoCalls = provider.hits('/me');
      const email = `lost-${uniq()}@example.com`;
      const response = await postOAuth(
        { provider: 'test-idp', access_token: await tokenFor({ email }) },
        987654321,
      );
      assertError(response, 404, 'not_found');
      assert.equal(provider.hits('/me'), userinfoCalls);
      assert.equal(await t.services.identity.findUserByEmail(email), undefined);
    });
  });

  describe('providers that fail', () => {
    it('answers 503 when the provider cannot be reached', async () => {
      const response = await postOAuth({ provider: 'down', access_token: 'any' });
      assertError(response, 503, 'identity_provider_unavailable');
      assert.match(response.json().detail, /"down"/);
      assert.equal(response.headers['set-cookie'], undefined);
    });

    it('gives up on a provider that does not answer after the timeout', async () => {
      const started = Date.now();
      assertError(
        await postOAuth({ provider: 'silent', access_token: 'any' }),
        503,
        'identity_provider_unavailable',
      );
      const elapsed = Date.now() - started;
      assert.ok(elapsed >= PROVIDER_TIMEOUT_MS - 50 && elapsed < 5000, `gave up after ${elapsed} ms`);
    });

    it('answers 503 for a discovery document of another issuer, without userinfo, or not JSON', async () => {
      for (const name of ['confused', 'noinfo', 'garbage']) {
        assertError(
          await postOAuth({ provider: name, access_token: 'any' }),
          503,
          'identity_provider_unavailable',
        );
      }
    });

    it('answers 503 when the userinfo endpoint fails', async () => {
      assertError(
        await postOAuth({ provider: 'failing', access_token: 'any' }),
        503,
        'identity_provider_unavailable',
      );
    });
  });

  describe('discovery documents', () => {
    const DISCOVERY = '/.well-known/openid-configuration';

    it('are fetched once and kept for an hour', async () => {
      const token = await tokenFor({ email: `cache-${uniq()}@example.com` });
      assert.equal((await postOAuth({ provider: 'test-idp', access_token: token })).statusCode, 200);
      const fetched = provider.hits(DISCOVERY);
      assert.ok(fetched >= 1);
      for (let i = 0; i < 3; i += 1) {
        assert.equal((await postOAuth({ provider: 'test-idp', access_token: token })).statusCode, 200);
      }
      assert.equal(provider.hits(DISCOVERY), fetched);

      t.clock.advance(HOUR);
      assert.equal((await postOAuth({ provider: 'test-idp', access_token: token })).statusCode, 200);
      assert.equal(provider.hits(DISCOVERY), fetched + 1);
    });

    it('keep serving when a refresh fails', async () => {
      const token = await tokenFor({ email: `stale-${uniq()}@example.com` });
      assert.equal((await postOAuth({ provider: 'flaky', access_token: token })).statusCode, 200);
      bad.failFlakyDiscovery();
      t.clock.advance(2 * HOUR);
      const response = await postOAuth({ provider: 'flaky', access_token: token });
      assert.equal(response.statusCode, 200, response.body);
      // The first sign-in there fails as it should: nothing to fall back on.
      assertError(
        await postOAuth({ provider: 'noinfo', access_token: token }),
        503,
        'identity_provider_unavailable',
      );
    });
  });
});

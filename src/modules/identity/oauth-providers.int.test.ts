/**
 * `GET /auth/providers`: the sign-in page's list of OpenID Connect providers [CONTRACT 9] — public, exactly the
 * configured ones with their public client ids, and the page's policy lets the browser reach those issuers.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

const PROVIDERS = [
  { name: 'campus', issuer: 'https://id.campus.example/realms/staff', clientId: 'lms-web' },
  { name: 'partner', issuer: 'https://login.partner.example', clientId: 'lms-partner' },
];

describe('identity: the configured OpenID Connect providers (GET /auth/providers)', () => {
  let t: TestApp;
  let bare: TestApp;
  before(async () => {
    t = await buildTestApp({ oidcProviders: PROVIDERS });
    bare = await buildTestApp();
  });
  after(async () => {
    await t.close();
    await bare.close();
  });

  it('lists each provider with its issuer and client id, to anyone, in the configured order', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), [
      { name: 'campus', issuer: 'https://id.campus.example/realms/staff', client_id: 'lms-web' },
      { name: 'partner', issuer: 'https://login.partner.example', client_id: 'lms-partner' },
    ]);
  });

  it('ignores a bad credential rather than refusing (the page asks before anyone signs in)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/providers',
      headers: { authorization: 'Bearer not-a-token' },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json<unknown[]>().length, 2);
  });

  it('answers an empty list when none is configured', async () => {
    const response = await bare.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), []);
  });

  it("lets the app's pages call the issuers' origins, and only those besides the service", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/signin', headers: { accept: 'text/html' } });
    const policy = String(page.headers['content-security-policy']);
    const connect = policy.split('; ').find((d) => d.startsWith('connect-src '));
    assert.equal(connect, "connect-src 'self' https://id.campus.example https://login.partner.example");
    const plain = await bare.app.inject({ method: 'GET', url: '/signin', headers: { accept: 'text/html' } });
    assert.match(String(plain.headers['content-security-policy']), /connect-src 'self';/);
  });
});

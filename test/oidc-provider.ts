/**
 * A real OpenID Connect provider (`oidc-provider`) on loopback for the sign-in tests. Accounts and their claims
 * are whatever the test registers; access tokens come from the provider's own authorization-code flow, driven
 * with plain HTTP requests (its development login and consent pages), so the service checks tokens the
 * provider really issued.
 */
import { randomBytes, createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

export const TEST_CLIENT_ID = 'lms-web';
const CLIENT_SECRET = 'lms-web-secret-for-tests-only';
/** A second client whose access tokens live one second, for the expiry test. */
export const SHORT_LIVED_CLIENT_ID = 'lms-short';
const REDIRECT_URI = 'https://app.test/callback';
/**
 * The web app's client: public (no secret, PKCE), returning to `/signin/oidc` of the app on loopback. As a
 * native client its loopback redirect matches on any port (RFC 8252), since each test's app takes a free one.
 */
export const BROWSER_CLIENT_ID = 'lms-browser';

/** The claims an account shows at the userinfo endpoint (besides `sub`, its account id). */
export interface AccountClaims {
  email?: string;
  email_verified?: boolean | string;
  preferred_username?: string;
  given_name?: string;
  family_name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  /** Registers (or replaces) an account; returns its subject. */
  addAccount(claims: AccountClaims, subject?: string): string;
  /** A fresh access token for `subject` (scopes `openid email profile`). */
  accessToken(subject: string, clientId?: string): Promise<string>;
  /** Requests received so far, by path. */
  hits(path: string): number;
  close(): Promise<void>;
}

export async function startOidcProvider(): Promise<TestOidcProvider> {
  const accounts = new Map<string, AccountClaims>();
  const hits = new Map<string, number>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      ...[TEST_CLIENT_ID, SHORT_LIVED_CLIENT_ID].map((client_id) => ({
        client_id,
        client_secret: CLIENT_SECRET,
        redirect_uris: [REDIRECT_URI],
        grant_types: ['authorization_code'],
        response_types: ['code' as const],
        token_endpoint_auth_method: 'client_secret_post' as const,
      })),
      {
        client_id: BROWSER_CLIENT_ID,
        application_type: 'native',
        redirect_uris: ['http://127.0.0.1/signin/oidc'],
        grant_types: ['authorization_code'],
        response_types: ['code' as const],
        token_endpoint_auth_method: 'none' as const,
      },
    ],
    // The web app trades its code from the browser: its token request is cross-origin.
    clientBasedCORS: (_ctx, _origin, client) => client.clientId === BROWSER_CLIENT_ID,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username', 'given_name', 'family_name'],
    },
    findAccount: (_ctx, id) => {
      const claims = accounts.get(id);
      if (claims === undefined) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...claims }) };
    },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    // Exact expiry (the default tolerates 15 s of clock skew), so the expiry test waits only seconds.
    clockTolerance: 0,
    ttl: {
      AccessToken: (_ctx, _token, client) => (client.clientId === SHORT_LIVED_CLIENT_ID ? 1 : 3600),
      Grant: 3600,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();
  server.on('request', (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    void callback(req, res);
  });

  return {
    issuer,
    addAccount(claims, subject = `sub-${randomBytes(6).toString('hex')}`) {
      accounts.set(subject, claims);
      return subject;
    },
    accessToken: (subject, clientId = TEST_CLIENT_ID) => authorizationCodeFlow(issuer, subject, clientId),
    hits: (path) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Signs `subject` in at the provider and trades the code for tokens, as a browser plus a back end would. */
async function authorizationCodeFlow(issuer: string, subject: string, clientId: string): Promise<string> {
  const jar = new Map<string, string>();
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL('/auth', issuer);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: REDIRECT_URI,
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();

  let location = await step(jar, authorize.href);
  for (const prompt of ['login', 'consent']) {
    // The provider sends the browser to its interaction page; the form there posts back to the same address.
    const interaction = new URL(location, issuer).href;
    location = await step(jar, interaction, { prompt, login: subject, password: 'any' });
    location = await step(jar, new URL(location, issuer).href);
  }
  const code = new URL(location).searchParams.get('code');
  if (code === null) throw new Error(`no authorization code in ${location}`);

  const response = await fetch(new URL('/token', issuer), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
      client_id: clientId,
      client_secret: CLIENT_SECRET,
    }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || body.access_token === undefined) {
    throw new Error(`token request failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.access_token;
}

/** One request of the browser: sends the jar's cookies, keeps the ones set, returns the redirect target. */
async function step(jar: Map<string, string>, url: string, form?: Record<string, string>): Promise<string> {
  const response = await fetch(url, {
    method: form === undefined ? 'GET' : 'POST',
    redirect: 'manual',
    headers: {
      cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      ...(form !== undefined && { 'content-type': 'application/x-www-form-urlencoded' }),
    },
    ...(form !== undefined && { body: new URLSearchParams(form) }),
  });
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const index = pair.indexOf('=');
    const name = pair.slice(0, index);
    const value = pair.slice(index + 1);
    if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) jar.delete(name);
    else jar.set(name, value);
  }
  const location = response.headers.get('location');
  if (location === null)
    throw new Error(`expected a redirect from ${url}, got ${response.status}: ${await response.text()}`);
  return location;
}

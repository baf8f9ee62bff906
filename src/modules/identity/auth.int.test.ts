/**
 * The authentication endpoints of SPEC 4.1 / CONTRACT 4. The app runs in `saas` mode, the stricter one: login
 * behaves the same as self-hosted except that it also demands a verified email (the factories create verified
 * users), so one app covers both the common rules and email verification. Self-hosted sign-in is exercised by
 * signup.int.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { DAY, HOUR, MINUTE, SECOND } from '../../platform/clock.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { mailsTo, verificationTokenIn } from '../../../test/mail.ts';
import {
  ALL_RIGHTS,
  PASSWORD,
  bearer,
  createApiToken,
  createOrg,
  createUser,
  uniq,
  type TestUser,
} from '../../../test/factories.ts';
import { assertError } from '../../../test/assertions.ts';

const WRONG_PASSWORD = 'definitely not the password';

interface InjectResponse {
  statusCode: number;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
  cookies: { name: string; value: string; [key: string]: unknown }[];
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

interface SessionBody {
  user: Record<string, unknown>;
  tokens: { access_token: string; refresh_token: string; expiry: number };
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function retryAfter(response: InjectResponse): number {
  const value = response.headers['retry-after'];
  assert.equal(typeof value, 'string', 'Retry-After is present');
  assert.match(value as string, /^\d+$/, 'Retry-After is whole seconds');
  return Number(value);
}

describe('identity: login, sessions, lockout and email verification', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ deploymentMode: 'saas' });
  });
  after(() => t.close());

  // Every test signs in from addresses of its own, so the per-IP login budget of one test never leaks into
  // another.
  let ipCounter = 0;
  function nextIp(): string {
    ipCounter += 1;
    return `10.${Math.floor(ipCounter / 65000) % 250}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
  }

  function login(username: string, password: string, ip = nextIp()): Promise<InjectResponse> {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password }).toString(),
      remoteAddress: ip,
    });
  }

  async function signIn(u: TestUser, ip = nextIp()): Promise<SessionBody> {
    const response = await login(u.email, PASSWORD, ip);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<SessionBody>();
  }

  function me(headers: Record<string, string>, cookies?: Record<string, string>): Promise<InjectResponse> {
    return t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers,
      ...(cookies ? { cookies } : {}),
    });
  }

  function refresh(options: { bearerToken?: string; cookie?: string } = {}): Promise<InjectResponse> {
    return t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/refresh',
      headers: options.bearerToken !== undefined ? bearer(options.bearerToken) : {},
      ...(options.cookie !== undefined ? { cookies: { refresh_token_cookie: options.cookie } } : {}),
    });
  }

  function logout(
    headers: Record<string, string>,
    cookies?: Record<string, string>,
  ): Promise<InjectResponse> {
    return t.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/logout',
      headers,
      ...(cookies ? { cookies } : {}),
    });
  }

  function cookie(response: InjectResponse, name: string) {
    const found = response.cookies.filter((c) => c.name === name);
    assert.equal(found.length, 1, `exactly one Set-Cookie for ${name}`);
    return found[0]!;
  }

  describe('POST /auth/login', () => {
    it('answers the user and a token pair, and sets both session cookies', async () => {
      const u = await createUser(t);
      const response = await login(u.email, PASSWORD);
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json<SessionBody>();

      assert.deepEqual(Object.keys(body).sort(), ['tokens', 'user']);
      assert.deepEqual(Object.keys(body.tokens).sort(), ['access_token', 'expiry', 'refresh_token']);
      assert.equal(body.user.user_uuid, u.user.user_uuid);
      assert.equal(body.user.id, u.user.id);
      assert.equal(body.user.email, u.email);
      assert.equal(body.user.email_verified, true);
      assert.equal('password_hash' in body.user, false);
      assert.equal(body.tokens.expiry, t.clock.now().getTime() + 8 * HOUR);
      assert.equal(typeof body.tokens.refresh_token, 'string');
      assert.ok(body.tokens.refresh_token.length >= 32);
      assert.notEqual(body.tokens.refresh_token, body.tokens.access_token);

      const access = cookie(response, 'access_token_cookie');
      assert.equal(access.value, body.tokens.access_token);
      assert.equal(access.httpOnly, true);
      assert.equal(access.sameSite, 'Lax');
      assert.equal(access.path, '/');
      assert.equal(access.maxAge, 8 * 60 * 60);

      const refreshCookie = cookie(response, 'refresh_token_cookie');
      assert.equal(refreshCookie.value, body.tokens.refresh_token);
      assert.equal(refreshCookie.httpOnly, true);
      assert.equal(refreshCookie.sameSite, 'Lax');
      assert.equal(refreshCookie.path, '/api/v1/auth');
      assert.equal(refreshCookie.maxAge, 30 * 24 * 60 * 60);

      // Served over http here, so the cookies must not demand https.
      assert.equal(access.secure, undefined);
    });

    it('issues an HS256 JWT with sub, iat, exp = iat + 8 h and jti', async () => {
      const u = await createUser(t);
      const { tokens } = await signIn(u);
      assert.equal(decodeProtectedHeader(tokens.access_token).alg, 'HS256');
      const claims = decodeJwt(tokens.access_token);
      assert.equal(claims.sub, u.user.user_uuid);
      assert.equal(claims.iat, Math.floor(t.clock.now().getTime() / 1000));
      assert.equal(claims.exp, claims.iat + 8 * 60 * 60);
      assert.equal(claims.exp * 1000, tokens.expiry);
      assert.equal(typeof claims.jti, 'string');
      assert.ok(claims.jti!.length >= 16);

      const again = decodeJwt((await signIn(u)).tokens.access_token);
      assert.notEqual(again.jti, claims.jti);
    });

    it('gives a token that authenticates as the user', async () => {
      const u = await createUser(t);
      const { tokens } = await signIn(u);
      const response = await me(bearer(tokens.access_token));
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().user_uuid, u.user.user_uuid);
    });

    it('matches the email whatever its case and surrounding spaces', async () => {
      const u = await createUser(t);
      const response = await login(`  ${u.email.toUpperCase()} `, PASSWORD);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().user.user_uuid, u.user.user_uuid);
    });

    it('accepts the extra fields of an OAuth2 password form', async () => {
      const u = await createUser(t);
      const response = (await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'password',
          username: u.email,
          password: PASSWORD,
          scope: '',
          client_id: '',
        }).toString(),
        remoteAddress: nextIp(),
      })) as InjectResponse;
      assert.equal(response.statusCode, 200, response.body);
    });

    it('answers 401 invalid_credentials for a wrong password, with no cookie', async () => {
      const u = await createUser(t);
      const response = await login(u.email, WRONG_PASSWORD);
      assertError(response, 401, 'invalid_credentials');
      assert.equal(response.headers['set-cookie'], undefined);
    });

    it('answers an unknown email exactly like a wrong password', async () => {
      const u = await createUser(t);
      const wrongPassword = await login(u.email, WRONG_PASSWORD);
      const unknownEmail = await login(`nobody-${uniq()}@example.com`, WRONG_PASSWORD);
      assert.equal(unknownEmail.statusCode, 401);
      assert.equal(unknownEmail.body, wrongPassword.body);
      assert.deepEqual(unknownEmail.json(), {
        detail: 'Wrong email or password',
        code: 'invalid_credentials',
      });
    });

    it('answers 422 when a field is missing or empty', async () => {
      const u = await createUser(t);
      const cases: [string, string][] = [
        [new URLSearchParams({ password: PASSWORD }).toString(), 'username'],
        [new URLSearchParams({ username: u.email }).toString(), 'password'],
        [new URLSearchParams({ username: u.email, password: '' }).toString(), 'password'],
        ['', 'username'],
      ];
      for (const [payload, field] of cases) {
        const response = (await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload,
          remoteAddress: nextIp(),
        })) as InjectResponse;
        assert.equal(response.statusCode, 422, `${payload}: ${response.body}`);
        const body = response.json<{ code: string; detail: { loc: unknown[] }[] }>();
        assert.equal(body.code, 'validation_error');
        assert.ok(
          body.detail.some((i) => i.loc[0] === 'body' && i.loc[1] === field),
          `${payload}: ${response.body}`,
        );
      }
    });
  });

  describe('access token lifetime and forgery', () => {
    it('accepts the access token for 8 hours and then answers 401 token_expired', async () => {
      const u = await createUser(t);
      const { tokens } = await signIn(u);
      t.clock.advance(8 * HOUR - SECOND);
      assert.equal((await me(bearer(tokens.access_token))).statusCode, 200);
      t.clock.advance(2 * SECOND);
      assertError(await me(bearer(tokens.access_token)), 401, 'token_expired');
    });

    it('refuses a JWT whose signature was altered', async () => {
      const u = await createUser(t);
      const { tokens } = await signIn(u);
      const [header, payload, signature] = tokens.access_token.split('.') as [string, string, string];
      const altered = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
      assertError(await me(bearer(`${header}.${payload}.${altered}`)), 401, 'invalid_token');
      // The untouched token still works, so the refusal is about the signature alone.
      assert.equal((await me(bearer(tokens.access_token))).statusCode, 200);
    });

    it('refuses a JWT whose claims were changed to another user', async () => {
      const victim = await createUser(t);
      const attacker = await createUser(t);
      const { tokens } = await signIn(attacker);
      const [header, payload, signature] = tokens.access_token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const forged = base64url({ ...claims, sub: victim.user.user_uuid });
      assertError(await me(bearer(`${header}.${forged}.${signature}`)), 401, 'invalid_token');
    });

    it('refuses an unsigned JWT (alg none)', async () => {
      const u = await createUser(t);
      const { tokens } = await signIn(u);
      const claims = decodeJwt(tokens.access_token);
      const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
      assertError(await me(bearer(unsigned)), 401, 'invalid_token');
      // A stale or forged cookie leaves the caller anonymous, which a private route refuses.
      assertError(await me({}, { access_token_cookie: unsigned }), 401, 'unauthorized');
    });
  });

  describe('login rate limit per client IP', () => {
    it('allows 30 attempts per 5 minutes, then answers 429 with Retry-After until the window ends', async () => {
      const u = await createUser(t);
      const ip = nextIp();
      // Unknown emails, so the account lockout plays no part.
      for (let i = 1; i <= 30; i += 1) {
        const response = await login(`nobody-${uniq()}@example.com`, WRONG_PASSWORD, ip);
        assert.equal(response.statusCode, 401, `attempt ${i}: ${response.body}`);
      }
      const limited = await login(`nobody-${uniq()}@example.com`, WRONG_PASSWORD, ip);
      assertError(limited, 429, 'rate_limited');
      assert.equal(retryAfter(limited), 5 * 60);

      // Even the right password waits, while another address is unaffected.
      t.clock.advance(2 * MINUTE);
      const rightPassword = await login(u.email, PASSWORD, ip);
      assertError(rightPassword, 429, 'rate_limited');
      assert.equal(retryAfter(rightPassword), 3 * 60);
      assert.equal((await login(u.email, PASSWORD)).statusCode, 200);

      t.clock.advance(3 * MINUTE);
      assert.equal((await login(u.email, PASSWORD, ip)).statusCode, 200);
    });

    it('counts successful logins too', async () => {
      const u = await createUser(t);
      const ip = nextIp();
      for (let i = 1; i <= 30; i += 1) {
        assert.equal((await login(u.email, PASSWORD, ip)).statusCode, 200, `attempt ${i}`);
      }
      assertError(await login(u.email, PASSWORD, ip), 429, 'rate_limited');
    });
  });

  describe('account lockout', () => {
    it('locks the account on the 10th consecutive failure for 15 minutes', async () => {
      const u = await createUser(t);
      const ip = nextIp();
      for (let i = 1; i <= 9; i += 1) {
        assertError(await login(u.email, WRONG_PASSWORD, ip), 401, 'invalid_credentials');
      }
      const tenth = await login(u.email, WRONG_PASSWORD, ip);
      assertError(tenth, 423, 'account_locked');
      assert.ok(Math.abs(retryAfter(tenth) - 15 * 60) <= 1, `Retry-After ${retryAfter(tenth)}`);

      // The lock holds against the right password, from any address.
      const locked = await login(u.email, PASSWORD, nextIp());
      assertError(locked, 423, 'account_locked');
      assert.equal(locked.headers['set-cookie'], undefined);

      t.clock.advance(5 * MINUTE);
      const later = await login(u.email, PASSWORD, ip);
      assertError(later, 423, 'account_locked');
      assert.ok(Math.abs(retryAfter(later) - 10 * 60) <= 1, `Retry-After ${retryAfter(later)}`);

      t.clock.advance(10 * MINUTE);
      const unlocked = await login(u.email, PASSWORD, ip);
      assert.equal(unlocked.statusCode, 200, unlocked.body);
    });

    it('starts counting afresh after the lock ends', async () => {
      const u = await createUser(t);
      for (let i = 1; i <= 9; i += 1) await login(u.email, WRONG_PASSWORD);
      assert.equal((await login(u.email, WRONG_PASSWORD)).statusCode, 423);
      t.clock.advance(15 * MINUTE);
      // One failure after the lock is a plain 401, not the continuation of the old run.
      assertError(await login(u.email, WRONG_PASSWORD), 401, 'invalid_credentials');
      assert.equal((await login(u.email, PASSWORD)).statusCode, 200);
    });

    it('counts failures per account, whichever addresses they come from', async () => {
      const u = await createUser(t);
      for (let i = 1; i <= 9; i += 1) {
        assert.equal((await login(u.email, WRONG_PASSWORD, nextIp())).statusCode, 401);
      }
      assert.equal((await login(u.email, WRONG_PASSWORD, nextIp())).statusCode, 423);
    });

    it('does not lock another account', async () => {
      const victim = await createUser(t);
      const bystander = await createUser(t);
      for (let i = 1; i <= 10; i += 1) await login(victim.email, WRONG_PASSWORD);
      assert.equal((await login(victim.email, PASSWORD)).statusCode, 423);
      assert.equal((await login(bystander.email, PASSWORD)).statusCode, 200);
    });

    it('resets the count on a success: 9 failures, a success, 9 failures stay 401', async () => {
      const u = await createUser(t);
      const ip = nextIp();
      for (let i = 1; i <= 9; i += 1) {
        assertError(await login(u.email, WRONG_PASSWORD, ip), 401, 'invalid_credentials');
      }
      assert.equal((await login(u.email, PASSWORD, ip)).statusCode, 200);
      for (let i = 1; i <= 9; i += 1) {
        assertError(await login(u.email, WRONG_PASSWORD, ip), 401, 'invalid_credentials');
      }
      // The count did run again from zero: the next failure is the 10th of the new run.
      assertError(await login(u.email, WRONG_PASSWORD, ip), 423, 'account_locked');
    });

    it('answers a burst that reaches the lock consistently: once locked, nothing in it gets through', async () => {
      const u = await createUser(t);
      for (let i = 1; i <= 9; i += 1) await login(u.email, WRONG_PASSWORD);
      // Sent together, each of these checks the lock before its (slow) password hashing ends.
      const passwords = [WRONG_PASSWORD, WRONG_PASSWORD, WRONG_PASSWORD, PASSWORD, WRONG_PASSWORD];
      const responses = await Promise.all(passwords.map((p) => login(u.email, p)));
      const statuses = responses.map((r) => r.statusCode);
      const rightIndex = passwords.indexOf(PASSWORD);
      if (statuses.includes(423)) {
        // A failure came first and was the 10th: the lock covers every attempt after it.
        assert.deepEqual(
          statuses,
          passwords.map(() => 423),
          `statuses ${statuses.join(',')}`,
        );
      } else {
        // The right password came first and reset the count: the other four are failures 1 to 4.
        assert.deepEqual(
          statuses,
          passwords.map((_, i) => (i === rightIndex ? 200 : 401)),
          `statuses ${statuses.join(',')}`,
        );
      }
    });

    it('restarts the count after 30 quiet minutes', async () => {
      const u = await createUser(t);
      for (let i = 1; i <= 9; i += 1) {
        assertError(await login(u.email, WRONG_PASSWORD), 401, 'invalid_credentials');
      }
      t.clock.advance(30 * MINUTE);
      // The run is broken: this is failure 1 of a new run, not the tenth.
      for (let i = 1; i <= 9; i += 1) {
        assertError(await login(u.email, WRONG_PASSWORD), 401, 'invalid_credentials');
      }
      assert.equal((await login(u.email, PASSWORD)).statusCode, 200);
    });

    it('locks a run whose failures each follow the last within 30 minutes, however long the run', async () => {
      const u = await createUser(t);
      // Ten failures, four minutes apart: 36 minutes from first to last, never a quiet spell.
      for (let i = 1; i <= 9; i += 1) {
        if (i > 1) t.clock.advance(4 * MINUTE);
        assertError(await login(u.email, WRONG_PASSWORD), 401, 'invalid_credentials');
      }
      t.clock.advance(4 * MINUTE);
      assertError(await login(u.email, WRONG_PASSWORD), 423, 'account_locked');
    });

    it('locks a burst straddling the end of a 30-minute span (1 failure, then 9 at 29:59 and 30:00)', async () => {
      const u = await createUser(t);
      assertError(await login(u.email, WRONG_PASSWORD), 401, 'invalid_credentials');
      t.clock.advance(30 * MINUTE - 1000);
      for (let i = 2; i <= 5; i += 1) {
        assertError(await login(u.email, WRONG_PASSWORD), 401, 'invalid_credentials');
      }
      t.clock.advance(1000);
      for (let i = 6; i <= 9; i += 1) {
        assertError(await login(u.email, WRONG_PASSWORD), 401, 'invalid_credentials');
      }
      assertError(await login(u.email, WRONG_PASSWORD), 423, 'account_locked');
    });

    it('lifts the lock and ends every session when an operator sets a new password', async () => {
      const u = await createUser(t);
      const before = await signIn(u);
      for (let i = 1; i <= 10; i += 1) await login(u.email, WRONG_PASSWORD);
      assert.equal((await login(u.email, PASSWORD)).statusCode, 423);

      await t.services.identity.setPassword(u.user.id, 'a brand new password');
      assertError(await me(bearer(before.tokens.access_token)), 401, 'token_revoked');
      assert.equal((await refresh({ bearerToken: before.tokens.refresh_token })).statusCode, 401);
      assertError(await login(u.email, PASSWORD), 401, 'invalid_credentials');
      assert.equal((await login(u.email, 'a brand new password')).statusCode, 200);
    });

    // Unknown emails lock exactly like accounts: login-lockout.int.test.ts.
  });

  describe('GET /auth/refresh', () => {
    it('exchanges a refresh token sent as Bearer for a new pair', async () => {
      const u = await createUser(t);
      const first = await signIn(u);
      t.clock.advance(MINUTE);
      const response = await refresh({ bearerToken: first.tokens.refresh_token });
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json<SessionBody>();
      assert.equal(body.user.user_uuid, u.user.user_uuid);
      assert.notEqual(body.tokens.access_token, first.tokens.access_token);
      assert.notEqual(body.tokens.refresh_token, first.tokens.refresh_token);
      assert.equal(body.tokens.expiry, t.clock.now().getTime() + 8 * HOUR);
      assert.equal(decodeJwt(body.tokens.access_token).sub, u.user.user_uuid);
      assert.equal(cookie(response, 'access_token_cookie').value, body.tokens.access_token);
      assert.equal(cookie(response, 'refresh_token_cookie').value, body.tokens.refresh_token);
      assert.equal(cookie(response, 'refresh_token_cookie').path, '/api/v1/auth');

      assert.equal((await me(bearer(body.tokens.access_token))).statusCode, 200);
      // The new refresh token is itself usable once.
      assert.equal((await refresh({ bearerToken: body.tokens.refresh_token })).statusCode, 200);
    });

    it('exchanges a refresh token sent as the refresh_token_cookie', async () => {
      const u = await createUser(t);
      const first = await signIn(u);
      const response = await refresh({ cookie: first.tokens.refresh_token });
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json<SessionBody>();
      assert.equal(body.user.user_uuid, u.user.user_uuid);
      assert.notEqual(body.tokens.refresh_token, first.tokens.refresh_token);
      assert.equal((await me(bearer(body.tokens.access_token))).statusCode, 200);
    });

    it('prefers the Authorization header over the cookie', async () => {
      const u = await createUser(t);
      const { tokens } = await signIn(u);
      const response = await refresh({ bearerToken: 'not-a-refresh-token', cookie: tokens.refresh_token });
      assertError(response, 401, 'invalid_refresh_token');
    });

    it('treats a replayed refresh token as theft: 401 and every session of the user ends', async () => {
      const u = await createUser(t);
      const other = await createUser(t);
      const otherSession = await signIn(other);
      const first = await signIn(u);
      const second = (await refresh({ bearerToken: first.tokens.refresh_token })).json<SessionBody>();
      const third = await refresh({ bearerToken: second.tokens.refresh_token });
      assert.equal(third.statusCode, 200, third.body);
      const newest = third.json<SessionBody>();
      assert.equal((await me(bearer(newest.tokens.access_token))).statusCode, 200);

      assertError(await refresh({ bearerToken: first.tokens.refresh_token }), 401, 'refresh_token_reused');

      assertError(await me(bearer(newest.tokens.access_token)), 401, 'token_revoked');
      assert.equal((await refresh({ bearerToken: newest.tokens.refresh_token })).statusCode, 401);
      assert.equal((await refresh({ cookie: newest.tokens.refresh_token })).statusCode, 401);
      // Another user's sessions are untouched, and the victim can sign in again.
      assert.equal((await me(bearer(otherSession.tokens.access_token))).statusCode, 200);
      assert.equal((await refresh({ bearerToken: otherSession.tokens.refresh_token })).statusCode, 200);
      const fresh = await signIn(u);
      assert.equal((await me(bearer(fresh.tokens.access_token))).statusCode, 200);
    });

    it('answers 401 refresh_token_expired after 30 days', async () => {
      const u = await createUser(t);
      const kept = await signIn(u);
      const expiring = await signIn(u);
      t.clock.advance(30 * DAY - MINUTE);
      assert.equal((await refresh({ bearerToken: kept.tokens.refresh_token })).statusCode, 200);
      t.clock.advance(2 * MINUTE);
      assertError(
        await refresh({ bearerToken: expiring.tokens.refresh_token }),
        401,
        'refresh_token_expired',
      );
    });

    it('refuses an expired refresh token every time it is presented, without ending newer sessions', async () => {
      const u = await createUser(t);
      const stale = await signIn(u);
      t.clock.advance(30 * DAY + MINUTE);
      const current = await signIn(u);
      // A client retrying with its stale token is not a thief: the token was never exchanged.
      for (let i = 0; i < 2; i += 1) {
        assertError(await refresh({ bearerToken: stale.tokens.refresh_token }), 401, 'refresh_token_expired');
      }
      assert.equal((await me(bearer(current.tokens.access_token))).statusCode, 200);
      assert.equal((await refresh({ bearerToken: current.tokens.refresh_token })).statusCode, 200);
    });

    it('answers 401 without a token, or with an empty, unknown or access token', async () => {
      const u = await createUser(t);
      const { tokens } = await signIn(u);
      assertError(await refresh(), 401, 'unauthorized');
      assertError(await refresh({ cookie: '' }), 401, 'unauthorized');
      assertError(await refresh({ bearerToken: 'x'.repeat(43) }), 401, 'invalid_refresh_token');
      assertError(await refresh({ bearerToken: tokens.access_token }), 401, 'invalid_refresh_token');
      // None of those spent the real refresh token.
      assert.equal((await refresh({ bearerToken: tokens.refresh_token })).statusCode, 200);
    });
  });

  describe('DELETE /auth/logout', () => {
    it('answers 204, clears both cookies and revokes the JWT and the refresh token', async () => {
      const u = await createUser(t);
      const { tokens } = await signIn(u);
      const response = await logout(bearer(tokens.access_token));
      assert.equal(response.statusCode, 204, response.body);
      assert.equal(response.body, '');

      for (const [name, path] of [
        ['access_token_cookie', '/'],
        ['refresh_token_cookie', '/api/v1/auth'],
      ] as const) {
        const cleared = cookie(response, name);
        assert.equal(cleared.value, '', name);
        assert.equal(cleared.path, path, name);
        const expired =
          cleared.maxAge === 0 ||
          (cleared.expires instanceof Date && cleared.expires.getTime() <= Date.now());
        assert.ok(expired, `${name} is expired: ${JSON.stringify(cleared)}`);
      }

      assertError(await me(bearer(tokens.access_token)), 401, 'token_revoked');
      assert.equal((await refresh({ bearerToken: tokens.refresh_token })).statusCode, 401);
      assertError(await logout(bearer(tokens.access_token)), 401, 'token_revoked');
    });

    it('ends the other sessions of the user too', async () => {
      const u = await createUser(t);
      const phone = await signIn(u);
      const laptop = await signIn(u);
      assert.equal((await logout(bearer(laptop.tokens.access_token))).statusCode, 204);
      assertError(await me(bearer(phone.tokens.access_token)), 401, 'token_revoked');
      assert.equal((await refresh({ bearerToken: phone.tokens.refresh_token })).statusCode, 401);
      // Signing in again afterwards works.
      const again = await signIn(u);
      assert.equal((await me(bearer(again.tokens.access_token))).statusCode, 200);
    });

    it('works with the session cookie', async () => {
      const u = await createUser(t);
      const { tokens } = await signIn(u);
      const response = await logout({}, { access_token_cookie: tokens.access_token });
      assert.equal(response.statusCode, 204, response.body);
      assertError(await me(bearer(tokens.access_token)), 401, 'token_revoked');
    });

    it('answers 401 without credentials', async () => {
      assertError(await logout({}), 401, 'unauthorized');
    });

    it('answers 403 session_only with an API token and ends no session', async () => {
      const o = await createOrg(t, { plan: 'pro' });
      const { token } = await createApiToken(t, o, ALL_RIGHTS);
      assertError(await logout(bearer(token)), 403, 'session_only');
      assert.equal((await me(bearer(o.admin.jwt))).statusCode, 200);
    });
  });

  describe('email verification (saas)', () => {
    function signup(orgId: number, person: { email: string; username: string }): Promise<InjectResponse> {
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/users/${orgId}`,
        payload: { ...person, password: PASSWORD },
      });
    }

    function verify(token: unknown): Promise<InjectResponse> {
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/verify-email',
        payload: { token },
      });
    }

    function resend(email: unknown, ip = nextIp()): Promise<InjectResponse> {
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/resend-verification',
        payload: { email },
        remoteAddress: ip,
      });
    }

    async function newUnverified(): Promise<{ email: string; token: string; user: Record<string, unknown> }> {
      const o = await createOrg(t);
      const id = uniq();
      const email = `verify-${id}@example.com`;
      const response = await signup(o.org.id, { email, username: `verify_${id}` });
      assert.equal(response.statusCode, 200, response.body);
      const mails = mailsTo(t, email);
      assert.equal(mails.length, 1);
      return { email, token: verificationTokenIn(mails[0]!), user: response.json() };
    }

    it('signs up unverified, mails a token, and refuses login until the email is verified', async () => {
      const mailsBefore = t.mails().length;
      const { email, token, user } = await newUnverified();
      assert.equal(user.email_verified, false);
      assert.equal(t.mails().length, mailsBefore + 1);
      const mail = mailsTo(t, email)[0]!;
      assert.match(mail, /^Subject: Verify your email address$/m);
      assert.ok(mail.includes(`http://lms.test/verify-email?token=${token}`), mail);

      const refused = await login(email, PASSWORD);
      assertError(refused, 403, 'email_not_verified');
      assert.equal(refused.headers['set-cookie'], undefined);
      // A wrong password reveals nothing about the verification state.
      assertError(await login(email, WRONG_PASSWORD), 401, 'invalid_credentials');

      const verified = await verify(token);
      assert.equal(verified.statusCode, 200, verified.body);
      assert.equal(typeof verified.json().detail, 'string');
      assert.equal(verified.json().user.email, email);
      assert.equal(verified.json().user.user_uuid, user.user_uuid);
      assert.equal(verified.json().user.email_verified, true);

      const session = await login(email, PASSWORD);
      assert.equal(session.statusCode, 200, session.body);
      assert.equal(session.json().user.email_verified, true);
    });

    it('refuses a token used twice with 400 invalid_verification_token', async () => {
      const { token } = await newUnverified();
      assert.equal((await verify(token)).statusCode, 200);
      assertError(await verify(token), 400, 'invalid_verification_token');
    });

    it('refuses a token after 48 hours with 400, and the account stays unverified', async () => {
      const { email, token } = await newUnverified();
      t.clock.advance(49 * HOUR);
      assertError(await verify(token), 400, 'invalid_verification_token');
      assertError(await login(email, PASSWORD), 403, 'email_not_verified');
    });

    it('accepts a token shortly before its 48 hours are over', async () => {
      const { token } = await newUnverified();
      t.clock.advance(47 * HOUR);
      assert.equal((await verify(token)).statusCode, 200);
    });

    it('refuses an unknown token with 400 and a missing or empty one with 422', async () => {
      assertError(await verify('x'.repeat(43)), 400, 'invalid_verification_token');
      for (const payload of [{}, { token: '' }, { token: 42 }]) {
        const response = (await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/verify-email',
          payload,
        })) as InjectResponse;
        assert.equal(response.statusCode, 422, JSON.stringify(payload));
        assert.equal(response.json().code, 'validation_error');
      }
    });

    it('answers resend-verification identically for unknown, verified and unverified emails; only the last gets mail', async () => {
      const unverified = await newUnverified();
      const verifiedUser = await createUser(t, { verified: true });
      const unknown = `nobody-${uniq()}@example.com`;
      const before = t.mails().length;

      const answers: InjectResponse[] = [];
      for (const email of [unknown, verifiedUser.email, unverified.email]) answers.push(await resend(email));
      for (const response of answers) assert.equal(response.statusCode, 200, response.body);
      assert.equal(answers[0]!.body, answers[1]!.body);
      assert.equal(answers[1]!.body, answers[2]!.body);
      assert.equal(typeof answers[0]!.json().detail, 'string');

      assert.equal(t.mails().length, before + 1);
      assert.equal(mailsTo(t, verifiedUser.email).length, 0);
      assert.equal(mailsTo(t, unknown).length, 0);
      const mails = mailsTo(t, unverified.email);
      assert.equal(mails.length, 2);
      const fresh = verificationTokenIn(mails[1]!);
      assert.notEqual(fresh, unverified.token);

      assert.equal((await verify(fresh)).statusCode, 200);
      assert.equal((await login(unverified.email, PASSWORD)).statusCode, 200);
    });

    it('finds the unverified account whatever the case of the email', async () => {
      const unverified = await newUnverified();
      assert.equal((await resend(unverified.email.toUpperCase())).statusCode, 200);
      assert.equal(mailsTo(t, unverified.email).length, 2);
    });

    it('answers 422 for a malformed or missing email', async () => {
      for (const email of ['not-an-email', '', 42]) {
        const response = await resend(email);
        assert.equal(response.statusCode, 422, `${String(email)}: ${response.body}`);
        assert.equal(response.json().code, 'validation_error');
      }
      const missing = (await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/resend-verification',
        payload: {},
        remoteAddress: nextIp(),
      })) as InjectResponse;
      assert.equal(missing.statusCode, 422);
    });
  });
});

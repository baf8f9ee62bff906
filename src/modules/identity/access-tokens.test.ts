import assert from 'node:assert/strict';
import { hkdfSync } from 'node:crypto';
import { describe, it } from 'node:test';
import { SignJWT, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { HOUR, ManualClock, SECOND } from '../../platform/clock.ts';
import { UnauthorizedError } from '../../platform/http/errors.ts';
import { ACCESS_TOKEN_TTL_SECONDS, AccessTokens } from './access-tokens.ts';

const SECRET = 'unit-test-secret-key-that-is-long-enough-0123';
const START = '2026-03-02T09:00:00.000Z';
const SUBJECT = { userUuid: 'user_0b6c3f5e-0000-4000-8000-000000000001', sessionVersion: 3 };

// Mirrors the key derivation of AccessTokens, so the tests can forge tokens that differ in one respect only.
function signingKey(secret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'lms', 'access-token-signing', 32));
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

async function rejection(promise: Promise<unknown>): Promise<UnauthorizedError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof UnauthorizedError, `expected UnauthorizedError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected the token to be refused');
}

describe('AccessTokens', () => {
  it('signs a token whose claims verify back unchanged', async () => {
    const clock = new ManualClock(START);
    const tokens = new AccessTokens(SECRET, clock);
    const { token, expiresAt } = tokens.sign(SUBJECT);
    const nowSeconds = clock.now().getTime() / 1000;

    const claims = await tokens.verify(token);
    assert.equal(claims.sub, SUBJECT.userUuid);
    assert.equal(claims.sv, SUBJECT.sessionVersion);
    assert.equal(claims.iat, nowSeconds);
    assert.equal(claims.exp, nowSeconds + ACCESS_TOKEN_TTL_SECONDS);
    assert.equal(typeof claims.jti, 'string');
    assert.ok(claims.jti.length >= 16);
    assert.equal(claims.act, undefined);
    assert.equal(expiresAt.getTime(), clock.now().getTime() + 8 * HOUR);
    assert.deepEqual(decodeProtectedHeader(token), { alg: 'HS256', typ: 'JWT' });
  });

  it('signs a standard HS256 JWT: the JWT library verifies it with the derived key alone', async () => {
    const clock = new ManualClock(START);
    const { token } = new AccessTokens(SECRET, clock).sign(SUBJECT, { actor: 'apitoken_y' });
    const { payload, protectedHeader } = await jwtVerify(token, signingKey(SECRET), {
      algorithms: ['HS256'],
      currentDate: clock.now(),
    });
    assert.deepEqual(protectedHeader, { alg: 'HS256', typ: 'JWT' });
    assert.deepEqual(Object.keys(payload).sort(), ['act', 'exp', 'iat', 'jti', 'sub', 'sv']);
    assert.equal(payload.sub, SUBJECT.userUuid);
    assert.equal(payload.act, 'apitoken_y');
    await assert.rejects(jwtVerify(token, signingKey(`${SECRET}x`), { currentDate: clock.now() }));
  });

  it('gives every token its own jti', () => {
    const tokens = new AccessTokens(SECRET, new ManualClock(START));
    const a = decodeJwt(tokens.sign(SUBJECT).token);
    const b = decodeJwt(tokens.sign(SUBJECT).token);
    assert.notEqual(a.jti, b.jti);
  });

  it('carries a custom lifetime and the actor of a swapped token', async () => {
    const clock = new ManualClock(START);
    const tokens = new AccessTokens(SECRET, clock);
    const { token, expiresAt } = tokens.sign(SUBJECT, { ttlSeconds: 3600, actor: 'apitoken_x' });
    const claims = await tokens.verify(token);
    assert.equal(claims.act, 'apitoken_x');
    assert.equal(claims.exp - claims.iat, 3600);
    assert.equal(expiresAt.getTime(), clock.now().getTime() + HOUR);
  });

  it('accepts a token until its expiry and refuses it from then on as token_expired', async () => {
    const clock = new ManualClock(START);
    const tokens = new AccessTokens(SECRET, clock);
    const { token } = tokens.sign(SUBJECT);

    clock.advance(8 * HOUR - SECOND);
    assert.equal((await tokens.verify(token)).sub, SUBJECT.userUuid);

    clock.advance(2 * SECOND);
    const error = await rejection(tokens.verify(token));
    assert.equal(error.statusCode, 401);
    assert.equal(error.code, 'token_expired');
  });

  it('remembers a verified token yet still refuses it once expired, and its altered twin always', async () => {
    const clock = new ManualClock(START);
    const tokens = new AccessTokens(SECRET, clock);
    const { token } = tokens.sign(SUBJECT);
    const first = await tokens.verify(token);
    const again = await tokens.verify(token);
    assert.deepEqual(again, first);
    assert.ok(Object.isFrozen(again), 'the remembered claims are shared, so they cannot be changed');

    const [header, payload, signature] = token.split('.') as [string, string, string];
    const altered = `${header}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    assert.equal((await rejection(tokens.verify(altered))).code, 'invalid_token');

    clock.advance(ACCESS_TOKEN_TTL_SECONDS * SECOND);
    assert.equal((await rejection(tokens.verify(token))).code, 'token_expired');
    assert.equal((await rejection(tokens.verify(token))).code, 'token_expired');
  });

  it('refuses a token signed with another secret', async () => {
    const clock = new ManualClock(START);
    const forged = new AccessTokens('another-secret-key-of-sufficient-length-987654', clock).sign(SUBJECT);
    const error = await rejection(new AccessTokens(SECRET, clock).verify(forged.token));
    assert.equal(error.code, 'invalid_token');
  });

  it('refuses a token whose signature was altered', async () => {
    const tokens = new AccessTokens(SECRET, new ManualClock(START));
    const { token } = tokens.sign(SUBJECT);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = signature[0] === 'A' ? 'B' : 'A';
    const error = await rejection(tokens.verify(`${header}.${payload}.${flipped}${signature.slice(1)}`));
    assert.equal(error.code, 'invalid_token');
  });

  it('refuses an unsigned token (alg none)', async () => {
    const clock = new ManualClock(START);
    const tokens = new AccessTokens(SECRET, clock);
    const iat = clock.now().getTime() / 1000;
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
      sub: SUBJECT.userUuid,
      sv: SUBJECT.sessionVersion,
      jti: 'abcdefghijklmnopqrstuv',
      iat,
      exp: iat + 3600,
    })}.`;
    const error = await rejection(tokens.verify(unsigned));
    assert.equal(error.code, 'invalid_token');
  });

  it('refuses a correctly signed token of another algorithm (HS512)', async () => {
    const clock = new ManualClock(START);
    const iat = clock.now().getTime() / 1000;
    const token = await new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(SUBJECT.userUuid)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .setJti('abcdefghijklmnopqrstuv')
      .sign(signingKey(SECRET));
    const error = await rejection(new AccessTokens(SECRET, clock).verify(token));
    assert.equal(error.code, 'invalid_token');
  });

  it('requires the sv claim, as a number', async () => {
    const clock = new ManualClock(START);
    const tokens = new AccessTokens(SECRET, clock);
    const iat = clock.now().getTime() / 1000;
    const build = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(SUBJECT.userUuid)
        .setIssuedAt(iat)
        .setExpirationTime(iat + 3600)
        .setJti('abcdefghijklmnopqrstuv')
        .sign(signingKey(SECRET));

    // The same construction with a numeric sv passes, so the refusals below are about sv alone.
    assert.equal((await tokens.verify(await build({ sv: 0 }))).sv, 0);
    for (const claims of [{}, { sv: '0' }, { sv: null }]) {
      const error = await rejection(tokens.verify(await build(claims)));
      assert.equal(error.code, 'invalid_token', JSON.stringify(claims));
    }
  });

  it('requires the sub, iat and jti claims', async () => {
    const clock = new ManualClock(START);
    const tokens = new AccessTokens(SECRET, clock);
    const iat = clock.now().getTime() / 1000;
    const withoutSub = await new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .setJti('abcdefghijklmnopqrstuv')
      .sign(signingKey(SECRET));
    const withoutIat = await new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(SUBJECT.userUuid)
      .setExpirationTime(iat + 3600)
      .setJti('abcdefghijklmnopqrstuv')
      .sign(signingKey(SECRET));
    const withoutJti = await new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(SUBJECT.userUuid)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(signingKey(SECRET));
    for (const token of [withoutSub, withoutIat, withoutJti]) {
      assert.equal((await rejection(tokens.verify(token))).code, 'invalid_token');
    }
  });

  it('refuses a token without an expiry', async () => {
    const clock = new ManualClock(START);
    const iat = clock.now().getTime() / 1000;
    const token = await new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(SUBJECT.userUuid)
      .setIssuedAt(iat)
      .setJti('abcdefghijklmnopqrstuv')
      .sign(signingKey(SECRET));
    const error = await rejection(new AccessTokens(SECRET, clock).verify(token));
    assert.equal(error.code, 'invalid_token');
  });

  it('refuses text that is not a JWT', async () => {
    const tokens = new AccessTokens(SECRET, new ManualClock(START));
    for (const text of ['', 'nonsense', 'a.b.c']) {
      assert.equal((await rejection(tokens.verify(text))).code, 'invalid_token');
    }
  });
});

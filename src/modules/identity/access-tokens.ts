/**
 * Access JWTs [SPEC 5.1, CONTRACT 4]: HS256, claims `sub` (user uuid), `iat`, `exp`, `jti`, plus `sv`, the
 * user's session version: logout, a password change or a refresh-token replay bumps it and every token
 * carrying an older value stops working at once.
 */
import { createHmac, hkdfSync, webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify } from 'jose';
import type { Clock } from '../../platform/clock.ts';
import { randomToken } from '../../platform/ids.ts';
import { UnauthorizedError } from '../../platform/http/errors.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 8 * 60 * 60;

export interface AccessClaims {
  sub: string;
  sv: number;
  jti: string;
  iat: number;
  exp: number;
  /** Set on tokens minted by the token swap: the API token they came from. */
  act?: string;
}

/**
 * How many verified tokens are remembered. A client sends the same token with each request for hours, and
 * checking its signature was a sixth of an answer save's CPU; a token's text, once verified, stays what it was.
 * 10,000 entries are a few MiB; past that the oldest is forgotten (and verified again when it comes back).
 */
const VERIFIED_TOKENS = 10_000;

/** The protected header of every access token, encoded once. */
const HS256_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export class AccessTokens {
  private readonly raw: Uint8Array;
  private imported: Promise<webcrypto.CryptoKey> | undefined;
  private readonly verified = new Map<string, AccessClaims>();

  constructor(
    secretKey: string,
    private readonly clock: Clock,
  ) {
    // A key of its own, derived from SECRET_KEY, so no other use of the secret can forge sessions.
    this.raw = new Uint8Array(hkdfSync('sha256', secretKey, 'lms', 'access-token-signing', 32));
  }

  /** The HMAC key, imported once on first use: given raw bytes, the JWT library imports them for every call. */
  private key(): Promise<webcrypto.CryptoKey> {
    this.imported ??= webcrypto.subtle.importKey('raw', this.raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    return this.imported;
  }

  /**
   * Signs in place with node:crypto's HMAC. JWS compact HS256 is the base64url of a fixed header and of the
   * claims, joined by a dot, then the base64url of their HMAC-SHA256; `verify` checks it through the JWT
   * library. The library's signing goes through WebCrypto, an asynchronous job that cost about 0.3 ms of the
   * main thread per token: a sixth of a password login's own work.
   */
  sign(
    subject: { userUuid: string; sessionVersion: number },
    options: { ttlSeconds?: number; actor?: string } = {},
  ): { token: string; expiresAt: Date } {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const exp = iat + (options.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS);
    const claims: AccessClaims = {
      sv: subject.sessionVersion,
      sub: subject.userUuid,
      iat,
      exp,
      jti: randomToken(16),
    };
    if (options.actor !== undefined) claims.act = options.actor;
    const signed = `${HS256_HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    const signature = createHmac('sha256', this.raw).update(signed).digest('base64url');
    return { token: `${signed}.${signature}`, expiresAt: new Date(exp * 1000) };
  }

  /**
   * Verifies signature, algorithm and expiry against the injected clock. A token verified before is taken from
   * memory, its expiry checked again; whether its session still stands (`sv`) is the caller's check, made
   * against the database on every request.
   */
  async verify(token: string): Promise<AccessClaims> {
    const known = this.verified.get(token);
    if (known !== undefined) {
      if (known.exp <= Math.floor(this.clock.now().getTime() / 1000)) {
        this.verified.delete(token);
        throw new UnauthorizedError('Token has expired', 'token_expired');
      }
      return known;
    }
    try {
      const { payload } = await jwtVerify(token, await this.key(), {
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
        requiredClaims: ['sub', 'exp', 'iat', 'jti'],
      });
      if (typeof payload.sv !== 'number') throw new UnauthorizedError('Invalid token', 'invalid_token');
      const claims = Object.freeze(payload) as unknown as AccessClaims;
      // A token with a start time (`nbf`, never set here) would need it checked on each use: not remembered.
      if (payload.nbf === undefined) this.remember(token, claims);
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired)
        throw new UnauthorizedError('Token has expired', 'token_expired');
      if (error instanceof UnauthorizedError) throw error;
      throw new UnauthorizedError('Invalid token', 'invalid_token');
    }
  }

  private remember(token: string, claims: AccessClaims): void {
    if (this.verified.size >= VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, claims);
  }
}

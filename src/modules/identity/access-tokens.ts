/**
 * Access JWTs [SPEC 5.1, CONTRACT 4]: HS256, claims `sub` (user uuid), `iat`, `exp`, `jti`, plus `sv`, the
 * user's session version: logout, a password change or a refresh-token replay bumps it and every token
 * carrying an older value stops working at once.
 */
import { hkdfSync } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
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

export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secretKey: string,
    private readonly clock: Clock,
  ) {
    // A key of its own, derived from SECRET_KEY, so no other use of the secret can forge sessions.
    this.key = new Uint8Array(hkdfSync('sha256', secretKey, 'lms', 'access-token-signing', 32));
  }

  async sign(
    subject: { userUuid: string; sessionVersion: number },
    options: { ttlSeconds?: number; actor?: string } = {},
  ): Promise<{ token: string; expiresAt: Date }> {
    const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
    const exp = nowSeconds + (options.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS);
    const claims: Record<string, unknown> = { sv: subject.sessionVersion };
    if (options.actor !== undefined) claims.act = options.actor;
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject.userUuid)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(exp)
      .setJti(randomToken(16))
      .sign(this.key);
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /** Verifies signature, algorithm and expiry against the injected clock. */
  async verify(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
        requiredClaims: ['sub', 'exp', 'iat', 'jti'],
      });
      if (typeof payload.sv !== 'number') throw new UnauthorizedError('Invalid token', 'invalid_token');
      return payload as unknown as AccessClaims;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired)
        throw new UnauthorizedError('Token has expired', 'token_expired');
      if (error instanceof UnauthorizedError) throw error;
      throw new UnauthorizedError('Invalid token', 'invalid_token');
    }
  }
}

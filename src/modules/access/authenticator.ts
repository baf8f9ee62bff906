/**
 * The one authenticator: a Bearer value starting `svc_` is an API token, anything else a user JWT; a cookie
 * is always a user JWT. A JWT is accepted only while its user exists and its session version is current.
 */
import { UnauthorizedError } from '../../platform/http/errors.ts';
import type { Authenticator } from './auth-hooks.ts';
import { parseSwapActor, type Principal } from './principal.ts';

export interface AuthenticatorDeps {
  apiTokenPrefix: string;
  /** `act` is present on JWTs minted by the token swap. */
  verifyAccessToken(token: string): Promise<{ sub: string; sv: number; act?: unknown }>;
  findUserByUuid(
    userUuid: string,
  ): Promise<
    { id: number; user_uuid: string; email: string; username: string; session_version: number } | undefined
  >;
  authenticateApiToken(token: string): Promise<Principal>;
}

export function createAuthenticator(deps: AuthenticatorDeps): Authenticator {
  const fromJwt = async (token: string, via: 'bearer' | 'cookie'): Promise<Principal> => {
    const claims = await deps.verifyAccessToken(token);
    const user = await deps.findUserByUuid(claims.sub);
    if (user === undefined) throw new UnauthorizedError('Invalid token', 'invalid_token');
    if (user.session_version !== claims.sv) {
      throw new UnauthorizedError('This session has ended; sign in again', 'token_revoked');
    }
    // A swapped JWT whose origin cannot be read must not pass as an unconfined session.
    const swappedFrom = claims.act === undefined ? undefined : parseActor(claims.act);
    return {
      kind: 'user',
      via,
      user: { id: user.id, userUuid: user.user_uuid, email: user.email, username: user.username },
      ...(swappedFrom !== undefined && { swappedFrom }),
    };
  };
  return {
    fromBearer: (token) =>
      token.startsWith(deps.apiTokenPrefix) ? deps.authenticateApiToken(token) : fromJwt(token, 'bearer'),
    fromCookie: async (token) => {
      try {
        return await fromJwt(token, 'cookie');
      } catch (error) {
        if (error instanceof UnauthorizedError) return null;
        throw error;
      }
    },
  };
}

function parseActor(act: unknown) {
  const origin = typeof act === 'string' ? parseSwapActor(act) : null;
  if (origin === null) throw new UnauthorizedError('Invalid token', 'invalid_token');
  return origin;
}

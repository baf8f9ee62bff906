/**
 * Request authentication hooks: every route goes through them.
 *
 * - `onRequest`: credentials → `request.principal` (before validation, so 401 precedes 422). An explicit
 *   `Authorization` header that fails is a 401; a stale browser cookie is ignored (the caller is anonymous),
 *   so public pages keep working after a session ends.
 * - routes are authenticated unless they declare `config: { public: true }`;
 * - `config: { sessionOnly: true }` refuses API tokens with 403 (after validation, as CONTRACT 2 orders).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ANONYMOUS, type Principal } from './principal.ts';
import { ForbiddenError, UnauthorizedError } from '../../platform/http/errors.ts';

export const ACCESS_COOKIE = 'access_token_cookie';
export const REFRESH_COOKIE = 'refresh_token_cookie';

export interface Authenticator {
  /** Resolves a credential to a principal; throws `UnauthorizedError` (or `ForbiddenError`) when it fails. */
  fromBearer(token: string): Promise<Principal>;
  /** A session cookie; returns null when it is not (or no longer) valid. */
  fromCookie(token: string): Promise<Principal | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal;
  }
  interface FastifyContextConfig {
    /** Anonymous callers allowed (the handler decides what they see). */
    public?: boolean;
    /** API tokens refused with 403 (block uploads, own submissions, token management, …). */
    sessionOnly?: boolean;
    /** Credentials are not read at all (the refresh endpoint reads its own refresh token). */
    skipAuth?: boolean;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (match === null)
    throw new UnauthorizedError('Authorization header must be "Bearer <token>"', 'invalid_token');
  return match[1];
}

export function registerAuthHooks(app: FastifyInstance, authenticator: Authenticator): void {
  app.decorateRequest<Principal | null>('principal', null);

  app.addHook('onRequest', async (request) => {
    request.principal = ANONYMOUS;
    if (request.is404 || request.routeOptions.config.skipAuth === true) return;
    const bearer = bearerToken(request);
    if (bearer !== undefined) {
      request.principal = await authenticator.fromBearer(bearer);
    } else {
      const cookie = request.cookies[ACCESS_COOKIE];
      if (cookie !== undefined && cookie !== '') {
        request.principal = (await authenticator.fromCookie(cookie)) ?? ANONYMOUS;
      }
    }
    if (request.principal.kind === 'anonymous' && request.routeOptions.config.public !== true) {
      throw new UnauthorizedError();
    }
  });

  app.addHook('preHandler', (request, _reply, done) => {
    if (request.routeOptions.config.sessionOnly === true && request.principal.kind === 'token') {
      done(
        new ForbiddenError(
          'This operation needs a user session; API tokens are not accepted',
          'session_only',
        ),
      );
      return;
    }
    done();
  });
}

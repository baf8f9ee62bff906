/**
 * The internal routes' credential: the `X-Platform-Key` header must equal `PLATFORM_API_KEY`. Both are hashed
 * with SHA-256 and the digests compared with `timingSafeEqual`, so neither the comparison's time nor the key's
 * length tells a caller anything. With the variable unset the routes answer 404, as a route that is not there.
 * Runs on `onRequest`, before validation: a bad key is a 401 whatever the body [CONTRACT 2].
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { NotFoundError, UnauthorizedError } from '../../platform/http/errors.ts';
import { PLATFORM_KEY_HEADER } from './packs.schemas.ts';

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/** An `onRequest` hook admitting only callers that present the platform key. */
export function requirePlatformKey(configured: string | undefined) {
  const expected = configured === undefined ? undefined : digest(configured);
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (expected === undefined) {
      const path = request.url.split('?')[0] ?? '';
      done(new NotFoundError(`No route for ${request.method} ${path}`, 'not_found'));
      return;
    }
    const presented = request.headers[PLATFORM_KEY_HEADER];
    const given = typeof presented === 'string' ? presented : undefined;
    // Hashed whatever was presented, so a missing key costs what a wrong one does.
    const matches = timingSafeEqual(digest(given ?? ''), expected);
    if (given === undefined || !matches) {
      done(new UnauthorizedError('Missing or wrong X-Platform-Key', 'invalid_platform_key'));
      return;
    }
    done();
  };
}

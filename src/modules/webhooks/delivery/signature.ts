/**
 * Signing secrets and delivery signatures [SPEC 6.1, 6.2.6; CONTRACT 7].
 *
 * The secret is `whsec_` + base64 of 32 random bytes, and the HMAC key is the UTF-8 bytes of the whole
 * secret string (prefix included), so a GitHub-style verifier given the secret as shown works unchanged.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomBase64 } from '../../../platform/ids.ts';

export const SECRET_PREFIX = 'whsec_';
export const SIGNATURE_PREFIX = 'sha256=';

export function generateSecret(): string {
  return `${SECRET_PREFIX}${randomBase64(32)}`;
}

/** `sha256=` + lowercase hex HMAC-SHA256 of the raw body bytes, keyed by the secret string. */
export function sign(secret: string, body: string | Buffer): string {
  return SIGNATURE_PREFIX + createHmac('sha256', Buffer.from(secret, 'utf8')).update(body).digest('hex');
}

/** Constant-time check of a received signature header (what a receiver does; used by our own tests too). */
export function verify(secret: string, body: string | Buffer, header: string): boolean {
  const expected = Buffer.from(sign(secret, body), 'utf8');
  const given = Buffer.from(header, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

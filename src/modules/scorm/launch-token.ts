/**
 * Launch capabilities for SCORM content [CONTRACT 12]. The SCO runs in a sandboxed frame, an opaque origin,
 * whose requests carry no SameSite=Lax session cookie; the player therefore puts a capability in the content
 * URL's first segment (`…/content/~<token>/index.html`), and relative URLs inside the SCO keep it.
 *
 * A token is `<payload>.<mac>`, both base64url: the payload is `{u: user id, e: expiry (unix seconds), a?:
 * the swap origin of a swapped session}`, the MAC an HMAC-SHA-256 over the activity uuid and the payload,
 * under a key derived from SECRET_KEY for this purpose only. It names one activity and one person for four
 * hours. It grants nothing by itself: every request re-checks that the person may still read the activity,
 * so a reader removed from the course loses the content at once, and an expired token never works again.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import { formatSwapActor, parseSwapActor, type Principal } from '../access/index.ts';

/** How long a launch lasts: a long lesson, not a day. */
export const LAUNCH_TOKEN_TTL_MS = 4 * 60 * 60 * 1000;
const PURPOSE = 'lms:scorm-launch';
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** What a valid token names. */
export interface LaunchGrant {
  userId: number;
  /** Present when the token was minted in a swapped session: the content is read under its confinement. */
  swapActor?: string;
  expiresAt: Date;
}

export class ScormLaunchTokens {
  private readonly key: Buffer;

  constructor(
    secretKey: string,
    private readonly clock: Clock,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), PURPOSE, 32));
  }

  /**
   * A token for `activityUuid`, for a signed-in person (a principal or their user id). The caller has
   * checked that they may read the activity. API tokens have no person to launch for: refused.
   */
  mint(who: Principal | number, activityUuid: string): { token: string; expiresAt: Date } {
    if (typeof who !== 'number' && who.kind !== 'user') {
      throw new Error('a SCORM launch is for a signed-in person');
    }
    const userId = typeof who === 'number' ? who : who.user.id;
    const swapped = typeof who === 'number' ? undefined : who.swappedFrom;
    const expiresAt = new Date(this.clock.now().getTime() + LAUNCH_TOKEN_TTL_MS);
    const payload = Buffer.from(
      JSON.stringify({
        u: userId,
        e: Math.floor(expiresAt.getTime() / 1000),
        ...(swapped !== undefined && { a: formatSwapActor(swapped) }),
      }),
    ).toString('base64url');
    return { token: `${payload}.${this.mac(activityUuid, payload)}`, expiresAt };
  }

  /** What the token grants for `activityUuid`, or undefined when it is forged, expired or for another. */
  verify(token: string, activityUuid: string): LaunchGrant | undefined {
    const [payload, mac, ...rest] = token.split('.');
    if (rest.length > 0 || payload === undefined || mac === undefined) return undefined;
    if (!BASE64URL.test(payload) || !BASE64URL.test(mac) || payload.length > 512) return undefined;
    const expected = Buffer.from(this.mac(activityUuid, payload), 'base64url');
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    let claims: { u?: unknown; e?: unknown; a?: unknown };
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
    } catch {
      return undefined;
    }
    const { u, e, a } = claims;
    if (!Number.isSafeInteger(u) || !Number.isSafeInteger(e)) return undefined;
    const expiresAt = new Date((e as number) * 1000);
    if (expiresAt.getTime() <= this.clock.now().getTime()) return undefined;
    if (a !== undefined && (typeof a !== 'string' || parseSwapActor(a) === null)) return undefined;
    return { userId: u as number, expiresAt, ...(typeof a === 'string' && { swapActor: a }) };
  }

  private mac(activityUuid: string, payload: string): string {
    return createHmac('sha256', this.key).update(`${activityUuid}\n${payload}`).digest('base64url');
  }
}

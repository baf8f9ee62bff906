/**
 * Password login with its protections [SPEC 5.4, CONTRACT 4]:
 * - at most 30 attempts per 5 minutes per client IP (429 + Retry-After), counted in the database so the
 *   limit holds across API processes;
 * - 10 consecutive failed passwords for an email, each within 30 minutes of the one before, lock that email
 *   for 15 minutes (423 + Retry-After); the tenth failure already answers 423; a success resets the count;
 * - the lockout cannot tell whether an account exists: failures are counted per normalised email in
 *   `login_failures`, for emails with and without an account alike, so an unknown email locks, answers and
 *   unlocks exactly like a known one;
 * - every attempt verifies the given password once (against a dummy hash for unknown emails) before anything
 *   else is decided, so neither an unknown email nor a lock answers sooner;
 * - in `saas` mode the email must be verified (403 after a correct password, so it reveals nothing).
 */
import type { DeploymentMode } from '../../config.ts';
import type { Db } from '../../db.ts';
import { MINUTE, fromDbTime, toDbTime, type Clock } from '../../platform/clock.ts';
import {
  ForbiddenError,
  LockedError,
  RateLimitedError,
  UnauthorizedError,
} from '../../platform/http/errors.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import { IdentityRepository, type UserRow } from './identity.repository.ts';
import { verifyPassword, type VerifyPassword } from './passwords.ts';
import type { SessionTokens, Sessions } from './sessions.ts';

export const LOGIN_LIMIT = { attempts: 30, windowMs: 5 * MINUTE };
export const LOCKOUT = { failures: 10, windowMs: 30 * MINUTE, durationMs: 15 * MINUTE };

/**
 * Bounding `login_failures`: anyone can add rows by failing with made-up emails, so rows must go once they
 * mean nothing. A row whose last failure is older than both the window and the lock duration can go: its run
 * is broken and its lock (set at that failure) is over, so the next failure would start afresh anyway. Each
 * recorded failure, the only thing that adds rows, deletes up to SWEEP_BATCH such rows, oldest first, through
 * an index: rows cannot pile up faster than they are swept, so the table holds little more than the emails
 * that failed in the last 30 minutes. A batch rather than everything keeps one unlucky login from paying for
 * a large sweep; no timer or worker is needed.
 */
const FORGET_AFTER_MS = Math.max(LOCKOUT.windowMs, LOCKOUT.durationMs);
const SWEEP_BATCH = 100;

/** The key of an email for lookup and lockout alike: `Foo@x.com` and ` foo@x.com` are one email. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class LoginService {
  private readonly verify: VerifyPassword;
  private readonly repo: IdentityRepository;

  constructor(
    private readonly deps: {
      db: Db;
      /** Defaults to a new repository; tests pass one that records its calls. */
      repo?: IdentityRepository;
      sessions: Sessions;
      limiter: RateLimiter;
      clock: Clock;
      deploymentMode: DeploymentMode;
      /** Defaults to the Argon2 verification of passwords.ts. */
      verifyPassword?: VerifyPassword;
    },
  ) {
    this.verify = deps.verifyPassword ?? verifyPassword;
    this.repo = deps.repo ?? new IdentityRepository();
  }

  /** Counts one login attempt from `ip`; 429 once the window's budget is spent. Also used by OAuth sign-in. */
  async countAttempt(ip: string): Promise<void> {
    const result = await this.deps.limiter.hit(`login:ip:${ip}`, LOGIN_LIMIT.attempts, LOGIN_LIMIT.windowMs);
    if (!result.allowed) {
      throw new RateLimitedError(
        'Too many login attempts from this address; try again later',
        result.retryAfterSeconds,
      );
    }
  }

  async login(
    ip: string,
    email: string,
    password: string,
  ): Promise<{ user: UserRow; tokens: SessionTokens }> {
    await this.countAttempt(ip);
    const { db, clock } = this.deps;
    const repo = this.repo;
    const key = normaliseEmail(email);
    const user = await repo.findUserByEmail(db, key);
    // The one hash of every attempt, before anything depends on the account or its lock [CONTRACT 4].
    const matches = await this.verify(user?.password_hash ?? null, password);
    const now = clock.now();
    // The lock is checked only now, atomically with the bookkeeping: attempts sent together have all hashed
    // before any of them counts, and none gets through once one of them locks.
    if (user === undefined || !matches) {
      const { lockedUntil } = await repo.recordFailedLogin(db, key, {
        now: toDbTime(now),
        quietSince: toDbTime(new Date(now.getTime() - LOCKOUT.windowMs)),
        threshold: LOCKOUT.failures,
        lockUntil: toDbTime(new Date(now.getTime() + LOCKOUT.durationMs)),
      });
      await repo.sweepLoginFailures(db, toDbTime(new Date(now.getTime() - FORGET_AFTER_MS)), SWEEP_BATCH);
      if (lockedUntil !== null) throw this.lockedError(fromDbTime(lockedUntil), now);
      throw new UnauthorizedError('Wrong email or password', 'invalid_credentials');
    }
    const { lockedUntil } = await repo.clearFailedLogins(db, key, toDbTime(now));
    if (lockedUntil !== null) throw this.lockedError(fromDbTime(lockedUntil), now);
    if (this.deps.deploymentMode === 'saas' && !user.email_verified) {
      throw new ForbiddenError('Verify your email address before signing in', 'email_not_verified');
    }
    return { user, tokens: await this.deps.sessions.issue(user) };
  }

  /** The same answer for every locked email, with or without an account. */
  private lockedError(until: Date, now: Date): LockedError {
    return new LockedError(
      'This account is temporarily locked after repeated failed logins; try again later',
      (until.getTime() - now.getTime()) / 1000,
    );
  }
}

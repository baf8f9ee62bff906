/**
 * Password login with its protections [SPEC 5.4, CONTRACT 4]:
 * - at most 30 attempts per 5 minutes per client IP (429 + Retry-After), counted in the database so the
 *   limit holds across API processes;
 * - 10 consecutive failed passwords, each within 30 minutes of the one before, lock the account for
 *   15 minutes (423 + Retry-After); the tenth failure already answers 423; a success resets the count;
 * - unknown emails spend the same hashing work as known ones;
 * - in `saas` mode the email must be verified (403 after a correct password, so it reveals nothing).
 */
import type { DeploymentMode } from '../../config.ts';
import type { Db } from '../../db.ts';
import { MINUTE, fromDbTime, toDbTime, type Clock } from '../../platform/clock.ts';
import { toBool } from '../../platform/db/database.ts';
import {
  ForbiddenError,
  LockedError,
  RateLimitedError,
  UnauthorizedError,
} from '../../platform/http/errors.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { IdentityRepository, UserRow } from './identity.repository.ts';
import { verifyPassword } from './passwords.ts';
import type { SessionTokens, Sessions } from './sessions.ts';

export const LOGIN_LIMIT = { attempts: 30, windowMs: 5 * MINUTE };
export const LOCKOUT = { failures: 10, windowMs: 30 * MINUTE, durationMs: 15 * MINUTE };

export class LoginService {
  constructor(
    private readonly deps: {
      db: Db;
      repo: IdentityRepository;
      sessions: Sessions;
      limiter: RateLimiter;
      clock: Clock;
      deploymentMode: DeploymentMode;
    },
  ) {}

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
    const { db, repo, clock } = this.deps;
    const user = await repo.findUserByEmail(db, email.trim().toLowerCase());
    const now = clock.now();
    if (user?.locked_until != null && fromDbTime(user.locked_until) > now) {
      throw this.lockedError(fromDbTime(user.locked_until), now);
    }
    const matches = await verifyPassword(user?.password_hash ?? null, password);
    if (user === undefined) throw new UnauthorizedError('Wrong email or password', 'invalid_credentials');
    // The lock is checked again after hashing, atomically with the bookkeeping: attempts sent together all
    // passed the check above before any of them failed, and must not get through once one of them locks.
    if (!matches) {
      const { lockedUntil } = await repo.recordFailedLogin(db, user.id, {
        now: toDbTime(now),
        quietSince: toDbTime(new Date(now.getTime() - LOCKOUT.windowMs)),
        threshold: LOCKOUT.failures,
        lockUntil: toDbTime(new Date(now.getTime() + LOCKOUT.durationMs)),
      });
      if (lockedUntil !== null) throw this.lockedError(fromDbTime(lockedUntil), now);
      throw new UnauthorizedError('Wrong email or password', 'invalid_credentials');
    }
    const { lockedUntil } = await repo.clearFailedLogins(db, user.id, toDbTime(now));
    if (lockedUntil !== null) throw this.lockedError(fromDbTime(lockedUntil), now);
    if (this.deps.deploymentMode === 'saas' && !toBool(user.email_verified)) {
      throw new ForbiddenError('Verify your email address before signing in', 'email_not_verified');
    }
    return { user, tokens: await this.deps.sessions.issue(user) };
  }

  private lockedError(until: Date, now: Date): LockedError {
    return new LockedError(
      'This account is temporarily locked after repeated failed logins; try again later',
      (until.getTime() - now.getTime()) / 1000,
    );
  }
}

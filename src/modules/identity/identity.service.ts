/**
 * Accounts: signup into an organization, the signed-in user's profile, email verification and password
 * changes. Signup asks the organizations module (through `SignupGate`) whether and how the person may join.
 */
import type { Logger } from 'pino';
import type { DeploymentMode } from '../../config.ts';
import type { Db, Tx } from '../../db.ts';
import { DAY, HOUR, fromDbTime, toDbTime, type Clock } from '../../platform/clock.ts';
import { onUniqueViolation } from '../../platform/db/unique-violations.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/http/errors.ts';
import { newUuid, randomToken, sha256Hex } from '../../platform/ids.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { Role } from '../access/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import { UNIQUE_EMAIL, UNIQUE_USERNAME, IdentityRepository, type UserRow } from './identity.repository.ts';
import { hashPassword } from './passwords.ts';

export const EMAIL_VERIFICATION_TTL_MS = 2 * DAY;

export interface SignupGate {
  admit(
    db: Tx,
    orgId: number,
    email: string,
    inviteCode: string | undefined,
  ): Promise<{ role: Role; method: string; inviteId?: number }>;
  join(db: Tx, orgId: number, userId: number, admission: { role: Role; inviteId?: number }): Promise<void>;
}

export interface NewUser {
  email: string;
  username: string;
  password?: string;
  first_name?: string;
  last_name?: string;
}

export interface IdentityDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  limiter: RateLimiter;
  deploymentMode: DeploymentMode;
  publicUrl: string;
  logger: Logger;
  events: EventPublisher;
  /** The organizations a user belongs to (events about a person go to each of them). */
  memberOrgIds: (db: Tx, userId: number) => Promise<number[]>;
  /** Whether and how a person may join an organization (the organizations module's invites). */
  signupGate: SignupGate;
}

export class IdentityService {
  private readonly repo = new IdentityRepository();

  constructor(private readonly deps: IdentityDeps) {}

  /** Self-service signup [CONTRACT 3]: verified at once when self-hosted, by email in `saas` mode. */
  async signup(orgId: number, input: NewUser, inviteCode?: string): Promise<UserRow> {
    const gate = this.deps.signupGate;
    const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
    const verified = this.deps.deploymentMode === 'selfhosted';
    const { user, verificationToken } = await this.deps.db.transaction().execute(async (trx) => {
      const admission = await gate.admit(trx, orgId, input.email, inviteCode);
      const created = await this.insertUser(trx, input, passwordHash, verified);
      await gate.join(trx, orgId, created.id, admission);
      await this.deps.events.publishEvent(trx, orgId, 'user_signed_up', {
        user: {
          user_uuid: created.user_uuid,
          email: created.email,
          username: created.username,
          first_name: created.first_name,
          last_name: created.last_name,
        },
        signup_method: admission.method,
      });
      const token = verified ? undefined : await this.createVerificationToken(trx, created.id);
      return { user: created, verificationToken: token };
    });
    if (verificationToken !== undefined) await this.sendVerificationMail(user, verificationToken);
    return user;
  }

  /** Creates an account (first boot, provisioning): 409 for a taken email or username. */
  async insertUser(
    db: Tx,
    input: NewUser,
    passwordHash: string | null,
    emailVerified: boolean,
  ): Promise<UserRow> {
    const email = input.email.trim().toLowerCase();
    if ((await this.repo.findUserByEmail(db, email)) !== undefined) throw emailTaken();
    if (await this.repo.isUsernameTaken(db, input.username)) throw usernameTaken();
    const now = toDbTime(this.deps.clock.now());
    // Two signups racing for one email or username both pass the lookups: the unique index decides, and the
    // loser hears what the lookup would have told it.
    return onUniqueViolation(
      () =>
        this.repo.insertUser(db, {
          user_uuid: newUuid('user'),
          email,
          username: input.username,
          first_name: input.first_name ?? '',
          last_name: input.last_name ?? '',
          password_hash: passwordHash,
          email_verified: emailVerified,
          creation_date: now,
          update_date: now,
        }),
      [UNIQUE_EMAIL, UNIQUE_USERNAME],
      (rule) => (rule === UNIQUE_USERNAME ? usernameTaken() : emailTaken()),
    );
  }

  async getUser(userId: number): Promise<UserRow> {
    const user = await this.repo.findUserById(this.deps.db, userId);
    if (user === undefined) throw new NotFoundError('User not found');
    return user;
  }

  findUserByUuid(userUuid: string): Promise<UserRow | undefined> {
    return this.repo.findUserByUuid(this.deps.db, userUuid);
  }

  findUserByEmail(email: string): Promise<UserRow | undefined> {
    return this.repo.findUserByEmail(this.deps.db, email);
  }

  /** Sets a password and ends every session of that user (operator CLI, future password reset). */
  async setPassword(userId: number, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.repo.setPassword(this.deps.db, userId, passwordHash, toDbTime(this.deps.clock.now()));
    await this.repo.revokeAllSessions(this.deps.db, userId, toDbTime(this.deps.clock.now()));
  }

  async verifyEmail(token: string): Promise<UserRow> {
    const now = this.deps.clock.now();
    const row = await this.repo.findEmailVerification(this.deps.db, sha256Hex(token));
    if (row === undefined || row.used_at !== null || fromDbTime(row.expires_at) <= now) {
      throw new BadRequestError(
        'This verification link is invalid or has expired',
        'invalid_verification_token',
      );
    }
    return this.deps.db.transaction().execute(async (trx) => {
      if (!(await this.repo.consumeEmailVerification(trx, row.id, toDbTime(now)))) {
        throw new BadRequestError(
          'This verification link is invalid or has expired',
          'invalid_verification_token',
        );
      }
      await this.repo.markEmailVerified(trx, row.user_id, toDbTime(now));
      const user = await this.repo.findUserById(trx, row.user_id);
      if (user === undefined) throw new NotFoundError('User not found');
      for (const orgId of await this.deps.memberOrgIds(trx, user.id)) {
        await this.deps.events.publishEvent(trx, orgId, 'user_email_verified', {
          user_uuid: user.user_uuid,
          email: user.email,
        });
      }
      return user;
    });
  }

  /**
   * Sends a fresh verification mail when the account exists and is unverified. The caller answers the same
   * whatever happened here, so the endpoint reveals nothing; at most 5 mails per address per hour.
   */
  async resendVerification(email: string): Promise<void> {
    const user = await this.repo.findUserByEmail(this.deps.db, email.trim().toLowerCase());
    if (user === undefined || user.email_verified) return;
    const budget = await this.deps.limiter.hit(`verify-mail:${user.id}`, 5, HOUR);
    if (!budget.allowed) return;
    const token = await this.createVerificationToken(this.deps.db, user.id);
    await this.sendVerificationMail(user, token);
  }

  private async createVerificationToken(db: Tx, userId: number): Promise<string> {
    const now = this.deps.clock.now();
    const token = randomToken(32);
    await this.repo.insertEmailVerification(db, {
      user_id: userId,
      token_hash: sha256Hex(token),
      created_at: toDbTime(now),
      expires_at: toDbTime(new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS)),
    });
    return token;
  }

  private async sendVerificationMail(user: UserRow, token: string): Promise<void> {
    const link = `${this.deps.publicUrl}/verify-email?token=${token}`;
    await this.deps.mailer
      .send({
        to: user.email,
        subject: 'Verify your email address',
        text: `Hello ${user.username},\n\nConfirm your email address by opening this link:\n${link}\n\nOr send this token to POST /api/v1/auth/verify-email: ${token}\n\nThe link is valid for 48 hours.\n`,
      })
      .catch((error: unknown) =>
        this.deps.logger.warn({ err: error, to: user.email }, 'verification mail failed'),
      );
  }
}

function emailTaken(): ConflictError {
  return new ConflictError('An account with this email already exists', 'email_taken');
}

function usernameTaken(): ConflictError {
  return new ConflictError('This username is taken', 'username_taken');
}

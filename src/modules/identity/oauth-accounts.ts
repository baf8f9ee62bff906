/**
 * Which account a provider sign-in opens [CONTRACT 4, 10]: the one already linked to the provider's `sub`;
 * else the account with the provider's (verified) email, which is then linked; else a new account, verified at
 * once, with no password. `?org_id=` makes the person a member of that organization: a new account joins as
 * learner when signup is open, and so does an existing account that is not a member yet; an invite-only
 * organization refuses both (403) and nothing is created or linked. Everything happens in one transaction.
 */
import type { Db, Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { violates } from '../../platform/db/unique-violations.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import { ConflictError } from '../../platform/http/errors.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import { IdentityRepository, type UserRow } from './identity.repository.ts';
import type { IdentityService, SignupGate } from './identity.service.ts';
import { OauthRepository, UNIQUE_PROVIDER_SUBJECT, type OauthIdentityRow } from './oauth.repository.ts';
import type { ProviderProfile } from './oidc-client.ts';
import { usernameBase, usernameCandidates } from './usernames.ts';

const MAX_NAME_LENGTH = 100;

export interface OAuthAccountsDeps {
  db: Db;
  identity: Pick<IdentityService, 'insertUser'>;
  gate: SignupGate;
  /** The organizations a user belongs to. */
  memberOrgIds: (db: Tx, userId: number) => Promise<number[]>;
  events: EventPublisher;
  clock: Clock;
}

export interface ProviderSignIn {
  provider: string;
  profile: ProviderProfile;
  /** The provider's verified email, lowercased. */
  email: string;
  orgId: number | undefined;
}

export class OAuthAccounts {
  private readonly repo = new OauthRepository();
  private readonly users = new IdentityRepository();

  constructor(private readonly deps: OAuthAccountsDeps) {}

  /**
   * The account to open for this sign-in. Two first sign-ins of one person racing each other (or two new people
   * wanting the same username) meet at a unique index; the loser runs again and finds what the winner wrote.
   */
  async resolve(signIn: ProviderSignIn): Promise<UserRow> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.deps.db.transaction().execute((trx) => this.resolveIn(trx, signIn));
      } catch (error) {
        if (attempt >= 2 || !isRace(error)) throw error;
      }
    }
  }

  private async resolveIn(trx: Tx, signIn: ProviderSignIn): Promise<UserRow> {
    const now = toDbTime(this.deps.clock.now());
    const known = await this.repo.findIdentity(trx, signIn.provider, signIn.profile.subject);
    if (known !== undefined) return this.signInLinked(trx, known, signIn, now);
    const sameEmail = await this.users.findUserByEmail(trx, signIn.email);
    if (sameEmail !== undefined) return this.link(trx, sameEmail, signIn, now);
    return this.create(trx, signIn, now);
  }

  /** The account the provider account is linked to. */
  private async signInLinked(
    trx: Tx,
    identity: OauthIdentityRow,
    signIn: ProviderSignIn,
    now: Timestamp,
  ): Promise<UserRow> {
    await this.repo.touchIdentity(trx, identity.id, signIn.email, now);
    const user = await this.requireUser(trx, identity.user_id);
    await this.joinIfAsked(trx, user, signIn.orgId);
    return user;
  }

  /** Links the provider account to the account holding the same email. */
  private async link(trx: Tx, user: UserRow, signIn: ProviderSignIn, now: Timestamp): Promise<UserRow> {
    const linked = await this.repo.findIdentityOfUser(trx, user.id, signIn.provider);
    // This very provider account, linked by a concurrent first sign-in that committed between the lookup by
    // subject and the one by email (on PostgreSQL each statement sees the latest commits): sign in with it.
    if (linked?.subject === signIn.profile.subject) return this.signInLinked(trx, linked, signIn, now);
    // Another subject at the same provider already owns this account: the address was most likely handed to
    // someone else at the provider (a reused work address); linking would give them the old owner's account.
    if (linked !== undefined) {
      throw new ConflictError(
        `This account is linked to another ${signIn.provider} account; sign in with that one or with a password`,
        'oauth_identity_conflict',
      );
    }
    await this.repo.insertIdentity(trx, {
      user_id: user.id,
      provider: signIn.provider,
      subject: signIn.profile.subject,
      email: signIn.email,
      now,
    });
    if (!user.email_verified) await this.claimUnverified(trx, user, now);
    await this.joinIfAsked(trx, user, signIn.orgId);
    return this.requireUser(trx, user.id);
  }

  /**
   * The provider proves the address belongs to this person, which the unverified account never did: its
   * password may have been set by someone else who registered the address first, so it is removed (and every
   * session ended) before the account is handed over verified.
   */
  private async claimUnverified(trx: Tx, user: UserRow, now: Timestamp): Promise<void> {
    await this.repo.claimUnverifiedAccount(trx, user.id, now);
    for (const orgId of await this.deps.memberOrgIds(trx, user.id)) {
      await this.deps.events.publishEvent(trx, orgId, 'user_email_verified', {
        user_uuid: user.user_uuid,
        email: user.email,
      });
    }
  }

  private async create(trx: Tx, signIn: ProviderSignIn, now: Timestamp): Promise<UserRow> {
    const { orgId, profile } = signIn;
    // Refused before anything is written: an invite-only organization creates no account.
    const admission =
      orgId === undefined ? undefined : await this.deps.gate.admit(trx, orgId, signIn.email, undefined);
    const user = await this.deps.identity.insertUser(
      trx,
      {
        email: signIn.email,
        username: await this.freeUsername(trx, usernameBase(profile.preferredUsername, signIn.email)),
        first_name: profile.givenName?.slice(0, MAX_NAME_LENGTH),
        last_name: profile.familyName?.slice(0, MAX_NAME_LENGTH),
      },
      null,
      true,
    );
    await this.repo.insertIdentity(trx, {
      user_id: user.id,
      provider: signIn.provider,
      subject: profile.subject,
      email: signIn.email,
      now,
    });
    if (orgId !== undefined && admission !== undefined) {
      await this.deps.gate.join(trx, orgId, user.id, admission);
      await this.deps.events.publishEvent(trx, orgId, 'user_signed_up', {
        user: {
          user_uuid: user.user_uuid,
          email: user.email,
          username: user.username,
          first_name: user.first_name,
          last_name: user.last_name,
        },
        signup_method: 'oauth',
      });
    }
    return user;
  }

  /** An existing account joins `orgId` when asked and not a member yet; members keep their role. */
  private async joinIfAsked(trx: Tx, user: UserRow, orgId: number | undefined): Promise<void> {
    if (orgId === undefined) return;
    if ((await this.deps.memberOrgIds(trx, user.id)).includes(orgId)) return;
    const admission = await this.deps.gate.admit(trx, orgId, user.email, undefined);
    await this.deps.gate.join(trx, orgId, user.id, admission);
  }

  private async freeUsername(trx: Tx, base: string): Promise<string> {
    for (const candidate of usernameCandidates(base)) {
      if (!(await this.users.isUsernameTaken(trx, candidate))) return candidate;
    }
    throw new Error('unreachable: username candidates never run out');
  }

  private async requireUser(trx: Tx, userId: number): Promise<UserRow> {
    const user = await this.users.findUserById(trx, userId);
    if (user === undefined) throw new Error(`user ${userId} of an OAuth identity is missing`);
    return user;
  }
}

/** What a sign-in hears when a concurrent one wrote first (the inserts answer with their 409s). */
const LOST_RACE = new Set(['email_taken', 'username_taken', 'already_member']);

/**
 * A concurrent sign-in wrote first: the provider account was linked meanwhile, or the email, the username or
 * the membership was taken; running again finds what it wrote.
 */
function isRace(error: unknown): boolean {
  if (violates(error, UNIQUE_PROVIDER_SUBJECT)) return true;
  return error instanceof ConflictError && LOST_RACE.has(error.code);
}

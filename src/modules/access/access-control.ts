/**
 * Authorization: the one path every service uses once it knows which organization a resource belongs to.
 * Order of checks [CONTRACT 2]: authenticate (401) → validate (422) → find (404) → organization and rights
 * (403). Routes only authenticate; services call these after finding the resource.
 */
import { ForbiddenError, UnauthorizedError } from '../../platform/http/errors.ts';
import type { Principal } from './principal.ts';
import {
  ROLES,
  isRole,
  roleHasRight,
  roleRightIsOwnOnly,
  roleRightsMissingFrom,
  roleRights,
  rightsHave,
  type Action,
  type Bucket,
  type Role,
} from './rights.ts';

/** Finds a user's role in an organization (null when not a member). */
export type RoleLookup = (orgId: number, userId: number) => Promise<Role | null>;

/** The caller as seen inside one organization, once allowed. */
export type Actor =
  | { kind: 'user'; userId: number; role: Role }
  | { kind: 'token'; tokenId: number; creatorUserId: number; creatorRole: Role | null };

export class AccessControl {
  /**
   * Roles already looked up for a principal. A principal lives for one request, so a service path that checks
   * the caller's standing twice (a read path, then the right it needs) asks the database once.
   */
  private readonly roles = new WeakMap<Principal, Map<number, Role | null>>();

  constructor(private readonly findRole: RoleLookup) {}

  /** 401 unless someone is signed in (user or token). */
  requireAuthenticated(principal: Principal): Exclude<Principal, { kind: 'anonymous' }> {
    if (principal.kind === 'anonymous') throw new UnauthorizedError();
    return principal;
  }

  /**
   * The signed-in person, for operations on their own behalf (their trail, submissions, certificates, uploads):
   * 401 for anonymous, 403 `session_only` for API tokens [CONTRACT 4]. `scope` names the organization the
   * operation happens in, and a session minted by the token swap acts only inside its token's organization
   * (403 `other_organization` elsewhere). `'account'` is an operation on the person's account across
   * organizations (creating or joining one, ending every session), which a swapped session never performs
   * (403 `swapped_session`). Callers must say which: confinement cannot be forgotten.
   */
  requireSessionUser(principal: Principal, scope: number | 'account'): Extract<Principal, { kind: 'user' }> {
    if (principal.kind === 'anonymous') throw new UnauthorizedError();
    if (principal.kind === 'token') {
      throw new ForbiddenError(
        'This operation needs a user session; API tokens are not accepted',
        'session_only',
      );
    }
    if (scope === 'account') {
      if (principal.swappedFrom !== undefined) {
        throw new ForbiddenError(
          "A session obtained through the token swap acts only inside the token's organization, never on the whole account",
          'swapped_session',
        );
      }
    } else assertWithinSwap(principal, scope);
    return principal;
  }

  /**
   * The signed-in person for a view of their own account (`GET /users/me`), with the one organization a swapped
   * session is confined to, so the view can show nothing beyond it.
   */
  sessionPerson(principal: Principal): {
    user: Extract<Principal, { kind: 'user' }>['user'];
    confinedTo?: number;
  } {
    const person = this.requireSessionUser(
      principal,
      principal.kind === 'user' && principal.swappedFrom ? principal.swappedFrom.orgId : 'account',
    );
    return {
      user: person.user,
      ...(person.swappedFrom !== undefined && { confinedTo: person.swappedFrom.orgId }),
    };
  }

  /**
   * The caller must act inside `orgId` and hold `bucket:action` there: a member whose role grants it, or a
   * token of that organization whose effective rights include it.
   */
  async requireRight(principal: Principal, orgId: number, bucket: Bucket, action: Action): Promise<Actor> {
    const actor = await this.requireOrgAccess(principal, orgId);
    if (actor.kind === 'token') {
      if (principal.kind === 'token' && !rightsHave(principal.token.effectiveRights, bucket, action)) {
        throw new ForbiddenError(`This API token lacks the ${bucket}:${action} right`, 'missing_right');
      }
    } else if (!roleHasRight(actor.role, bucket, action)) {
      throw new ForbiddenError(
        `Your role (${actor.role}) lacks the ${bucket}:${action} right`,
        'missing_right',
      );
    }
    return actor;
  }

  /**
   * `requireRight` for an action on one resource created by `ownerUserId` (null when its author is gone): where
   * the acting role holds the right only over its own resources [CONTRACT 11], anyone else's answers 403
   * `not_owner`. A token acts as its creator, whose resources are its own.
   */
  async requireRightOn(
    principal: Principal,
    orgId: number,
    bucket: Bucket,
    action: Action,
    ownerUserId: number | null,
  ): Promise<Actor> {
    const actor = await this.requireRight(principal, orgId, bucket, action);
    const role = actingRole(actor);
    if (role !== null && roleRightIsOwnOnly(role, bucket, action) && actorUserId(actor) !== ownerUserId) {
      throw new ForbiddenError(`Your role (${role}) may ${action} only what you created here`, 'not_owner');
    }
    return actor;
  }

  /** `requireRightOn` as a boolean, for choosing between two paths (what a reader may see) without throwing. */
  async mayOn(
    principal: Principal,
    orgId: number,
    bucket: Bucket,
    action: Action,
    ownerUserId: number | null,
  ): Promise<boolean> {
    try {
      await this.requireRightOn(principal, orgId, bucket, action, ownerUserId);
      return true;
    } catch (error) {
      if (error instanceof ForbiddenError || error instanceof UnauthorizedError) return false;
      throw error;
    }
  }

  /** The caller must be a member (or a token) of `orgId`; 403 for another organization [SPEC 5.7]. */
  async requireOrgAccess(principal: Principal, orgId: number): Promise<Actor> {
    if (principal.kind === 'anonymous') throw new UnauthorizedError();
    if (principal.kind === 'token') {
      if (principal.token.orgId !== orgId) {
        throw new ForbiddenError('This API token belongs to another organization', 'other_organization');
      }
      const { token } = principal;
      // Also for operations that need no particular right: a token never outlives its creator's membership.
      if (token.creatorRole === null) {
        throw new ForbiddenError(
          'This API token can do nothing: its creator is no longer a member of the organization',
          'missing_right',
        );
      }
      return {
        kind: 'token',
        tokenId: token.id,
        creatorUserId: token.creatorUserId,
        creatorRole: token.creatorRole,
      };
    }
    assertWithinSwap(principal, orgId);
    const role = await this.roleOf(principal, orgId);
    if (role === null) throw new ForbiddenError('You are not a member of this organization', 'not_member');
    return { kind: 'user', userId: principal.user.id, role };
  }

  /**
   * How the caller stands in `orgId` without requiring membership: null for anonymous callers and for people
   * who are not members (readers of public content). Tokens of another organization and swapped sessions
   * outside their organization are still refused (403) [SPEC 5.7].
   */
  async standing(principal: Principal, orgId: number): Promise<Actor | null> {
    if (principal.kind === 'anonymous') return null;
    if (principal.kind === 'token') return this.requireOrgAccess(principal, orgId);
    assertWithinSwap(principal, orgId);
    const role = await this.roleOf(principal, orgId);
    return role === null ? null : { kind: 'user', userId: principal.user.id, role };
  }

  /** Whether the request has the person's role in `orgId` already (a check asks no query for it then). */
  knowsRole(principal: Principal, orgId: number): boolean {
    return this.roles.get(principal)?.has(orgId) ?? false;
  }

  /**
   * The person's role in `orgId` as a request read it together with its other checks (one statement): the
   * checks that follow in the same request use it and ask no more. Never carried to another request.
   */
  knowRole(principal: Principal, orgId: number, found: string | null): void {
    if (principal.kind !== 'user') return;
    const known = this.known(principal);
    if (!known.has(orgId))
      known.set(orgId, capped(principal, found !== null && isRole(found) ? found : null));
  }

  private async roleOf(principal: Extract<Principal, { kind: 'user' }>, orgId: number): Promise<Role | null> {
    const known = this.known(principal);
    if (known.has(orgId)) return known.get(orgId)!;
    const role = capped(principal, await this.findRole(orgId, principal.user.id));
    known.set(orgId, role);
    return role;
  }

  private known(principal: Principal): Map<number, Role | null> {
    let known = this.roles.get(principal);
    if (known === undefined) {
      known = new Map();
      this.roles.set(principal, known);
    }
    return known;
  }

  /**
   * The one rule for handing out a role (provisioning, role changes, invites, the token swap) [CONTRACT 3, 4]:
   * a credential never grants more than it has.
   * - An API token must hold every right of `role` among its own effective rights (its rights ∩ its
   *   creator's role), and a swapped session every right of the role its swap was checked for: 403
   *   `rights_exceed_token`. The token's rights, not its creator's role, are the ceiling.
   * - Nobody hands out a role above the one they act with (only admins make admins): 403 `insufficient_role`.
   * `actor` is what `requireRight` returned for the same principal in the same organization.
   */
  requireGrant(principal: Principal, actor: Actor, role: Role): void {
    const ceiling =
      principal.kind === 'token'
        ? roleRightsMissingFrom(principal.token.effectiveRights, role, principal.token.knownBuckets)
        : principal.kind === 'user' && principal.swappedFrom !== undefined
          ? roleRightsMissingFrom(roleRights(principal.swappedFrom.role), role)
          : [];
    if (ceiling.length > 0) {
      throw new ForbiddenError(
        `This credential cannot hand out the ${role} role; it lacks: ${ceiling.join(', ')}`,
        'rights_exceed_token',
      );
    }
    const acting = actingRole(actor);
    if (acting === null || lowerRole(acting, role) !== role) {
      throw new ForbiddenError(
        `Only someone whose role is at least ${role} can hand out the ${role} role`,
        'insufficient_role',
      );
    }
  }

  /** A signed-in member whose role is one of `roles` (API tokens refused: roles belong to people). */
  async requireRole(
    principal: Principal,
    orgId: number,
    roles: readonly Role[],
  ): Promise<{ userId: number; role: Role }> {
    const user = this.requireSessionUser(principal, orgId);
    const role = await this.roleOf(user, orgId);
    if (role === null) throw new ForbiddenError('You are not a member of this organization', 'not_member');
    if (!roles.includes(role)) {
      throw new ForbiddenError(`This needs one of the roles: ${roles.join(', ')}`, 'insufficient_role');
    }
    return { userId: user.user.id, role };
  }
}

/**
 * A JWT minted by the token swap acts only inside the API token's organization [SPEC 5.5, 5.7]; elsewhere the
 * same person may hold a higher role, which a token of this organization must not reach.
 */
function assertWithinSwap(principal: Extract<Principal, { kind: 'user' }>, orgId: number): void {
  if (principal.swappedFrom !== undefined && principal.swappedFrom.orgId !== orgId) {
    throw new ForbiddenError(
      'This session was obtained with an API token of another organization',
      'other_organization',
    );
  }
}

/** A swapped session acts with the lower of the person's role now and the role the swap was checked for. */
function capped(principal: Extract<Principal, { kind: 'user' }>, found: Role | null): Role | null {
  const cap = principal.swappedFrom?.role;
  return found !== null && cap !== undefined ? lowerRole(found, cap) : found;
}

/** Of two roles, the one that ranks lower (ROLES lists them from the highest). */
export function lowerRole(a: Role, b: Role): Role {
  return ROLES.indexOf(a) >= ROLES.indexOf(b) ? a : b;
}

/** The person an actor acts as: the user, or a token's creator (who authors what the token creates). */
export function actorUserId(actor: Actor): number {
  return actor.kind === 'user' ? actor.userId : actor.creatorUserId;
}

/** The role an actor acts with: a user's own, or a token's creator's (the ceiling of what it may do). */
export function actingRole(actor: Actor): Role | null {
  return actor.kind === 'user' ? actor.role : actor.creatorRole;
}

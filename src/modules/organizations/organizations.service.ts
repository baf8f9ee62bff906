/**
 * Organizations, memberships and roles [CONTRACT 3]. Admins and maintainers manage members; API tokens do so
 * through the `users` bucket. An organization always keeps at least one admin.
 */
import type { DeploymentMode } from '../../config.ts';
import type { Db, Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../platform/http/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import {
  ROLE_UUIDS,
  actingRole,
  isRole,
  type AccessControl,
  type RoleLookup,
  type Principal,
  type Role,
} from '../access/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import { isPlan, planMemberLimit, type Plan } from '../plans/index.ts';
import { presentMember, presentOrg, type MemberRead, type OrgRead } from './organizations.presenter.ts';
import { findMemberRole } from './organizations.reads.ts';
import { OrganizationsRepository, type OrgRow } from './organizations.repository.ts';

export type SignupMechanism = 'open' | 'inviteOnly';

export interface OrganizationsDeps {
  db: Db;
  access: AccessControl;
  clock: Clock;
  deploymentMode: DeploymentMode;
  events: EventPublisher;
  /** What other modules undo when someone leaves an organization (user groups), in the same transaction. */
  memberRemoved: readonly MemberRemovedListener[];
  /** Seats the organization's active `member_seats` packs add to its plan's member limit (the packs module). */
  extraSeats: ExtraSeats;
}

/** Seats added to an organization's member limit, read in the caller's transaction. */
export type ExtraSeats = (db: Tx, orgId: number) => Promise<number>;

/** What other modules undo when someone leaves an organization, in the same transaction. */
export type MemberRemovedListener = (trx: Tx, orgId: number, userId: number) => Promise<void>;

/**
 * A member's role, or null: the lookup access control is built with. A function of the database alone, so
 * access control exists before the services that use it.
 */
export function memberRoleLookup(db: Db): RoleLookup {
  return async (orgId, userId) => {
    const role = await findMemberRole(db, orgId, userId);
    return role !== undefined && isRole(role) ? role : null;
  };
}

export class OrganizationsService {
  /** The role lookup the access control uses. */
  readonly findRole: RoleLookup;
  private readonly repo = new OrganizationsRepository();

  constructor(private readonly deps: OrganizationsDeps) {
    this.findRole = memberRoleLookup(deps.db);
  }

  /** Any signed-in person may create an organization and becomes its admin. */
  async createOrg(
    db: Tx,
    creatorUserId: number,
    input: { name: string; slug: string; description?: string },
  ): Promise<OrgRow> {
    const now = toDbTime(this.deps.clock.now());
    // A taken slug is a 409 `slug_taken` from the repository, also when two creates race.
    const org = await this.repo.insertOrg(db, {
      org_uuid: newUuid('org'),
      name: input.name.trim(),
      slug: input.slug.toLowerCase(),
      description: input.description ?? '',
      signup_mechanism: 'open',
      plan: 'free',
      creation_date: now,
      update_date: now,
    });
    await this.addMember(db, org.id, creatorUserId, 'admin');
    return org;
  }

  /**
   * The one way a membership is made, whatever the path (creating an organization, signup, joining, an invite,
   * OpenID sign-in, provisioning), in the caller's transaction. In `saas` mode the plan's member limit, raised
   * by active `member_seats` packs, is checked here: 403 `member_limit_reached` once the organization is full.
   * The organization's row is locked first, so two joins at the limit cannot both pass (PostgreSQL; SQLite's one
   * writer serialises already). 409 `already_member` from the membership key.
   */
  async addMember(db: Tx, orgId: number, userId: number, role: Role): Promise<void> {
    if (this.deps.deploymentMode === 'saas') {
      if (!(await this.repo.lockOrg(db, orgId))) throw new NotFoundError('Organization not found');
      const org = await this.requireOrg(orgId, db);
      const planLimit = planMemberLimit(this.deps.deploymentMode, org.plan);
      if (planLimit !== null) {
        const limit = planLimit + (await this.deps.extraSeats(db, orgId));
        if ((await this.repo.countMembers(db, orgId)) >= limit) {
          throw new ForbiddenError(
            `This organization has reached its limit of ${limit} members (plan ${org.plan} and member seat packs)`,
            'member_limit_reached',
          );
        }
      }
    }
    await this.repo.insertMembership(db, orgId, userId, role, toDbTime(this.deps.clock.now()));
  }

  async createOrgFor(
    principal: Principal,
    input: { name: string; slug: string; description?: string },
  ): Promise<OrgRead> {
    const { user } = this.deps.access.requireSessionUser(principal, 'account');
    const org = await this.deps.db.transaction().execute((trx) => this.createOrg(trx, user.id, input));
    return presentOrg(org);
  }

  async getOrg(orgId: number): Promise<OrgRead> {
    return presentOrg(await this.requireOrg(orgId));
  }

  async getOrgBySlug(slug: string): Promise<OrgRead> {
    const org = await this.repo.findOrgBySlug(this.deps.db, slug);
    if (org === undefined) throw new NotFoundError('Organization not found');
    return presentOrg(org);
  }

  async requireOrg(orgId: number, db: Tx = this.deps.db): Promise<OrgRow> {
    const org = await this.repo.findOrgById(db, orgId);
    if (org === undefined) throw new NotFoundError('Organization not found');
    return org;
  }

  async requireOrgBySlug(slug: string): Promise<OrgRow> {
    const org = await this.repo.findOrgBySlug(this.deps.db, slug);
    if (org === undefined) throw new NotFoundError('Organization not found');
    return org;
  }

  async listMembers(
    principal: Principal,
    orgId: number,
    page: { limit: number; offset: number },
  ): Promise<{ items: MemberRead[]; total: number; limit: number; offset: number }> {
    await this.requireOrg(orgId);
    await this.deps.access.requireRight(principal, orgId, 'users', 'read');
    const { rows, total } = await this.repo.listMembers(this.deps.db, orgId, page.limit, page.offset);
    return { items: rows.map(presentMember), total, ...page };
  }

  async changeRole(principal: Principal, orgId: number, userId: number, role: Role): Promise<MemberRead> {
    await this.requireOrg(orgId);
    await this.requireMember(orgId, userId);
    const actor = await this.deps.access.requireRight(principal, orgId, 'users', 'update');
    return this.deps.db.transaction().execute(async (trx) => {
      await this.repo.lockOrg(trx, orgId);
      const member = await this.repo.findMember(trx, orgId, userId);
      if (member === undefined) throw new NotFoundError('This user is not a member of the organization');
      // The new role is handed out, and the member's current one must be within the caller's reach too: a
      // credential cannot demote someone who holds more than it does (only admins change admins).
      const current = isRole(member.role) ? member.role : 'admin';
      this.deps.access.requireGrant(principal, actor, current);
      this.deps.access.requireGrant(principal, actor, role);
      if (member.role === 'admin' && role !== 'admin') await this.assertNotLastAdmin(trx, orgId);
      if (member.role !== role) {
        await this.repo.updateRole(trx, orgId, userId, role, toDbTime(this.deps.clock.now()));
        await this.deps.events.publishEvent(trx, orgId, 'user_role_changed', {
          user_id: userId,
          org_id: orgId,
          new_role_uuid: ROLE_UUIDS[role],
        });
      }
      const updated = await this.repo.findMember(trx, orgId, userId);
      return presentMember(updated ?? member);
    });
  }

  /** Removes a member; anyone may leave on their own, removing others needs `users:delete`. */
  async removeMember(principal: Principal, orgId: number, userId: number): Promise<void> {
    await this.requireOrg(orgId);
    await this.requireMember(orgId, userId);
    const leavingSelf = principal.kind === 'user' && principal.user.id === userId;
    const actor = leavingSelf
      ? await this.deps.access.requireOrgAccess(principal, orgId)
      : await this.deps.access.requireRight(principal, orgId, 'users', 'delete');
    await this.deps.db.transaction().execute(async (trx) => {
      await this.repo.lockOrg(trx, orgId);
      const member = await this.repo.findMember(trx, orgId, userId);
      if (member === undefined) throw new NotFoundError('This user is not a member of the organization');
      if (member.role === 'admin') {
        if (!leavingSelf && actingRole(actor) !== 'admin') {
          throw new ForbiddenError('Only an admin can remove an admin', 'insufficient_role');
        }
        await this.assertNotLastAdmin(trx, orgId);
      }
      await this.repo.deleteMembership(trx, orgId, userId);
      for (const listener of this.deps.memberRemoved) await listener(trx, orgId, userId);
      await this.deps.events.publishEvent(trx, orgId, 'user_removed_from_org', {
        user_id: userId,
        org_id: orgId,
      });
    });
  }

  async setSignupMechanism(
    principal: Principal,
    orgId: number,
    mechanism: SignupMechanism,
  ): Promise<OrgRead> {
    await this.requireOrg(orgId);
    await this.deps.access.requireRight(principal, orgId, 'users', 'update');
    const org = await this.deps.db.transaction().execute(async (trx) => {
      const current = await this.requireOrg(orgId, trx);
      if (current.signup_mechanism === mechanism) return current;
      const updated = await this.repo.updateOrg(trx, orgId, {
        signup_mechanism: mechanism,
        update_date: toDbTime(this.deps.clock.now()),
      });
      if (updated === undefined) throw new NotFoundError('Organization not found');
      await this.deps.events.publishEvent(trx, orgId, 'org_signup_method_changed', {
        signup_mechanism: mechanism,
      });
      return updated;
    });
    return presentOrg(org);
  }

  /** Operator action (CLI): set an organization's plan. */
  async setPlan(slug: string, plan: string): Promise<OrgRead> {
    if (!isPlan(plan)) throw new BadRequestError(`Unknown plan "${plan}"`, 'unknown_plan');
    const org = await this.requireOrgBySlug(slug);
    const updated = await this.repo.updateOrg(this.deps.db, org.id, {
      plan: plan satisfies Plan,
      update_date: toDbTime(this.deps.clock.now()),
    });
    return presentOrg(updated ?? org);
  }

  async countOrgs(db: Tx = this.deps.db): Promise<number> {
    return this.repo.countOrgs(db);
  }

  /** Which of `userIds` are members of the organization. */
  membersAmong = (db: Tx, orgId: number, userIds: readonly number[]): Promise<Set<number>> =>
    this.repo.memberIdsAmong(db, orgId, userIds);

  /** The organizations `userId` is a member of. */
  async memberOrgIds(db: Tx, userId: number): Promise<number[]> {
    return (await this.repo.listOrgsOfUser(db, userId)).map((org) => org.id);
  }

  async listOrgsOfUser(userId: number) {
    const rows = await this.repo.listOrgsOfUser(this.deps.db, userId);
    return rows.map((r) => ({
      org_id: r.id,
      org_uuid: r.org_uuid,
      name: r.name,
      slug: r.slug,
      role: r.role,
    }));
  }

  /**
   * CONTRACT 2 orders find (404) before rights (403). The transaction that follows reads the member again
   * under the organization lock; this early read only decides the order of the answers, because the rights
   * check cannot run inside that transaction (SQLite has one connection, held by the transaction).
   */
  private async requireMember(orgId: number, userId: number): Promise<void> {
    if ((await this.repo.findRole(this.deps.db, orgId, userId)) === undefined) {
      throw new NotFoundError('This user is not a member of the organization');
    }
  }

  private async assertNotLastAdmin(db: Tx, orgId: number): Promise<void> {
    if ((await this.repo.countAdmins(db, orgId)) <= 1) {
      throw new BadRequestError('An organization must keep at least one admin', 'last_admin');
    }
  }
}

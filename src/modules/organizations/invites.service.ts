/**
 * Invites and invite codes [CONTRACT 10]. One invite is one code: with a list of emails only those addresses
 * may use it (each is mailed the code); with an empty list it is a shareable code anyone may use. Either way
 * it admits people into an `inviteOnly` organization with the invite's role, until it expires.
 */
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db.ts';
import { DAY, fromDbTime, toDbTime, type Clock } from '../../platform/clock.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../platform/http/errors.ts';
import { newUuid, randomToken } from '../../platform/ids.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { AccessControl, Principal, Role } from '../access/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import { presentInvite, presentMember, type InviteRead } from './organizations.presenter.ts';
import { OrganizationsRepository } from './organizations.repository.ts';
import type { OrganizationsService } from './organizations.service.ts';

export const DEFAULT_INVITE_DAYS = 30;

/** How a new account got in: the signup method reported by `user_signed_up`, and the role it gets. */
export interface Admission {
  role: Role;
  method: 'email' | 'invite';
  inviteId?: number;
}

export interface InvitesDeps {
  db: Db;
  orgs: OrganizationsService;
  access: AccessControl;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
  events: EventPublisher;
}

export class InvitesService {
  private readonly repo = new OrganizationsRepository();

  constructor(private readonly deps: InvitesDeps) {}

  async createInvite(
    principal: Principal,
    orgId: number,
    input: { emails: string[]; role?: Role; expires_in_days?: number },
  ): Promise<InviteRead> {
    const org = await this.deps.orgs.requireOrg(orgId);
    const actor = await this.deps.access.requireRight(principal, orgId, 'users', 'create');
    const role = input.role ?? 'learner';
    // An invite hands its role to whoever uses it: the grant is judged now, against the inviter.
    this.deps.access.requireGrant(principal, actor, role);
    const now = this.deps.clock.now();
    const emails = [...new Set(input.emails.map((e) => e.trim().toLowerCase()))];
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const invite = await this.repo.insertInvite(trx, orgId, {
        invite_uuid: newUuid('invitecode'),
        code: randomToken(12),
        emails: JSON.stringify(emails),
        role,
        created_by_user_id: actor.kind === 'user' ? actor.userId : actor.creatorUserId,
        use_count: 0,
        creation_date: toDbTime(now),
        expires_at: toDbTime(new Date(now.getTime() + (input.expires_in_days ?? DEFAULT_INVITE_DAYS) * DAY)),
      });
      // One event per invite, whatever the number of addresses [SPEC 6.3]. `invited_by` names who acted:
      // the person's user uuid, or the API token's uuid when a token did it.
      await this.deps.events.publishEvent(trx, orgId, 'user_invited_to_org', {
        org_id: orgId,
        emails,
        invite_code_uuid: invite.invite_uuid,
        invited_by:
          principal.kind === 'token'
            ? principal.token.tokenUuid
            : principal.kind === 'user'
              ? principal.user.userUuid
              : '',
      });
      return invite;
    });
    const link = `${this.deps.publicUrl}/signup?org_id=${orgId}&invite_code=${encodeURIComponent(row.code)}`;
    for (const email of emails) {
      // The invite exists and its code is in the response; a mail failure is logged, not fatal.
      await this.deps.mailer
        .send({
          to: email,
          subject: `You are invited to join ${org.name}`,
          text: `You have been invited to join ${org.name}.\n\nSign up here: ${link}\n\nInvite code: ${row.code}\n`,
        })
        .catch((error: unknown) => this.deps.logger.warn({ err: error, to: email }, 'invite mail failed'));
    }
    return presentInvite(row);
  }

  /**
   * Invite codes are credentials (a shareable admin-role code lets anyone in as admin), so reading them takes
   * the right to create them, not merely `users:read`.
   */
  async listInvites(
    principal: Principal,
    orgId: number,
    page: { limit: number; offset: number },
  ): Promise<{ items: InviteRead[]; total: number; limit: number; offset: number }> {
    await this.deps.orgs.requireOrg(orgId);
    await this.deps.access.requireRight(principal, orgId, 'users', 'create');
    const { rows, total } = await this.repo.listInvites(this.deps.db, orgId, page.limit, page.offset);
    return { items: rows.map(presentInvite), total, ...page };
  }

  async deleteInvite(principal: Principal, orgId: number, inviteUuid: string): Promise<void> {
    await this.deps.orgs.requireOrg(orgId);
    const invite = await this.repo.findInviteByUuid(this.deps.db, orgId, inviteUuid);
    if (invite === undefined) throw new NotFoundError('Invite not found');
    await this.deps.access.requireRight(principal, orgId, 'users', 'delete');
    await this.repo.deleteInvite(this.deps.db, orgId, invite.id);
  }

  /**
   * Decides whether `email` may join `orgId` and with which role: open signup, or a valid invite code.
   * 404 unknown organization or code, 400 expired code, 403 invite-only without a code or an email the
   * invite does not name.
   */
  async admit(db: Tx, orgId: number, email: string, inviteCode: string | undefined): Promise<Admission> {
    const org = await this.deps.orgs.requireOrg(orgId, db);
    if (inviteCode === undefined) {
      if (org.signup_mechanism === 'inviteOnly') {
        throw new ForbiddenError(
          'This organization accepts new members by invitation only',
          'invite_required',
        );
      }
      return { role: 'learner', method: 'email' };
    }
    const invite = await this.repo.findInviteByCode(db, orgId, inviteCode);
    if (invite === undefined) throw new NotFoundError('Invite code not found', 'invite_not_found');
    if (fromDbTime(invite.expires_at) <= this.deps.clock.now()) {
      throw new BadRequestError('This invite code has expired', 'invite_expired');
    }
    const emails = JSON.parse(invite.emails) as string[];
    if (emails.length > 0 && !emails.includes(email.toLowerCase())) {
      throw new ForbiddenError(
        'This invite code was issued for other email addresses',
        'invite_email_mismatch',
      );
    }
    return { role: invite.role as Role, method: 'invite', inviteId: invite.id };
  }

  /** A signed-in person joins another organization: open signup, or with an invite code. */
  async joinAsExistingUser(principal: Principal, orgId: number, inviteCode: string | undefined) {
    const { user } = this.deps.access.requireSessionUser(principal, 'account');
    return this.deps.db.transaction().execute(async (trx) => {
      await this.deps.orgs.requireOrg(orgId, trx);
      // A member is told so, rather than that the organization is invite-only or the code is not theirs; two
      // joins racing past this check meet the membership key, which the repository answers the same way.
      if ((await this.repo.findRole(trx, orgId, user.id)) !== undefined) {
        throw new ConflictError('You are already a member of this organization', 'already_member');
      }
      const admission = await this.admit(trx, orgId, user.email, inviteCode);
      await this.join(trx, orgId, user.id, admission);
      const member = await this.repo.findMember(trx, orgId, user.id);
      if (member === undefined) throw new NotFoundError('Membership not found');
      return presentMember(member);
    });
  }

  /** Adds the admitted user to the organization, in the caller's transaction. */
  async join(db: Tx, orgId: number, userId: number, admission: Admission): Promise<void> {
    await this.deps.orgs.addMember(db, orgId, userId, admission.role);
    if (admission.inviteId !== undefined) await this.repo.countInviteUse(db, orgId, admission.inviteId);
  }
}

/** Organizations, members, roles, invites and signup mechanism [CONTRACT 3, 10]. */
import { Type } from 'typebox';
import { Page, PaginationQuery, errors, pageOf } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import type { InvitesService } from './invites.service.ts';
import type { OrganizationsService } from './organizations.service.ts';
import { InviteRead, MemberRead, OrgRead } from './organizations.presenter.ts';
import {
  ChangeRoleBody,
  CreateInviteBody,
  CreateOrgBody,
  InviteParams,
  JoinBody,
  MemberParams,
  OrgIdParams,
  SignupMechanismBody,
  SlugParams,
} from './organizations.schemas.ts';

const tags = ['organizations'];

/** What these routes use. */
export interface OrganizationRouteDeps {
  orgs: OrganizationsService;
  invites: InvitesService;
}

export function registerOrganizationRoutes(app: App, s: OrganizationRouteDeps): void {
  app.post(
    '/orgs/',
    {
      config: { sessionOnly: true },
      schema: {
        tags,
        operationId: 'createOrganization',
        summary: 'Create an organization; the caller becomes its admin',
        body: CreateOrgBody,
        response: { 200: OrgRead, ...errors(401, 403, 409, 422) },
      },
    },
    (request) => s.orgs.createOrgFor(request.principal, request.body),
  );

  app.get(
    '/orgs/:org_id',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getOrganization',
        summary: "An organization's public profile",
        params: OrgIdParams,
        response: { 200: OrgRead, ...errors(404, 422) },
      },
    },
    (request) => s.orgs.getOrg(request.params.org_id),
  );

  app.get(
    '/orgs/slug/:slug',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getOrganizationBySlug',
        summary: 'An organization by slug',
        params: SlugParams,
        response: { 200: OrgRead, ...errors(404) },
      },
    },
    (request) => s.orgs.getOrgBySlug(request.params.slug),
  );

  app.get(
    '/orgs/:org_id/users',
    {
      schema: {
        tags,
        operationId: 'listOrganizationMembers',
        summary: 'Members and their roles (users:read)',
        params: OrgIdParams,
        querystring: PaginationQuery,
        response: { 200: Page(MemberRead), ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.orgs.listMembers(request.principal, request.params.org_id, pageOf(request.query)),
  );

  app.put(
    '/orgs/:org_id/users/:user_id/role',
    {
      schema: {
        tags,
        operationId: 'updateMemberRole',
        summary: "Change a member's role (users:update; only admins grant or remove admin)",
        params: MemberParams,
        body: ChangeRoleBody,
        response: { 200: MemberRead, ...errors(400, 401, 403, 404, 422) },
      },
    },
    (request) =>
      s.orgs.changeRole(request.principal, request.params.org_id, request.params.user_id, request.body.role),
  );

  app.delete(
    '/orgs/:org_id/users/:user_id',
    {
      schema: {
        tags,
        operationId: 'removeOrganizationMember',
        summary: 'Remove a member (users:delete), or leave the organization yourself',
        params: MemberParams,
        response: { 204: Type.Null(), ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await s.orgs.removeMember(request.principal, request.params.org_id, request.params.user_id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/orgs/:org_id/signup_mechanism',
    {
      schema: {
        tags,
        operationId: 'updateSignupMechanism',
        summary: 'Open signup or invite-only (users:update)',
        params: OrgIdParams,
        body: SignupMechanismBody,
        response: { 200: OrgRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) =>
      s.orgs.setSignupMechanism(request.principal, request.params.org_id, request.body.signup_mechanism),
  );

  app.post(
    '/orgs/:org_id/join',
    {
      config: { sessionOnly: true },
      schema: {
        tags,
        operationId: 'joinOrganization',
        summary: 'Join an organization as a signed-in user (open signup or an invite code)',
        params: OrgIdParams,
        body: JoinBody,
        response: { 200: MemberRead, ...errors(400, 401, 403, 404, 409, 422) },
      },
      // Every field of the body is optional, so joining an open organization may send no body at all.
      preValidation: (request, _reply, done) => {
        request.body ??= {};
        done();
      },
    },
    (request) =>
      s.invites.joinAsExistingUser(request.principal, request.params.org_id, request.body.invite_code),
  );

  app.post(
    '/orgs/:org_id/invites',
    {
      schema: {
        tags,
        operationId: 'createInvites',
        summary: 'Create an invite code and mail it to each address (users:create)',
        params: OrgIdParams,
        body: CreateInviteBody,
        response: { 200: InviteRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.invites.createInvite(request.principal, request.params.org_id, request.body),
  );

  app.get(
    '/orgs/:org_id/invites',
    {
      schema: {
        tags,
        operationId: 'listInvites',
        summary: 'Invite codes, newest first (users:create: the codes are credentials)',
        params: OrgIdParams,
        querystring: PaginationQuery,
        response: { 200: Page(InviteRead), ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.invites.listInvites(request.principal, request.params.org_id, pageOf(request.query)),
  );

  app.delete(
    '/orgs/:org_id/invites/:invite_code_uuid',
    {
      schema: {
        tags,
        operationId: 'deleteInvite',
        summary: 'Delete an invite code (users:delete)',
        params: InviteParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await s.invites.deleteInvite(request.principal, request.params.org_id, request.params.invite_code_uuid);
      return reply.status(204).send(null);
    },
  );
}

/** User groups, their members and their resource links [CONTRACT 5, 9]. */
import { Type } from 'typebox';
import { Page, PaginationQuery, errors, pageOf } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import type { UsergroupLinksService } from './usergroup-links.service.ts';
import type { UsergroupsService } from './usergroups.service.ts';
import {
  GroupMemberRead,
  LinkedResourceRead,
  ResourcesChange,
  UsergroupRead,
  UsersChange,
} from './usergroups.presenter.ts';
import {
  CreateUsergroupBody,
  OrgParams,
  ResourceParams,
  ResourceUuidsQuery,
  UpdateUsergroupBody,
  UserIdsQuery,
  UsergroupParams,
} from './usergroups.schemas.ts';

const tags = ['usergroups'];

/** What these routes use. */
export interface UsergroupRouteDeps {
  usergroups: UsergroupsService;
  usergroupLinks: UsergroupLinksService;
}

export function registerUsergroupRoutes(app: App, s: UsergroupRouteDeps): void {
  registerGroupRoutes(app, s);
  registerLinkRoutes(app, s);
}

function registerGroupRoutes(app: App, s: UsergroupRouteDeps): void {
  app.post(
    '/usergroups/',
    {
      schema: {
        tags,
        operationId: 'createUsergroup',
        summary: 'Create a user group in an organization',
        body: CreateUsergroupBody,
        response: { 200: UsergroupRead, ...errors(401, 403, 404, 409, 422) },
      },
    },
    (request) => s.usergroups.create(request.principal, request.body),
  );

  app.get(
    '/usergroups/org/:org_id',
    {
      schema: {
        tags,
        operationId: 'listUsergroups',
        summary: "The organization's user groups, oldest first",
        params: OrgParams,
        querystring: PaginationQuery,
        response: { 200: Page(UsergroupRead), ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.usergroups.list(request.principal, request.params.org_id, pageOf(request.query)),
  );

  app.get(
    '/usergroups/:usergroup_id',
    {
      schema: {
        tags,
        operationId: 'getUsergroup',
        summary: 'One user group',
        params: UsergroupParams,
        response: { 200: UsergroupRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.usergroups.get(request.principal, request.params.usergroup_id),
  );

  app.put(
    '/usergroups/:usergroup_id',
    {
      schema: {
        tags,
        operationId: 'updateUsergroup',
        summary: 'Rename a group or change its description; omitted fields stay',
        params: UsergroupParams,
        body: UpdateUsergroupBody,
        response: { 200: UsergroupRead, ...errors(401, 403, 404, 409, 422) },
      },
    },
    (request) => s.usergroups.update(request.principal, request.params.usergroup_id, request.body),
  );

  app.delete(
    '/usergroups/:usergroup_id',
    {
      schema: {
        tags,
        operationId: 'deleteUsergroup',
        summary: 'Delete a group with its memberships and links',
        params: UsergroupParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await s.usergroups.delete(request.principal, request.params.usergroup_id);
      return reply.status(204).send(null);
    },
  );
}

function registerLinkRoutes(app: App, s: UsergroupRouteDeps): void {
  app.post(
    '/usergroups/:usergroup_id/add_users',
    {
      schema: {
        tags,
        operationId: 'addUsergroupMembers',
        summary: 'Add members of the organization to the group (?user_ids=1,2); all or nothing',
        params: UsergroupParams,
        querystring: UserIdsQuery,
        response: { 200: UsersChange, ...errors(400, 401, 403, 404, 422) },
      },
    },
    (request) =>
      s.usergroupLinks.addUsers(request.principal, request.params.usergroup_id, request.query.user_ids),
  );

  app.delete(
    '/usergroups/:usergroup_id/remove_users',
    {
      schema: {
        tags,
        operationId: 'removeUsergroupMembers',
        summary: 'Remove users from the group (?user_ids=1,2); all or nothing',
        params: UsergroupParams,
        querystring: UserIdsQuery,
        response: { 200: UsersChange, ...errors(400, 401, 403, 404, 422) },
      },
    },
    (request) =>
      s.usergroupLinks.removeUsers(request.principal, request.params.usergroup_id, request.query.user_ids),
  );

  app.get(
    '/usergroups/:usergroup_id/users',
    {
      schema: {
        tags,
        operationId: 'listUsergroupMembers',
        summary: "The group's members, in the order they were added",
        params: UsergroupParams,
        querystring: PaginationQuery,
        response: { 200: Page(GroupMemberRead), ...errors(401, 403, 404, 422) },
      },
    },
    (request) =>
      s.usergroupLinks.members(request.principal, request.params.usergroup_id, pageOf(request.query)),
  );

  app.post(
    '/usergroups/:usergroup_id/add_resources',
    {
      schema: {
        tags,
        operationId: 'linkUsergroupResources',
        summary:
          'Link courses, chapters, activities or playgrounds of the organization to the group; all or nothing',
        params: UsergroupParams,
        querystring: ResourceUuidsQuery,
        response: { 200: ResourcesChange, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    (request) =>
      s.usergroupLinks.addResources(
        request.principal,
        request.params.usergroup_id,
        request.query.resource_uuids,
      ),
  );

  app.delete(
    '/usergroups/:usergroup_id/remove_resources',
    {
      schema: {
        tags,
        operationId: 'unlinkUsergroupResources',
        summary: 'Unlink courses, chapters, activities or playgrounds from the group; all or nothing',
        params: UsergroupParams,
        querystring: ResourceUuidsQuery,
        response: { 200: ResourcesChange, ...errors(400, 401, 403, 404, 422) },
      },
    },
    (request) =>
      s.usergroupLinks.removeResources(
        request.principal,
        request.params.usergroup_id,
        request.query.resource_uuids,
      ),
  );

  app.get(
    '/usergroups/:usergroup_id/resources',
    {
      schema: {
        tags,
        operationId: 'listUsergroupResources',
        summary: 'The courses, chapters, activities and playgrounds linked to the group, with their kind',
        params: UsergroupParams,
        querystring: PaginationQuery,
        response: { 200: Page(LinkedResourceRead), ...errors(401, 403, 404, 422) },
      },
    },
    (request) =>
      s.usergroupLinks.resources(request.principal, request.params.usergroup_id, pageOf(request.query)),
  );

  app.get(
    '/usergroups/resource/:resource_uuid',
    {
      schema: {
        tags,
        operationId: 'listResourceUsergroups',
        summary: 'The groups linked directly to a course, chapter, activity or playground',
        params: ResourceParams,
        querystring: PaginationQuery,
        response: { 200: Page(UsergroupRead), ...errors(401, 403, 404, 422) },
      },
    },
    (request) =>
      s.usergroupLinks.groupsOfResource(
        request.principal,
        request.params.resource_uuid,
        pageOf(request.query),
      ),
  );
}

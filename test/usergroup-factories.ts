/**
 * User groups built through HTTP for the integration tests: a group, members added, resources linked. Each
 * helper asserts the 200 and returns the parsed body; the requests that tests look at for refusals are made
 * with `call` directly. The read shapes are written out here, independently of the service's schemas.
 */
import assert from 'node:assert/strict';
import type { TestApp } from './build-test-app.ts';
import { API } from './content-factories.ts';
import { call, uniq, type TestOrg } from './factories.ts';

/** UsergroupRead. */
export interface Usergroup {
  id: number;
  usergroup_uuid: string;
  org_id: number;
  name: string;
  description: string;
  creation_date: string;
  update_date: string;
}

/** The answer of add/remove users or resources. */
export interface LinkChange<T> {
  usergroup_id: number;
  usergroup_uuid: string;
  changed: T[];
  unchanged: T[];
}

export const groupUrl = (groupId: number, rest = '') => `${API}/usergroups/${groupId}${rest}`;

/** A group of the organization named `name` (default unique), created by its admin unless `auth` is given. */
export async function createGroup(
  t: TestApp,
  o: TestOrg,
  options: { name?: string; description?: string; auth?: string } = {},
): Promise<Usergroup> {
  const response = await call(t, 'POST', `${API}/usergroups/`, options.auth ?? o.admin.jwt, {
    name: options.name ?? `Group ${uniq()}`,
    org_id: o.org.id,
    ...(options.description !== undefined && { description: options.description }),
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Usergroup>();
}

/** One membership or link change on the group, as the organization's admin; asserts the 200. */
async function change<T>(
  t: TestApp,
  o: TestOrg,
  group: Pick<Usergroup, 'id'>,
  method: 'POST' | 'DELETE',
  action: string,
  values: T[],
): Promise<LinkChange<T>> {
  const field = action.endsWith('users') ? 'user_ids' : 'resource_uuids';
  const response = await call(
    t,
    method,
    groupUrl(group.id, `/${action}?${field}=${values.join(',')}`),
    o.admin.jwt,
  );
  assert.equal(response.statusCode, 200, response.body);
  return response.json<LinkChange<T>>();
}

/** Adds the users to the group as the organization's admin. */
export const addUsers = (t: TestApp, o: TestOrg, group: Pick<Usergroup, 'id'>, userIds: number[]) =>
  change(t, o, group, 'POST', 'add_users', userIds);

export const removeUsers = (t: TestApp, o: TestOrg, group: Pick<Usergroup, 'id'>, userIds: number[]) =>
  change(t, o, group, 'DELETE', 'remove_users', userIds);

/** Links the resources to the group as the organization's admin. */
export const linkResources = (t: TestApp, o: TestOrg, group: Pick<Usergroup, 'id'>, uuids: string[]) =>
  change(t, o, group, 'POST', 'add_resources', uuids);

export const unlinkResources = (t: TestApp, o: TestOrg, group: Pick<Usergroup, 'id'>, uuids: string[]) =>
  change(t, o, group, 'DELETE', 'remove_resources', uuids);

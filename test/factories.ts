/**
 * Factories: each test builds its own organization and people, so tests never share mutable fixtures.
 * People are created through the services (fast and exact); what a test is about goes through HTTP.
 */
import { BUCKETS, type Action, type Role, type Rights } from '../src/modules/access/index.ts';
import { hashPassword, type UserRow } from '../src/modules/identity/index.ts';
import type { OrgRow } from '../src/modules/organizations/index.ts';
import { randomToken } from '../src/platform/ids.ts';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-test-app.ts';

export const PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

export function uniq(): string {
  return randomToken(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x');
}

export interface TestUser {
  user: UserRow;
  /** A fresh access JWT for this user. */
  jwt: string;
  email: string;
}

export async function createUser(
  t: TestApp,
  options: { orgId?: number; role?: Role; verified?: boolean; email?: string } = {},
): Promise<TestUser> {
  passwordHash ??= hashPassword(PASSWORD);
  const id = uniq();
  const email = options.email ?? `user-${id}@example.com`;
  const user = await t.services.db.transaction().execute(async (trx) => {
    const created = await t.services.identity.insertUser(
      trx,
      { email, username: `user_${id}` },
      await passwordHash!,
      options.verified ?? true,
    );
    if (options.orgId !== undefined) {
      await t.services.invites.join(trx, options.orgId, created.id, {
        role: options.role ?? 'learner',
        method: 'email',
      });
    }
    return created;
  });
  const tokens = await t.services.sessions.issue(user);
  return { user, jwt: tokens.access_token, email };
}

export interface TestOrg {
  org: OrgRow;
  admin: TestUser;
}

export async function createOrg(t: TestApp, options: { plan?: string } = {}): Promise<TestOrg> {
  const admin = await createUser(t);
  const slug = `org-${uniq()}`;
  const org = await t.services.db
    .transaction()
    .execute((trx) => t.services.orgs.createOrg(trx, admin.user.id, { name: `Org ${slug}`, slug }));
  if (options.plan !== undefined) await t.services.orgs.setPlan(slug, options.plan);
  return { org: { ...org, plan: options.plan ?? org.plan }, admin };
}

export async function addMember(t: TestApp, orgId: number, role: Role): Promise<TestUser> {
  return createUser(t, { orgId, role });
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One request through the app, with a Bearer credential when given. */
export function call(
  t: TestApp,
  method: Method,
  url: string,
  auth?: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: auth === undefined ? {} : bearer(auth),
    ...(payload !== undefined && { payload: payload as object }),
  });
}

export const ALL_RIGHTS: Rights = Object.fromEntries(
  BUCKETS.map((b) => [
    b,
    { action_create: true, action_read: true, action_update: true, action_delete: true },
  ]),
);

/** Only `users:<action>`. */
export function usersRight(action: Action): Rights {
  return { users: { [`action_${action}`]: true } };
}

/** Every right except one `users` action, so a refusal can only come from that action. */
export function rightsWithout(action: Action): Rights {
  return { ...ALL_RIGHTS, users: { ...ALL_RIGHTS.users, [`action_${action}`]: false } };
}

/** Creates an API token through the API as the organization's admin; returns the token and its record. */
export async function createApiToken(
  t: TestApp,
  o: TestOrg,
  rights: Rights,
  extra: Record<string, unknown> = {},
): Promise<{ token: string; token_uuid: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/orgs/${o.org.id}/api-tokens`,
    headers: bearer(o.admin.jwt),
    payload: { name: `token ${uniq()}`, rights, ...extra },
  });
  if (response.statusCode !== 200)
    throw new Error(`token create failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string; token_uuid: string }>();
}

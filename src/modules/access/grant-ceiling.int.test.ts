/**
 * A credential never grants more than it has [CONTRACT 3, 4]: as a property over the real service. For random
 * API-token rights, random sequences of everything that hands out a role (provisioning, role changes, invites
 * used at signup, the token swap, and the same from the sessions the swap mints), mixed with an admin
 * promoting people behind the token's back, no principal reached through the token ends up holding a right
 * the token did not hold.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { addMember, bearer, createApiToken, createOrg, uniq, type TestOrg } from '../../../test/factories.ts';
import {
  ACTIONS,
  BUCKETS,
  ROLES,
  intersectWithRole,
  normalizeRights,
  rightsHave,
  roleRightsMissingFrom,
  type Rights,
  type Role,
} from './index.ts';

const API = '/api/v1';

/** What one step does; `via` names who acts: the token itself, or a session it swapped into. */
type Step =
  | { kind: 'provision'; role: Role; via: number }
  | { kind: 'changeRole'; member: number; role: Role; via: number }
  | { kind: 'invite'; role: Role; via: number }
  | { kind: 'swap'; member: number }
  | { kind: 'adminPromotes'; member: number; role: Role };

const roleArb = fc.constantFrom(...ROLES);
// `via` and `member` are indexes, resolved modulo what exists when the step runs.
const indexArb = fc.nat({ max: 20 });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('provision' as const), role: roleArb, via: indexArb }),
  fc.record({ kind: fc.constant('changeRole' as const), member: indexArb, role: roleArb, via: indexArb }),
  fc.record({ kind: fc.constant('invite' as const), role: roleArb, via: indexArb }),
  fc.record({ kind: fc.constant('swap' as const), member: indexArb }),
  fc.record({ kind: fc.constant('adminPromotes' as const), member: indexArb, role: roleArb }),
);
// Each bucket × action drawn on its own; the users bucket more often, so grants get past `missing_right`.
const rightsArb: fc.Arbitrary<Rights> = fc
  .array(fc.boolean(), {
    minLength: BUCKETS.length * ACTIONS.length,
    maxLength: BUCKETS.length * ACTIONS.length,
  })
  .chain((bits) =>
    fc
      .boolean()
      .map((generousUsers) =>
        normalizeRights(
          (b, a) =>
            (generousUsers && b === 'users' && a !== 'delete') ||
            bits[BUCKETS.indexOf(b) * ACTIONS.length + ACTIONS.indexOf(a)]!,
        ),
      ),
  );

describe('a credential never grants more than it has (property)', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t?.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, auth: string | undefined, payload?: object) =>
    t.app.inject({
      method,
      url: `${API}${url}`,
      headers: auth === undefined ? {} : bearer(auth),
      ...(payload !== undefined && { payload }),
    });

  async function rolesOf(o: TestOrg): Promise<Map<number, Role>> {
    const response = await send('GET', `/orgs/${o.org.id}/users?limit=200`, o.admin.jwt);
    assert.equal(response.statusCode, 200, response.body);
    const items = response.json<{ items: { user: { id: number }; role: Role }[] }>().items;
    return new Map(items.map((m) => [m.user.id, m.role]));
  }

  it('holds for random token rights and random sequences of grants', async () => {
    await fc.assert(
      fc.asyncProperty(
        rightsArb,
        fc.array(stepArb, { minLength: 1, maxLength: 8 }),
        async (rights, steps) => {
          const o = await createOrg(t);
          for (const role of ['maintainer', 'instructor', 'learner'] as const)
            await addMember(t, o.org.id, role);
          const { token } = await createApiToken(t, o, rights);
          // The creator is an admin, so the token's effective rights are its own.
          const held = intersectWithRole(rights, 'admin');
          const withinToken = (role: Role) => roleRightsMissingFrom(held, role).length === 0;
          /** Credentials reached through the token: the token, then each swapped session. */
          const reached: string[] = [token];
          /** Members whose role was last set through the token, with that role. */
          const grantedByToken = new Map<number, Role>();

          for (const step of steps) {
            const members = [...(await rolesOf(o)).keys()].filter((id) => id !== o.admin.user.id);
            const member = members[('member' in step ? step.member : 0) % members.length]!;
            const via = reached['via' in step ? step.via % reached.length : 0]!;
            if (step.kind === 'provision') {
              const response = await send('POST', `/admin/${o.org.slug}/users`, via, {
                email: `p-${uniq()}@example.com`,
                username: `p_${uniq()}`,
                role: step.role,
              });
              if (response.statusCode === 200) {
                grantedByToken.set(response.json<{ id: number }>().id, step.role);
              } else assert.equal(response.statusCode, 403, response.body);
            } else if (step.kind === 'changeRole') {
              const response = await send('PUT', `/orgs/${o.org.id}/users/${member}/role`, via, {
                role: step.role,
              });
              if (response.statusCode === 200) grantedByToken.set(member, step.role);
              else assert.ok([400, 403].includes(response.statusCode), response.body);
            } else if (step.kind === 'invite') {
              const response = await send('POST', `/orgs/${o.org.id}/invites`, via, {
                emails: [],
                role: step.role,
              });
              if (response.statusCode !== 200) {
                assert.equal(response.statusCode, 403, response.body);
                continue;
              }
              const code = response.json<{ invite_code: string }>().invite_code;
              const signup = await send('POST', `/users/${o.org.id}/invite/${code}`, undefined, {
                email: `i-${uniq()}@example.com`,
                username: `i_${uniq()}`,
                password: 'correct horse battery',
              });
              assert.equal(signup.statusCode, 200, signup.body);
              grantedByToken.set(signup.json<{ id: number }>().id, step.role);
            } else if (step.kind === 'swap') {
              const response = await send('POST', `/admin/${o.org.slug}/auth/token`, token, {
                user_id: member,
              });
              if (response.statusCode === 200)
                reached.push(response.json<{ access_token: string }>().access_token);
              else assert.equal(response.statusCode, 403, response.body);
            } else {
              // Outside the token: the admin promotes someone, maybe a person a session was swapped into.
              const response = await send('PUT', `/orgs/${o.org.id}/users/${member}/role`, o.admin.jwt, {
                role: step.role,
              });
              if (response.statusCode === 200) grantedByToken.delete(member);
              else assert.equal(response.statusCode, 400, response.body);
            }
          }

          const roles = await rolesOf(o);
          for (const [userId, role] of grantedByToken) {
            assert.equal(roles.get(userId), role);
            assert.ok(withinToken(role), `the token handed out ${role} beyond its rights`);
          }
          // Every credential reached through the token exercises only rights the token holds.
          for (const credential of reached) {
            for (const [bucket, url] of [
              ['users', `/orgs/${o.org.id}/users`],
              ['webhooks', `/orgs/${o.org.id}/webhooks`],
            ] as const) {
              const response = await send('GET', url, credential);
              if (response.statusCode === 200) {
                assert.ok(
                  rightsHave(held, bucket, 'read'),
                  `a credential read ${bucket} without the token's right`,
                );
              }
            }
          }
        },
      ),
      { numRuns: Number(process.env.GRANT_RUNS ?? 25), seed: Number(process.env.GRANT_SEED ?? 1207) },
    );
  });
});

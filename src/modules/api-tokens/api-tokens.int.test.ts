import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  ALL_RIGHTS,
  addMember,
  call,
  createApiToken,
  createOrg,
  uniq,
  type Method,
  type TestOrg,
} from '../../../test/factories.ts';
import { assertError } from '../../../test/assertions.ts';

const TOKEN_FORMAT = /^svc_[A-Za-z0-9_-]{43}$/;
const NONE_FLAGS = { action_create: false, action_read: false, action_update: false, action_delete: false };
const ALL_FLAGS = { action_create: true, action_read: true, action_update: true, action_delete: true };

function tokensUrl(orgId: number, tokenUuid?: string): string {
  return `/api/v1/orgs/${orgId}/api-tokens${tokenUuid === undefined ? '' : `/${tokenUuid}`}`;
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function apiDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** One request per management route, each with a body that passes validation. */
function managementRoutes(
  orgId: number,
  tokenUuid: string,
): { method: Method; url: string; payload?: unknown }[] {
  return [
    {
      method: 'POST',
      url: tokensUrl(orgId),
      payload: { name: 'x', rights: { courses: { action_read: true } } },
    },
    { method: 'GET', url: tokensUrl(orgId) },
    { method: 'GET', url: tokensUrl(orgId, tokenUuid) },
    { method: 'PUT', url: tokensUrl(orgId, tokenUuid), payload: { name: 'renamed' } },
    { method: 'DELETE', url: tokensUrl(orgId, tokenUuid) },
  ];
}

async function listMembers(t: TestApp, orgId: number, auth: string): Promise<LightMyRequestResponse> {
  return call(t, 'GET', `/api/v1/orgs/${orgId}/users`, auth);
}

async function storedRow(t: TestApp, tokenUuid: string) {
  return t.services.db
    .selectFrom('api_tokens')
    .selectAll()
    .where('token_uuid', '=', tokenUuid)
    .executeTakeFirst();
}

describe('API tokens (self-hosted)', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  describe('create, list, get', () => {
    it('returns the token once, svc_ + 43 url-safe characters, with its record', async () => {
      const o = await createOrg(t);
      const now = t.clock.now();
      const response = await call(t, 'POST', tokensUrl(o.org.id), o.admin.jwt, {
        name: 'CI',
        description: 'deploys',
        rights: { users: { action_read: true }, courses: { action_read: true, action_update: false } },
      });
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json();
      assert.match(body.token, TOKEN_FORMAT);
      assert.match(body.token_uuid, /^apitoken_[0-9a-f-]{36}$/);
      assert.equal(body.org_id, o.org.id);
      assert.equal(body.name, 'CI');
      assert.equal(body.description, 'deploys');
      assert.equal(body.created_by_user_id, o.admin.user.id);
      assert.equal(body.creation_date, apiDate(now));
      assert.equal(body.update_date, apiDate(now));
      assert.equal(body.expires_at, null);
      assert.equal(body.last_used_at, null);
      assert.ok(
        (body.token as string).startsWith(body.token_prefix as string),
        'the prefix starts the token',
      );
      assert.ok((body.token_prefix as string).length < 12, 'the prefix reveals only a few characters');
      assert.deepEqual(body.rights, {
        courses: { ...NONE_FLAGS, action_read: true },
        assignments: NONE_FLAGS,
        usergroups: NONE_FLAGS,
        certifications: NONE_FLAGS,
        users: { ...NONE_FLAGS, action_read: true },
        webhooks: NONE_FLAGS,
        collections: NONE_FLAGS,
        communities: NONE_FLAGS,
        discussions: NONE_FLAGS,
        podcasts: NONE_FLAGS,
        boards: NONE_FLAGS,
        playgrounds: NONE_FLAGS,
      });
    });

    it('makes a different token every time', async () => {
      const o = await createOrg(t);
      const a = await createApiToken(t, o, ALL_RIGHTS);
      const b = await createApiToken(t, o, ALL_RIGHTS);
      assert.notEqual(a.token, b.token);
      assert.notEqual(a.token_uuid, b.token_uuid);
    });

    it('never shows the token again in list or get', async () => {
      const o = await createOrg(t);
      const created = await createApiToken(t, o, { users: { action_read: true } }, { name: 'listed' });
      const secret = created.token.slice(4);

      const list = await call(t, 'GET', tokensUrl(o.org.id), o.admin.jwt);
      assert.equal(list.statusCode, 200, list.body);
      const items = list.json<{ token_uuid: string; name: string }[]>();
      assert.deepEqual(
        items.map((i) => [i.token_uuid, i.name]),
        [[created.token_uuid, 'listed']],
      );
      assert.ok(!list.body.includes(secret), 'list leaks the token');
      assert.ok(!('token' in items[0]!));

      const one = await call(t, 'GET', tokensUrl(o.org.id, created.token_uuid), o.admin.jwt);
      assert.equal(one.statusCode, 200, one.body);
      assert.equal(one.json().token_uuid, created.token_uuid);
      assert.deepEqual(one.json().rights.users, { ...NONE_FLAGS, action_read: true });
      assert.ok(!one.body.includes(secret), 'get leaks the token');
      assert.ok(!('token' in one.json()));
    });

    it('lists only the tokens of the organization in the path', async () => {
      const o1 = await createOrg(t);
      const o2 = await createOrg(t);
      const mine = await createApiToken(t, o1, ALL_RIGHTS);
      await createApiToken(t, o2, ALL_RIGHTS);
      const list = await call(t, 'GET', tokensUrl(o1.org.id), o1.admin.jwt);
      assert.deepEqual(
        list.json<{ token_uuid: string }[]>().map((i) => i.token_uuid),
        [mine.token_uuid],
      );
    });

    it('stores only a SHA-256 hash of the token', async () => {
      const o = await createOrg(t);
      const created = await createApiToken(t, o, ALL_RIGHTS);
      const row = await storedRow(t, created.token_uuid);
      assert.ok(row !== undefined);
      assert.equal(row.token_hash, sha256(created.token));
      const secret = created.token.slice(4);
      for (const [column, value] of Object.entries(row)) {
        assert.ok(!String(value).includes(secret), `column ${column} holds the token`);
        assert.ok(!String(value).includes(secret.slice(0, 20)), `column ${column} holds part of the token`);
      }
    });

    it('lets a maintainer manage tokens', async () => {
      const o = await createOrg(t);
      const maintainer = await addMember(t, o.org.id, 'maintainer');
      const response = await call(t, 'POST', tokensUrl(o.org.id), maintainer.jwt, {
        name: 'm',
        rights: ALL_RIGHTS,
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().created_by_user_id, maintainer.user.id);
      const list = await call(t, 'GET', tokensUrl(o.org.id), maintainer.jwt);
      assert.equal(list.statusCode, 200);
      assert.equal(list.json().length, 1);
    });
  });

  describe('using a token', () => {
    it('authenticates within its rights and is refused 403 missing_right beyond them', async () => {
      const o = await createOrg(t);
      const reader = await createApiToken(t, o, { users: { action_read: true } });
      const ok = await listMembers(t, o.org.id, reader.token);
      assert.equal(ok.statusCode, 200, ok.body);
      assert.deepEqual(
        ok.json<{ items: { user_id?: number; id?: number }[] }>().items.length,
        1,
        'the admin is the only member',
      );

      const courses = await createApiToken(t, o, { courses: ALL_FLAGS });
      assertError(await listMembers(t, o.org.id, courses.token), 403, 'missing_right');

      const denied = await createApiToken(t, o, { users: { ...ALL_FLAGS, action_read: false } });
      assertError(await listMembers(t, o.org.id, denied.token), 403, 'missing_right');

      const nothing = await createApiToken(t, o, {});
      assertError(await listMembers(t, o.org.id, nothing.token), 403, 'missing_right');
    });

    it('is refused 403 other_organization in another organization', async () => {
      const o1 = await createOrg(t);
      const o2 = await createOrg(t);
      const token = await createApiToken(t, o1, ALL_RIGHTS);
      assertError(await listMembers(t, o2.org.id, token.token), 403, 'other_organization');
    });

    it('answers 401 invalid_token for an unknown or malformed svc_ token', async () => {
      const o = await createOrg(t);
      const real = await createApiToken(t, o, ALL_RIGHTS);
      const forged = `svc_${'A'.repeat(43)}`;
      const tampered = `${real.token.slice(0, -1)}${real.token.endsWith('A') ? 'B' : 'A'}`;
      for (const token of [forged, tampered, 'svc_']) {
        assertError(await listMembers(t, o.org.id, token), 401, 'invalid_token');
      }
    });

    it('stops working at once when revoked', async () => {
      const o = await createOrg(t);
      const created = await createApiToken(t, o, ALL_RIGHTS);
      assert.equal((await listMembers(t, o.org.id, created.token)).statusCode, 200);

      const revoked = await call(t, 'DELETE', tokensUrl(o.org.id, created.token_uuid), o.admin.jwt);
      assert.equal(revoked.statusCode, 204, revoked.body);
      assert.equal(revoked.body, '');

      assertError(await listMembers(t, o.org.id, created.token), 401, 'invalid_token');
      assertError(
        await call(t, 'GET', tokensUrl(o.org.id, created.token_uuid), o.admin.jwt),
        404,
        'not_found',
      );
      assertError(
        await call(t, 'DELETE', tokensUrl(o.org.id, created.token_uuid), o.admin.jwt),
        404,
        'not_found',
      );
      const list = await call(t, 'GET', tokensUrl(o.org.id), o.admin.jwt);
      assert.deepEqual(list.json(), []);
      assert.equal(await storedRow(t, created.token_uuid), undefined);
    });

    it('records last_used_at on use and rewrites it at most once a minute', async () => {
      const o = await createOrg(t);
      const created = await createApiToken(t, o, ALL_RIGHTS);
      assert.equal((await storedRow(t, created.token_uuid))?.last_used_at, null);

      const firstUse = t.clock.now();
      assert.equal((await listMembers(t, o.org.id, created.token)).statusCode, 200);
      const afterFirst = (await storedRow(t, created.token_uuid))?.last_used_at;
      assert.ok(typeof afterFirst === 'string');
      const get = await call(t, 'GET', tokensUrl(o.org.id, created.token_uuid), o.admin.jwt);
      assert.equal(get.json().last_used_at, apiDate(firstUse));

      t.clock.advance(30_000);
      await listMembers(t, o.org.id, created.token);
      t.clock.advance(29_999);
      await listMembers(t, o.org.id, created.token);
      assert.equal((await storedRow(t, created.token_uuid))?.last_used_at, afterFirst);

      t.clock.advance(1);
      const secondWrite = t.clock.now();
      await listMembers(t, o.org.id, created.token);
      const afterMinute = await call(t, 'GET', tokensUrl(o.org.id, created.token_uuid), o.admin.jwt);
      assert.equal(afterMinute.json().last_used_at, apiDate(secondWrite));
      assert.notEqual((await storedRow(t, created.token_uuid))?.last_used_at, afterFirst);
    });

    it('does not touch last_used_at when the token is refused for its expiry', async () => {
      const o = await createOrg(t);
      const expiresAt = new Date(t.clock.now().getTime() + 60_000);
      const created = await createApiToken(t, o, ALL_RIGHTS, { expires_at: expiresAt.toISOString() });
      t.clock.advance(120_000);
      assertError(await listMembers(t, o.org.id, created.token), 401, 'token_expired');
      assert.equal((await storedRow(t, created.token_uuid))?.last_used_at, null);
    });
  });

  describe('update', () => {
    it('changes rights with effect on the next request', async () => {
      const o = await createOrg(t);
      const created = await createApiToken(t, o, { users: { action_read: true } });
      assert.equal((await listMembers(t, o.org.id, created.token)).statusCode, 200);

      const narrowed = await call(t, 'PUT', tokensUrl(o.org.id, created.token_uuid), o.admin.jwt, {
        rights: { courses: { action_read: true } },
      });
      assert.equal(narrowed.statusCode, 200, narrowed.body);
      assert.deepEqual(narrowed.json().rights.users, NONE_FLAGS, 'rights are replaced, not merged');
      assert.deepEqual(narrowed.json().rights.courses, { ...NONE_FLAGS, action_read: true });
      assertError(await listMembers(t, o.org.id, created.token), 403, 'missing_right');

      const widened = await call(t, 'PUT', tokensUrl(o.org.id, created.token_uuid), o.admin.jwt, {
        rights: { users: { action_read: true } },
      });
      assert.equal(widened.statusCode, 200, widened.body);
      assert.equal((await listMembers(t, o.org.id, created.token)).statusCode, 200);
    });

    it('changes name and description and leaves the rest as it was', async () => {
      const o = await createOrg(t);
      const created = await createApiToken(t, o, { users: { action_read: true } }, { name: 'old' });
      const createdAt = t.clock.now();
      t.clock.advance(5_000);
      const renamed = await call(t, 'PUT', tokensUrl(o.org.id, created.token_uuid), o.admin.jwt, {
        name: 'new name',
      });
      assert.equal(renamed.statusCode, 200, renamed.body);
      assert.equal(renamed.json().name, 'new name');
      assert.equal(renamed.json().description, '');
      assert.deepEqual(renamed.json().rights.users, { ...NONE_FLAGS, action_read: true });
      assert.equal(renamed.json().creation_date, apiDate(createdAt));
      assert.equal(renamed.json().update_date, apiDate(t.clock.now()));

      const described = await call(t, 'PUT', tokensUrl(o.org.id, created.token_uuid), o.admin.jwt, {
        description: 'nightly sync',
      });
      assert.equal(described.json().name, 'new name');
      assert.equal(described.json().description, 'nightly sync');

      const fetched = await call(t, 'GET', tokensUrl(o.org.id, created.token_uuid), o.admin.jwt);
      assert.equal(fetched.json().name, 'new name');
      assert.equal(fetched.json().description, 'nightly sync');
      assert.equal((await listMembers(t, o.org.id, created.token)).statusCode, 200, 'the token still works');
    });
  });

  describe('expiry', () => {
    it('refuses an expires_at in the past or now with 400 invalid_expiry', async () => {
      const o = await createOrg(t);
      const now = t.clock.now().getTime();
      for (const when of [new Date(now - 1_000), new Date(now), new Date('2001-01-01T00:00:00Z')]) {
        const response = await call(t, 'POST', tokensUrl(o.org.id), o.admin.jwt, {
          name: 'late',
          rights: ALL_RIGHTS,
          expires_at: when.toISOString(),
        });
        assertError(response, 400, 'invalid_expiry');
      }
      const list = await call(t, 'GET', tokensUrl(o.org.id), o.admin.jwt);
      assert.deepEqual(list.json(), [], 'nothing was created');
    });

    it('works until expires_at and answers 401 token_expired from then on', async () => {
      const o = await createOrg(t);
      const expiresAt = new Date(t.clock.now().getTime() + 10 * 60_000);
      const created = await createApiToken(t, o, ALL_RIGHTS, { expires_at: expiresAt.toISOString() });
      const record = await call(t, 'GET', tokensUrl(o.org.id, created.token_uuid), o.admin.jwt);
      assert.equal(record.json().expires_at, apiDate(expiresAt));

      assert.equal((await listMembers(t, o.org.id, created.token)).statusCode, 200);
      t.clock.advance(10 * 60_000 - 1);
      assert.equal((await listMembers(t, o.org.id, created.token)).statusCode, 200);
      t.clock.advance(1);
      assertError(await listMembers(t, o.org.id, created.token), 401, 'token_expired');
      t.clock.advance(24 * 60 * 60_000);
      assertError(await listMembers(t, o.org.id, created.token), 401, 'token_expired');
    });

    it('reads an expires_at with a UTC offset as that instant', async () => {
      const o = await createOrg(t);
      const instant = new Date(t.clock.now().getTime() + 3 * 60 * 60_000);
      const local = new Date(instant.getTime() + 2 * 60 * 60_000).toISOString().replace('Z', '+02:00');
      const created = await createApiToken(t, o, ALL_RIGHTS, { expires_at: local });
      const record = await call(t, 'GET', tokensUrl(o.org.id, created.token_uuid), o.admin.jwt);
      assert.equal(record.json().expires_at, apiDate(instant));
    });

    it('reads an expires_at with an hour-only UTC offset as that instant', async () => {
      const o = await createOrg(t);
      const instant = new Date(t.clock.now().getTime() + 5 * 60 * 60_000);
      const local = new Date(instant.getTime() - 3 * 60 * 60_000).toISOString().replace('Z', '-03');
      const response = await call(t, 'POST', tokensUrl(o.org.id), o.admin.jwt, {
        name: 'offset',
        rights: ALL_RIGHTS,
        expires_at: local,
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().expires_at, apiDate(instant));
    });

    it('answers 422 for an expires_at that names no instant, before any other check', async () => {
      const o = await createOrg(t);
      const stranger = await createOrg(t);
      for (const auth of [o.admin.jwt, stranger.admin.jwt]) {
        const response = await call(t, 'POST', tokensUrl(o.org.id), auth, {
          name: 'leap',
          rights: ALL_RIGHTS,
          expires_at: '2099-06-30T23:59:60Z',
        });
        assertError(response, 422, 'validation_error');
        assert.deepEqual(
          response.json<{ detail: { loc: string[] }[] }>().detail.map((i) => i.loc),
          [['body', 'expires_at']],
        );
      }
      const list = await call(t, 'GET', tokensUrl(o.org.id), o.admin.jwt);
      assert.deepEqual(list.json(), []);
    });

    it('accepts expires_at null as never expiring', async () => {
      const o = await createOrg(t);
      const created = await createApiToken(t, o, ALL_RIGHTS, { expires_at: null });
      const record = await call(t, 'GET', tokensUrl(o.org.id, created.token_uuid), o.admin.jwt);
      assert.equal(record.json().expires_at, null);
      t.clock.advance(400 * 24 * 60 * 60_000);
      assert.equal((await listMembers(t, o.org.id, created.token)).statusCode, 200);
    });
  });

  describe('who may manage tokens', () => {
    it('answers 401 without credentials on every management route', async () => {
      const o = await createOrg(t);
      const created = await createApiToken(t, o, ALL_RIGHTS);
      for (const route of managementRoutes(o.org.id, created.token_uuid)) {
        const response = await call(t, route.method, route.url, undefined, route.payload);
        assertError(response, 401, 'unauthorized');
        assert.equal(response.headers['www-authenticate'], 'Bearer');
      }
      for (const route of managementRoutes(o.org.id, created.token_uuid)) {
        const response = await call(t, route.method, route.url, 'not-a-jwt', route.payload);
        assertError(response, 401, 'invalid_token');
      }
      assert.notEqual((await storedRow(t, created.token_uuid))?.name, 'renamed');
      const list = await call(t, 'GET', tokensUrl(o.org.id), o.admin.jwt);
      assert.equal(list.json().length, 1, 'nothing was created or deleted');
    });

    it('answers 401 before 422 for an invalid body without credentials', async () => {
      const o = await createOrg(t);
      assertError(
        await call(t, 'POST', tokensUrl(o.org.id), undefined, { bogus: true }),
        401,
        'unauthorized',
      );
    });

    it('answers 403 session_only when an API token calls a management route', async () => {
      const o = await createOrg(t);
      const created = await createApiToken(t, o, ALL_RIGHTS);
      for (const route of managementRoutes(o.org.id, created.token_uuid)) {
        const response = await call(t, route.method, route.url, created.token, route.payload);
        assertError(response, 403, 'session_only');
      }
      assert.ok((await storedRow(t, created.token_uuid)) !== undefined, 'the token was not revoked');
      assert.notEqual((await storedRow(t, created.token_uuid))?.name, 'renamed');
    });

    it('answers 403 not_member to an admin of another organization', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      const created = await createApiToken(t, o, ALL_RIGHTS);
      for (const route of managementRoutes(o.org.id, created.token_uuid)) {
        const response = await call(t, route.method, route.url, other.admin.jwt, route.payload);
        assertError(response, 403, 'not_member');
      }
      assert.ok((await storedRow(t, created.token_uuid)) !== undefined);
    });

    it('answers 403 insufficient_role to an instructor and a learner', async () => {
      const o = await createOrg(t);
      const created = await createApiToken(t, o, ALL_RIGHTS);
      for (const role of ['instructor', 'learner'] as const) {
        const member = await addMember(t, o.org.id, role);
        for (const route of managementRoutes(o.org.id, created.token_uuid)) {
          const response = await call(t, route.method, route.url, member.jwt, route.payload);
          assertError(response, 403, 'insufficient_role');
        }
      }
      assert.ok((await storedRow(t, created.token_uuid)) !== undefined);
      assert.notEqual((await storedRow(t, created.token_uuid))?.name, 'renamed');
    });

    it('answers 404 for an unknown token uuid, a token of another organization and an unknown org', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      const foreign = await createApiToken(t, other, ALL_RIGHTS);
      for (const uuid of ['apitoken_00000000-0000-4000-8000-000000000000', 'nonsense', foreign.token_uuid]) {
        for (const route of managementRoutes(o.org.id, uuid).slice(2)) {
          const response = await call(t, route.method, route.url, o.admin.jwt, route.payload);
          assertError(response, 404, 'not_found');
        }
      }
      assert.ok((await storedRow(t, foreign.token_uuid)) !== undefined, 'the foreign token survived');
      for (const route of managementRoutes(987_654_321, foreign.token_uuid)) {
        const response = await call(t, route.method, route.url, o.admin.jwt, route.payload);
        assertError(response, 404, 'not_found');
      }
    });
  });

  describe('validation', () => {
    const invalidCreates: [string, Record<string, unknown>, (string | number)[]][] = [
      [
        'an unknown bucket',
        { name: 'x', rights: { grades: { action_read: true } } },
        ['body', 'rights', 'grades'],
      ],
      [
        'an unknown action key',
        { name: 'x', rights: { courses: { action_publish: true } } },
        ['body', 'rights', 'courses', 'action_publish'],
      ],
      [
        'an action without the action_ prefix',
        { name: 'x', rights: { courses: { read: true } } },
        ['body', 'rights', 'courses', 'read'],
      ],
      [
        'a string action value',
        { name: 'x', rights: { courses: { action_read: 'true' } } },
        ['body', 'rights', 'courses', 'action_read'],
      ],
      [
        'a numeric action value',
        { name: 'x', rights: { courses: { action_read: 1 } } },
        ['body', 'rights', 'courses', 'action_read'],
      ],
      [
        'a bucket that is not an object',
        { name: 'x', rights: { courses: true } },
        ['body', 'rights', 'courses'],
      ],
      ['a missing name', { rights: { courses: { action_read: true } } }, ['body', 'name']],
      ['an empty name', { name: '', rights: {} }, ['body', 'name']],
      ['missing rights', { name: 'x' }, ['body', 'rights']],
      ['an unknown property', { name: 'x', rights: {}, scope: 'all' }, ['body', 'scope']],
      ['a malformed expires_at', { name: 'x', rights: {}, expires_at: 'tomorrow' }, ['body', 'expires_at']],
    ];

    for (const [label, payload, loc] of invalidCreates) {
      it(`answers 422 on create for ${label}`, async () => {
        const o = await createOrg(t);
        const response = await call(t, 'POST', tokensUrl(o.org.id), o.admin.jwt, payload);
        assertError(response, 422, 'validation_error');
        const issues = response.json<{ detail: { loc: (string | number)[] }[] }>().detail;
        assert.ok(
          issues.some((i) => JSON.stringify(i.loc) === JSON.stringify(loc)),
          `expected an issue at ${JSON.stringify(loc)}: ${response.body}`,
        );
        const list = await call(t, 'GET', tokensUrl(o.org.id), o.admin.jwt);
        assert.deepEqual(list.json(), []);
      });
    }

    const invalidUpdates: [string, Record<string, unknown>][] = [
      ['an unknown bucket', { rights: { grades: { action_read: true } } }],
      ['an unknown action key', { rights: { users: { action_list: true } } }],
      ['a non-boolean action value', { rights: { users: { action_read: null } } }],
      ['an empty name', { name: '' }],
      ['an unknown property', { token: 'svc_x' }],
    ];

    for (const [label, payload] of invalidUpdates) {
      it(`answers 422 on update for ${label} and changes nothing`, async () => {
        const o = await createOrg(t);
        const created = await createApiToken(t, o, { users: { action_read: true } }, { name: 'kept' });
        const response = await call(t, 'PUT', tokensUrl(o.org.id, created.token_uuid), o.admin.jwt, payload);
        assertError(response, 422, 'validation_error');
        const record = await call(t, 'GET', tokensUrl(o.org.id, created.token_uuid), o.admin.jwt);
        assert.equal(record.json().name, 'kept');
        assert.deepEqual(record.json().rights.users, { ...NONE_FLAGS, action_read: true });
      });
    }

    it('answers 422 for an org id beyond the range of database ids', async () => {
      const o = await createOrg(t);
      const huge = '100000000000000000000';
      for (const url of [`/api/v1/orgs/${huge}/api-tokens`, `/api/v1/orgs/${huge}/api-tokens/apitoken_x`]) {
        assertError(await call(t, 'GET', url, o.admin.jwt), 422, 'validation_error');
      }
    });

    it('answers 422 for a non-integer org id', async () => {
      const o = await createOrg(t);
      assertError(await call(t, 'GET', '/api/v1/orgs/abc/api-tokens', o.admin.jwt), 422, 'validation_error');
    });
  });

  describe('the creator is the ceiling', () => {
    async function orgWithTwoAdmins(): Promise<{ o: TestOrg; second: string }> {
      const o = await createOrg(t);
      const second = await addMember(t, o.org.id, 'admin');
      return { o, second: second.jwt };
    }

    it('cuts a token down to the rights of its demoted creator, and restores them on promotion', async () => {
      const { o, second } = await orgWithTwoAdmins();
      const created = await createApiToken(t, o, ALL_RIGHTS);
      const learner = await addMember(t, o.org.id, 'learner');
      const roleUrl = (userId: number) => `/api/v1/orgs/${o.org.id}/users/${userId}/role`;

      const before = await call(t, 'PUT', roleUrl(learner.user.id), created.token, { role: 'instructor' });
      assert.equal(before.statusCode, 200, before.body);

      const demoted = await call(t, 'PUT', roleUrl(o.admin.user.id), second, { role: 'instructor' });
      assert.equal(demoted.statusCode, 200, demoted.body);

      assertError(
        await call(t, 'PUT', roleUrl(learner.user.id), created.token, { role: 'learner' }),
        403,
        'missing_right',
      );
      assert.equal(
        (await listMembers(t, o.org.id, created.token)).statusCode,
        200,
        'instructors read members',
      );

      const principal = await t.services.apiTokens.authenticate(created.token);
      assert.equal(principal.kind, 'token');
      if (principal.kind !== 'token') return;
      assert.equal(principal.token.creatorRole, 'instructor');
      assert.deepEqual(principal.token.effectiveRights.courses, ALL_FLAGS);
      assert.deepEqual(principal.token.effectiveRights.assignments, ALL_FLAGS);
      assert.deepEqual(principal.token.effectiveRights.webhooks, NONE_FLAGS);
      assert.deepEqual(principal.token.effectiveRights.users, { ...NONE_FLAGS, action_read: true });
      await t.services.access.requireRight(principal, o.org.id, 'courses', 'create');
      await t.services.access.requireRight(principal, o.org.id, 'courses', 'delete');

      const stored = await call(t, 'GET', tokensUrl(o.org.id, created.token_uuid), second);
      assert.deepEqual(stored.json().rights.users, ALL_FLAGS, 'the stored rights are kept');

      const promoted = await call(t, 'PUT', roleUrl(o.admin.user.id), second, { role: 'admin' });
      assert.equal(promoted.statusCode, 200, promoted.body);
      const after = await call(t, 'PUT', roleUrl(learner.user.id), created.token, { role: 'learner' });
      assert.equal(after.statusCode, 200, after.body);
    });

    it('leaves a token able to do nothing once its creator leaves the organization', async () => {
      const { o, second } = await orgWithTwoAdmins();
      const created = await createApiToken(t, o, ALL_RIGHTS);
      assert.equal((await listMembers(t, o.org.id, created.token)).statusCode, 200);

      const removed = await call(t, 'DELETE', `/api/v1/orgs/${o.org.id}/users/${o.admin.user.id}`, second);
      assert.equal(removed.statusCode, 204, removed.body);

      assertError(await listMembers(t, o.org.id, created.token), 403, 'missing_right');
      const learner = await addMember(t, o.org.id, 'learner');
      assertError(
        await call(t, 'PUT', `/api/v1/orgs/${o.org.id}/users/${learner.user.id}/role`, created.token, {
          role: 'instructor',
        }),
        403,
        'missing_right',
      );
      const principal = await t.services.apiTokens.authenticate(created.token);
      assert.ok(principal.kind === 'token');
      assert.equal(principal.token.creatorRole, null);
      for (const flags of Object.values(principal.token.effectiveRights)) assert.deepEqual(flags, NONE_FLAGS);
    });
  });

  describe('plans do not matter when self-hosted', () => {
    it('creates and uses tokens in a free-plan organization', async () => {
      const o = await createOrg(t, { plan: 'free' });
      const created = await createApiToken(t, o, ALL_RIGHTS);
      assert.equal((await listMembers(t, o.org.id, created.token)).statusCode, 200);
      await t.services.orgs.setPlan(o.org.slug, 'standard');
      assert.equal((await listMembers(t, o.org.id, created.token)).statusCode, 200);
    });
  });
});

describe('API tokens (saas plans)', () => {
  let s: TestApp;
  before(async () => {
    s = await buildTestApp({ deploymentMode: 'saas' });
  });
  after(() => s.close());

  async function create(o: TestOrg): Promise<LightMyRequestResponse> {
    return call(s, 'POST', tokensUrl(o.org.id), o.admin.jwt, { name: `t ${uniq()}`, rights: ALL_RIGHTS });
  }

  it('refuses to create a token below the pro plan with 403 plan_required', async () => {
    for (const plan of ['free', 'standard']) {
      const o = await createOrg(s, { plan });
      assertError(await create(o), 403, 'plan_required');
      const list = await call(s, 'GET', tokensUrl(o.org.id), o.admin.jwt);
      assert.deepEqual(list.json(), []);
    }
  });

  it('creates tokens once the organization is on pro or enterprise', async () => {
    const o = await createOrg(s);
    assertError(await create(o), 403, 'plan_required');
    await s.services.orgs.setPlan(o.org.slug, 'pro');
    const created = await create(o);
    assert.equal(created.statusCode, 200, created.body);
    assert.equal((await listMembers(s, o.org.id, created.json().token)).statusCode, 200);

    const enterprise = await createOrg(s, { plan: 'enterprise' });
    assert.equal((await create(enterprise)).statusCode, 200);
  });

  it('refuses a token of an organization downgraded below pro with 403 plan_required', async () => {
    const o = await createOrg(s, { plan: 'pro' });
    const created = await create(o);
    assert.equal(created.statusCode, 200, created.body);
    const token = created.json<{ token: string }>().token;
    assert.equal((await listMembers(s, o.org.id, token)).statusCode, 200);

    await s.services.orgs.setPlan(o.org.slug, 'standard');
    assertError(await listMembers(s, o.org.id, token), 403, 'plan_required');

    await s.services.orgs.setPlan(o.org.slug, 'pro');
    assert.equal((await listMembers(s, o.org.id, token)).statusCode, 200);
  });

  it('checks the plan only after the caller may manage tokens', async () => {
    const o = await createOrg(s);
    const learner = await addMember(s, o.org.id, 'learner');
    assertError(
      await call(s, 'POST', tokensUrl(o.org.id), learner.jwt, { name: 'x', rights: {} }),
      403,
      'insufficient_role',
    );
  });
});

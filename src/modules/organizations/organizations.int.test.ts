/**
 * Organizations, members, roles, signup mechanism and joining [CONTRACT 2, 3, 10], through HTTP against a real
 * database. Every test builds its own organizations and people.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  ALL_RIGHTS,
  addMember,
  bearer,
  createApiToken,
  createOrg,
  createUser,
  uniq,
  type TestOrg,
  type TestUser,
  rightsWithout,
  usersRight,
} from '../../../test/factories.ts';
import { DAY, MINUTE } from '../../platform/clock.ts';
import type { Rights, Role } from '../access/index.ts';
import { assertError, assertInvalid } from '../../../test/assertions.ts';

const UNKNOWN_ID = 987654321;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;

interface OrgJson {
  id: number;
  org_uuid: string;
  name: string;
  slug: string;
  description: string;
  signup_mechanism: string;
  plan: string;
  creation_date: string;
  update_date: string;
}
interface MemberJson {
  user: { id: number; email: string };
  role: string;
  role_uuid: string;
  joined_date: string;
}
interface PageJson {
  items: MemberJson[];
  total: number;
  limit: number;
  offset: number;
}

function send(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: object | string,
) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload !== undefined && { payload }) });
}

/** The clock's current time as a resource date. */
function now(): string {
  return t.clock.now().toISOString().replace('T', ' ').slice(0, 19);
}

function apiDate(dbTime: string): string {
  return dbTime.slice(0, 19);
}

function expectedMember(person: TestUser, role: Role, joined: string) {
  return {
    user: {
      id: person.user.id,
      user_uuid: person.user.user_uuid,
      email: person.email,
      username: person.user.username,
      first_name: '',
      last_name: '',
      email_verified: true,
      creation_date: apiDate(person.user.creation_date),
      update_date: apiDate(person.user.update_date),
    },
    role,
    role_uuid: `role_${role}`,
    joined_date: joined,
  };
}

async function tokenOf(o: TestOrg, rights: Rights = ALL_RIGHTS): Promise<string> {
  return (await createApiToken(t, o, rights)).token;
}

async function roleIn(orgId: number, userId: number, viewer: TestUser): Promise<string | undefined> {
  const response = await send('GET', `/orgs/${orgId}/users?limit=200`, bearer(viewer.jwt));
  assert.equal(response.statusCode, 200, response.body);
  return response.json<PageJson>().items.find((m) => m.user.id === userId)?.role;
}

async function memberCount(o: TestOrg): Promise<number> {
  const response = await send('GET', `/orgs/${o.org.id}/users`, bearer(o.admin.jwt));
  assert.equal(response.statusCode, 200, response.body);
  return response.json<PageJson>().total;
}

describe('organizations', () => {
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  describe('POST /orgs/', () => {
    it('creates an organization, trims its name, and makes the caller its only admin', async () => {
      const creator = await createUser(t);
      const slug = `acme-${uniq()}`;
      const response = await send('POST', '/orgs/', bearer(creator.jwt), {
        name: '  Acme Learning  ',
        slug,
        description: 'We teach.',
      });
      assert.equal(response.statusCode, 200, response.body);
      const org = response.json<OrgJson>();
      assert.ok(Number.isInteger(org.id) && org.id > 0);
      assert.match(org.org_uuid, /^org_/);
      assert.match(org.org_uuid.slice('org_'.length), UUID);
      assert.deepEqual(org, {
        id: org.id,
        org_uuid: org.org_uuid,
        name: 'Acme Learning',
        slug,
        description: 'We teach.',
        signup_mechanism: 'open',
        plan: 'free',
        creation_date: now(),
        update_date: now(),
      });
      const members = await send('GET', `/orgs/${org.id}/users`, bearer(creator.jwt));
      assert.equal(members.statusCode, 200, members.body);
      assert.deepEqual(members.json(), {
        items: [expectedMember(creator, 'admin', now())],
        total: 1,
        limit: 50,
        offset: 0,
      });
    });

    it('defaults the description to an empty string and gives each organization its own uuid', async () => {
      const creator = await createUser(t);
      const first = await send('POST', '/orgs/', bearer(creator.jwt), { name: 'One', slug: `one-${uniq()}` });
      const second = await send('POST', '/orgs/', bearer(creator.jwt), {
        name: 'Two',
        slug: `two-${uniq()}`,
      });
      assert.equal(first.statusCode, 200, first.body);
      assert.equal(second.statusCode, 200, second.body);
      assert.equal(first.json<OrgJson>().description, '');
      assert.notEqual(first.json<OrgJson>().id, second.json<OrgJson>().id);
      assert.notEqual(first.json<OrgJson>().org_uuid, second.json<OrgJson>().org_uuid);
    });

    it('answers 401 without credentials and with a bad token', async () => {
      const payload = { name: 'Nobody', slug: `nobody-${uniq()}` };
      assertError(await send('POST', '/orgs/', {}, payload), 401, 'unauthorized');
      assertError(await send('POST', '/orgs/', bearer('not-a-jwt'), payload), 401, 'invalid_token');
      const lookup = await send('GET', `/orgs/slug/${payload.slug}`);
      assertError(lookup, 404, 'not_found');
    });

    it('refuses API tokens (session only) and creates nothing', async () => {
      const o = await createOrg(t);
      const slug = `bot-${uniq()}`;
      const response = await send('POST', '/orgs/', bearer(await tokenOf(o)), { name: 'Bot org', slug });
      assertError(response, 403, 'session_only');
      assertError(await send('GET', `/orgs/slug/${slug}`), 404, 'not_found');
    });

    it('answers 409 slug_taken for a slug in use, whoever asks', async () => {
      const o = await createOrg(t);
      const other = await createUser(t);
      const response = await send('POST', '/orgs/', bearer(other.jwt), { name: 'Copy', slug: o.org.slug });
      assertError(response, 409, 'slug_taken');
      const kept = await send('GET', `/orgs/slug/${o.org.slug}`);
      assert.equal(kept.json<OrgJson>().id, o.org.id);
    });

    it('creates exactly one organization when the same slug is requested concurrently', async () => {
      const creators = await Promise.all([1, 2, 3, 4].map(() => createUser(t)));
      const slug = `race-${uniq()}`;
      const responses = await Promise.all(
        creators.map((c) => send('POST', '/orgs/', bearer(c.jwt), { name: 'Race', slug })),
      );
      const statuses = responses.map((r) => r.statusCode).sort();
      assert.deepEqual(statuses, [200, 409, 409, 409], responses.map((r) => r.body).join('\n'));
      for (const r of responses.filter((x) => x.statusCode === 409)) assertError(r, 409, 'slug_taken');
    });

    it('answers 422 for invalid slugs', async () => {
      const creator = await createUser(t);
      for (const slug of [
        'a',
        '-lead',
        'trail-',
        'Upper',
        'has space',
        'under_score',
        'x'.repeat(65),
        'é-accent',
      ]) {
        const response = await send('POST', '/orgs/', bearer(creator.jwt), { name: 'Bad slug', slug });
        assertInvalid(response, ['body', 'slug']);
      }
      const longest = await send('POST', '/orgs/', bearer(creator.jwt), {
        name: 'Longest slug',
        slug: `${uniq()}${'a'.repeat(56)}`.slice(0, 64),
      });
      assert.equal(longest.statusCode, 200, longest.body);
    });

    it('answers 422 for malformed bodies', async () => {
      const creator = await createUser(t);
      const auth = bearer(creator.jwt);
      const slug = `ok-${uniq()}`;
      assertInvalid(await send('POST', '/orgs/', auth, { slug }), ['body', 'name'], 'missing');
      assertInvalid(await send('POST', '/orgs/', auth, { name: 'No slug' }), ['body', 'slug'], 'missing');
      assertInvalid(await send('POST', '/orgs/', auth, { name: '', slug }), ['body', 'name']);
      assertInvalid(await send('POST', '/orgs/', auth, { name: '   ', slug }), ['body', 'name']);
      assertInvalid(await send('POST', '/orgs/', auth, { name: 'x'.repeat(201), slug }), ['body', 'name']);
      assertInvalid(await send('POST', '/orgs/', auth, { name: 42, slug }), ['body', 'name'], 'type');
      assertInvalid(
        await send('POST', '/orgs/', auth, { name: 'Extra', slug, plan: 'enterprise' }),
        ['body', 'plan'],
        'extra_forbidden',
      );
      assertInvalid(
        await send('POST', '/orgs/', auth, { name: 'Long', slug, description: 'd'.repeat(2001) }),
        ['body', 'description'],
      );
      assertInvalid(await send('POST', '/orgs/', auth, [{ name: 'Array', slug }]), ['body'], 'type');
      const broken = await send(
        'POST',
        '/orgs/',
        { ...auth, 'content-type': 'application/json' },
        '{"name":',
      );
      assertInvalid(broken, ['body'], 'json_invalid');
      assertError(await send('GET', `/orgs/slug/${slug}`), 404, 'not_found');
    });

    it('checks credentials before the body', async () => {
      assertError(await send('POST', '/orgs/', {}, { name: '' }), 401, 'unauthorized');
    });
  });

  describe('GET /orgs/{org_id} and GET /orgs/slug/{slug}', () => {
    it('shows an organization to anyone, signed in or not, by id and by slug', async () => {
      const o = await createOrg(t);
      const expected: OrgJson = {
        id: o.org.id,
        org_uuid: o.org.org_uuid,
        name: o.org.name,
        slug: o.org.slug,
        description: '',
        signup_mechanism: 'open',
        plan: 'free',
        creation_date: apiDate(o.org.creation_date),
        update_date: apiDate(o.org.update_date),
      };
      const stranger = await createUser(t);
      for (const headers of [{}, bearer(stranger.jwt), bearer(o.admin.jwt)]) {
        const byId = await send('GET', `/orgs/${o.org.id}`, headers);
        assert.equal(byId.statusCode, 200, byId.body);
        assert.deepEqual(byId.json(), expected);
        const bySlug = await send('GET', `/orgs/slug/${o.org.slug}`, headers);
        assert.equal(bySlug.statusCode, 200, bySlug.body);
        assert.deepEqual(bySlug.json(), expected);
      }
    });

    it('finds a slug whatever its case in the path', async () => {
      const o = await createOrg(t);
      const response = await send('GET', `/orgs/slug/${o.org.slug.toUpperCase()}`);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json<OrgJson>().id, o.org.id);
    });

    it('reads with an API token of another organization too (public profile)', async () => {
      const a = await createOrg(t);
      const b = await createOrg(t);
      const response = await send('GET', `/orgs/${a.org.id}`, bearer(await tokenOf(b)));
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json<OrgJson>().slug, a.org.slug);
    });

    it('answers 404 for an unknown id or slug', async () => {
      assertError(await send('GET', `/orgs/${UNKNOWN_ID}`), 404, 'not_found');
      assertError(await send('GET', `/orgs/slug/no-such-${uniq()}`), 404, 'not_found');
    });

    it('answers 422 for a malformed org_id', async () => {
      for (const id of ['abc', '0', '-1', '1.5']) {
        assertInvalid(await send('GET', `/orgs/${id}`), ['path', 'org_id']);
      }
      assertInvalid(await send('GET', `/orgs/slug/${'s'.repeat(65)}`), ['path', 'slug']);
    });

    it('answers 422 for an org_id beyond the range of database ids', async () => {
      assertInvalid(await send('GET', '/orgs/100000000000000000000'), ['path', 'org_id']);
    });
  });

  describe('GET /orgs/{org_id}/users', () => {
    it('lists members in the order they joined, with user, role, role_uuid and joined_date', async () => {
      const o = await createOrg(t);
      const joinedAdmin = now();
      t.clock.advance(MINUTE);
      const instructor = await addMember(t, o.org.id, 'instructor');
      const joinedInstructor = now();
      t.clock.advance(MINUTE);
      const learner = await addMember(t, o.org.id, 'learner');
      const joinedLearner = now();
      await createOrg(t);
      const response = await send('GET', `/orgs/${o.org.id}/users`, bearer(o.admin.jwt));
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), {
        items: [
          expectedMember(o.admin, 'admin', joinedAdmin),
          expectedMember(instructor, 'instructor', joinedInstructor),
          expectedMember(learner, 'learner', joinedLearner),
        ],
        total: 3,
        limit: 50,
        offset: 0,
      });
    });

    it('pages with limit and offset and reports the total', async () => {
      const o = await createOrg(t);
      const others = [];
      for (let i = 0; i < 6; i += 1) others.push(await addMember(t, o.org.id, 'learner'));
      const everyone = [o.admin.user.id, ...others.map((m) => m.user.id)];
      const auth = bearer(o.admin.jwt);
      const pages: number[][] = [];
      for (const offset of [0, 3, 6]) {
        const response = await send('GET', `/orgs/${o.org.id}/users?limit=3&offset=${offset}`, auth);
        assert.equal(response.statusCode, 200, response.body);
        const page = response.json<PageJson>();
        assert.equal(page.total, 7);
        assert.equal(page.limit, 3);
        assert.equal(page.offset, offset);
        pages.push(page.items.map((m) => m.user.id));
      }
      assert.deepEqual(pages, [everyone.slice(0, 3), everyone.slice(3, 6), everyone.slice(6)]);
      const beyond = await send('GET', `/orgs/${o.org.id}/users?limit=3&offset=50`, auth);
      assert.deepEqual(beyond.json(), { items: [], total: 7, limit: 3, offset: 50 });
      const widest = await send('GET', `/orgs/${o.org.id}/users?limit=200`, auth);
      assert.equal(widest.statusCode, 200, widest.body);
      assert.deepEqual(
        widest.json<PageJson>().items.map((m) => m.user.id),
        everyone,
      );
      const smallest = await send('GET', `/orgs/${o.org.id}/users?limit=1&offset=6`, auth);
      assert.deepEqual(
        smallest.json<PageJson>().items.map((m) => m.user.id),
        [everyone[6]],
      );
    });

    it('lets instructors and tokens with users:read list, and refuses learners', async () => {
      const o = await createOrg(t);
      const instructor = await addMember(t, o.org.id, 'instructor');
      const maintainer = await addMember(t, o.org.id, 'maintainer');
      const learner = await addMember(t, o.org.id, 'learner');
      for (const auth of [instructor.jwt, maintainer.jwt, await tokenOf(o, usersRight('read'))]) {
        const response = await send('GET', `/orgs/${o.org.id}/users`, bearer(auth));
        assert.equal(response.statusCode, 200, response.body);
        assert.equal(response.json<PageJson>().total, 4);
      }
      assertError(await send('GET', `/orgs/${o.org.id}/users`, bearer(learner.jwt)), 403, 'missing_right');
      const noRead = await tokenOf(o, rightsWithout('read'));
      assertError(await send('GET', `/orgs/${o.org.id}/users`, bearer(noRead)), 403, 'missing_right');
    });

    it('answers 401 without credentials', async () => {
      const o = await createOrg(t);
      assertError(await send('GET', `/orgs/${o.org.id}/users`), 401, 'unauthorized');
    });

    it('answers 403 to another organization: its admin (not_member) and its token (other_organization)', async () => {
      const a = await createOrg(t);
      const b = await createOrg(t);
      assertError(await send('GET', `/orgs/${a.org.id}/users`, bearer(b.admin.jwt)), 403, 'not_member');
      const token = await tokenOf(b);
      assertError(await send('GET', `/orgs/${a.org.id}/users`, bearer(token)), 403, 'other_organization');
    });

    it('answers 404 for an unknown organization', async () => {
      const o = await createOrg(t);
      assertError(await send('GET', `/orgs/${UNKNOWN_ID}/users`, bearer(o.admin.jwt)), 404, 'not_found');
    });

    it('answers 422 for out-of-range pagination and a malformed org_id', async () => {
      const o = await createOrg(t);
      const auth = bearer(o.admin.jwt);
      assertInvalid(
        await send('GET', `/orgs/${o.org.id}/users?limit=0`, auth),
        ['query', 'limit'],
        'minimum',
      );
      assertInvalid(
        await send('GET', `/orgs/${o.org.id}/users?limit=201`, auth),
        ['query', 'limit'],
        'maximum',
      );
      assertInvalid(await send('GET', `/orgs/${o.org.id}/users?limit=ten`, auth), ['query', 'limit'], 'type');
      assertInvalid(
        await send('GET', `/orgs/${o.org.id}/users?offset=-1`, auth),
        ['query', 'offset'],
        'minimum',
      );
      assertInvalid(await send('GET', '/orgs/abc/users', auth), ['path', 'org_id']);
    });

    it('answers 422 for an offset beyond the range of integers', async () => {
      const o = await createOrg(t);
      const response = await send(
        'GET',
        `/orgs/${o.org.id}/users?offset=100000000000000000000`,
        bearer(o.admin.jwt),
      );
      assertInvalid(response, ['query', 'offset']);
    });

    it('validates before checking the organization (422 precedes 403)', async () => {
      const a = await createOrg(t);
      const b = await createOrg(t);
      const response = await send('GET', `/orgs/${a.org.id}/users?limit=0`, bearer(b.admin.jwt));
      assertInvalid(response, ['query', 'limit']);
    });
  });

  describe('PUT /orgs/{org_id}/users/{user_id}/role', () => {
    const url = (orgId: number, userId: number) => `/orgs/${orgId}/users/${userId}/role`;

    it("changes a member's role and answers the member", async () => {
      const o = await createOrg(t);
      const joined = now();
      const learner = await addMember(t, o.org.id, 'learner');
      t.clock.advance(MINUTE);
      const response = await send('PUT', url(o.org.id, learner.user.id), bearer(o.admin.jwt), {
        role: 'instructor',
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), expectedMember(learner, 'instructor', joined));
      assert.equal(await roleIn(o.org.id, learner.user.id, o.admin), 'instructor');
    });

    it('lets a maintainer change roles below admin', async () => {
      const o = await createOrg(t);
      const maintainer = await addMember(t, o.org.id, 'maintainer');
      const learner = await addMember(t, o.org.id, 'learner');
      const up = await send('PUT', url(o.org.id, learner.user.id), bearer(maintainer.jwt), {
        role: 'maintainer',
      });
      assert.equal(up.statusCode, 200, up.body);
      assert.equal(up.json<MemberJson>().role, 'maintainer');
      const down = await send('PUT', url(o.org.id, learner.user.id), bearer(maintainer.jwt), {
        role: 'learner',
      });
      assert.equal(down.statusCode, 200, down.body);
      assert.equal(await roleIn(o.org.id, learner.user.id, o.admin), 'learner');
    });

    it('refuses a maintainer promoting to admin or demoting an admin (insufficient_role)', async () => {
      const o = await createOrg(t);
      const secondAdmin = await addMember(t, o.org.id, 'admin');
      const maintainer = await addMember(t, o.org.id, 'maintainer');
      const learner = await addMember(t, o.org.id, 'learner');
      const auth = bearer(maintainer.jwt);
      assertError(
        await send('PUT', url(o.org.id, learner.user.id), auth, { role: 'admin' }),
        403,
        'insufficient_role',
      );
      assertError(
        await send('PUT', url(o.org.id, maintainer.user.id), auth, { role: 'admin' }),
        403,
        'insufficient_role',
      );
      assertError(
        await send('PUT', url(o.org.id, secondAdmin.user.id), auth, { role: 'learner' }),
        403,
        'insufficient_role',
      );
      assert.equal(await roleIn(o.org.id, learner.user.id, o.admin), 'learner');
      assert.equal(await roleIn(o.org.id, maintainer.user.id, o.admin), 'maintainer');
      assert.equal(await roleIn(o.org.id, secondAdmin.user.id, o.admin), 'admin');
    });

    it('lets an admin promote to admin and demote another admin', async () => {
      const o = await createOrg(t);
      const member = await addMember(t, o.org.id, 'instructor');
      const up = await send('PUT', url(o.org.id, member.user.id), bearer(o.admin.jwt), { role: 'admin' });
      assert.equal(up.statusCode, 200, up.body);
      assert.equal(up.json<MemberJson>().role, 'admin');
      assert.equal(up.json<MemberJson>().role_uuid, 'role_admin');
      const down = await send('PUT', url(o.org.id, o.admin.user.id), bearer(member.jwt), { role: 'learner' });
      assert.equal(down.statusCode, 200, down.body);
      assert.equal(await roleIn(o.org.id, o.admin.user.id, member), 'learner');
    });

    it("lets an API token promote to admin only when it holds every admin right, not through its creator's role", async () => {
      const o = await createOrg(t);
      const learner = await addMember(t, o.org.id, 'learner');
      const narrow = await tokenOf(o, usersRight('update'));
      const refused = await send('PUT', url(o.org.id, learner.user.id), bearer(narrow), { role: 'admin' });
      assertError(refused, 403, 'rights_exceed_token');
      assert.equal(await roleIn(o.org.id, learner.user.id, o.admin), 'learner');
      // The same narrow token cannot demote an admin either: it would act on rights it does not hold.
      const second = await addMember(t, o.org.id, 'admin');
      assertError(
        await send('PUT', url(o.org.id, second.user.id), bearer(narrow), { role: 'learner' }),
        403,
        'rights_exceed_token',
      );
      const full = await tokenOf(o, ALL_RIGHTS);
      const response = await send('PUT', url(o.org.id, learner.user.id), bearer(full), { role: 'admin' });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json<MemberJson>().role, 'admin');
      assert.equal(await roleIn(o.org.id, learner.user.id, o.admin), 'admin');
    });

    it("holds a maintainer's API token to its own rights and to the maintainer's role", async () => {
      const o = await createOrg(t);
      const maintainer = await addMember(t, o.org.id, 'maintainer');
      const learner = await addMember(t, o.org.id, 'learner');
      const tokenWith = async (rights: Rights) => {
        const created = await send('POST', `/orgs/${o.org.id}/api-tokens`, bearer(maintainer.jwt), {
          name: `maintainer token ${uniq()}`,
          rights,
        });
        assert.equal(created.statusCode, 200, created.body);
        return bearer(created.json<{ token: string }>().token);
      };
      const narrow = await tokenWith(usersRight('update'));
      assertError(
        await send('PUT', url(o.org.id, learner.user.id), narrow, { role: 'instructor' }),
        403,
        'rights_exceed_token',
      );
      const full = await tokenWith(ALL_RIGHTS);
      assertError(
        await send('PUT', url(o.org.id, learner.user.id), full, { role: 'admin' }),
        403,
        'insufficient_role',
      );
      const allowed = await send('PUT', url(o.org.id, learner.user.id), full, { role: 'instructor' });
      assert.equal(allowed.statusCode, 200, allowed.body);
    });

    it('refuses to demote the last admin (400 last_admin), also through a token', async () => {
      const o = await createOrg(t);
      const self = await send('PUT', url(o.org.id, o.admin.user.id), bearer(o.admin.jwt), {
        role: 'maintainer',
      });
      assertError(self, 400, 'last_admin');
      const token = await tokenOf(o, ALL_RIGHTS);
      const viaToken = await send('PUT', url(o.org.id, o.admin.user.id), bearer(token), { role: 'learner' });
      assertError(viaToken, 400, 'last_admin');
      assert.equal(await roleIn(o.org.id, o.admin.user.id, o.admin), 'admin');
      const unchanged = await send('PUT', url(o.org.id, o.admin.user.id), bearer(o.admin.jwt), {
        role: 'admin',
      });
      assert.equal(unchanged.statusCode, 200, unchanged.body);
      assert.equal(unchanged.json<MemberJson>().role, 'admin');
    });

    it('lets one of two admins step down, then keeps the other', async () => {
      const o = await createOrg(t);
      const second = await addMember(t, o.org.id, 'admin');
      const stepDown = await send('PUT', url(o.org.id, o.admin.user.id), bearer(o.admin.jwt), {
        role: 'instructor',
      });
      assert.equal(stepDown.statusCode, 200, stepDown.body);
      const last = await send('PUT', url(o.org.id, second.user.id), bearer(second.jwt), { role: 'learner' });
      assertError(last, 400, 'last_admin');
      assert.equal(await roleIn(o.org.id, second.user.id, second), 'admin');
    });

    it('keeps one admin when two admins demote each other at the same time', async () => {
      const o = await createOrg(t);
      const second = await addMember(t, o.org.id, 'admin');
      const responses = await Promise.all([
        send('PUT', url(o.org.id, second.user.id), bearer(o.admin.jwt), { role: 'learner' }),
        send('PUT', url(o.org.id, o.admin.user.id), bearer(second.jwt), { role: 'learner' }),
      ]);
      const bodies = responses.map((r) => r.body).join('\n');
      assert.equal(responses.filter((r) => r.statusCode === 200).length, 1, bodies);
      // The loser is refused either by the last-admin rule or, once demoted, for lacking the right.
      const loser = responses.find((r) => r.statusCode !== 200)!;
      assert.ok([400, 403].includes(loser.statusCode), bodies);
      const winner = responses[0].statusCode === 200 ? o.admin : second;
      const list = await send('GET', `/orgs/${o.org.id}/users`, bearer(winner.jwt));
      assert.equal(list.statusCode, 200, list.body);
      const admins = list.json<PageJson>().items.filter((m) => m.role === 'admin');
      assert.deepEqual(
        admins.map((m) => m.user.id),
        [winner.user.id],
      );
    });

    it('refuses learners and instructors (missing_right) and tokens without users:update', async () => {
      const o = await createOrg(t);
      const learner = await addMember(t, o.org.id, 'learner');
      const instructor = await addMember(t, o.org.id, 'instructor');
      const target = await addMember(t, o.org.id, 'learner');
      for (const auth of [learner.jwt, instructor.jwt, await tokenOf(o, rightsWithout('update'))]) {
        const response = await send('PUT', url(o.org.id, target.user.id), bearer(auth), {
          role: 'instructor',
        });
        assertError(response, 403, 'missing_right');
      }
      const self = await send('PUT', url(o.org.id, learner.user.id), bearer(learner.jwt), {
        role: 'maintainer',
      });
      assertError(self, 403, 'missing_right');
      assert.equal(await roleIn(o.org.id, target.user.id, o.admin), 'learner');
      assert.equal(await roleIn(o.org.id, learner.user.id, o.admin), 'learner');
    });

    it('answers 401 without credentials', async () => {
      const o = await createOrg(t);
      const response = await send('PUT', url(o.org.id, o.admin.user.id), {}, { role: 'learner' });
      assertError(response, 401, 'unauthorized');
    });

    it('answers 403 to another organization: its admin (not_member) and its token (other_organization)', async () => {
      const a = await createOrg(t);
      const b = await createOrg(t);
      const learner = await addMember(t, a.org.id, 'learner');
      const asAdmin = await send('PUT', url(a.org.id, learner.user.id), bearer(b.admin.jwt), {
        role: 'admin',
      });
      assertError(asAdmin, 403, 'not_member');
      const asToken = await send('PUT', url(a.org.id, learner.user.id), bearer(await tokenOf(b)), {
        role: 'admin',
      });
      assertError(asToken, 403, 'other_organization');
      assert.equal(await roleIn(a.org.id, learner.user.id, a.admin), 'learner');
    });

    it('answers 404 for an unknown organization or a user who is not a member', async () => {
      const o = await createOrg(t);
      const outsider = await createUser(t);
      const auth = bearer(o.admin.jwt);
      assertError(
        await send('PUT', url(UNKNOWN_ID, o.admin.user.id), auth, { role: 'learner' }),
        404,
        'not_found',
      );
      assertError(
        await send('PUT', url(o.org.id, outsider.user.id), auth, { role: 'learner' }),
        404,
        'not_found',
      );
      assertError(await send('PUT', url(o.org.id, UNKNOWN_ID), auth, { role: 'learner' }), 404, 'not_found');
    });

    it('finds the member before checking rights (404 precedes 403)', async () => {
      const o = await createOrg(t);
      const learner = await addMember(t, o.org.id, 'learner');
      const response = await send('PUT', url(o.org.id, UNKNOWN_ID), bearer(learner.jwt), { role: 'learner' });
      assertError(response, 404, 'not_found');
    });

    it('answers 422 for unknown roles, malformed bodies and bad path params', async () => {
      const o = await createOrg(t);
      const learner = await addMember(t, o.org.id, 'learner');
      const auth = bearer(o.admin.jwt);
      const target = url(o.org.id, learner.user.id);
      assertInvalid(await send('PUT', target, auth, { role: 'owner' }), ['body', 'role'], 'enum');
      assertInvalid(await send('PUT', target, auth, { role: 'Admin' }), ['body', 'role'], 'enum');
      assertInvalid(await send('PUT', target, auth, {}), ['body', 'role'], 'missing');
      assertInvalid(await send('PUT', target, auth, { role: 1 }), ['body', 'role']);
      assertInvalid(
        await send('PUT', target, auth, { role: 'admin', org_id: 1 }),
        ['body', 'org_id'],
        'extra_forbidden',
      );
      assertInvalid(await send('PUT', `/orgs/abc/users/${learner.user.id}/role`, auth, { role: 'admin' }), [
        'path',
        'org_id',
      ]);
      assertInvalid(await send('PUT', `/orgs/${o.org.id}/users/abc/role`, auth, { role: 'admin' }), [
        'path',
        'user_id',
      ]);
      assertInvalid(await send('PUT', `/orgs/${o.org.id}/users/0/role`, auth, { role: 'admin' }), [
        'path',
        'user_id',
      ]);
      assert.equal(await roleIn(o.org.id, learner.user.id, o.admin), 'learner');
    });
  });

  describe('DELETE /orgs/{org_id}/users/{user_id}', () => {
    const url = (orgId: number, userId: number) => `/orgs/${orgId}/users/${userId}`;

    it('removes a member with 204 and no body', async () => {
      const o = await createOrg(t);
      const learner = await addMember(t, o.org.id, 'learner');
      const response = await send('DELETE', url(o.org.id, learner.user.id), bearer(o.admin.jwt));
      assert.equal(response.statusCode, 204, response.body);
      assert.equal(response.body, '');
      assert.equal(await roleIn(o.org.id, learner.user.id, o.admin), undefined);
      assert.equal(await memberCount(o), 1);
      const again = await send('DELETE', url(o.org.id, learner.user.id), bearer(o.admin.jwt));
      assertError(again, 404, 'not_found');
    });

    it('removes with an API token holding users:delete', async () => {
      const o = await createOrg(t);
      const learner = await addMember(t, o.org.id, 'instructor');
      const response = await send(
        'DELETE',
        url(o.org.id, learner.user.id),
        bearer(await tokenOf(o, usersRight('delete'))),
      );
      assert.equal(response.statusCode, 204, response.body);
      assert.equal(await roleIn(o.org.id, learner.user.id, o.admin), undefined);
    });

    it('lets any member leave on their own, without users:delete', async () => {
      const o = await createOrg(t);
      const learner = await addMember(t, o.org.id, 'learner');
      const instructor = await addMember(t, o.org.id, 'instructor');
      for (const member of [learner, instructor]) {
        const response = await send('DELETE', url(o.org.id, member.user.id), bearer(member.jwt));
        assert.equal(response.statusCode, 204, response.body);
        assert.equal(await roleIn(o.org.id, member.user.id, o.admin), undefined);
      }
      const afterwards = await send('GET', `/orgs/${o.org.id}/users`, bearer(instructor.jwt));
      assertError(afterwards, 403, 'not_member');
    });

    it('refuses to remove the last admin, whether they leave or are removed by a token', async () => {
      const o = await createOrg(t);
      assertError(
        await send('DELETE', url(o.org.id, o.admin.user.id), bearer(o.admin.jwt)),
        400,
        'last_admin',
      );
      const token = await tokenOf(o, usersRight('delete'));
      assertError(await send('DELETE', url(o.org.id, o.admin.user.id), bearer(token)), 400, 'last_admin');
      assert.equal(await roleIn(o.org.id, o.admin.user.id, o.admin), 'admin');
    });

    it('lets an admin leave once another admin remains', async () => {
      const o = await createOrg(t);
      const second = await addMember(t, o.org.id, 'admin');
      const response = await send('DELETE', url(o.org.id, o.admin.user.id), bearer(o.admin.jwt));
      assert.equal(response.statusCode, 204, response.body);
      assert.equal(await roleIn(o.org.id, o.admin.user.id, second), undefined);
      const last = await send('DELETE', url(o.org.id, second.user.id), bearer(second.jwt));
      assertError(last, 400, 'last_admin');
    });

    it('keeps one admin when two admins leave at the same time', async () => {
      const o = await createOrg(t);
      const second = await addMember(t, o.org.id, 'admin');
      const responses = await Promise.all([
        send('DELETE', url(o.org.id, o.admin.user.id), bearer(o.admin.jwt)),
        send('DELETE', url(o.org.id, second.user.id), bearer(second.jwt)),
      ]);
      assert.deepEqual(
        responses.map((r) => r.statusCode).sort(),
        [204, 400],
        responses.map((r) => r.body).join('\n'),
      );
      const stayed = responses[0].statusCode === 400 ? o.admin : second;
      assert.equal(await roleIn(o.org.id, stayed.user.id, stayed), 'admin');
    });

    it('refuses a maintainer removing an admin, and lets an admin remove an admin', async () => {
      const o = await createOrg(t);
      const second = await addMember(t, o.org.id, 'admin');
      const maintainer = await addMember(t, o.org.id, 'maintainer');
      const refused = await send('DELETE', url(o.org.id, second.user.id), bearer(maintainer.jwt));
      assertError(refused, 403, 'insufficient_role');
      assert.equal(await roleIn(o.org.id, second.user.id, o.admin), 'admin');
      const learner = await addMember(t, o.org.id, 'learner');
      const allowed = await send('DELETE', url(o.org.id, learner.user.id), bearer(maintainer.jwt));
      assert.equal(allowed.statusCode, 204, allowed.body);
      const byAdmin = await send('DELETE', url(o.org.id, second.user.id), bearer(o.admin.jwt));
      assert.equal(byAdmin.statusCode, 204, byAdmin.body);
      assert.equal(await roleIn(o.org.id, second.user.id, o.admin), undefined);
    });

    it('refuses learners and instructors removing others, and tokens without users:delete', async () => {
      const o = await createOrg(t);
      const learner = await addMember(t, o.org.id, 'learner');
      const instructor = await addMember(t, o.org.id, 'instructor');
      const target = await addMember(t, o.org.id, 'learner');
      for (const auth of [learner.jwt, instructor.jwt, await tokenOf(o, rightsWithout('delete'))]) {
        assertError(await send('DELETE', url(o.org.id, target.user.id), bearer(auth)), 403, 'missing_right');
      }
      assert.equal(await roleIn(o.org.id, target.user.id, o.admin), 'learner');
    });

    it('answers 401 without credentials', async () => {
      const o = await createOrg(t);
      const learner = await addMember(t, o.org.id, 'learner');
      assertError(await send('DELETE', url(o.org.id, learner.user.id)), 401, 'unauthorized');
      assert.equal(await roleIn(o.org.id, learner.user.id, o.admin), 'learner');
    });

    it('answers 403 to another organization: its admin (not_member) and its token (other_organization)', async () => {
      const a = await createOrg(t);
      const b = await createOrg(t);
      const learner = await addMember(t, a.org.id, 'learner');
      assertError(
        await send('DELETE', url(a.org.id, learner.user.id), bearer(b.admin.jwt)),
        403,
        'not_member',
      );
      const token = await tokenOf(b);
      assertError(
        await send('DELETE', url(a.org.id, learner.user.id), bearer(token)),
        403,
        'other_organization',
      );
      assert.equal(await roleIn(a.org.id, learner.user.id, a.admin), 'learner');
    });

    it('answers 404 for an unknown organization or a user who is not a member', async () => {
      const o = await createOrg(t);
      const outsider = await createUser(t);
      const auth = bearer(o.admin.jwt);
      assertError(await send('DELETE', url(UNKNOWN_ID, o.admin.user.id), auth), 404, 'not_found');
      assertError(await send('DELETE', url(o.org.id, outsider.user.id), auth), 404, 'not_found');
      assertError(await send('DELETE', url(o.org.id, UNKNOWN_ID), auth), 404, 'not_found');
      assertError(
        await send('DELETE', url(o.org.id, outsider.user.id), bearer(outsider.jwt)),
        404,
        'not_found',
      );
    });

    it('answers 422 for bad path params', async () => {
      const o = await createOrg(t);
      const auth = bearer(o.admin.jwt);
      assertInvalid(await send('DELETE', `/orgs/abc/users/${o.admin.user.id}`, auth), ['path', 'org_id']);
      assertInvalid(await send('DELETE', `/orgs/${o.org.id}/users/abc`, auth), ['path', 'user_id']);
      assertInvalid(await send('DELETE', `/orgs/${o.org.id}/users/-3`, auth), ['path', 'user_id']);
    });
  });

  describe('PUT /orgs/{org_id}/signup_mechanism', () => {
    const url = (orgId: number) => `/orgs/${orgId}/signup_mechanism`;

    it('switches to inviteOnly and back, answering the organization', async () => {
      const o = await createOrg(t);
      t.clock.advance(5 * MINUTE);
      const response = await send('PUT', url(o.org.id), bearer(o.admin.jwt), {
        signup_mechanism: 'inviteOnly',
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), {
        id: o.org.id,
        org_uuid: o.org.org_uuid,
        name: o.org.name,
        slug: o.org.slug,
        description: '',
        signup_mechanism: 'inviteOnly',
        plan: 'free',
        creation_date: apiDate(o.org.creation_date),
        update_date: now(),
      });
      assert.notEqual(now(), apiDate(o.org.creation_date));
      const read = await send('GET', `/orgs/${o.org.id}`);
      assert.equal(read.json<OrgJson>().signup_mechanism, 'inviteOnly');
      const back = await send('PUT', url(o.org.id), bearer(o.admin.jwt), { signup_mechanism: 'open' });
      assert.equal(back.statusCode, 200, back.body);
      assert.equal(back.json<OrgJson>().signup_mechanism, 'open');
    });

    it('lets a maintainer and a token with users:update change it', async () => {
      const o = await createOrg(t);
      const maintainer = await addMember(t, o.org.id, 'maintainer');
      const byMaintainer = await send('PUT', url(o.org.id), bearer(maintainer.jwt), {
        signup_mechanism: 'inviteOnly',
      });
      assert.equal(byMaintainer.statusCode, 200, byMaintainer.body);
      const token = await tokenOf(o, usersRight('update'));
      const byToken = await send('PUT', url(o.org.id), bearer(token), { signup_mechanism: 'open' });
      assert.equal(byToken.statusCode, 200, byToken.body);
      assert.equal(byToken.json<OrgJson>().signup_mechanism, 'open');
    });

    it('refuses learners, instructors and tokens without users:update (missing_right)', async () => {
      const o = await createOrg(t);
      const learner = await addMember(t, o.org.id, 'learner');
      const instructor = await addMember(t, o.org.id, 'instructor');
      for (const auth of [learner.jwt, instructor.jwt, await tokenOf(o, rightsWithout('update'))]) {
        const response = await send('PUT', url(o.org.id), bearer(auth), { signup_mechanism: 'inviteOnly' });
        assertError(response, 403, 'missing_right');
      }
      assert.equal((await send('GET', `/orgs/${o.org.id}`)).json<OrgJson>().signup_mechanism, 'open');
    });

    it('answers 401 without credentials', async () => {
      const o = await createOrg(t);
      assertError(
        await send('PUT', url(o.org.id), {}, { signup_mechanism: 'inviteOnly' }),
        401,
        'unauthorized',
      );
    });

    it('answers 403 to another organization: its admin (not_member) and its token (other_organization)', async () => {
      const a = await createOrg(t);
      const b = await createOrg(t);
      const body = { signup_mechanism: 'inviteOnly' };
      assertError(await send('PUT', url(a.org.id), bearer(b.admin.jwt), body), 403, 'not_member');
      assertError(
        await send('PUT', url(a.org.id), bearer(await tokenOf(b)), body),
        403,
        'other_organization',
      );
      assert.equal((await send('GET', `/orgs/${a.org.id}`)).json<OrgJson>().signup_mechanism, 'open');
    });

    it('answers 404 for an unknown organization', async () => {
      const o = await createOrg(t);
      const response = await send('PUT', url(UNKNOWN_ID), bearer(o.admin.jwt), { signup_mechanism: 'open' });
      assertError(response, 404, 'not_found');
    });

    it('answers 422 for unknown values, malformed bodies and a bad org_id', async () => {
      const o = await createOrg(t);
      const auth = bearer(o.admin.jwt);
      assertInvalid(
        await send('PUT', url(o.org.id), auth, { signup_mechanism: 'closed' }),
        ['body', 'signup_mechanism'],
        'enum',
      );
      assertInvalid(
        await send('PUT', url(o.org.id), auth, { signup_mechanism: 'inviteonly' }),
        ['body', 'signup_mechanism'],
        'enum',
      );
      assertInvalid(await send('PUT', url(o.org.id), auth, {}), ['body', 'signup_mechanism'], 'missing');
      assertInvalid(
        await send('PUT', url(o.org.id), auth, { signup_mechanism: 'open', plan: 'pro' }),
        ['body', 'plan'],
        'extra_forbidden',
      );
      assertInvalid(await send('PUT', '/orgs/abc/signup_mechanism', auth, { signup_mechanism: 'open' }), [
        'path',
        'org_id',
      ]);
    });
  });

  describe('POST /orgs/{org_id}/join', () => {
    const url = (orgId: number) => `/orgs/${orgId}/join`;

    async function inviteOnlyOrg(): Promise<TestOrg> {
      const o = await createOrg(t);
      const response = await send('PUT', `/orgs/${o.org.id}/signup_mechanism`, bearer(o.admin.jwt), {
        signup_mechanism: 'inviteOnly',
      });
      assert.equal(response.statusCode, 200, response.body);
      return o;
    }

    async function invite(o: TestOrg, body: { emails: string[]; role?: Role; expires_in_days?: number }) {
      const response = await send('POST', `/orgs/${o.org.id}/invites`, bearer(o.admin.jwt), body);
      assert.equal(response.statusCode, 200, response.body);
      return response.json<{ invite_code: string; invite_code_uuid: string }>();
    }

    async function uses(
      o: TestOrg,
      inviteUuid: string,
      auth = bearer(o.admin.jwt),
    ): Promise<number | undefined> {
      const response = await send('GET', `/orgs/${o.org.id}/invites`, auth);
      assert.equal(response.statusCode, 200, response.body);
      return response
        .json<{ items: { invite_code_uuid: string; uses: number }[] }>()
        .items.find((i) => i.invite_code_uuid === inviteUuid)?.uses;
    }

    it('joins an open organization as a learner and answers the membership', async () => {
      const o = await createOrg(t);
      const person = await createUser(t);
      const response = await send('POST', url(o.org.id), bearer(person.jwt), {});
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), expectedMember(person, 'learner', now()));
      assert.equal(await roleIn(o.org.id, person.user.id, o.admin), 'learner');
    });

    it('joins an open organization with no body at all', async () => {
      const o = await createOrg(t);
      const person = await createUser(t);
      const response = await send('POST', url(o.org.id), bearer(person.jwt));
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json<MemberJson>().role, 'learner');
    });

    it('answers 409 already_member to a member, whatever the signup mechanism', async () => {
      const o = await createOrg(t);
      const instructor = await addMember(t, o.org.id, 'instructor');
      assertError(await send('POST', url(o.org.id), bearer(instructor.jwt), {}), 409, 'already_member');
      assertError(await send('POST', url(o.org.id), bearer(o.admin.jwt), {}), 409, 'already_member');
      const closed = await inviteOnlyOrg();
      assertError(
        await send('POST', url(closed.org.id), bearer(closed.admin.jwt), {}),
        409,
        'already_member',
      );
      assert.equal(await roleIn(o.org.id, instructor.user.id, o.admin), 'instructor');
    });

    it('adds a person once when they join several times at the same time', async () => {
      const o = await createOrg(t);
      const person = await createUser(t);
      const responses = await Promise.all(
        Array.from({ length: 8 }, () => send('POST', url(o.org.id), bearer(person.jwt), {})),
      );
      assert.deepEqual(
        responses.map((r) => r.statusCode).sort(),
        [200, 409, 409, 409, 409, 409, 409, 409],
        responses.map((r) => r.body).join('\n'),
      );
      for (const r of responses.filter((x) => x.statusCode === 409)) assertError(r, 409, 'already_member');
      assert.equal(await memberCount(o), 2);
    });

    it('refuses an invite-only organization without a code (403 invite_required)', async () => {
      const o = await inviteOnlyOrg();
      const person = await createUser(t);
      assertError(await send('POST', url(o.org.id), bearer(person.jwt), {}), 403, 'invite_required');
      assert.equal(await roleIn(o.org.id, person.user.id, o.admin), undefined);
    });

    it("joins an invite-only organization with a code, taking the invite's role and counting the use", async () => {
      const o = await inviteOnlyOrg();
      const person = await createUser(t);
      const code = await invite(o, { emails: [], role: 'instructor' });
      const response = await send('POST', url(o.org.id), bearer(person.jwt), {
        invite_code: code.invite_code,
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), expectedMember(person, 'instructor', now()));
      assert.equal(await uses(o, code.invite_code_uuid), 1);
    });

    it('admits with an admin-role invite as an admin', async () => {
      const o = await inviteOnlyOrg();
      const person = await createUser(t);
      const code = await invite(o, { emails: [person.email], role: 'admin' });
      const response = await send('POST', url(o.org.id), bearer(person.jwt), {
        invite_code: code.invite_code,
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json<MemberJson>().role, 'admin');
    });

    it('accepts a code in an open organization too', async () => {
      const o = await createOrg(t);
      const person = await createUser(t);
      const code = await invite(o, { emails: [], role: 'maintainer' });
      const response = await send('POST', url(o.org.id), bearer(person.jwt), {
        invite_code: code.invite_code,
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json<MemberJson>().role, 'maintainer');
    });

    it('admits only the addresses an invite names, whatever their case', async () => {
      const o = await inviteOnlyOrg();
      const named = await createUser(t, { email: `Named-${uniq()}@Example.com` });
      const other = await createUser(t);
      const code = await invite(o, { emails: [named.email.toUpperCase()] });
      const refused = await send('POST', url(o.org.id), bearer(other.jwt), { invite_code: code.invite_code });
      assertError(refused, 403, 'invite_email_mismatch');
      const admitted = await send('POST', url(o.org.id), bearer(named.jwt), {
        invite_code: code.invite_code,
      });
      assert.equal(admitted.statusCode, 200, admitted.body);
      assert.equal(await uses(o, code.invite_code_uuid), 1);
    });

    it('answers 404 invite_not_found for an unknown code or a code of another organization', async () => {
      const o = await inviteOnlyOrg();
      const other = await createOrg(t);
      const person = await createUser(t);
      const foreign = await invite(other, { emails: [] });
      assertError(
        await send('POST', url(o.org.id), bearer(person.jwt), { invite_code: `nope-${uniq()}` }),
        404,
        'invite_not_found',
      );
      assertError(
        await send('POST', url(o.org.id), bearer(person.jwt), { invite_code: foreign.invite_code }),
        404,
        'invite_not_found',
      );
      assert.equal(await roleIn(o.org.id, person.user.id, o.admin), undefined);
    });

    it('answers 400 invite_expired once the code has expired', async () => {
      const o = await inviteOnlyOrg();
      const code = await invite(o, { emails: [], expires_in_days: 1 });
      // Access JWTs live 8 hours; a token keeps reading the invites after the clock has moved a day.
      const reader = bearer(await tokenOf(o, usersRight('create')));
      t.clock.advance(DAY - MINUTE);
      const early = await createUser(t);
      const inTime = await send('POST', url(o.org.id), bearer(early.jwt), { invite_code: code.invite_code });
      assert.equal(inTime.statusCode, 200, inTime.body);
      t.clock.advance(MINUTE);
      const late = await createUser(t);
      const expired = await send('POST', url(o.org.id), bearer(late.jwt), { invite_code: code.invite_code });
      assertError(expired, 400, 'invite_expired');
      assert.equal(await uses(o, code.invite_code_uuid, reader), 1);
    });

    it('answers 401 without credentials and 403 session_only to API tokens', async () => {
      const o = await createOrg(t);
      assertError(await send('POST', url(o.org.id), {}, {}), 401, 'unauthorized');
      assertError(await send('POST', url(o.org.id), bearer(await tokenOf(o)), {}), 403, 'session_only');
      const other = await createOrg(t);
      assertError(await send('POST', url(o.org.id), bearer(await tokenOf(other)), {}), 403, 'session_only');
      assert.equal(await memberCount(o), 1);
    });

    it('answers 404 for an unknown organization', async () => {
      const person = await createUser(t);
      assertError(await send('POST', url(UNKNOWN_ID), bearer(person.jwt), {}), 404, 'not_found');
    });

    it('answers 422 for malformed bodies and a bad org_id', async () => {
      const o = await createOrg(t);
      const person = await createUser(t);
      const auth = bearer(person.jwt);
      assertInvalid(await send('POST', url(o.org.id), auth, { invite_code: '' }), ['body', 'invite_code']);
      assertInvalid(
        await send('POST', url(o.org.id), auth, { invite_code: 7 }),
        ['body', 'invite_code'],
        'type',
      );
      assertInvalid(
        await send('POST', url(o.org.id), auth, { role: 'admin' }),
        ['body', 'role'],
        'extra_forbidden',
      );
      assertInvalid(await send('POST', '/orgs/abc/join', auth, {}), ['path', 'org_id']);
      assert.equal(await roleIn(o.org.id, person.user.id, o.admin), undefined);
    });
  });
});

/**
 * Invite codes [CONTRACT 3, 10]: create (mailing each address), list and delete, and what a code admits,
 * through HTTP against a real database. Every test builds its own organizations and people.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
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
  rightsWithout,
  usersRight,
} from '../../../test/factories.ts';
import { DAY, MINUTE } from '../../platform/clock.ts';
import type { Rights, Role } from '../access/index.ts';
import { assertError, assertInvalid } from '../../../test/assertions.ts';

const UNKNOWN_ID = 987654321;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;

interface InviteJson {
  invite_code_uuid: string;
  invite_code: string;
  org_id: number;
  emails: string[];
  role: string;
  uses: number;
  created_by_user_id: number | null;
  creation_date: string;
  expiration_date: string;
}

function send(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: object | string,
) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload !== undefined && { payload }) });
}

/** A time `offsetMs` from the clock's now, as a resource date. */
function at(offsetMs = 0): string {
  return new Date(t.clock.now().getTime() + offsetMs).toISOString().replace('T', ' ').slice(0, 19);
}

async function tokenOf(o: TestOrg, rights: Rights = ALL_RIGHTS): Promise<string> {
  return (await createApiToken(t, o, rights)).token;
}

function address(): string {
  return `invitee-${uniq()}@example.com`;
}

/** Mails whose recipient is `to`. */
function mailsTo(to: string): string[] {
  return t
    .mails()
    .map((m) => m.text)
    .filter((text) => /^To: (.+)$/m.exec(text)?.[1]?.trim() === to);
}

async function createInvite(
  o: TestOrg,
  body: { emails: string[]; role?: Role; expires_in_days?: number },
  auth = bearer(o.admin.jwt),
): Promise<InviteJson> {
  const response = await send('POST', `/orgs/${o.org.id}/invites`, auth, body);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<InviteJson>();
}

async function listInvites(o: TestOrg, auth = bearer(o.admin.jwt)): Promise<InviteJson[]> {
  const response = await send('GET', `/orgs/${o.org.id}/invites`, auth);
  assert.equal(response.statusCode, 200, response.body);
  const page = response.json<{ items: InviteJson[]; total: number; limit: number; offset: number }>();
  assert.equal(page.total, page.items.length);
  return page.items;
}

describe('invites', () => {
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  describe('POST /orgs/{org_id}/invites', () => {
    const url = (orgId: number) => `/orgs/${orgId}/invites`;

    it('creates a learner invite valid 30 days, with emails lowercased and deduplicated', async () => {
      const o = await createOrg(t);
      const ann = address();
      const bob = address();
      const response = await send('POST', url(o.org.id), bearer(o.admin.jwt), {
        emails: [ann.toUpperCase(), ann, bob],
      });
      assert.equal(response.statusCode, 200, response.body);
      const invite = response.json<InviteJson>();
      assert.match(invite.invite_code_uuid, /^invitecode_/);
      assert.match(invite.invite_code_uuid.slice('invitecode_'.length), UUID);
      assert.match(invite.invite_code, /^[A-Za-z0-9_-]{16}$/);
      assert.deepEqual(invite, {
        invite_code_uuid: invite.invite_code_uuid,
        invite_code: invite.invite_code,
        org_id: o.org.id,
        emails: [ann, bob],
        role: 'learner',
        uses: 0,
        created_by_user_id: o.admin.user.id,
        creation_date: at(),
        expiration_date: at(30 * DAY),
      });
    });

    it('mails the code and a signup link to each address once', async () => {
      const o = await createOrg(t);
      const ann = address();
      const bob = address();
      const invite = await createInvite(o, { emails: [ann, ann.toUpperCase(), bob] });
      for (const to of [ann, bob]) {
        const mails = mailsTo(to);
        assert.equal(mails.length, 1, `one mail to ${to}`);
        const mail = mails[0]!;
        assert.match(mail, new RegExp(`^Subject: You are invited to join ${o.org.name}$`, 'm'));
        assert.ok(mail.includes(`Invite code: ${invite.invite_code}`), mail);
        assert.ok(
          mail.includes(`http://lms.test/signup?org_id=${o.org.id}&invite_code=${invite.invite_code}`),
          mail,
        );
      }
    });

    it('honours role and expires_in_days', async () => {
      const o = await createOrg(t);
      const invite = await createInvite(o, { emails: [address()], role: 'instructor', expires_in_days: 7 });
      assert.equal(invite.role, 'instructor');
      assert.equal(invite.expiration_date, at(7 * DAY));
      const longest = await createInvite(o, { emails: [], expires_in_days: 365 });
      assert.equal(longest.expiration_date, at(365 * DAY));
    });

    it('gives every invite its own code and uuid', async () => {
      const o = await createOrg(t);
      const first = await createInvite(o, { emails: [] });
      const second = await createInvite(o, { emails: [] });
      assert.notEqual(first.invite_code, second.invite_code);
      assert.notEqual(first.invite_code_uuid, second.invite_code_uuid);
    });

    it('with an empty emails list mails nobody and admits anyone, counting each use', async () => {
      const o = await createOrg(t);
      const mailsBefore = t.mails().length;
      const invite = await createInvite(o, { emails: [], role: 'instructor' });
      assert.deepEqual(invite.emails, []);
      assert.equal(t.mails().length, mailsBefore);
      const closed = await send('PUT', `/orgs/${o.org.id}/signup_mechanism`, bearer(o.admin.jwt), {
        signup_mechanism: 'inviteOnly',
      });
      assert.equal(closed.statusCode, 200, closed.body);
      for (const person of [await createUser(t), await createUser(t)]) {
        const joined = await send('POST', `/orgs/${o.org.id}/join`, bearer(person.jwt), {
          invite_code: invite.invite_code,
        });
        assert.equal(joined.statusCode, 200, joined.body);
        assert.equal(joined.json<{ role: string }>().role, 'instructor');
      }
      const listed = (await listInvites(o)).find((i) => i.invite_code_uuid === invite.invite_code_uuid);
      assert.equal(listed?.uses, 2);
    });

    it('refuses an admin-role invite from a maintainer or a token of a maintainer (insufficient_role)', async () => {
      const o = await createOrg(t);
      const maintainer = await addMember(t, o.org.id, 'maintainer');
      const to = address();
      const refused = await send('POST', url(o.org.id), bearer(maintainer.jwt), {
        emails: [to],
        role: 'admin',
      });
      assertError(refused, 403, 'insufficient_role');
      const created = await send('POST', `/orgs/${o.org.id}/api-tokens`, bearer(maintainer.jwt), {
        name: `maintainer token ${uniq()}`,
        rights: ALL_RIGHTS,
      });
      assert.equal(created.statusCode, 200, created.body);
      const token = bearer(created.json<{ token: string }>().token);
      assertError(
        await send('POST', url(o.org.id), token, { emails: [to], role: 'admin' }),
        403,
        'insufficient_role',
      );
      assert.deepEqual(await listInvites(o), []);
      assert.deepEqual(mailsTo(to), []);
      const below = await createInvite(o, { emails: [], role: 'maintainer' }, bearer(maintainer.jwt));
      assert.equal(below.role, 'maintainer');
      assert.equal(below.created_by_user_id, maintainer.user.id);
      const viaToken = await createInvite(o, { emails: [], role: 'instructor' }, token);
      assert.equal(viaToken.created_by_user_id, maintainer.user.id);
    });

    it('lets an admin, and a token of an admin holding every admin right, invite admins', async () => {
      const o = await createOrg(t);
      const byAdmin = await createInvite(o, { emails: [address()], role: 'admin' });
      assert.equal(byAdmin.role, 'admin');
      // A token is held to its own rights: users:create alone hands out no role, not even learner.
      const narrow = bearer(await tokenOf(o, usersRight('create')));
      for (const role of ['admin', 'instructor', 'learner']) {
        assertError(
          await send('POST', url(o.org.id), narrow, { emails: [], role }),
          403,
          'rights_exceed_token',
        );
      }
      const token = bearer(await tokenOf(o, ALL_RIGHTS));
      const byToken = await createInvite(o, { emails: [], role: 'admin' }, token);
      assert.equal(byToken.role, 'admin');
      assert.equal(byToken.created_by_user_id, o.admin.user.id);
    });

    it('refuses learners, instructors and tokens without users:create (missing_right), mailing nobody', async () => {
      const o = await createOrg(t);
      const learner = await addMember(t, o.org.id, 'learner');
      const instructor = await addMember(t, o.org.id, 'instructor');
      const to = address();
      for (const auth of [learner.jwt, instructor.jwt, await tokenOf(o, rightsWithout('create'))]) {
        assertError(await send('POST', url(o.org.id), bearer(auth), { emails: [to] }), 403, 'missing_right');
      }
      assert.deepEqual(mailsTo(to), []);
      assert.deepEqual(await listInvites(o), []);
    });

    it('answers 401 without credentials', async () => {
      const o = await createOrg(t);
      const to = address();
      assertError(await send('POST', url(o.org.id), {}, { emails: [to] }), 401, 'unauthorized');
      assert.deepEqual(mailsTo(to), []);
    });

    it('answers 403 to another organization: its admin (not_member) and its token (other_organization)', async () => {
      const a = await createOrg(t);
      const b = await createOrg(t);
      const to = address();
      assertError(
        await send('POST', url(a.org.id), bearer(b.admin.jwt), { emails: [to] }),
        403,
        'not_member',
      );
      const token = bearer(await tokenOf(b));
      assertError(await send('POST', url(a.org.id), token, { emails: [to] }), 403, 'other_organization');
      assert.deepEqual(mailsTo(to), []);
      assert.deepEqual(await listInvites(a), []);
      assert.deepEqual(await listInvites(b), []);
    });

    it('answers 404 for an unknown organization', async () => {
      const o = await createOrg(t);
      assertError(await send('POST', url(UNKNOWN_ID), bearer(o.admin.jwt), { emails: [] }), 404, 'not_found');
    });

    it('answers 422 for malformed bodies and a bad org_id, creating nothing', async () => {
      const o = await createOrg(t);
      const auth = bearer(o.admin.jwt);
      const target = url(o.org.id);
      assertInvalid(await send('POST', target, auth, {}), ['body', 'emails'], 'missing');
      assertInvalid(
        await send('POST', target, auth, { emails: 'a@example.com' }),
        ['body', 'emails'],
        'type',
      );
      assertInvalid(await send('POST', target, auth, { emails: ['not-an-email'] }), ['body', 'emails', 0]);
      assertInvalid(
        await send('POST', target, auth, { emails: [address(), 5] }),
        ['body', 'emails', 1],
        'type',
      );
      assertInvalid(
        await send('POST', target, auth, { emails: [], role: 'owner' }),
        ['body', 'role'],
        'enum',
      );
      assertInvalid(await send('POST', target, auth, { emails: [], expires_in_days: 0 }), [
        'body',
        'expires_in_days',
      ]);
      assertInvalid(await send('POST', target, auth, { emails: [], expires_in_days: 366 }), [
        'body',
        'expires_in_days',
      ]);
      assertInvalid(await send('POST', target, auth, { emails: [], expires_in_days: 1.5 }), [
        'body',
        'expires_in_days',
      ]);
      assertInvalid(
        await send('POST', target, auth, { emails: [], code: 'mine' }),
        ['body', 'code'],
        'extra_forbidden',
      );
      const tooMany = Array.from({ length: 101 }, (_, i) => `many-${i}-${uniq()}@example.com`);
      assertInvalid(await send('POST', target, auth, { emails: tooMany }), ['body', 'emails']);
      assertInvalid(await send('POST', '/orgs/abc/invites', auth, { emails: [] }), ['path', 'org_id']);
      assert.deepEqual(await listInvites(o), []);
      assert.deepEqual(mailsTo(tooMany[0]!), []);
    });
  });

  describe('GET /orgs/{org_id}/invites', () => {
    const url = (orgId: number) => `/orgs/${orgId}/invites`;

    it("lists the organization's invites, newest first, as they were created", async () => {
      const o = await createOrg(t);
      assert.deepEqual(await listInvites(o), []);
      const first = await createInvite(o, { emails: [address()] });
      t.clock.advance(MINUTE);
      const second = await createInvite(o, { emails: [], role: 'maintainer', expires_in_days: 2 });
      const other = await createOrg(t);
      await createInvite(other, { emails: [] });
      const response = await send('GET', url(o.org.id), bearer(o.admin.jwt));
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { items: [second, first], total: 2, limit: 50, offset: 0 });
      const paged = await send('GET', `${url(o.org.id)}?limit=1&offset=1`, bearer(o.admin.jwt));
      assert.deepEqual(paged.json(), { items: [first], total: 2, limit: 1, offset: 1 });
    });

    it('lets maintainers and tokens with users:create list; refuses instructors, learners and users:read alone', async () => {
      const o = await createOrg(t);
      const invite = await createInvite(o, { emails: [] });
      const instructor = await addMember(t, o.org.id, 'instructor');
      const maintainer = await addMember(t, o.org.id, 'maintainer');
      const learner = await addMember(t, o.org.id, 'learner');
      for (const auth of [maintainer.jwt, await tokenOf(o, usersRight('create'))]) {
        assert.deepEqual(await listInvites(o, bearer(auth)), [invite]);
      }
      for (const auth of [instructor.jwt, learner.jwt, await tokenOf(o, usersRight('read'))]) {
        assertError(await send('GET', url(o.org.id), bearer(auth)), 403, 'missing_right');
      }
      const noCreate = bearer(await tokenOf(o, rightsWithout('create')));
      assertError(await send('GET', url(o.org.id), noCreate), 403, 'missing_right');
    });

    it('answers 401 without credentials', async () => {
      const o = await createOrg(t);
      assertError(await send('GET', url(o.org.id)), 401, 'unauthorized');
    });

    it('answers 403 to another organization: its admin (not_member) and its token (other_organization)', async () => {
      const a = await createOrg(t);
      const b = await createOrg(t);
      await createInvite(a, { emails: [] });
      assertError(await send('GET', url(a.org.id), bearer(b.admin.jwt)), 403, 'not_member');
      assertError(await send('GET', url(a.org.id), bearer(await tokenOf(b))), 403, 'other_organization');
    });

    it('answers 404 for an unknown organization and 422 for a bad org_id', async () => {
      const o = await createOrg(t);
      assertError(await send('GET', url(UNKNOWN_ID), bearer(o.admin.jwt)), 404, 'not_found');
      assertInvalid(await send('GET', '/orgs/abc/invites', bearer(o.admin.jwt)), ['path', 'org_id']);
    });
  });

  describe('DELETE /orgs/{org_id}/invites/{invite_code_uuid}', () => {
    const url = (orgId: number, inviteUuid: string) => `/orgs/${orgId}/invites/${inviteUuid}`;

    it('deletes an invite with 204; its code stops admitting', async () => {
      const o = await createOrg(t);
      const invite = await createInvite(o, { emails: [] });
      const kept = await createInvite(o, { emails: [] });
      const response = await send('DELETE', url(o.org.id, invite.invite_code_uuid), bearer(o.admin.jwt));
      assert.equal(response.statusCode, 204, response.body);
      assert.equal(response.body, '');
      assert.deepEqual(await listInvites(o), [kept]);
      const person = await createUser(t);
      const join = await send('POST', `/orgs/${o.org.id}/join`, bearer(person.jwt), {
        invite_code: invite.invite_code,
      });
      assertError(join, 404, 'invite_not_found');
      const again = await send('DELETE', url(o.org.id, invite.invite_code_uuid), bearer(o.admin.jwt));
      assertError(again, 404, 'not_found');
    });

    it('lets a maintainer and a token with users:delete delete', async () => {
      const o = await createOrg(t);
      const maintainer = await addMember(t, o.org.id, 'maintainer');
      const first = await createInvite(o, { emails: [] });
      const second = await createInvite(o, { emails: [] });
      const byMaintainer = await send(
        'DELETE',
        url(o.org.id, first.invite_code_uuid),
        bearer(maintainer.jwt),
      );
      assert.equal(byMaintainer.statusCode, 204, byMaintainer.body);
      const token = bearer(await tokenOf(o, usersRight('delete')));
      const byToken = await send('DELETE', url(o.org.id, second.invite_code_uuid), token);
      assert.equal(byToken.statusCode, 204, byToken.body);
      assert.deepEqual(await listInvites(o), []);
    });

    it('refuses learners, instructors and tokens without users:delete (missing_right)', async () => {
      const o = await createOrg(t);
      const invite = await createInvite(o, { emails: [] });
      const learner = await addMember(t, o.org.id, 'learner');
      const instructor = await addMember(t, o.org.id, 'instructor');
      for (const auth of [learner.jwt, instructor.jwt, await tokenOf(o, rightsWithout('delete'))]) {
        const response = await send('DELETE', url(o.org.id, invite.invite_code_uuid), bearer(auth));
        assertError(response, 403, 'missing_right');
      }
      assert.deepEqual(await listInvites(o), [invite]);
    });

    it('answers 401 without credentials', async () => {
      const o = await createOrg(t);
      const invite = await createInvite(o, { emails: [] });
      assertError(await send('DELETE', url(o.org.id, invite.invite_code_uuid)), 401, 'unauthorized');
      assert.deepEqual(await listInvites(o), [invite]);
    });

    it('answers 403 to another organization: its admin (not_member) and its token (other_organization)', async () => {
      const a = await createOrg(t);
      const b = await createOrg(t);
      const invite = await createInvite(a, { emails: [] });
      const target = url(a.org.id, invite.invite_code_uuid);
      assertError(await send('DELETE', target, bearer(b.admin.jwt)), 403, 'not_member');
      assertError(await send('DELETE', target, bearer(await tokenOf(b))), 403, 'other_organization');
      assert.deepEqual(await listInvites(a), [invite]);
    });

    it('answers 404 for an unknown organization, unknown or malformed uuids, and an invite of another organization', async () => {
      const a = await createOrg(t);
      const b = await createOrg(t);
      const invite = await createInvite(a, { emails: [] });
      const auth = bearer(b.admin.jwt);
      assertError(await send('DELETE', url(UNKNOWN_ID, invite.invite_code_uuid), auth), 404, 'not_found');
      assertError(await send('DELETE', url(b.org.id, `invitecode_${randomUUID()}`), auth), 404, 'not_found');
      assertError(await send('DELETE', url(b.org.id, 'nope'), auth), 404, 'not_found');
      assertError(
        await send('DELETE', url(b.org.id, `invitecode_${'f'.repeat(80)}`), auth),
        404,
        'not_found',
      );
      assertError(await send('DELETE', url(b.org.id, invite.invite_code_uuid), auth), 404, 'not_found');
      assert.deepEqual(await listInvites(a), [invite]);
    });

    it('finds the invite before checking rights (404 precedes 403)', async () => {
      const o = await createOrg(t);
      const learner = await addMember(t, o.org.id, 'learner');
      const response = await send('DELETE', url(o.org.id, `invitecode_${randomUUID()}`), bearer(learner.jwt));
      assertError(response, 404, 'not_found');
    });

    it('answers 422 for a bad org_id', async () => {
      const o = await createOrg(t);
      const invite = await createInvite(o, { emails: [] });
      const response = await send(
        'DELETE',
        `/orgs/abc/invites/${invite.invite_code_uuid}`,
        bearer(o.admin.jwt),
      );
      assertInvalid(response, ['path', 'org_id']);
      assert.deepEqual(await listInvites(o), [invite]);
    });
  });
});

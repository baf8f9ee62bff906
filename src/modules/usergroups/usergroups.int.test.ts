/**
 * User groups [CONTRACT 9]: create, list, read, update, delete; the `usergroups` rights per role and per API
 * token, the organization scope, names unique per organization (409), validation (422), unknown ids (404),
 * and the `usergroup_created` / `usergroup_deleted` events with their exact data.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { API, apiDate, createCourse } from '../../../test/content-factories.ts';
import { captureEvents } from '../../../test/event-capture.ts';
import { ALL_RIGHTS, addMember, call, createApiToken, createOrg } from '../../../test/factories.ts';
import { startHttpsReceiver, type HttpsReceiver } from '../../../test/https-receiver.ts';
import {
  addUsers,
  createGroup,
  groupUrl,
  linkResources,
  type Usergroup,
} from '../../../test/usergroup-factories.ts';
import { buildWebhookTestApp } from '../../../test/webhook-helpers.ts';

const CREATE = `${API}/usergroups/`;
const orgUrl = (orgId: number | string, query = '') => `${API}/usergroups/org/${orgId}${query}`;

/** Every right but one `usergroups` action. */
function withoutGroupsRight(action: 'create' | 'read' | 'update' | 'delete') {
  return { ...ALL_RIGHTS, usergroups: { ...ALL_RIGHTS.usergroups, [`action_${action}`]: false } };
}

describe('user groups', () => {
  let t: TestApp;
  let receiver: HttpsReceiver;
  before(async () => {
    t = await buildWebhookTestApp();
    receiver = await startHttpsReceiver();
  });
  after(async () => {
    await receiver.close();
    await t.close();
  });

  describe('POST /usergroups/', () => {
    it('creates the group, answers it and emits usergroup_created with its uuid and name', async () => {
      const o = await createOrg(t);
      const events = await captureEvents(t, o, receiver, ['usergroup_created']);
      const response = await call(t, 'POST', CREATE, o.admin.jwt, {
        name: 'Cohort A',
        description: 'Spring intake',
        org_id: o.org.id,
      });
      assert.equal(response.statusCode, 200, response.body);
      const group = response.json<Usergroup>();
      const now = apiDate(t.clock.now());
      assert.deepEqual(group, {
        id: group.id,
        usergroup_uuid: group.usergroup_uuid,
        org_id: o.org.id,
        name: 'Cohort A',
        description: 'Spring intake',
        creation_date: now,
        update_date: now,
      });
      assert.match(group.usergroup_uuid, /^usergroup_[0-9a-f-]{36}$/);
      assert.ok(Number.isInteger(group.id));
      assert.deepEqual(await events.takeOne('usergroup_created'), {
        usergroup_uuid: group.usergroup_uuid,
        name: 'Cohort A',
      });
    });

    it('description defaults to empty; maintainers and tokens with usergroups:create may create', async () => {
      const o = await createOrg(t);
      const maintainer = await addMember(t, o.org.id, 'maintainer');
      const { token } = await createApiToken(t, o, { usergroups: { action_create: true } });
      const byMaintainer = await createGroup(t, o, { name: 'M', auth: maintainer.jwt });
      const byToken = await createGroup(t, o, { name: 'T', auth: token });
      assert.equal(byMaintainer.description, '');
      assert.equal(byToken.org_id, o.org.id);
    });

    it('409 for a name the organization already uses; the same name in another organization is fine', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      await createGroup(t, o, { name: 'Same' });
      assertError(
        await call(t, 'POST', CREATE, o.admin.jwt, { name: 'Same', org_id: o.org.id }),
        409,
        'usergroup_name_taken',
      );
      await createGroup(t, other, { name: 'Same' });
    });

    it('401 anonymous; 403 for instructors, learners, other organizations and tokens without the right', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      const body = { name: 'G', org_id: o.org.id };
      assertError(await call(t, 'POST', CREATE, undefined, body), 401, 'unauthorized');
      const instructor = await addMember(t, o.org.id, 'instructor');
      const learner = await addMember(t, o.org.id, 'learner');
      assertError(await call(t, 'POST', CREATE, instructor.jwt, body), 403, 'missing_right');
      assertError(await call(t, 'POST', CREATE, learner.jwt, body), 403, 'missing_right');
      assertError(await call(t, 'POST', CREATE, other.admin.jwt, body), 403, 'not_member');
      const foreign = await createApiToken(t, other, ALL_RIGHTS);
      assertError(await call(t, 'POST', CREATE, foreign.token, body), 403, 'other_organization');
      const lacking = await createApiToken(t, o, withoutGroupsRight('create'));
      assertError(await call(t, 'POST', CREATE, lacking.token, body), 403, 'missing_right');
    });

    it('404 for an unknown organization; 422 for a missing, blank or too long name and unknown fields', async () => {
      const o = await createOrg(t);
      assertError(
        await call(t, 'POST', CREATE, o.admin.jwt, { name: 'G', org_id: 987654321 }),
        404,
        'not_found',
      );
      const post = (body: object) => call(t, 'POST', CREATE, o.admin.jwt, body);
      assertInvalid(await post({ org_id: o.org.id }), ['body', 'name'], 'missing');
      assertInvalid(await post({ name: '   ', org_id: o.org.id }), ['body', 'name']);
      assertInvalid(await post({ name: 'x'.repeat(201), org_id: o.org.id }), ['body', 'name']);
      assertInvalid(await post({ name: 'G' }), ['body', 'org_id'], 'missing');
      assertInvalid(await post({ name: 'G', org_id: String(o.org.id) }), ['body', 'org_id']);
      assertInvalid(
        await post({ name: 'G', org_id: o.org.id, color: 'red' }),
        ['body', 'color'],
        'extra_forbidden',
      );
    });
  });

  describe('GET /usergroups/org/{org_id}', () => {
    it('pages through the groups, oldest first, for admins, instructors and tokens with usergroups:read', async () => {
      const o = await createOrg(t);
      const groups = [];
      for (const name of ['A', 'B', 'C']) groups.push(await createGroup(t, o, { name }));
      const instructor = await addMember(t, o.org.id, 'instructor');
      const { token } = await createApiToken(t, o, { usergroups: { action_read: true } });
      for (const auth of [o.admin.jwt, instructor.jwt, token]) {
        const all = await call(t, 'GET', orgUrl(o.org.id), auth);
        assert.equal(all.statusCode, 200, all.body);
        assert.deepEqual(all.json(), { items: groups, total: 3, limit: 50, offset: 0 });
      }
      const page = await call(t, 'GET', orgUrl(o.org.id, '?limit=1&offset=1'), o.admin.jwt);
      assert.deepEqual(page.json(), { items: [groups[1]], total: 3, limit: 1, offset: 1 });
    });

    it('401, 403 (learner, other organization, token without read), 404, 422', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      const learner = await addMember(t, o.org.id, 'learner');
      const lacking = await createApiToken(t, o, withoutGroupsRight('read'));
      assertError(await call(t, 'GET', orgUrl(o.org.id)), 401, 'unauthorized');
      assertError(await call(t, 'GET', orgUrl(o.org.id), learner.jwt), 403, 'missing_right');
      assertError(await call(t, 'GET', orgUrl(o.org.id), other.admin.jwt), 403, 'not_member');
      assertError(await call(t, 'GET', orgUrl(o.org.id), lacking.token), 403, 'missing_right');
      assertError(await call(t, 'GET', orgUrl(987654321), o.admin.jwt), 404, 'not_found');
      assertInvalid(await call(t, 'GET', orgUrl('abc'), o.admin.jwt), ['path', 'org_id']);
      assertInvalid(await call(t, 'GET', orgUrl(o.org.id, '?limit=0'), o.admin.jwt), ['query', 'limit']);
      assertInvalid(await call(t, 'GET', orgUrl(o.org.id, '?limit=201'), o.admin.jwt), ['query', 'limit']);
    });
  });

  describe('GET /usergroups/{id}', () => {
    it('answers the group to admins, instructors and tokens with usergroups:read', async () => {
      const o = await createOrg(t);
      const group = await createGroup(t, o, { description: 'd' });
      const instructor = await addMember(t, o.org.id, 'instructor');
      const { token } = await createApiToken(t, o, { usergroups: { action_read: true } });
      for (const auth of [o.admin.jwt, instructor.jwt, token]) {
        const response = await call(t, 'GET', groupUrl(group.id), auth);
        assert.equal(response.statusCode, 200, response.body);
        assert.deepEqual(response.json(), group);
      }
    });

    it('401, 403 (learner, other organization, foreign token), 404, 422', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      const group = await createGroup(t, o);
      const learner = await addMember(t, o.org.id, 'learner');
      const foreign = await createApiToken(t, other, ALL_RIGHTS);
      assertError(await call(t, 'GET', groupUrl(group.id)), 401, 'unauthorized');
      assertError(await call(t, 'GET', groupUrl(group.id), learner.jwt), 403, 'missing_right');
      assertError(await call(t, 'GET', groupUrl(group.id), other.admin.jwt), 403, 'not_member');
      assertError(await call(t, 'GET', groupUrl(group.id), foreign.token), 403, 'other_organization');
      assertError(await call(t, 'GET', groupUrl(987654321), o.admin.jwt), 404, 'not_found');
      assertInvalid(await call(t, 'GET', `${API}/usergroups/abc`, o.admin.jwt), ['path', 'usergroup_id']);
      assertInvalid(await call(t, 'GET', `${API}/usergroups/0`, o.admin.jwt), ['path', 'usergroup_id']);
    });
  });

  describe('PUT /usergroups/{id}', () => {
    it('changes only the fields given and moves update_date; an empty body changes nothing', async () => {
      const o = await createOrg(t);
      const group = await createGroup(t, o, { name: 'Old', description: 'keep' });
      t.clock.advance(60_000);
      const renamed = await call(t, 'PUT', groupUrl(group.id), o.admin.jwt, { name: 'New' });
      assert.equal(renamed.statusCode, 200, renamed.body);
      const later = apiDate(t.clock.now());
      assert.deepEqual(renamed.json(), { ...group, name: 'New', update_date: later });
      const described = await call(t, 'PUT', groupUrl(group.id), o.admin.jwt, { description: 'changed' });
      assert.deepEqual(described.json(), {
        ...group,
        name: 'New',
        description: 'changed',
        update_date: later,
      });
      t.clock.advance(60_000);
      const same = await call(t, 'PUT', groupUrl(group.id), o.admin.jwt, {});
      assert.deepEqual(same.json(), described.json());
      const read = await call(t, 'GET', groupUrl(group.id), o.admin.jwt);
      assert.deepEqual(read.json(), described.json());
    });

    it('409 when renaming to a name another group has; keeping its own name is fine', async () => {
      const o = await createOrg(t);
      await createGroup(t, o, { name: 'Taken' });
      const group = await createGroup(t, o, { name: 'Mine' });
      assertError(
        await call(t, 'PUT', groupUrl(group.id), o.admin.jwt, { name: 'Taken' }),
        409,
        'usergroup_name_taken',
      );
      const kept = await call(t, 'PUT', groupUrl(group.id), o.admin.jwt, { name: 'Mine', description: 'x' });
      assert.equal(kept.statusCode, 200, kept.body);
    });

    it('401, 403 (instructor, other organization, token without update), 404, 422', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      const group = await createGroup(t, o);
      const instructor = await addMember(t, o.org.id, 'instructor');
      const lacking = await createApiToken(t, o, withoutGroupsRight('update'));
      const put = (auth: string | undefined, body: object = { name: 'X' }, id: number | string = group.id) =>
        call(t, 'PUT', `${API}/usergroups/${id}`, auth, body);
      assertError(await put(undefined), 401, 'unauthorized');
      assertError(await put(instructor.jwt), 403, 'missing_right');
      assertError(await put(other.admin.jwt), 403, 'not_member');
      assertError(await put(lacking.token), 403, 'missing_right');
      assertError(await put(o.admin.jwt, { name: 'X' }, 987654321), 404, 'not_found');
      assertInvalid(await put(o.admin.jwt, { name: '' }), ['body', 'name']);
      assertInvalid(await put(o.admin.jwt, { org_id: other.org.id }), ['body', 'org_id'], 'extra_forbidden');
      assertInvalid(await put(o.admin.jwt, { name: 'X' }, 'abc'), ['path', 'usergroup_id']);
    });
  });

  describe('DELETE /usergroups/{id}', () => {
    it('deletes the group with its members and links and emits usergroup_deleted', async () => {
      const o = await createOrg(t);
      const events = await captureEvents(t, o, receiver, ['usergroup_deleted']);
      const group = await createGroup(t, o, { name: 'Doomed' });
      const learner = await addMember(t, o.org.id, 'learner');
      const course = await createCourse(t, o);
      await addUsers(t, o, group, [learner.user.id]);
      await linkResources(t, o, group, [course.course_uuid]);
      const response = await call(t, 'DELETE', groupUrl(group.id), o.admin.jwt);
      assert.equal(response.statusCode, 204, response.body);
      assert.equal(response.body, '');
      assertError(await call(t, 'GET', groupUrl(group.id), o.admin.jwt), 404, 'not_found');
      assert.deepEqual(await events.takeOne('usergroup_deleted'), {
        usergroup_uuid: group.usergroup_uuid,
        name: 'Doomed',
      });
      const db = t.services.db;
      const members = await db
        .selectFrom('usergroup_users')
        .select('id')
        .where('usergroup_id', '=', group.id)
        .execute();
      const links = await db
        .selectFrom('usergroup_resources')
        .select('id')
        .where('usergroup_id', '=', group.id)
        .execute();
      assert.deepEqual([members, links], [[], []]);
      assertError(await call(t, 'DELETE', groupUrl(group.id), o.admin.jwt), 404, 'not_found');
    });

    it('401, 403 (instructor, other organization, token without delete), 404, 422; nothing is deleted', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      const group = await createGroup(t, o);
      const instructor = await addMember(t, o.org.id, 'instructor');
      const lacking = await createApiToken(t, o, withoutGroupsRight('delete'));
      const del = (auth: string | undefined) => call(t, 'DELETE', groupUrl(group.id), auth);
      assertError(await del(undefined), 401, 'unauthorized');
      assertError(await del(instructor.jwt), 403, 'missing_right');
      assertError(await del(other.admin.jwt), 403, 'not_member');
      assertError(await del(lacking.token), 403, 'missing_right');
      assertError(await call(t, 'DELETE', groupUrl(987654321), o.admin.jwt), 404, 'not_found');
      assertInvalid(await call(t, 'DELETE', `${API}/usergroups/1.5`, o.admin.jwt), ['path', 'usergroup_id']);
      assert.equal((await call(t, 'GET', groupUrl(group.id), o.admin.jwt)).statusCode, 200);
    });
  });
});

/**
 * A group's members and resource links [CONTRACT 9]: add/remove users and resources (all or nothing, no-ops
 * for what is already so, 400 naming the unfit items), the lists of members, of a group's resources and of a
 * resource's groups, links vanishing with their resource, the `usergroup_users_added` /
 * `usergroup_resources_added` events with their exact data, and 401/403/404/422 on every route.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import {
  API,
  apiDate,
  createChapter,
  createCourse,
  createCustomActivity,
  place,
} from '../../../test/content-factories.ts';
import { captureEvents } from '../../../test/event-capture.ts';
import {
  ALL_RIGHTS,
  addMember,
  call,
  createApiToken,
  createOrg,
  type TestOrg,
} from '../../../test/factories.ts';
import { startHttpsReceiver, type HttpsReceiver } from '../../../test/https-receiver.ts';
import {
  addUsers,
  createGroup,
  groupUrl,
  linkResources,
  removeUsers,
  unlinkResources,
  type Usergroup,
} from '../../../test/usergroup-factories.ts';
import { buildWebhookTestApp } from '../../../test/webhook-helpers.ts';

describe('user group members and resources', () => {
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

  const addUsersUrl = (g: Usergroup, ids: string) => groupUrl(g.id, `/add_users?user_ids=${ids}`);
  const removeUsersUrl = (g: Usergroup, ids: string) => groupUrl(g.id, `/remove_users?user_ids=${ids}`);
  const addResUrl = (g: Usergroup, uuids: string) => groupUrl(g.id, `/add_resources?resource_uuids=${uuids}`);
  const removeResUrl = (g: Usergroup, uuids: string) =>
    groupUrl(g.id, `/remove_resources?resource_uuids=${uuids}`);

  async function memberIds(o: TestOrg, g: Usergroup): Promise<number[]> {
    const response = await call(t, 'GET', groupUrl(g.id, '/users'), o.admin.jwt);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ items: { user_id: number }[] }>().items.map((m) => m.user_id);
  }

  async function linkedUuids(o: TestOrg, g: Usergroup): Promise<string[]> {
    const response = await call(t, 'GET', groupUrl(g.id, '/resources'), o.admin.jwt);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ items: { resource_uuid: string }[] }>().items.map((r) => r.resource_uuid);
  }

  /** The refusals every link route shares: 401, 403 (instructor, other organization, token lacking update), 404. */
  async function assertGuarded(o: TestOrg, method: 'POST' | 'DELETE', url: (g: Usergroup) => string) {
    const other = await createOrg(t);
    const group = await createGroup(t, o);
    const instructor = await addMember(t, o.org.id, 'instructor');
    const lacking = await createApiToken(t, o, {
      ...ALL_RIGHTS,
      usergroups: { action_create: true, action_read: true, action_update: false, action_delete: true },
    });
    const foreign = await createApiToken(t, other, ALL_RIGHTS);
    assertError(await call(t, method, url(group)), 401, 'unauthorized');
    assertError(await call(t, method, url(group), instructor.jwt), 403, 'missing_right');
    assertError(await call(t, method, url(group), other.admin.jwt), 403, 'not_member');
    assertError(await call(t, method, url(group), lacking.token), 403, 'missing_right');
    assertError(await call(t, method, url(group), foreign.token), 403, 'other_organization');
    assertError(await call(t, method, url({ ...group, id: 987654321 }), o.admin.jwt), 404, 'not_found');
  }

  describe('users', () => {
    it('adds members once; the event names only those the call added, and a call adding no one sends none', async () => {
      const o = await createOrg(t);
      const events = await captureEvents(t, o, receiver, ['usergroup_users_added']);
      const group = await createGroup(t, o);
      const [a, b, c] = [
        await addMember(t, o.org.id, 'learner'),
        await addMember(t, o.org.id, 'instructor'),
        await addMember(t, o.org.id, 'learner'),
      ];
      assert.deepEqual(await addUsers(t, o, group, [b.user.id, a.user.id, b.user.id]), {
        usergroup_id: group.id,
        usergroup_uuid: group.usergroup_uuid,
        changed: [b.user.id, a.user.id],
        unchanged: [],
      });
      assert.deepEqual(await events.takeOne('usergroup_users_added'), {
        usergroup_id: group.id,
        usergroup_uuid: group.usergroup_uuid,
        user_ids: [b.user.id, a.user.id],
      });
      const again = await addUsers(t, o, group, [c.user.id, a.user.id]);
      assert.deepEqual([again.changed, again.unchanged], [[c.user.id], [a.user.id]]);
      assert.deepEqual((await events.takeOne('usergroup_users_added')).user_ids, [c.user.id]);
      const noop = await addUsers(t, o, group, [a.user.id]);
      assert.deepEqual([noop.changed, noop.unchanged], [[], [a.user.id]]);
      assert.deepEqual(await events.take(), []);
      assert.deepEqual(await memberIds(o, group), [b.user.id, a.user.id, c.user.id]);
    });

    it('400 naming every user who is not a member of the organization; nobody is added', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      const events = await captureEvents(t, o, receiver, ['usergroup_users_added']);
      const group = await createGroup(t, o);
      const member = await addMember(t, o.org.id, 'learner');
      const outsider = await addMember(t, other.org.id, 'learner');
      const response = await call(
        t,
        'POST',
        addUsersUrl(group, `${member.user.id},${outsider.user.id},987654321`),
        o.admin.jwt,
      );
      assertError(response, 400, 'not_members');
      const { detail } = response.json<{ detail: string }>();
      assert.ok(detail.includes(`${outsider.user.id}, 987654321`), detail);
      assert.ok(!detail.includes(`${member.user.id},`), detail);
      assert.deepEqual(await memberIds(o, group), []);
      assert.deepEqual(await events.take(), []);
    });

    it('removes members; ids not in the group are no-ops; leaving the organization leaves its groups', async () => {
      const o = await createOrg(t);
      const group = await createGroup(t, o);
      const [a, b, c] = [
        await addMember(t, o.org.id, 'learner'),
        await addMember(t, o.org.id, 'learner'),
        await addMember(t, o.org.id, 'learner'),
      ];
      await addUsers(t, o, group, [a.user.id, b.user.id]);
      assert.deepEqual(await removeUsers(t, o, group, [a.user.id, c.user.id]), {
        usergroup_id: group.id,
        usergroup_uuid: group.usergroup_uuid,
        changed: [a.user.id],
        unchanged: [c.user.id],
      });
      assert.deepEqual(await memberIds(o, group), [b.user.id]);
      const left = await call(t, 'DELETE', `${API}/orgs/${o.org.id}/users/${b.user.id}`, o.admin.jwt);
      assert.equal(left.statusCode, 204, left.body);
      assert.deepEqual(await memberIds(o, group), []);
    });

    it('remove: 400 naming ids that are neither in the group nor members; nothing is removed', async () => {
      const o = await createOrg(t);
      const group = await createGroup(t, o);
      const a = await addMember(t, o.org.id, 'learner');
      await addUsers(t, o, group, [a.user.id]);
      const response = await call(t, 'DELETE', removeUsersUrl(group, `${a.user.id},987654321`), o.admin.jwt);
      assertError(response, 400, 'not_members');
      assert.match(response.json<{ detail: string }>().detail, /987654321/);
      assert.deepEqual(await memberIds(o, group), [a.user.id]);
    });

    it('lists members with their names and the date they were added; paginated', async () => {
      const o = await createOrg(t);
      const group = await createGroup(t, o);
      const a = await addMember(t, o.org.id, 'learner');
      const b = await addMember(t, o.org.id, 'learner');
      await addUsers(t, o, group, [a.user.id, b.user.id]);
      const instructor = await addMember(t, o.org.id, 'instructor');
      const response = await call(t, 'GET', groupUrl(group.id, '/users?limit=1&offset=1'), instructor.jwt);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), {
        items: [
          {
            user_id: b.user.id,
            user_uuid: b.user.user_uuid,
            username: b.user.username,
            first_name: b.user.first_name,
            last_name: b.user.last_name,
            email: b.email,
            creation_date: apiDate(t.clock.now()),
          },
        ],
        total: 2,
        limit: 1,
        offset: 1,
      });
      const learner = await addMember(t, o.org.id, 'learner');
      assertError(await call(t, 'GET', groupUrl(group.id, '/users'), learner.jwt), 403, 'missing_right');
      assertError(await call(t, 'GET', groupUrl(group.id, '/users')), 401, 'unauthorized');
      assertError(await call(t, 'GET', groupUrl(987654321, '/users'), o.admin.jwt), 404, 'not_found');
    });

    it('401, 403 and 404 on add and remove', async () => {
      const o = await createOrg(t);
      const member = await addMember(t, o.org.id, 'learner');
      await assertGuarded(o, 'POST', (g) => addUsersUrl(g, String(member.user.id)));
      await assertGuarded(o, 'DELETE', (g) => removeUsersUrl(g, String(member.user.id)));
    });

    it('422 for a missing or empty list, empty items, non-integers and lists over 200 ids', async () => {
      const o = await createOrg(t);
      const group = await createGroup(t, o);
      for (const [method, base] of [
        ['POST', groupUrl(group.id, '/add_users')],
        ['DELETE', groupUrl(group.id, '/remove_users')],
      ] as const) {
        assertInvalid(await call(t, method, base, o.admin.jwt), ['query', 'user_ids'], 'missing');
        for (const bad of ['', '1,,2', '1,', 'abc', '1.5', '-1', '0', '99999999999999999']) {
          const response = await call(t, method, `${base}?user_ids=${bad}`, o.admin.jwt);
          assertInvalid(response, ['query', 'user_ids']);
        }
        const many = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
        assertInvalid(
          await call(t, method, `${base}?user_ids=${many}`, o.admin.jwt),
          ['query', 'user_ids'],
          'too_long',
        );
      }
      // Validation comes before the group is looked up [CONTRACT 2].
      assertInvalid(await call(t, 'POST', groupUrl(987654321, '/add_users?user_ids=x'), o.admin.jwt), [
        'query',
        'user_ids',
      ]);
    });
  });

  describe('resources', () => {
    it('links courses, chapters and activities; the event names only what the call linked', async () => {
      const p = await place(t);
      const { o, course, chapter } = p;
      const activity = await createCustomActivity(t, p, { name: 'Act', published: true });
      const events = await captureEvents(t, o, receiver, ['usergroup_resources_added']);
      const group = await createGroup(t, o);
      const first = await linkResources(t, o, group, [chapter.chapter_uuid, course.course_uuid]);
      assert.deepEqual(first, {
        usergroup_id: group.id,
        usergroup_uuid: group.usergroup_uuid,
        changed: [chapter.chapter_uuid, course.course_uuid],
        unchanged: [],
      });
      assert.deepEqual(await events.takeOne('usergroup_resources_added'), {
        usergroup_id: group.id,
        usergroup_uuid: group.usergroup_uuid,
        resource_uuids: [chapter.chapter_uuid, course.course_uuid],
      });
      const second = await linkResources(t, o, group, [activity.activity_uuid, course.course_uuid]);
      assert.deepEqual([second.changed, second.unchanged], [[activity.activity_uuid], [course.course_uuid]]);
      assert.deepEqual((await events.takeOne('usergroup_resources_added')).resource_uuids, [
        activity.activity_uuid,
      ]);
      await linkResources(t, o, group, [course.course_uuid, course.course_uuid]);
      assert.deepEqual(await events.take(), []);

      const listed = await call(t, 'GET', groupUrl(group.id, '/resources'), o.admin.jwt);
      assert.equal(listed.statusCode, 200, listed.body);
      const date = apiDate(t.clock.now());
      assert.deepEqual(listed.json(), {
        items: [
          { resource_uuid: chapter.chapter_uuid, kind: 'chapter', name: chapter.name, creation_date: date },
          { resource_uuid: course.course_uuid, kind: 'course', name: course.name, creation_date: date },
          { resource_uuid: activity.activity_uuid, kind: 'activity', name: 'Act', creation_date: date },
        ],
        total: 3,
        limit: 50,
        offset: 0,
      });
    });

    it('400 naming unknown uuids and those of another organization; nothing is linked', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      const events = await captureEvents(t, o, receiver, ['usergroup_resources_added']);
      const group = await createGroup(t, o);
      const mine = await createCourse(t, o);
      const theirs = await createCourse(t, other);
      const unknown = `chapter_${randomUUID()}`;
      const response = await call(
        t,
        'POST',
        addResUrl(group, [mine.course_uuid, theirs.course_uuid, unknown].join(',')),
        o.admin.jwt,
      );
      assertError(response, 400, 'unknown_resources');
      const { detail } = response.json<{ detail: string }>();
      assert.ok(detail.includes(`${theirs.course_uuid}, ${unknown}`), detail);
      assert.ok(!detail.includes(mine.course_uuid), detail);
      assert.deepEqual(await linkedUuids(o, group), []);
      assert.deepEqual(await events.take(), []);
    });

    it('unlinks; linked-elsewhere resources of the organization are no-ops; unknown uuids are a 400', async () => {
      const o = await createOrg(t);
      const group = await createGroup(t, o);
      const a = await createCourse(t, o);
      const b = await createCourse(t, o);
      await linkResources(t, o, group, [a.course_uuid]);
      const unknown = `activity_${randomUUID()}`;
      assertError(
        await call(t, 'DELETE', removeResUrl(group, `${a.course_uuid},${unknown}`), o.admin.jwt),
        400,
        'unknown_resources',
      );
      assert.deepEqual(await linkedUuids(o, group), [a.course_uuid]);
      assert.deepEqual(await unlinkResources(t, o, group, [a.course_uuid, b.course_uuid]), {
        usergroup_id: group.id,
        usergroup_uuid: group.usergroup_uuid,
        changed: [a.course_uuid],
        unchanged: [b.course_uuid],
      });
      assert.deepEqual(await linkedUuids(o, group), []);
    });

    it('links vanish with their resource: activity, chapter (and its activities), course', async () => {
      const p = await place(t);
      const { o, course } = p;
      const group = await createGroup(t, o);
      const doomed = await createCustomActivity(t, p);
      const kept = await createCustomActivity(t, p);
      const chapter2 = await createChapter(t, o, course);
      const inChapter2 = await createCustomActivity(t, { o, chapter: chapter2 });
      await linkResources(t, o, group, [
        doomed.activity_uuid,
        kept.activity_uuid,
        chapter2.chapter_uuid,
        inChapter2.activity_uuid,
      ]);
      const deleted = await call(t, 'DELETE', `${API}/activities/${doomed.activity_uuid}`, o.admin.jwt);
      assert.equal(deleted.statusCode, 204, deleted.body);
      assert.deepEqual(await linkedUuids(o, group), [
        kept.activity_uuid,
        chapter2.chapter_uuid,
        inChapter2.activity_uuid,
      ]);
      const chapterGone = await call(t, 'DELETE', `${API}/chapters/${chapter2.id}`, o.admin.jwt);
      assert.equal(chapterGone.statusCode, 204, chapterGone.body);
      assert.deepEqual(await linkedUuids(o, group), [kept.activity_uuid]);
      await linkResources(t, o, group, [course.course_uuid]);
      const courseGone = await call(t, 'DELETE', `${API}/courses/${course.course_uuid}`, o.admin.jwt);
      assert.equal(courseGone.statusCode, 204, courseGone.body);
      assert.deepEqual(await linkedUuids(o, group), []);
      // A uuid whose resource is gone is unknown from then on.
      assertError(
        await call(t, 'DELETE', removeResUrl(group, course.course_uuid), o.admin.jwt),
        400,
        'unknown_resources',
      );
    });

    it('GET /usergroups/resource/{uuid}: the groups linked directly to it', async () => {
      const p = await place(t);
      const { o, course, chapter } = p;
      const g1 = await createGroup(t, o, { name: 'One' });
      const g2 = await createGroup(t, o, { name: 'Two' });
      await createGroup(t, o, { name: 'Unlinked' });
      await linkResources(t, o, g1, [chapter.chapter_uuid]);
      await linkResources(t, o, g2, [chapter.chapter_uuid, course.course_uuid]);
      const instructor = await addMember(t, o.org.id, 'instructor');
      const url = `${API}/usergroups/resource/${chapter.chapter_uuid}`;
      const response = await call(t, 'GET', url, instructor.jwt);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { items: [g1, g2], total: 2, limit: 50, offset: 0 });
      const ofCourse = await call(
        t,
        'GET',
        `${API}/usergroups/resource/${course.course_uuid}?limit=5`,
        o.admin.jwt,
      );
      assert.deepEqual(ofCourse.json(), { items: [g2], total: 1, limit: 5, offset: 0 });

      const other = await createOrg(t);
      const learner = await addMember(t, o.org.id, 'learner');
      assertError(await call(t, 'GET', url), 401, 'unauthorized');
      assertError(await call(t, 'GET', url, learner.jwt), 403, 'missing_right');
      assertError(await call(t, 'GET', url, other.admin.jwt), 403, 'not_member');
      for (const missing of [
        `chapter_${randomUUID()}`,
        'nonsense',
        `usergroup_${randomUUID()}`,
        `course_${'a'.repeat(300)}`,
      ]) {
        assertError(
          await call(t, 'GET', `${API}/usergroups/resource/${missing}`, o.admin.jwt),
          404,
          'not_found',
        );
      }
      assertInvalid(await call(t, 'GET', `${url}?offset=-1`, o.admin.jwt), ['query', 'offset']);
    });

    it('GET /usergroups/{id}/resources: 401, 403, 404, 422', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      const group = await createGroup(t, o);
      const learner = await addMember(t, o.org.id, 'learner');
      const url = groupUrl(group.id, '/resources');
      assertError(await call(t, 'GET', url), 401, 'unauthorized');
      assertError(await call(t, 'GET', url, learner.jwt), 403, 'missing_right');
      assertError(await call(t, 'GET', url, other.admin.jwt), 403, 'not_member');
      assertError(await call(t, 'GET', groupUrl(987654321, '/resources'), o.admin.jwt), 404, 'not_found');
      assertInvalid(await call(t, 'GET', `${url}?limit=abc`, o.admin.jwt), ['query', 'limit']);
    });

    it('401, 403 and 404 on add and remove', async () => {
      const o = await createOrg(t);
      const course = await createCourse(t, o);
      await assertGuarded(o, 'POST', (g) => addResUrl(g, course.course_uuid));
      await assertGuarded(o, 'DELETE', (g) => removeResUrl(g, course.course_uuid));
    });

    it('422 for a missing or empty list, empty items and uuids that cannot name a course, chapter or activity', async () => {
      const o = await createOrg(t);
      const group = await createGroup(t, o);
      for (const [method, base] of [
        ['POST', groupUrl(group.id, '/add_resources')],
        ['DELETE', groupUrl(group.id, '/remove_resources')],
      ] as const) {
        assertInvalid(await call(t, method, base, o.admin.jwt), ['query', 'resource_uuids'], 'missing');
        const bad = ['', ',', `course_${randomUUID()},`, `usergroup_${randomUUID()}`, '12', 'course_'];
        for (const list of bad) {
          assertInvalid(await call(t, method, `${base}?resource_uuids=${list}`, o.admin.jwt), [
            'query',
            'resource_uuids',
          ]);
        }
      }
    });
  });
});

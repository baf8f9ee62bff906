/**
 * Course contributors [CONTRACT 9, 10]: adding members with an authorship (default CONTRIBUTOR), changing the
 * authorship of existing authors, removing authorships, the CREATOR's protection, the membership rule, the
 * course read showing the authors, the `course_contributor_added` / `_removed` events with their exact data,
 * and the rights, validation and not-found answers of every route.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { API, createCourse, type Author, type Course } from '../../../test/content-factories.ts';
import { captureEvents, type EventCapture } from '../../../test/event-capture.ts';
import {
  ALL_RIGHTS,
  addMember,
  call,
  createApiToken,
  createOrg,
  createUser,
  type TestOrg,
  type TestUser,
} from '../../../test/factories.ts';
import { startHttpsReceiver, type HttpsReceiver } from '../../../test/https-receiver.ts';
import { buildWebhookTestApp } from '../../../test/webhook-helpers.ts';

const EVENTS = ['course_contributor_added', 'course_contributor_removed'];

describe('course contributors', () => {
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

  const url = (course: Pick<Course, 'course_uuid'>) => `${API}/courses/${course.course_uuid}/contributors`;
  const removeUrl = (course: Pick<Course, 'course_uuid'>, ids: string) => `${url(course)}?user_ids=${ids}`;

  /** An author as the API shows it. */
  function author(u: TestUser, authorship: string): Author {
    return {
      user: {
        id: u.user.id,
        user_uuid: u.user.user_uuid,
        username: u.user.username,
        first_name: u.user.first_name,
        last_name: u.user.last_name,
      },
      authorship,
      authorship_status: 'ACTIVE',
    };
  }

  /** A contributor as the events name it. */
  function entry(u: TestUser, authorship: string, previous?: string | null) {
    return {
      user_id: u.user.id,
      user_uuid: u.user.user_uuid,
      username: u.user.username,
      authorship,
      ...(previous !== undefined && { previous_authorship: previous }),
    };
  }

  /** An organization with an unpublished course by its admin, two members and a capture of the events. */
  async function setting(): Promise<{
    o: TestOrg;
    course: Course;
    learner: TestUser;
    instructor: TestUser;
    events: EventCapture;
  }> {
    const o = await createOrg(t);
    const events = await captureEvents(t, o, receiver, EVENTS);
    const course = await createCourse(t, o);
    const learner = await addMember(t, o.org.id, 'learner');
    const instructor = await addMember(t, o.org.id, 'instructor');
    return { o, course, learner, instructor, events };
  }

  async function readAuthors(o: TestOrg, course: Course): Promise<Author[]> {
    const response = await call(t, 'GET', `${API}/courses/${course.course_uuid}`, o.admin.jwt);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<Course>().authors;
  }

  describe('adding', () => {
    it('adds members as CONTRIBUTOR by default, shows them in the course read and emits one event', async () => {
      const { o, course, learner, instructor, events } = await setting();
      const response = await call(t, 'POST', url(course), o.admin.jwt, {
        user_ids: [learner.user.id, instructor.user.id, learner.user.id],
      });
      assert.equal(response.statusCode, 200, response.body);
      const expected = [
        author(o.admin, 'CREATOR'),
        author(learner, 'CONTRIBUTOR'),
        author(instructor, 'CONTRIBUTOR'),
      ];
      assert.deepEqual(response.json(), expected);
      assert.deepEqual(await readAuthors(o, course), expected);
      assert.deepEqual(await events.takeOne('course_contributor_added'), {
        course_uuid: course.course_uuid,
        contributors: [entry(learner, 'CONTRIBUTOR', null), entry(instructor, 'CONTRIBUTOR', null)],
      });
    });

    it('gives the authorship asked for, and changes that of existing authors', async () => {
      const { o, course, learner, instructor, events } = await setting();
      const first = await call(t, 'POST', url(course), o.admin.jwt, {
        user_ids: [learner.user.id],
        authorship: 'REPORTER',
      });
      assert.equal(first.statusCode, 200, first.body);
      assert.deepEqual(await events.takeOne('course_contributor_added'), {
        course_uuid: course.course_uuid,
        contributors: [entry(learner, 'REPORTER', null)],
      });
      const second = await call(t, 'POST', url(course), o.admin.jwt, {
        user_ids: [learner.user.id, instructor.user.id],
        authorship: 'MAINTAINER',
      });
      assert.equal(second.statusCode, 200, second.body);
      assert.deepEqual(second.json(), [
        author(o.admin, 'CREATOR'),
        author(learner, 'MAINTAINER'),
        author(instructor, 'MAINTAINER'),
      ]);
      assert.deepEqual(await events.takeOne('course_contributor_added'), {
        course_uuid: course.course_uuid,
        contributors: [entry(learner, 'MAINTAINER', 'REPORTER'), entry(instructor, 'MAINTAINER', null)],
      });
    });

    it('changes nothing and emits nothing for authors who already hold it, or for the creator', async () => {
      const { o, course, learner, events } = await setting();
      const add = () =>
        call(t, 'POST', url(course), o.admin.jwt, { user_ids: [learner.user.id], authorship: 'MAINTAINER' });
      assert.equal((await add()).statusCode, 200);
      await events.takeOne('course_contributor_added');
      const again = await add();
      assert.equal(again.statusCode, 200, again.body);
      const creator = await call(t, 'POST', url(course), o.admin.jwt, {
        user_ids: [o.admin.user.id],
        authorship: 'REPORTER',
      });
      assert.equal(creator.statusCode, 200, creator.body);
      const expected = [author(o.admin, 'CREATOR'), author(learner, 'MAINTAINER')];
      assert.deepEqual(creator.json(), expected);
      assert.deepEqual(await readAuthors(o, course), expected);
      assert.deepEqual(await events.take(), []);
    });

    it('makes an inactive authorship active again', async () => {
      const { o, course, learner, events } = await setting();
      await t.services.db
        .insertInto('course_authors')
        .values({
          course_id: course.id,
          user_id: learner.user.id,
          authorship: 'CONTRIBUTOR',
          authorship_status: 'INACTIVE',
          creation_date: '2026-03-01 00:00:00.000',
          update_date: '2026-03-01 00:00:00.000',
        })
        .execute();
      const response = await call(t, 'POST', url(course), o.admin.jwt, { user_ids: [learner.user.id] });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), [author(o.admin, 'CREATOR'), author(learner, 'CONTRIBUTOR')]);
      assert.deepEqual(await events.takeOne('course_contributor_added'), {
        course_uuid: course.course_uuid,
        contributors: [entry(learner, 'CONTRIBUTOR', 'CONTRIBUTOR')],
      });
    });

    it('refuses people outside the organization and unknown ids with a 400 naming them; nothing changes', async () => {
      const { o, course, learner, events } = await setting();
      const other = await createOrg(t);
      const loner = await createUser(t);
      const response = await call(t, 'POST', url(course), o.admin.jwt, {
        user_ids: [learner.user.id, other.admin.user.id, loner.user.id, 987_654_321],
      });
      assertError(response, 400, 'not_members');
      const detail = response.json<{ detail: string }>().detail;
      for (const id of [other.admin.user.id, loner.user.id, 987_654_321])
        assert.match(detail, new RegExp(`\\b${id}\\b`));
      assert.doesNotMatch(detail, new RegExp(`\\b${learner.user.id}\\b`));
      assert.deepEqual(await readAuthors(o, course), [author(o.admin, 'CREATOR')]);
      assert.deepEqual(await events.take(), []);
    });

    it('lets any holder of courses:update add, API tokens included', async () => {
      const { o, course, learner, instructor } = await setting();
      const byInstructor = await call(t, 'POST', url(course), instructor.jwt, {
        user_ids: [learner.user.id],
      });
      assert.equal(byInstructor.statusCode, 200, byInstructor.body);
      const token = await createApiToken(t, o, { courses: { action_update: true } });
      const byToken = await call(t, 'POST', url(course), token.token, {
        user_ids: [instructor.user.id],
        authorship: 'MAINTAINER',
      });
      assert.equal(byToken.statusCode, 200, byToken.body);
      assert.deepEqual(byToken.json(), [
        author(o.admin, 'CREATOR'),
        author(learner, 'CONTRIBUTOR'),
        author(instructor, 'MAINTAINER'),
      ]);
    });

    it('validates the body (422), before looking for the course', async () => {
      const { o, course, learner } = await setting();
      const post = (body: unknown, c: Pick<Course, 'course_uuid'> = course) =>
        call(t, 'POST', url(c), o.admin.jwt, body);
      assertInvalid(
        await post({ user_ids: [learner.user.id], authorship: 'CREATOR' }),
        ['body', 'authorship'],
        'enum',
      );
      assertInvalid(
        await post({ user_ids: [learner.user.id], authorship: 'OWNER' }),
        ['body', 'authorship'],
        'enum',
      );
      assertInvalid(await post({ user_ids: [] }), ['body', 'user_ids']);
      assertInvalid(await post({ user_ids: [String(learner.user.id)] }), ['body', 'user_ids', 0], 'type');
      assertInvalid(await post({ user_ids: [0] }), ['body', 'user_ids', 0]);
      assertInvalid(await post({}), ['body', 'user_ids'], 'missing');
      assertInvalid(
        await post({ user_ids: [learner.user.id], role: 'x' }),
        ['body', 'role'],
        'extra_forbidden',
      );
      assertInvalid(await post({ user_ids: Array.from({ length: 201 }, (_, i) => i + 1) }), [
        'body',
        'user_ids',
      ]);
      assertInvalid(await post({}, { course_uuid: 'course_missing' }), ['body', 'user_ids'], 'missing');
      assert.deepEqual(await readAuthors(o, course), [author(o.admin, 'CREATOR')]);
    });
  });

  describe('removing', () => {
    async function withContributors() {
      const s = await setting();
      const added = await call(t, 'POST', url(s.course), s.o.admin.jwt, {
        user_ids: [s.learner.user.id, s.instructor.user.id],
        authorship: 'MAINTAINER',
      });
      assert.equal(added.statusCode, 200, added.body);
      await s.events.takeOne('course_contributor_added');
      return s;
    }

    it('deletes the authorships, answers the remaining authors and emits the removed ones', async () => {
      const { o, course, learner, instructor, events } = await withContributors();
      const response = await call(
        t,
        'DELETE',
        removeUrl(course, `${learner.user.id},${instructor.user.id}`),
        o.admin.jwt,
      );
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), [author(o.admin, 'CREATOR')]);
      assert.deepEqual(await readAuthors(o, course), [author(o.admin, 'CREATOR')]);
      assert.deepEqual(await events.takeOne('course_contributor_removed'), {
        course_uuid: course.course_uuid,
        contributors: [entry(learner, 'MAINTAINER'), entry(instructor, 'MAINTAINER')],
      });
    });

    it('skips ids that hold no authorship: a repeated delete succeeds and emits nothing', async () => {
      const { o, course, learner, instructor, events } = await withContributors();
      const first = await call(t, 'DELETE', removeUrl(course, `${learner.user.id},999999`), o.admin.jwt);
      assert.equal(first.statusCode, 200, first.body);
      assert.deepEqual(await events.takeOne('course_contributor_removed'), {
        course_uuid: course.course_uuid,
        contributors: [entry(learner, 'MAINTAINER')],
      });
      const again = await call(t, 'DELETE', removeUrl(course, String(learner.user.id)), o.admin.jwt);
      assert.equal(again.statusCode, 200, again.body);
      assert.deepEqual(again.json(), [author(o.admin, 'CREATOR'), author(instructor, 'MAINTAINER')]);
      assert.deepEqual(await events.take(), []);
    });

    it('never removes the creator (400), and then removes nobody', async () => {
      const { o, course, learner, instructor, events } = await withContributors();
      const response = await call(
        t,
        'DELETE',
        removeUrl(course, `${learner.user.id},${o.admin.user.id}`),
        o.admin.jwt,
      );
      assertError(response, 400, 'creator_not_removable');
      assert.deepEqual(await readAuthors(o, course), [
        author(o.admin, 'CREATOR'),
        author(learner, 'MAINTAINER'),
        author(instructor, 'MAINTAINER'),
      ]);
      assert.deepEqual(await events.take(), []);
    });

    it('removes a contributor who has left the organization', async () => {
      const { o, course, learner, instructor } = await withContributors();
      const left = await call(t, 'DELETE', `${API}/orgs/${o.org.id}/users/${learner.user.id}`, o.admin.jwt);
      assert.ok([200, 204].includes(left.statusCode), left.body);
      const response = await call(t, 'DELETE', removeUrl(course, String(learner.user.id)), o.admin.jwt);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), [author(o.admin, 'CREATOR'), author(instructor, 'MAINTAINER')]);
    });

    it('answers 422 for malformed ids, before looking for the course', async () => {
      const { o, course } = await setting();
      for (const ids of ['abc', '1,,2', '1,', '-1', '0', '1.5', '1;2', '99999999999999999']) {
        assertInvalid(await call(t, 'DELETE', removeUrl(course, ids), o.admin.jwt), ['query', 'user_ids']);
      }
      assertInvalid(await call(t, 'DELETE', url(course), o.admin.jwt), ['query', 'user_ids'], 'missing');
      assertInvalid(await call(t, 'DELETE', removeUrl({ course_uuid: 'course_missing' }, 'x'), o.admin.jwt), [
        'query',
        'user_ids',
      ]);
    });
  });

  describe('rights and not found', () => {
    const writes = (course: Pick<Course, 'course_uuid'>, userId: number) =>
      [
        ['POST', url(course), { user_ids: [userId] }],
        ['DELETE', removeUrl(course, String(userId)), undefined],
      ] as const;

    it('needs a caller (401)', async () => {
      const { course, learner } = await setting();
      for (const [method, path, body] of writes(course, learner.user.id)) {
        assertError(await call(t, method, path, undefined, body), 401, 'unauthorized');
      }
    });

    it('answers 404 for an unknown or malformed course', async () => {
      const { o, learner } = await setting();
      for (const uuid of ['course_00000000-0000-4000-8000-000000000000', 'nonsense']) {
        for (const [method, path, body] of writes({ course_uuid: uuid }, learner.user.id)) {
          assertError(await call(t, method, path, o.admin.jwt, body), 404, 'not_found');
        }
        assertError(await call(t, 'GET', url({ course_uuid: uuid }), o.admin.jwt), 404, 'not_found');
      }
    });

    it('refuses other organizations, learners and tokens without courses:update (403), before the 400 rules', async () => {
      const { o, course, learner, events } = await setting();
      const other = await createOrg(t);
      const foreignToken = await createApiToken(t, other, ALL_RIGHTS);
      const readOnly = await createApiToken(t, o, { courses: { action_read: true, action_create: true } });
      const refusals: [string, string][] = [
        [other.admin.jwt, 'not_member'],
        [foreignToken.token, 'other_organization'],
        [learner.jwt, 'missing_right'],
        [readOnly.token, 'missing_right'],
      ];
      for (const [auth, code] of refusals) {
        for (const [method, path, body] of writes(course, learner.user.id)) {
          assertError(await call(t, method, path, auth, body), 403, code);
        }
        // A non-member id would be a 400 for someone allowed; the refusal comes first.
        assertError(await call(t, 'POST', url(course), auth, { user_ids: [987_654_321] }), 403, code);
        assertError(await call(t, 'DELETE', removeUrl(course, String(o.admin.user.id)), auth), 403, code);
      }
      assert.deepEqual(await readAuthors(o, course), [author(o.admin, 'CREATOR')]);
      assert.deepEqual(await events.take(), []);
    });
  });

  describe('listing', () => {
    it('answers the authors to whoever may read the course, under the course read rules', async () => {
      const o = await createOrg(t);
      const learner = await addMember(t, o.org.id, 'learner');
      const other = await createOrg(t);
      const draft = await createCourse(t, o, { public: true });
      const open = await createCourse(t, o, { public: true, published: true });
      const internal = await createCourse(t, o, { public: false, published: true });
      for (const course of [draft, open, internal]) {
        const added = await call(t, 'POST', url(course), o.admin.jwt, { user_ids: [learner.user.id] });
        assert.equal(added.statusCode, 200, added.body);
      }
      const expected = [author(o.admin, 'CREATOR'), author(learner, 'CONTRIBUTOR')];
      const read = (course: Course, auth?: string) => call(t, 'GET', url(course), auth);

      for (const [course, auth] of [
        [open, undefined],
        [open, other.admin.jwt],
        [internal, learner.jwt],
        [draft, o.admin.jwt],
      ] as const) {
        const response = await read(course, auth);
        assert.equal(response.statusCode, 200, response.body);
        assert.deepEqual(response.json(), expected);
      }
      assertError(await read(draft), 401, 'unauthorized');
      assertError(await read(internal), 401, 'unauthorized');
      assertError(await read(internal, other.admin.jwt), 403, 'course_not_available');
    });
  });
});

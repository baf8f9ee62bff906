/**
 * Course announcements [CONTRACT 9, 10]: posting (with the `course_update_published` event and its exact
 * data), the author summary (null for API tokens), reading under the course's own read rules, newest first
 * and paginated, editing, deleting, the removal with the course, and the rights, validation and not-found
 * answers of every route.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { API, apiDate, createCourse, type Course } from '../../../test/content-factories.ts';
import { captureEvents } from '../../../test/event-capture.ts';
import {
  ALL_RIGHTS,
  addMember,
  call,
  createApiToken,
  createOrg,
  type TestOrg,
  type TestUser,
} from '../../../test/factories.ts';
import { startHttpsReceiver, type HttpsReceiver } from '../../../test/https-receiver.ts';
import { buildWebhookTestApp } from '../../../test/webhook-helpers.ts';

interface Announcement {
  id: number;
  courseupdate_uuid: string;
  course_uuid: string;
  title: string;
  content: string;
  author: { id: number; user_uuid: string; username: string; first_name: string; last_name: string } | null;
  creation_date: string;
  update_date: string;
}

interface AnnouncementPage {
  items: Announcement[];
  total: number;
  limit: number;
  offset: number;
}

describe('course announcements', () => {
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

  const base = (course: Pick<Course, 'course_uuid'>) => `${API}/courses/${course.course_uuid}/updates`;
  const one = (course: Pick<Course, 'course_uuid'>, uuid: string) => `${base(course)}/${uuid}`;

  function summary(u: TestUser) {
    return {
      id: u.user.id,
      user_uuid: u.user.user_uuid,
      username: u.user.username,
      first_name: u.user.first_name,
      last_name: u.user.last_name,
    };
  }

  async function post(
    course: Pick<Course, 'course_uuid'>,
    auth: string,
    title = 'Week 2 is open',
    content = 'Read chapter 2 before Friday.',
  ): Promise<Announcement> {
    const response = await call(t, 'POST', base(course), auth, { title, content });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<Announcement>();
  }

  async function list(
    course: Pick<Course, 'course_uuid'>,
    auth?: string,
    query = '',
  ): Promise<AnnouncementPage> {
    const response = await call(t, 'GET', `${base(course)}${query}`, auth);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<AnnouncementPage>();
  }

  async function rowCount(courseId: number): Promise<number> {
    const row = await t.services.db
      .selectFrom('course_updates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('course_id', '=', courseId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  describe('posting', () => {
    it('answers the announcement with its author and emits course_update_published', async () => {
      const o = await createOrg(t);
      const events = await captureEvents(t, o, receiver, ['course_update_published']);
      const course = await createCourse(t, o);
      const instructor = await addMember(t, o.org.id, 'instructor');
      const posted = await post(course, instructor.jwt, 'Welcome', 'Hello, class.\nSee you Monday.');
      assert.match(posted.courseupdate_uuid, /^courseupdate_[0-9a-f-]{36}$/);
      assert.ok(Number.isInteger(posted.id) && posted.id > 0);
      const now = apiDate(t.clock.now());
      assert.deepEqual(posted, {
        id: posted.id,
        courseupdate_uuid: posted.courseupdate_uuid,
        course_uuid: course.course_uuid,
        title: 'Welcome',
        content: 'Hello, class.\nSee you Monday.',
        author: summary(instructor),
        creation_date: now,
        update_date: now,
      });
      assert.deepEqual(await events.takeOne('course_update_published'), {
        courseupdate_uuid: posted.courseupdate_uuid,
        course_uuid: course.course_uuid,
      });
      const read = await call(t, 'GET', one(course, posted.courseupdate_uuid), o.admin.jwt);
      assert.equal(read.statusCode, 200, read.body);
      assert.deepEqual(read.json(), posted);
    });

    it('records no author for an API token', async () => {
      const o = await createOrg(t);
      const course = await createCourse(t, o);
      const token = await createApiToken(t, o, { courses: { action_update: true } });
      const posted = await post(course, token.token);
      assert.equal(posted.author, null);
    });

    it('validates title and content (422), before looking for the course', async () => {
      const o = await createOrg(t);
      const course = await createCourse(t, o);
      const send = (body: unknown, c: Pick<Course, 'course_uuid'> = course) =>
        call(t, 'POST', base(c), o.admin.jwt, body);
      assertInvalid(await send({ content: 'x' }), ['body', 'title'], 'missing');
      assertInvalid(await send({ title: 'x' }), ['body', 'content'], 'missing');
      assertInvalid(await send({ title: '', content: 'x' }), ['body', 'title']);
      assertInvalid(await send({ title: '  \n ', content: 'x' }), ['body', 'title']);
      assertInvalid(await send({ title: 'x', content: ' ' }), ['body', 'content']);
      assertInvalid(await send({ title: 'x'.repeat(501), content: 'x' }), ['body', 'title']);
      assertInvalid(await send({ title: 'x', content: 'x'.repeat(100_001) }), ['body', 'content']);
      assertInvalid(await send({ title: 5, content: 'x' }), ['body', 'title'], 'type');
      assertInvalid(
        await send({ title: 'x', content: 'x', pinned: true }),
        ['body', 'pinned'],
        'extra_forbidden',
      );
      assertInvalid(
        await send({ content: 'x' }, { course_uuid: 'course_missing' }),
        ['body', 'title'],
        'missing',
      );
      assert.equal(await rowCount(course.id), 0);
      // The limits themselves are accepted.
      const longest = await post(course, o.admin.jwt, 't'.repeat(500), 'c'.repeat(100_000));
      assert.equal(longest.title.length, 500);
      assert.equal(longest.content.length, 100_000);
    });
  });

  describe('reading', () => {
    it('lists newest first, paginated with limit and offset', async () => {
      const o = await createOrg(t);
      const course = await createCourse(t, o);
      const posted: Announcement[] = [];
      for (const title of ['one', 'two', 'three']) {
        posted.push(await post(course, o.admin.jwt, title));
        t.clock.advance(1000);
      }
      // Same second: the later one still comes first.
      posted.push(await post(course, o.admin.jwt, 'four'));
      const [first, second, third, fourth] = posted as [
        Announcement,
        Announcement,
        Announcement,
        Announcement,
      ];
      const otherCourse = await createCourse(t, o);
      await post(otherCourse, o.admin.jwt, 'elsewhere');

      assert.deepEqual(await list(course, o.admin.jwt), {
        items: [fourth, third, second, first],
        total: 4,
        limit: 50,
        offset: 0,
      });
      assert.deepEqual(await list(course, o.admin.jwt, '?limit=2&offset=1'), {
        items: [third, second],
        total: 4,
        limit: 2,
        offset: 1,
      });
      assert.deepEqual((await list(course, o.admin.jwt, '?offset=10')).items, []);
      for (const query of ['?limit=0', '?limit=201', '?offset=-1', '?limit=x']) {
        assertInvalid(await call(t, 'GET', `${base(course)}${query}`, o.admin.jwt), [
          'query',
          query.slice(1).split('=')[0]!,
        ]);
      }
    });

    it('follows the read rules of the course: anonymous on a public published course too', async () => {
      const o = await createOrg(t);
      const learner = await addMember(t, o.org.id, 'learner');
      const other = await createOrg(t);
      const draft = await createCourse(t, o, { public: true });
      const open = await createCourse(t, o, { public: true, published: true });
      const internal = await createCourse(t, o, { public: false, published: true });
      const posted = new Map<Course, Announcement>();
      for (const course of [draft, open, internal]) posted.set(course, await post(course, o.admin.jwt));

      const allowed: [Course, string | undefined][] = [
        [open, undefined],
        [open, other.admin.jwt],
        [open, learner.jwt],
        [internal, learner.jwt],
        [draft, o.admin.jwt],
      ];
      for (const [course, auth] of allowed) {
        const page = await list(course, auth);
        assert.deepEqual(page.items, [posted.get(course)]);
        const single = await call(t, 'GET', one(course, posted.get(course)!.courseupdate_uuid), auth);
        assert.equal(single.statusCode, 200, single.body);
      }
      const refused: [Course, string | undefined, number, string][] = [
        [draft, undefined, 401, 'unauthorized'],
        [internal, undefined, 401, 'unauthorized'],
        [draft, learner.jwt, 403, 'course_not_available'],
        [internal, other.admin.jwt, 403, 'course_not_available'],
      ];
      for (const [course, auth, status, code] of refused) {
        assertError(await call(t, 'GET', base(course), auth), status, code);
        assertError(
          await call(t, 'GET', one(course, posted.get(course)!.courseupdate_uuid), auth),
          status,
          code,
        );
      }
    });

    it('answers 404 for an unknown course or announcement, and for one of another course', async () => {
      const o = await createOrg(t);
      const course = await createCourse(t, o, { published: true });
      const otherCourse = await createCourse(t, o, { published: true });
      const elsewhere = await post(otherCourse, o.admin.jwt);
      for (const uuid of ['course_00000000-0000-4000-8000-000000000000', 'nonsense']) {
        assertError(await call(t, 'GET', base({ course_uuid: uuid }), o.admin.jwt), 404, 'not_found');
      }
      for (const uuid of [
        'courseupdate_00000000-0000-4000-8000-000000000000',
        'nonsense',
        elsewhere.courseupdate_uuid,
      ]) {
        assertError(await call(t, 'GET', one(course, uuid), o.admin.jwt), 404, 'not_found');
        assertError(await call(t, 'GET', one(course, uuid)), 404, 'not_found');
      }
    });
  });

  describe('editing and deleting', () => {
    async function setting(): Promise<{ o: TestOrg; course: Course; posted: Announcement }> {
      const o = await createOrg(t);
      const course = await createCourse(t, o, { published: true });
      return { o, course, posted: await post(course, o.admin.jwt, 'Title', 'Content') };
    }

    it('edits the title or the content in place; the author and creation date stay', async () => {
      const { o, course, posted } = await setting();
      const events = await captureEvents(t, o, receiver, ['course_update_published']);
      const instructor = await addMember(t, o.org.id, 'instructor');
      t.clock.advance(60_000);
      const edited = await call(t, 'PUT', one(course, posted.courseupdate_uuid), instructor.jwt, {
        title: 'New title',
      });
      assert.equal(edited.statusCode, 200, edited.body);
      const expected = {
        ...posted,
        title: 'New title',
        author: summary(o.admin),
        update_date: apiDate(t.clock.now()),
      };
      assert.deepEqual(edited.json(), expected);
      const again = await call(t, 'PUT', one(course, posted.courseupdate_uuid), o.admin.jwt, {
        content: 'New content',
      });
      assert.equal(again.statusCode, 200, again.body);
      assert.deepEqual(again.json(), { ...expected, content: 'New content' });
      assert.deepEqual((await list(course)).items, [{ ...expected, content: 'New content' }]);
      // An edit is not a new announcement.
      assert.deepEqual(await events.take(), []);
    });

    it('validates an edit (422): at least one field, within the limits', async () => {
      const { o, course, posted } = await setting();
      const put = (body: unknown) => call(t, 'PUT', one(course, posted.courseupdate_uuid), o.admin.jwt, body);
      assertInvalid(await put({}), ['body']);
      assertInvalid(await put({ title: '' }), ['body', 'title']);
      assertInvalid(await put({ title: 'x'.repeat(501) }), ['body', 'title']);
      assertInvalid(await put({ content: 'x'.repeat(100_001) }), ['body', 'content']);
      assertInvalid(await put({ title: 'x', author: null }), ['body', 'author'], 'extra_forbidden');
      assert.deepEqual((await list(course)).items, [posted]);
    });

    it('deletes an announcement (204); then it is gone', async () => {
      const { o, course, posted } = await setting();
      const kept = await post(course, o.admin.jwt, 'Kept');
      const response = await call(t, 'DELETE', one(course, posted.courseupdate_uuid), o.admin.jwt);
      assert.equal(response.statusCode, 204, response.body);
      assert.equal(response.body, '');
      assert.deepEqual(await list(course), { items: [kept], total: 1, limit: 50, offset: 0 });
      assertError(await call(t, 'GET', one(course, posted.courseupdate_uuid)), 404, 'not_found');
      assertError(
        await call(t, 'DELETE', one(course, posted.courseupdate_uuid), o.admin.jwt),
        404,
        'not_found',
      );
      assertError(
        await call(t, 'PUT', one(course, posted.courseupdate_uuid), o.admin.jwt, { title: 'x' }),
        404,
        'not_found',
      );
    });

    it('goes with its course', async () => {
      const { o, course } = await setting();
      await post(course, o.admin.jwt, 'Second');
      const other = await createCourse(t, o);
      await post(other, o.admin.jwt);
      assert.equal(await rowCount(course.id), 2);
      const deleted = await call(t, 'DELETE', `${API}/courses/${course.course_uuid}`, o.admin.jwt);
      assert.equal(deleted.statusCode, 204, deleted.body);
      assert.equal(await rowCount(course.id), 0);
      assert.equal(await rowCount(other.id), 1);
    });
  });

  describe('rights and not found for writes', () => {
    it('needs a caller (401), a known course and announcement (404), and courses:update there (403)', async () => {
      const o = await createOrg(t);
      const course = await createCourse(t, o, { published: true });
      const posted = await post(course, o.admin.jwt, 'Title', 'Content');
      const learner = await addMember(t, o.org.id, 'learner');
      const other = await createOrg(t);
      const foreignToken = await createApiToken(t, other, ALL_RIGHTS);
      const readOnly = await createApiToken(t, o, {
        courses: { action_read: true, action_create: true, action_delete: true },
      });
      const writes = (c: Pick<Course, 'course_uuid'>, uuid: string) =>
        [
          ['POST', base(c), { title: 'x', content: 'y' }],
          ['PUT', one(c, uuid), { title: 'x' }],
          ['DELETE', one(c, uuid), undefined],
        ] as const;

      for (const [method, path, body] of writes(course, posted.courseupdate_uuid)) {
        assertError(await call(t, method, path, undefined, body), 401, 'unauthorized');
        for (const [auth, code] of [
          [other.admin.jwt, 'not_member'],
          [foreignToken.token, 'other_organization'],
          [learner.jwt, 'missing_right'],
          [readOnly.token, 'missing_right'],
        ] as const) {
          assertError(await call(t, method, path, auth, body), 403, code);
        }
      }
      for (const [method, path, body] of writes(
        { course_uuid: 'course_00000000-0000-4000-8000-000000000000' },
        posted.courseupdate_uuid,
      )) {
        assertError(await call(t, method, path, o.admin.jwt, body), 404, 'not_found');
      }
      for (const [method, path, body] of writes(course, 'courseupdate_missing').slice(1)) {
        assertError(await call(t, method, path, o.admin.jwt, body), 404, 'not_found');
      }
      assert.deepEqual((await list(course)).items, [posted]);
    });
  });
});

/**
 * Courses through HTTP [SPEC 2.1, 3, 4.2, 6.3; CONTRACT 2, 5]: the multipart create with every field of 2.1
 * echoed in CourseRead, the thumbnail on disk and served back, validation and rights on create, partial
 * updates, the thumbnail replace, and the course_* events (exact `data`, read from the outbox rows). The
 * delete with everything hanging off the course is in courses-delete.int.test.ts.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import {
  API,
  COURSE_FIELDS,
  apiDate,
  callForm,
  createCourse,
  postCourse,
  thumbnailPng,
  type Author,
  type Course,
} from '../../../test/content-factories.ts';
import {
  ALL_RIGHTS,
  addMember,
  call,
  createApiToken,
  createOrg,
  type TestUser,
} from '../../../test/factories.ts';
import { SAMPLE_FILES, type FilePart } from '../../../test/multipart.ts';
import { courseDir, filesUnder, orgDir, readStoredFile } from '../../../test/stored-files.ts';
import { buildWebhookTestApp, createEndpoint } from '../../../test/webhook-helpers.ts';

const COURSE_UUID = /^course_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const API_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function creatorOf(u: TestUser): Author {
  return {
    user: {
      id: u.user.id,
      user_uuid: u.user.user_uuid,
      username: u.user.username,
      first_name: u.user.first_name,
      last_name: u.user.last_name,
    },
    authorship: 'CREATOR',
    authorship_status: 'ACTIVE',
  };
}

/** The events queued for the organization's endpoints, oldest first, as `{event, data}`. */
async function queuedEvents(t: TestApp, orgId: number): Promise<{ event: string; data: unknown }[]> {
  const rows = await t.services.db
    .selectFrom('webhook_deliveries')
    .select(['event', 'payload'])
    .where('org_id', '=', orgId)
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const envelope = JSON.parse(r.payload) as { event: string; data: unknown };
    assert.equal(envelope.event, r.event);
    return { event: r.event, data: envelope.data };
  });
}

describe('courses', () => {
  let t: TestApp;
  before(async () => {
    t = await buildWebhookTestApp();
  });
  after(() => t.close());

  describe('create (multipart)', () => {
    it('echoes every field of SPEC 2.1 in CourseRead and stores the thumbnail', async () => {
      const o = await createOrg(t);
      const instructor = await addMember(t, o.org.id, 'instructor');
      t.clock.advance(61_000);
      const now = apiDate(t.clock.now());
      const response = await postCourse(
        t,
        o.org.id,
        instructor.jwt,
        {
          name: 'Intro to Rust',
          description: 'Systems programming, safely',
          about: 'A long *about* text\nwith two lines',
          public: 'false',
          learnings: JSON.stringify(['ownership', 'borrowing', 'lifetimes']),
          tags: JSON.stringify(['rust', 'systems']),
        },
        [thumbnailPng()],
      );
      assert.equal(response.statusCode, 200, response.body);
      const course = response.json<Course>();
      assert.match(course.course_uuid, COURSE_UUID);
      assert.ok(Number.isInteger(course.id) && course.id > 0);
      assert.match(course.thumbnail_image, /^[0-9a-f-]{36}\.png$/);
      assert.deepEqual(course, {
        id: course.id,
        course_uuid: course.course_uuid,
        org_id: o.org.id,
        name: 'Intro to Rust',
        description: 'Systems programming, safely',
        about: 'A long *about* text\nwith two lines',
        public: false,
        published: false,
        thumbnail_type: 'image',
        thumbnail_image: course.thumbnail_image,
        thumbnail_video: '',
        learnings: ['ownership', 'borrowing', 'lifetimes'],
        tags: ['rust', 'systems'],
        authors: [creatorOf(instructor)],
        creation_date: now,
        update_date: now,
      });
      const stored = path.join(courseDir(t.dataDir, course), 'thumbnails', course.thumbnail_image);
      assert.deepEqual(readStoredFile(stored), { contentType: 'image/png', bytes: SAMPLE_FILES.png });

      // The same course read back.
      const read = await call(t, 'GET', `${API}/courses/${course.course_uuid}`, instructor.jwt);
      assert.equal(read.statusCode, 200, read.body);
      assert.deepEqual(read.json(), course);
    });

    it('defaults: no thumbnail, no learnings or tags', async () => {
      const o = await createOrg(t);
      const course = await createCourse(t, o);
      assert.equal(course.thumbnail_type, 'image');
      assert.equal(course.thumbnail_image, '');
      assert.equal(course.thumbnail_video, '');
      assert.deepEqual(course.learnings, []);
      assert.deepEqual(course.tags, []);
      assert.equal(course.public, true);
      assert.equal(course.published, false);
      assert.match(course.creation_date, API_DATE);
      assert.deepEqual(course.authors, [creatorOf(o.admin)]);
      assert.deepEqual(filesUnder(courseDir(t.dataDir, course)), []);
    });

    it('takes a video thumbnail with thumbnail_type video', async () => {
      const o = await createOrg(t);
      const course = await createCourse(t, o, {
        fields: { thumbnail_type: 'video' },
        files: [
          { field: 'thumbnail', filename: 'clip.mp4', content: SAMPLE_FILES.mp4, contentType: 'video/mp4' },
        ],
      });
      assert.equal(course.thumbnail_type, 'video');
      assert.equal(course.thumbnail_image, '');
      assert.match(course.thumbnail_video, /^[0-9a-f-]{36}\.mp4$/);
      const dir = courseDir(t.dataDir, course);
      assert.deepEqual(filesUnder(dir), [`thumbnails/${course.thumbnail_video}`]);
      assert.deepEqual(readStoredFile(path.join(dir, 'thumbnails', course.thumbnail_video)), {
        contentType: 'video/mp4',
        bytes: SAMPLE_FILES.mp4,
      });

      const served = await call(t, 'GET', `${API}/courses/${course.course_uuid}/thumbnail`, o.admin.jwt);
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'video/mp4');
      assert.deepEqual(served.rawPayload, SAMPLE_FILES.mp4);
    });

    it('serves the thumbnail back with its content type', async () => {
      const o = await createOrg(t);
      const course = await createCourse(t, o, {
        files: [
          { field: 'thumbnail', filename: 'p.jpg', content: SAMPLE_FILES.jpeg, contentType: 'image/jpeg' },
        ],
      });
      assert.match(course.thumbnail_image, /\.jpg$/);
      const served = await call(t, 'GET', `${API}/courses/${course.course_uuid}/thumbnail`, o.admin.jwt);
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'image/jpeg');
      assert.equal(served.headers['content-length'], String(SAMPLE_FILES.jpeg.length));
      assert.deepEqual(served.rawPayload, SAMPLE_FILES.jpeg);

      const none = await createCourse(t, o);
      const missing = await call(t, 'GET', `${API}/courses/${none.course_uuid}/thumbnail`, o.admin.jwt);
      assertError(missing, 404, 'not_found');
    });

    it('refuses a PNG declared as a video thumbnail (400) and stores nothing', async () => {
      const o = await createOrg(t);
      const response = await postCourse(
        t,
        o.org.id,
        o.admin.jwt,
        { ...COURSE_FIELDS, thumbnail_type: 'video' },
        [thumbnailPng()],
      );
      assertError(response, 400, 'thumbnail_type_mismatch');
      assert.deepEqual(filesUnder(orgDir(t.dataDir, o.org.id)), []);
      const rows = await t.services.db
        .selectFrom('courses')
        .select('id')
        .where('org_id', '=', o.org.id)
        .execute();
      assert.equal(rows.length, 0);
    });

    it('refuses a text file as thumbnail (415)', async () => {
      const o = await createOrg(t);
      const response = await postCourse(t, o.org.id, o.admin.jwt, COURSE_FIELDS, [
        { field: 'thumbnail', filename: 'cover.png', content: SAMPLE_FILES.text, contentType: 'image/png' },
      ]);
      assertError(response, 415, 'unsupported_media_type');
    });

    it('validates the form: 422 with the location of the problem', async () => {
      const o = await createOrg(t);
      const cases: [Record<string, string>, (string | number)[]][] = [
        [{ ...COURSE_FIELDS, learnings: 'ownership, borrowing' }, ['body', 'learnings']],
        [{ ...COURSE_FIELDS, learnings: '{"a": 1}' }, ['body', 'learnings']],
        [{ ...COURSE_FIELDS, learnings: '[1, 2]' }, ['body', 'learnings']],
        [{ ...COURSE_FIELDS, tags: '"rust"' }, ['body', 'tags']],
        [{ description: 'd', about: 'a', public: 'true' }, ['body', 'name']],
        [{ ...COURSE_FIELDS, public: 'maybe' }, ['body', 'public']],
        [{ ...COURSE_FIELDS, color: 'red' }, ['body', 'color']],
        [{ ...COURSE_FIELDS, thumbnail_type: 'gif' }, ['body', 'thumbnail_type']],
      ];
      for (const [fields, loc] of cases) {
        assertInvalid(await postCourse(t, o.org.id, o.admin.jwt, fields), loc);
      }
      const rows = await t.services.db
        .selectFrom('courses')
        .select('id')
        .where('org_id', '=', o.org.id)
        .execute();
      assert.equal(rows.length, 0, 'nothing was created');
    });

    it('answers 404 for an unknown organization and 422 for org_id abc', async () => {
      const o = await createOrg(t);
      assertError(await postCourse(t, 99_999_999, o.admin.jwt), 404, 'not_found');
      assertInvalid(await postCourse(t, 'abc', o.admin.jwt), ['query', 'org_id']);
    });

    it('needs a caller with courses:create in the organization', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      const learner = await addMember(t, o.org.id, 'learner');
      assertError(await postCourse(t, o.org.id, undefined), 401, 'unauthorized');
      assertError(await postCourse(t, o.org.id, learner.jwt), 403, 'missing_right');
      assertError(await postCourse(t, o.org.id, other.admin.jwt), 403, 'not_member');

      const readOnly = await createApiToken(t, o, {
        courses: { action_read: true, action_update: true, action_delete: true },
      });
      assertError(await postCourse(t, o.org.id, readOnly.token), 403, 'missing_right');
      const foreign = await createApiToken(t, other, ALL_RIGHTS);
      assertError(await postCourse(t, o.org.id, foreign.token), 403, 'other_organization');
      const rows = await t.services.db
        .selectFrom('courses')
        .select('id')
        .where('org_id', '=', o.org.id)
        .execute();
      assert.equal(rows.length, 0);
    });

    it('checks in the order 401 → 422 → 404 → 403 (CONTRACT 2)', async () => {
      const o = await createOrg(t);
      const learner = await addMember(t, o.org.id, 'learner');
      const invalid = { ...COURSE_FIELDS, learnings: 'not json' };
      assertError(await postCourse(t, o.org.id, undefined, invalid), 401, 'unauthorized');
      assertInvalid(await postCourse(t, 99_999_999, learner.jwt, invalid), ['body', 'learnings']);
      assertError(await postCourse(t, 99_999_999, learner.jwt), 404, 'not_found');
      assertError(await postCourse(t, o.org.id, learner.jwt), 403, 'missing_right');

      const course = await createCourse(t, o);
      const unknown = `${API}/courses/course_00000000-0000-4000-8000-000000000000`;
      assertError(await call(t, 'PUT', unknown, undefined, { name: '' }), 401, 'unauthorized');
      assertInvalid(await call(t, 'PUT', unknown, learner.jwt, { name: '' }), ['body', 'name']);
      assertError(await call(t, 'PUT', unknown, learner.jwt, { name: 'x' }), 404, 'not_found');
      assertError(
        await call(t, 'PUT', `${API}/courses/${course.course_uuid}`, learner.jwt, { name: 'x' }),
        403,
        'missing_right',
      );
    });

    it("credits an API token's creator as the author", async () => {
      const o = await createOrg(t);
      const { token } = await createApiToken(t, o, { courses: { action_create: true } });
      const response = await postCourse(t, o.org.id, token);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json<Course>().authors, [creatorOf(o.admin)]);
    });
  });

  describe('update', () => {
    it('changes each field alone and leaves the others as they were', async () => {
      const o = await createOrg(t);
      let current = await createCourse(t, o, {
        public: false,
        fields: { learnings: JSON.stringify(['one']), tags: JSON.stringify(['a']) },
      });
      const changes: Partial<Course>[] = [
        { name: 'Renamed' },
        { description: 'New line' },
        { about: 'New about' },
        { public: true },
        { published: true },
        { learnings: ['x', 'y', 'z'] },
        { tags: [] },
        { tags: ['b', 'c'] },
        { published: false },
        { public: false },
      ];
      for (const change of changes) {
        t.clock.advance(1000);
        const response = await call(t, 'PUT', `${API}/courses/${current.course_uuid}`, o.admin.jwt, change);
        assert.equal(response.statusCode, 200, response.body);
        const expected = { ...current, ...change, update_date: apiDate(t.clock.now()) };
        assert.deepEqual(response.json(), expected, JSON.stringify(change));
        const read = await call(t, 'GET', `${API}/courses/${current.course_uuid}`, o.admin.jwt);
        assert.deepEqual(read.json(), expected);
        current = expected;
      }
    });

    it('an empty body changes nothing but the update date', async () => {
      const o = await createOrg(t);
      const course = await createCourse(t, o);
      t.clock.advance(1000);
      const response = await call(t, 'PUT', `${API}/courses/${course.course_uuid}`, o.admin.jwt, {});
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { ...course, update_date: apiDate(t.clock.now()) });
    });

    it('validates the body (422)', async () => {
      const o = await createOrg(t);
      const course = await createCourse(t, o);
      const url = `${API}/courses/${course.course_uuid}`;
      assertInvalid(await call(t, 'PUT', url, o.admin.jwt, { name: '' }), ['body', 'name']);
      assertInvalid(await call(t, 'PUT', url, o.admin.jwt, { learnings: 'a,b' }), ['body', 'learnings']);
      assertInvalid(await call(t, 'PUT', url, o.admin.jwt, { tags: [1] }), ['body', 'tags', 0]);
      assertInvalid(await call(t, 'PUT', url, o.admin.jwt, { published: 'yes' }), ['body', 'published']);
      assertInvalid(await call(t, 'PUT', url, o.admin.jwt, { org_id: 5 }), ['body', 'org_id']);
      const read = await call(t, 'GET', url, o.admin.jwt);
      assert.deepEqual(read.json(), course);
    });

    it('answers 404 for an unknown or malformed uuid', async () => {
      const o = await createOrg(t);
      for (const uuid of ['course_00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        assertError(
          await call(t, 'PUT', `${API}/courses/${uuid}`, o.admin.jwt, { name: 'x' }),
          404,
          'not_found',
        );
        assertError(await call(t, 'GET', `${API}/courses/${uuid}`, o.admin.jwt), 404, 'not_found');
        assertError(await call(t, 'DELETE', `${API}/courses/${uuid}`, o.admin.jwt), 404, 'not_found');
      }
    });

    it('needs courses:update in the course organization', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      const course = await createCourse(t, o);
      const url = `${API}/courses/${course.course_uuid}`;
      const learner = await addMember(t, o.org.id, 'learner');
      const instructor = await addMember(t, o.org.id, 'instructor');
      const noUpdate = await createApiToken(t, o, {
        courses: { action_create: true, action_read: true, action_delete: true },
      });
      const withUpdate = await createApiToken(t, o, { courses: { action_update: true } });
      const foreign = await createApiToken(t, other, ALL_RIGHTS);
      assertError(await call(t, 'PUT', url, undefined, { name: 'x' }), 401, 'unauthorized');
      assertError(await call(t, 'PUT', url, learner.jwt, { name: 'x' }), 403, 'missing_right');
      assertError(await call(t, 'PUT', url, other.admin.jwt, { name: 'x' }), 403, 'not_member');
      assertError(await call(t, 'PUT', url, noUpdate.token, { name: 'x' }), 403, 'missing_right');
      assertError(await call(t, 'PUT', url, foreign.token, { name: 'x' }), 403, 'other_organization');
      assert.equal((await call(t, 'GET', url, o.admin.jwt)).json<Course>().name, 'Course');

      const byInstructor = await call(t, 'PUT', url, instructor.jwt, { name: 'By instructor' });
      assert.equal(byInstructor.statusCode, 200, byInstructor.body);
      const byToken = await call(t, 'PUT', url, withUpdate.token, { name: 'By token', published: true });
      assert.equal(byToken.statusCode, 200, byToken.body);
      assert.equal(byToken.json<Course>().name, 'By token');
      assert.equal(byToken.json<Course>().published, true);
    });
  });

  describe('thumbnail replace', () => {
    function putThumbnail(
      uuid: string,
      auth: string | undefined,
      fields: Record<string, string>,
      file: FilePart,
    ) {
      return callForm(t, 'PUT', `${API}/courses/${uuid}/thumbnail`, auth, fields, [file]);
    }

    it('replaces the file, removes the previous one, and checks type and rights', async () => {
      const o = await createOrg(t);
      const course = await createCourse(t, o, { files: [thumbnailPng()] });
      const dir = courseDir(t.dataDir, course);
      const jpeg: FilePart = { field: 'thumbnail', filename: 'x.jpg', content: SAMPLE_FILES.jpeg };
      t.clock.advance(1000);
      const replaced = await putThumbnail(course.course_uuid, o.admin.jwt, {}, jpeg);
      assert.equal(replaced.statusCode, 200, replaced.body);
      const after = replaced.json<Course>();
      assert.match(after.thumbnail_image, /^[0-9a-f-]{36}\.jpg$/);
      assert.deepEqual(after, {
        ...course,
        thumbnail_image: after.thumbnail_image,
        update_date: apiDate(t.clock.now()),
      });
      assert.deepEqual(filesUnder(dir), [`thumbnails/${after.thumbnail_image}`]);

      const video = await putThumbnail(
        course.course_uuid,
        o.admin.jwt,
        { thumbnail_type: 'video' },
        { field: 'thumbnail', filename: 'v.webm', content: SAMPLE_FILES.webm },
      );
      assert.equal(video.statusCode, 200, video.body);
      const asVideo = video.json<Course>();
      assert.equal(asVideo.thumbnail_type, 'video');
      assert.equal(asVideo.thumbnail_image, '');
      assert.match(asVideo.thumbnail_video, /\.webm$/);
      assert.deepEqual(filesUnder(dir), [`thumbnails/${asVideo.thumbnail_video}`]);
      const served = await call(t, 'GET', `${API}/courses/${course.course_uuid}/thumbnail`, o.admin.jwt);
      assert.equal(served.headers['content-type'], 'video/webm');
      assert.deepEqual(served.rawPayload, SAMPLE_FILES.webm);

      assertError(
        await putThumbnail(course.course_uuid, o.admin.jwt, { thumbnail_type: 'video' }, thumbnailPng()),
        400,
        'thumbnail_type_mismatch',
      );
      const learner = await addMember(t, o.org.id, 'learner');
      assertError(
        await putThumbnail(course.course_uuid, learner.jwt, {}, thumbnailPng()),
        403,
        'missing_right',
      );
      assertError(await putThumbnail(course.course_uuid, undefined, {}, thumbnailPng()), 401, 'unauthorized');
      assertError(
        await putThumbnail('course_00000000-0000-4000-8000-000000000000', o.admin.jwt, {}, thumbnailPng()),
        404,
        'not_found',
      );
      assert.deepEqual(filesUnder(dir), [`thumbnails/${asVideo.thumbnail_video}`]);
    });
  });

  describe('events', () => {
    it('course_created, course_published only on a real change, course_deleted', async () => {
      const o = await createOrg(t);
      await createEndpoint(t, o, 'https://public.example/hook', [
        'course_created',
        'course_published',
        'course_deleted',
      ]);
      const { token } = await createApiToken(t, o, ALL_RIGHTS);
      const created = await postCourse(t, o.org.id, token, { ...COURSE_FIELDS, name: 'Evented' });
      assert.equal(created.statusCode, 200, created.body);
      const course = created.json<Course>();
      const uuid = course.course_uuid;
      const url = `${API}/courses/${uuid}`;
      assert.deepEqual(await queuedEvents(t, o.org.id), [
        { event: 'course_created', data: { course_uuid: uuid, name: 'Evented', org_id: o.org.id } },
      ]);

      const put = async (body: object) => {
        const response = await call(t, 'PUT', url, o.admin.jwt, body);
        assert.equal(response.statusCode, 200, response.body);
      };
      await put({ published: false }); // already false: no event
      await put({ name: 'Evented 2', public: false }); // no publication change
      await put({ published: true, name: 'Live' });
      await put({ published: true }); // true again: nothing
      await put({ name: 'Live 2' });
      await put({ published: false });
      await put({ published: false });

      const deleted = await call(t, 'DELETE', url, token);
      assert.equal(deleted.statusCode, 204, deleted.body);

      assert.deepEqual(await queuedEvents(t, o.org.id), [
        { event: 'course_created', data: { course_uuid: uuid, name: 'Evented', org_id: o.org.id } },
        { event: 'course_published', data: { course_uuid: uuid, name: 'Live', published: true } },
        { event: 'course_published', data: { course_uuid: uuid, name: 'Live 2', published: false } },
        { event: 'course_deleted', data: { course_uuid: uuid, name: 'Live 2' } },
      ]);
    });

    it('a refused operation queues nothing', async () => {
      const o = await createOrg(t);
      await createEndpoint(t, o, 'https://public.example/hook', [
        'course_created',
        'course_published',
        'course_deleted',
      ]);
      const learner = await addMember(t, o.org.id, 'learner');
      assertError(await postCourse(t, o.org.id, learner.jwt), 403, 'missing_right');
      const course = await createCourse(t, o);
      const url = `${API}/courses/${course.course_uuid}`;
      assertError(await call(t, 'PUT', url, learner.jwt, { published: true }), 403, 'missing_right');
      assertError(await call(t, 'DELETE', url, learner.jwt), 403, 'missing_right');
      assert.deepEqual(
        (await queuedEvents(t, o.org.id)).map((e) => e.event),
        ['course_created'],
      );
    });
  });
});

/**
 * Certificate configurations [CONTRACT 9]: create (one per course, config kept byte for byte, at most 64 KiB),
 * read by whoever may read the course (API tokens by `certifications:read`), replace and delete, with the
 * rights, validation and not-found answers of every route.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  CONFIG,
  createCertification,
  postCertification,
  type Certification,
} from '../../../test/certificate-factories.ts';
import { API, apiDate, createCourse, type Course } from '../../../test/content-factories.ts';
import {
  ALL_RIGHTS,
  addMember,
  bearer,
  call,
  createApiToken,
  createOrg,
  createUser,
} from '../../../test/factories.ts';

const NO_CERTIFICATIONS = { ...ALL_RIGHTS, certifications: {} };
const unknownCourse = 'course_00000000-0000-4000-8000-000000000000';
const unknownCertification = 'certification_00000000-0000-4000-8000-000000000000';

describe('certificate configurations', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const courseUrl = (course: Pick<Course, 'course_uuid'>) =>
    `${API}/certifications/course/${course.course_uuid}`;
  const itemUrl = (c: Pick<Certification, 'certification_uuid'>) =>
    `${API}/certifications/${c.certification_uuid}`;

  /** POST with an exact JSON text, for the byte-for-byte and size checks. */
  function postText(auth: string, text: string) {
    return t.app.inject({
      method: 'POST',
      url: `${API}/certifications/`,
      headers: { ...bearer(auth), 'content-type': 'application/json' },
      payload: text,
    });
  }

  async function withCourse(options: { published?: boolean; public?: boolean } = {}) {
    const o = await createOrg(t);
    const course = await createCourse(t, o, { published: options.published ?? true, public: options.public });
    return { o, course };
  }

  describe('create', () => {
    it('answers the configuration with its course and the config as sent', async () => {
      const { o, course } = await withCourse();
      const created = await createCertification(t, o.admin.jwt, course);
      assert.match(created.certification_uuid, /^certification_[0-9a-f-]{36}$/);
      assert.equal(typeof created.id, 'number');
      assert.equal(created.course_uuid, course.course_uuid);
      assert.deepEqual(created.config, CONFIG);
      assert.equal(created.creation_date, apiDate(t.clock.now()));
      assert.equal(created.update_date, created.creation_date);
    });

    it('keeps the config byte for byte, on create and on every read', async () => {
      const { o, course } = await withCourse();
      const config = '{ "b": 1.0, "a": {"2": "x", "1": "y"}, "e": "\\u00e9" }';
      const response = await postText(
        o.admin.jwt,
        `{"course_uuid": "${course.course_uuid}", "config": ${config}}`,
      );
      assert.equal(response.statusCode, 200, response.body);
      assert.ok(response.body.includes(`"config":${config}`), response.body);
      const read = await call(t, 'GET', courseUrl(course), o.admin.jwt);
      assert.ok(read.body.includes(`"config":${config}`), read.body);
    });

    it('accepts a config of 64 KiB and refuses a larger one (422)', async () => {
      const { o, course } = await withCourse();
      const padding = (n: number) => `{"p":"${'x'.repeat(n - 8)}"}`;
      assert.equal(padding(64 * 1024).length, 64 * 1024);
      const tooLarge = await postText(
        o.admin.jwt,
        `{"course_uuid":"${course.course_uuid}","config":${padding(64 * 1024 + 1)}}`,
      );
      assertInvalid(tooLarge, ['body', 'config'], 'too_long');
      const largest = await postText(
        o.admin.jwt,
        `{"course_uuid":"${course.course_uuid}","config":${padding(64 * 1024)}}`,
      );
      assert.equal(largest.statusCode, 200, largest.body);
    });

    it('refuses a config that is not an object, a missing field and an unknown one (422)', async () => {
      const { o, course } = await withCourse();
      for (const config of [[1, 2], 'name', 3, null, true]) {
        const response = await postCertification(t, o.admin.jwt, { course_uuid: course.course_uuid, config });
        assertInvalid(response, ['body', 'config']);
      }
      assertInvalid(
        await postCertification(t, o.admin.jwt, { config: {} }),
        ['body', 'course_uuid'],
        'missing',
      );
      assertInvalid(await postCertification(t, o.admin.jwt, { course_uuid: course.course_uuid }), [
        'body',
        'config',
      ]);
      const extra = await postCertification(t, o.admin.jwt, {
        course_uuid: course.course_uuid,
        config: {},
        name: 'x',
      });
      assertInvalid(extra, ['body', 'name'], 'extra_forbidden');
    });

    it('answers 409 for a second configuration of the course', async () => {
      const { o, course } = await withCourse();
      const first = await createCertification(t, o.admin.jwt, course);
      const second = await postCertification(t, o.admin.jwt, { course_uuid: course.course_uuid, config: {} });
      assertError(second, 409, 'certification_exists');
      const read = await call(t, 'GET', courseUrl(course), o.admin.jwt);
      assert.equal(read.json<Certification>().certification_uuid, first.certification_uuid);
    });

    it('answers 404 for an unknown or malformed course uuid', async () => {
      const o = await createOrg(t);
      for (const uuid of [unknownCourse, 'not-a-uuid']) {
        assertError(
          await postCertification(t, o.admin.jwt, { course_uuid: uuid, config: {} }),
          404,
          'not_found',
        );
      }
    });

    it('needs a caller (401) with certifications:create in the course organization (403)', async () => {
      const { o, course } = await withCourse();
      const body = { course_uuid: course.course_uuid, config: {} };
      assertError(await postCertification(t, undefined, body), 401, 'unauthorized');
      const learner = await addMember(t, o.org.id, 'learner');
      assertError(await postCertification(t, learner.jwt, body), 403, 'missing_right');
      const other = await createOrg(t);
      assertError(await postCertification(t, other.admin.jwt, body), 403, 'not_member');
      const otherToken = await createApiToken(t, other, ALL_RIGHTS);
      assertError(await postCertification(t, otherToken.token, body), 403, 'other_organization');
      const weak = await createApiToken(t, o, {
        ...ALL_RIGHTS,
        certifications: { action_read: true, action_update: true, action_delete: true },
      });
      assertError(await postCertification(t, weak.token, body), 403, 'missing_right');
      // Checked in order: validation before the course, the course before the rights.
      assertInvalid(await postCertification(t, learner.jwt, { ...body, config: [] }), ['body', 'config']);
      assertError(
        await postCertification(t, learner.jwt, { course_uuid: unknownCourse, config: {} }),
        404,
        'not_found',
      );
    });

    it('lets instructors and API tokens with the right create', async () => {
      const { o, course } = await withCourse();
      const instructor = await addMember(t, o.org.id, 'instructor');
      await createCertification(t, instructor.jwt, course);
      const second = await createCourse(t, o);
      const token = await createApiToken(t, o, { certifications: { action_create: true } });
      const created = await createCertification(t, token.token, second, { certificate_name: 'By token' });
      assert.deepEqual(created.config, { certificate_name: 'By token' });
    });
  });

  describe('read by course', () => {
    async function configured(options: { published?: boolean; public?: boolean } = {}) {
      const { o, course } = await withCourse(options);
      const certification = await createCertification(t, o.admin.jwt, course);
      return { o, course, certification };
    }

    it('answers the configuration to the organization and to learners of a published course', async () => {
      const { o, course, certification } = await configured({ public: false });
      const learner = await addMember(t, o.org.id, 'learner');
      for (const auth of [o.admin.jwt, learner.jwt]) {
        const response = await call(t, 'GET', courseUrl(course), auth);
        assert.equal(response.statusCode, 200, response.body);
        assert.deepEqual(response.json<Certification>(), certification);
      }
    });

    it('answers anyone, signed in or not, for a published public course', async () => {
      const { course, certification } = await configured({ public: true });
      const anonymous = await call(t, 'GET', courseUrl(course));
      assert.equal(anonymous.statusCode, 200, anonymous.body);
      assert.deepEqual(anonymous.json<Certification>(), certification);
      const stranger = await createUser(t);
      assert.equal((await call(t, 'GET', courseUrl(course), stranger.jwt)).statusCode, 200);
    });

    it('follows the course: 401 anonymous and 403 outsiders on a private course, 403 learners on a draft', async () => {
      const closed = await configured({ public: false });
      assertError(await call(t, 'GET', courseUrl(closed.course)), 401, 'unauthorized');
      const stranger = await createOrg(t);
      assertError(
        await call(t, 'GET', courseUrl(closed.course), stranger.admin.jwt),
        403,
        'course_not_available',
      );
      const draft = await configured({ published: false });
      const learner = await addMember(t, draft.o.org.id, 'learner');
      assertError(await call(t, 'GET', courseUrl(draft.course), learner.jwt), 403, 'course_not_available');
      const instructor = await addMember(t, draft.o.org.id, 'instructor');
      assert.equal((await call(t, 'GET', courseUrl(draft.course), instructor.jwt)).statusCode, 200);
    });

    it('lets API tokens read with certifications:read only, in their own organization', async () => {
      const { o, course } = await configured({ published: false });
      const reader = await createApiToken(t, o, { certifications: { action_read: true } });
      assert.equal((await call(t, 'GET', courseUrl(course), reader.token)).statusCode, 200);
      const without = await createApiToken(t, o, NO_CERTIFICATIONS);
      assertError(await call(t, 'GET', courseUrl(course), without.token), 403, 'missing_right');
      const other = await createApiToken(t, await createOrg(t), ALL_RIGHTS);
      assertError(await call(t, 'GET', courseUrl(course), other.token), 403, 'other_organization');
    });

    it('answers 404 for a course without configuration and for an unknown course', async () => {
      const { o, course } = await withCourse();
      assertError(await call(t, 'GET', courseUrl(course), o.admin.jwt), 404, 'not_found');
      assertError(
        await call(t, 'GET', courseUrl({ course_uuid: unknownCourse }), o.admin.jwt),
        404,
        'not_found',
      );
      assertError(await call(t, 'GET', courseUrl({ course_uuid: 'nonsense' })), 404, 'not_found');
    });
  });

  describe('update', () => {
    it('replaces the config and moves update_date', async () => {
      const { o, course } = await withCourse();
      const created = await createCertification(t, o.admin.jwt, course);
      t.clock.advance(60_000);
      const response = await call(t, 'PUT', itemUrl(created), o.admin.jwt, {
        config: { certificate_name: 'New' },
      });
      assert.equal(response.statusCode, 200, response.body);
      const updated = response.json<Certification>();
      assert.deepEqual(updated, {
        ...created,
        config: { certificate_name: 'New' },
        update_date: apiDate(t.clock.now()),
      });
      assert.notEqual(updated.update_date, created.update_date);
      const read = await call(t, 'GET', courseUrl(course), o.admin.jwt);
      assert.deepEqual(read.json<Certification>(), updated);
    });

    it('refuses a config that is not an object (422) and changes nothing', async () => {
      const { o, course } = await withCourse();
      const created = await createCertification(t, o.admin.jwt, course);
      assertInvalid(await call(t, 'PUT', itemUrl(created), o.admin.jwt, { config: ['x'] }), [
        'body',
        'config',
      ]);
      assertInvalid(await call(t, 'PUT', itemUrl(created), o.admin.jwt, {}), ['body', 'config'], 'missing');
      const read = await call(t, 'GET', courseUrl(course), o.admin.jwt);
      assert.deepEqual(read.json<Certification>(), created);
    });

    it('answers 401, 403 without the update right or from another organization, 404 when unknown', async () => {
      const { o, course } = await withCourse();
      const created = await createCertification(t, o.admin.jwt, course);
      const body = { config: { x: 1 } };
      assertError(await call(t, 'PUT', itemUrl(created), undefined, body), 401, 'unauthorized');
      const learner = await addMember(t, o.org.id, 'learner');
      assertError(await call(t, 'PUT', itemUrl(created), learner.jwt, body), 403, 'missing_right');
      const reader = await createApiToken(t, o, { certifications: { action_read: true } });
      assertError(await call(t, 'PUT', itemUrl(created), reader.token, body), 403, 'missing_right');
      const other = await createOrg(t);
      assertError(await call(t, 'PUT', itemUrl(created), other.admin.jwt, body), 403, 'not_member');
      for (const uuid of [unknownCertification, 'junk']) {
        assertError(
          await call(t, 'PUT', itemUrl({ certification_uuid: uuid }), o.admin.jwt, body),
          404,
          'not_found',
        );
      }
      const instructor = await addMember(t, o.org.id, 'instructor');
      assert.equal((await call(t, 'PUT', itemUrl(created), instructor.jwt, body)).statusCode, 200);
    });
  });

  describe('delete', () => {
    it('removes the configuration (204); the course may be configured again', async () => {
      const { o, course } = await withCourse();
      const created = await createCertification(t, o.admin.jwt, course);
      const deleted = await call(t, 'DELETE', itemUrl(created), o.admin.jwt);
      assert.equal(deleted.statusCode, 204, deleted.body);
      assert.equal(deleted.body, '');
      assertError(await call(t, 'GET', courseUrl(course), o.admin.jwt), 404, 'not_found');
      assertError(await call(t, 'DELETE', itemUrl(created), o.admin.jwt), 404, 'not_found');
      const again = await createCertification(t, o.admin.jwt, course);
      assert.notEqual(again.certification_uuid, created.certification_uuid);
    });

    it('answers 401, 403 without the delete right or from another organization, 404 when unknown', async () => {
      const { o, course } = await withCourse();
      const created = await createCertification(t, o.admin.jwt, course);
      assertError(await call(t, 'DELETE', itemUrl(created)), 401, 'unauthorized');
      const learner = await addMember(t, o.org.id, 'learner');
      assertError(await call(t, 'DELETE', itemUrl(created), learner.jwt), 403, 'missing_right');
      const updater = await createApiToken(t, o, { certifications: { action_update: true } });
      assertError(await call(t, 'DELETE', itemUrl(created), updater.token), 403, 'missing_right');
      const other = await createApiToken(t, await createOrg(t), ALL_RIGHTS);
      assertError(await call(t, 'DELETE', itemUrl(created), other.token), 403, 'other_organization');
      assertError(
        await call(t, 'DELETE', itemUrl({ certification_uuid: unknownCertification }), o.admin.jwt),
        404,
        'not_found',
      );
      assert.equal((await call(t, 'GET', courseUrl(course), o.admin.jwt)).statusCode, 200);
      const deleter = await createApiToken(t, o, { certifications: { action_delete: true } });
      assert.equal((await call(t, 'DELETE', itemUrl(created), deleter.token)).statusCode, 204);
    });
  });
});

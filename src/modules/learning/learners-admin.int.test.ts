/**
 * The learner's journey driven headless [CONTRACT 9]: `/admin/{org_slug}` enrolment (one and in bulk), marking
 * done and not done, and progress reads on a learner's behalf, with the `users` bucket of an API token or an
 * admin's JWT. Checks: 404 → 403 → 400, organization scope, and the assignment rule (needs enrolment).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { createShell } from '../../../test/assignment-factories.ts';
import { createCustomActivity } from '../../../test/content-factories.ts';
import {
  addMember,
  createApiToken,
  createOrg,
  createUser,
  rightsWithout,
  usersRight,
  type TestOrg,
} from '../../../test/factories.ts';
import { headless, runOf, takeableCourse, type Takeable } from '../../../test/learning-factories.ts';

describe('headless enrolment and progress', () => {
  let t: TestApp;
  let o: TestOrg;
  let slug: string;
  let take: Takeable;
  let full: string;

  before(async () => {
    t = await buildTestApp();
    o = await createOrg(t);
    slug = o.org.slug;
    take = await takeableCourse(t, o, { perChapter: [2] });
    full = (await createApiToken(t, o, usersRight('create'))).token;
  });
  after(() => t?.close());

  const token = async (rights: Parameters<typeof createApiToken>[2]) =>
    (await createApiToken(t, o, rights)).token;

  describe('enrolment of one learner', () => {
    it('enrols with users:create (token or admin JWT), then 400 already_enrolled', async () => {
      const learner = await addMember(t, o.org.id, 'learner');
      const run = runOf(await headless.enrol(t, full, slug, learner.user.id, take.course.course_uuid));
      assert.equal(run.activities_total, 2);
      assert.equal(run.activities_done, 0);
      assertError(
        await headless.enrol(t, o.admin.jwt, slug, learner.user.id, take.course.course_uuid),
        400,
        'already_enrolled',
      );
      const other = await addMember(t, o.org.id, 'learner');
      runOf(await headless.enrol(t, o.admin.jwt, slug, other.user.id, take.course.course_uuid));
    });

    it('enrols in an unpublished course too (learners are enrolled before a launch)', async () => {
      const draft = await takeableCourse(t, o, { perChapter: [1] });
      await t.app.inject({
        method: 'PUT',
        url: `/api/v1/courses/${draft.course.course_uuid}`,
        headers: { authorization: `Bearer ${o.admin.jwt}` },
        payload: { published: false },
      });
      const learner = await addMember(t, o.org.id, 'learner');
      runOf(await headless.enrol(t, full, slug, learner.user.id, draft.course.course_uuid));
    });

    it('checks 401, 404 (slug, user, course), 403 (right, scope, membership), 422', async () => {
      const learner = await addMember(t, o.org.id, 'learner');
      const course = take.course.course_uuid;
      assertError(await headless.enrol(t, undefined, slug, learner.user.id, course), 401, 'unauthorized');
      assertError(await headless.enrol(t, full, 'no-such-org', learner.user.id, course), 404, 'not_found');
      assertError(await headless.enrol(t, full, slug, 999_999_999, course), 404, 'not_found');
      assertError(await headless.enrol(t, full, slug, learner.user.id, 'course_nope'), 404, 'not_found');
      assertError(
        await headless.enrol(t, await token(rightsWithout('create')), slug, learner.user.id, course),
        403,
        'missing_right',
      );
      const instructor = await addMember(t, o.org.id, 'instructor');
      assertError(
        await headless.enrol(t, instructor.jwt, slug, learner.user.id, course),
        403,
        'missing_right',
      );
      const stranger = await createUser(t);
      assertError(await headless.enrol(t, full, slug, stranger.user.id, course), 403, 'not_member');
      const elsewhere = await createOrg(t);
      const foreign = await takeableCourse(t, elsewhere, { perChapter: [1] });
      assertError(
        await headless.enrol(t, full, slug, learner.user.id, foreign.course.course_uuid),
        403,
        'other_organization',
      );
      // A token of another organization, on this organization's path.
      const theirs = (await createApiToken(t, elsewhere, usersRight('create'))).token;
      assert.equal((await headless.enrol(t, theirs, slug, learner.user.id, course)).statusCode, 403);
      assertInvalid(await headless.enrol(t, full, slug, 'abc', course), ['path', 'user_id']);
    });

    it('unenrols with users:delete: 204, then 404 not_enrolled', async () => {
      const learner = await addMember(t, o.org.id, 'learner');
      const course = take.course.course_uuid;
      runOf(await headless.enrol(t, full, slug, learner.user.id, course));
      assertError(await headless.unenrol(t, full, slug, learner.user.id, course), 403, 'missing_right');
      const remover = await token(usersRight('delete'));
      assert.equal((await headless.unenrol(t, remover, slug, learner.user.id, course)).statusCode, 204);
      assertError(await headless.unenrol(t, remover, slug, learner.user.id, course), 404, 'not_enrolled');
      assertError(
        await headless.progress(t, o.admin.jwt, slug, learner.user.id, course),
        404,
        'not_enrolled',
      );
    });
  });

  describe('bulk enrolment', () => {
    it('answers per learner and never fails as a whole for one bad learner', async () => {
      const [a, b] = [await addMember(t, o.org.id, 'learner'), await addMember(t, o.org.id, 'learner')];
      const stranger = await createUser(t);
      runOf(await headless.enrol(t, full, slug, b.user.id, take.course.course_uuid));
      const response = await headless.bulk(t, full, slug, {
        course_uuid: take.course.course_uuid,
        user_ids: [a.user.id, b.user.id, 999_999_999, stranger.user.id, a.user.id],
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), {
        results: [
          { user_id: a.user.id, status: 'enrolled' },
          { user_id: b.user.id, status: 'already_enrolled' },
          { user_id: 999_999_999, status: 'not_found' },
          { user_id: stranger.user.id, status: 'not_member' },
        ],
      });
      runOf(await headless.progress(t, o.admin.jwt, slug, a.user.id, take.course.course_uuid));
    });

    it('checks 401, 403, 404 and 422 on the call itself', async () => {
      const learner = await addMember(t, o.org.id, 'learner');
      const body = { course_uuid: take.course.course_uuid, user_ids: [learner.user.id] };
      assertError(await headless.bulk(t, undefined, slug, body), 401, 'unauthorized');
      assertError(await headless.bulk(t, await token(usersRight('read')), slug, body), 403, 'missing_right');
      assertError(await headless.bulk(t, full, slug, { ...body, course_uuid: 'course_x' }), 404, 'not_found');
      assertInvalid(await headless.bulk(t, full, slug, { ...body, user_ids: [] }), ['body', 'user_ids']);
      assertInvalid(
        await headless.bulk(t, full, slug, {
          ...body,
          user_ids: Array.from({ length: 1001 }, (_, i) => i + 1),
        }),
        ['body', 'user_ids'],
      );
      assertInvalid(await headless.bulk(t, full, slug, { user_ids: [1] }), ['body', 'course_uuid']);
    });
  });

  describe('progress on a learner behalf', () => {
    it('marks done (enrolling when needed) and not done with users:update; reads with users:read', async () => {
      const learner = await addMember(t, o.org.id, 'learner');
      const updater = await token(usersRight('update'));
      const [a, b] = take.activities.map((x) => x.activity_uuid) as [string, string];
      let run = runOf(await headless.complete(t, updater, slug, learner.user.id, a));
      assert.equal(run.activities_done, 1);
      run = runOf(await headless.complete(t, updater, slug, learner.user.id, b));
      assert.equal(run.completed, true);
      run = runOf(await headless.uncomplete(t, updater, slug, learner.user.id, b));
      assert.equal(run.completed, false);
      assert.equal(run.percentage, 50);
      const reader = await token(usersRight('read'));
      run = runOf(await headless.progress(t, reader, slug, learner.user.id, take.course.course_uuid));
      assert.equal(run.activities_done, 1);
      const instructor = await addMember(t, o.org.id, 'instructor');
      runOf(await headless.progress(t, instructor.jwt, slug, learner.user.id, take.course.course_uuid));
      assertError(await headless.complete(t, reader, slug, learner.user.id, a), 403, 'missing_right');
      assertError(
        await headless.progress(t, full, slug, learner.user.id, take.course.course_uuid),
        403,
        'missing_right',
      );
    });

    it("needs the learner enrolled to mark an assignment's activity done", async () => {
      const course = await takeableCourse(t, o, { perChapter: [1] });
      const shell = await createShell(t, { o, chapter: course.chapters[0]! });
      const learner = await addMember(t, o.org.id, 'learner');
      assertError(
        await headless.complete(t, o.admin.jwt, slug, learner.user.id, shell.activity_uuid),
        400,
        'not_enrolled',
      );
      runOf(await headless.enrol(t, o.admin.jwt, slug, learner.user.id, course.course.course_uuid));
      const run = runOf(await headless.complete(t, o.admin.jwt, slug, learner.user.id, shell.activity_uuid));
      assert.equal(run.activities_done, 1);
      assert.equal(run.activities_total, 2);
    });

    it('checks 404, 403, 400 and 422', async () => {
      const learner = await addMember(t, o.org.id, 'learner');
      const uuid = take.activities[0]!.activity_uuid;
      assertError(await headless.complete(t, undefined, slug, learner.user.id, uuid), 401, 'unauthorized');
      assertError(
        await headless.complete(t, o.admin.jwt, slug, learner.user.id, 'activity_x'),
        404,
        'not_found',
      );
      assertError(await headless.complete(t, o.admin.jwt, slug, 999_999_999, uuid), 404, 'not_found');
      const stranger = await createUser(t);
      assertError(await headless.complete(t, o.admin.jwt, slug, stranger.user.id, uuid), 403, 'not_member');
      const draft = await createCustomActivity(t, { o, chapter: take.chapters[0]! }, { name: 'Draft' });
      assertError(
        await headless.complete(t, o.admin.jwt, slug, learner.user.id, draft.activity_uuid),
        400,
        'activity_not_in_course',
      );
      assertError(
        await headless.uncomplete(t, o.admin.jwt, slug, learner.user.id, uuid),
        404,
        'not_enrolled',
      );
      assertInvalid(await headless.progress(t, o.admin.jwt, slug, 0, take.course.course_uuid), [
        'path',
        'user_id',
      ]);
    });
  });
});

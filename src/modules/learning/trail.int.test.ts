/**
 * The signed-in learner's own journey, `/trail` [CONTRACT 9, 10]: enrol, mark activities done and not done,
 * read the runs, leave. Session only; what a learner may mark follows what they may open.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { createCourse, createCustomActivity, reorder } from '../../../test/content-factories.ts';
import {
  ALL_RIGHTS,
  addMember,
  createApiToken,
  createOrg,
  createUser,
  type TestOrg,
} from '../../../test/factories.ts';
import { runOf, takeableCourse, trail } from '../../../test/learning-factories.ts';
import { createShell } from '../../../test/assignment-factories.ts';

describe('the learner trail', () => {
  let t: TestApp;
  let o: TestOrg;

  before(async () => {
    t = await buildTestApp();
    o = await createOrg(t);
  });
  after(() => t?.close());

  describe('enrolment', () => {
    it('enrols a learner, answers the empty run, and refuses a second enrolment with 400', async () => {
      const { course, activities } = await takeableCourse(t, o);
      const learner = await addMember(t, o.org.id, 'learner');
      const run = runOf(await trail.enrol(t, learner.jwt, course.course_uuid));
      assert.deepEqual(run.course, { course_uuid: course.course_uuid, name: course.name });
      assert.equal(run.enrollment_date, '2026-03-02 09:00:00');
      assert.equal(run.status, 'in_progress');
      assert.equal(run.activities_done, 0);
      assert.equal(run.activities_total, 3);
      assert.equal(run.percentage, 0);
      assert.equal(run.completed, false);
      assert.deepEqual(
        run.steps,
        activities.map((a) => ({ activity_uuid: a.activity_uuid, complete: false, completion_date: null })),
      );
      assertError(await trail.enrol(t, learner.jwt, course.course_uuid), 400, 'already_enrolled');
    });

    it('lets a signed-in person of another organization enrol in a public published course', async () => {
      const { course } = await takeableCourse(t, o, { public: true });
      const outsider = await createUser(t);
      assert.equal((await trail.enrol(t, outsider.jwt, course.course_uuid)).statusCode, 200);
    });

    it('answers 401 anonymous, 403 for API tokens, 404 unknown, 403 unreachable, 422 malformed', async () => {
      const { course } = await takeableCourse(t, o);
      const { token } = await createApiToken(t, o, ALL_RIGHTS);
      assertError(await trail.enrol(t, undefined, course.course_uuid), 401, 'unauthorized');
      assertError(await trail.enrol(t, token, course.course_uuid), 403, 'session_only');
      const learner = await addMember(t, o.org.id, 'learner');
      assertError(
        await trail.enrol(t, learner.jwt, 'course_00000000-0000-4000-8000-000000000000'),
        404,
        'not_found',
      );
      assertError(await trail.enrol(t, learner.jwt, 'nonsense'), 404, 'not_found');
      const draft = await createCourse(t, o, { published: false });
      assertError(await trail.enrol(t, learner.jwt, draft.course_uuid), 403, 'course_not_available');
      // A members-only course is out of reach for people of other organizations.
      const outsider = await createUser(t);
      assertError(await trail.enrol(t, outsider.jwt, course.course_uuid), 403, 'course_not_available');
      assertError(await trail.enrol(t, learner.jwt, `course_${'x'.repeat(300)}`), 404, 'not_found');
    });

    it('leaves with 204, then 404; progress is kept for a return', async () => {
      const { course, activities } = await takeableCourse(t, o);
      const learner = await addMember(t, o.org.id, 'learner');
      runOf(await trail.done(t, learner.jwt, activities[0]!.activity_uuid));
      assert.equal((await trail.leave(t, learner.jwt, course.course_uuid)).statusCode, 204);
      assertError(await trail.leave(t, learner.jwt, course.course_uuid), 404, 'not_enrolled');
      const runs = (await trail.read(t, learner.jwt, o.org.id)).json<{ runs: unknown[] }>().runs;
      assert.equal(runs.length, 0, 'a course left is not in the trail');
      const back = runOf(await trail.enrol(t, learner.jwt, course.course_uuid));
      assert.equal(back.activities_done, 1);
      assertError(await trail.leave(t, undefined, course.course_uuid), 401, 'unauthorized');
    });
  });

  describe('marking activities done', () => {
    it('enrols when needed, is idempotent, and completes the course with the last step', async () => {
      const { course, activities } = await takeableCourse(t, o);
      const learner = await addMember(t, o.org.id, 'learner');
      const [a, b, c] = activities.map((x) => x.activity_uuid) as [string, string, string];
      let run = runOf(await trail.done(t, learner.jwt, a));
      assert.equal(run.activities_done, 1);
      assert.equal(run.percentage, 33.33);
      assert.deepEqual(run.steps[0], {
        activity_uuid: a,
        complete: true,
        completion_date: '2026-03-02 09:00:00',
      });
      run = runOf(await trail.done(t, learner.jwt, a));
      assert.equal(run.activities_done, 1, 'marking twice changes nothing');
      t.clock.advance(60_000);
      runOf(await trail.done(t, learner.jwt, b));
      run = runOf(await trail.done(t, learner.jwt, c));
      assert.equal(run.activities_done, 3);
      assert.equal(run.percentage, 100);
      assert.equal(run.completed, true);
      assert.equal(run.status, 'completed');
      assert.equal(run.steps[2]!.completion_date, '2026-03-02 09:01:00');
      assert.equal(run.course.course_uuid, course.course_uuid);
    });

    it('marks undone (idempotent), and refuses it with 404 when not enrolled', async () => {
      const { activities } = await takeableCourse(t, o, { perChapter: [2] });
      const learner = await addMember(t, o.org.id, 'learner');
      const [a, b] = activities.map((x) => x.activity_uuid) as [string, string];
      assertError(await trail.undone(t, learner.jwt, a), 404, 'not_enrolled');
      runOf(await trail.done(t, learner.jwt, a));
      runOf(await trail.done(t, learner.jwt, b));
      let run = runOf(await trail.undone(t, learner.jwt, b));
      assert.equal(run.completed, false);
      assert.equal(run.status, 'in_progress');
      assert.equal(run.percentage, 50);
      assert.deepEqual(run.steps[1], { activity_uuid: b, complete: false, completion_date: null });
      run = runOf(await trail.undone(t, learner.jwt, b));
      assert.equal(run.activities_done, 1);
    });

    it('refuses drafts, unlinked activities and assignments with 400, locked ones with 403', async () => {
      const { course, chapters, activities } = await takeableCourse(t, o, { perChapter: [1] });
      const chapter = chapters[0]!;
      const editor = await addMember(t, o.org.id, 'instructor');
      const draft = await createCustomActivity(t, { o, chapter }, { name: 'Draft' });
      assertError(await trail.done(t, editor.jwt, draft.activity_uuid), 400, 'activity_not_in_course');
      const shell = await createShell(t, { o, chapter });
      const learner = await addMember(t, o.org.id, 'learner');
      assertError(
        await trail.done(t, learner.jwt, shell.activity_uuid),
        400,
        'assignment_completed_by_submission',
      );
      assertError(
        await trail.undone(t, learner.jwt, shell.activity_uuid),
        400,
        'assignment_completed_by_submission',
      );
      const members = await createCustomActivity(
        t,
        { o, chapter },
        { name: 'Members', published: true, lock_type: 'authenticated' },
      );
      const publicCourse = await takeableCourse(t, o, { public: true });
      const outsider = await createUser(t);
      runOf(await trail.done(t, outsider.jwt, publicCourse.activities[0]!.activity_uuid));
      assert.equal((await trail.done(t, learner.jwt, members.activity_uuid)).statusCode, 200);
      // Unlinked by a reorder that leaves the activity out: editors only, and never a step.
      await reorder(t, o, course, [[chapter.id, [activities[0]!.id, members.id]]]);
      assertError(
        await trail.done(t, editor.jwt, shell.activity_uuid),
        400,
        'assignment_completed_by_submission',
      );
      assertError(await trail.done(t, learner.jwt, shell.activity_uuid), 403, 'activity_locked');
      assertError(
        await trail.done(t, learner.jwt, 'activity_00000000-0000-4000-8000-000000000000'),
        404,
        'not_found',
      );
    });

    it('answers 401 anonymous and 403 for API tokens', async () => {
      const { activities } = await takeableCourse(t, o, { perChapter: [1] });
      const { token } = await createApiToken(t, o, ALL_RIGHTS);
      const uuid = activities[0]!.activity_uuid;
      assertError(await trail.done(t, undefined, uuid), 401, 'unauthorized');
      assertError(await trail.done(t, token, uuid), 403, 'session_only');
      assertError(await trail.undone(t, token, uuid), 403, 'session_only');
      assertError(await trail.read(t, token, o.org.id), 403, 'session_only');
    });
  });

  describe('the trail', () => {
    it("lists the caller's runs in the organization, in enrolment order, steps in course order", async () => {
      const own = await createOrg(t);
      const learner = await addMember(t, own.org.id, 'learner');
      const first = await takeableCourse(t, own, { perChapter: [1, 2] });
      const empty = await createCourse(t, own, { published: true, public: false });
      // Chapter 2 moved before chapter 1: the steps follow the tree.
      await reorder(t, own, first.course, [
        [first.chapters[1]!.id, [first.activities[1]!.id, first.activities[2]!.id]],
        [first.chapters[0]!.id, [first.activities[0]!.id]],
      ]);
      runOf(await trail.enrol(t, learner.jwt, first.course.course_uuid));
      runOf(await trail.enrol(t, learner.jwt, empty.course_uuid));
      runOf(await trail.done(t, learner.jwt, first.activities[0]!.activity_uuid));
      const elsewhere = await takeableCourse(t, o, { public: true });
      runOf(await trail.enrol(t, learner.jwt, elsewhere.course.course_uuid));

      const response = await trail.read(t, learner.jwt, own.org.id);
      assert.equal(response.statusCode, 200, response.body);
      const { runs } = response.json<{ runs: ReturnType<typeof runOf>[] }>();
      assert.deepEqual(
        runs.map((r) => r.course.course_uuid),
        [first.course.course_uuid, empty.course_uuid],
      );
      assert.deepEqual(
        runs[0]!.steps.map((s) => s.activity_uuid),
        [1, 2, 0].map((i) => first.activities[i]!.activity_uuid),
      );
      assert.equal(runs[0]!.percentage, 33.33);
      // A course without activities is never completed and never "NaN %".
      assert.deepEqual(
        { ...runs[1]!, enrollment_date: undefined, course: undefined },
        {
          enrollment_date: undefined,
          course: undefined,
          status: 'in_progress',
          activities_done: 0,
          activities_total: 0,
          percentage: 0,
          completed: false,
          steps: [],
        },
      );
      assert.equal(response.body.includes('NaN'), false);
    });

    it('counts only published activities: a new step reopens a completed course', async () => {
      const { course, chapters, activities } = await takeableCourse(t, o, { perChapter: [1] });
      const learner = await addMember(t, o.org.id, 'learner');
      const run = runOf(await trail.done(t, learner.jwt, activities[0]!.activity_uuid));
      assert.equal(run.completed, true);
      await createCustomActivity(t, { o, chapter: chapters[0]! }, { name: 'Draft' });
      let runs = (await trail.read(t, learner.jwt, o.org.id)).json<{ runs: ReturnType<typeof runOf>[] }>()
        .runs;
      assert.equal(runs.find((r) => r.course.course_uuid === course.course_uuid)!.completed, true);
      await createCustomActivity(t, { o, chapter: chapters[0]! }, { name: 'New', published: true });
      runs = (await trail.read(t, learner.jwt, o.org.id)).json<{ runs: ReturnType<typeof runOf>[] }>().runs;
      const after = runs.find((r) => r.course.course_uuid === course.course_uuid)!;
      assert.equal(after.completed, false);
      assert.equal(after.percentage, 50);
    });

    it('answers 404 for an unknown organization and 422 for a malformed id', async () => {
      const learner = await addMember(t, o.org.id, 'learner');
      assertError(await trail.read(t, learner.jwt, 999_999_999), 404, 'not_found');
      assertInvalid(await trail.read(t, learner.jwt, 'abc'), ['path', 'org_id']);
      assertError(await trail.read(t, undefined, o.org.id), 401, 'unauthorized');
    });
  });
});

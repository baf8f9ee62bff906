/**
 * Assignments and progress [CONTRACT 9, 10]: submitting completes the assignment's activity (and the course when
 * it was the last step, issuing its certificate); an instructor may mark it done for an enrolled learner
 * (session only); a retry or a reject reopens the activity and revokes the certificate, which a new completion
 * issues again under a new uuid.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { assertError } from '../../../test/assertions.ts';
import {
  SHORT_ANSWER,
  SHORT_RIGHT,
  addTask,
  assignmentUrl,
  createAssignment,
  saveAnswer,
  submit,
  type Assignment,
  type Task,
} from '../../../test/assignment-factories.ts';
import { API, type Place } from '../../../test/content-factories.ts';
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
import { headless, runOf, takeableCourse, trail, type Takeable } from '../../../test/learning-factories.ts';

interface Verification {
  user_certification_uuid: string;
  valid: boolean;
}

describe('assignments in progress', () => {
  let t: TestApp;
  let o: TestOrg;

  before(async () => {
    t = await buildTestApp();
    o = await createOrg(t);
  });
  after(() => t?.close());

  /** A course of one page and one assignment (one short-answer task, retries allowed), with a certificate. */
  async function courseWithAssignment(): Promise<{ take: Takeable; assignment: Assignment; task: Task }> {
    const take = await takeableCourse(t, o, { perChapter: [1] });
    const p: Place = { o, course: take.course, chapter: take.chapters[0]! };
    const assignment = await createAssignment(t, p, { allow_retries: true, max_retries: 0 });
    const task = await addTask(t, o.admin.jwt, assignment, SHORT_ANSWER);
    const config = await call(t, 'POST', `${API}/certifications/`, o.admin.jwt, {
      course_uuid: take.course.course_uuid,
      config: { certification_name: 'Finisher' },
    });
    assert.equal(config.statusCode, 200, config.body);
    return { take, assignment, task };
  }

  async function handIn(learner: TestUser, assignment: Assignment, task: Task): Promise<void> {
    assert.equal((await saveAnswer(t, learner.jwt, assignment, task, SHORT_RIGHT)).statusCode, 200);
    const submitted = await submit(t, learner.jwt, assignment);
    assert.equal(submitted.statusCode, 200, submitted.body);
  }

  const myCertificate = (learner: TestUser, c: Takeable) =>
    call(t, 'GET', `${API}/certifications/user/course/${c.course.course_uuid}`, learner.jwt);
  const verify = async (uuid: string) => {
    const response = await call(t, 'GET', `${API}/certifications/certificate/${uuid}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<Verification>();
  };

  it('submitting completes the activity (enrolling when needed) and, last, the course with its certificate', async () => {
    const { take, assignment, task } = await courseWithAssignment();
    const learner = await addMember(t, o.org.id, 'learner');
    runOf(await trail.done(t, learner.jwt, take.activities[0]!.activity_uuid));
    assertError(await myCertificate(learner, take), 404, 'not_found');
    await handIn(learner, assignment, task);
    const run = runOf(
      await headless.progress(t, o.admin.jwt, o.org.slug, learner.user.id, take.course.course_uuid),
    );
    assert.equal(run.activities_total, 2);
    assert.equal(run.completed, true);
    const mine = await myCertificate(learner, take);
    assert.equal(mine.statusCode, 200, mine.body);
    const uuid = mine.json<Verification>().user_certification_uuid;
    assert.match(uuid, /^cert_/);
    assert.equal((await verify(uuid)).valid, true);
  });

  it('a submission on a learner behalf enrols them and completes the activity', async () => {
    const { take, assignment, task } = await courseWithAssignment();
    const learner = await addMember(t, o.org.id, 'learner');
    const { token } = await createApiToken(t, o, ALL_RIGHTS);
    assert.equal(
      (await saveAnswer(t, token, assignment, task, SHORT_RIGHT, learner.user.id)).statusCode,
      200,
    );
    assert.equal((await submit(t, token, assignment, learner.user.id)).statusCode, 200);
    const run = runOf(
      await headless.progress(t, token, o.org.slug, learner.user.id, take.course.course_uuid),
    );
    assert.equal(run.activities_done, 1);
    assert.equal(run.completed, false);
  });

  it('a retry reopens the activity and revokes the certificate; completing again issues a new one', async () => {
    const { take, assignment, task } = await courseWithAssignment();
    const learner = await addMember(t, o.org.id, 'learner');
    runOf(await trail.done(t, learner.jwt, take.activities[0]!.activity_uuid));
    await handIn(learner, assignment, task);
    const first = (await myCertificate(learner, take)).json<Verification>().user_certification_uuid;

    const retried = await call(t, 'POST', `${assignmentUrl(assignment)}/submissions/me/retry`, learner.jwt);
    assert.equal(retried.statusCode, 200, retried.body);
    assert.equal((await verify(first)).valid, false);
    assertError(await myCertificate(learner, take), 404, 'not_found');
    let run = runOf(
      await headless.progress(t, o.admin.jwt, o.org.slug, learner.user.id, take.course.course_uuid),
    );
    assert.equal(run.completed, false);
    assert.equal(run.activities_done, 1);

    await handIn(learner, assignment, task);
    run = runOf(
      await headless.progress(t, o.admin.jwt, o.org.slug, learner.user.id, take.course.course_uuid),
    );
    assert.equal(run.completed, true);
    const second = (await myCertificate(learner, take)).json<Verification>().user_certification_uuid;
    assert.notEqual(second, first);
    assert.equal((await verify(second)).valid, true);
    assert.equal((await verify(first)).valid, false);
  });

  it('a reject reopens the activity and revokes the certificate', async () => {
    const { take, assignment, task } = await courseWithAssignment();
    const learner = await addMember(t, o.org.id, 'learner');
    runOf(await trail.done(t, learner.jwt, take.activities[0]!.activity_uuid));
    await handIn(learner, assignment, task);
    const issued = (await myCertificate(learner, take)).json<Verification>().user_certification_uuid;
    const instructor = await addMember(t, o.org.id, 'instructor');
    const rejected = await call(
      t,
      'DELETE',
      `${assignmentUrl(assignment)}/submissions/${learner.user.id}`,
      instructor.jwt,
    );
    assert.equal(rejected.statusCode, 200, rejected.body);
    assert.equal((await verify(issued)).valid, false);
    const run = runOf(
      await headless.progress(t, o.admin.jwt, o.org.slug, learner.user.id, take.course.course_uuid),
    );
    assert.equal(run.completed, false);
  });

  describe('an instructor marking the assignment done', () => {
    const done = (auth: string | undefined, assignment: Assignment, userId: number | string) =>
      call(t, 'POST', `${assignmentUrl(assignment)}/submissions/${userId}/done`, auth);

    it('completes the activity of an enrolled learner and answers the run', async () => {
      const { take, assignment } = await courseWithAssignment();
      const learner = await addMember(t, o.org.id, 'learner');
      const instructor = await addMember(t, o.org.id, 'instructor');
      assertError(await done(instructor.jwt, assignment, learner.user.id), 400, 'not_enrolled');
      runOf(await trail.enrol(t, learner.jwt, take.course.course_uuid));
      const run = runOf(await done(instructor.jwt, assignment, learner.user.id));
      assert.equal(run.activities_done, 1);
      assert.equal(run.steps[1]!.complete, true);
    });

    it('answers 401, 403 (token, learner, other org, non-member), 404 and 422', async () => {
      const { assignment } = await courseWithAssignment();
      const learner = await addMember(t, o.org.id, 'learner');
      const { token } = await createApiToken(t, o, ALL_RIGHTS);
      assertError(await done(undefined, assignment, learner.user.id), 401, 'unauthorized');
      assertError(await done(token, assignment, learner.user.id), 403, 'session_only');
      assertError(await done(learner.jwt, assignment, learner.user.id), 403, 'missing_right');
      const stranger = await createUser(t);
      assertError(await done(o.admin.jwt, assignment, stranger.user.id), 403, 'not_member');
      const elsewhere = await createOrg(t);
      assert.equal((await done(elsewhere.admin.jwt, assignment, learner.user.id)).statusCode, 403);
      assertError(await done(o.admin.jwt, assignment, 999_999_999), 404, 'not_found');
      assertError(
        await done(o.admin.jwt, { assignment_uuid: 'assignment_nope' } as Assignment, learner.user.id),
        404,
        'not_found',
      );
      assert.equal((await done(o.admin.jwt, assignment, 'abc')).statusCode, 422);
    });
  });
});

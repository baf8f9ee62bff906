/**
 * Races on enrolment and progress: concurrent enrolments of one learner give one enrolment and 400
 * `already_enrolled` for the rest (the contract's status for it), never a 500; concurrent completions give one
 * progress row and one of each event; and a reopened assignment (a reject) waits for a completion of the same
 * learner's course that is under way, so the certificate that completion issued is revoked, not left valid.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  SHORT_ANSWER,
  SHORT_WRONG,
  addTask,
  assignmentUrl,
  createAssignment,
  eventData,
  ok,
  saveAnswer,
  submit,
} from '../../../test/assignment-factories.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { createCertification } from '../../../test/certificate-factories.ts';
import { createPageActivity, place } from '../../../test/content-factories.ts';
import { addMember, call, createApiToken, createOrg, usersRight } from '../../../test/factories.ts';
import { headless, takeableCourse, trail } from '../../../test/learning-factories.ts';
import {
  RACERS,
  assertAllSucceed,
  assertOneWinner,
  holdAfter,
  race,
  settledOrBlocked,
} from '../../../test/races.ts';
import { buildWebhookTestApp, createEndpoint } from '../../../test/webhook-helpers.ts';
import { roleRights } from '../access/index.ts';
import { CertificatesService } from '../certificates/certificates.service.ts';
import { CourseCompletion } from './course-completion.ts';

describe('enrolment and progress races', () => {
  let t: TestApp;
  before(async () => {
    t = await buildWebhookTestApp();
  });
  after(() => t.close());

  async function validCertificates(courseId: number, userId: number): Promise<number> {
    const rows = await t.services.db
      .selectFrom('user_certificates')
      .select('id')
      .where('course_id', '=', courseId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    return rows.length;
  }

  async function enrolments(courseId: number, userId: number): Promise<number> {
    const rows = await t.services.db
      .selectFrom('course_enrollments')
      .select('id')
      .where('course_id', '=', courseId)
      .where('user_id', '=', userId)
      .execute();
    return rows.length;
  }

  it(`${RACERS} enrolments of oneself: one enrolment, the rest 400 already_enrolled`, async () => {
    const o = await createOrg(t);
    await createEndpoint(t, o, 'https://receiver.test/enrolled', ['course_enrolled']);
    const take = await takeableCourse(t, o);
    const learner = await addMember(t, o.org.id, 'learner');
    const responses = await race(RACERS, () => trail.enrol(t, learner.jwt, take.course.course_uuid));
    assertOneWinner(responses, 400, 'already_enrolled');
    assert.equal(await enrolments(take.course.id, learner.user.id), 1);
    assert.equal((await eventData(t, o.org.id, 'course_enrolled')).length, 1);
  });

  it(`${RACERS} enrolments of one learner on their behalf: one enrolment, the rest 400 already_enrolled`, async () => {
    const o = await createOrg(t);
    const take = await takeableCourse(t, o);
    const learner = await addMember(t, o.org.id, 'learner');
    const { token } = await createApiToken(t, o, usersRight('create'));
    const responses = await race(RACERS, () =>
      headless.enrol(t, token, o.org.slug, learner.user.id, take.course.course_uuid),
    );
    assertOneWinner(responses, 400, 'already_enrolled');
    assert.equal(await enrolments(take.course.id, learner.user.id), 1);
  });

  it(`${RACERS} completions of one activity at once: one enrolment, one progress row, one event each`, async () => {
    const o = await createOrg(t);
    await createEndpoint(t, o, 'https://receiver.test/progress', [
      'course_enrolled',
      'activity_completed',
      'course_completed',
    ]);
    const take = await takeableCourse(t, o, { perChapter: [1] });
    const learner = await addMember(t, o.org.id, 'learner');
    const step = take.activities[0]!;
    assertAllSucceed(await race(RACERS, () => trail.done(t, learner.jwt, step.activity_uuid)));
    assert.equal(await enrolments(take.course.id, learner.user.id), 1);
    const progress = await t.services.db
      .selectFrom('activity_progress')
      .select('id')
      .where('activity_id', '=', step.id)
      .where('user_id', '=', learner.user.id)
      .execute();
    assert.equal(progress.length, 1);
    for (const event of ['course_enrolled', 'activity_completed', 'course_completed']) {
      assert.equal((await eventData(t, o.org.id, event)).length, 1, event);
    }
  });

  it('a reject during the completion that issues a certificate revokes that certificate', async () => {
    const p = await place(t);
    const page = await createPageActivity(t, p, { published: true });
    const assignment = await createAssignment(t, p);
    const task = await addTask(t, p.o.admin.jwt, assignment, SHORT_ANSWER);
    await createCertification(t, p.o.admin.jwt, p.course);
    const learner = await addMember(t, p.o.org.id, 'learner');
    ok(await saveAnswer(t, learner.jwt, assignment, task, SHORT_WRONG));
    ok(await submit(t, learner.jwt, assignment));

    // The last step's completion is held after issuing the certificate, before its commit.
    const hold = holdAfter(CertificatesService.prototype, 'issueOnCompletion');
    try {
      const completing = trail.done(t, learner.jwt, page.activity_uuid);
      await Promise.race([hold.reached, completing]);
      const rejecting = call(
        t,
        'DELETE',
        `${assignmentUrl(assignment)}/submissions/${learner.user.id}`,
        p.o.admin.jwt,
      );
      await settledOrBlocked(rejecting);
      hold.release();
      assert.equal((await completing).statusCode, 200);
      const rejected = await rejecting;
      assert.equal(rejected.statusCode, 200, rejected.body);
    } finally {
      hold.restore();
    }
    const assignmentStep = await t.services.db
      .selectFrom('activity_progress')
      .select('completed')
      .where('activity_id', '=', assignment.activity_id)
      .where('user_id', '=', learner.user.id)
      .executeTakeFirstOrThrow();
    assert.ok(!assignmentStep.completed, 'the rejected assignment is no longer done');
    assert.equal(
      await validCertificates(p.course.id, learner.user.id),
      0,
      'no valid certificate for a course no longer completed',
    );
  });
  it('a reject during a late certificate claim revokes the certificate the claim issues', async () => {
    const p = await place(t);
    const page = await createPageActivity(t, p, { published: true });
    const assignment = await createAssignment(t, p);
    const task = await addTask(t, p.o.admin.jwt, assignment, SHORT_ANSWER);
    const learner = await addMember(t, p.o.org.id, 'learner');
    ok(await saveAnswer(t, learner.jwt, assignment, task, SHORT_WRONG));
    ok(await submit(t, learner.jwt, assignment));
    ok(await trail.done(t, learner.jwt, page.activity_uuid));
    // Completed before the course had a certificate: the learner's claim issues it late.
    await createCertification(t, p.o.admin.jwt, p.course);

    // The claim is held once it has found the course completed, before it issues and commits.
    const hold = holdAfter(CourseCompletion.prototype, 'isCompleted');
    try {
      const claiming = call(
        t,
        'GET',
        `/api/v1/certifications/user/course/${p.course.course_uuid}`,
        learner.jwt,
      );
      await Promise.race([hold.reached, claiming]);
      const rejecting = call(
        t,
        'DELETE',
        `${assignmentUrl(assignment)}/submissions/${learner.user.id}`,
        p.o.admin.jwt,
      );
      await settledOrBlocked(rejecting);
      hold.release();
      const claimed = await claiming;
      assert.equal(claimed.statusCode, 200, claimed.body);
      const rejected = await rejecting;
      assert.equal(rejected.statusCode, 200, rejected.body);
    } finally {
      hold.restore();
    }
    assert.equal(
      await validCertificates(p.course.id, learner.user.id),
      0,
      'no valid certificate for a course no longer completed',
    );
  });
  it('overlapping bulk enrolments in opposite orders: every learner enrolled once, no deadlock', async () => {
    const o = await createOrg(t);
    const take = await takeableCourse(t, o, { perChapter: [1] });
    const learners = await Promise.all(Array.from({ length: 12 }, () => addMember(t, o.org.id, 'learner')));
    const ids = learners.map((l) => l.user.id);
    const token = (await createApiToken(t, o, { ...roleRights('learner'), ...usersRight('create') })).token;
    const batches = [ids, [...ids].reverse(), [...ids.slice(6), ...ids.slice(0, 6)], [...ids].reverse()];
    const responses = await Promise.all(
      batches.map((userIds) =>
        call(t, 'POST', `/api/v1/admin/${o.org.slug}/enrollments/bulk`, token, {
          course_uuid: take.course.course_uuid,
          user_ids: userIds,
        }),
      ),
    );
    const enrolledBy = new Map<number, number>();
    for (const [i, response] of responses.entries()) {
      assert.equal(response.statusCode, 200, response.body);
      const results = response.json<{ results: { user_id: number; status: string }[] }>().results;
      assert.deepEqual(
        results.map((r) => r.user_id),
        batches[i],
        'answers follow the request order',
      );
      for (const r of results)
        if (r.status === 'enrolled') enrolledBy.set(r.user_id, (enrolledBy.get(r.user_id) ?? 0) + 1);
    }
    assert.deepEqual(
      [...enrolledBy.values()].filter((n) => n !== 1),
      [],
      'each learner enrolled by one batch',
    );
    assert.equal(enrolledBy.size, ids.length);
    for (const id of ids) assert.equal(await enrolments(take.course.id, id), 1);
  });
});

/**
 * Submission states and their transitions [CONTRACT 6]: PENDING on the first saved answer, SUBMITTED, LATE
 * (after the end of the due date, UTC, only on a learner's behalf), GRADED; the refusals between them; grading
 * at submit with auto_grading; concurrent submits and saves; retries; and the events assignment_submitted and
 * assignment_graded [SPEC 6.3] with their exact data, read from the outbox.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TestApp } from '../../../test/build-test-app.ts';
import { place, type Place } from '../../../test/content-factories.ts';
import { addMember, call, createApiToken, uniq, type TestUser } from '../../../test/factories.ts';
import { assertError } from '../../../test/assertions.ts';
import { buildWebhookTestApp, createEndpoint } from '../../../test/webhook-helpers.ts';
import {
  CODE,
  CODE_RIGHT,
  FILE_SUBMISSION,
  FORM,
  FORM_PARTIAL,
  NUMBER_ANSWER,
  NUMBER_RIGHT,
  QUIZ,
  QUIZ_PARTIAL,
  QUIZ_RIGHT,
  SHORT_ANSWER,
  SHORT_RIGHT,
  SHORT_WRONG,
  addTask,
  assignmentUrl,
  createAssignment,
  eventData,
  freshJwt,
  getGrade,
  ok,
  recompute,
  saveAnswer,
  setGrades,
  submit,
  type Assignment,
  type AssignmentOptions,
  type Grade,
  type Submission,
  type Task,
  type TaskDefinition,
} from '../../../test/assignment-factories.ts';

const GRADER_RIGHTS = { assignments: { action_create: true, action_read: true, action_update: true } };

describe('submission states', () => {
  let t: TestApp;
  before(async () => {
    t = await buildWebhookTestApp();
  });
  after(() => t.close());

  interface Setup {
    p: Place;
    assignment: Assignment;
    tasks: Task[];
    token: string;
  }

  /** An assignment of the given tasks in a new place whose organization listens to both events. */
  async function setup(definitions: TaskDefinition[], options: AssignmentOptions = {}): Promise<Setup> {
    const p = await place(t);
    await createEndpoint(t, p.o, `https://receiver.test/hook-${uniq()}`, [
      'assignment_submitted',
      'assignment_graded',
    ]);
    const assignment = await createAssignment(t, p, options);
    const tasks: Task[] = [];
    for (const definition of definitions) tasks.push(await addTask(t, p.o.admin.jwt, assignment, definition));
    const { token } = await createApiToken(t, p.o, GRADER_RIGHTS);
    return { p, assignment, tasks, token };
  }

  function learner(s: Setup): Promise<TestUser> {
    return addMember(t, s.p.o.org.id, 'learner');
  }

  async function statusOf(s: Setup, userId: number): Promise<string> {
    return ok<Submission>(
      await call(t, 'GET', `${assignmentUrl(s.assignment)}/submissions/${userId}`, s.token),
    ).status;
  }

  // ---------------------------------------------------------------------------------------------------------

  describe('transitions', () => {
    it('PENDING on the first saved answer → SUBMITTED → GRADED after a recompute (and again after another)', async () => {
      t.clock.set('2026-03-05T12:00:00Z');
      const s = await setup([SHORT_ANSWER, QUIZ]);
      const a = (await learner(s)).user.id;
      assert.equal(
        ok<Submission>(await saveAnswer(t, s.token, s.assignment, s.tasks[0]!, SHORT_RIGHT, a)).status,
        'PENDING',
      );
      const rows = await t.services.db
        .selectFrom('assignment_submissions')
        .select(['status', 'attempt_number', 'is_current'])
        .where('assignment_id', '=', s.assignment.id)
        .execute();
      assert.deepEqual(
        rows.map((r) => ({ ...r, is_current: Boolean(r.is_current) })),
        [{ status: 'PENDING', attempt_number: 1, is_current: true }],
      );
      assert.equal(ok<Submission>(await submit(t, s.token, s.assignment, a)).status, 'SUBMITTED');
      assert.equal(ok<Grade>(await getGrade(t, s.token, s.assignment, a)).status, 'SUBMITTED');
      const graded = ok<Grade>(await recompute(t, s.token, s.assignment, a));
      assert.equal(graded.status, 'GRADED');
      assert.equal(graded.grade, 10);
      assert.equal(await statusOf(s, a), 'GRADED');
      // A recompute from GRADED is allowed and keeps it GRADED.
      assert.equal(ok<Grade>(await recompute(t, s.token, s.assignment, a)).status, 'GRADED');
    });

    it('submitting with no answer saved creates the submission (SUBMITTED, no answers)', async () => {
      const s = await setup([SHORT_ANSWER]);
      const a = (await learner(s)).user.id;
      const submitted = ok<Submission>(await submit(t, s.token, s.assignment, a));
      assert.equal(submitted.status, 'SUBMITTED');
      assert.deepEqual(submitted.tasks, []);
      const grade = ok<Grade>(await recompute(t, s.token, s.assignment, a));
      assert.equal(grade.grade, 0);
      assert.equal(grade.tasks[0]!.submitted, false);
      assert.equal(grade.tasks[0]!.grade, null);
    });

    it('due 2026-03-10: on behalf at 23:59:59Z → SUBMITTED, at 2026-03-11T00:00:00Z → LATE; LATE → GRADED', async () => {
      t.clock.set('2026-03-08T10:00:00Z');
      const s = await setup([SHORT_ANSWER], { due_date: '2026-03-10' });
      const early = (await learner(s)).user.id;
      const late = (await learner(s)).user.id;
      ok(await saveAnswer(t, s.token, s.assignment, s.tasks[0]!, SHORT_RIGHT, early));
      ok(await saveAnswer(t, s.token, s.assignment, s.tasks[0]!, SHORT_RIGHT, late));
      t.clock.set('2026-03-10T23:59:59Z');
      const onTime = ok<Submission>(await submit(t, s.token, s.assignment, early));
      assert.equal(onTime.status, 'SUBMITTED');
      assert.equal(onTime.submitted_at, '2026-03-10 23:59:59');
      t.clock.set('2026-03-11T00:00:00Z');
      const lateOne = ok<Submission>(await submit(t, s.token, s.assignment, late));
      assert.equal(lateOne.status, 'LATE');
      assert.equal(lateOne.submitted_at, '2026-03-11 00:00:00');
      assert.equal(ok<Grade>(await getGrade(t, s.token, s.assignment, late)).status, 'LATE');
      const graded = ok<Grade>(await recompute(t, s.token, s.assignment, late));
      assert.equal(graded.status, 'GRADED');
      assert.equal(graded.grade, 10);
      assert.equal(await statusOf(s, early), 'SUBMITTED');
    });

    it('an instructor submitting on behalf after the deadline → LATE', async () => {
      t.clock.set('2026-03-12T08:00:00Z');
      const s = await setup([SHORT_ANSWER], { due_date: '2026-03-10' });
      const instructor = await addMember(t, s.p.o.org.id, 'instructor');
      const a = (await learner(s)).user.id;
      ok(await saveAnswer(t, instructor.jwt, s.assignment, s.tasks[0]!, SHORT_RIGHT, a));
      assert.equal(ok<Submission>(await submit(t, instructor.jwt, s.assignment, a)).status, 'LATE');
    });

    it('a learner submitting after the deadline → 403 deadline_passed and stays PENDING; at 23:59:59 it is on time', async () => {
      t.clock.set('2026-03-09T10:00:00Z');
      const s = await setup([SHORT_ANSWER], { due_date: '2026-03-10' });
      const me = await learner(s);
      const other = await learner(s);
      ok(await saveAnswer(t, me.jwt, s.assignment, s.tasks[0]!, SHORT_RIGHT));
      ok(await saveAnswer(t, other.jwt, s.assignment, s.tasks[0]!, SHORT_RIGHT));
      t.clock.set('2026-03-10T23:59:59Z');
      assert.equal(
        ok<Submission>(await submit(t, await freshJwt(t, other), s.assignment)).status,
        'SUBMITTED',
      );
      t.clock.set('2026-03-11T00:00:00Z');
      const myJwt = await freshJwt(t, me);
      assertError(await submit(t, myJwt, s.assignment), 403, 'deadline_passed');
      // A learner naming themself is still the learner, not someone acting on their behalf.
      assertError(await submit(t, myJwt, s.assignment, me.user.id), 403, 'deadline_passed');
      assert.equal(await statusOf(s, me.user.id), 'PENDING');
      assert.equal(
        (await eventData(t, s.p.o.org.id, 'assignment_submitted')).length,
        1,
        'only the on-time submit is an event',
      );
      // The grader may still submit it, late.
      assert.equal(ok<Submission>(await submit(t, s.token, s.assignment, me.user.id)).status, 'LATE');
    });

    it('submit twice → 400 already_submitted (SUBMITTED, LATE and GRADED alike)', async () => {
      t.clock.set('2026-03-06T10:00:00Z');
      const s = await setup([SHORT_ANSWER], { due_date: '2026-03-10' });
      const me = await learner(s);
      const late = (await learner(s)).user.id;
      ok(await submit(t, me.jwt, s.assignment));
      assertError(await submit(t, me.jwt, s.assignment), 400, 'already_submitted');
      assertError(await submit(t, s.token, s.assignment, me.user.id), 400, 'already_submitted');
      ok(await recompute(t, s.token, s.assignment, me.user.id));
      assertError(await submit(t, s.token, s.assignment, me.user.id), 400, 'already_submitted');
      t.clock.set('2026-03-12T10:00:00Z');
      assert.equal(ok<Submission>(await submit(t, s.token, s.assignment, late)).status, 'LATE');
      assertError(await submit(t, s.token, s.assignment, late), 400, 'already_submitted');
      assert.equal(await statusOf(s, late), 'LATE');
      assert.equal((await eventData(t, s.p.o.org.id, 'assignment_submitted')).length, 2);
    });

    it('saving an answer after submitting → 400 (SUBMITTED and GRADED), the stored answer unchanged, none added', async () => {
      t.clock.set('2026-03-06T10:00:00Z');
      const s = await setup([SHORT_ANSWER, SHORT_ANSWER]);
      const me = await learner(s);
      ok(await saveAnswer(t, me.jwt, s.assignment, s.tasks[0]!, SHORT_RIGHT));
      ok(await submit(t, me.jwt, s.assignment));
      assertError(
        await saveAnswer(t, me.jwt, s.assignment, s.tasks[0]!, SHORT_WRONG),
        400,
        'already_submitted',
      );
      assertError(
        await saveAnswer(t, s.token, s.assignment, s.tasks[0]!, SHORT_WRONG, me.user.id),
        400,
        'already_submitted',
      );
      ok(await recompute(t, s.token, s.assignment, me.user.id));
      assertError(
        await saveAnswer(t, me.jwt, s.assignment, s.tasks[0]!, SHORT_WRONG),
        400,
        'already_submitted',
      );
      // The task left unanswered stays so: the answer is written only to a PENDING attempt.
      assertError(
        await saveAnswer(t, me.jwt, s.assignment, s.tasks[1]!, SHORT_RIGHT),
        400,
        'already_submitted',
      );
      const read = ok<Submission>(
        await call(t, 'GET', `${assignmentUrl(s.assignment)}/submissions/me`, me.jwt),
      );
      assert.equal(read.tasks.length, 1);
      assert.deepEqual(read.tasks[0]!.task_submission, SHORT_RIGHT);
      assert.equal(read.tasks[0]!.grade, 10);
    });

    it('recompute on a PENDING submission → 400 not_submitted, nothing graded', async () => {
      const s = await setup([SHORT_ANSWER]);
      const a = (await learner(s)).user.id;
      ok(await saveAnswer(t, s.token, s.assignment, s.tasks[0]!, SHORT_RIGHT, a));
      assertError(await recompute(t, s.token, s.assignment, a), 400, 'not_submitted');
      const grade = ok<Grade>(await getGrade(t, s.token, s.assignment, a));
      assert.equal(grade.status, 'PENDING');
      assert.equal(grade.tasks[0]!.grade, null);
      assert.deepEqual(await eventData(t, s.p.o.org.id, 'assignment_graded'), []);
    });

    it('auto_grading with only auto-graded tasks → GRADED at submit, with the grade and assignment_graded', async () => {
      t.clock.set('2026-03-06T15:00:00Z');
      const s = await setup([QUIZ, FORM, SHORT_ANSWER, NUMBER_ANSWER, CODE], { auto_grading: true });
      const me = await learner(s);
      const answers = [QUIZ_PARTIAL, FORM_PARTIAL, SHORT_RIGHT, NUMBER_RIGHT, CODE_RIGHT];
      for (const [i, task] of s.tasks.entries())
        ok(await saveAnswer(t, me.jwt, s.assignment, task, answers[i]));
      const submitted = ok<Submission>(await submit(t, me.jwt, s.assignment));
      assert.equal(submitted.status, 'GRADED');
      assert.equal(submitted.grade, 106);
      assert.equal(submitted.submitted_at, '2026-03-06 15:00:00');
      assert.equal(submitted.graded_at, '2026-03-06 15:00:00');
      assert.deepEqual(
        submitted.tasks.map((a) => a.grade),
        [6, 20, 10, 20, 50],
      );
      assert.deepEqual(await eventData(t, s.p.o.org.id, 'assignment_graded'), [
        {
          user_id: me.user.id,
          assignment_uuid: s.assignment.assignment_uuid,
          course_uuid: s.p.course.course_uuid,
          grade: 106,
        },
      ]);
      const grade = ok<Grade>(
        await call(t, 'GET', `${assignmentUrl(s.assignment)}/submissions/${me.user.id}/grade`, me.jwt),
      );
      assert.equal(grade.status, 'GRADED');
      assert.equal(grade.grade, 106);
    });

    it('auto_grading with a FILE_SUBMISSION task → stays SUBMITTED, no grade, no assignment_graded', async () => {
      const s = await setup([SHORT_ANSWER, FILE_SUBMISSION], { auto_grading: true });
      const a = (await learner(s)).user.id;
      ok(await saveAnswer(t, s.token, s.assignment, s.tasks[0]!, SHORT_RIGHT, a));
      const submitted = ok<Submission>(await submit(t, s.token, s.assignment, a));
      assert.equal(submitted.status, 'SUBMITTED');
      assert.equal(submitted.grade, null);
      assert.equal(submitted.tasks[0]!.grade, null);
      assert.deepEqual(await eventData(t, s.p.o.org.id, 'assignment_graded'), []);
    });

    it('without auto_grading, submit never grades', async () => {
      const s = await setup([SHORT_ANSWER]);
      const a = (await learner(s)).user.id;
      ok(await saveAnswer(t, s.token, s.assignment, s.tasks[0]!, SHORT_RIGHT, a));
      const submitted = ok<Submission>(await submit(t, s.token, s.assignment, a));
      assert.equal(submitted.status, 'SUBMITTED');
      assert.equal(submitted.grade, null);
    });
  });

  // ---------------------------------------------------------------------------------------------------------

  describe('concurrency', () => {
    it('two simultaneous submits of one learner → exactly one 200 and one 400 already_submitted (10 runs)', async () => {
      const s = await setup([SHORT_ANSWER]);
      for (let run = 0; run < 10; run++) {
        const a = (await learner(s)).user.id;
        // Half the runs start from a saved answer, half from nothing (both submits then create the row).
        if (run % 2 === 0) ok(await saveAnswer(t, s.token, s.assignment, s.tasks[0]!, SHORT_RIGHT, a));
        const responses = await Promise.all([
          submit(t, s.token, s.assignment, a),
          submit(t, s.token, s.assignment, a),
        ]);
        const codes = responses.map((r) => r.statusCode).sort();
        assert.deepEqual(codes, [200, 400], `run ${run}: ${responses.map((r) => r.body).join(' | ')}`);
        assertError(
          responses.find((r) => r.statusCode === 400)!,
          400,
          'already_submitted',
        );
        const rows = await t.services.db
          .selectFrom('assignment_submissions')
          .select('status')
          .where('assignment_id', '=', s.assignment.id)
          .where('user_id', '=', a)
          .execute();
        assert.deepEqual(rows, [{ status: 'SUBMITTED' }], `run ${run}`);
      }
      assert.equal((await eventData(t, s.p.o.org.id, 'assignment_submitted')).length, 10);
    });

    it('two simultaneous saves of one task → one row holding one of the two answers (10 runs)', async () => {
      const s = await setup([SHORT_ANSWER]);
      const task = s.tasks[0]!;
      for (let run = 0; run < 10; run++) {
        const a = (await learner(s)).user.id;
        const first = { answer: `first ${run}` };
        const second = { answer: `second ${run}` };
        const responses = await Promise.all([
          saveAnswer(t, s.token, s.assignment, task, first, a),
          saveAnswer(t, s.token, s.assignment, task, second, a),
        ]);
        for (const response of responses)
          assert.equal(response.statusCode, 200, `run ${run}: ${response.body}`);
        const rows = await t.services.db
          .selectFrom('task_submissions as ts')
          .innerJoin('assignment_submissions as s', 's.id', 'ts.submission_id')
          .select(['ts.task_submission'])
          .where('s.user_id', '=', a)
          .where('ts.task_id', '=', task.id)
          .execute();
        assert.equal(rows.length, 1, `run ${run}`);
        const stored = JSON.parse(rows[0]!.task_submission) as unknown;
        assert.ok(
          [first, second].some((x) => JSON.stringify(x) === JSON.stringify(stored)),
          `run ${run}: ${rows[0]!.task_submission}`,
        );
        const submissions = await t.services.db
          .selectFrom('assignment_submissions')
          .select('id')
          .where('assignment_id', '=', s.assignment.id)
          .where('user_id', '=', a)
          .execute();
        assert.equal(submissions.length, 1, `run ${run}: one submission`);
        const read = ok<Submission>(
          await call(t, 'GET', `${assignmentUrl(s.assignment)}/submissions/${a}`, s.token),
        );
        assert.deepEqual(
          read.tasks.map((x) => x.task_submission),
          [stored],
        );
      }
    });
  });

  // ---------------------------------------------------------------------------------------------------------

  describe('retry (session only)', () => {
    const retryUrl = (s: Setup) => `${assignmentUrl(s.assignment)}/submissions/me/retry`;

    it('without allow_retries → 400 retries_not_allowed; before submitting → 400 nothing_to_retry', async () => {
      const closed = await setup([SHORT_ANSWER]);
      const me = await learner(closed);
      assertError(await call(t, 'POST', retryUrl(closed), me.jwt), 400, 'nothing_to_retry');
      ok(await saveAnswer(t, me.jwt, closed.assignment, closed.tasks[0]!, SHORT_RIGHT));
      assertError(await call(t, 'POST', retryUrl(closed), me.jwt), 400, 'nothing_to_retry');
      ok(await submit(t, me.jwt, closed.assignment));
      assertError(await call(t, 'POST', retryUrl(closed), me.jwt), 400, 'retries_not_allowed');
      assert.equal(await statusOf(closed, me.user.id), 'SUBMITTED');
    });

    it('allowed → attempt 2 PENDING; attempt 1 stays in the history with its answers and grade', async () => {
      t.clock.set('2026-03-07T10:00:00Z');
      const s = await setup([SHORT_ANSWER, QUIZ], { allow_retries: true });
      const me = await learner(s);
      const url = assignmentUrl(s.assignment);
      ok(await saveAnswer(t, me.jwt, s.assignment, s.tasks[0]!, SHORT_RIGHT));
      ok(await saveAnswer(t, me.jwt, s.assignment, s.tasks[1]!, QUIZ_PARTIAL));
      ok(await submit(t, me.jwt, s.assignment));
      const grade1 = ok<Grade>(
        await recompute(t, s.token, s.assignment, me.user.id, { overall_feedback: 'Try again' }),
      );
      assert.equal(grade1.grade, 16);
      const attempt1 = ok<Submission>(await call(t, 'GET', `${url}/submissions/${me.user.id}`, s.token));

      t.clock.set('2026-03-07T11:00:00Z');
      const retried = ok<Submission>(await call(t, 'POST', retryUrl(s), me.jwt));
      assert.equal(retried.attempt_number, 2);
      assert.equal(retried.status, 'PENDING');
      assert.deepEqual(retried.tasks, []);
      const { history: _, ...attempt1Record } = attempt1;
      const expectedHistory = [{ ...attempt1Record, update_date: '2026-03-07 11:00:00' }];
      const read = ok<Submission>(await call(t, 'GET', `${url}/submissions/${me.user.id}`, s.token));
      assert.deepEqual(read, { ...retried, history: expectedHistory });
      assert.equal(expectedHistory[0]!.status, 'GRADED');
      assert.equal(expectedHistory[0]!.grade, 16);
      assert.equal(expectedHistory[0]!.overall_feedback, 'Try again');
      assert.deepEqual(
        expectedHistory[0]!.tasks.map((a) => [a.task_submission, a.grade]),
        [
          [SHORT_RIGHT, 10],
          [QUIZ_PARTIAL, 6],
        ],
      );
      // The grade is the current attempt's.
      const grade2 = ok<Grade>(await getGrade(t, s.token, s.assignment, me.user.id));
      assert.equal(grade2.attempt_number, 2);
      assert.equal(grade2.status, 'PENDING');
      assert.equal(grade2.grade, 0);
      assert.deepEqual(
        grade2.tasks.map((x) => [x.submitted, x.grade]),
        [
          [false, null],
          [false, null],
        ],
      );

      // The second attempt is worked and graded on its own.
      ok(await saveAnswer(t, me.jwt, s.assignment, s.tasks[1]!, QUIZ_RIGHT));
      ok(await submit(t, me.jwt, s.assignment));
      const graded2 = ok<Grade>(await recompute(t, s.token, s.assignment, me.user.id));
      assert.equal(graded2.grade, 10);
      assert.equal(graded2.attempt_number, 2);
      const final = ok<Submission>(await call(t, 'GET', `${url}/submissions/me`, me.jwt));
      assert.equal(final.attempt_number, 2);
      assert.equal(final.history!.length, 1);
      assert.equal(final.history![0]!.grade, 16);
      // Only the current attempt is listed.
      const list = ok<Submission[]>(await call(t, 'GET', `${url}/submissions`, s.token));
      assert.deepEqual(
        list.map((x) => [x.user_id, x.attempt_number]),
        [[me.user.id, 2]],
      );
    });

    it('max_retries 1 → a second retry is 400 retries_exhausted', async () => {
      const s = await setup([SHORT_ANSWER], { allow_retries: true, max_retries: 1 });
      const me = await learner(s);
      ok(await submit(t, me.jwt, s.assignment));
      assert.equal(ok<Submission>(await call(t, 'POST', retryUrl(s), me.jwt)).attempt_number, 2);
      ok(await submit(t, me.jwt, s.assignment));
      assertError(await call(t, 'POST', retryUrl(s), me.jwt), 400, 'retries_exhausted');
      const read = ok<Submission>(
        await call(t, 'GET', `${assignmentUrl(s.assignment)}/submissions/me`, me.jwt),
      );
      assert.equal(read.attempt_number, 2);
      assert.equal(read.status, 'SUBMITTED');
    });

    it('max_retries 0 = unlimited: five retries in a row', async () => {
      const s = await setup([SHORT_ANSWER], { allow_retries: true, max_retries: 0 });
      const me = await learner(s);
      for (let attempt = 1; attempt <= 6; attempt++) {
        const submitted = ok<Submission>(await submit(t, me.jwt, s.assignment));
        assert.equal(submitted.attempt_number, attempt);
        if (attempt < 6) {
          assert.equal(
            ok<Submission>(await call(t, 'POST', retryUrl(s), me.jwt)).attempt_number,
            attempt + 1,
          );
        }
      }
      const read = ok<Submission>(
        await call(t, 'GET', `${assignmentUrl(s.assignment)}/submissions/me`, me.jwt),
      );
      assert.deepEqual(
        read.history!.map((h) => h.attempt_number),
        [5, 4, 3, 2, 1],
      );
    });

    it('a retry after the deadline is a new attempt the learner can no longer submit (403); on behalf → LATE', async () => {
      t.clock.set('2026-03-09T10:00:00Z');
      const s = await setup([SHORT_ANSWER], { allow_retries: true, due_date: '2026-03-10' });
      const me = await learner(s);
      ok(await submit(t, me.jwt, s.assignment));
      t.clock.set('2026-03-11T10:00:00Z');
      const jwt = await freshJwt(t, me);
      assert.equal(ok<Submission>(await call(t, 'POST', retryUrl(s), jwt)).attempt_number, 2);
      assertError(await submit(t, jwt, s.assignment), 403, 'deadline_passed');
      assert.equal(ok<Submission>(await submit(t, s.token, s.assignment, me.user.id)).status, 'LATE');
    });
  });

  // ---------------------------------------------------------------------------------------------------------

  describe('events', () => {
    it('assignment_submitted {user, assignment, course}: on behalf and by the learner', async () => {
      const s = await setup([SHORT_ANSWER]);
      const course = s.p.course;
      const onBehalf = await learner(s);
      const self = await learner(s);
      ok(await submit(t, s.token, s.assignment, onBehalf.user.id));
      ok(await submit(t, self.jwt, s.assignment));
      const expected = (u: TestUser) => ({
        user: { user_uuid: u.user.user_uuid, email: u.email, username: u.user.username },
        assignment: { assignment_uuid: s.assignment.assignment_uuid },
        course: { course_uuid: course.course_uuid, name: course.name },
      });
      assert.deepEqual(await eventData(t, s.p.o.org.id, 'assignment_submitted'), [
        expected(onBehalf),
        expected(self),
      ]);
      // Refused submits are no events.
      assert.equal((await submit(t, self.jwt, s.assignment)).statusCode, 400);
      assert.equal((await eventData(t, s.p.o.org.id, 'assignment_submitted')).length, 2);
    });

    it('assignment_graded {user_id, assignment_uuid, course_uuid, grade}: on recompute and on grades set by hand', async () => {
      const s = await setup([SHORT_ANSWER, FILE_SUBMISSION]);
      const a = (await learner(s)).user.id;
      ok(await saveAnswer(t, s.token, s.assignment, s.tasks[0]!, SHORT_RIGHT, a));
      ok(await submit(t, s.token, s.assignment, a));
      assert.deepEqual(await eventData(t, s.p.o.org.id, 'assignment_graded'), []);
      ok(await recompute(t, s.token, s.assignment, a));
      ok(
        await setGrades(t, s.token, s.assignment, a, {
          tasks: [{ assignment_task_uuid: s.tasks[1]!.assignment_task_uuid, grade: 73 }],
        }),
      );
      const data = (grade: number) => ({
        user_id: a,
        assignment_uuid: s.assignment.assignment_uuid,
        course_uuid: s.p.course.course_uuid,
        grade,
      });
      assert.deepEqual(await eventData(t, s.p.o.org.id, 'assignment_graded'), [data(10), data(83)]);
      // The envelope around it [SPEC 6.1].
      const row = await t.services.db
        .selectFrom('webhook_deliveries')
        .select(['payload'])
        .where('org_id', '=', s.p.o.org.id)
        .where('event', '=', 'assignment_graded')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const envelope = JSON.parse(row.payload) as Record<string, unknown>;
      assert.deepEqual(Object.keys(envelope).sort(), ['data', 'delivery_id', 'event', 'org_id', 'timestamp']);
      assert.equal(envelope.event, 'assignment_graded');
      assert.equal(envelope.org_id, s.p.o.org.id);
    });

    it('no endpoint subscribed to the events → no deliveries', async () => {
      const p = await place(t);
      await createEndpoint(t, p.o, `https://receiver.test/hook-${uniq()}`, ['ping']);
      const assignment = await createAssignment(t, p);
      const task = await addTask(t, p.o.admin.jwt, assignment, SHORT_ANSWER);
      const me = await addMember(t, p.o.org.id, 'learner');
      ok(await saveAnswer(t, me.jwt, assignment, task, SHORT_RIGHT));
      ok(await submit(t, me.jwt, assignment));
      ok(await recompute(t, p.o.admin.jwt, assignment, me.user.id));
      assert.deepEqual(await eventData(t, p.o.org.id, 'assignment_submitted'), []);
      assert.deepEqual(await eventData(t, p.o.org.id, 'assignment_graded'), []);
    });
  });
});

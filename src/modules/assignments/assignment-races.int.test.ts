/**
 * Races on assignments: one assignment per activity (409 `assignment_exists` for every concurrent loser, never a
 * 500), and the per-learner lock: each change of a learner's submission decides on the state it reads after
 * taking the lock, so a request that read the submission earlier and then waited (held here on purpose while a
 * competing request runs) acts on what is current, not on what it saw before.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { place } from '../../../test/content-factories.ts';
import { addMember, call, type TestUser } from '../../../test/factories.ts';
import {
  CODE,
  CODE_RIGHT,
  SHORT_ANSWER,
  SHORT_RIGHT,
  SHORT_WRONG,
  addTask,
  assignmentBody,
  assignmentUrl,
  createAssignment,
  createShell,
  ok,
  postAssignment,
  recompute,
  saveAnswer,
  setGrades,
  submit,
  type Assignment,
  type Grade,
  type Task,
} from '../../../test/assignment-factories.ts';
import {
  RACERS,
  assertAllSucceed,
  assertOneWinner,
  holdAfter,
  race,
  settledOrBlocked,
  type Hold,
} from '../../../test/races.ts';
import type { TestOrg } from '../../../test/factories.ts';
import { AssignmentsRepository } from './assignments.repository.ts';
import { SubmissionGuard } from './submission-guard.ts';
import { SubmissionsRepository } from './submissions.repository.ts';

describe('assignment races', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  async function attempts(assignment: Assignment, userId: number) {
    return t.services.db
      .selectFrom('assignment_submissions')
      .select(['attempt_number', 'status', 'is_current', 'grade'])
      .where('assignment_id', '=', assignment.id)
      .where('user_id', '=', userId)
      .orderBy('attempt_number')
      .execute();
  }

  it(`${RACERS} creations on one activity: one assignment, the rest 409 assignment_exists`, async () => {
    const p = await place(t);
    const shell = await createShell(t, p);
    const responses = await race(RACERS, () => postAssignment(t, p.o.admin.jwt, assignmentBody(p, shell)));
    assertOneWinner(responses, 409, 'assignment_exists');
    const rows = await t.services.db
      .selectFrom('assignments')
      .select('id')
      .where('activity_id', '=', shell.id)
      .execute();
    assert.equal(rows.length, 1);
  });

  it('a creation that checked before another created answers 409 assignment_exists', async () => {
    const p = await place(t);
    const shell = await createShell(t, p);
    // Held after its "is there one already?" lookup, so the other creation commits in between.
    const hold = holdAfter(AssignmentsRepository.prototype, 'findAssignmentByActivity');
    try {
      const late = postAssignment(t, p.o.admin.jwt, assignmentBody(p, shell));
      await Promise.race([hold.reached, late]);
      ok(await postAssignment(t, p.o.admin.jwt, assignmentBody(p, shell)));
      hold.release();
      assertError(await late, 409, 'assignment_exists');
    } finally {
      hold.restore();
    }
  });

  describe("one learner's submission", () => {
    interface Setup {
      o: TestOrg;
      assignment: Assignment;
      task: Task;
      learner: TestUser;
    }

    /** A published assignment allowing retries, one SHORT_ANSWER task, and a learner who answered it wrong. */
    /**
     * A learner's submitted attempt at a one-task assignment. A recompute reads the attempt and its answers
     * before its transaction only when it runs programs (CODE): the races of such reads take a CODE task.
     */
    async function submitted(kind: 'short' | 'code' = 'short'): Promise<Setup> {
      const p = await place(t);
      const assignment = await createAssignment(t, p, { allow_retries: true });
      const task = await addTask(t, p.o.admin.jwt, assignment, kind === 'code' ? CODE : SHORT_ANSWER);
      const learner = await addMember(t, p.o.org.id, 'learner');
      ok(await saveAnswer(t, learner.jwt, assignment, task, kind === 'code' ? CODE_RIGHT : SHORT_WRONG));
      ok(await submit(t, learner.jwt, assignment));
      return { o: p.o, assignment, task, learner };
    }

    const retry = (s: Setup) =>
      call(t, 'POST', `${assignmentUrl(s.assignment)}/submissions/me/retry`, s.learner.jwt);
    const reject = (s: Setup) =>
      call(t, 'DELETE', `${assignmentUrl(s.assignment)}/submissions/${s.learner.user.id}`, s.o.admin.jwt);

    /** Runs `held` until it has read, then `competitor` to its end, then lets `held` go on; both answers. */
    async function interleave(
      hold: Hold,
      held: () => Promise<Response>,
      competitor: () => Promise<Response>,
    ) {
      try {
        const first = held();
        // A request refused before it reads never reaches the hold; its answer then fails the test.
        await Promise.race([hold.reached, first]);
        const second = await competitor();
        hold.release();
        return { held: await first, competitor: second };
      } finally {
        hold.restore();
      }
    }
    type Response = Awaited<ReturnType<typeof call>>;

    it(`${RACERS} first saves at once: one attempt holding the answer`, async () => {
      const p = await place(t);
      const assignment = await createAssignment(t, p);
      const task = await addTask(t, p.o.admin.jwt, assignment, SHORT_ANSWER);
      const learner = await addMember(t, p.o.org.id, 'learner');
      assertAllSucceed(await race(RACERS, () => saveAnswer(t, learner.jwt, assignment, task, SHORT_WRONG)));
      assert.equal((await attempts(assignment, learner.user.id)).length, 1);
    });

    it(`first saves of ${RACERS} tasks at once by many learners: every answer kept, one attempt each`, async () => {
      const p = await place(t);
      const assignment = await createAssignment(t, p);
      const tasks: Task[] = [];
      for (let i = 0; i < RACERS; i++) tasks.push(await addTask(t, p.o.admin.jwt, assignment, SHORT_ANSWER));
      const learners: TestUser[] = [];
      for (let i = 0; i < 20; i++) learners.push(await addMember(t, p.o.org.id, 'learner'));
      // Every save may start the learner's first attempt: on PostgreSQL two of them can both find none and
      // insert, and the loser breaks a unique rule. It must run again and find the attempt, never answer 400.
      const responses = await Promise.all(
        learners.flatMap((learner) =>
          tasks.map((task) => saveAnswer(t, learner.jwt, assignment, task, SHORT_WRONG)),
        ),
      );
      assertAllSucceed(responses);
      const rows = await t.services.db
        .selectFrom('assignment_submissions')
        .leftJoin('task_submissions', 'task_submissions.submission_id', 'assignment_submissions.id')
        .select(['assignment_submissions.user_id', 'assignment_submissions.id', 'task_submissions.task_id'])
        .where('assignment_submissions.assignment_id', '=', assignment.id)
        .execute();
      assert.equal(new Set(rows.map((r) => r.id)).size, learners.length, 'one attempt per learner');
      assert.equal(rows.length, learners.length * tasks.length, 'every answer kept');
    });

    it(`${RACERS} rejects at once: one 200, the rest 400 not_submitted`, async () => {
      const s = await submitted();
      assertOneWinner(await race(RACERS, () => reject(s)), 400, 'not_submitted');
    });

    it(`${RACERS} retries at once: one new attempt, the rest 400 nothing_to_retry`, async () => {
      const s = await submitted();
      assertOneWinner(await race(RACERS, () => retry(s)), 400, 'nothing_to_retry');
      const rows = await attempts(s.assignment, s.learner.user.id);
      assert.deepEqual(
        rows.map((r) => r.attempt_number),
        [1, 2],
      );
    });

    it('a reject that read the submission before a retry leaves the earlier attempt as it was', async () => {
      const s = await submitted();
      const outcome = await interleave(
        holdAfter(SubmissionGuard.prototype, 'requireCurrent'),
        () => reject(s),
        () => retry(s),
      );
      assert.equal(outcome.competitor.statusCode, 200, outcome.competitor.body);
      assertError(outcome.held, 400, 'not_submitted');
      const rows = await attempts(s.assignment, s.learner.user.id);
      assert.deepEqual(
        rows.map((r) => [r.attempt_number, r.status]),
        [
          [1, 'SUBMITTED'],
          [2, 'PENDING'],
        ],
      );
    });

    it('a hand grade that read the submission before a retry grades the current attempt', async () => {
      const s = await submitted();
      const outcome = await interleave(
        holdAfter(SubmissionGuard.prototype, 'requireCurrent'),
        () => setGrades(t, s.o.admin.jwt, s.assignment, s.learner.user.id, { grade: 4 }),
        () => retry(s),
      );
      assert.equal(outcome.competitor.statusCode, 200, outcome.competitor.body);
      assert.equal(ok<Grade>(outcome.held).attempt_number, 2);
      const rows = await attempts(s.assignment, s.learner.user.id);
      assert.deepEqual(
        rows.map((r) => [r.attempt_number, r.status, r.grade]),
        [
          [1, 'SUBMITTED', null],
          [2, 'GRADED', 4],
        ],
      );
    });

    it('a grading that read the submission before a reject leaves the reopened submission ungraded', async () => {
      const s = await submitted('code');
      const outcome = await interleave(
        holdAfter(SubmissionGuard.prototype, 'requireCurrent'),
        () => recompute(t, s.o.admin.jwt, s.assignment, s.learner.user.id),
        () => reject(s),
      );
      assert.equal(outcome.competitor.statusCode, 200, outcome.competitor.body);
      assertError(outcome.held, 400, 'not_submitted');
      const rows = await attempts(s.assignment, s.learner.user.id);
      assert.deepEqual(
        rows.map((r) => [r.status, r.grade]),
        [['PENDING', null]],
      );
    });

    it('a save racing a hand grade of a PENDING attempt waits for it, and is never lost', async () => {
      const p = await place(t);
      const assignment = await createAssignment(t, p);
      const first = await addTask(t, p.o.admin.jwt, assignment, SHORT_ANSWER);
      const second = await addTask(t, p.o.admin.jwt, assignment, { ...SHORT_ANSWER, title: 'Second' });
      const learner = await addMember(t, p.o.org.id, 'learner');
      ok(await saveAnswer(t, learner.jwt, assignment, first, SHORT_WRONG));
      // The hand grade reads the attempt's answers (none to the second task) and waits; the learner then saves
      // an answer to that task. Saves lock the attempt's row, not the learner: the grade locks it too, so the
      // save runs after it and finds the attempt GRADED, rather than answering 200 for an answer the grade's
      // empty row then replaces.
      const hold = holdAfter(SubmissionsRepository.prototype, 'listAnswers');
      let saving: Promise<Awaited<ReturnType<typeof saveAnswer>>> | undefined;
      try {
        const grading = setGrades(t, p.o.admin.jwt, assignment, learner.user.id, {
          tasks: [{ assignment_task_uuid: second.assignment_task_uuid, grade: 4 }],
        });
        await Promise.race([hold.reached, grading]);
        saving = saveAnswer(t, learner.jwt, assignment, second, SHORT_RIGHT);
        await settledOrBlocked(saving);
        hold.release();
        const graded = await grading;
        assert.equal(graded.statusCode, 200, graded.body);
      } finally {
        hold.restore();
      }
      assertError(await saving, 400, 'already_submitted');
      const stored = await t.services.db
        .selectFrom('task_submissions')
        .select(['task_submission', 'grade'])
        .where('task_id', '=', second.id)
        .executeTakeFirstOrThrow();
      assert.deepEqual(stored, { task_submission: 'null', grade: 4 });
    });

    it('a grading that read and ran the answers of a CODE task before a hand grade keeps the hand grade', async () => {
      const s = await submitted('code');
      const outcome = await interleave(
        holdAfter(SubmissionsRepository.prototype, 'listAnswers'),
        () => recompute(t, s.o.admin.jwt, s.assignment, s.learner.user.id),
        () =>
          setGrades(t, s.o.admin.jwt, s.assignment, s.learner.user.id, {
            tasks: [{ assignment_task_uuid: s.task.assignment_task_uuid, grade: 7 }],
          }),
      );
      assert.equal(outcome.competitor.statusCode, 200, outcome.competitor.body);
      const grade = ok<Grade>(outcome.held);
      assert.equal(grade.grade, 7);
      assert.deepEqual(
        grade.tasks.map((task) => [task.grade, task.manually_graded]),
        [[7, true]],
      );
    });

    it('a grading under the lock and a hand grade at once: the hand grade is kept in either order', async () => {
      for (let round = 0; round < 4; round += 1) {
        const s = await submitted();
        const [graded, byHand] = await Promise.all([
          recompute(t, s.o.admin.jwt, s.assignment, s.learner.user.id),
          setGrades(t, s.o.admin.jwt, s.assignment, s.learner.user.id, {
            tasks: [{ assignment_task_uuid: s.task.assignment_task_uuid, grade: 7 }],
          }),
        ]);
        ok(graded);
        ok(byHand);
        const stored = ok<Grade>(
          await call(
            t,
            'GET',
            `${assignmentUrl(s.assignment)}/submissions/${s.learner.user.id}/grade`,
            s.o.admin.jwt,
          ),
        );
        assert.deepEqual(
          stored.tasks.map((task) => [task.grade, task.manually_graded]),
          [[7, true]],
        );
      }
    });
  });
});

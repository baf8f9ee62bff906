/**
 * What a grade recompute costs the database [issue 14]: every statement of `POST …/submissions/{user_id}/grade`
 * is counted. Without CODE tasks the answers are read and graded under the learner's lock (with CODE tasks they
 * are read and run before the transaction as well, so no lock waits on a program); only an answer whose grade or note changes is written; the attempt's total is summed from
 * what was written and the grade object is answered from the same rows, so nothing is read back. The answers'
 * rows keep their `update_date` when their grade stays. The assignment and its tasks go to the database in one
 * round trip, and so do the attempt and its answers (platform/db/one-trip.ts): 6 round trips on PostgreSQL, with
 * `begin` and the learner's lock held back until the attempt's read (pg-begin.ts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { assertError } from '../../../test/assertions.ts';
import { place } from '../../../test/content-factories.ts';
import { addMember, call, createApiToken } from '../../../test/factories.ts';
import {
  SHORT_ANSWER,
  SHORT_RIGHT,
  addTask,
  assignmentUrl,
  createAssignment,
  ok,
  recompute,
  saveAnswer,
  submit,
  type Grade,
} from '../../../test/assignment-factories.ts';
import { statementRecorder, statementShape } from '../../../test/statements.ts';

const GRADER_RIGHTS = { assignments: { action_create: true, action_read: true, action_update: true } };

/**
 * The statements of a recompute that changes no answer's grade, in order. The event's course_uuid is read once
 * per process (the submit's grading read it already): a course keeps its uuid for life.
 */
const UNCHANGED = [
  'select api_tokens, organizations, memberships', // the grader's token
  'select assignments', // the assignment…
  'select assignment_tasks, assignments', // …and the tasks to grade against, in the same round trip
  'begin',
  'select assignment_submissions', // the learner's current attempt (404 without one, 400 while pending)…
  'select task_submissions, assignment_submissions', // …and its answers, in the same round trip, graded here
  'update assignment_submissions', // total, status, graded_at, returning the row
  'select webhook_subscriptions, webhook_endpoints', // who subscribes to assignment_graded
  'commit',
];

describe('statements of a grade recompute', () => {
  const statements = statementRecorder();
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ build: { onStatement: statements.onStatement } });
  });
  after(() => t.close());

  /** The shapes sent, without PostgreSQL's advisory lock on the learner (SQLite's single writer needs none). */
  async function shapesOf(work: () => ReturnType<typeof recompute>) {
    const { result, statements: sent } = await statements.during(work);
    const shapes = sent.filter((s) => !s.includes('pg_advisory_xact_lock')).map(statementShape);
    return { grade: ok<Grade>(result), shapes };
  }

  async function answerDates(assignmentId: number): Promise<string[]> {
    const rows = await t.services.db
      .selectFrom('task_submissions as a')
      .innerJoin('assignment_submissions as s', 's.id', 'a.submission_id')
      .select('a.update_date')
      .where('s.assignment_id', '=', assignmentId)
      .orderBy('a.id')
      .execute();
    return rows.map((r) => String(r.update_date));
  }

  it('writes only the attempt when no grade changes, and only the changed answers when some do', async () => {
    const p = await place(t);
    const assignment = await createAssignment(t, p, { auto_grading: true });
    const tasks = [];
    for (const title of ['One', 'Two', 'Three']) {
      tasks.push(await addTask(t, p.o.admin.jwt, assignment, { ...SHORT_ANSWER, title }));
    }
    const learner = await addMember(t, p.o.org.id, 'learner');
    for (const task of tasks) ok(await saveAnswer(t, learner.jwt, assignment, task, SHORT_RIGHT));
    ok(await submit(t, learner.jwt, assignment));
    const { token } = await createApiToken(t, p.o, GRADER_RIGHTS);
    // The token's first use writes its last use (once a minute at most): not the recompute's cost.
    ok(await call(t, 'GET', `${assignmentUrl(assignment)}/submissions/${learner.user.id}/grade`, token));
    const before = await answerDates(assignment.id);

    const same = await shapesOf(() => recompute(t, token, assignment, learner.user.id));
    assert.deepEqual(same.shapes, UNCHANGED);
    assert.equal(same.grade.grade, 30);
    assert.deepEqual(await answerDates(assignment.id), before, 'unchanged answers keep their rows');

    // The second task's key changes: its answer is now wrong, and that one answer is written.
    ok(
      await call(
        t,
        'PUT',
        `${assignmentUrl(assignment)}/tasks/${tasks[1]!.assignment_task_uuid}`,
        p.o.admin.jwt,
        {
          contents: { ...SHORT_ANSWER.contents, correct_answers: ['chlorophyll'] },
        },
      ),
    );
    const changed = await shapesOf(() => recompute(t, token, assignment, learner.user.id));
    assert.deepEqual(changed.shapes, [
      ...UNCHANGED.slice(0, 6),
      'update task_submissions',
      ...UNCHANGED.slice(6),
    ]);
    assert.deepEqual(
      changed.grade.tasks.map((task) => task.grade),
      [10, 0, 10],
    );
    assert.equal(changed.grade.grade, 20);
    // Read under the lock, a learner without an attempt is still a 404, a pending attempt a 400.
    const nobody = await addMember(t, p.o.org.id, 'learner');
    assertError(await recompute(t, token, assignment, nobody.user.id), 404, 'not_found');
    ok(await saveAnswer(t, nobody.jwt, assignment, tasks[0]!, SHORT_RIGHT));
    assertError(await recompute(t, token, assignment, nobody.user.id), 400, 'not_submitted');
    // The answer is the same as stored: what it says is what the next read says.
    assert.deepEqual(
      ok<Grade>(
        await call(t, 'GET', `${assignmentUrl(assignment)}/submissions/${learner.user.id}/grade`, token),
      ),
      changed.grade,
    );
  });
});

/**
 * What a task-answer save costs the database [issue 14]: every statement the request sends is counted
 * (`begin` and `commit` included), on the first answer of an attempt and on a later one, by a learner with a
 * session, by one with a swapped session (what the benchmark's learners use) and by an API token on a learner's
 * behalf. 7 for a learner, 8 for a token on a learner's behalf (which writes its last use at most once a minute
 * besides); the lists below are the ones docs/architecture.md gives. The rules stay the contract's: a learner of a restricted activity without
 * a group link is still refused, with no write.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { API, place, swapToken } from '../../../test/content-factories.ts';
import { ALL_RIGHTS, addMember, call, createApiToken } from '../../../test/factories.ts';
import { assertError } from '../../../test/assertions.ts';
import {
  SHORT_ANSWER,
  SHORT_RIGHT,
  SHORT_WRONG,
  addTask,
  buildAssignment,
  createAssignment,
  ok,
  saveAnswer,
  type Submission,
} from '../../../test/assignment-factories.ts';
import { statementRecorder, statementShape } from '../../../test/statements.ts';

/** The statements of a save, in order: what docs/architecture.md lists. */
const SAVE = [
  'select users', // the session's user (authentication)
  // the assignment and the task of the path, with the caller's role and a learner's read rules (the activity,
  // the course with authorship, the chapter, group links), in one statement
  'select assignments, assignment_tasks, memberships, activities, course_authors, courses, chapters, usergroup_resources, usergroup_users, usergroups',
  'begin',
  'insert assignment_submissions', // the current attempt touched and locked, or the first one started
  // the answer, inserted or replaced, and the attempt's answers for the response, each finding the PENDING
  // attempt by a subquery: on PostgreSQL in one round trip with the touch before them and the commit after
  'insert task_submissions, assignment_submissions',
  'select task_submissions, assignment_tasks, assignment_submissions',
  'commit',
];

describe('statements of a task-answer save', () => {
  const statements = statementRecorder();
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ build: { onStatement: statements.onStatement } });
  });
  after(() => t.close());

  async function save(
    auth: string,
    assignment: { assignment_uuid: string },
    task: { assignment_task_uuid: string },
    answer: unknown,
    onBehalfOf?: number,
  ) {
    const { result, statements: sent } = await statements.during(() =>
      saveAnswer(t, auth, assignment, task, answer, onBehalfOf),
    );
    return { response: result, shapes: sent.map(statementShape) };
  }

  it('a learner’s first and later answers take 7 statements each, on the same statements', async () => {
    const p = await place(t);
    const assignment = await createAssignment(t, p);
    const first = await addTask(t, p.o.admin.jwt, assignment, SHORT_ANSWER);
    const second = await addTask(t, p.o.admin.jwt, assignment, { ...SHORT_ANSWER, title: 'Again' });
    const learner = await addMember(t, p.o.org.id, 'learner');

    const started = await save(learner.jwt, assignment, first, SHORT_WRONG);
    assert.deepEqual(started.shapes, SAVE);
    assert.equal(ok<Submission>(started.response).tasks.length, 1);

    const replaced = await save(learner.jwt, assignment, first, SHORT_RIGHT);
    assert.deepEqual(replaced.shapes, SAVE);
    const another = await save(learner.jwt, assignment, second, SHORT_RIGHT);
    assert.deepEqual(another.shapes, SAVE);
    const submission = ok<Submission>(another.response);
    assert.equal(submission.attempt_number, 1);
    assert.deepEqual(
      submission.tasks.map((a) => [a.assignment_task_uuid, a.task_submission]),
      [
        [first.assignment_task_uuid, SHORT_RIGHT],
        [second.assignment_task_uuid, SHORT_RIGHT],
      ],
    );
  });

  it('a swapped session (the benchmark’s learners) saves in the same 7', async () => {
    const p = await place(t);
    const assignment = await createAssignment(t, p);
    const task = await addTask(t, p.o.admin.jwt, assignment, SHORT_ANSWER);
    const learner = await addMember(t, p.o.org.id, 'learner');
    const { token } = await createApiToken(t, p.o, ALL_RIGHTS);
    const jwt = await swapToken(t, p.o.org.slug, token, learner.user.id);
    assert.deepEqual((await save(jwt, assignment, task, SHORT_RIGHT)).shapes, SAVE);
  });

  it('an API token saving on a learner’s behalf takes 8 too (9 when it writes its last use)', async () => {
    const p = await place(t);
    const assignment = await createAssignment(t, p);
    const task = await addTask(t, p.o.admin.jwt, assignment, SHORT_ANSWER);
    const learner = await addMember(t, p.o.org.id, 'learner');
    const { token } = await createApiToken(t, p.o, ALL_RIGHTS);
    const onBehalf = [
      'select api_tokens, organizations, memberships', // the token, its organization's plan, its creator's role
      'select assignments, assignment_tasks',
      'select users, memberships', // the learner exists (404) and is a member (403)
      ...SAVE.slice(2),
    ];
    const first = await save(token, assignment, task, SHORT_WRONG, learner.user.id);
    assert.deepEqual(first.shapes, [onBehalf[0], 'update api_tokens', ...onBehalf.slice(1)]);
    const next = await save(token, assignment, task, SHORT_RIGHT, learner.user.id);
    assert.deepEqual(next.shapes, onBehalf);
    assert.equal(ok<Submission>(next.response).user_id, learner.user.id);
  });

  it('a learner refused by a lock is refused after the same reads, before any write', async () => {
    const p = await place(t);
    const { assignment } = await buildAssignment(t, {
      p,
      fields: { published: true },
      shellFields: { lock_type: 'restricted' },
    });
    const task = await addTask(t, p.o.admin.jwt, assignment, SHORT_ANSWER);
    const learner = await addMember(t, p.o.org.id, 'learner');
    const refused = await save(learner.jwt, assignment, task, SHORT_RIGHT);
    assertError(refused.response, 403, 'activity_locked');
    assert.deepEqual(refused.shapes, SAVE.slice(0, 2));
  });

  it('a standing read with the assignment serves its own request only: a lock set between saves refuses the next', async () => {
    const p = await place(t);
    const { shell, assignment } = await buildAssignment(t, { p, fields: { published: true } });
    const task = await addTask(t, p.o.admin.jwt, assignment, SHORT_ANSWER);
    const learner = await addMember(t, p.o.org.id, 'learner');
    ok<Submission>((await save(learner.jwt, assignment, task, SHORT_WRONG)).response);
    const locked = await call(t, 'PUT', `${API}/activities/${shell.activity_uuid}`, p.o.admin.jwt, {
      lock_type: 'restricted',
    });
    assert.equal(locked.statusCode, 200, locked.body);
    assertError((await save(learner.jwt, assignment, task, SHORT_RIGHT)).response, 403, 'activity_locked');
  });
});

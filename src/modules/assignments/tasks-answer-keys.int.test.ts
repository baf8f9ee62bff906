/**
 * Answer keys in task reads [CONTRACT 6, 10]: `assigned_right_answer`, `correctAnswer`, `correct_answers`,
 * `correct_value`, `tolerance` and hidden CODE test cases are ABSENT (not null) for every caller without
 * `assignments` update rights, in the task list and in GET /assignments/task/{uuid}; graders see them; a learner
 * sees them once their current submission is GRADED and the assignment has show_correct_answers.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { API } from '../../../test/content-factories.ts';
import { addMember, call, createApiToken, type TestUser } from '../../../test/factories.ts';
import {
  ANSWER_KEYS,
  assignmentRights,
  TASK_TYPES,
  VALID_CONTENTS,
  buildAssignment,
  createTask,
  keysDeep,
  type Built,
  type Task,
  type TaskType,
  within,
} from '../../../test/assignment-factories.ts';

/** What a learner should see of a definition, derived here from CONTRACT 6 and 10 (not from the service). */
function expectedRedacted(type: TaskType): unknown {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !(ANSWER_KEYS as readonly string[]).includes(key))
        .map(([key, item]) => [key, strip(item)]),
    );
  };
  if (type === 'CODE') {
    const code = VALID_CONTENTS.CODE as { test_cases: { hidden: boolean }[] };
    return { ...code, test_cases: code.test_cases.filter((c) => !c.hidden) };
  }
  // CUSTOM is never interpreted; FILE_SUBMISSION and OTHER carry no keys.
  if (type === 'CUSTOM' || type === 'FILE_SUBMISSION' || type === 'OTHER') return VALID_CONTENTS[type];
  return strip(VALID_CONTENTS[type]);
}

describe('answer keys in task reads', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  /** An assignment (published, on a published shell) with one task of every type. */
  async function withEveryType(fields: Record<string, unknown>): Promise<{ b: Built; tasks: Task[] }> {
    const b = await buildAssignment(t, { fields: { published: true, ...fields } });
    const tasks: Task[] = [];
    for (const type of TASK_TYPES) {
      tasks.push(await createTask(t, b.p.o.admin.jwt, b.assignment.assignment_uuid, type));
    }
    return { b, tasks };
  }

  /** The tasks as `auth` reads them: from the list, and one by one; both must agree. */
  async function readAll(b: Built, tasks: Task[], auth: string): Promise<{ texts: string[]; tasks: Task[] }> {
    const list = await call(t, 'GET', `${API}/assignments/${b.assignment.assignment_uuid}/tasks`, auth);
    assert.equal(list.statusCode, 200, list.body);
    const texts = [list.body];
    const listed = list.json<Task[]>();
    assert.deepEqual(
      listed.map((x) => x.assignment_task_uuid),
      tasks.map((x) => x.assignment_task_uuid),
    );
    for (const task of tasks) {
      const one = await call(t, 'GET', `${API}/assignments/task/${task.assignment_task_uuid}`, auth);
      assert.equal(one.statusCode, 200, one.body);
      texts.push(one.body);
      assert.deepEqual(
        one.json(),
        listed.find((x) => x.assignment_task_uuid === task.assignment_task_uuid),
      );
    }
    return { texts, tasks: listed };
  }

  async function assertRedacted(b: Built, tasks: Task[], auth: string, label: string): Promise<void> {
    const seen = await readAll(b, tasks, auth);
    for (const task of seen.tasks) {
      const type = task.assignment_type;
      const keys = keysDeep(task.contents);
      for (const key of ANSWER_KEYS) {
        assert.ok(!keys.has(key), `${label}: ${type} carries ${key}: ${JSON.stringify(task.contents)}`);
      }
      assert.deepEqual(task.contents, expectedRedacted(type), `${label}: ${type}`);
    }
    for (const text of seen.texts) {
      for (const key of ANSWER_KEYS) assert.ok(!text.includes(`"${key}"`), `${label}: ${key} in ${text}`);
      assert.ok(!text.includes('hidden-1'), `${label}: the hidden test case leaks: ${text}`);
      assert.ok(!text.includes('"40 2"'), `${label}: the hidden test case's stdin leaks: ${text}`);
    }
  }

  async function assertFull(b: Built, tasks: Task[], auth: string, label: string): Promise<void> {
    const seen = await readAll(b, tasks, auth);
    for (const task of seen.tasks) {
      assert.deepEqual(
        task.contents,
        VALID_CONTENTS[task.assignment_type],
        `${label}: ${task.assignment_type}`,
      );
    }
  }

  /** The learner answers the QUIZ task (a PENDING submission). */
  async function answer(b: Built, tasks: Task[], learner: TestUser): Promise<void> {
    const quiz = tasks.find((x) => x.assignment_type === 'QUIZ')!;
    const saved = await call(
      t,
      'PUT',
      `${API}/assignments/${b.assignment.assignment_uuid}/tasks/${quiz.assignment_task_uuid}/submissions`,
      learner.jwt,
      { task_submission: { submissions: [{ questionUUID: 'q1', optionUUID: 'q1o1', answer: true }] } },
    );
    assert.equal(saved.statusCode, 200, saved.body);
  }

  /** Sets the learner's submission status by hand, as a grader may [CONTRACT 6]. */
  async function setStatus(b: Built, learner: TestUser, status: 'SUBMITTED' | 'GRADED'): Promise<void> {
    const response = await call(
      t,
      'PUT',
      `${API}/assignments/${b.assignment.assignment_uuid}/submissions/${learner.user.id}`,
      b.p.o.admin.jwt,
      { status },
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json<{ status: string }>().status, status);
  }

  /** The grade recompute by the admin: the submission becomes GRADED. */
  async function grade(b: Built, learner: TestUser): Promise<void> {
    const graded = await within(
      call(
        t,
        'POST',
        `${API}/assignments/${b.assignment.assignment_uuid}/submissions/${learner.user.id}/grade`,
        b.p.o.admin.jwt,
        {},
      ),
      'grade',
    );
    assert.equal(graded.statusCode, 200, graded.body);
    assert.equal(graded.json<{ status: string }>().status, 'GRADED');
  }

  it('a learner never gets the keys (keys absent, hidden test cases left out, the rest intact)', async () => {
    const { b, tasks } = await withEveryType({ show_correct_answers: true });
    const learner = await addMember(t, b.p.o.org.id, 'learner');
    await assertRedacted(b, tasks, learner.jwt, 'learner');
    // The visible test case and the non-key fields stay.
    const list = await call(
      t,
      'GET',
      `${API}/assignments/${b.assignment.assignment_uuid}/tasks`,
      learner.jwt,
    );
    const code = list.json<Task[]>().find((x) => x.assignment_type === 'CODE')!;
    assert.deepEqual(
      (code.contents.test_cases as { id: string }[]).map((c) => c.id),
      ['visible-1'],
    );
    const numeric = list.json<Task[]>().find((x) => x.assignment_type === 'NUMBER_ANSWER')!;
    assert.deepEqual(numeric.contents, { prompt: 'What is pi?', unit: 'rad' });
  });

  it('a token with assignments:read only gets them redacted too', async () => {
    const { b, tasks } = await withEveryType({ show_correct_answers: true });
    const reader = await createApiToken(t, b.p.o, assignmentRights('read'));
    await assertRedacted(b, tasks, reader.token, 'read-only token');
    const readCreate = await createApiToken(t, b.p.o, assignmentRights('read', 'create', 'delete'));
    await assertRedacted(b, tasks, readCreate.token, 'token without update');
  });

  it('graders see them: a token with assignments:update, an instructor, a maintainer, the admin', async () => {
    const { b, tasks } = await withEveryType({});
    const token = await createApiToken(t, b.p.o, assignmentRights('read', 'update'));
    const instructor = await addMember(t, b.p.o.org.id, 'instructor');
    const maintainer = await addMember(t, b.p.o.org.id, 'maintainer');
    await assertFull(b, tasks, token.token, 'token with update');
    await assertFull(b, tasks, instructor.jwt, 'instructor');
    await assertFull(b, tasks, maintainer.jwt, 'maintainer');
    await assertFull(b, tasks, b.p.o.admin.jwt, 'admin');
  });

  it('with show_correct_answers: a learner sees them once GRADED, not while SUBMITTED; others still do not', async () => {
    const { b, tasks } = await withEveryType({ show_correct_answers: true, allow_retries: true });
    const learner = await addMember(t, b.p.o.org.id, 'learner');
    const classmate = await addMember(t, b.p.o.org.id, 'learner');
    await answer(b, tasks, learner);
    await assertRedacted(b, tasks, learner.jwt, 'pending');
    await setStatus(b, learner, 'SUBMITTED');
    await assertRedacted(b, tasks, learner.jwt, 'submitted, not graded');
    await grade(b, learner);
    await assertFull(b, tasks, learner.jwt, 'graded learner');
    await assertRedacted(b, tasks, classmate.jwt, 'classmate of a graded learner');

    // Switching show_correct_answers off hides them again.
    const off = await call(t, 'PUT', `${API}/assignments/${b.assignment.assignment_uuid}`, b.p.o.admin.jwt, {
      show_correct_answers: false,
    });
    assert.equal(off.statusCode, 200, off.body);
    await assertRedacted(b, tasks, learner.jwt, 'graded, show_correct_answers switched off');
    const on = await call(t, 'PUT', `${API}/assignments/${b.assignment.assignment_uuid}`, b.p.o.admin.jwt, {
      show_correct_answers: true,
    });
    assert.equal(on.statusCode, 200, on.body);
    await assertFull(b, tasks, learner.jwt, 'graded, switched back on');

    // A new attempt is not graded: the keys go away until it is.
    const retry = await call(
      t,
      'POST',
      `${API}/assignments/${b.assignment.assignment_uuid}/submissions/me/retry`,
      learner.jwt,
    );
    assert.equal(retry.statusCode, 200, retry.body);
    await assertRedacted(b, tasks, learner.jwt, 'after a retry');
  });

  it('without show_correct_answers a GRADED learner still does not see them', async () => {
    const { b, tasks } = await withEveryType({ show_correct_answers: false });
    const learner = await addMember(t, b.p.o.org.id, 'learner');
    await answer(b, tasks, learner);
    await setStatus(b, learner, 'SUBMITTED');
    await grade(b, learner);
    await assertRedacted(b, tasks, learner.jwt, 'graded, show_correct_answers false');
  });

  it('a learner graded by hand (PUT …/submissions/{user_id}) sees them with show_correct_answers', async () => {
    const { b, tasks } = await withEveryType({ show_correct_answers: true });
    const learner = await addMember(t, b.p.o.org.id, 'learner');
    await answer(b, tasks, learner);
    await setStatus(b, learner, 'GRADED');
    await assertFull(b, tasks, learner.jwt, 'graded by hand');
  });

  it("the learner's own flow: save, submit, graded → the keys show with show_correct_answers", async () => {
    const { b, tasks } = await withEveryType({ show_correct_answers: true });
    const learner = await addMember(t, b.p.o.org.id, 'learner');
    await answer(b, tasks, learner);
    const submitted = await within(
      call(t, 'POST', `${API}/assignments/${b.assignment.assignment_uuid}/submissions`, learner.jwt),
      'the learner submitting',
    );
    assert.equal(submitted.statusCode, 200, submitted.body);
    assert.equal(submitted.json<{ status: string }>().status, 'SUBMITTED');
    await assertRedacted(b, tasks, learner.jwt, 'submitted by the learner, not graded');
    await grade(b, learner);
    await assertFull(b, tasks, learner.jwt, 'graded after the learner submitted');
  });
});

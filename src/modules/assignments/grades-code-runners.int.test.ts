/**
 * CODE tasks in languages other than JavaScript [CONTRACT 8]: without JUDGE0_URL no runner serves them, so the
 * task keeps its stored grade (none) and the grade object names the missing runner; with JUDGE0_URL they are run
 * on Judge0 (here the local fake of test/fake-judge0.ts), one submission per test case, and graded from its
 * answers; when Judge0 fails, the stored grade stays and the note says why. JavaScript never leaves the process.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { place } from '../../../test/content-factories.ts';
import { addMember, createApiToken } from '../../../test/factories.ts';
import { judge0Answer, startFakeJudge0, type FakeJudge0 } from '../../../test/fake-judge0.ts';
import {
  CODE,
  CODE_RIGHT,
  addTask,
  createAssignment,
  getGrade,
  ok,
  recompute,
  saveAnswer,
  submit,
  type Assignment,
  type Grade,
  type Task,
  type TaskDefinition,
} from '../../../test/assignment-factories.ts';

const GRADER_RIGHTS = { assignments: { action_create: true, action_read: true, action_update: true } };

/** The sum task of CODE, in Python. */
const PYTHON: TaskDefinition = {
  ...CODE,
  title: 'Sum in Python',
  contents: { ...CODE.contents, language: 'python' },
};
const PYTHON_SOURCE = 'a, b = map(int, input().split())\nprint(a + b)\n';
const PYTHON_ANSWER = { language: 'python', source_code: PYTHON_SOURCE };

interface Setup {
  token: string;
  assignment: Assignment;
  task: Task;
  learnerId: number;
}

/** An assignment with one task of `definition`, answered by a learner with `answer` and submitted. */
async function answered(t: TestApp, definition: TaskDefinition, answer: unknown): Promise<Setup> {
  const p = await place(t);
  const { token } = await createApiToken(t, p.o, GRADER_RIGHTS);
  const assignment = await createAssignment(t, p);
  const task = await addTask(t, p.o.admin.jwt, assignment, definition);
  const learnerId = (await addMember(t, p.o.org.id, 'learner')).user.id;
  ok(await saveAnswer(t, token, assignment, task, answer, learnerId));
  ok(await submit(t, token, assignment, learnerId));
  return { token, assignment, task, learnerId };
}

/** The grade object of a one-task NUMERIC assignment out of 50 whose task has `grade` and `note`. */
function expectedGrade(task: Task, grade: number | null, note: string | null): Grade {
  const points = grade ?? 0;
  return {
    grade: points,
    max_grade: 50,
    percentage: (points / 50) * 100,
    display_grade: `${points}/50`,
    letter_grade: points >= 45 ? 'A' : 'F',
    passed: points >= 25,
    passing_threshold: 50,
    grading_type: 'NUMERIC',
    overall_feedback: '',
    status: 'GRADED',
    attempt_number: 1,
    tasks: [
      {
        assignment_task_uuid: task.assignment_task_uuid,
        title: task.title,
        assignment_type: 'CODE',
        submitted: true,
        grade,
        max_grade: 50,
        feedback: '',
        manually_graded: false,
        grading_note: note,
      },
    ],
  };
}

describe('CODE grading by language', () => {
  describe('without JUDGE0_URL', () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp();
    });
    after(() => t.close());

    it('a python task: the grade stays null and grading_note names the missing runner', async () => {
      const s = await answered(t, PYTHON, PYTHON_ANSWER);
      const graded = ok<Grade>(await recompute(t, s.token, s.assignment, s.learnerId));
      assert.match(graded.tasks[0]!.grading_note ?? '', /python/);
      assert.deepEqual(graded, expectedGrade(s.task, null, 'no code runner for python'));
      assert.deepEqual(ok<Grade>(await getGrade(t, s.token, s.assignment, s.learnerId)), graded);
    });

    it('javascript still runs in the built-in sandbox', async () => {
      const s = await answered(t, CODE, CODE_RIGHT);
      assert.deepEqual(
        ok<Grade>(await recompute(t, s.token, s.assignment, s.learnerId)),
        expectedGrade(s.task, 50, null),
      );
    });
  });

  describe('with JUDGE0_URL (a fake Judge0)', () => {
    let judge0: FakeJudge0;
    let t: TestApp;
    before(async () => {
      judge0 = await startFakeJudge0();
      t = await buildTestApp({ judge0Url: judge0.url });
    });
    after(async () => {
      await t?.close();
      await judge0?.close();
    });

    /** Answers like a Python that sums the two numbers of stdin, or times out on the stdin given. */
    function pythonSums(timeoutOn?: string): void {
      judge0.respond((request) => {
        const stdin = request.decoded.stdin ?? '';
        if (stdin === timeoutOn) return judge0Answer(5, { stdout: '' });
        const [a, b] = stdin.trim().split(/\s+/).map(Number);
        return judge0Answer(3, { stdout: `${a! + b!}\n` });
      });
    }

    it('a python task is run on Judge0, one submission per test case, and graded from its answers', async () => {
      pythonSums();
      const before = judge0.requests.length;
      const s = await answered(t, PYTHON, PYTHON_ANSWER);
      const graded = ok<Grade>(await recompute(t, s.token, s.assignment, s.learnerId));
      assert.deepEqual(graded, expectedGrade(s.task, 50, null));
      const requests = judge0.requests.slice(before);
      assert.deepEqual(
        requests.map((r) => [r.method, r.path, r.decoded.source_code, r.decoded.stdin]),
        [
          ['POST', '/submissions', PYTHON_SOURCE, '2 3\n'],
          ['POST', '/submissions', PYTHON_SOURCE, '10 -4\n'],
        ],
      );
      for (const request of requests) {
        assert.equal(request.query.get('base64_encoded'), 'true');
        assert.equal(request.body?.language_id, 71, 'Judge0 CE Python 3');
        assert.equal(request.body?.cpu_time_limit, 2, 'CONTRACT 10: 2 s per test case');
        assert.equal(request.body?.memory_limit, 64 * 1024, 'CONTRACT 10: 64 MB, in KB');
      }
    });

    it('a test case that times out on Judge0 fails; the grade still computes (25 of 50)', async () => {
      pythonSums('10 -4\n');
      const s = await answered(t, PYTHON, PYTHON_ANSWER);
      assert.deepEqual(
        ok<Grade>(await recompute(t, s.token, s.assignment, s.learnerId)),
        expectedGrade(s.task, 25, null),
      );
    });

    it('Judge0 failing (HTTP 500): the stored grade stays and the note says why', async () => {
      pythonSums();
      const s = await answered(t, PYTHON, PYTHON_ANSWER);
      ok(await recompute(t, s.token, s.assignment, s.learnerId));
      judge0.respond(() => ({ kind: 'http', status: 500, body: { error: 'down' } }));
      const again = ok<Grade>(await recompute(t, s.token, s.assignment, s.learnerId));
      assert.equal(again.tasks[0]!.grade, 50, 'the grade of the earlier run stays');
      assert.equal(again.grade, 50);
      assert.match(again.tasks[0]!.grading_note ?? '', /Judge0/);
      assert.match(again.tasks[0]!.grading_note ?? '', /500/);
      // A first grading while Judge0 is down has nothing stored: null, with the reason.
      const fresh = await answered(t, PYTHON, PYTHON_ANSWER);
      const none = ok<Grade>(await recompute(t, fresh.token, fresh.assignment, fresh.learnerId));
      assert.equal(none.tasks[0]!.grade, null);
      assert.match(none.tasks[0]!.grading_note ?? '', /Judge0 answered HTTP 500/);
    });

    it('javascript is never sent to Judge0', async () => {
      judge0.respond(() => ({ kind: 'http', status: 500, body: 'must not be called' }));
      const before = judge0.requests.length;
      const s = await answered(t, CODE, CODE_RIGHT);
      assert.deepEqual(
        ok<Grade>(await recompute(t, s.token, s.assignment, s.learnerId)),
        expectedGrade(s.task, 50, null),
      );
      assert.equal(judge0.requests.length, before);
    });
  });
});

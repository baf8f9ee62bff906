/**
 * Assignment updates and deletion over HTTP [SPEC 2.5, 4.3, 5.6; CONTRACT 2, 6]: every field changed on its own
 * (partial updates), invalid values, rights; deletion with everything the assignment owns (tasks, submissions of
 * every attempt, answers, files on disk), also when its activity or its course is deleted.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { API, apiDate, callForm } from '../../../test/content-factories.ts';
import {
  ALL_RIGHTS,
  addMember,
  call,
  createApiToken,
  createOrg,
  type TestUser,
} from '../../../test/factories.ts';
import { SAMPLE_FILES } from '../../../test/multipart.ts';
import { activityDir, filesUnder, readStoredFile } from '../../../test/stored-files.ts';
import {
  assignmentBody,
  assignmentRights,
  buildAssignment,
  createTask,
  ownedRows,
  postAssignment,
  remainingRows,
  type Assignment,
  type Built,
  type Task,
} from '../../../test/assignment-factories.ts';

describe('assignment updates and deletion', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  async function read(uuid: string, auth: string): Promise<Assignment> {
    const response = await call(t, 'GET', `${API}/assignments/${uuid}`, auth);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<Assignment>();
  }

  describe('update', () => {
    const CHANGES: Record<string, unknown>[] = [
      { title: 'Renamed' },
      { description: 'New description' },
      { due_date: '2026-06-30' },
      { due_date: null },
      { grading_type: 'PASS_FAIL' },
      { published: true },
      { auto_grading: true },
      { anti_copy_paste: true },
      { show_correct_answers: true },
      { allow_retries: true },
      { max_retries: 5 },
    ];

    for (const change of CHANGES) {
      it(`${JSON.stringify(change)} changes that field only`, async () => {
        const b = await buildAssignment(t, { fields: { due_date: '2026-04-01', grading_type: 'ALPHABET' } });
        t.clock.advance(60_000);
        const response = await call(
          t,
          'PUT',
          `${API}/assignments/${b.assignment.assignment_uuid}`,
          b.p.o.admin.jwt,
          change,
        );
        assert.equal(response.statusCode, 200, response.body);
        const expected = { ...b.assignment, ...change, update_date: apiDate(t.clock.now()) };
        assert.deepEqual(response.json(), expected);
        assert.deepEqual(await read(b.assignment.assignment_uuid, b.p.o.admin.jwt), expected);
      });
    }

    it('several fields at once, and back to false', async () => {
      const b = await buildAssignment(t, {
        fields: {
          published: true,
          auto_grading: true,
          anti_copy_paste: true,
          show_correct_answers: true,
          allow_retries: true,
          max_retries: 2,
        },
      });
      const change = {
        published: false,
        auto_grading: false,
        anti_copy_paste: false,
        show_correct_answers: false,
        allow_retries: false,
        max_retries: 0,
        title: 'T2',
      };
      const response = await call(
        t,
        'PUT',
        `${API}/assignments/${b.assignment.assignment_uuid}`,
        b.p.o.admin.jwt,
        change,
      );
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(await read(b.assignment.assignment_uuid, b.p.o.admin.jwt), {
        ...b.assignment,
        ...change,
        update_date: apiDate(t.clock.now()),
      });
    });

    it('invalid values → 422 and nothing changes', async () => {
      const b = await buildAssignment(t);
      const url = `${API}/assignments/${b.assignment.assignment_uuid}`;
      assertInvalid(await call(t, 'PUT', url, b.p.o.admin.jwt, { grading_type: 'STARS' }), [
        'body',
        'grading_type',
      ]);
      assertInvalid(await call(t, 'PUT', url, b.p.o.admin.jwt, { due_date: '2026-02-30' }), [
        'body',
        'due_date',
      ]);
      assertInvalid(await call(t, 'PUT', url, b.p.o.admin.jwt, { due_date: '03/10/2026' }), [
        'body',
        'due_date',
      ]);
      assertInvalid(await call(t, 'PUT', url, b.p.o.admin.jwt, { max_retries: -1 }), ['body', 'max_retries']);
      // The foreign keys are fixed: an assignment never moves to another activity, chapter, course or org.
      for (const key of ['activity_id', 'chapter_id', 'course_id', 'org_id']) {
        const moved = await call(t, 'PUT', url, b.p.o.admin.jwt, { [key]: 1 });
        assert.equal(moved.statusCode, 422, `${key}: ${moved.body}`);
      }
      assert.deepEqual(await read(b.assignment.assignment_uuid, b.p.o.admin.jwt), b.assignment);
    });

    it('rights: anonymous 401, learner 403, token without assignments:update 403, other org 403; instructor and token with update 200', async () => {
      const b = await buildAssignment(t, { fields: { published: true } });
      const url = `${API}/assignments/${b.assignment.assignment_uuid}`;
      const learner = await addMember(t, b.p.o.org.id, 'learner');
      const noUpdate = await createApiToken(t, b.p.o, assignmentRights('create', 'read', 'delete'));
      const other = await createOrg(t);
      const foreign = await createApiToken(t, other, ALL_RIGHTS);
      assertError(await call(t, 'PUT', url, undefined, { title: 'x' }), 401, 'unauthorized');
      assertError(await call(t, 'PUT', url, learner.jwt, { title: 'x' }), 403, 'missing_right');
      assertError(await call(t, 'PUT', url, noUpdate.token, { title: 'x' }), 403, 'missing_right');
      assertError(await call(t, 'PUT', url, foreign.token, { title: 'x' }), 403, 'other_organization');
      assertError(await call(t, 'PUT', url, other.admin.jwt, { title: 'x' }), 403, 'not_member');
      assert.deepEqual(await read(b.assignment.assignment_uuid, b.p.o.admin.jwt), b.assignment);

      const instructor = await addMember(t, b.p.o.org.id, 'instructor');
      const byInstructor = await call(t, 'PUT', url, instructor.jwt, { title: 'By instructor' });
      assert.equal(byInstructor.statusCode, 200, byInstructor.body);
      const withUpdate = await createApiToken(t, b.p.o, assignmentRights('update'));
      const byToken = await call(t, 'PUT', url, withUpdate.token, { title: 'By token' });
      assert.equal(byToken.statusCode, 200, byToken.body);
      assert.equal((await read(b.assignment.assignment_uuid, b.p.o.admin.jwt)).title, 'By token');
    });
  });

  describe('delete', () => {
    /**
     * An assignment with two tasks, a reference file, and a learner with two attempts (the first graded, the
     * second in progress) holding three answers, one of them an uploaded file: deleting it has rows and files to
     * take along.
     */
    async function populated(): Promise<{ b: Built; learner: TestUser; refFile: string }> {
      const b = await buildAssignment(t, { fields: { published: true, allow_retries: true } });
      const admin = b.p.o.admin.jwt;
      const a = `${API}/assignments/${b.assignment.assignment_uuid}`;
      const quiz = await createTask(t, admin, b.assignment.assignment_uuid, 'QUIZ');
      const upload = await createTask(t, admin, b.assignment.assignment_uuid, 'FILE_SUBMISSION');
      const ref = await callForm(t, 'POST', `${a}/tasks/${quiz.assignment_task_uuid}/ref_file`, admin, {}, [
        { field: 'reference_file', filename: 'key.pdf', content: SAMPLE_FILES.pdf },
      ]);
      assert.equal(ref.statusCode, 200, ref.body);
      const refFile = ref.json<Task>().reference_file!;
      const learner = await addMember(t, b.p.o.org.id, 'learner');
      const answerQuiz = async () => {
        const saved = await call(
          t,
          'PUT',
          `${a}/tasks/${quiz.assignment_task_uuid}/submissions`,
          learner.jwt,
          {
            task_submission: { submissions: [{ questionUUID: 'q1', optionUUID: 'q1o1', answer: true }] },
          },
        );
        assert.equal(saved.statusCode, 200, saved.body);
      };
      await answerQuiz();
      const sent = await callForm(
        t,
        'POST',
        `${a}/tasks/${upload.assignment_task_uuid}/file_submission`,
        learner.jwt,
        {},
        [{ field: 'submission_file', filename: 'mine.pdf', content: SAMPLE_FILES.pdf }],
      );
      assert.equal(sent.statusCode, 200, sent.body);
      const fileAnswer = await call(
        t,
        'PUT',
        `${a}/tasks/${upload.assignment_task_uuid}/submissions`,
        learner.jwt,
        { task_submission: { file_uuid: sent.json<{ file_uuid: string }>().file_uuid } },
      );
      assert.equal(fileAnswer.statusCode, 200, fileAnswer.body);
      // Graded by hand (the submit path is the subject of the submission tests), then a second attempt.
      const graded = await call(t, 'PUT', `${a}/submissions/${learner.user.id}`, admin, {
        status: 'GRADED',
        grade: 10,
      });
      assert.equal(graded.statusCode, 200, graded.body);
      const retry = await call(t, 'POST', `${a}/submissions/me/retry`, learner.jwt);
      assert.equal(retry.statusCode, 200, retry.body);
      await answerQuiz();
      return { b, learner, refFile };
    }

    function assignmentDir(b: Built): string {
      return path.join(activityDir(t.dataDir, b.p.course, b.shell.activity_uuid), 'assignment');
    }

    it('→ 204, and takes its tasks, submissions, answers and files along; the activity stays', async () => {
      const { b, refFile } = await populated();
      const owned = await ownedRows(t, b.assignment.id);
      assert.deepEqual(
        {
          a: owned.assignments.length,
          t: owned.tasks.length,
          s: owned.submissions.length,
          n: owned.answers.length,
        },
        { a: 1, t: 2, s: 2, n: 3 },
      );
      const files = filesUnder(assignmentDir(b));
      assert.equal(files.length, 2, files.join(', '));
      const refPath = files.find((f) => f.endsWith(refFile));
      assert.ok(refPath !== undefined && refPath.includes('reference'), files.join(', '));
      assert.deepEqual(readStoredFile(path.join(assignmentDir(b), refPath)).bytes, SAMPLE_FILES.pdf);

      const response = await call(
        t,
        'DELETE',
        `${API}/assignments/${b.assignment.assignment_uuid}`,
        b.p.o.admin.jwt,
      );
      assert.equal(response.statusCode, 204, response.body);
      assert.equal(response.body, '');

      assert.deepEqual(await remainingRows(t, owned), {
        assignments: 0,
        tasks: 0,
        submissions: 0,
        answers: 0,
      });
      assert.deepEqual(filesUnder(assignmentDir(b)), []);
      assertError(
        await call(t, 'GET', `${API}/assignments/${b.assignment.assignment_uuid}`, b.p.o.admin.jwt),
        404,
        'not_found',
      );
      for (const taskId of owned.tasks) {
        const row = await t.services.db
          .selectFrom('assignment_tasks')
          .select('id')
          .where('id', '=', taskId)
          .executeTakeFirst();
        assert.equal(row, undefined);
      }
      assertError(
        await call(t, 'GET', `${API}/assignments/activity/${b.shell.activity_uuid}`, b.p.o.admin.jwt),
        404,
        'not_found',
      );
      const activity = await call(t, 'GET', `${API}/activities/${b.shell.activity_uuid}`, b.p.o.admin.jwt);
      assert.equal(activity.statusCode, 200, activity.body);
      // The shell can carry a new assignment.
      const again = await postAssignment(t, b.p.o.admin.jwt, assignmentBody(b.p, b.shell));
      assert.equal(again.statusCode, 200, again.body);
    });

    it('rights: anonymous 401, learner 403, instructor-less token 403, other org 403; nothing deleted', async () => {
      const { b } = await populated();
      const url = `${API}/assignments/${b.assignment.assignment_uuid}`;
      const owned = await ownedRows(t, b.assignment.id);
      const files = filesUnder(assignmentDir(b));
      const learner = await addMember(t, b.p.o.org.id, 'learner');
      const noDelete = await createApiToken(t, b.p.o, assignmentRights('create', 'read', 'update'));
      const other = await createOrg(t);
      const foreign = await createApiToken(t, other, ALL_RIGHTS);
      assertError(await call(t, 'DELETE', url), 401, 'unauthorized');
      assertError(await call(t, 'DELETE', url, learner.jwt), 403, 'missing_right');
      assertError(await call(t, 'DELETE', url, noDelete.token), 403, 'missing_right');
      assertError(await call(t, 'DELETE', url, foreign.token), 403, 'other_organization');
      assertError(await call(t, 'DELETE', url, other.admin.jwt), 403, 'not_member');
      assert.deepEqual(await remainingRows(t, owned), {
        assignments: 1,
        tasks: owned.tasks.length,
        submissions: owned.submissions.length,
        answers: owned.answers.length,
      });
      assert.deepEqual(filesUnder(assignmentDir(b)), files);
      const withDelete = await createApiToken(t, b.p.o, assignmentRights('delete'));
      assert.equal((await call(t, 'DELETE', url, withDelete.token)).statusCode, 204);
      assert.deepEqual(await remainingRows(t, owned), {
        assignments: 0,
        tasks: 0,
        submissions: 0,
        answers: 0,
      });
    });

    it('deleting the activity deletes its assignment with everything it owns', async () => {
      const { b } = await populated();
      const owned = await ownedRows(t, b.assignment.id);
      const response = await call(t, 'DELETE', `${API}/activities/${b.shell.activity_uuid}`, b.p.o.admin.jwt);
      assert.equal(response.statusCode, 204, response.body);
      assert.deepEqual(await remainingRows(t, owned), {
        assignments: 0,
        tasks: 0,
        submissions: 0,
        answers: 0,
      });
      assert.deepEqual(filesUnder(assignmentDir(b)), []);
      assertError(
        await call(t, 'GET', `${API}/assignments/${b.assignment.assignment_uuid}`, b.p.o.admin.jwt),
        404,
        'not_found',
      );
    });

    it('deleting the course deletes its assignments with everything they own', async () => {
      const { b } = await populated();
      const sibling = await buildAssignment(t, { p: b.p });
      await createTask(t, b.p.o.admin.jwt, sibling.assignment.assignment_uuid, 'OTHER');
      const owned = [await ownedRows(t, b.assignment.id), await ownedRows(t, sibling.assignment.id)];
      const response = await call(t, 'DELETE', `${API}/courses/${b.p.course.course_uuid}`, b.p.o.admin.jwt);
      assert.equal(response.statusCode, 204, response.body);
      for (const rows of owned) {
        assert.deepEqual(await remainingRows(t, rows), {
          assignments: 0,
          tasks: 0,
          submissions: 0,
          answers: 0,
        });
      }
      assert.deepEqual(filesUnder(assignmentDir(b)), []);
      for (const uuid of [b.assignment.assignment_uuid, sibling.assignment.assignment_uuid]) {
        assertError(await call(t, 'GET', `${API}/assignments/${uuid}`, b.p.o.admin.jwt), 404, 'not_found');
      }
    });

    it("deleting one assignment leaves the course's other assignments alone", async () => {
      const { b: first } = await populated();
      const keep = await buildAssignment(t, { p: first.p });
      const keptTask = await createTask(t, first.p.o.admin.jwt, keep.assignment.assignment_uuid, 'QUIZ');
      const keptRows = await ownedRows(t, keep.assignment.id);
      const response = await call(
        t,
        'DELETE',
        `${API}/assignments/${first.assignment.assignment_uuid}`,
        first.p.o.admin.jwt,
      );
      assert.equal(response.statusCode, 204, response.body);
      assert.deepEqual(await remainingRows(t, keptRows), {
        assignments: 1,
        tasks: 1,
        submissions: 0,
        answers: 0,
      });
      const task = await call(
        t,
        'GET',
        `${API}/assignments/task/${keptTask.assignment_task_uuid}`,
        first.p.o.admin.jwt,
      );
      assert.equal(task.statusCode, 200, task.body);
    });
  });
});

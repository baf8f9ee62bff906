/**
 * Submissions through HTTP [SPEC 4.4, 5.6; CONTRACT 4, 6]: answers saved and submitted on a learner's behalf
 * with an API token and read back through every read endpoint; the rules of `on_behalf_of_user_id`; the
 * learner's own flow with a session (`/submissions/me…`, session only); what a learner may not read or do;
 * FILE_SUBMISSION uploads and downloads; CUSTOM answers kept byte for byte.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { place, type Place } from '../../../test/content-factories.ts';
import {
  addMember,
  call,
  createApiToken,
  createOrg,
  createUser,
  type TestUser,
} from '../../../test/factories.ts';
import { assertError } from '../../../test/assertions.ts';
import { SAMPLE_FILES } from '../../../test/multipart.ts';
import {
  CODE_RIGHT,
  FILE_UUID,
  FORM_PARTIAL,
  NUMBER_RIGHT,
  QUIZ_PARTIAL,
  SHORT_RIGHT,
  SHORT_WRONG,
  SUBMISSION_UUID,
  assignmentUrl,
  assignmentWithEveryType,
  ok,
  recompute,
  saveAnswer,
  saveRawAnswer,
  setGrades,
  submit,
  uploadSubmissionFile,
  type Answer,
  type Assignment,
  type Grade,
  type Submission,
  type Task,
  type TaskAnswer,
  type TaskType,
} from '../../../test/assignment-factories.ts';

/** What an integrator's token holds to run assignments (SPEC 5.6): create, read, update. */
const GRADER_RIGHTS = { assignments: { action_create: true, action_read: true, action_update: true } };

describe('submissions', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  interface Setup {
    p: Place;
    assignment: Assignment;
    tasks: Record<TaskType, Task>;
    token: string;
    learner: TestUser;
  }

  async function setup(options: { allow_retries?: boolean } = {}): Promise<Setup> {
    const p = await place(t);
    const { assignment, tasks } = await assignmentWithEveryType(t, p, options);
    const { token } = await createApiToken(t, p.o, GRADER_RIGHTS);
    const learner = await addMember(t, p.o.org.id, 'learner');
    return { p, assignment, tasks, token, learner };
  }

  /** An answer as the reads present it, not graded. */
  function answer(task: Task, taskSubmission: unknown, at: string, extra: Partial<Answer> = {}): Answer {
    return {
      assignment_task_uuid: task.assignment_task_uuid,
      task_submission: taskSubmission,
      grade: null,
      feedback: '',
      manually_graded: false,
      grading_note: null,
      update_date: at,
      ...extra,
    };
  }

  function submissionRowCount(assignment: Assignment): Promise<number> {
    return t.services.db
      .selectFrom('assignment_submissions')
      .select('id')
      .where('assignment_id', '=', assignment.id)
      .execute()
      .then((rows) => rows.length);
  }

  // ---------------------------------------------------------------------------------------------------------

  describe('on a learner’s behalf with an API token', () => {
    it('saves an answer of every type, submits, reads every endpoint, recomputes and reads the grade', async () => {
      const s = await setup();
      const { tasks, token, assignment } = s;
      const a = s.learner.user.id;
      const other = await addMember(t, s.p.o.org.id, 'learner');
      const url = assignmentUrl(assignment);

      t.clock.set('2026-03-03T10:00:00Z');
      const t0 = '2026-03-03 10:00:00';
      const first = ok<Submission>(await saveAnswer(t, token, assignment, tasks.QUIZ, QUIZ_PARTIAL, a));
      assert.match(first.submission_uuid, SUBMISSION_UUID);
      assert.deepEqual(first, {
        submission_uuid: first.submission_uuid,
        assignment_uuid: assignment.assignment_uuid,
        user_id: a,
        attempt_number: 1,
        status: 'PENDING',
        grade: null,
        overall_feedback: '',
        submitted_at: null,
        graded_at: null,
        creation_date: t0,
        update_date: t0,
        tasks: [answer(tasks.QUIZ, QUIZ_PARTIAL, t0)],
      });

      const upload = ok<{ file_uuid: string }>(
        await uploadSubmissionFile(t, token, assignment, tasks.FILE_SUBMISSION, a),
      );
      const answers: Record<TaskType, unknown> = {
        QUIZ: QUIZ_PARTIAL,
        FORM: FORM_PARTIAL,
        SHORT_ANSWER: SHORT_RIGHT,
        NUMBER_ANSWER: NUMBER_RIGHT,
        CODE: CODE_RIGHT,
        FILE_SUBMISSION: { file_uuid: upload.file_uuid },
        OTHER: { text: 'Slides at https://example.com/deck', minutes: 5 },
        CUSTOM: {
          strokes: [
            [0, 0],
            [10, 10],
          ],
          color: '#ff0000',
        },
      };
      let saved: Submission | undefined;
      for (const type of [
        'FORM',
        'SHORT_ANSWER',
        'NUMBER_ANSWER',
        'CODE',
        'FILE_SUBMISSION',
        'OTHER',
        'CUSTOM',
      ] as const) {
        saved = ok<Submission>(await saveAnswer(t, token, assignment, tasks[type], answers[type], a));
        assert.equal(saved.status, 'PENDING');
        assert.equal(saved.submission_uuid, first.submission_uuid, 'one submission for every answer');
      }
      const allAnswers = Object.values(tasks).map((task) => answer(task, answers[task.assignment_type], t0));
      assert.deepEqual(saved!.tasks, allAnswers);
      // The other learner saves one answer and does not submit.
      const otherSaved = ok<Submission>(
        await saveAnswer(t, token, assignment, tasks.SHORT_ANSWER, SHORT_WRONG, other.user.id),
      );

      t.clock.set('2026-03-03T10:01:00Z');
      const t1 = '2026-03-03 10:01:00';
      const submitted = ok<Submission>(await submit(t, token, assignment, a));
      const expectedSubmitted: Submission = {
        ...first,
        status: 'SUBMITTED',
        submitted_at: t1,
        update_date: t1,
        tasks: allAnswers,
      };
      assert.deepEqual(submitted, expectedSubmitted);

      t.clock.set('2026-03-03T10:02:00Z');
      const t2 = '2026-03-03 10:02:00';
      const grade = ok<Grade>(await recompute(t, token, assignment, a, { overall_feedback: 'Well done' }));
      const taskGrade = (type: TaskType, value: number | null) => ({
        assignment_task_uuid: tasks[type].assignment_task_uuid,
        title: tasks[type].title,
        assignment_type: type,
        submitted: true,
        grade: value,
        max_grade: tasks[type].max_grade_value,
        feedback: '',
        manually_graded: false,
        grading_note: null,
      });
      // 6 + 20 + 10 + 20 + 50 of 10 + 30 + 10 + 20 + 50 + 100 + 40 + 25 = 285; the hand-graded three are null.
      const expectedGrade: Grade = {
        grade: 106,
        max_grade: 285,
        percentage: 37.19,
        display_grade: '106/285',
        letter_grade: 'F',
        passed: false,
        passing_threshold: 50,
        grading_type: 'NUMERIC',
        overall_feedback: 'Well done',
        status: 'GRADED',
        attempt_number: 1,
        tasks: [
          taskGrade('QUIZ', 6),
          taskGrade('FORM', 20),
          taskGrade('SHORT_ANSWER', 10),
          taskGrade('NUMBER_ANSWER', 20),
          taskGrade('CODE', 50),
          taskGrade('FILE_SUBMISSION', null),
          taskGrade('OTHER', null),
          taskGrade('CUSTOM', null),
        ],
      };
      assert.deepEqual(grade, expectedGrade);
      assert.deepEqual(
        ok<Grade>(await call(t, 'GET', `${url}/submissions/${a}/grade`, token)),
        expectedGrade,
      );

      // Every read of SPEC 4.4.
      const gradedOf: Partial<Record<TaskType, number>> = {
        QUIZ: 6,
        FORM: 20,
        SHORT_ANSWER: 10,
        NUMBER_ANSWER: 20,
        CODE: 50,
      };
      const gradedAnswers = Object.values(tasks).map((task) => {
        const value = gradedOf[task.assignment_type];
        return value === undefined
          ? answer(task, answers[task.assignment_type], t0)
          : answer(task, answers[task.assignment_type], t2, { grade: value });
      });
      const current: Submission = {
        ...expectedSubmitted,
        status: 'GRADED',
        grade: 106,
        overall_feedback: 'Well done',
        graded_at: t2,
        update_date: t2,
        tasks: gradedAnswers,
      };
      const list = ok<Submission[]>(await call(t, 'GET', `${url}/submissions`, token));
      assert.deepEqual(list, [current, { ...otherSaved }]);
      assert.deepEqual(ok<Submission>(await call(t, 'GET', `${url}/submissions/${a}`, token)), {
        ...current,
        history: [],
      });
      const shortUrl = `${url}/tasks/${tasks.SHORT_ANSWER.assignment_task_uuid}/submissions`;
      assert.deepEqual(ok<TaskAnswer[]>(await call(t, 'GET', shortUrl, token)), [
        { user_id: a, status: 'GRADED', attempt_number: 1, ...gradedAnswers[2]! },
        {
          user_id: other.user.id,
          status: 'PENDING',
          attempt_number: 1,
          ...answer(tasks.SHORT_ANSWER, SHORT_WRONG, t0),
        },
      ]);
      for (const [i, task] of Object.values(tasks).entries()) {
        const read = ok<TaskAnswer>(
          await call(t, 'GET', `${url}/tasks/${task.assignment_task_uuid}/submissions/user/${a}`, token),
        );
        assert.deepEqual(read, { user_id: a, status: 'GRADED', attempt_number: 1, ...gradedAnswers[i]! });
      }
    });

    it('without on_behalf_of_user_id → 400 on_behalf_required (save, submit, upload); nothing stored', async () => {
      const s = await setup();
      assertError(
        await saveAnswer(t, s.token, s.assignment, s.tasks.SHORT_ANSWER, SHORT_RIGHT),
        400,
        'on_behalf_required',
      );
      assertError(await submit(t, s.token, s.assignment), 400, 'on_behalf_required');
      assertError(
        await uploadSubmissionFile(t, s.token, s.assignment, s.tasks.FILE_SUBMISSION),
        400,
        'on_behalf_required',
      );
      assert.equal(await submissionRowCount(s.assignment), 0);
    });

    it('an unknown user → 404; a user of no or another organization → 403 not_member', async () => {
      const s = await setup();
      const outsider = await createUser(t);
      const elsewhere = await createOrg(t);
      for (const [userId, status, code] of [
        [2_000_000_000, 404, 'not_found'],
        [outsider.user.id, 403, 'not_member'],
        [elsewhere.admin.user.id, 403, 'not_member'],
      ] as const) {
        assertError(
          await saveAnswer(t, s.token, s.assignment, s.tasks.SHORT_ANSWER, SHORT_RIGHT, userId),
          status,
          code,
        );
        assertError(await submit(t, s.token, s.assignment, userId), status, code);
        assertError(
          await uploadSubmissionFile(t, s.token, s.assignment, s.tasks.FILE_SUBMISSION, userId),
          status,
          code,
        );
      }
      assert.equal(await submissionRowCount(s.assignment), 0);
    });

    it('a token without assignments:create → 403 (save, submit, upload); a token of another organization → 403', async () => {
      const s = await setup();
      const a = s.learner.user.id;
      const { token: readUpdate } = await createApiToken(t, s.p.o, {
        assignments: { action_read: true, action_update: true },
      });
      assertError(
        await saveAnswer(t, readUpdate, s.assignment, s.tasks.SHORT_ANSWER, SHORT_RIGHT, a),
        403,
        'missing_right',
      );
      assertError(await submit(t, readUpdate, s.assignment, a), 403, 'missing_right');
      assertError(
        await uploadSubmissionFile(t, readUpdate, s.assignment, s.tasks.FILE_SUBMISSION, a),
        403,
        'missing_right',
      );
      const elsewhere = await createOrg(t);
      const { token: foreign } = await createApiToken(t, elsewhere, GRADER_RIGHTS);
      assertError(
        await saveAnswer(t, foreign, s.assignment, s.tasks.SHORT_ANSWER, SHORT_RIGHT, a),
        403,
        'other_organization',
      );
      assertError(await submit(t, foreign, s.assignment, a), 403, 'other_organization');
      assert.equal(await submissionRowCount(s.assignment), 0);
    });

    it('a token without assignments:read cannot read submissions or grades; without update cannot grade', async () => {
      const s = await setup();
      const a = s.learner.user.id;
      ok(await saveAnswer(t, s.token, s.assignment, s.tasks.SHORT_ANSWER, SHORT_RIGHT, a));
      ok(await submit(t, s.token, s.assignment, a));
      const url = assignmentUrl(s.assignment);
      const task = s.tasks.SHORT_ANSWER.assignment_task_uuid;
      const { token: createOnly } = await createApiToken(t, s.p.o, { assignments: { action_create: true } });
      for (const path of [
        '/submissions',
        `/submissions/${a}`,
        `/submissions/${a}/grade`,
        `/tasks/${task}/submissions`,
        `/tasks/${task}/submissions/user/${a}`,
      ]) {
        assertError(await call(t, 'GET', `${url}${path}`, createOnly), 403, 'missing_right');
      }
      assertError(await recompute(t, createOnly, s.assignment, a), 403, 'missing_right');
      const { token: readOnly } = await createApiToken(t, s.p.o, { assignments: { action_read: true } });
      assertError(await recompute(t, readOnly, s.assignment, a), 403, 'missing_right');
      assertError(
        await setGrades(t, readOnly, s.assignment, a, {
          tasks: [{ assignment_task_uuid: s.tasks.OTHER.assignment_task_uuid, grade: 1 }],
        }),
        403,
        'missing_right',
      );
      assert.equal(
        ok<Submission>(await call(t, 'GET', `${url}/submissions/${a}`, readOnly)).status,
        'SUBMITTED',
      );
    });

    it('reads of a learner with no submission → 404; a task of another assignment → 404', async () => {
      const s = await setup();
      const url = assignmentUrl(s.assignment);
      const a = s.learner.user.id;
      assertError(await call(t, 'GET', `${url}/submissions/${a}`, s.token), 404, 'not_found');
      assertError(await call(t, 'GET', `${url}/submissions/${a}/grade`, s.token), 404, 'not_found');
      assertError(await recompute(t, s.token, s.assignment, a), 404, 'not_found');
      assert.deepEqual(ok(await call(t, 'GET', `${url}/submissions`, s.token)), []);
      const second = await assignmentWithEveryType(t, s.p);
      assertError(
        await saveAnswer(t, s.token, s.assignment, second.tasks.SHORT_ANSWER, SHORT_RIGHT, a),
        404,
        'not_found',
      );
    });
  });

  // ---------------------------------------------------------------------------------------------------------

  describe('the learner’s own flow (session)', () => {
    it('saves, submits and reads /submissions/me and /submissions/me/tasks/{task}; after a retry the history', async () => {
      t.clock.set('2026-03-04T08:00:00Z');
      const s = await setup({ allow_retries: true });
      const me = s.learner;
      const url = assignmentUrl(s.assignment);
      const t0 = '2026-03-04 08:00:00';
      const saved = ok<Submission>(
        await saveAnswer(t, me.jwt, s.assignment, s.tasks.SHORT_ANSWER, SHORT_RIGHT),
      );
      const quiz = ok<Submission>(await saveAnswer(t, me.jwt, s.assignment, s.tasks.QUIZ, QUIZ_PARTIAL));
      assert.equal(saved.user_id, me.user.id);
      assert.equal(quiz.submission_uuid, saved.submission_uuid);
      const pending: Submission = {
        ...saved,
        status: 'PENDING',
        tasks: [answer(s.tasks.QUIZ, QUIZ_PARTIAL, t0), answer(s.tasks.SHORT_ANSWER, SHORT_RIGHT, t0)],
      };
      assert.deepEqual(ok<Submission>(await call(t, 'GET', `${url}/submissions/me`, me.jwt)), {
        ...pending,
        history: [],
      });
      const myTask = `${url}/submissions/me/tasks/${s.tasks.SHORT_ANSWER.assignment_task_uuid}`;
      assert.deepEqual(ok<TaskAnswer>(await call(t, 'GET', myTask, me.jwt)), {
        user_id: me.user.id,
        status: 'PENDING',
        attempt_number: 1,
        ...answer(s.tasks.SHORT_ANSWER, SHORT_RIGHT, t0),
      });
      assertError(
        await call(t, 'GET', `${url}/submissions/me/tasks/${s.tasks.FORM.assignment_task_uuid}`, me.jwt),
        404,
        'not_found',
      );

      t.clock.set('2026-03-04T08:05:00Z');
      const submitted = ok<Submission>(await submit(t, me.jwt, s.assignment));
      assert.equal(submitted.status, 'SUBMITTED');
      assert.equal(submitted.submitted_at, '2026-03-04 08:05:00');
      // The learner reads their own submission and grade by user id too.
      assert.equal(
        ok<Submission>(await call(t, 'GET', `${url}/submissions/${me.user.id}`, me.jwt)).status,
        'SUBMITTED',
      );
      t.clock.set('2026-03-04T08:10:00Z');
      const graded = ok<Grade>(await recompute(t, s.token, s.assignment, me.user.id));
      assert.equal(graded.grade, 16);
      assert.deepEqual(
        ok<Grade>(await call(t, 'GET', `${url}/submissions/${me.user.id}/grade`, me.jwt)),
        graded,
      );
      const attempt1 = ok<Submission>(await call(t, 'GET', `${url}/submissions/me`, me.jwt));
      assert.equal(attempt1.status, 'GRADED');
      assert.equal(attempt1.grade, 16);

      t.clock.set('2026-03-04T09:00:00Z');
      const retried = ok<Submission>(await call(t, 'POST', `${url}/submissions/me/retry`, me.jwt));
      assert.match(retried.submission_uuid, SUBMISSION_UUID);
      assert.notEqual(retried.submission_uuid, saved.submission_uuid);
      assert.deepEqual(retried, {
        submission_uuid: retried.submission_uuid,
        assignment_uuid: s.assignment.assignment_uuid,
        user_id: me.user.id,
        attempt_number: 2,
        status: 'PENDING',
        grade: null,
        overall_feedback: '',
        submitted_at: null,
        graded_at: null,
        creation_date: '2026-03-04 09:00:00',
        update_date: '2026-03-04 09:00:00',
        tasks: [],
      });
      const { history: _, ...attempt1Record } = attempt1;
      assert.deepEqual(ok<Submission>(await call(t, 'GET', `${url}/submissions/me`, me.jwt)), {
        ...retried,
        history: [{ ...attempt1Record, update_date: '2026-03-04 09:00:00' }],
      });
      // The new attempt starts without answers; the old answer is in the history only.
      assertError(await call(t, 'GET', myTask, me.jwt), 404, 'not_found');
    });

    it('an API token on /submissions/me, /submissions/me/tasks/{task} and retry → 403 session_only', async () => {
      const s = await setup({ allow_retries: true });
      const url = assignmentUrl(s.assignment);
      const task = s.tasks.QUIZ.assignment_task_uuid;
      const { token: all } = await createApiToken(t, s.p.o, {
        assignments: { action_create: true, action_read: true, action_update: true, action_delete: true },
      });
      assertError(await call(t, 'GET', `${url}/submissions/me`, all), 403, 'session_only');
      assertError(await call(t, 'GET', `${url}/submissions/me/tasks/${task}`, all), 403, 'session_only');
      assertError(await call(t, 'POST', `${url}/submissions/me/retry`, all), 403, 'session_only');
      // Anonymous callers are refused before anything else [SPEC 5.8].
      assertError(await call(t, 'GET', `${url}/submissions/me`), 401, 'unauthorized');
    });

    it('a learner cannot read another learner’s submission, answers or grade, list, grade, or act for others', async () => {
      const s = await setup();
      const me = s.learner;
      const peer = await addMember(t, s.p.o.org.id, 'learner');
      ok(await saveAnswer(t, s.token, s.assignment, s.tasks.SHORT_ANSWER, SHORT_RIGHT, peer.user.id));
      ok(await submit(t, s.token, s.assignment, peer.user.id));
      ok(await recompute(t, s.token, s.assignment, peer.user.id));
      ok(await saveAnswer(t, me.jwt, s.assignment, s.tasks.SHORT_ANSWER, SHORT_RIGHT));
      ok(await submit(t, me.jwt, s.assignment));
      const url = assignmentUrl(s.assignment);
      const task = s.tasks.SHORT_ANSWER.assignment_task_uuid;
      const refusals: [string, LightMyRequestResponse][] = [
        ['read a peer', await call(t, 'GET', `${url}/submissions/${peer.user.id}`, me.jwt)],
        ['read a peer’s grade', await call(t, 'GET', `${url}/submissions/${peer.user.id}/grade`, me.jwt)],
        [
          'read a peer’s answer',
          await call(t, 'GET', `${url}/tasks/${task}/submissions/user/${peer.user.id}`, me.jwt),
        ],
        ['list submissions', await call(t, 'GET', `${url}/submissions`, me.jwt)],
        ['list a task’s answers', await call(t, 'GET', `${url}/tasks/${task}/submissions`, me.jwt)],
        ['grade a peer', await recompute(t, me.jwt, s.assignment, peer.user.id)],
        ['grade myself', await recompute(t, me.jwt, s.assignment, me.user.id)],
        [
          'set my grade by hand',
          await setGrades(t, me.jwt, s.assignment, me.user.id, { grade: 285, status: 'GRADED' }),
        ],
        [
          'save for a peer',
          await saveAnswer(t, me.jwt, s.assignment, s.tasks.QUIZ, QUIZ_PARTIAL, peer.user.id),
        ],
        ['submit for a peer', await submit(t, me.jwt, s.assignment, peer.user.id)],
      ];
      for (const [what, response] of refusals) {
        assert.equal(response.statusCode, 403, `${what}: ${response.body}`);
      }
      // Nothing moved.
      const mine = ok<Grade>(await call(t, 'GET', `${url}/submissions/${me.user.id}/grade`, me.jwt));
      assert.equal(mine.status, 'SUBMITTED');
      assert.equal(
        ok<Submission>(await call(t, 'GET', `${url}/submissions/${peer.user.id}`, s.token)).tasks.length,
        1,
      );
    });

    it('a learner of another organization, or on an unpublished assignment, is refused (403)', async () => {
      const s = await setup();
      const stranger = await createOrg(t);
      assert.equal(
        (await saveAnswer(t, stranger.admin.jwt, s.assignment, s.tasks.SHORT_ANSWER, SHORT_RIGHT)).statusCode,
        403,
      );
      assert.equal((await submit(t, stranger.admin.jwt, s.assignment)).statusCode, 403);
      const hidden = await assignmentWithEveryType(t, s.p, { published: false });
      assertError(
        await saveAnswer(t, s.learner.jwt, hidden.assignment, hidden.tasks.SHORT_ANSWER, SHORT_RIGHT),
        403,
        'assignment_not_published',
      );
      assertError(await submit(t, s.learner.jwt, hidden.assignment), 403, 'assignment_not_published');
    });
  });

  // ---------------------------------------------------------------------------------------------------------

  describe('FILE_SUBMISSION', () => {
    it('upload on behalf → {file_uuid}; saved as the answer; the grader downloads the same bytes', async () => {
      const s = await setup();
      const a = s.learner.user.id;
      const task = s.tasks.FILE_SUBMISSION;
      const upload = ok<{
        file_uuid: string;
        file_size: number;
        file_type: string;
        task_submission: unknown;
      }>(await uploadSubmissionFile(t, s.token, s.assignment, task, a));
      assert.match(upload.file_uuid, FILE_UUID);
      assert.ok(upload.file_uuid.endsWith('.pdf'), upload.file_uuid);
      assert.deepEqual(upload, {
        file_uuid: upload.file_uuid,
        file_size: SAMPLE_FILES.pdf.length,
        file_type: 'application/pdf',
        task_submission: { file_uuid: upload.file_uuid },
      });
      const saved = ok<Submission>(
        await saveAnswer(t, s.token, s.assignment, task, { file_uuid: upload.file_uuid }, a),
      );
      assert.deepEqual(saved.tasks[0]!.task_submission, { file_uuid: upload.file_uuid });

      const fileUrl = `${assignmentUrl(s.assignment)}/tasks/${task.assignment_task_uuid}/submissions/user/${a}/files/${upload.file_uuid}`;
      const instructor = await addMember(t, s.p.o.org.id, 'instructor');
      for (const auth of [s.token, instructor.jwt, s.learner.jwt]) {
        const download = await call(t, 'GET', fileUrl, auth);
        assert.equal(download.statusCode, 200, download.body);
        assert.equal(download.headers['content-type'], 'application/pdf');
        assert.deepEqual(download.rawPayload, SAMPLE_FILES.pdf);
      }
      const peer = await addMember(t, s.p.o.org.id, 'learner');
      assert.equal((await call(t, 'GET', fileUrl, peer.jwt)).statusCode, 403);
      // The file is the learner's: under another learner's path it does not exist.
      const elsewhere = fileUrl.replace(`/user/${a}/`, `/user/${peer.user.id}/`);
      assertError(await call(t, 'GET', elsewhere, s.token), 404, 'not_found');
      assertError(
        await call(t, 'GET', fileUrl.replace(upload.file_uuid, '../../../etc/passwd'), s.token),
        404,
        'not_found',
      );
    });

    it('an answer that is not {file_uuid} of an upload → 400; uploads only for FILE_SUBMISSION tasks; bytes decide', async () => {
      const s = await setup();
      const a = s.learner.user.id;
      for (const bad of [{ file_uuid: 'x' }, {}, { file_uuid: 42 }, { file_uuid: '../secret.pdf' }]) {
        assertError(
          await saveAnswer(t, s.token, s.assignment, s.tasks.FILE_SUBMISSION, bad, a),
          400,
          'invalid_file_answer',
        );
      }
      assertError(
        await uploadSubmissionFile(t, s.token, s.assignment, s.tasks.OTHER, a),
        400,
        'not_a_file_task',
      );
      const text = await uploadSubmissionFile(
        t,
        s.token,
        s.assignment,
        s.tasks.FILE_SUBMISSION,
        a,
        SAMPLE_FILES.text,
        'essay.pdf',
      );
      assert.equal(text.statusCode, 415, text.body);
      assert.equal(await submissionRowCount(s.assignment), 0);
    });

    it('the learner uploads their own file with a session', async () => {
      const s = await setup();
      const upload = ok<{ file_uuid: string }>(
        await uploadSubmissionFile(t, s.learner.jwt, s.assignment, s.tasks.FILE_SUBMISSION),
      );
      ok(await saveAnswer(t, s.learner.jwt, s.assignment, s.tasks.FILE_SUBMISSION, upload));
      const download = await call(
        t,
        'GET',
        `${assignmentUrl(s.assignment)}/tasks/${s.tasks.FILE_SUBMISSION.assignment_task_uuid}/submissions/user/${s.learner.user.id}/files/${upload.file_uuid}`,
        s.token,
      );
      assert.equal(download.statusCode, 200, download.body);
      assert.deepEqual(download.rawPayload, SAMPLE_FILES.pdf);
    });
  });

  // ---------------------------------------------------------------------------------------------------------

  describe('CUSTOM answers byte for byte', () => {
    /** Odd spacing, `1.0`, `1e2`, `-0.0`, escapes and a repeated key: re-serialising would change every one. */
    const RAW = '{ "b" :1.0,"a":[ 1e2 , -0.0 ],\n\t"s":"caf\\u00e9 \\/ ok","n":null, "b" : 2.50 }';

    function expectRaw(response: LightMyRequestResponse, count = 1): void {
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(
        response.body.split(`"task_submission":${RAW}`).length - 1,
        count,
        `the answer text, exactly: ${response.body}`,
      );
    }

    it('a CUSTOM task_submission comes back exactly as written from every read', async () => {
      const s = await setup();
      const a = s.learner.user.id;
      const task = s.tasks.CUSTOM;
      const url = assignmentUrl(s.assignment);
      expectRaw(await saveRawAnswer(t, s.token, s.assignment, task, `{"task_submission":  ${RAW}  }`, a));
      expectRaw(await call(t, 'GET', `${url}/submissions`, s.token));
      expectRaw(await call(t, 'GET', `${url}/submissions/${a}`, s.token));
      expectRaw(await call(t, 'GET', `${url}/tasks/${task.assignment_task_uuid}/submissions`, s.token));
      expectRaw(
        await call(t, 'GET', `${url}/tasks/${task.assignment_task_uuid}/submissions/user/${a}`, s.token),
      );
      expectRaw(await call(t, 'GET', `${url}/submissions/me`, s.learner.jwt));
      expectRaw(
        await call(t, 'GET', `${url}/submissions/me/tasks/${task.assignment_task_uuid}`, s.learner.jwt),
      );
      expectRaw(await submit(t, s.token, s.assignment, a));
      // Grading never touches it.
      ok(await recompute(t, s.token, s.assignment, a));
      expectRaw(await call(t, 'GET', `${url}/submissions/${a}`, s.token));
      const parsed = ok<Submission>(await call(t, 'GET', `${url}/submissions/${a}`, s.token));
      assert.deepEqual(parsed.tasks[0]!.task_submission, JSON.parse(RAW));
    });

    it('the learner’s own CUSTOM answer is kept byte for byte too; saving again replaces it', async () => {
      const s = await setup();
      const task = s.tasks.CUSTOM;
      expectRaw(await saveRawAnswer(t, s.learner.jwt, s.assignment, task, `{"task_submission":${RAW}}`));
      const second = '{"v" : 2.000}';
      const replaced = await saveRawAnswer(
        t,
        s.learner.jwt,
        s.assignment,
        task,
        `{"task_submission":${second}}`,
      );
      assert.equal(replaced.statusCode, 200, replaced.body);
      assert.ok(replaced.body.includes(`"task_submission":${second}`), replaced.body);
      assert.ok(!replaced.body.includes(RAW));
      const rows = await t.services.db
        .selectFrom('task_submissions')
        .select('task_submission')
        .where('task_id', '=', task.id)
        .execute();
      assert.deepEqual(rows, [{ task_submission: second }]);
    });
  });
});

/**
 * The integrator's journey for assignments, as a script would run it with one API token holding only `courses`
 * create and `assignments` create/read/update [SPEC 4.3, 4.4, 5.5, 5.6]: it builds a course, a chapter, the
 * assignment's activity shell (generic POST /activities/), the assignment and one task of every type; submits
 * answers on behalf of two learners, one before the deadline and one after it (LATE); grades the hand-graded
 * tasks of one, recomputes both grades and reads the grade objects back, compared with fully written-out
 * objects. A learner reading the tasks with their own session sees no answer keys [CONTRACT 6, 10].
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { API, postCourse, type Activity, type Chapter, type Course } from './content-factories.ts';
import { addMember, call, createApiToken, createOrg } from './factories.ts';
import { SAMPLE_FILES } from './multipart.ts';
import {
  ASSIGNMENT_SHELL,
  CODE,
  CODE_RIGHT,
  CUSTOM,
  FILE_SUBMISSION,
  FORM,
  FORM_PARTIAL,
  NUMBER_ANSWER,
  NUMBER_RIGHT,
  NUMBER_WRONG,
  OTHER,
  QUIZ,
  QUIZ_PARTIAL,
  QUIZ_RIGHT,
  SHORT_ANSWER,
  SHORT_RIGHT,
  SHORT_WRONG,
  assignmentUrl,
  freshJwt,
  ok,
  recompute,
  saveAnswer,
  setGrades,
  submit,
  uploadSubmissionFile,
  type Assignment,
  type Grade,
  type Submission,
  type Task,
  type TaskGrade,
  type TaskType,
} from './assignment-factories.ts';

describe('assignment journey: an API token runs an assignment end to end', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ start: '2026-03-02T09:00:00.000Z' });
  });
  after(() => t.close());

  it('builds, answers on behalf (on time and LATE), grades and reads the exact grade objects', async () => {
    const o = await createOrg(t);
    const early = await addMember(t, o.org.id, 'learner');
    const late = await addMember(t, o.org.id, 'learner');
    const { token } = await createApiToken(t, o, {
      courses: { action_create: true },
      assignments: { action_create: true, action_read: true, action_update: true },
    });

    // --- The script builds the course, the shell, the assignment and its tasks with the token alone.
    const courseResponse = await postCourse(t, o.org.id, token, {
      name: 'Algebra',
      description: 'Numbers',
      about: 'A course',
      public: 'false',
    });
    const course = ok<Course>(courseResponse);
    const chapter = ok<Chapter>(
      await call(t, 'POST', `${API}/chapters/`, token, {
        name: 'Week 1',
        course_id: course.id,
        org_id: o.org.id,
      }),
    );
    const shell = ok<Activity>(
      await call(t, 'POST', `${API}/activities/`, token, {
        ...ASSIGNMENT_SHELL,
        name: 'Homework 1',
        chapter_id: chapter.id,
        content: {},
        published: true,
      }),
    );
    assert.equal(shell.activity_type, 'TYPE_ASSIGNMENT');
    assert.equal(shell.published, true);
    const assignment = ok<Assignment>(
      await call(t, 'POST', `${API}/assignments/`, token, {
        title: 'Homework 1',
        description: 'Every kind of task',
        due_date: '2026-03-10',
        grading_type: 'PERCENTAGE',
        org_id: o.org.id,
        course_id: course.id,
        chapter_id: chapter.id,
        activity_id: shell.id,
        published: true,
      }),
    );
    assert.match(assignment.assignment_uuid, /^assignment_[0-9a-f-]{36}$/);
    const tasks = {} as Record<TaskType, Task>;
    for (const definition of [
      QUIZ,
      FORM,
      SHORT_ANSWER,
      NUMBER_ANSWER,
      CODE,
      FILE_SUBMISSION,
      OTHER,
      CUSTOM,
    ]) {
      const task = ok<Task>(await call(t, 'POST', `${assignmentUrl(assignment)}/tasks`, token, definition));
      assert.match(task.assignment_task_uuid, /^assignmenttask_[0-9a-f-]{36}$/);
      tasks[definition.assignment_type] = task;
    }
    // The token reads back what it built (read) with the answer keys (it holds update).
    const asBuilt = ok<Task[]>(await call(t, 'GET', `${assignmentUrl(assignment)}/tasks`, token));
    assert.deepEqual(
      asBuilt.map((x) => x.contents),
      [QUIZ, FORM, SHORT_ANSWER, NUMBER_ANSWER, CODE, FILE_SUBMISSION, OTHER, CUSTOM].map((d) => d.contents),
    );
    // Publishing the course is the organization's own step (the token holds no courses:update).
    ok(await call(t, 'PUT', `${API}/courses/${course.course_uuid}`, o.admin.jwt, { published: true }));

    // --- Answers on behalf of the first learner, before the deadline.
    t.clock.set('2026-03-05T14:00:00Z');
    const essay = ok<{ file_uuid: string }>(
      await uploadSubmissionFile(t, token, assignment, tasks.FILE_SUBMISSION, early.user.id),
    );
    const earlyAnswers: Record<TaskType, unknown> = {
      QUIZ: QUIZ_PARTIAL,
      FORM: FORM_PARTIAL,
      SHORT_ANSWER: SHORT_RIGHT,
      NUMBER_ANSWER: NUMBER_RIGHT,
      CODE: CODE_RIGHT,
      FILE_SUBMISSION: { file_uuid: essay.file_uuid },
      OTHER: { notes: 'Presented on Monday' },
      CUSTOM: { drawing: 'circle' },
    };
    for (const task of Object.values(tasks)) {
      ok(await saveAnswer(t, token, assignment, task, earlyAnswers[task.assignment_type], early.user.id));
    }
    const earlySubmitted = ok<Submission>(await submit(t, token, assignment, early.user.id));
    assert.equal(earlySubmitted.status, 'SUBMITTED');
    assert.equal(earlySubmitted.submitted_at, '2026-03-05 14:00:00');

    // --- And of the second, the morning after the due date: LATE.
    t.clock.set('2026-03-11T09:30:00Z');
    const lateEssay = ok<{ file_uuid: string }>(
      await uploadSubmissionFile(
        t,
        token,
        assignment,
        tasks.FILE_SUBMISSION,
        late.user.id,
        SAMPLE_FILES.docx,
        'essay.docx',
      ),
    );
    assert.ok(lateEssay.file_uuid.endsWith('.docx'), lateEssay.file_uuid);
    const lateAnswers: Record<TaskType, unknown> = {
      QUIZ: QUIZ_RIGHT,
      FORM: {
        submissions: [
          { questionUUID: 'f1', blankUUID: 'f1-fr', answer: 'paris' },
          { questionUUID: 'f1', blankUUID: 'f1-de', answer: 'Berlin' },
          { questionUUID: 'f1', blankUUID: 'f1-it', answer: ' ROME' },
        ],
      },
      SHORT_ANSWER: SHORT_WRONG,
      NUMBER_ANSWER: NUMBER_WRONG,
      CODE: {
        language: 'javascript',
        source_code: "const [a, b] = readline().split(' ').map(Number);\nconsole.log(a * b);\n",
      },
      FILE_SUBMISSION: { file_uuid: lateEssay.file_uuid },
      OTHER: { notes: 'Missed the class' },
      CUSTOM: { drawing: 'square' },
    };
    for (const task of Object.values(tasks)) {
      ok(await saveAnswer(t, token, assignment, task, lateAnswers[task.assignment_type], late.user.id));
    }
    const lateSubmitted = ok<Submission>(await submit(t, token, assignment, late.user.id));
    assert.equal(lateSubmitted.status, 'LATE');
    assert.equal(lateSubmitted.submitted_at, '2026-03-11 09:30:00');

    // --- Grading: the hand-graded tasks of the first learner, then a recompute for both.
    t.clock.set('2026-03-12T08:00:00Z');
    const essayDownload = await call(
      t,
      'GET',
      `${assignmentUrl(assignment)}/tasks/${tasks.FILE_SUBMISSION.assignment_task_uuid}/submissions/user/${early.user.id}/files/${essay.file_uuid}`,
      token,
    );
    assert.equal(essayDownload.statusCode, 200, essayDownload.body);
    assert.deepEqual(essayDownload.rawPayload, SAMPLE_FILES.pdf);
    ok(
      await setGrades(t, token, assignment, early.user.id, {
        tasks: [
          {
            assignment_task_uuid: tasks.FILE_SUBMISSION.assignment_task_uuid,
            grade: 90,
            feedback: 'Well argued',
          },
          { assignment_task_uuid: tasks.OTHER.assignment_task_uuid, grade: 40 },
          { assignment_task_uuid: tasks.CUSTOM.assignment_task_uuid, grade: 25, feedback: 'Neat' },
        ],
      }),
    );
    const earlyGrade = ok<Grade>(
      await recompute(t, token, assignment, early.user.id, { overall_feedback: 'Very good' }),
    );
    const lateGrade = ok<Grade>(
      await recompute(t, token, assignment, late.user.id, { overall_feedback: 'Submitted late' }),
    );

    const line = (
      type: TaskType,
      title: string,
      maxGrade: number,
      grade: number | null,
      byHand?: { feedback: string },
    ): TaskGrade => ({
      assignment_task_uuid: tasks[type].assignment_task_uuid,
      title,
      assignment_type: type,
      submitted: true,
      grade,
      max_grade: maxGrade,
      feedback: byHand?.feedback ?? '',
      manually_graded: byHand !== undefined,
      grading_note: null,
    });
    // 6 + 20 + 10 + 20 + 50 automatic, 90 + 40 + 25 by hand = 261 of 285 = 91.578… %.
    const expectedEarly: Grade = {
      grade: 261,
      max_grade: 285,
      percentage: 91.58,
      display_grade: '91.58%',
      letter_grade: 'A',
      passed: true,
      passing_threshold: 50,
      grading_type: 'PERCENTAGE',
      overall_feedback: 'Very good',
      status: 'GRADED',
      attempt_number: 1,
      tasks: [
        line('QUIZ', 'Primes and squares', 10, 6),
        line('FORM', 'Capitals', 30, 20),
        line('SHORT_ANSWER', 'Plants', 10, 10),
        line('NUMBER_ANSWER', 'Pi', 20, 20),
        line('CODE', 'Sum', 50, 50),
        line('FILE_SUBMISSION', 'Essay', 100, 90, { feedback: 'Well argued' }),
        line('OTHER', 'Presentation', 40, 40, { feedback: '' }),
        line('CUSTOM', 'Drawing', 25, 25, { feedback: 'Neat' }),
      ],
    };
    // 10 + 30 + 0 + 0 + 0 automatic, nothing by hand yet = 40 of 285 = 14.035… %.
    const expectedLate: Grade = {
      grade: 40,
      max_grade: 285,
      percentage: 14.04,
      display_grade: '14.04%',
      letter_grade: 'F',
      passed: false,
      passing_threshold: 50,
      grading_type: 'PERCENTAGE',
      overall_feedback: 'Submitted late',
      status: 'GRADED',
      attempt_number: 1,
      tasks: [
        line('QUIZ', 'Primes and squares', 10, 10),
        line('FORM', 'Capitals', 30, 30),
        line('SHORT_ANSWER', 'Plants', 10, 0),
        line('NUMBER_ANSWER', 'Pi', 20, 0),
        line('CODE', 'Sum', 50, 0),
        line('FILE_SUBMISSION', 'Essay', 100, null),
        line('OTHER', 'Presentation', 40, null),
        line('CUSTOM', 'Drawing', 25, null),
      ],
    };
    assert.deepEqual(earlyGrade, expectedEarly);
    assert.deepEqual(lateGrade, expectedLate);
    const gradeUrl = (userId: number) => `${assignmentUrl(assignment)}/submissions/${userId}/grade`;
    assert.deepEqual(ok<Grade>(await call(t, 'GET', gradeUrl(early.user.id), token)), expectedEarly);
    assert.deepEqual(ok<Grade>(await call(t, 'GET', gradeUrl(late.user.id), token)), expectedLate);
    const list = ok<Submission[]>(await call(t, 'GET', `${assignmentUrl(assignment)}/submissions`, token));
    assert.deepEqual(
      list.map((x) => [x.user_id, x.status, x.grade, x.submitted_at]),
      [
        [early.user.id, 'GRADED', 261, '2026-03-05 14:00:00'],
        [late.user.id, 'GRADED', 40, '2026-03-11 09:30:00'],
      ],
    );

    // --- A learner reads the tasks with their own session: no answer keys, no hidden test case.
    const learnerJwt = await freshJwt(t, early);
    const seen = await call(t, 'GET', `${assignmentUrl(assignment)}/tasks`, learnerJwt);
    assert.equal(seen.statusCode, 200, seen.body);
    for (const key of [
      'assigned_right_answer',
      'correctAnswer',
      'correct_answers',
      'correct_value',
      'tolerance',
    ]) {
      assert.ok(!seen.body.includes(`"${key}"`), `${key} is not sent: ${seen.body}`);
    }
    assert.ok(
      !seen.body.includes('sum-hidden') && !seen.body.includes('10 -4'),
      'the hidden case is left out',
    );
    const learnerView = seen.json<Task[]>();
    assert.deepEqual(
      learnerView.map((x) => [x.assignment_task_uuid, x.contents]),
      [
        [
          tasks.QUIZ.assignment_task_uuid,
          {
            questions: [
              {
                questionUUID: 'q1',
                questionText: 'Which are primes?',
                options: [
                  { optionUUID: 'q1-a', text: '2' },
                  { optionUUID: 'q1-b', text: '4' },
                  { optionUUID: 'q1-c', text: '5' },
                ],
              },
              {
                questionUUID: 'q2',
                questionText: 'Is 9 a square?',
                options: [
                  { optionUUID: 'q2-a', text: 'yes' },
                  { optionUUID: 'q2-b', text: 'no' },
                ],
              },
            ],
          },
        ],
        [
          tasks.FORM.assignment_task_uuid,
          {
            questions: [
              {
                questionUUID: 'f1',
                questionText: 'France: ___, Germany: ___, Italy: ___',
                blanks: [
                  { blankUUID: 'f1-fr', placeholder: 'France' },
                  { blankUUID: 'f1-de', placeholder: 'Germany' },
                  { blankUUID: 'f1-it' },
                ],
              },
            ],
          },
        ],
        [
          tasks.SHORT_ANSWER.assignment_task_uuid,
          { prompt: 'How do plants make sugar from light?', match_mode: 'case_insensitive' },
        ],
        [tasks.NUMBER_ANSWER.assignment_task_uuid, { prompt: 'π to two decimals', unit: 'rad' }],
        [
          tasks.CODE.assignment_task_uuid,
          {
            language: 'javascript',
            starter_code: '// read a line',
            grading_mode: 'equal_weight',
            test_cases: [{ id: 'sum-visible', stdin: '2 3\n', expected_stdout: '5\n', hidden: false }],
          },
        ],
        [tasks.FILE_SUBMISSION.assignment_task_uuid, {}],
        [tasks.OTHER.assignment_task_uuid, { instructions: 'five minutes' }],
        [tasks.CUSTOM.assignment_task_uuid, { widget: 'canvas', size: [640, 480] }],
      ],
    );
    // The single-task read hides them the same way.
    const one = await call(
      t,
      'GET',
      `${API}/assignments/task/${tasks.QUIZ.assignment_task_uuid}`,
      learnerJwt,
    );
    assert.equal(one.statusCode, 200, one.body);
    assert.ok(!one.body.includes('assigned_right_answer'), one.body);
    // The learner reads their own grade, not the other learner's.
    assert.deepEqual(ok<Grade>(await call(t, 'GET', gradeUrl(early.user.id), learnerJwt)), expectedEarly);
    assert.equal((await call(t, 'GET', gradeUrl(late.user.id), learnerJwt)).statusCode, 403);
  });
});

/**
 * Grades through HTTP [SPEC 4.4; CONTRACT 6, 8, 10]: the exact grade object for an assignment with one task of
 * every type and answers whose grades are worked out by hand (QUIZ partial credit per option, FORM blanks
 * case-insensitive, SHORT_ANSWER, NUMBER_ANSWER with a decimal comma, CODE run by the real QuickJS sandbox);
 * hand grades (clamped, marked, kept by a recompute that re-verifies the automatic ones and never trusts a grade
 * sent inside an answer); a program that loops forever; every grading type's display and pass mark; no tasks.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { place, type Place } from '../../../test/content-factories.ts';
import { addMember, call, createApiToken } from '../../../test/factories.ts';
import { assertError } from '../../../test/assertions.ts';
import {
  CODE,
  CODE_LOOPS,
  CODE_RIGHT,
  FORM_PARTIAL,
  NUMBER_RIGHT,
  NUMBER_WRONG,
  OTHER,
  QUIZ,
  QUIZ_PARTIAL,
  SHORT_RIGHT,
  addTask,
  assignmentUrl,
  assignmentWithEveryType,
  createAssignment,
  getGrade,
  ok,
  recompute,
  saveAnswer,
  setGrades,
  submit,
  uploadSubmissionFile,
  type Assignment,
  type Grade,
  type GradingType,
  type Submission,
  type Task,
  type TaskGrade,
  type TaskType,
} from '../../../test/assignment-factories.ts';

const GRADER_RIGHTS = { assignments: { action_create: true, action_read: true, action_update: true } };

describe('grades', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  async function grader(p: Place): Promise<string> {
    return (await createApiToken(t, p.o, GRADER_RIGHTS)).token;
  }

  function taskGrade(task: Task, grade: number | null, extra: Partial<TaskGrade> = {}): TaskGrade {
    return {
      assignment_task_uuid: task.assignment_task_uuid,
      title: task.title,
      assignment_type: task.assignment_type,
      submitted: true,
      grade,
      max_grade: task.max_grade_value,
      feedback: '',
      manually_graded: false,
      grading_note: null,
      ...extra,
    };
  }

  // ---------------------------------------------------------------------------------------------------------

  describe('one task of every type', () => {
    /**
     * Every answer also carries `"grade": 100`: a grade sent by the client must never count. The auto-graded
     * ones are worth 6 + 20 + 10 + 20 + 50 = 106; the hand-graded three stay ungraded (null) until a person
     * grades them. Out of 10 + 30 + 10 + 20 + 50 + 100 + 40 + 25 = 285.
     */
    async function answered(p: Place, token: string) {
      const { assignment, tasks } = await assignmentWithEveryType(t, p, { grading_type: 'ALPHABET' });
      const a = (await addMember(t, p.o.org.id, 'learner')).user.id;
      const upload = ok<{ file_uuid: string }>(
        await uploadSubmissionFile(t, token, assignment, tasks.FILE_SUBMISSION, a),
      );
      const answers: Record<TaskType, Record<string, unknown>> = {
        QUIZ: { ...QUIZ_PARTIAL, grade: 100 },
        FORM: { ...FORM_PARTIAL, grade: 100 },
        SHORT_ANSWER: { ...SHORT_RIGHT, grade: 100 },
        NUMBER_ANSWER: { ...NUMBER_RIGHT, grade: 100 },
        CODE: { ...CODE_RIGHT, grade: 100 },
        FILE_SUBMISSION: { file_uuid: upload.file_uuid, grade: 100 },
        OTHER: { text: 'done', grade: 100 },
        CUSTOM: { drawing: [1, 2, 3], grade: 100 },
      };
      for (const task of Object.values(tasks)) {
        const saved = await saveAnswer(t, token, assignment, task, answers[task.assignment_type], a);
        // A FILE_SUBMISSION answer with extra keys may be refused; then it is saved as {file_uuid} only.
        if (task.assignment_type === 'FILE_SUBMISSION' && saved.statusCode === 400) {
          ok(await saveAnswer(t, token, assignment, task, { file_uuid: upload.file_uuid }, a));
        } else {
          ok(saved);
        }
      }
      ok(await submit(t, token, assignment, a));
      return { assignment, tasks, a };
    }

    it('recompute: the exact grade object, every auto-graded type right, sent grades ignored', async () => {
      const p = await place(t);
      const token = await grader(p);
      const { assignment, tasks, a } = await answered(p, token);
      const expected: Grade = {
        grade: 106,
        max_grade: 285,
        percentage: 37.19,
        display_grade: 'F',
        letter_grade: 'F',
        passed: false,
        passing_threshold: 60,
        grading_type: 'ALPHABET',
        overall_feedback: '',
        status: 'GRADED',
        attempt_number: 1,
        tasks: [
          taskGrade(tasks.QUIZ, 6),
          taskGrade(tasks.FORM, 20),
          taskGrade(tasks.SHORT_ANSWER, 10),
          taskGrade(tasks.NUMBER_ANSWER, 20),
          taskGrade(tasks.CODE, 50),
          taskGrade(tasks.FILE_SUBMISSION, null),
          taskGrade(tasks.OTHER, null),
          taskGrade(tasks.CUSTOM, null),
        ],
      };
      assert.deepEqual(ok<Grade>(await recompute(t, token, assignment, a)), expected);
      assert.deepEqual(ok<Grade>(await getGrade(t, token, assignment, a)), expected);
      // Before grading, the grade object exists too: nothing graded yet, status SUBMITTED.
      const fresh = await answered(p, token);
      const ungraded = ok<Grade>(await getGrade(t, token, fresh.assignment, fresh.a));
      assert.deepEqual(ungraded, {
        ...expected,
        grade: 0,
        percentage: 0,
        status: 'SUBMITTED',
        tasks: Object.values(fresh.tasks).map((task) => taskGrade(task, null)),
      });
    });

    it('hand grades: clamped to the maximum, marked manually_graded, kept by a recompute that re-verifies the rest', async () => {
      const p = await place(t);
      const token = await grader(p);
      const { assignment, tasks, a } = await answered(p, token);
      ok(await recompute(t, token, assignment, a));
      const byHand = ok<Grade>(
        await setGrades(t, token, assignment, a, {
          overall_feedback: 'Good work overall',
          tasks: [
            { assignment_task_uuid: tasks.FILE_SUBMISSION.assignment_task_uuid, grade: 150 },
            { assignment_task_uuid: tasks.OTHER.assignment_task_uuid, grade: 35, feedback: 'Clear slides' },
            { assignment_task_uuid: tasks.CUSTOM.assignment_task_uuid, grade: 20, feedback: 'Nice' },
          ],
        }),
      );
      const hand = (task: Task, grade: number, feedback = '') =>
        taskGrade(task, grade, { manually_graded: true, feedback });
      // 106 + 100 (150 clamped) + 35 + 20 = 261 of 285 = 91.578…% → 91.58, an A.
      const expected: Grade = {
        grade: 261,
        max_grade: 285,
        percentage: 91.58,
        display_grade: 'A',
        letter_grade: 'A',
        passed: true,
        passing_threshold: 60,
        grading_type: 'ALPHABET',
        overall_feedback: 'Good work overall',
        status: 'GRADED',
        attempt_number: 1,
        tasks: [
          taskGrade(tasks.QUIZ, 6),
          taskGrade(tasks.FORM, 20),
          taskGrade(tasks.SHORT_ANSWER, 10),
          taskGrade(tasks.NUMBER_ANSWER, 20),
          taskGrade(tasks.CODE, 50),
          hand(tasks.FILE_SUBMISSION, 100),
          hand(tasks.OTHER, 35, 'Clear slides'),
          hand(tasks.CUSTOM, 20, 'Nice'),
        ],
      };
      assert.deepEqual(byHand, expected);
      assert.deepEqual(ok<Grade>(await getGrade(t, token, assignment, a)), expected);

      // A stored automatic grade that went wrong, and an answer key that changed: the recompute re-verifies.
      await t.services.db
        .updateTable('task_submissions')
        .set({ grade: 0 })
        .where('task_id', '=', tasks.SHORT_ANSWER.id)
        .execute();
      const rekeyed = structuredClone(QUIZ.contents) as {
        questions: { options: { assigned_right_answer: boolean }[] }[];
      };
      rekeyed.questions[0]!.options[1]!.assigned_right_answer = true;
      ok(
        await call(
          t,
          'PUT',
          `${assignmentUrl(assignment)}/tasks/${tasks.QUIZ.assignment_task_uuid}`,
          p.o.admin.jwt,
          { contents: rekeyed },
        ),
      );
      // The quiz answer now matches 4 of 5 options → 8; hand grades untouched; 263 of 285 = 92.28 %.
      const again = ok<Grade>(await recompute(t, token, assignment, a, { overall_feedback: 'Regraded' }));
      assert.deepEqual(again, {
        ...expected,
        grade: 263,
        percentage: 92.28,
        overall_feedback: 'Regraded',
        tasks: [taskGrade(tasks.QUIZ, 8), ...expected.tasks.slice(1)],
      });
      // The stored answers were never changed by any of this.
      const read = ok<Submission>(
        await call(t, 'GET', `${assignmentUrl(assignment)}/submissions/${a}`, token),
      );
      assert.deepEqual(read.tasks[0]!.task_submission, { ...QUIZ_PARTIAL, grade: 100 });
    });

    it('a negative hand grade is clamped to 0 [CONTRACT 6: clamped to 0..max]', async () => {
      const p = await place(t);
      const token = await grader(p);
      const { assignment, tasks, a } = await answered(p, token);
      const response = await setGrades(t, token, assignment, a, {
        tasks: [{ assignment_task_uuid: tasks.OTHER.assignment_task_uuid, grade: -5 }],
      });
      const grade = ok<Grade>(response);
      const other = grade.tasks.find((x) => x.assignment_task_uuid === tasks.OTHER.assignment_task_uuid)!;
      assert.deepEqual(other, taskGrade(tasks.OTHER, 0, { manually_graded: true }));
    });

    it('an auto-graded task graded by hand stays as set through a recompute', async () => {
      const p = await place(t);
      const token = await grader(p);
      const { assignment, tasks, a } = await answered(p, token);
      ok(await recompute(t, token, assignment, a));
      ok(
        await setGrades(t, token, assignment, a, {
          tasks: [{ assignment_task_uuid: tasks.QUIZ.assignment_task_uuid, grade: 9, feedback: 'Generous' }],
        }),
      );
      const again = ok<Grade>(await recompute(t, token, assignment, a));
      assert.deepEqual(
        again.tasks[0],
        taskGrade(tasks.QUIZ, 9, { manually_graded: true, feedback: 'Generous' }),
      );
      assert.equal(again.grade, 109);
    });

    it('hand grades name tasks of this assignment only (400 unknown_task); a learner with no submission → 404', async () => {
      const p = await place(t);
      const token = await grader(p);
      const { assignment, a } = await answered(p, token);
      const other = await assignmentWithEveryType(t, p);
      assertError(
        await setGrades(t, token, assignment, a, {
          tasks: [{ assignment_task_uuid: other.tasks.OTHER.assignment_task_uuid, grade: 1 }],
        }),
        400,
        'unknown_task',
      );
      const nobody = (await addMember(t, p.o.org.id, 'learner')).user.id;
      assertError(await setGrades(t, token, assignment, nobody, { grade: 1 }), 404, 'not_found');
    });

    it('a wrong answer to each auto-graded type grades 0 for it', async () => {
      const p = await place(t);
      const token = await grader(p);
      const { assignment, tasks } = await assignmentWithEveryType(t, p);
      const a = (await addMember(t, p.o.org.id, 'learner')).user.id;
      ok(await saveAnswer(t, token, assignment, tasks.NUMBER_ANSWER, NUMBER_WRONG, a));
      ok(await saveAnswer(t, token, assignment, tasks.SHORT_ANSWER, { answer: '   ' }, a));
      ok(await saveAnswer(t, token, assignment, tasks.QUIZ, { submissions: 'nonsense' }, a));
      ok(
        await saveAnswer(
          t,
          token,
          assignment,
          tasks.CODE,
          { language: 'javascript', source_code: 'throw new Error("no")' },
          a,
        ),
      );
      ok(await submit(t, token, assignment, a));
      const grade = ok<Grade>(await recompute(t, token, assignment, a));
      assert.equal(grade.grade, 0);
      const by = new Map(grade.tasks.map((x) => [x.assignment_type, x]));
      assert.equal(by.get('NUMBER_ANSWER')!.grade, 0);
      assert.equal(by.get('SHORT_ANSWER')!.grade, 0);
      assert.equal(by.get('QUIZ')!.grade, 0);
      assert.equal(by.get('CODE')!.grade, 0);
      assert.equal(by.get('FORM')!.submitted, false);
      assert.equal(by.get('FORM')!.grade, null);
    });
  });

  // ---------------------------------------------------------------------------------------------------------

  describe('CODE in the QuickJS sandbox', () => {
    it('a program that loops forever on one case: that case fails, the grade computes, the service keeps answering', async () => {
      const p = await place(t);
      const token = await grader(p);
      const assignment = await createAssignment(t, p);
      const task = await addTask(t, p.o.admin.jwt, assignment, CODE);
      const a = (await addMember(t, p.o.org.id, 'learner')).user.id;
      ok(await saveAnswer(t, token, assignment, task, CODE_LOOPS, a));
      ok(await submit(t, token, assignment, a));
      const started = Date.now();
      let gradedAt = 0;
      const grading = recompute(t, token, assignment, a).then((response) => {
        gradedAt = Date.now();
        return response;
      });
      const meanwhile = await call(t, 'GET', assignmentUrl(assignment), token);
      const answeredAt = Date.now();
      assert.equal(meanwhile.statusCode, 200, meanwhile.body);
      const grade = ok<Grade>(await grading);
      assert.ok(answeredAt < gradedAt, 'a read answered while the code ran');
      assert.ok(gradedAt - started >= 2000, `the loop ran until the 2 s limit (${gradedAt - started} ms)`);
      assert.ok(gradedAt - started < 15_000, `and no longer (${gradedAt - started} ms)`);
      // One of two equal-weight cases passed: 25 of 50.
      assert.deepEqual(grade, {
        grade: 25,
        max_grade: 50,
        percentage: 50,
        display_grade: '25/50',
        letter_grade: 'F',
        passed: true,
        passing_threshold: 50,
        grading_type: 'NUMERIC',
        overall_feedback: '',
        status: 'GRADED',
        attempt_number: 1,
        tasks: [taskGrade(task, 25)],
      });
    });

    it('the right program: both cases pass, the hidden one too → 50 of 50', async () => {
      const p = await place(t);
      const token = await grader(p);
      const assignment = await createAssignment(t, p, { grading_type: 'PERCENTAGE' });
      const task = await addTask(t, p.o.admin.jwt, assignment, CODE);
      const a = (await addMember(t, p.o.org.id, 'learner')).user.id;
      ok(await saveAnswer(t, token, assignment, task, CODE_RIGHT, a));
      ok(await submit(t, token, assignment, a));
      const grade = ok<Grade>(await recompute(t, token, assignment, a));
      assert.deepEqual(grade, {
        grade: 50,
        max_grade: 50,
        percentage: 100,
        display_grade: '100.00%',
        letter_grade: 'A',
        passed: true,
        passing_threshold: 50,
        grading_type: 'PERCENTAGE',
        overall_feedback: '',
        status: 'GRADED',
        attempt_number: 1,
        tasks: [taskGrade(task, 50)],
      });
    });
  });

  // ---------------------------------------------------------------------------------------------------------

  describe('grading types: display and pass mark', () => {
    /** Grade out of 200 → what each grading type shows: [display, passed]. */
    const TABLE: {
      grade: number;
      percentage: number;
      letter: string;
      by: Record<GradingType, [string, boolean]>;
    }[] = [
      {
        grade: 186,
        percentage: 93,
        letter: 'A',
        by: {
          ALPHABET: ['A', true],
          NUMERIC: ['186/200', true],
          PERCENTAGE: ['93.00%', true],
          PASS_FAIL: ['Pass', true],
          GPA_SCALE: ['4.0', true],
        },
      },
      {
        grade: 170,
        percentage: 85,
        letter: 'B',
        by: {
          ALPHABET: ['B', true],
          NUMERIC: ['170/200', true],
          PERCENTAGE: ['85.00%', true],
          PASS_FAIL: ['Pass', true],
          GPA_SCALE: ['3.0', true],
        },
      },
      {
        grade: 133,
        percentage: 66.5,
        letter: 'D',
        by: {
          ALPHABET: ['D', true],
          NUMERIC: ['133/200', true],
          PERCENTAGE: ['66.50%', true],
          PASS_FAIL: ['Pass', true],
          GPA_SCALE: ['1.0', true],
        },
      },
      {
        grade: 120,
        percentage: 60,
        letter: 'D',
        by: {
          ALPHABET: ['D', true],
          NUMERIC: ['120/200', true],
          PERCENTAGE: ['60.00%', true],
          PASS_FAIL: ['Pass', true],
          GPA_SCALE: ['0.7', true],
        },
      },
      {
        grade: 110,
        percentage: 55,
        letter: 'F',
        by: {
          ALPHABET: ['F', false],
          NUMERIC: ['110/200', true],
          PERCENTAGE: ['55.00%', true],
          PASS_FAIL: ['Pass', true],
          GPA_SCALE: ['0.0', false],
        },
      },
      {
        grade: 99,
        percentage: 49.5,
        letter: 'F',
        by: {
          ALPHABET: ['F', false],
          NUMERIC: ['99/200', false],
          PERCENTAGE: ['49.50%', false],
          PASS_FAIL: ['Fail', false],
          GPA_SCALE: ['0.0', false],
        },
      },
    ];
    const THRESHOLD: Record<GradingType, number> = {
      ALPHABET: 60,
      NUMERIC: 50,
      PERCENTAGE: 50,
      PASS_FAIL: 50,
      GPA_SCALE: 60,
    };

    it('change grading_type with PUT /assignments/{uuid} and read the grade again, for each type', async () => {
      const p = await place(t);
      const token = await grader(p);
      const assignment = await createAssignment(t, p, { grading_type: 'ALPHABET' });
      const task = await addTask(t, p.o.admin.jwt, assignment, { ...OTHER, max_grade_value: 200 });
      const learners: number[] = [];
      for (const row of TABLE) {
        const a = (await addMember(t, p.o.org.id, 'learner')).user.id;
        learners.push(a);
        ok(await saveAnswer(t, token, assignment, task, { text: `worth ${row.grade}` }, a));
        ok(await submit(t, token, assignment, a));
        ok(
          await setGrades(t, token, assignment, a, {
            tasks: [{ assignment_task_uuid: task.assignment_task_uuid, grade: row.grade }],
          }),
        );
      }
      for (const type of ['ALPHABET', 'NUMERIC', 'PERCENTAGE', 'PASS_FAIL', 'GPA_SCALE'] as const) {
        const updated = ok<Assignment>(
          await call(t, 'PUT', assignmentUrl(assignment), token, { grading_type: type }),
        );
        assert.equal(updated.grading_type, type);
        for (const [i, row] of TABLE.entries()) {
          const [display, passed] = row.by[type];
          const grade = ok<Grade>(await getGrade(t, token, assignment, learners[i]!));
          assert.deepEqual(
            grade,
            {
              grade: row.grade,
              max_grade: 200,
              percentage: row.percentage,
              display_grade: display,
              letter_grade: row.letter,
              passed,
              passing_threshold: THRESHOLD[type],
              grading_type: type,
              overall_feedback: '',
              status: 'GRADED',
              attempt_number: 1,
              tasks: [taskGrade(task, row.grade, { manually_graded: true })],
            },
            `${type}, ${row.grade}/200`,
          );
        }
      }
    });

    it('no tasks: grade 0 of 0, percentage 0, never NaN, never a pass', async () => {
      const p = await place(t);
      const token = await grader(p);
      const assignment = await createAssignment(t, p, { grading_type: 'NUMERIC' });
      const a = (await addMember(t, p.o.org.id, 'learner')).user.id;
      ok(await submit(t, token, assignment, a));
      const displays: Record<GradingType, string> = {
        NUMERIC: '0/0',
        ALPHABET: 'F',
        PERCENTAGE: '0.00%',
        PASS_FAIL: 'Fail',
        GPA_SCALE: '0.0',
      };
      const graded = await recompute(t, token, assignment, a);
      assert.ok(!graded.body.includes('NaN') && !graded.body.includes('Infinity'), graded.body);
      assert.deepEqual(ok<Grade>(graded), {
        grade: 0,
        max_grade: 0,
        percentage: 0,
        display_grade: '0/0',
        letter_grade: 'F',
        passed: false,
        passing_threshold: 50,
        grading_type: 'NUMERIC',
        overall_feedback: '',
        status: 'GRADED',
        attempt_number: 1,
        tasks: [],
      });
      for (const type of ['ALPHABET', 'PERCENTAGE', 'PASS_FAIL', 'GPA_SCALE'] as const) {
        ok(await call(t, 'PUT', assignmentUrl(assignment), token, { grading_type: type }));
        const response = await getGrade(t, token, assignment, a);
        assert.ok(!response.body.includes('NaN'), response.body);
        const grade = ok<Grade>(response);
        assert.deepEqual(
          [grade.grade, grade.percentage, grade.display_grade, grade.passed],
          [0, 0, displays[type], false],
          type,
        );
      }
    });
  });
});

/**
 * What leaves the API about assignments, tasks, submissions and grades. Task contents and answers may be stored
 * JSON text sent as is.
 */
import type { Static } from 'typebox';
import { toApiDate } from '../../platform/clock.ts';
import { RawJson } from '../../platform/http/raw-json.ts';
import type { AnswerRow, AssignmentRow, SubmissionRow, TaskRow } from './assignments.tables.ts';
import type { AssignmentRead as AssignmentReadSchema } from './assignments.schemas.ts';
import { summarizeGrade, type GradingType } from './grading/grade-scale.ts';
import type { TaskType } from './grading/types.ts';
import type { GradeRead as GradeReadSchema, SubmittedFileRead } from './submissions.schemas.ts';

/** The schema of the answer (assignments.schemas.ts) is the type: the presenter cannot drift from it. */
export type AssignmentRead = Static<typeof AssignmentReadSchema>;

export function presentAssignment(row: AssignmentRow): AssignmentRead {
  return {
    id: row.id,
    assignment_uuid: row.assignment_uuid,
    org_id: row.org_id,
    course_id: row.course_id,
    chapter_id: row.chapter_id,
    activity_id: row.activity_id,
    title: row.title,
    description: row.description,
    due_date: row.due_date,
    // Stored only after validation against the same list.
    grading_type: row.grading_type as GradingType,
    published: row.published,
    auto_grading: row.auto_grading,
    anti_copy_paste: row.anti_copy_paste,
    show_correct_answers: row.show_correct_answers,
    allow_retries: row.allow_retries,
    max_retries: row.max_retries,
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
  };
}

/** `contents` is the stored text (graders) or a redacted copy (everyone else) [CONTRACT 6, 10]. */
export function presentTask(row: TaskRow, assignmentUuid: string, contents: unknown) {
  return {
    id: row.id,
    assignment_task_uuid: row.assignment_task_uuid,
    assignment_uuid: assignmentUuid,
    title: row.title,
    description: row.description,
    hint: row.hint,
    assignment_type: row.assignment_type,
    contents: contents instanceof RawJson ? contents : (contents as object),
    max_grade_value: row.max_grade_value,
    reference_file: row.reference_file,
    position: row.position,
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
  };
}
export type TaskRead = ReturnType<typeof presentTask>;

/** One task answer of an attempt. */
export function presentAnswer(task: Pick<TaskRow, 'assignment_task_uuid'>, answer: AnswerRow) {
  return {
    assignment_task_uuid: task.assignment_task_uuid,
    task_submission: new RawJson(answer.task_submission),
    grade: answer.grade,
    feedback: answer.feedback,
    manually_graded: answer.manually_graded,
    grading_note: answer.grading_note,
    update_date: toApiDate(answer.update_date),
  };
}

/** A learner's answer to one task, with the attempt it belongs to. */
export function presentLearnerAnswer(
  task: TaskRow,
  answer: AnswerRow,
  attempt: Pick<SubmissionRow, 'user_id' | 'status' | 'attempt_number'>,
) {
  return {
    user_id: attempt.user_id,
    status: attempt.status,
    attempt_number: attempt.attempt_number,
    ...presentAnswer(task, answer),
  };
}

/** One attempt with its answers, in the order of the assignment's tasks. */
export function presentSubmission(
  assignment: AssignmentRow,
  row: SubmissionRow,
  tasks: Pick<TaskRow, 'id' | 'assignment_task_uuid'>[],
  answers: AnswerRow[],
) {
  const byTask = new Map(answers.map((a) => [a.task_id, a]));
  return {
    submission_uuid: row.submission_uuid,
    assignment_uuid: assignment.assignment_uuid,
    user_id: row.user_id,
    attempt_number: row.attempt_number,
    status: row.status,
    grade: row.grade,
    overall_feedback: row.overall_feedback,
    submitted_at: row.submitted_at === null ? null : toApiDate(row.submitted_at),
    graded_at: row.graded_at === null ? null : toApiDate(row.graded_at),
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
    tasks: tasks.flatMap((task) => {
      const answer = byTask.get(task.id);
      return answer === undefined ? [] : [presentAnswer(task, answer)];
    }),
  };
}

/** The grade object is typed by its response schema, which also serialises it: the two cannot drift apart. */
export type GradeRead = Static<typeof GradeReadSchema>;

/** CONTRACT 6's grade object: the attempt's grade on the assignment's scale, task by task. */
export function presentGrade(
  assignment: AssignmentRow,
  submission: SubmissionRow,
  tasks: TaskRow[],
  answerRows: AnswerRow[],
): GradeRead {
  const answers = new Map(answerRows.map((a) => [a.task_id, a]));
  const maxGrade = tasks.reduce((sum, t) => sum + t.max_grade_value, 0);
  const grade = submission.grade ?? [...answers.values()].reduce((sum, a) => sum + (a.grade ?? 0), 0);
  const summary = summarizeGrade({ grade, maxGrade, gradingType: assignment.grading_type as GradingType });
  return {
    grade,
    max_grade: maxGrade,
    ...summary,
    grading_type: assignment.grading_type as GradingType,
    overall_feedback: submission.overall_feedback,
    status: submission.status,
    attempt_number: submission.attempt_number,
    tasks: tasks.map((task) => {
      const answer = answers.get(task.id);
      return {
        assignment_task_uuid: task.assignment_task_uuid,
        title: task.title,
        // Both stored only after validation against the same lists.
        assignment_type: task.assignment_type as TaskType,
        submitted: answer !== undefined && answer.task_submission !== 'null',
        grade: answer?.grade ?? null,
        max_grade: task.max_grade_value,
        feedback: answer?.feedback ?? '',
        manually_graded: answer?.manually_graded ?? false,
        grading_note: answer?.grading_note ?? null,
      };
    }),
  };
}

/**
 * The answer to a file upload: the `task_submission` to save next. Typed by the response schema, which
 * serialises it: a field it does not list would be dropped.
 */
export type SubmittedFile = Static<typeof SubmittedFileRead>;

export function presentSubmittedFile(fileUuid: string, size: number, mime: string): SubmittedFile {
  return { file_uuid: fileUuid, file_size: size, file_type: mime, task_submission: { file_uuid: fileUuid } };
}

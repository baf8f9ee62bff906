/**
 * What the submission and grade routes answer [CONTRACT 6]. Submissions and answers carry the learner's
 * `task_submission` as stored text and go out through `serializeWithRaw`, so their schemas document without
 * filtering; the upload answer and the grade object are serialised through theirs, so every field they send
 * must be here.
 */
import { Type } from 'typebox';
import { ApiDate, StringEnum } from '../../platform/http/schema.ts';
import { multipartForm } from '../../platform/http/openapi.ts';
import type { MultipartSpec } from '../../platform/http/uploads.ts';
import { TaskUserParams } from './assignments.schemas.ts';
import { GRADING_TYPES } from './grading/grade-scale.ts';
import { TASK_TYPES } from './grading/types.ts';

const SUBMISSION_STATUSES = ['PENDING', 'SUBMITTED', 'LATE', 'GRADED'] as const;
const Status = StringEnum(SUBMISSION_STATUSES);
const NullableDate = Type.Union([ApiDate, Type.Null()]);
const GradingNote = Type.Union([Type.String(), Type.Null()], {
  description: 'Why an auto-gradable answer has no automatic grade (e.g. no code runner for its language)',
});

/** One answer to one task, in a submission. */
export const AnswerRead = Type.Object(
  {
    assignment_task_uuid: Type.String(),
    task_submission: Type.Unknown({
      description:
        'The answer as the learner sent it, byte for byte (CONTRACT 6 per task type); null for a task graded ' +
        'without an answer',
    }),
    grade: Type.Union([Type.Integer(), Type.Null()], { description: 'Null until graded' }),
    feedback: Type.String(),
    manually_graded: Type.Boolean(),
    grading_note: GradingNote,
    update_date: ApiDate,
  },
  { title: 'AnswerRead' },
);

const attemptFields = {
  submission_uuid: Type.String(),
  assignment_uuid: Type.String(),
  user_id: Type.Integer(),
  attempt_number: Type.Integer({ description: 'From 1; a retry starts the next attempt' }),
  status: Status,
  grade: Type.Union([Type.Integer(), Type.Null()]),
  overall_feedback: Type.String(),
  submitted_at: NullableDate,
  graded_at: NullableDate,
  creation_date: ApiDate,
  update_date: ApiDate,
  tasks: Type.Array(AnswerRead, { description: 'The answers given, in task order' }),
};

/** One attempt: the answers of saves, submits, retries and the graders' list. */
export const SubmissionAttempt = Type.Object(attemptFields, { title: 'SubmissionAttempt' });

/** A learner's current attempt with the earlier ones (reads and rejections). */
export const SubmissionRead = Type.Object(
  {
    ...attemptFields,
    history: Type.Array(SubmissionAttempt, { description: 'Earlier attempts, oldest first' }),
  },
  { title: 'SubmissionRead' },
);

/** A learner's current answer to one task. */
export const TaskAnswerRead = Type.Object(
  {
    user_id: Type.Integer(),
    status: Status,
    attempt_number: Type.Integer(),
    ...AnswerRead.properties,
  },
  { title: 'TaskAnswerRead' },
);

export const SubmittedFileRead = Type.Object(
  {
    file_uuid: Type.String({ description: '<uuid>.<ext>' }),
    file_size: Type.Integer({ description: 'Bytes' }),
    file_type: Type.String({ description: 'The media type judged from the bytes' }),
    task_submission: Type.Object(
      { file_uuid: Type.String() },
      { description: 'The answer to save for the task (PUT …/submissions)' },
    ),
  },
  { title: 'SubmittedFileRead' },
);

/** The grade object [CONTRACT 6], with the attempt it grades. */
export const GradeRead = Type.Object(
  {
    grade: Type.Integer(),
    max_grade: Type.Integer({ description: "The sum of the tasks' max_grade_value" }),
    percentage: Type.Number({ description: '0–100, two decimals' }),
    display_grade: Type.String(),
    letter_grade: StringEnum(['A', 'B', 'C', 'D', 'F'] as const),
    passed: Type.Boolean(),
    passing_threshold: Type.Number({ description: 'The pass mark, as a percentage' }),
    grading_type: StringEnum(GRADING_TYPES),
    overall_feedback: Type.String(),
    status: Status,
    attempt_number: Type.Integer(),
    tasks: Type.Array(
      Type.Object({
        assignment_task_uuid: Type.String(),
        title: Type.String(),
        assignment_type: StringEnum(TASK_TYPES),
        submitted: Type.Boolean(),
        grade: Type.Union([Type.Integer(), Type.Null()]),
        max_grade: Type.Integer(),
        feedback: Type.String(),
        manually_graded: Type.Boolean(),
        grading_note: GradingNote,
      }),
    ),
  },
  { title: 'GradeRead' },
);

/** The documented multipart upload of a FILE_SUBMISSION answer: one file, submission_file. */
export const AnswerFileForm = multipartForm(undefined, {
  submission_file: { required: true, description: 'A document (pdf, docx, zip, …)' },
});

/** The parts the answer upload reads. */
export const AnswerFileUpload: MultipartSpec = {
  fields: [],
  files: {
    submission_file: {
      kinds: ['document'],
      required: true,
      wrongTypeMessage: 'File : Wrong file format',
    },
  },
};

export const TaskFileParams = Type.Object({
  ...TaskUserParams.properties,
  file_uuid: Type.String({ minLength: 1 }),
});

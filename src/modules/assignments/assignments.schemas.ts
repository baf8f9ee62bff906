import { Type } from 'typebox';
import { ApiDate, Body, IntegerId, StringEnum } from '../../platform/http/schema.ts';
import { GRADING_TYPES } from './grading/grade-scale.ts';
import { TASK_TYPES } from './grading/types.ts';

const Title = Type.String({ minLength: 1, maxLength: 500 });
const Text = Type.String({ maxLength: 100_000 });
const DueDate = Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()], {
  description: 'YYYY-MM-DD; the deadline is the end of that day, UTC; null or omitted = no deadline',
});
const MaxRetries = Type.Integer({ minimum: 0, maximum: 1000, description: '0 = unlimited' });

export const CreateAssignmentBody = Body(
  {
    title: Title,
    description: Text,
    due_date: Type.Optional(DueDate),
    grading_type: StringEnum(GRADING_TYPES),
    org_id: IntegerId,
    course_id: IntegerId,
    chapter_id: IntegerId,
    activity_id: IntegerId,
    published: Type.Optional(Type.Boolean()),
    auto_grading: Type.Optional(Type.Boolean()),
    anti_copy_paste: Type.Optional(Type.Boolean()),
    show_correct_answers: Type.Optional(Type.Boolean()),
    allow_retries: Type.Optional(Type.Boolean()),
    max_retries: Type.Optional(MaxRetries),
  },
  { title: 'CreateAssignmentBody' },
);

export const UpdateAssignmentBody = Body(
  {
    title: Type.Optional(Title),
    description: Type.Optional(Text),
    due_date: Type.Optional(DueDate),
    grading_type: Type.Optional(StringEnum(GRADING_TYPES)),
    published: Type.Optional(Type.Boolean()),
    auto_grading: Type.Optional(Type.Boolean()),
    anti_copy_paste: Type.Optional(Type.Boolean()),
    show_correct_answers: Type.Optional(Type.Boolean()),
    allow_retries: Type.Optional(Type.Boolean()),
    max_retries: Type.Optional(MaxRetries),
  },
  { title: 'UpdateAssignmentBody' },
);

const Contents = Type.Record(Type.String(), Type.Unknown(), {
  description: 'Per type (CONTRACT 6); CUSTOM is stored and returned byte for byte',
});
const MaxGrade = Type.Integer({ minimum: 0, maximum: 1_000_000 });

export const CreateTaskBody = Body(
  {
    title: Title,
    description: Text,
    hint: Type.String({ maxLength: 100_000, description: 'Required; an empty string for no hint' }),
    assignment_type: StringEnum(TASK_TYPES),
    contents: Type.Optional(Contents),
    max_grade_value: Type.Optional(MaxGrade),
    reference_file: Type.Optional(Type.Union([Type.String({ maxLength: 2048 }), Type.Null()])),
  },
  { title: 'CreateTaskBody' },
);

export const UpdateTaskBody = Body(
  {
    title: Type.Optional(Title),
    description: Type.Optional(Text),
    hint: Type.Optional(Type.String({ maxLength: 100_000 })),
    assignment_type: Type.Optional(StringEnum(TASK_TYPES)),
    contents: Type.Optional(Contents),
    max_grade_value: Type.Optional(MaxGrade),
    reference_file: Type.Optional(Type.Union([Type.String({ maxLength: 2048 }), Type.Null()])),
  },
  { title: 'UpdateTaskBody' },
);

export const SaveAnswerBody = Body(
  {
    task_submission: Type.Record(Type.String(), Type.Unknown(), {
      description: "The learner's answer for this task",
    }),
  },
  { title: 'SaveAnswerBody' },
);

export const GradeBody = Body(
  { overall_feedback: Type.Optional(Type.String({ maxLength: 100_000 })) },
  { title: 'GradeBody' },
);

export const ManualGradeBody = Body(
  {
    grade: Type.Optional(Type.Number({ description: 'Clamped to 0..max_grade' })),
    status: Type.Optional(StringEnum(['PENDING', 'SUBMITTED', 'LATE', 'GRADED'] as const)),
    overall_feedback: Type.Optional(Type.String({ maxLength: 100_000 })),
    tasks: Type.Optional(
      Type.Array(
        Type.Object(
          {
            assignment_task_uuid: Type.String({ minLength: 1 }),
            grade: Type.Number({ description: 'Clamped to 0..max_grade_value' }),
            feedback: Type.Optional(Type.String({ maxLength: 100_000 })),
          },
          { additionalProperties: false },
        ),
        { maxItems: 1000 },
      ),
    ),
  },
  { title: 'ManualGradeBody' },
);

export const AssignmentParams = Type.Object({ assignment_uuid: Type.String({ minLength: 1 }) });
export const TaskParams = Type.Object({
  assignment_uuid: Type.String({ minLength: 1 }),
  assignment_task_uuid: Type.String({ minLength: 1 }),
});
export const UserParams = Type.Object({ assignment_uuid: Type.String({ minLength: 1 }), user_id: IntegerId });
export const TaskUserParams = Type.Object({
  assignment_uuid: Type.String({ minLength: 1 }),
  assignment_task_uuid: Type.String({ minLength: 1 }),
  user_id: IntegerId,
});
export const OnBehalfQuery = Type.Object({ on_behalf_of_user_id: Type.Optional(IntegerId) });

/**
 * What the assignment routes answer. The assignment is serialised through this schema, so a field missing
 * here would vanish from the answer; the presenter's type is derived from it to keep the two together.
 */
export const AssignmentRead = Type.Object(
  {
    id: Type.Integer(),
    assignment_uuid: Type.String(),
    org_id: Type.Integer(),
    course_id: Type.Integer(),
    chapter_id: Type.Union([Type.Integer(), Type.Null()]),
    activity_id: Type.Integer(),
    title: Type.String(),
    description: Type.String(),
    due_date: Type.Union([Type.String(), Type.Null()], { description: 'YYYY-MM-DD, or null: no deadline' }),
    grading_type: StringEnum(GRADING_TYPES),
    published: Type.Boolean(),
    auto_grading: Type.Boolean(),
    anti_copy_paste: Type.Boolean(),
    show_correct_answers: Type.Boolean(),
    allow_retries: Type.Boolean(),
    max_retries: Type.Integer({ description: '0 = unlimited' }),
    creation_date: ApiDate,
    update_date: ApiDate,
  },
  { title: 'AssignmentRead' },
);

/**
 * A task. Its answers are written by `serializeWithRaw` (stored contents go out byte for byte), so this schema
 * documents them and filters nothing: `contents` is free-form here for that reason too.
 */
export const TaskRead = Type.Object(
  {
    id: Type.Integer(),
    assignment_task_uuid: Type.String(),
    assignment_uuid: Type.String(),
    title: Type.String(),
    description: Type.String(),
    hint: Type.String(),
    assignment_type: StringEnum(TASK_TYPES),
    contents: Type.Object(
      {},
      {
        additionalProperties: true,
        description:
          'Per type (CONTRACT 6). Graders get it as stored (CUSTOM byte for byte); everyone else without the ' +
          'answer keys (assigned_right_answer, correctAnswer, correct_answers, correct_value, hidden test ' +
          'cases) until their submission is GRADED on an assignment with show_correct_answers',
      },
    ),
    max_grade_value: Type.Integer(),
    reference_file: Type.Union([Type.String(), Type.Null()]),
    position: Type.Integer({ description: "The task's place in the assignment, from 0" }),
    creation_date: ApiDate,
    update_date: ApiDate,
  },
  { title: 'TaskRead' },
);

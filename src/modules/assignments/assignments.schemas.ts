import { Type } from 'typebox';
import { Body, IntegerId, StringEnum } from '../../platform/http/schema.ts';
import { GRADING_TYPES } from './grading/grade-scale.ts';
import { TASK_TYPES } from './grading/types.ts';

const Title = Type.String({ minLength: 1, maxLength: 500 });
const Text = Type.String({ maxLength: 100_000 });
const DueDate = Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()], {
  description: 'YYYY-MM-DD; the deadline is the end of that day, UTC; null or omitted = no deadline',
});
const MaxRetries = Type.Integer({ minimum: 0, maximum: 1000, description: '0 = unlimited' });

export const CreateAssignmentBody = Body({
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
});

export const UpdateAssignmentBody = Body({
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
});

const Contents = Type.Record(Type.String(), Type.Unknown(), {
  description: 'Per type (CONTRACT 6); CUSTOM is stored and returned byte for byte',
});
const MaxGrade = Type.Integer({ minimum: 0, maximum: 1_000_000 });

export const CreateTaskBody = Body({
  title: Title,
  description: Text,
  hint: Type.String({ maxLength: 100_000, description: 'Required; an empty string for no hint' }),
  assignment_type: StringEnum(TASK_TYPES),
  contents: Type.Optional(Contents),
  max_grade_value: Type.Optional(MaxGrade),
  reference_file: Type.Optional(Type.Union([Type.String({ maxLength: 2048 }), Type.Null()])),
});

export const UpdateTaskBody = Body({
  title: Type.Optional(Title),
  description: Type.Optional(Text),
  hint: Type.Optional(Type.String({ maxLength: 100_000 })),
  assignment_type: Type.Optional(StringEnum(TASK_TYPES)),
  contents: Type.Optional(Contents),
  max_grade_value: Type.Optional(MaxGrade),
  reference_file: Type.Optional(Type.Union([Type.String({ maxLength: 2048 }), Type.Null()])),
});

export const SaveAnswerBody = Body({
  task_submission: Type.Record(Type.String(), Type.Unknown(), {
    description: "The learner's answer for this task",
  }),
});

export const GradeBody = Body({ overall_feedback: Type.Optional(Type.String({ maxLength: 100_000 })) });

export const ManualGradeBody = Body({
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
});

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

import { Type } from 'typebox';
import { ApiDate, Body, IntegerId } from '../../platform/http/schema.ts';
import { BULK_LIMIT } from './learners-admin.service.ts';

// A malformed uuid is simply not found (404) [CONTRACT 10], so only emptiness is a validation error.
const Uuid = Type.String({ minLength: 1 });
const Slug = Type.String({ minLength: 1, maxLength: 64 });

export const CourseParams = Type.Object({ course_uuid: Uuid });
export const ActivityParams = Type.Object({ activity_uuid: Uuid });
export const OrgParams = Type.Object({ org_id: IntegerId });
export const AdminEnrolmentParams = Type.Object({ org_slug: Slug, user_id: IntegerId, course_uuid: Uuid });
export const AdminActivityParams = Type.Object({ org_slug: Slug, user_id: IntegerId, activity_uuid: Uuid });
export const AdminSlugParams = Type.Object({ org_slug: Slug });
export const AssignmentUserParams = Type.Object({ assignment_uuid: Uuid, user_id: IntegerId });

export const BulkEnrolBody = Body(
  {
    course_uuid: Uuid,
    user_ids: Type.Array(IntegerId, { minItems: 1, maxItems: BULK_LIMIT }),
  },
  { title: 'BulkEnrolBody' },
);

export const ProgressRunSchema = Type.Object(
  {
    course: Type.Object({ course_uuid: Type.String(), name: Type.String() }),
    enrollment_date: ApiDate,
    status: Type.Union([Type.Literal('in_progress'), Type.Literal('completed')]),
    activities_done: Type.Integer(),
    activities_total: Type.Integer(),
    percentage: Type.Number({ description: '0–100, two decimals' }),
    completed: Type.Boolean(),
    steps: Type.Array(
      Type.Object({
        activity_uuid: Type.String(),
        complete: Type.Boolean(),
        completion_date: Type.Union([ApiDate, Type.Null()]),
      }),
    ),
  },
  { title: 'CourseRun' },
);

export const TrailSchema = Type.Object({ runs: Type.Array(ProgressRunSchema) }, { title: 'Trail' });

export const BulkResultSchema = Type.Object(
  {
    results: Type.Array(
      Type.Object({
        user_id: Type.Integer(),
        status: Type.Union([
          Type.Literal('enrolled'),
          Type.Literal('already_enrolled'),
          Type.Literal('not_found'),
          Type.Literal('not_member'),
        ]),
      }),
    ),
  },
  { title: 'BulkEnrolResult' },
);

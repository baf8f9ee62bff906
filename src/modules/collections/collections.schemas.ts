import { Type } from 'typebox';
import { Body, IntegerId } from '../../platform/http/schema.ts';

/** Most courses one collection holds. */
export const MAX_COLLECTION_COURSES = 500;

// A name with at least one visible character.
const Name = Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' });
const Description = Type.String({ maxLength: 10_000 });
const CourseIds = Type.Array(IntegerId, {
  maxItems: MAX_COLLECTION_COURSES,
  uniqueItems: true,
  description:
    'Course ids (the integer `id` of CourseRead) in the order the collection shows them; each at most once ' +
    '(a repeated id is a 422), every one a course of the organization',
});

export const CreateCollectionBody = Body(
  {
    org_id: IntegerId,
    name: Name,
    description: Type.Optional(Description),
    public: Type.Boolean(),
    courses: CourseIds,
  },
  { title: 'CreateCollectionBody' },
);

export const UpdateCollectionBody = Body(
  {
    name: Type.Optional(Name),
    description: Type.Optional(Description),
    public: Type.Optional(Type.Boolean()),
    courses: Type.Optional(CourseIds),
  },
  {
    title: 'UpdateCollectionBody',
    description: 'Partial: absent fields keep their values; `courses` given replaces the list in its order',
  },
);

export const CollectionParams = Type.Object({ collection_uuid: Type.String({ minLength: 1 }) });

/** Pages start at 1; the bounds of the course list. */
export const CollectionListParams = Type.Object({
  org_id: IntegerId,
  page: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  limit: Type.Integer({ minimum: 1, maximum: 200 }),
});

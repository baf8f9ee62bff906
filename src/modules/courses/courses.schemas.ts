import { Type } from 'typebox';
import { Body, IntegerId, StringEnum } from '../../platform/http/schema.ts';
import { multipartForm } from '../../platform/http/openapi.ts';

export const LOCK_TYPES = ['public', 'authenticated', 'restricted'] as const;
export const THUMBNAIL_TYPES = ['image', 'video'] as const;

const Name = Type.String({ minLength: 1, maxLength: 500 });
const Text = Type.String({ maxLength: 100_000 });
const StringList = Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 200 });

/** Text fields of the multipart create form [SPEC 2.1]; `learnings` and `tags` are JSON-encoded arrays. */
export const CreateCourseFields = Type.Object(
  {
    name: Name,
    description: Text,
    about: Text,
    public: Type.Boolean(),
    thumbnail_type: Type.Optional(StringEnum(THUMBNAIL_TYPES)),
    learnings: Type.Optional(Type.String({ maxLength: 200_000 })),
    tags: Type.Optional(Type.String({ maxLength: 200_000 })),
  },
  { additionalProperties: false },
);

/** The documented multipart create form: the text fields above and an optional thumbnail file. */
export const CreateCourseForm = multipartForm(CreateCourseFields, {
  thumbnail: { required: false, description: 'An image, or a video with thumbnail_type video' },
});

/** Text fields of the multipart thumbnail replacement. */
export const ThumbnailFields = Type.Object(
  { thumbnail_type: Type.Optional(Type.Union(THUMBNAIL_TYPES.map((t) => Type.Literal(t)))) },
  { additionalProperties: false },
);

/** The documented multipart thumbnail replacement: a thumbnail file, thumbnail_type optional. */
export const ThumbnailForm = multipartForm(ThumbnailFields, {
  thumbnail: { required: true, description: 'An image, or a video with thumbnail_type video' },
});

export const CreateCourseQuery = Type.Object({ org_id: IntegerId });

export const UpdateCourseBody = Body(
  {
    name: Type.Optional(Name),
    description: Type.Optional(Text),
    about: Type.Optional(Text),
    public: Type.Optional(Type.Boolean()),
    published: Type.Optional(Type.Boolean()),
    learnings: Type.Optional(StringList),
    tags: Type.Optional(StringList),
  },
  { title: 'UpdateCourseBody' },
);

export const CourseParams = Type.Object({ course_uuid: Type.String({ minLength: 1 }) });

export const CourseListParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 64 }),
  page: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  limit: Type.Integer({ minimum: 1, maximum: 200 }),
});

export const TreeQuery = Type.Object({
  with_unpublished_activities: Type.Optional(Type.Boolean({ default: false })),
  slim: Type.Optional(Type.Boolean({ default: false })),
});

export const CreateChapterBody = Body(
  {
    name: Name,
    course_id: IntegerId,
    org_id: IntegerId,
    description: Type.Optional(Text),
    thumbnail_image: Type.Optional(Type.String({ maxLength: 2048 })),
    lock_type: Type.Optional(StringEnum(LOCK_TYPES)),
  },
  { title: 'CreateChapterBody' },
);

export const UpdateChapterBody = Body(
  {
    name: Type.Optional(Name),
    description: Type.Optional(Text),
    thumbnail_image: Type.Optional(Type.String({ maxLength: 2048 })),
    lock_type: Type.Optional(StringEnum(LOCK_TYPES)),
  },
  { title: 'UpdateChapterBody' },
);

export const ChapterParams = Type.Object({ chapter_id: IntegerId });

/** SPEC 4.2: the whole tree, re-specified. */
export const ReorderBody = Body(
  {
    chapter_order_by_ids: Type.Array(
      Type.Object(
        {
          chapter_id: IntegerId,
          activities_order_by_ids: Type.Array(
            Type.Object({ activity_id: IntegerId }, { additionalProperties: false }),
            {
              maxItems: 10_000,
            },
          ),
        },
        { additionalProperties: false },
      ),
      { maxItems: 10_000 },
    ),
  },
  { title: 'ReorderBody' },
);

import { Type } from 'typebox';
import { Body, IntegerId, StringEnum } from '../../platform/http/schema.ts';
import { LOCK_TYPES } from '../courses/index.ts';
import { ACTIVITY_SUB_TYPES, ACTIVITY_TYPES, EXTERNAL_VIDEO_PROVIDERS } from './activity-types.ts';

const Name = Type.String({ minLength: 1, maxLength: 500 });
const JsonObject = Type.Record(Type.String(), Type.Unknown());

export const CreateActivityBody = Body({
  name: Name,
  chapter_id: IntegerId,
  activity_type: Type.Optional(
    StringEnum(ACTIVITY_TYPES, {
      description: 'Default TYPE_CUSTOM (with SUBTYPE_CUSTOM) when both are omitted',
    }),
  ),
  activity_sub_type: Type.Optional(StringEnum(ACTIVITY_SUB_TYPES)),
  content: Type.Optional(JsonObject),
  details: Type.Optional(JsonObject),
  published: Type.Optional(Type.Boolean()),
  lock_type: Type.Optional(StringEnum(LOCK_TYPES)),
});

export const UpdateActivityBody = Body({
  name: Type.Optional(Name),
  activity_type: Type.Optional(StringEnum(ACTIVITY_TYPES)),
  activity_sub_type: Type.Optional(StringEnum(ACTIVITY_SUB_TYPES)),
  content: Type.Optional(JsonObject),
  details: Type.Optional(JsonObject),
  published: Type.Optional(Type.Boolean()),
  lock_type: Type.Optional(StringEnum(LOCK_TYPES)),
  version: Type.Optional(
    Type.Integer({ minimum: 1, description: 'The version the change is based on; a stale one is a 409' }),
  ),
  published_version: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
});

/** chapter_id arrives as a string holding an integer [SPEC 4.2]; a JSON integer is accepted too. */
const ChapterIdText = Type.Union([IntegerId, Type.String({ pattern: '^[1-9][0-9]{0,15}$' })]);

export const ExternalVideoBody = Body({
  name: Name,
  uri: Type.String({ minLength: 1, maxLength: 2048 }),
  type: StringEnum(EXTERNAL_VIDEO_PROVIDERS),
  chapter_id: ChapterIdText,
  details: Type.Optional(Type.String({ maxLength: 10_000, default: '{}' })),
});

/** Text fields of the multipart upload creators. */
export const UploadActivityFields = Type.Object(
  {
    name: Name,
    chapter_id: IntegerId,
    details: Type.Optional(Type.String({ maxLength: 10_000 })),
  },
  { additionalProperties: false },
);

export const ActivityParams = Type.Object({ activity_uuid: Type.String({ minLength: 1 }) });
export const VersionParams = Type.Object({
  activity_uuid: Type.String({ minLength: 1 }),
  version_number: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
});

export const VersionSummary = Type.Object({
  version_number: Type.Integer(),
  created_by_user_id: Type.Integer(),
  creation_date: Type.String(),
});
export const VersionRead = Type.Intersect([VersionSummary, Type.Object({ content: JsonObject })]);

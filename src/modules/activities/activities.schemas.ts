import { Type } from 'typebox';
import { Body, IntegerId, StringEnum } from '../../platform/http/schema.ts';
import { LOCK_TYPES } from '../courses/index.ts';
import { ACTIVITY_SUB_TYPES, ACTIVITY_TYPES, EXTERNAL_VIDEO_PROVIDERS } from '../courses/index.ts';

const Name = Type.String({ minLength: 1, maxLength: 500 });
const JsonObject = Type.Record(Type.String(), Type.Unknown());
/** Version numbers are stored in 32-bit integer columns; past this bound a number is a 422, not a failed write. */
const MAX_VERSION = 1_000_000_000;
const VersionNumber = Type.Integer({ minimum: 1, maximum: MAX_VERSION });

export const CreateActivityBody = Body(
  {
    name: Name,
    chapter_id: IntegerId,
    activity_type: Type.Optional(StringEnum(ACTIVITY_TYPES, { description: 'Default TYPE_CUSTOM' })),
    activity_sub_type: Type.Optional(
      StringEnum(ACTIVITY_SUB_TYPES, { description: 'Default SUBTYPE_CUSTOM; must belong to activity_type' }),
    ),
    content: Type.Optional(JsonObject),
    details: Type.Optional(JsonObject),
    published: Type.Optional(Type.Boolean()),
    lock_type: Type.Optional(StringEnum(LOCK_TYPES)),
  },
  { title: 'CreateActivityBody' },
);

export const UpdateActivityBody = Body(
  {
    name: Type.Optional(Name),
    activity_type: Type.Optional(StringEnum(ACTIVITY_TYPES)),
    activity_sub_type: Type.Optional(StringEnum(ACTIVITY_SUB_TYPES)),
    content: Type.Optional(JsonObject),
    details: Type.Optional(JsonObject),
    published: Type.Optional(Type.Boolean()),
    lock_type: Type.Optional(StringEnum(LOCK_TYPES)),
    version: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_VERSION,
        description: 'The version the change is based on; a stale one is a 409',
      }),
    ),
    published_version: Type.Optional(Type.Union([VersionNumber, Type.Null()])),
  },
  { title: 'UpdateActivityBody' },
);

/** chapter_id arrives as a string holding an integer [SPEC 4.2]; a JSON integer is accepted too. */
const ChapterIdText = Type.Union([IntegerId, Type.String({ pattern: '^[1-9][0-9]{0,15}$' })]);

/**
 * `published` on the video, external video and PDF creators. SPEC 3 has them create an unpublished activity
 * "whatever the payload says", so a payload carrying `published` is valid and the value is never used. It must
 * still be a boolean (in a form, the text `true` or `false`): a value of another type is a malformed payload.
 */
const IgnoredPublished = Type.Optional(
  Type.Boolean({ description: 'Accepted and ignored: these creators always create unpublished [SPEC 3]' }),
);

export const ExternalVideoBody = Body(
  {
    name: Name,
    uri: Type.String({ minLength: 1, maxLength: 2048 }),
    type: StringEnum(EXTERNAL_VIDEO_PROVIDERS),
    chapter_id: ChapterIdText,
    // SPEC 4.2 sends a JSON-encoded string; SPEC 2.3 ("Details for video") also allows the object itself.
    details: Type.Optional(
      Type.Union([Type.String({ maxLength: 10_000 }), JsonObject], {
        default: '{}',
        description: 'Player options: a JSON-encoded string (default "{}") or the object',
      }),
    ),
    published: IgnoredPublished,
  },
  { title: 'ExternalVideoBody' },
);

/** Text fields of the multipart upload creators (each route lists the ones its form may carry). */
export const UploadActivityFields = Type.Object(
  {
    name: Name,
    chapter_id: IntegerId,
    details: Type.Optional(Type.String({ maxLength: 10_000 })),
    published: IgnoredPublished,
  },
  { additionalProperties: false },
);

export const ActivityParams = Type.Object({ activity_uuid: Type.String({ minLength: 1 }) });
export const VersionParams = Type.Object({
  activity_uuid: Type.String({ minLength: 1 }),
  version_number: VersionNumber,
});

export const VersionSummary = Type.Object(
  {
    version_number: Type.Integer(),
    created_by_user_id: Type.Integer(),
    creation_date: Type.String(),
  },
  { title: 'ActivityVersionSummary' },
);
export const VersionRead = Type.Intersect([VersionSummary, Type.Object({ content: JsonObject })], {
  title: 'ActivityVersion',
});

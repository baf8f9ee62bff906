/** Request shapes of the communities routes [CONTRACT 11]. */
import { Type } from 'typebox';
import { Body, IntegerId, PaginationQuery, StringEnum } from '../../platform/http/schema.ts';
import { DISCUSSION_LABELS } from './communities.presenter.ts';
import { DISCUSSION_SORTS } from './discussions.repository.ts';

const Name = Type.String({ minLength: 1, maxLength: 200 });
const Description = Type.String({ maxLength: 10_000 });
const Setting = Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: '0 is off' });

export const ModerationBody = Body(
  {
    blocked_words: Type.Optional(
      Type.Array(Type.String({ maxLength: 100 }), {
        maxItems: 500,
        description: 'Whole words or phrases, any case',
      }),
    ),
    block_links: Type.Optional(Type.Boolean()),
    min_post_length: Type.Optional(Setting),
    max_post_length: Type.Optional(Setting),
    max_comment_length: Type.Optional(Setting),
    slow_mode_seconds: Type.Optional(Setting),
    max_posts_per_day: Type.Optional(Setting),
    min_account_age_days: Type.Optional(Setting),
    require_email_verified: Type.Optional(Type.Boolean()),
    auto_lock_days: Type.Optional(Setting),
  },
  {
    title: 'CommunityModerationBody',
    description:
      'A partial change of the moderation settings: absent keys keep their value; 0 or false is off',
  },
);

export const CreateCommunityQuery = Type.Object({ org_id: IntegerId });

export const CreateCommunityBody = Body(
  {
    name: Name,
    description: Type.Optional(Description),
    public: Type.Optional(Type.Boolean({ default: true })),
    course_uuid: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { title: 'CreateCommunityBody' },
);

export const UpdateCommunityBody = Body(
  {
    name: Type.Optional(Name),
    description: Type.Optional(Description),
    public: Type.Optional(Type.Boolean()),
    course_uuid: Type.Optional(
      Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()], {
        description: 'Another course to belong to, or null for none; absent keeps the link',
      }),
    ),
    moderation: Type.Optional(ModerationBody),
  },
  { title: 'UpdateCommunityBody' },
);

export const CommunityParams = Type.Object({ community_uuid: Type.String({ minLength: 1, maxLength: 100 }) });
export const OrgParams = Type.Object({ org_id: IntegerId });
export const CourseParams = Type.Object({ course_uuid: Type.String({ minLength: 1, maxLength: 100 }) });
export const DiscussionParams = Type.Object({
  discussion_uuid: Type.String({ minLength: 1, maxLength: 100 }),
});
export const CommentParams = Type.Object({ comment_uuid: Type.String({ minLength: 1, maxLength: 100 }) });

const Title = Type.String({ minLength: 1, maxLength: 300 });
const Content = Type.String({ minLength: 1, maxLength: 100_000 });
const Label = StringEnum(DISCUSSION_LABELS);

export const CreateDiscussionBody = Body(
  {
    title: Title,
    content: Content,
    label: Type.Optional(StringEnum(DISCUSSION_LABELS, { default: 'general' })),
  },
  { title: 'CreateDiscussionBody' },
);

export const UpdateDiscussionBody = Body(
  { title: Type.Optional(Title), content: Type.Optional(Content), label: Type.Optional(Label) },
  { title: 'UpdateDiscussionBody' },
);

export const DiscussionListQuery = Type.Object({
  ...PaginationQuery.properties,
  sort: Type.Optional(StringEnum(DISCUSSION_SORTS, { default: 'recent' })),
  label: Type.Optional(Label),
});

export const PinBody = Body({ is_pinned: Type.Boolean() }, { title: 'PinDiscussionBody' });
export const LockBody = Body({ is_locked: Type.Boolean() }, { title: 'LockDiscussionBody' });
export const CommentBody = Body({ content: Content }, { title: 'CommentBody' });

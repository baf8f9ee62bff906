/** What leaves the API about communities, discussions, comments and votes [CONTRACT 11]; the module's only presenter. */
import { Type, type Static } from 'typebox';
import { toApiDate } from '../../platform/clock.ts';
import { ApiDate, ClosedString } from '../../platform/http/schema.ts';
import type { UserSummary } from '../identity/index.ts';
import type { CommentRow } from './comments.repository.ts';
import type { CommunityRow } from './communities.repository.ts';
import type { DiscussionRow } from './discussions.repository.ts';
import { readModeration } from './moderation-rules.ts';

export const DISCUSSION_LABELS = ['general', 'question', 'idea', 'announcement', 'showcase'] as const;

const Count = Type.Integer({ minimum: 0 });

export const ModerationRead = Type.Object(
  {
    blocked_words: Type.Array(Type.String()),
    block_links: Type.Boolean(),
    min_post_length: Count,
    max_post_length: Count,
    max_comment_length: Count,
    slow_mode_seconds: Count,
    max_posts_per_day: Count,
    min_account_age_days: Count,
    require_email_verified: Type.Boolean(),
    auto_lock_days: Count,
  },
  { title: 'CommunityModeration', description: 'Every rule: 0 or false is off' },
);

export const CommunityRead = Type.Object(
  {
    id: Type.Integer(),
    community_uuid: Type.String(),
    org_id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    public: Type.Boolean(),
    course_uuid: Type.Union([Type.String(), Type.Null()], {
      description: 'The course it belongs to, if any',
    }),
    moderation: ModerationRead,
    created_by: Type.Union([Type.Integer(), Type.Null()], { description: 'Id of the user who created it' }),
    creation_date: ApiDate,
    update_date: ApiDate,
  },
  { title: 'CommunityRead' },
);
export type CommunityRead = Static<typeof CommunityRead>;

const AuthorRead = Type.Union(
  [
    Type.Object({
      id: Type.Integer(),
      user_uuid: Type.String(),
      username: Type.String(),
      first_name: Type.String(),
      last_name: Type.String(),
    }),
    Type.Null(),
  ],
  { description: 'Null once the account is gone' },
);

export const DiscussionRead = Type.Object(
  {
    id: Type.Integer(),
    discussion_uuid: Type.String(),
    community_uuid: Type.String(),
    course_uuid: Type.Union([Type.String(), Type.Null()], { description: "The community's course, if any" }),
    title: Type.String(),
    content: Type.String(),
    label: ClosedString(DISCUSSION_LABELS),
    author: AuthorRead,
    is_pinned: Type.Boolean(),
    is_locked: Type.Boolean(),
    upvote_count: Count,
    comment_count: Count,
    edit_count: Type.Integer({ description: "The author's edits so far (two are allowed)" }),
    voted: Type.Boolean({ description: 'Whether the caller has upvoted it' }),
    creation_date: ApiDate,
    update_date: ApiDate,
    last_activity_date: ApiDate,
  },
  { title: 'DiscussionRead' },
);
export type DiscussionRead = Static<typeof DiscussionRead>;

export const CommentRead = Type.Object(
  {
    id: Type.Integer(),
    comment_uuid: Type.String(),
    discussion_uuid: Type.String(),
    content: Type.String(),
    author: AuthorRead,
    upvote_count: Count,
    voted: Type.Boolean({ description: 'Whether the caller has upvoted it' }),
    creation_date: ApiDate,
    update_date: ApiDate,
  },
  { title: 'CommentRead' },
);
export type CommentRead = Static<typeof CommentRead>;

export const DiscussionVoteRead = Type.Object(
  { discussion_uuid: Type.String(), upvote_count: Count, voted: Type.Boolean() },
  { title: 'DiscussionVoteRead' },
);
export const CommentVoteRead = Type.Object(
  { comment_uuid: Type.String(), upvote_count: Count, voted: Type.Boolean() },
  { title: 'CommentVoteRead' },
);

export function presentCommunity(row: CommunityRow, courseUuid: string | null): CommunityRead {
  return {
    id: row.id,
    community_uuid: row.community_uuid,
    org_id: row.org_id,
    name: row.name,
    description: row.description,
    public: row.public,
    course_uuid: courseUuid,
    moderation: readModeration(row.moderation),
    created_by: row.created_by,
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
  };
}

function presentAuthor(authorId: number | null, authors: ReadonlyMap<number, UserSummary>) {
  const user = authorId === null ? undefined : authors.get(authorId);
  if (user === undefined) return null;
  return {
    id: user.id,
    user_uuid: user.user_uuid,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
  };
}

/** Where a discussion belongs: its community's uuid and course. */
export interface DiscussionPlace {
  community_uuid: string;
  course_uuid: string | null;
}

export function presentDiscussion(
  row: DiscussionRow,
  place: DiscussionPlace,
  authors: ReadonlyMap<number, UserSummary>,
  voted: boolean,
): DiscussionRead {
  return {
    id: row.id,
    discussion_uuid: row.discussion_uuid,
    community_uuid: place.community_uuid,
    course_uuid: place.course_uuid,
    title: row.title,
    content: row.content,
    label: row.label,
    author: presentAuthor(row.author_id, authors),
    is_pinned: row.is_pinned,
    is_locked: row.is_locked,
    upvote_count: Number(row.upvote_count),
    comment_count: Number(row.comment_count),
    edit_count: Number(row.edit_count),
    voted,
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
    last_activity_date: toApiDate(row.last_activity_date),
  };
}

export function presentComment(
  row: CommentRow,
  discussionUuid: string,
  authors: ReadonlyMap<number, UserSummary>,
  voted: boolean,
): CommentRead {
  return {
    id: row.id,
    comment_uuid: row.comment_uuid,
    discussion_uuid: discussionUuid,
    content: row.content,
    author: presentAuthor(row.author_id, authors),
    upvote_count: Number(row.upvote_count),
    voted,
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
  };
}

import type { ColumnType, Generated } from 'kysely';
import type { Bool, Id, Timestamp } from '../../platform/db/types.ts';

/** A boolean column with a default: optional on insert. */
type BoolWithDefault = ColumnType<boolean | number, boolean | undefined, boolean>;

export interface CommunitiesTable {
  id: Id;
  community_uuid: string;
  org_id: number;
  name: string;
  description: string;
  public: Bool;
  /** The course the community belongs to (at most one community per course); null for a free-standing one. */
  course_id: number | null;
  /** The moderation settings as JSON written by the service (see moderation-rules.ts). */
  moderation: string;
  created_by: number | null;
  creation_date: Timestamp;
  update_date: Timestamp;
}

export interface DiscussionsTable {
  id: Id;
  discussion_uuid: string;
  org_id: number;
  community_id: number;
  /** Null once the author's account is gone. */
  author_id: number | null;
  title: string;
  content: string;
  label: string;
  is_pinned: BoolWithDefault;
  is_locked: BoolWithDefault;
  upvote_count: Generated<number>;
  comment_count: Generated<number>;
  /** Edits made by the author without the moderator right (the author may make two). */
  edit_count: Generated<number>;
  /** Creation time in whole seconds since the epoch: the `hot` ranking's age, in portable arithmetic. */
  created_epoch: number;
  /** Creation, or the newest comment: what `auto_lock_days` measures idleness from. */
  last_activity_date: Timestamp;
  creation_date: Timestamp;
  update_date: Timestamp;
}

export interface DiscussionVotesTable {
  discussion_id: number;
  user_id: number;
  org_id: number;
  creation_date: Timestamp;
}

export interface DiscussionCommentsTable {
  id: Id;
  comment_uuid: string;
  org_id: number;
  community_id: number;
  discussion_id: number;
  author_id: number | null;
  content: string;
  upvote_count: Generated<number>;
  creation_date: Timestamp;
  update_date: Timestamp;
}

export interface CommentVotesTable {
  comment_id: number;
  user_id: number;
  org_id: number;
  creation_date: Timestamp;
}

export interface CommunityTables {
  communities: CommunitiesTable;
  discussions: DiscussionsTable;
  discussion_votes: DiscussionVotesTable;
  discussion_comments: DiscussionCommentsTable;
  comment_votes: CommentVotesTable;
}

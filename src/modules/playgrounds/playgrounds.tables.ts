import type { Bool, Id, Timestamp } from '../../platform/db/types.ts';

/** Who may read a published playground [CONTRACT 11]. */
export const ACCESS_TYPES = ['public', 'authenticated', 'restricted'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

export interface PlaygroundsTable {
  id: Id;
  playground_uuid: string;
  org_id: number;
  name: string;
  description: string;
  access_type: string;
  course_id: number | null;
  /** The page; empty until written or generated. */
  html_content: string;
  published: Bool;
  /** The author; null once their account is gone. */
  created_by: number | null;
  creation_date: Timestamp;
  update_date: Timestamp;
}

/** One row per reader and emoji: a reader may react with several emojis, each once. */
export interface PlaygroundReactionsTable {
  id: Id;
  playground_id: number;
  user_id: number;
  emoji: string;
  creation_date: Timestamp;
}

export interface PlaygroundTables {
  playgrounds: PlaygroundsTable;
  playground_reactions: PlaygroundReactionsTable;
}

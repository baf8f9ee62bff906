import type { ColumnType } from 'kysely';
import type { Bool, Id, Timestamp } from '../../platform/db/types.ts';

export interface BoardsTable {
  id: Id;
  board_uuid: string;
  org_id: number;
  name: string;
  description: string | null;
  public: Bool;
  /** The owner; null once their account is gone. */
  created_by: number | null;
  creation_date: Timestamp;
  update_date: Timestamp;
}

/** `owner` (the creator, exactly one), `editor` or `viewer`. */
export type BoardRole = 'owner' | 'editor' | 'viewer';

export interface BoardMembersTable {
  id: Id;
  board_id: number;
  org_id: number;
  user_id: number;
  role: BoardRole;
  creation_date: Timestamp;
}

/** Binary column: `blob` on SQLite, `bytea` on PostgreSQL; a Buffer either way. */
type Bytes = ColumnType<Buffer, Buffer | Uint8Array, Buffer | Uint8Array>;

/** One accepted Yjs update of a board's document, in arrival order (the id). */
export interface BoardUpdatesTable {
  id: Id;
  board_id: number;
  org_id: number;
  data: Bytes;
  creation_date: Timestamp;
}

/** The compacted part of a board's document: every update up to `through_update_id`, merged. */
export interface BoardDocumentsTable {
  board_id: number;
  org_id: number;
  snapshot: Bytes | null;
  through_update_id: ColumnType<number, number | undefined, number>;
  update_date: Timestamp;
}

export interface BoardTables {
  boards: BoardsTable;
  board_members: BoardMembersTable;
  board_updates: BoardUpdatesTable;
  board_documents: BoardDocumentsTable;
}

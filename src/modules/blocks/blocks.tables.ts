import type { Id, Timestamp } from '../../platform/db/types.ts';

export interface BlocksTable {
  id: Id;
  block_uuid: string;
  org_id: number;
  course_id: number;
  activity_id: number;
  block_type: string;
  /** JSON: {file_id, file_format, file_name, file_size, file_type, activity_uuid} [SPEC 2.4]. */
  content: string;
  storage_key: string;
  creation_date: Timestamp;
  update_date: Timestamp;
}

export interface BlockTables {
  blocks: BlocksTable;
}

import type { Bool, Id, Timestamp } from '../../platform/db/types.ts';

export interface CollectionsTable {
  id: Id;
  collection_uuid: string;
  org_id: number;
  name: string;
  description: string;
  public: Bool;
  /** Who authored it (a token's creator); null once that account is gone. */
  created_by: number | null;
  creation_date: Timestamp;
  update_date: Timestamp;
}

/** The courses of a collection, in order (migrations/0010). */
export interface CollectionCoursesTable {
  id: Id;
  org_id: number;
  collection_id: number;
  course_id: number;
  position: number;
}

export interface CollectionTables {
  collections: CollectionsTable;
  collection_courses: CollectionCoursesTable;
}

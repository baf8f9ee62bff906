import type { Bool, Id, Timestamp } from '../../platform/db/types.ts';

export interface ActivitiesTable {
  id: Id;
  activity_uuid: string;
  org_id: number;
  /** The course it was created in; it never changes. */
  course_id: number;
  /** The chapter it sits in; null while unlinked [SPEC 4.2 rule 1]. */
  chapter_id: number | null;
  position: number | null;
  name: string;
  activity_type: string;
  activity_sub_type: string;
  /** JSON object, as given. */
  content: string;
  /** JSON object, as given. */
  details: string;
  published: Bool;
  lock_type: string;
  version: number;
  published_version: number | null;
  creation_date: Timestamp;
  update_date: Timestamp;
}

export interface ActivityVersionsTable {
  id: Id;
  activity_id: number;
  version_number: number;
  content: string;
  created_by_user_id: number;
  creation_date: Timestamp;
}

export interface ActivityTables {
  activities: ActivitiesTable;
  activity_versions: ActivityVersionsTable;
}

import type { Generated } from 'kysely';
import type { Bool, Id, Timestamp } from '../../platform/db/types.ts';

export interface CoursesTable {
  id: Id;
  course_uuid: string;
  org_id: number;
  name: string;
  description: string;
  about: string;
  public: Bool;
  published: Bool;
  thumbnail_type: string;
  thumbnail_image: string;
  thumbnail_video: string;
  /** JSON array of strings. */
  learnings: string;
  /** JSON array of strings. */
  tags: string;
  creation_date: Timestamp;
  update_date: Timestamp;
  /** Moved by every change that can alter the course's tree (course-stamps.ts). */
  tree_version: Generated<number>;
}

export interface CourseAuthorsTable {
  id: Id;
  course_id: number;
  user_id: number;
  authorship: string;
  authorship_status: string;
  creation_date: Timestamp;
  update_date: Timestamp;
}

export interface ChaptersTable {
  id: Id;
  chapter_uuid: string;
  org_id: number;
  course_id: number;
  /** Place in the course's tree; null while unlinked [SPEC 4.2 rule 1]. */
  position: number | null;
  name: string;
  description: string;
  thumbnail_image: string;
  lock_type: string;
  creation_date: Timestamp;
  update_date: Timestamp;
}

/** A course announcement [SPEC 6.3 course_update_published]. */
export interface CourseUpdatesTable {
  id: Id;
  courseupdate_uuid: string;
  org_id: number;
  course_id: number;
  title: string;
  content: string;
  author_id: number | null;
  creation_date: Timestamp;
  update_date: Timestamp;
}

/** Moved by every change that can alter one of the organization's course lists (course-stamps.ts). */
export interface CourseListVersionsTable {
  org_id: number;
  version: number;
}

export interface CourseTables {
  courses: CoursesTable;
  course_authors: CourseAuthorsTable;
  chapters: ChaptersTable;
  course_updates: CourseUpdatesTable;
  course_list_versions: CourseListVersionsTable;
}

/**
 * What the course tree needs of the activities placed in it. The activities are the activities module's rows;
 * it provides this (wired in the composition root), so the courses module reads and places them without
 * naming their table, and without depending on the module that depends on it.
 */
import type { Tx } from '../../db.ts';

/** What the tree shows of an activity. */
export interface TreeActivityRow {
  id: number;
  activity_uuid: string;
  chapter_id: number | null;
  position: number | null;
  name: string;
  activity_type: string;
  activity_sub_type: string;
  /** Absent when the tree was read without content (`slim`). */
  content?: string;
  details?: string;
  published: boolean;
  lock_type: string;
  version: number;
  published_version: number | null;
  org_id: number;
  course_id: number;
  creation_date: string;
  update_date: string;
}

/** A chapter of a reordered tree and the activities it holds, in order. */
export interface PlacedChapter {
  chapterId: number;
  activityIds: number[];
}

export interface TreeActivities {
  /**
   * Activities placed in the given chapters, in order: one query for a whole tree. Without `withContent` (a
   * slim tree) the content and details, most of a tree's bytes, are not read at all.
   */
  listInChapters(
    db: Tx,
    orgId: number,
    chapterIds: number[],
    options?: { withContent: boolean },
  ): Promise<TreeActivityRow[]>;
  /** Ids of the activities that belong to a course (linked or not). */
  idsOfCourse(db: Tx, orgId: number, courseId: number): Promise<Set<number>>;
  /** Unlinks every activity of the course, then places those `order` names (inside the caller's transaction). */
  place(db: Tx, orgId: number, courseId: number, order: PlacedChapter[]): Promise<void>;
  delete(db: Tx, orgId: number, activityIds: number[]): Promise<void>;
}

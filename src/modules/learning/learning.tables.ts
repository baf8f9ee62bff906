import type { Bool, Id, Timestamp } from '../../platform/db/types.ts';

export interface CourseEnrollmentsTable {
  id: Id;
  org_id: number;
  course_id: number;
  user_id: number;
  creation_date: Timestamp;
  update_date: Timestamp;
}

export interface ActivityProgressTable {
  id: Id;
  org_id: number;
  course_id: number;
  activity_id: number;
  user_id: number;
  completed: Bool;
  completion_date: Timestamp | null;
  first_completed_at: Timestamp;
}

export interface CourseCompletionsTable {
  id: Id;
  org_id: number;
  course_id: number;
  user_id: number;
  first_completed_at: Timestamp;
}

export interface LearningTables {
  course_enrollments: CourseEnrollmentsTable;
  activity_progress: ActivityProgressTable;
  course_completions: CourseCompletionsTable;
}

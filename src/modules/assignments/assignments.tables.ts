import type { Selectable } from 'kysely';
import type { Bool, Id, Timestamp } from '../../platform/db/types.ts';

export interface AssignmentsTable {
  id: Id;
  assignment_uuid: string;
  org_id: number;
  course_id: number;
  chapter_id: number | null;
  activity_id: number;
  title: string;
  description: string;
  due_date: string | null;
  grading_type: string;
  published: Bool;
  auto_grading: Bool;
  anti_copy_paste: Bool;
  show_correct_answers: Bool;
  allow_retries: Bool;
  max_retries: number;
  creation_date: Timestamp;
  update_date: Timestamp;
}

export interface AssignmentTasksTable {
  id: Id;
  assignment_task_uuid: string;
  org_id: number;
  assignment_id: number;
  position: number;
  title: string;
  description: string;
  hint: string;
  assignment_type: string;
  contents: string;
  max_grade_value: number;
  reference_file: string | null;
  creation_date: Timestamp;
  update_date: Timestamp;
}

export type SubmissionStatus = 'PENDING' | 'SUBMITTED' | 'LATE' | 'GRADED';

export interface AssignmentSubmissionsTable {
  id: Id;
  submission_uuid: string;
  org_id: number;
  assignment_id: number;
  user_id: number;
  attempt_number: number;
  is_current: Bool;
  status: SubmissionStatus;
  grade: number | null;
  overall_feedback: string;
  submitted_at: Timestamp | null;
  graded_at: Timestamp | null;
  creation_date: Timestamp;
  update_date: Timestamp;
}

export interface TaskSubmissionsTable {
  id: Id;
  org_id: number;
  submission_id: number;
  task_id: number;
  task_submission: string;
  grade: number | null;
  feedback: string;
  manually_graded: Bool;
  grading_note: string | null;
  creation_date: Timestamp;
  update_date: Timestamp;
}

export interface AssignmentTables {
  assignments: AssignmentsTable;
  assignment_tasks: AssignmentTasksTable;
  assignment_submissions: AssignmentSubmissionsTable;
  task_submissions: TaskSubmissionsTable;
}

/** Boolean columns as booleans on both databases: rows leave the repository in this shape. */
type WithBooleans<Row, K extends keyof Row> = Omit<Row, K> & { [P in K]: boolean };

export type AssignmentRow = WithBooleans<
  Selectable<AssignmentsTable>,
  'published' | 'auto_grading' | 'anti_copy_paste' | 'show_correct_answers' | 'allow_retries'
>;
export type TaskRow = Selectable<AssignmentTasksTable>;
export type SubmissionRow = WithBooleans<Selectable<AssignmentSubmissionsTable>, 'is_current'>;
export type AnswerRow = WithBooleans<Selectable<TaskSubmissionsTable>, 'manually_graded'>;

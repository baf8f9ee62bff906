/** What leaves the API about assignments and tasks. Task contents may be stored JSON text sent as is. */
import { toApiDate } from '../../platform/clock.ts';
import { toBool } from '../../platform/db/database.ts';
import { RawJson } from '../../platform/http/raw-json.ts';
import type { AssignmentRow, TaskRow } from './assignments.repository.ts';

export interface AssignmentRead {
  id: number;
  assignment_uuid: string;
  org_id: number;
  course_id: number;
  chapter_id: number | null;
  activity_id: number;
  title: string;
  description: string;
  due_date: string | null;
  grading_type: string;
  published: boolean;
  auto_grading: boolean;
  anti_copy_paste: boolean;
  show_correct_answers: boolean;
  allow_retries: boolean;
  max_retries: number;
  creation_date: string;
  update_date: string;
}

export function presentAssignment(row: AssignmentRow): AssignmentRead {
  return {
    id: row.id,
    assignment_uuid: row.assignment_uuid,
    org_id: row.org_id,
    course_id: row.course_id,
    chapter_id: row.chapter_id,
    activity_id: row.activity_id,
    title: row.title,
    description: row.description,
    due_date: row.due_date,
    grading_type: row.grading_type,
    published: toBool(row.published),
    auto_grading: toBool(row.auto_grading),
    anti_copy_paste: toBool(row.anti_copy_paste),
    show_correct_answers: toBool(row.show_correct_answers),
    allow_retries: toBool(row.allow_retries),
    max_retries: row.max_retries,
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
  };
}

/** `contents` is the stored text (graders) or a redacted copy (everyone else) [CONTRACT 6, 10]. */
export function presentTask(row: TaskRow, assignmentUuid: string, contents: unknown) {
  return {
    id: row.id,
    assignment_task_uuid: row.assignment_task_uuid,
    assignment_uuid: assignmentUuid,
    title: row.title,
    description: row.description,
    hint: row.hint,
    assignment_type: row.assignment_type,
    contents: contents instanceof RawJson ? contents : (contents as object),
    max_grade_value: row.max_grade_value,
    reference_file: row.reference_file,
    position: row.position,
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
  };
}
export type TaskRead = ReturnType<typeof presentTask>;

/** What leaves the API about assignments and tasks. Task contents may be stored JSON text sent as is. */
import type { Static } from 'typebox';
import { toApiDate } from '../../platform/clock.ts';
import { toBool } from '../../platform/db/database.ts';
import { RawJson } from '../../platform/http/raw-json.ts';
import type { AssignmentRow, TaskRow } from './assignments.repository.ts';
import type { AssignmentRead as AssignmentReadSchema } from './assignments.schemas.ts';
import type { GradingType } from './grading/grade-scale.ts';

/** The schema of the answer (assignments.schemas.ts) is the type: the presenter cannot drift from it. */
export type AssignmentRead = Static<typeof AssignmentReadSchema>;

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
    // Stored only after validation against the same list.
    grading_type: row.grading_type as GradingType,
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

/**
 * What creating an assignment takes, and the rules of its fields beyond their schema (assignments.schemas.ts):
 * a due date is a real day, and an activity has at most one assignment.
 */
import { ConflictError, ValidationError } from '../../platform/http/errors.ts';

export interface AssignmentInput {
  title: string;
  description: string;
  due_date?: string | null;
  grading_type: string;
  org_id: number;
  course_id: number;
  chapter_id: number;
  activity_id: number;
  published?: boolean;
  auto_grading?: boolean;
  anti_copy_paste?: boolean;
  show_correct_answers?: boolean;
  allow_retries?: boolean;
  max_retries?: number;
}

/** `YYYY-MM-DD` naming a real day (2026-02-30 is not one). */
export function checkDueDate(value: string | null | undefined): void {
  if (value === undefined || value === null) return;
  const day = new Date(`${value}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
    Number.isNaN(day.getTime()) ||
    day.toISOString().slice(0, 10) !== value
  ) {
    throw new ValidationError([
      { loc: ['body', 'due_date'], msg: 'due_date is a date, YYYY-MM-DD', type: 'date' },
    ]);
  }
}

export function assignmentExists(): ConflictError {
  return new ConflictError('This activity already has an assignment', 'assignment_exists');
}

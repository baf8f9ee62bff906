/**
 * Reads of assignments and tasks that other statements are built from: the parts of combined reads
 * (platform/db/together.ts) naming an assignment and a task by the uuids of a request path, before the
 * organization is known, and the assignment's own columns as expressions for other modules' parts.
 */
import type { Expression, Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import { toBool } from '../../platform/db/database.ts';
import type { RawRow, RowPart } from '../../platform/db/together.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type {
  AssignmentRow,
  AssignmentTables,
  AssignmentTasksTable,
  AssignmentsTable,
  TaskRow,
} from './assignments.tables.ts';

const own = ownTables<AssignmentTables>();

/** The assignment of `assignmentUuid` and its task `taskUuid` (undefined when it has no such task). */
export function assignmentTaskParts(
  db: Tx,
  assignmentUuid: string,
  taskUuid: string,
): { assignment: RowPart<AssignmentRow | undefined>; task: RowPart<TaskRow | undefined> } {
  return {
    assignment: {
      query: own(db)
        .selectFrom('assignments')
        .select(ASSIGNMENT_COLUMNS)
        .where('assignment_uuid', '=', assignmentUuid),
      read: (row: RawRow | undefined) => row && assignmentRow(row as Selectable<AssignmentsTable>),
    },
    task: {
      query: own(db)
        .selectFrom('assignment_tasks')
        .select(TASK_COLUMNS)
        .where('assignment_task_uuid', '=', taskUuid)
        .where('assignment_id', '=', assignmentColumnOf(db, assignmentUuid, 'id')),
      read: (row: RawRow | undefined) => row && (row as TaskRow),
    },
  };
}

/** A column of the assignment of `assignmentUuid`, as an expression another part of the same read can use. */
export function assignmentColumnOf<C extends 'id' | 'org_id' | 'activity_id'>(
  db: Tx,
  assignmentUuid: string,
  column: C,
): Expression<Selectable<AssignmentsTable>[C]> {
  return own(db)
    .selectFrom('assignments')
    .select(column)
    .where('assignment_uuid', '=', assignmentUuid)
    .$asScalar() as Expression<Selectable<AssignmentsTable>[C]>;
}

/** Every column, by name: a combined read names what it selects (the records make the lists complete). */
const ASSIGNMENT_COLUMNS = columnList<AssignmentsTable>({
  id: 1,
  assignment_uuid: 1,
  org_id: 1,
  course_id: 1,
  chapter_id: 1,
  activity_id: 1,
  title: 1,
  description: 1,
  due_date: 1,
  grading_type: 1,
  published: 1,
  auto_grading: 1,
  anti_copy_paste: 1,
  show_correct_answers: 1,
  allow_retries: 1,
  max_retries: 1,
  creation_date: 1,
  update_date: 1,
});
const TASK_COLUMNS = columnList<AssignmentTasksTable>({
  id: 1,
  assignment_task_uuid: 1,
  org_id: 1,
  assignment_id: 1,
  position: 1,
  title: 1,
  description: 1,
  hint: 1,
  assignment_type: 1,
  contents: 1,
  max_grade_value: 1,
  reference_file: 1,
  creation_date: 1,
  update_date: 1,
});

function columnList<T>(columns: Record<keyof T & string, 1>): (keyof T & string)[] {
  return Object.keys(columns) as (keyof T & string)[];
}

export function assignmentRow(row: Selectable<AssignmentsTable>): AssignmentRow {
  return {
    ...row,
    published: toBool(row.published),
    auto_grading: toBool(row.auto_grading),
    anti_copy_paste: toBool(row.anti_copy_paste),
    show_correct_answers: toBool(row.show_correct_answers),
    allow_retries: toBool(row.allow_retries),
  };
}

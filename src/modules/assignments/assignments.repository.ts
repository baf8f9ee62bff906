/**
 * SQL for assignments and their tasks; submissions and answers are submissions.repository.ts. Every method but
 * the two `resolve…` lookups takes the organization and filters by it; rows leave with their boolean columns as
 * booleans. The module's unique keys are named here for both.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Tx } from '../../db.ts';
import { toBool } from '../../platform/db/database.ts';
import { combinedRead, type RawRow } from '../../platform/db/together.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import { uniqueColumns } from '../../platform/db/unique-violations.ts';
import type {
  AssignmentRow,
  AssignmentTables,
  AssignmentTasksTable,
  AssignmentsTable,
  TaskRow,
} from './assignments.tables.ts';

export type { AnswerRow, AssignmentRow, SubmissionRow, TaskRow } from './assignments.tables.ts';

const own = ownTables<AssignmentTables>();

/** One assignment per activity (migrations/0004). */
export const UNIQUE_ASSIGNMENT_ACTIVITY = uniqueColumns('assignments_activity_id_key', 'assignments', [
  'activity_id',
]);
/** One row per attempt of a learner (migrations/0004). */
export const UNIQUE_ATTEMPT = uniqueColumns('assignment_submissions_attempt_key', 'assignment_submissions', [
  'assignment_id',
  'user_id',
  'attempt_number',
]);
/** One current attempt per learner and assignment (migrations/0008, a partial index). */
export const UNIQUE_CURRENT_ATTEMPT = uniqueColumns(
  'assignment_submissions_current_key',
  'assignment_submissions',
  ['assignment_id', 'user_id'],
);

export class AssignmentsRepository {
  /** uuid → assignment, before the organization is known (the top of a request); everything after is scoped. */
  async resolveAssignment(db: Tx, assignmentUuid: string): Promise<AssignmentRow | undefined> {
    const row = await own(db)
      .selectFrom('assignments')
      .selectAll()
      .where('assignment_uuid', '=', assignmentUuid)
      .executeTakeFirst();
    return row && assignmentRow(row);
  }

  /**
   * An assignment and one of its tasks, both named in a request path, before the organization is known: one
   * statement. `task` is undefined when the assignment has no such task.
   */
  async resolveAssignmentTask(
    db: Tx,
    assignmentUuid: string,
    taskUuid: string,
  ): Promise<{ assignment: AssignmentRow; task: TaskRow | undefined } | undefined> {
    const found = await assignmentWithTask(db, { assignmentUuid, taskUuid });
    return found.assignment && { assignment: found.assignment, task: found.task };
  }

  /** uuid → task, before the organization is known (a task named on its own in the path). */
  resolveTask(db: Tx, taskUuid: string): Promise<TaskRow | undefined> {
    return own(db)
      .selectFrom('assignment_tasks')
      .selectAll()
      .where('assignment_task_uuid', '=', taskUuid)
      .executeTakeFirst();
  }

  async insertAssignment(
    db: Tx,
    orgId: number,
    values: Omit<Insertable<AssignmentsTable>, 'org_id'>,
  ): Promise<AssignmentRow> {
    return assignmentRow(
      await own(db)
        .insertInto('assignments')
        .values({ ...values, org_id: orgId })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }

  async findAssignmentById(db: Tx, orgId: number, id: number): Promise<AssignmentRow | undefined> {
    const row = await own(db)
      .selectFrom('assignments')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && assignmentRow(row);
  }

  async findAssignmentByActivity(
    db: Tx,
    orgId: number,
    activityId: number,
  ): Promise<AssignmentRow | undefined> {
    const row = await own(db)
      .selectFrom('assignments')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('activity_id', '=', activityId)
      .executeTakeFirst();
    return row && assignmentRow(row);
  }

  async listAssignmentsOfCourse(db: Tx, orgId: number, courseId: number): Promise<AssignmentRow[]> {
    const rows = await own(db)
      .selectFrom('assignments')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('course_id', '=', courseId)
      .orderBy('id')
      .execute();
    return rows.map(assignmentRow);
  }

  async updateAssignment(
    db: Tx,
    orgId: number,
    id: number,
    values: Updateable<AssignmentsTable>,
  ): Promise<AssignmentRow | undefined> {
    const row = await own(db)
      .updateTable('assignments')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && assignmentRow(row);
  }

  async deleteAssignment(db: Tx, orgId: number, id: number): Promise<void> {
    await own(db).deleteFrom('assignments').where('org_id', '=', orgId).where('id', '=', id).execute();
  }

  /**
   * Serialises changes to one assignment's tasks: a no-op update takes the row lock on PostgreSQL; SQLite has
   * one writer already.
   */
  async lockAssignment(db: Tx, orgId: number, assignmentId: number): Promise<void> {
    await own(db)
      .updateTable('assignments')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('org_id', '=', orgId)
      .where('id', '=', assignmentId)
      .execute();
  }

  insertTask(
    db: Tx,
    orgId: number,
    values: Omit<Insertable<AssignmentTasksTable>, 'org_id'>,
  ): Promise<TaskRow> {
    return own(db)
      .insertInto('assignment_tasks')
      .values({ ...values, org_id: orgId })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findTask(db: Tx, orgId: number, taskUuid: string): Promise<TaskRow | undefined> {
    return own(db)
      .selectFrom('assignment_tasks')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('assignment_task_uuid', '=', taskUuid)
      .executeTakeFirst();
  }

  listTasks(db: Tx, orgId: number, assignmentId: number): Promise<TaskRow[]> {
    return own(db)
      .selectFrom('assignment_tasks')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('assignment_id', '=', assignmentId)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  async nextTaskPosition(db: Tx, orgId: number, assignmentId: number): Promise<number> {
    const row = await own(db)
      .selectFrom('assignment_tasks')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('org_id', '=', orgId)
      .where('assignment_id', '=', assignmentId)
      .executeTakeFirst();
    return row?.last == null ? 0 : Number(row.last) + 1;
  }

  updateTask(
    db: Tx,
    orgId: number,
    id: number,
    values: Updateable<AssignmentTasksTable>,
  ): Promise<TaskRow | undefined> {
    return own(db)
      .updateTable('assignment_tasks')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async deleteTask(db: Tx, orgId: number, id: number): Promise<void> {
    await own(db).deleteFrom('assignment_tasks').where('org_id', '=', orgId).where('id', '=', id).execute();
  }
}

const assignmentWithTask = combinedRead(
  (db, { assignmentUuid, taskUuid }: { assignmentUuid: string; taskUuid: string }) => ({
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
        .where(
          'assignment_id',
          '=',
          own(db)
            .selectFrom('assignments')
            .select('id')
            .where('assignment_uuid', '=', assignmentUuid)
            .$asScalar(),
        ),
      read: (row: RawRow | undefined) => row && (row as TaskRow),
    },
  }),
);

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

function assignmentRow(row: Selectable<AssignmentsTable>): AssignmentRow {
  return {
    ...row,
    published: toBool(row.published),
    auto_grading: toBool(row.auto_grading),
    anti_copy_paste: toBool(row.anti_copy_paste),
    show_correct_answers: toBool(row.show_correct_answers),
    allow_retries: toBool(row.allow_retries),
  };
}

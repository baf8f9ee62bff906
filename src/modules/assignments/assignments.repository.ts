/**
 * SQL for assignments and their tasks; submissions and answers are submissions.repository.ts. Every method but
 * the two `resolve…` lookups takes the organization and filters by it; rows leave with their boolean columns as
 * booleans. The module's unique keys are named here for both.
 */
import type { Insertable, Updateable } from 'kysely';
import type { Tx } from '../../db.ts';
import { compiledOnce } from '../../platform/db/compiled-once.ts';
import { inOneTrip } from '../../platform/db/one-trip.ts';
import { combinedRead } from '../../platform/db/together.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import { uniqueColumns } from '../../platform/db/unique-violations.ts';
import { assignmentRow, assignmentTaskParts } from './assignments.reads.ts';
import type {
  AssignmentRow,
  AssignmentTables,
  AssignmentTasksTable,
  AssignmentsTable,
  TaskRow,
} from './assignments.tables.ts';

export type { AnswerRow, AssignmentRow, SubmissionRow, TaskRow } from './assignments.tables.ts';

/** An assignment with its tasks in order (position, then id). */
export type AssignmentWithTasks = { assignment: AssignmentRow; tasks: TaskRow[] };

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

  /** `resolveAssignment` and the assignment's tasks (as `listTasks` orders them) in one round trip. */
  async resolveAssignmentWithTasks(db: Tx, assignmentUuid: string): Promise<AssignmentWithTasks | undefined> {
    const args = { assignmentUuid };
    const [rows, tasks] = await inOneTrip(db, [
      assignmentNamed.bound(db, args),
      tasksOfAssignmentNamed.bound(db, args),
    ]);
    return rows[0] && { assignment: assignmentRow(rows[0]), tasks };
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
  (db, { assignmentUuid, taskUuid }: { assignmentUuid: string; taskUuid: string }) =>
    assignmentTaskParts(db, assignmentUuid, taskUuid),
);

function named(db: Tx, assignmentUuid: string) {
  return own(db).selectFrom('assignments').where('assignment_uuid', '=', assignmentUuid);
}

const assignmentNamed = compiledOnce((db, { assignmentUuid }: { assignmentUuid: string }) => {
  return named(db, assignmentUuid).selectAll();
});

/** The tasks of the assignment a uuid names, in its organization, as `listTasks` orders them. */
const tasksOfAssignmentNamed = compiledOnce((db, { assignmentUuid }: { assignmentUuid: string }) => {
  return own(db)
    .selectFrom('assignment_tasks')
    .selectAll()
    .where('org_id', '=', named(db, assignmentUuid).select('org_id'))
    .where('assignment_id', '=', named(db, assignmentUuid).select('id'))
    .orderBy('position')
    .orderBy('id');
});

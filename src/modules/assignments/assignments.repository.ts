/** SQL for assignments, tasks, submissions (one row per attempt) and task answers. */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Tx } from '../../db.ts';
import { lockKey, lockRow } from '../../platform/db/locking.ts';
import { uniqueColumns } from '../../platform/db/unique-violations.ts';
import type {
  AssignmentSubmissionsTable,
  AssignmentTasksTable,
  AssignmentsTable,
  TaskSubmissionsTable,
} from './assignments.tables.ts';

/** The advisory-lock namespace of learners' submissions (any fixed number unique in the service). */
const LEARNER_LOCKS = 5001;

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

export type AssignmentRow = Selectable<AssignmentsTable>;
export type TaskRow = Selectable<AssignmentTasksTable>;
export type SubmissionRow = Selectable<AssignmentSubmissionsTable>;
export type AnswerRow = Selectable<TaskSubmissionsTable>;

export class AssignmentsRepository {
  insertAssignment(db: Tx, values: Insertable<AssignmentsTable>): Promise<AssignmentRow> {
    return db.insertInto('assignments').values(values).returningAll().executeTakeFirstOrThrow();
  }

  findAssignment(db: Tx, assignmentUuid: string): Promise<AssignmentRow | undefined> {
    return db
      .selectFrom('assignments')
      .selectAll()
      .where('assignment_uuid', '=', assignmentUuid)
      .executeTakeFirst();
  }

  findAssignmentById(db: Tx, id: number): Promise<AssignmentRow | undefined> {
    return db.selectFrom('assignments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The activity an assignment hangs off (or is to hang off). */
  findActivity(db: Tx, activityId: number) {
    return db.selectFrom('activities').selectAll().where('id', '=', activityId).executeTakeFirst();
  }

  findSubmissionById(db: Tx, id: number): Promise<SubmissionRow | undefined> {
    return db.selectFrom('assignment_submissions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findAssignmentByActivity(db: Tx, activityId: number): Promise<AssignmentRow | undefined> {
    return db.selectFrom('assignments').selectAll().where('activity_id', '=', activityId).executeTakeFirst();
  }

  listAssignmentsOfCourse(db: Tx, orgId: number, courseId: number): Promise<AssignmentRow[]> {
    return db
      .selectFrom('assignments')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('course_id', '=', courseId)
      .orderBy('id')
      .execute();
  }

  updateAssignment(
    db: Tx,
    orgId: number,
    id: number,
    values: Updateable<AssignmentsTable>,
  ): Promise<AssignmentRow | undefined> {
    return db
      .updateTable('assignments')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async deleteAssignment(db: Tx, orgId: number, id: number): Promise<void> {
    await db.deleteFrom('assignments').where('org_id', '=', orgId).where('id', '=', id).execute();
  }

  insertTask(db: Tx, values: Insertable<AssignmentTasksTable>): Promise<TaskRow> {
    return db.insertInto('assignment_tasks').values(values).returningAll().executeTakeFirstOrThrow();
  }

  findTask(db: Tx, taskUuid: string): Promise<TaskRow | undefined> {
    return db
      .selectFrom('assignment_tasks')
      .selectAll()
      .where('assignment_task_uuid', '=', taskUuid)
      .executeTakeFirst();
  }

  listTasks(db: Tx, assignmentId: number): Promise<TaskRow[]> {
    return db
      .selectFrom('assignment_tasks')
      .selectAll()
      .where('assignment_id', '=', assignmentId)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  async nextTaskPosition(db: Tx, assignmentId: number): Promise<number> {
    const row = await db
      .selectFrom('assignment_tasks')
      .select((eb) => eb.fn.max('position').as('last'))
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
    return db
      .updateTable('assignment_tasks')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async deleteTask(db: Tx, orgId: number, id: number): Promise<void> {
    await db.deleteFrom('assignment_tasks').where('org_id', '=', orgId).where('id', '=', id).execute();
  }

  /** Serialises changes to one assignment's tasks (PostgreSQL row lock; SQLite has one writer). */
  async lockAssignment(db: Tx, assignmentId: number): Promise<void> {
    await lockRow(db, 'assignments', assignmentId);
  }

  /**
   * Serialises changes to one learner's submissions of one assignment (answers, submit, retry, reject, grades),
   * so learners never wait for each other: before, every save of a class took the assignment's row lock.
   */
  async lockLearner(db: Tx, assignmentId: number, userId: number): Promise<void> {
    await lockKey(db, LEARNER_LOCKS, `${assignmentId}:${userId}`);
  }

  findCurrentSubmission(db: Tx, assignmentId: number, userId: number): Promise<SubmissionRow | undefined> {
    return db
      .selectFrom('assignment_submissions')
      .selectAll()
      .where('assignment_id', '=', assignmentId)
      .where('user_id', '=', userId)
      .where('is_current', '=', true)
      .executeTakeFirst();
  }

  /** Every attempt of a learner, newest first. */
  listAttempts(db: Tx, assignmentId: number, userId: number): Promise<SubmissionRow[]> {
    return db
      .selectFrom('assignment_submissions')
      .selectAll()
      .where('assignment_id', '=', assignmentId)
      .where('user_id', '=', userId)
      .orderBy('attempt_number', 'desc')
      .execute();
  }

  listCurrentSubmissions(db: Tx, assignmentId: number): Promise<SubmissionRow[]> {
    return db
      .selectFrom('assignment_submissions')
      .selectAll()
      .where('assignment_id', '=', assignmentId)
      .where('is_current', '=', true)
      .orderBy('user_id')
      .execute();
  }

  insertSubmission(db: Tx, values: Insertable<AssignmentSubmissionsTable>): Promise<SubmissionRow> {
    return db.insertInto('assignment_submissions').values(values).returningAll().executeTakeFirstOrThrow();
  }

  updateSubmission(
    db: Tx,
    orgId: number,
    id: number,
    values: Updateable<AssignmentSubmissionsTable>,
  ): Promise<SubmissionRow | undefined> {
    return db
      .updateTable('assignment_submissions')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Saves (or replaces) one task answer of an attempt; concurrent saves leave one consistent row. */
  async upsertAnswer(db: Tx, values: Insertable<TaskSubmissionsTable>): Promise<void> {
    await db
      .insertInto('task_submissions')
      .values(values)
      .onConflict((oc) =>
        oc.columns(['submission_id', 'task_id']).doUpdateSet({
          task_submission: values.task_submission,
          grade: null,
          manually_graded: false,
          grading_note: null,
          update_date: values.update_date,
        }),
      )
      .execute();
  }

  listAnswers(db: Tx, submissionIds: number[]): Promise<AnswerRow[]> {
    if (submissionIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('task_submissions')
      .selectAll()
      .where('submission_id', 'in', submissionIds)
      .orderBy('id')
      .execute();
  }

  async updateAnswer(db: Tx, id: number, values: Updateable<TaskSubmissionsTable>): Promise<void> {
    await db.updateTable('task_submissions').set(values).where('id', '=', id).execute();
  }

  /** The current answers to one task, with their learner. */
  listAnswersToTask(db: Tx, taskId: number) {
    return db
      .selectFrom('task_submissions as a')
      .innerJoin('assignment_submissions as s', 's.id', 'a.submission_id')
      .selectAll('a')
      .select(['s.user_id', 's.status', 's.attempt_number'])
      .where('a.task_id', '=', taskId)
      .where('s.is_current', '=', true)
      .orderBy('s.user_id')
      .execute();
  }
}

/**
 * SQL of enrolments and progress [CONTRACT 9]: this module's tables only, every method scoped to the
 * organization. What a course's steps are is the courses and activities modules' to say (course-steps.ts).
 */
import type { Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import { toBool } from '../../platform/db/database.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import type { CourseEnrollmentsTable, LearningTables } from './learning.tables.ts';

const own = ownTables<LearningTables>();

export type EnrollmentRow = Selectable<CourseEnrollmentsTable>;

/** A learner's progress on one activity; `completed` is a boolean on both databases. */
export interface ProgressRow {
  course_id: number;
  activity_id: number;
  completed: boolean;
  completion_date: Timestamp | null;
}

export class LearningRepository {
  findEnrollment(
    db: Tx,
    orgId: number,
    courseId: number,
    userId: number,
  ): Promise<EnrollmentRow | undefined> {
    return own(db)
      .selectFrom('course_enrollments')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('course_id', '=', courseId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Inserts the enrolment; false when the learner was already enrolled. */
  async insertEnrollment(
    db: Tx,
    orgId: number,
    values: { course_id: number; user_id: number; now: string },
  ): Promise<boolean> {
    const inserted = await own(db)
      .insertInto('course_enrollments')
      .values({
        org_id: orgId,
        course_id: values.course_id,
        user_id: values.user_id,
        creation_date: values.now,
        update_date: values.now,
      })
      .onConflict((oc) => oc.columns(['course_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Deletes the enrolment; false when there was none. */
  async deleteEnrollment(db: Tx, orgId: number, courseId: number, userId: number): Promise<boolean> {
    const result = await own(db)
      .deleteFrom('course_enrollments')
      .where('org_id', '=', orgId)
      .where('course_id', '=', courseId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** A learner's enrolments in the organization's courses, oldest first. */
  enrollmentsInOrg(db: Tx, orgId: number, userId: number): Promise<EnrollmentRow[]> {
    return own(db)
      .selectFrom('course_enrollments')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('user_id', '=', userId)
      .orderBy('creation_date')
      .orderBy('id')
      .execute();
  }

  /**
   * Holds the learner's enrolment row until the transaction ends, so two completions of one course run one
   * after the other (a no-op update locks it portably; SQLite's single writer serialises already).
   */
  async lockEnrollment(db: Tx, orgId: number, enrollmentId: number): Promise<void> {
    await own(db)
      .updateTable('course_enrollments')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('org_id', '=', orgId)
      .where('id', '=', enrollmentId)
      .execute();
  }

  /** A learner's progress rows in the given courses of the organization. */
  async progress(
    db: Tx,
    orgId: number,
    userId: number,
    courseIds: readonly number[],
  ): Promise<ProgressRow[]> {
    if (courseIds.length === 0) return [];
    const rows = await own(db)
      .selectFrom('activity_progress')
      .select(['course_id', 'activity_id', 'completed', 'completion_date'])
      .where('org_id', '=', orgId)
      .where('user_id', '=', userId)
      .where('course_id', 'in', courseIds)
      .execute();
    return rows.map((r) => ({ ...r, completed: toBool(r.completed) }));
  }

  /**
   * Marks an activity done. `first` is true only the first time ever (the row is new), `changed` whenever it
   * was not done before (new, or redone after an undo).
   */
  async markDone(
    db: Tx,
    orgId: number,
    values: { course_id: number; activity_id: number; user_id: number; now: string },
  ): Promise<{ first: boolean; changed: boolean }> {
    const inserted = await own(db)
      .insertInto('activity_progress')
      .values({
        org_id: orgId,
        course_id: values.course_id,
        activity_id: values.activity_id,
        user_id: values.user_id,
        completed: true,
        completion_date: values.now,
        first_completed_at: values.now,
      })
      .onConflict((oc) => oc.columns(['activity_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted !== undefined) return { first: true, changed: true };
    const redone = await own(db)
      .updateTable('activity_progress')
      .set({ completed: true, completion_date: values.now })
      .where('org_id', '=', orgId)
      .where('activity_id', '=', values.activity_id)
      .where('user_id', '=', values.user_id)
      .where('completed', '=', false)
      .executeTakeFirst();
    return { first: false, changed: Number(redone.numUpdatedRows) > 0 };
  }

  /** Marks an activity not done; false when it was not done. The first completion stays recorded. */
  async markUndone(db: Tx, orgId: number, activityId: number, userId: number): Promise<boolean> {
    const result = await own(db)
      .updateTable('activity_progress')
      .set({ completed: false, completion_date: null })
      .where('org_id', '=', orgId)
      .where('activity_id', '=', activityId)
      .where('user_id', '=', userId)
      .where('completed', '=', true)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Records a course's first completion by a learner; false when it was completed before. */
  async recordCourseCompletion(
    db: Tx,
    orgId: number,
    values: { course_id: number; user_id: number; now: string },
  ): Promise<boolean> {
    const inserted = await own(db)
      .insertInto('course_completions')
      .values({
        org_id: orgId,
        course_id: values.course_id,
        user_id: values.user_id,
        first_completed_at: values.now,
      })
      .onConflict((oc) => oc.columns(['course_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }
}

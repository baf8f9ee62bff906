/** SQL of enrolments and progress [CONTRACT 9]. */
import type { Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import { lockRow } from '../../platform/db/locking.ts';
import type { ActivityProgressTable, CourseEnrollmentsTable } from './learning.tables.ts';

export type EnrollmentRow = Selectable<CourseEnrollmentsTable>;
export type ProgressRow = Pick<
  Selectable<ActivityProgressTable>,
  'course_id' | 'activity_id' | 'completed' | 'completion_date'
>;

/** A step of a course: a published activity placed in a linked chapter, in course order. */
export interface StepRow {
  course_id: number;
  activity_id: number;
  activity_uuid: string;
  activity_type: string;
}

export class LearningRepository {
  findEnrollment(db: Tx, courseId: number, userId: number): Promise<EnrollmentRow | undefined> {
    return db
      .selectFrom('course_enrollments')
      .selectAll()
      .where('course_id', '=', courseId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Inserts the enrolment; false when the learner was already enrolled. */
  async insertEnrollment(
    db: Tx,
    values: { org_id: number; course_id: number; user_id: number; now: string },
  ): Promise<boolean> {
    const inserted = await db
      .insertInto('course_enrollments')
      .values({
        org_id: values.org_id,
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
  async deleteEnrollment(db: Tx, courseId: number, userId: number): Promise<boolean> {
    const result = await db
      .deleteFrom('course_enrollments')
      .where('course_id', '=', courseId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Which of `userIds` are enrolled in the course. */
  async enrolledAmong(db: Tx, courseId: number, userIds: number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('course_enrollments')
      .select('user_id')
      .where('course_id', '=', courseId)
      .where('user_id', 'in', userIds)
      .execute();
    return new Set(rows.map((r) => r.user_id));
  }

  /** A learner's enrolments in the courses of one organization, oldest first, with the course's name. */
  enrollmentsInOrg(db: Tx, userId: number, orgId: number) {
    return db
      .selectFrom('course_enrollments as e')
      .innerJoin('courses as c', 'c.id', 'e.course_id')
      .select(['c.id as course_id', 'c.course_uuid', 'c.name', 'e.creation_date as enrollment_date'])
      .where('e.user_id', '=', userId)
      .where('c.org_id', '=', orgId)
      .orderBy('e.creation_date')
      .orderBy('e.id')
      .execute();
  }

  /** Holds the learner's enrolment row so two completions of one course run one after the other. */
  async lockEnrollment(db: Tx, enrollmentId: number): Promise<void> {
    await lockRow(db, 'course_enrollments', enrollmentId);
  }

  /** The steps of the given courses, each course in order: one query for any number of courses. */
  steps(db: Tx, courseIds: number[]): Promise<StepRow[]> {
    if (courseIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('activities as a')
      .innerJoin('chapters as ch', 'ch.id', 'a.chapter_id')
      .select(['a.course_id', 'a.id as activity_id', 'a.activity_uuid', 'a.activity_type'])
      .where('a.course_id', 'in', courseIds)
      .where('a.published', '=', true)
      .where('a.position', 'is not', null)
      .where('ch.position', 'is not', null)
      .orderBy('a.course_id')
      .orderBy('ch.position')
      .orderBy('ch.id')
      .orderBy('a.position')
      .orderBy('a.id')
      .execute();
  }

  /** A learner's progress rows in the given courses. */
  progress(db: Tx, userId: number, courseIds: number[]): Promise<ProgressRow[]> {
    if (courseIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('activity_progress')
      .select(['course_id', 'activity_id', 'completed', 'completion_date'])
      .where('user_id', '=', userId)
      .where('course_id', 'in', courseIds)
      .execute();
  }

  /**
   * Marks an activity done. `first` is true only the first time ever (the row is new), `changed` whenever it
   * was not done before (new, or redone after an undo).
   */
  async markDone(
    db: Tx,
    values: { org_id: number; course_id: number; activity_id: number; user_id: number; now: string },
  ): Promise<{ first: boolean; changed: boolean }> {
    const inserted = await db
      .insertInto('activity_progress')
      .values({
        org_id: values.org_id,
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
    const redone = await db
      .updateTable('activity_progress')
      .set({ completed: true, completion_date: values.now })
      .where('activity_id', '=', values.activity_id)
      .where('user_id', '=', values.user_id)
      .where('completed', '=', false)
      .executeTakeFirst();
    return { first: false, changed: Number(redone.numUpdatedRows) > 0 };
  }

  /** Marks an activity not done; false when it was not done. The first completion stays recorded. */
  async markUndone(db: Tx, activityId: number, userId: number): Promise<boolean> {
    const result = await db
      .updateTable('activity_progress')
      .set({ completed: false, completion_date: null })
      .where('activity_id', '=', activityId)
      .where('user_id', '=', userId)
      .where('completed', '=', true)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Records a course's first completion by a learner; false when it was completed before. */
  async recordCourseCompletion(
    db: Tx,
    values: { org_id: number; course_id: number; user_id: number; now: string },
  ): Promise<boolean> {
    const inserted = await db
      .insertInto('course_completions')
      .values({
        org_id: values.org_id,
        course_id: values.course_id,
        user_id: values.user_id,
        first_completed_at: values.now,
      })
      .onConflict((oc) => oc.columns(['course_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** What progress needs of an activity, by id. */
  findActivity(db: Tx, activityId: number): Promise<StepRow | undefined> {
    return db
      .selectFrom('activities')
      .select(['course_id', 'id as activity_id', 'activity_uuid', 'activity_type'])
      .where('id', '=', activityId)
      .executeTakeFirst();
  }
}

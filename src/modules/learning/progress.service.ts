/**
 * The progress engine [CONTRACT 9, 10]: enrolment, marking activities done and undone, course completion and
 * the certificate that follows, each inside the caller's transaction with its events. Every path that changes
 * progress (the learner's `/trail`, the headless `/admin` paths, submissions, an instructor's "done") goes
 * through here, so the events are the same whichever path causes the change:
 * - `course_enrolled` when an enrolment is created (also implicitly, by a first completion);
 * - `activity_completed` on an activity's first completion only (an undo and redo never repeats it);
 * - `course_completed` on the course's first completion only;
 * - `certificate_claimed` when completing issues a certificate (a course with a certificate configuration,
 *   and no valid certificate held).
 * Concurrent completions of one learner's course are serialised on the enrolment row, so the completion of
 * the last two activities at once still completes the course exactly once.
 */
import type { Db, Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { BadRequestError, NotFoundError } from '../../platform/http/errors.ts';
import { courseSummaries } from '../courses/index.ts';
import { userSummaries } from '../identity/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import type { CourseCompletion } from './course-completion.ts';
import { groupBy } from '../../platform/group-by.ts';
import { courseSteps } from './course-steps.ts';
import { presentEventCourse, presentEventUser, presentRun, type ProgressRun } from './learning.presenter.ts';
import { LearningRepository } from './learning.repository.ts';

export interface CourseRef {
  id: number;
  org_id: number;
  course_uuid: string;
  name: string;
}

export interface ActivityRef {
  id: number;
  activity_uuid: string;
  activity_type: string;
}

export interface LearnerRef {
  id: number;
  user_uuid: string;
  email: string;
  username: string;
}

/** The learners among `userIds` (any order; unknown ids are left out). */
export async function findLearners(db: Tx, userIds: readonly number[]): Promise<LearnerRef[]> {
  const users = await userSummaries(db, userIds);
  return [...users.values()].map(({ id, user_uuid, email, username }) => ({
    id,
    user_uuid,
    email,
    username,
  }));
}

export async function findLearner(db: Tx, userId: number): Promise<LearnerRef | undefined> {
  return (await findLearners(db, [userId]))[0];
}

/** Why a certificate is withdrawn. */
export type RevokeReason = 'assignment_retried' | 'submission_rejected';

/** What the certificates module does for progress (bound in the composition root). */
export interface CertificateIssuer {
  issueOnCompletion(trx: Tx, ref: { orgId: number; courseId: number; userId: number }): Promise<unknown>;
  revoke(
    trx: Tx,
    ref: { orgId: number; courseId: number; userId: number; reason: RevokeReason },
  ): Promise<unknown>;
}

export interface ProgressDeps {
  db: Db;
  clock: Clock;
  events: EventPublisher;
  certificates: CertificateIssuer;
  completion: CourseCompletion;
}

/** Whether a first completion may enrol the learner, or needs an existing enrolment (assignments). */
export type EnrolmentRule = 'implicit' | 'required';

export class ProgressService {
  private readonly repo = new LearningRepository();

  constructor(private readonly deps: ProgressDeps) {}

  /** Enrols the learner; false when already enrolled. Publishes `course_enrolled` for a new enrolment. */
  async enrol(trx: Tx, course: CourseRef, learner: LearnerRef): Promise<boolean> {
    const created = await this.repo.insertEnrollment(trx, course.org_id, {
      course_id: course.id,
      user_id: learner.id,
      now: this.now(),
    });
    if (created) {
      await this.deps.events.publishEvent(trx, course.org_id, 'course_enrolled', {
        user: presentEventUser(learner),
        course: presentEventCourse(course),
      });
    }
    return created;
  }

  /** Ends the enrolment; false when there was none. Progress is kept for a later return. */
  leave(trx: Tx, course: CourseRef, userId: number): Promise<boolean> {
    return this.repo.deleteEnrollment(trx, course.org_id, course.id, userId);
  }

  /**
   * Marks `activity` done for the learner (idempotent), then completes the course when it was the last step.
   * With `required`, a learner who is not enrolled gets 400 `not_enrolled`.
   */
  async complete(
    trx: Tx,
    course: CourseRef,
    activity: ActivityRef,
    learner: LearnerRef,
    rule: EnrolmentRule,
  ): Promise<void> {
    if (rule === 'implicit') await this.enrol(trx, course, learner);
    await this.lockEnrolment(trx, course, learner.id);
    const now = this.now();
    const { first } = await this.repo.markDone(trx, course.org_id, {
      course_id: course.id,
      activity_id: activity.id,
      user_id: learner.id,
      now,
    });
    if (first) {
      await this.deps.events.publishEvent(trx, course.org_id, 'activity_completed', {
        user: presentEventUser(learner),
        activity: { activity_uuid: activity.activity_uuid, activity_type: activity.activity_type },
        course: presentEventCourse(course),
      });
    }
    if (!(await this.deps.completion.isCompleted(trx, course.org_id, course.id, learner.id))) return;
    const firstCompletion = await this.repo.recordCourseCompletion(trx, course.org_id, {
      course_id: course.id,
      user_id: learner.id,
      now,
    });
    if (firstCompletion) {
      await this.deps.events.publishEvent(trx, course.org_id, 'course_completed', {
        user: presentEventUser(learner),
        course: presentEventCourse(course),
      });
    }
    await this.deps.certificates.issueOnCompletion(trx, {
      orgId: course.org_id,
      courseId: course.id,
      userId: learner.id,
    });
  }

  /** Marks `activity` not done (idempotent); 404 `not_enrolled` when the learner is not enrolled. */
  async undo(trx: Tx, course: CourseRef, activityId: number, userId: number): Promise<void> {
    await this.lockEnrolment(trx, course, userId, NotFoundError);
    await this.repo.markUndone(trx, course.org_id, activityId, userId);
  }

  /**
   * An assignment's submission was reopened (retried or rejected): its activity no longer counts as done and
   * a certificate issued for the course is revoked. Nothing else happens to a learner who is not enrolled.
   * It takes the enrolment lock like a completion: a completion under way (which read the activity as done and
   * is issuing a certificate) commits first, and the revocation then sees its certificate.
   */
  async reopen(
    trx: Tx,
    course: CourseRef,
    activityId: number,
    userId: number,
    reason: RevokeReason,
  ): Promise<void> {
    const enrolment = await this.repo.findEnrollment(trx, course.org_id, course.id, userId);
    if (enrolment !== undefined) await this.repo.lockEnrollment(trx, course.org_id, enrolment.id);
    await this.repo.markUndone(trx, course.org_id, activityId, userId);
    await this.deps.certificates.revoke(trx, { orgId: course.org_id, courseId: course.id, userId, reason });
  }

  /** The learner's run through one course; 404 `not_enrolled` when not enrolled. */
  async run(db: Tx, course: CourseRef, userId: number): Promise<ProgressRun> {
    const enrolment = await this.repo.findEnrollment(db, course.org_id, course.id, userId);
    if (enrolment === undefined) throw notEnrolled(NotFoundError);
    const [steps, progress] = await Promise.all([
      courseSteps(db, course.org_id, [course.id]),
      this.repo.progress(db, course.org_id, userId, [course.id]),
    ]);
    return presentRun(course, enrolment.creation_date, steps, progress);
  }

  /**
   * Every run of the learner in the organization's courses, oldest enrolment first: four queries whatever
   * their number (enrolments, their courses, the steps, the progress).
   */
  async runsInOrg(db: Tx, orgId: number, userId: number): Promise<ProgressRun[]> {
    const all = await this.repo.enrollmentsInOrg(db, orgId, userId);
    const courses = await courseSummaries(
      db,
      orgId,
      all.map((e) => e.course_id),
    );
    // An enrolment answers with its course; one whose course is gone has nothing to show.
    const enrolments = all.filter((e) => courses.has(e.course_id));
    const courseIds = enrolments.map((e) => e.course_id);
    const [steps, progress] = await Promise.all([
      courseSteps(db, orgId, courseIds),
      this.repo.progress(db, orgId, userId, courseIds),
    ]);
    const stepsOf = groupBy(steps, (s) => s.course_id);
    const progressOf = groupBy(progress, (p) => p.course_id);
    return enrolments.map((e) =>
      presentRun(
        courses.get(e.course_id)!,
        e.creation_date,
        stepsOf.get(e.course_id) ?? [],
        progressOf.get(e.course_id) ?? [],
      ),
    );
  }

  private async lockEnrolment(
    trx: Tx,
    course: CourseRef,
    userId: number,
    missing: typeof BadRequestError | typeof NotFoundError = BadRequestError,
  ): Promise<void> {
    const enrolment = await this.repo.findEnrollment(trx, course.org_id, course.id, userId);
    if (enrolment === undefined) throw notEnrolled(missing);
    await this.repo.lockEnrollment(trx, course.org_id, enrolment.id);
  }

  private now(): string {
    return toDbTime(this.deps.clock.now());
  }
}

function notEnrolled(kind: typeof BadRequestError | typeof NotFoundError): Error {
  return new kind('The learner is not enrolled in this course', 'not_enrolled');
}

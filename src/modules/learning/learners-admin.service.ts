/**
 * The learner's journey driven headless [CONTRACT 9]: `/admin/{org_slug}/…` on a learner's behalf, for API
 * tokens holding the `users` bucket (or members whose role does: admins and maintainers; instructors read).
 * Rights per operation: enrol (also in bulk) `users:create`, unenrol `users:delete`, mark done or not done
 * `users:update`, read progress `users:read`.
 *
 * Checks run 404 (organization, learner, course or activity) → 403 (a course of another organization, the
 * right, the learner not a member) → 400 (the rules of progress). Marking done enrols when needed, except for
 * an assignment's activity, which needs the learner enrolled (400 `not_enrolled`).
 */
import type { Db, Tx } from '../../db.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../platform/http/errors.ts';
import type { AccessControl, Action, Principal } from '../access/index.ts';
import type { ActivitiesService } from '../activities/index.ts';
import { chapterSummaries, type CourseRow, type CoursesService } from '../courses/index.ts';
import { findLearner, findLearners, type LearnerRef, type ProgressService } from './progress.service.ts';
import type { ProgressRun } from './learning.presenter.ts';
import { ASSIGNMENT_TYPE, requirePublishedStep } from './trail.service.ts';

export interface LearnersAdminDeps {
  db: Db;
  access: AccessControl;
  courses: CoursesService;
  activities: ActivitiesService;
  progress: ProgressService;
  requireOrgBySlug: (slug: string) => Promise<{ id: number }>;
  findRole: (orgId: number, userId: number) => Promise<string | null>;
  membersAmong: (db: Tx, orgId: number, userIds: readonly number[]) => Promise<Set<number>>;
}

export type BulkStatus = 'enrolled' | 'already_enrolled' | 'not_found' | 'not_member';

/** At most this many learners per bulk call (422 above). */
export const BULK_LIMIT = 1000;

export class LearnersAdminService {
  constructor(private readonly deps: LearnersAdminDeps) {}

  async enrol(
    principal: Principal,
    orgSlug: string,
    userId: number,
    courseUuid: string,
  ): Promise<ProgressRun> {
    const { course, learner } = await this.target(principal, orgSlug, userId, courseUuid, 'create');
    await this.deps.db.transaction().execute(async (trx) => {
      if (!(await this.deps.progress.enrol(trx, course, learner))) {
        throw new BadRequestError('The learner is already enrolled in this course', 'already_enrolled');
      }
    });
    return this.deps.progress.run(this.deps.db, course, learner.id);
  }

  async unenrol(principal: Principal, orgSlug: string, userId: number, courseUuid: string): Promise<void> {
    const { course, learner } = await this.target(principal, orgSlug, userId, courseUuid, 'delete');
    const left = await this.deps.db
      .transaction()
      .execute((trx) => this.deps.progress.leave(trx, course, learner.id));
    if (!left) throw new NotFoundError('The learner is not enrolled in this course', 'not_enrolled');
  }

  /** Enrols each learner it can; one bad learner never fails the call. One transaction for the batch. */
  async enrolMany(
    principal: Principal,
    orgSlug: string,
    courseUuid: string,
    userIds: number[],
  ): Promise<{ results: { user_id: number; status: BulkStatus }[] }> {
    const org = await this.deps.requireOrgBySlug(orgSlug);
    const course = await this.deps.courses.requireCourse(courseUuid);
    await this.authorise(principal, org.id, course.org_id, 'create');
    const ids = [...new Set(userIds)];
    // Two queries for the whole batch, read before the transaction (SQLite has one connection).
    const found = new Map((await findLearners(this.deps.db, ids)).map((learner) => [learner.id, learner]));
    const members = await this.deps.membersAmong(this.deps.db, org.id, ids);
    const statuses = await this.deps.db.transaction().execute(async (trx) => {
      const status = new Map<number, BulkStatus>();
      // Enrolments are written in ascending id order whatever the request's order: two overlapping batches then
      // meet on their first common learner, one waits for the other, and PostgreSQL never sees a deadlock.
      for (const id of [...ids].sort((a, b) => a - b)) {
        const learner = found.get(id);
        if (learner === undefined) status.set(id, 'not_found');
        else if (!members.has(id)) status.set(id, 'not_member');
        else {
          const created = await this.deps.progress.enrol(trx, course, learner);
          status.set(id, created ? 'enrolled' : 'already_enrolled');
        }
      }
      return status;
    });
    return { results: ids.map((id) => ({ user_id: id, status: statuses.get(id)! })) };
  }

  async complete(
    principal: Principal,
    orgSlug: string,
    userId: number,
    activityUuid: string,
  ): Promise<ProgressRun> {
    const { course, learner, activity, chapter } = await this.activityTarget(
      principal,
      orgSlug,
      userId,
      activityUuid,
    );
    requirePublishedStep(activity, chapter);
    const rule = activity.activity_type === ASSIGNMENT_TYPE ? 'required' : 'implicit';
    await this.deps.db
      .transaction()
      .execute((trx) => this.deps.progress.complete(trx, course, activity, learner, rule));
    return this.deps.progress.run(this.deps.db, course, learner.id);
  }

  async uncomplete(
    principal: Principal,
    orgSlug: string,
    userId: number,
    activityUuid: string,
  ): Promise<ProgressRun> {
    const { course, learner, activity } = await this.activityTarget(principal, orgSlug, userId, activityUuid);
    await this.deps.db
      .transaction()
      .execute((trx) => this.deps.progress.undo(trx, course, activity.id, learner.id));
    return this.deps.progress.run(this.deps.db, course, learner.id);
  }

  async progress(
    principal: Principal,
    orgSlug: string,
    userId: number,
    courseUuid: string,
  ): Promise<ProgressRun> {
    const { course, learner } = await this.target(principal, orgSlug, userId, courseUuid, 'read');
    return this.deps.progress.run(this.deps.db, course, learner.id);
  }

  private async target(
    principal: Principal,
    orgSlug: string,
    userId: number,
    courseUuid: string,
    action: Action,
  ): Promise<{ course: CourseRow; learner: LearnerRef }> {
    const org = await this.deps.requireOrgBySlug(orgSlug);
    const learner = await this.requireLearner(userId);
    const course = await this.deps.courses.requireCourse(courseUuid);
    await this.authorise(principal, org.id, course.org_id, action);
    await this.requireMember(org.id, learner.id);
    return { course, learner };
  }

  private async activityTarget(principal: Principal, orgSlug: string, userId: number, activityUuid: string) {
    const org = await this.deps.requireOrgBySlug(orgSlug);
    const learner = await this.requireLearner(userId);
    const activity = await this.deps.activities.requireActivity(activityUuid);
    const course = await this.deps.courses.requireCourseById(activity.course_id);
    await this.authorise(principal, org.id, course.org_id, 'update');
    await this.requireMember(org.id, learner.id);
    const chapter =
      activity.chapter_id === null
        ? undefined
        : (await chapterSummaries(this.deps.db, course.org_id, [activity.chapter_id])).get(
            activity.chapter_id,
          );
    return { course, learner, activity, chapter };
  }

  private async requireLearner(userId: number): Promise<LearnerRef> {
    const learner = await findLearner(this.deps.db, userId);
    if (learner === undefined) throw new NotFoundError('User not found');
    return learner;
  }

  private async authorise(principal: Principal, orgId: number, courseOrgId: number, action: Action) {
    await this.deps.access.requireRight(principal, orgId, 'users', action);
    if (courseOrgId !== orgId) {
      throw new ForbiddenError('This course belongs to another organization', 'other_organization');
    }
  }

  private async requireMember(orgId: number, userId: number): Promise<void> {
    if ((await this.deps.findRole(orgId, userId)) === null) {
      throw new ForbiddenError('This user is not a member of the organization', 'not_member');
    }
  }
}

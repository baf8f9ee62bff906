/**
 * The signed-in learner's own enrolments and progress, `/trail` [CONTRACT 9]: session only (API tokens use the
 * `/admin/{org_slug}` paths on a learner's behalf). A learner enrols in a course they may read, marks the
 * activities they may open done or not done, and reads their runs per organization.
 *
 * An assignment's activity is completed by submitting the assignment (or by an instructor), never by the
 * learner marking it: otherwise a learner could skip the work the course asks for.
 */
import type { Db } from '../../db.ts';
import { BadRequestError, NotFoundError } from '../../platform/http/errors.ts';
import type { AccessControl, AuthenticatedUser, Principal } from '../access/index.ts';
import type { ActivitiesService, ActivityRow } from '../activities/index.ts';
import type { ChapterRow, ContentAccess, CourseRow, CoursesService } from '../courses/index.ts';
import type { LearnerRef, ProgressService } from './progress.service.ts';
import type { ProgressRun } from './learning.presenter.ts';

export interface TrailDeps {
  db: Db;
  access: AccessControl;
  content: ContentAccess;
  courses: CoursesService;
  activities: ActivitiesService;
  progress: ProgressService;
  requireOrg: (orgId: number) => Promise<{ id: number }>;
}

export const ASSIGNMENT_TYPE = 'TYPE_ASSIGNMENT';

export class TrailService {
  constructor(private readonly deps: TrailDeps) {}

  /** Enrols the caller; 400 `already_enrolled` the second time. Answers the new run. */
  async enrol(principal: Principal, courseUuid: string): Promise<ProgressRun> {
    const course = await this.deps.courses.requireCourse(courseUuid);
    const { user } = this.deps.access.requireSessionUser(principal, course.org_id);
    await this.assertReadable(principal, course);
    await this.deps.db.transaction().execute(async (trx) => {
      if (!(await this.deps.progress.enrol(trx, course, learnerOf(user)))) {
        throw new BadRequestError('You are already enrolled in this course', 'already_enrolled');
      }
    });
    return this.deps.progress.run(this.deps.db, course, user.id);
  }

  /** Leaves the course; 404 `not_enrolled` when the caller is not enrolled. Progress is kept. */
  async leave(principal: Principal, courseUuid: string): Promise<void> {
    const course = await this.deps.courses.requireCourse(courseUuid);
    const { user } = this.deps.access.requireSessionUser(principal, course.org_id);
    const left = await this.deps.db
      .transaction()
      .execute((trx) => this.deps.progress.leave(trx, course, user.id));
    if (!left) throw new NotFoundError('You are not enrolled in this course', 'not_enrolled');
  }

  /** Marks an activity the caller may open done (idempotent; enrols when needed). Answers the course's run. */
  async markDone(principal: Principal, activityUuid: string): Promise<ProgressRun> {
    const { activity, course, chapter } = await this.deps.activities.requireOpen(principal, activityUuid);
    const { user } = this.deps.access.requireSessionUser(principal, course.org_id);
    requireCountable(activity, chapter);
    await this.deps.db
      .transaction()
      .execute((trx) => this.deps.progress.complete(trx, course, activity, learnerOf(user), 'implicit'));
    return this.deps.progress.run(this.deps.db, course, user.id);
  }

  /** Marks an activity not done (idempotent); 404 `not_enrolled` when not enrolled. Answers the run. */
  async markUndone(principal: Principal, activityUuid: string): Promise<ProgressRun> {
    const { activity, course } = await this.deps.activities.requireOpen(principal, activityUuid);
    const { user } = this.deps.access.requireSessionUser(principal, course.org_id);
    if (activity.activity_type === ASSIGNMENT_TYPE) throw assignmentCompletion();
    await this.deps.db
      .transaction()
      .execute((trx) => this.deps.progress.undo(trx, course, activity.id, user.id));
    return this.deps.progress.run(this.deps.db, course, user.id);
  }

  /** Every run of the caller in the organization's courses. */
  async trail(principal: Principal, orgId: number): Promise<{ runs: ProgressRun[] }> {
    await this.deps.requireOrg(orgId);
    const { user } = this.deps.access.requireSessionUser(principal, orgId);
    return { runs: await this.deps.progress.runsInOrg(this.deps.db, orgId, user.id) };
  }

  private async assertReadable(principal: Principal, course: CourseRow): Promise<void> {
    const viewer = await this.deps.content.viewer(principal, course.org_id, course.id);
    this.deps.content.assertCourseReadable(viewer, course);
  }
}

/**
 * Progress counts the published activities of the course's tree; a draft or an unlinked activity (which only
 * editors can open) cannot be marked, and an assignment is completed by its submission.
 */
export function requireCountable(activity: ActivityRow, chapter: ChapterRow | undefined): void {
  if (activity.activity_type === ASSIGNMENT_TYPE) throw assignmentCompletion();
  requirePublishedStep(activity, chapter);
}

export function requirePublishedStep(
  activity: ActivityRow,
  chapter: { position: number | null } | undefined,
): void {
  const placed = activity.position !== null && chapter !== undefined && chapter.position !== null;
  if (!placed || !activity.published) {
    throw new BadRequestError(
      'Only published activities placed in the course count toward progress',
      'activity_not_in_course',
    );
  }
}

function assignmentCompletion(): BadRequestError {
  return new BadRequestError(
    'An assignment is completed by submitting it (or by an instructor marking it done)',
    'assignment_completed_by_submission',
  );
}

function learnerOf(user: AuthenticatedUser): LearnerRef {
  return { id: user.id, user_uuid: user.userUuid, email: user.email, username: user.username };
}

/**
 * How assignments tie into progress [CONTRACT 9, 10]: submitting an assignment marks its activity done
 * (enrolling the learner when needed); a retry or a reject reopens it (the activity no longer counts as done)
 * and revokes a certificate issued for the course; an instructor may mark the assignment done for an enrolled
 * learner (session only), e.g. for work handed in outside the service.
 */
import type { Db, Tx } from '../../db.ts';
import { NotFoundError, ForbiddenError } from '../../platform/http/errors.ts';
import type { AccessControl, Principal } from '../access/index.ts';
import { activitySummaries } from '../activities/index.ts';
import type { CoursesService } from '../courses/index.ts';
import {
  findLearner,
  type ActivityRef,
  type ProgressService,
  type RevokeReason,
} from './progress.service.ts';
import type { ProgressRun } from './learning.presenter.ts';

/** The fields of an assignment progress needs. */
export interface AssignmentRef {
  org_id: number;
  course_id: number;
  activity_id: number;
}

export interface AssignmentProgressDeps<A extends AssignmentRef> {
  db: Db;
  access: AccessControl;
  courses: CoursesService;
  progress: ProgressService;
  requireAssignment: (assignmentUuid: string) => Promise<A>;
  /** 403 unless the caller grades this assignment (instructors and above). */
  requireGrader: (principal: Principal, assignment: A) => Promise<void>;
  findRole: (orgId: number, userId: number) => Promise<string | null>;
}

export class AssignmentProgress<A extends AssignmentRef = AssignmentRef> {
  constructor(private readonly deps: AssignmentProgressDeps<A>) {}

  /** In the submit's transaction: the assignment's activity is done for the learner. */
  async submitted(trx: Tx, assignment: AssignmentRef, userId: number): Promise<void> {
    const learner = await findLearner(trx, userId);
    if (learner === undefined) return;
    const { course, activity } = await this.subjects(trx, assignment);
    await this.deps.progress.complete(trx, course, activity, learner, 'implicit');
  }

  /** In the retry's or reject's transaction: the activity is open again and the certificate withdrawn. */
  async reopened(trx: Tx, assignment: AssignmentRef, userId: number, reason: RevokeReason): Promise<void> {
    const course = await this.deps.courses.requireCourseById(assignment.course_id, trx);
    await this.deps.progress.reopen(trx, course, assignment.activity_id, userId, reason);
  }

  /** `POST /assignments/{uuid}/submissions/{user_id}/done` (graders, session only). Answers the learner's run. */
  async markDone(principal: Principal, assignmentUuid: string, userId: number): Promise<ProgressRun> {
    const assignment = await this.deps.requireAssignment(assignmentUuid);
    this.deps.access.requireSessionUser(principal, assignment.org_id);
    const learner = await findLearner(this.deps.db, userId);
    if (learner === undefined) throw new NotFoundError('User not found');
    await this.deps.requireGrader(principal, assignment);
    if ((await this.deps.findRole(assignment.org_id, userId)) === null) {
      throw new ForbiddenError('This user is not a member of the organization', 'not_member');
    }
    const { course, activity } = await this.subjects(this.deps.db, assignment);
    await this.deps.db
      .transaction()
      .execute((trx) => this.deps.progress.complete(trx, course, activity, learner, 'required'));
    return this.deps.progress.run(this.deps.db, course, learner.id);
  }

  private async subjects(db: Tx, assignment: AssignmentRef) {
    const course = await this.deps.courses.requireCourseById(assignment.course_id, db);
    const found = (await activitySummaries(db, assignment.org_id, [assignment.activity_id])).get(
      assignment.activity_id,
    );
    if (found === undefined) throw new NotFoundError('Activity not found');
    const activity: ActivityRef = {
      id: found.id,
      activity_uuid: found.activity_uuid,
      activity_type: found.activity_type,
    };
    return { course, activity };
  }
}

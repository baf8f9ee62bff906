/**
 * Who may read, grade or act on submissions [CONTRACT 6; SPEC 4.4], shared by the submission and grade
 * services: graders, the learner themself, and graders or tokens acting on a learner's behalf.
 */
import type { Db, Tx } from '../../db.ts';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '../../platform/http/errors.ts';
import { roleHasRight, type AccessControl, type Principal } from '../access/index.ts';
import type { AssignmentsService } from './assignments.service.ts';
import type { AssignmentRow, SubmissionRow } from './assignments.repository.ts';
import { SubmissionsRepository } from './submissions.repository.ts';

export interface SubmissionGuardDeps {
  db: Db;
  access: AccessControl;
  assignments: AssignmentsService;
  /**
   * Whether the user exists (an on-behalf learner must: 404) and their role in the organization (null when not
   * a member: 403), read together.
   */
  learnerIn: (orgId: number, userId: number) => Promise<{ exists: boolean; role: string | null }>;
}

export class SubmissionGuard {
  private readonly submissionsRepo = new SubmissionsRepository();

  constructor(private readonly deps: SubmissionGuardDeps) {}

  /** Graders only: tokens with the action, members whose role holds `assignments:update`. */
  async requireGrader(
    principal: Principal,
    assignment: AssignmentRow,
    action: 'read' | 'create' | 'update',
  ): Promise<void> {
    const actor = await this.deps.access.requireRight(principal, assignment.org_id, 'assignments', action);
    if (actor.kind === 'user' && !roleHasRight(actor.role, 'assignments', 'update')) {
      throw new ForbiddenError('Only graders (instructors and above) can do this', 'missing_right');
    }
  }

  /** Graders, or the learner themself (with a session). */
  async requireReader(principal: Principal, assignment: AssignmentRow, userId: number): Promise<void> {
    if (principal.kind === 'user' && principal.user.id === userId) {
      await this.deps.assignments.standing(principal, assignment, 'read');
      return;
    }
    await this.requireGrader(principal, assignment, 'read');
  }

  /** Who a save, upload or submit is for: the signed-in learner, or `on_behalf_of_user_id` for graders and tokens. */
  async actingFor(
    principal: Principal,
    assignment: AssignmentRow,
    onBehalfOf: number | undefined,
  ): Promise<{ userId: number; onBehalf: boolean }> {
    if (principal.kind === 'anonymous') throw new UnauthorizedError();
    if (principal.kind === 'token' && onBehalfOf === undefined) {
      throw new BadRequestError(
        'An API token names the learner with on_behalf_of_user_id',
        'on_behalf_required',
      );
    }
    if (onBehalfOf === undefined || (principal.kind === 'user' && onBehalfOf === principal.user.id)) {
      const standing = await this.deps.assignments.standing(principal, assignment, 'read');
      if (standing.userId === null)
        throw new BadRequestError('on_behalf_of_user_id is required', 'on_behalf_required');
      return { userId: standing.userId, onBehalf: false };
    }
    // SPEC 4.4: the learner must exist (404) and be a member of the organization (403).
    await this.deps.access.requireRight(principal, assignment.org_id, 'assignments', 'create');
    if (principal.kind === 'user') await this.requireGrader(principal, assignment, 'create');
    const learner = await this.deps.learnerIn(assignment.org_id, onBehalfOf);
    if (!learner.exists) throw new NotFoundError('No user with this id');
    if (learner.role === null) {
      throw new ForbiddenError('This user is not a member of the organization', 'not_member');
    }
    return { userId: onBehalfOf, onBehalf: true };
  }

  /**
   * The learner's current attempt (404 without one). A change decides on it inside its transaction, after taking
   * the learner's lock (`db` the transaction): a read before the lock only orders the answers, since a retry or
   * a reject may replace or reopen the attempt in between.
   */
  async requireCurrent(
    assignment: AssignmentRow,
    userId: number,
    db: Tx = this.deps.db,
  ): Promise<SubmissionRow> {
    const current = await this.submissionsRepo.findCurrentSubmission(
      db,
      assignment.org_id,
      assignment.id,
      userId,
    );
    if (current === undefined) throw noSubmission();
    return current;
  }

  /** The learner's current attempt once submitted: 404 without one, `refusal()` (a 400) while it is pending. */
  async requireSubmitted(
    assignment: AssignmentRow,
    userId: number,
    refusal: () => BadRequestError,
    db: Tx = this.deps.db,
  ): Promise<SubmissionRow> {
    return this.submitted(await this.requireCurrent(assignment, userId, db), refusal);
  }

  /** The attempt found as the learner's current one, once submitted: 404 without one, `refusal()` while pending. */
  submitted(current: SubmissionRow | undefined, refusal: () => BadRequestError): SubmissionRow {
    if (current === undefined) throw noSubmission();
    if (current.status === 'PENDING') throw refusal();
    return current;
  }
}

const noSubmission = () => new NotFoundError('No submission for this learner');

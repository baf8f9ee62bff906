/** Who may read or grade submissions [CONTRACT 6], shared by the submission and grade services. */
import type { Db, Tx } from '../../db.ts';
import { ForbiddenError, NotFoundError } from '../../platform/http/errors.ts';
import { roleHasRight, type AccessControl, type Principal } from '../access/index.ts';
import type { AssignmentsService } from './assignments.service.ts';
import type { AssignmentRow, AssignmentsRepository, SubmissionRow } from './assignments.repository.ts';

export class SubmissionGuard {
  constructor(
    private readonly deps: {
      db: Db;
      repo: AssignmentsRepository;
      access: AccessControl;
      assignments: AssignmentsService;
    },
  ) {}

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
    const current = await this.deps.repo.findCurrentSubmission(db, assignment.id, userId);
    if (current === undefined) throw new NotFoundError('No submission for this learner');
    return current;
  }
}

/** Who may read or grade submissions [CONTRACT 6], shared by the submission and grade services. */
import type { Db } from '../../db.ts';
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

  async requireCurrent(assignment: AssignmentRow, userId: number): Promise<SubmissionRow> {
    const current = await this.deps.repo.findCurrentSubmission(this.deps.db, assignment.id, userId);
    if (current === undefined) throw new NotFoundError('No submission for this learner');
    return current;
  }
}

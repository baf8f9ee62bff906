/**
 * Reading submissions [SPEC 4.4; CONTRACT 6]: every learner's current attempt and answers (graders), one
 * learner's attempt with the earlier ones, and a learner's own. Changes to them are submissions.service.ts.
 */
import type { Db } from '../../db.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import type { AccessControl, Principal } from '../access/index.ts';
import { presentLearnerAnswer, presentSubmission } from './assignments.presenter.ts';
import {
  AssignmentsRepository,
  type AssignmentRow,
  type SubmissionRow,
  type TaskRow,
} from './assignments.repository.ts';
import type { AnswerInTaskOrder } from './answer-statements.repository.ts';
import { SubmissionsRepository } from './submissions.repository.ts';
import type { AssignmentsService } from './assignments.service.ts';
import type { SubmissionGuard } from './submission-guard.ts';

export interface SubmissionReadsDeps {
  db: Db;
  assignments: AssignmentsService;
  access: AccessControl;
  guard: SubmissionGuard;
}

export class SubmissionReadsService {
  private readonly repo = new AssignmentsRepository();
  private readonly submissionsRepo = new SubmissionsRepository();

  constructor(private readonly deps: SubmissionReadsDeps) {}

  /** Every learner's current submission (graders). */
  async listSubmissions(principal: Principal, assignmentUuid: string) {
    const assignment = await this.deps.assignments.requireAssignment(assignmentUuid);
    await this.deps.guard.requireGrader(principal, assignment, 'read');
    const { db } = this.deps;
    const rows = await this.submissionsRepo.listCurrentSubmissions(db, assignment.org_id, assignment.id);
    const answers = await this.submissionsRepo.listAnswers(
      db,
      assignment.org_id,
      rows.map((r) => r.id),
    );
    const tasks = await this.repo.listTasks(db, assignment.org_id, assignment.id);
    return rows.map((row) =>
      presentSubmission(
        assignment,
        row,
        tasks,
        answers.filter((a) => a.submission_id === row.id),
      ),
    );
  }

  /** One learner's current submission with the earlier attempts. */
  async readSubmission(principal: Principal, assignmentUuid: string, userId: number) {
    const assignment = await this.deps.assignments.requireAssignment(assignmentUuid);
    return this.readSubmissionOf(principal, assignment, userId);
  }

  async readMine(principal: Principal, assignmentUuid: string) {
    const assignment = await this.deps.assignments.requireAssignment(assignmentUuid);
    const { user } = this.deps.access.requireSessionUser(principal, assignment.org_id);
    return this.readSubmissionOf(principal, assignment, user.id);
  }

  private async readSubmissionOf(principal: Principal, assignment: AssignmentRow, userId: number) {
    await this.deps.guard.requireReader(principal, assignment, userId);
    return this.present(assignment, await this.deps.guard.requireCurrent(assignment, userId), true);
  }

  /** Every learner's current answer to one task (graders). */
  async listTaskAnswers(principal: Principal, assignmentUuid: string, taskUuid: string) {
    const { task, assignment } = await this.deps.assignments.requireTask(taskUuid, assignmentUuid);
    await this.deps.guard.requireGrader(principal, assignment, 'read');
    const rows = await this.submissionsRepo.listAnswersToTask(this.deps.db, assignment.org_id, task.id);
    return rows.map((row) => presentLearnerAnswer(task, row, row));
  }

  async readTaskAnswer(principal: Principal, assignmentUuid: string, taskUuid: string, userId: number) {
    const { task, assignment } = await this.deps.assignments.requireTask(taskUuid, assignmentUuid);
    return this.readTaskAnswerOf(principal, task, assignment, userId);
  }

  async readMyTaskAnswer(principal: Principal, assignmentUuid: string, taskUuid: string) {
    const { task, assignment } = await this.deps.assignments.requireTask(taskUuid, assignmentUuid);
    const { user } = this.deps.access.requireSessionUser(principal, assignment.org_id);
    return this.readTaskAnswerOf(principal, task, assignment, user.id);
  }

  private async readTaskAnswerOf(
    principal: Principal,
    task: TaskRow,
    assignment: AssignmentRow,
    userId: number,
  ) {
    await this.deps.guard.requireReader(principal, assignment, userId);
    const current = await this.deps.guard.requireCurrent(assignment, userId);
    const answer = (
      await this.submissionsRepo.listAnswers(this.deps.db, assignment.org_id, [current.id])
    ).find((a) => a.task_id === task.id);
    if (answer === undefined) throw new NotFoundError('No answer to this task yet');
    return presentLearnerAnswer(task, answer, current);
  }

  /** An attempt as a change answers it, without its history, from its answers in task order. */
  presentAttempt(assignment: AssignmentRow, submission: SubmissionRow, answers: AnswerInTaskOrder[]) {
    const tasks = answers.map((a) => ({ id: a.task_id, assignment_task_uuid: a.assignment_task_uuid }));
    return presentSubmission(assignment, submission, tasks, answers);
  }

  /** An attempt as answered after a read or a change, with the learner's earlier attempts when asked. */
  async present(assignment: AssignmentRow, submission: SubmissionRow, withHistory: boolean) {
    const { db } = this.deps;
    const tasks = await this.repo.listTasks(db, assignment.org_id, assignment.id);
    const attempts = withHistory
      ? await this.submissionsRepo.listAttempts(db, assignment.org_id, assignment.id, submission.user_id)
      : [submission];
    const answers = await this.submissionsRepo.listAnswers(
      db,
      assignment.org_id,
      attempts.map((a) => a.id),
    );
    const present = (row: SubmissionRow) =>
      presentSubmission(
        assignment,
        row,
        tasks,
        answers.filter((a) => a.submission_id === row.id),
      );
    return {
      ...present(submission),
      ...(withHistory && { history: attempts.filter((a) => a.id !== submission.id).map(present) }),
    };
  }
}

/**
 * Submissions [SPEC 2.7, 4.4; CONTRACT 6, 10]. A learner's submission is one row per attempt: the current
 * attempt moves PENDING (answers saved) → SUBMITTED or LATE → GRADED; a retry starts the next attempt and keeps
 * the earlier ones as history; a reject sends it back to PENDING. Grading itself is grades.service.ts.
 * Progress follows [CONTRACT 9]: submitting completes the assignment's activity for the learner; a retry or a
 * reject reopens it and revokes a certificate issued for the course. Reading them is submission-reads.service.ts,
 * their files submission-files.service.ts.
 */
import type { Db, Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { retryOnUniqueViolation } from '../../platform/db/unique-violations.ts';
import { BadRequestError, ForbiddenError } from '../../platform/http/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import type { AccessControl, Principal } from '../access/index.ts';
import type { CoursesService } from '../courses/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import type { AssignmentsService } from './assignments.service.ts';
import type { GradesService } from './grades.service.ts';
import type { SubmissionGuard } from './submission-guard.ts';
import { SUBMITTED_FILE_NAME } from './submission-files.service.ts';
import type { SubmissionReadsService } from './submission-reads.service.ts';
import {
  AssignmentsRepository,
  UNIQUE_ATTEMPT,
  UNIQUE_CURRENT_ATTEMPT,
  type AssignmentRow,
  type SubmissionRow,
} from './assignments.repository.ts';
import type { NewAttempt } from './answer-statements.repository.ts';
import { SubmissionsRepository } from './submissions.repository.ts';
import { AUTO_GRADED, type TaskType } from './grading/types.ts';

export interface SubmissionsDeps {
  db: Db;
  assignments: AssignmentsService;
  courses: CoursesService;
  access: AccessControl;
  clock: Clock;
  events: EventPublisher;
  /** The learner named in the `assignment_submitted` event. */
  findUser: (
    userId: number,
  ) => Promise<{ id: number; user_uuid: string; email: string; username: string } | undefined>;
  grades: GradesService;
  guard: SubmissionGuard;
  /** Answers every change with the attempt as read back. */
  reads: SubmissionReadsService;
  /** Progress follows submissions: submitting completes the activity, a retry or reject reopens it. */
  progress: SubmissionProgress;
}

/** What the learning module does when a submission changes, inside the change's transaction [CONTRACT 9]. */
export interface SubmissionProgress {
  submitted(trx: Tx, assignment: AssignmentRow, userId: number): Promise<void>;
  reopened(
    trx: Tx,
    assignment: AssignmentRow,
    userId: number,
    reason: 'assignment_retried' | 'submission_rejected',
  ): Promise<void>;
}

export class SubmissionsService {
  private readonly repo = new AssignmentsRepository();
  private readonly submissionsRepo = new SubmissionsRepository();

  constructor(private readonly deps: SubmissionsDeps) {}

  /** PUT …/tasks/{task}/submissions: saves one answer of the current (PENDING) attempt. */
  async saveAnswer(
    principal: Principal,
    assignmentUuid: string,
    taskUuid: string,
    onBehalfOf: number | undefined,
    answer: { value: unknown; raw: string },
  ) {
    const { task, assignment } = await this.deps.assignments.requireTaskFor(
      principal,
      taskUuid,
      assignmentUuid,
    );
    const learner = await this.deps.guard.actingFor(principal, assignment, onBehalfOf);
    if (task.assignment_type === 'FILE_SUBMISSION') this.checkFileAnswer(answer.value);
    const now = toDbTime(this.deps.clock.now());
    // Five statements: begin, the current attempt touched (locked) or started, the answer, the attempt's answers
    // read back for the response, and the commit: on PostgreSQL the last four in one round trip. Two first
    // saves at once (two tabs) both try to start the attempt; the loser runs again and finds it.
    const { submission, answers } = await this.firstAttemptRace(() =>
      this.deps.db.transaction().execute(async (trx) => {
        const saved = await this.submissionsRepo.saveAnswerToCurrentAttempt(
          trx,
          assignment.org_id,
          newAttempt(assignment, learner.userId, 1, now),
          {
            taskId: task.id,
            answer: task.assignment_type === 'CUSTOM' ? answer.raw : JSON.stringify(answer.value),
            now,
          },
        );
        // Nothing was written: the attempt is no longer PENDING.
        if (saved.attempt === undefined) {
          throw new BadRequestError(
            'This assignment is already submitted; answers can change only in a new attempt (retry)',
            'already_submitted',
          );
        }
        return { submission: saved.attempt, answers: saved.answers };
      }),
    );
    return this.deps.reads.presentAttempt(assignment, submission, answers);
  }

  /** POST …/submissions: submits the current attempt (SUBMITTED, or LATE on a learner's behalf). */
  async submit(principal: Principal, assignmentUuid: string, onBehalfOf: number | undefined) {
    const assignment = await this.deps.assignments.requireAssignment(assignmentUuid);
    const learner = await this.deps.guard.actingFor(principal, assignment, onBehalfOf);
    const now = this.deps.clock.now();
    const late = isPastDeadline(assignment.due_date, now);
    if (late && !learner.onBehalf) {
      throw new ForbiddenError('The deadline of this assignment has passed', 'deadline_passed');
    }
    // Read before the transaction: on SQLite the transaction holds the only connection.
    const user = await this.deps.findUser(learner.userId);
    const submitted = await this.firstAttemptRace(() =>
      this.deps.db.transaction().execute(async (trx) => {
        await this.submissionsRepo.lockLearner(trx, assignment.id, learner.userId);
        const current = await this.currentOrNew(trx, assignment, learner.userId, toDbTime(now));
        if (current.status !== 'PENDING')
          throw new BadRequestError('This assignment is already submitted', 'already_submitted');
        const row = await this.submissionsRepo.updateSubmission(trx, assignment.org_id, current.id, {
          status: late ? 'LATE' : 'SUBMITTED',
          submitted_at: toDbTime(now),
          update_date: toDbTime(now),
        });
        const course = await this.deps.courses.requireCourseById(assignment.course_id, trx);
        await this.deps.events.publishEvent(trx, assignment.org_id, 'assignment_submitted', {
          user: {
            user_uuid: user?.user_uuid ?? '',
            email: user?.email ?? '',
            username: user?.username ?? '',
          },
          assignment: { assignment_uuid: assignment.assignment_uuid },
          course: { course_uuid: course.course_uuid, name: course.name },
        });
        await this.deps.progress.submitted(trx, assignment, learner.userId);
        return row!;
      }),
    );
    const tasks = await this.repo.listTasks(this.deps.db, assignment.org_id, assignment.id);
    // CONTRACT 6: with auto_grading on and nothing to grade by hand, submitting grades at once.
    const byHand = tasks.some((t) => !AUTO_GRADED.has(t.assignment_type as TaskType));
    const attempt = { userId: learner.userId, attempt: submitted };
    if (assignment.auto_grading && tasks.length > 0 && !byHand) {
      await this.deps.grades.recompute(assignment, attempt, undefined, tasks);
    }
    return this.deps.reads.present(assignment, (await this.reload(submitted))!, false);
  }

  /**
   * Reject (graders) [CONTRACT 10]: the submission goes back to PENDING, its grade and dates cleared, the
   * answers kept, so the learner can change them and submit again.
   */
  async reject(principal: Principal, assignmentUuid: string, userId: number) {
    const assignment = await this.deps.assignments.requireAssignment(assignmentUuid);
    await this.deps.guard.requireGrader(principal, assignment, 'update');
    // Read before the transaction for the order of the answers only (404, then 400); decided under the lock.
    await this.deps.guard.requireSubmitted(assignment, userId, notSubmitted);
    const now = toDbTime(this.deps.clock.now());
    const row = await this.deps.db.transaction().execute(async (trx) => {
      await this.submissionsRepo.lockLearner(trx, assignment.id, userId);
      // A retry or another reject may have run since the read above: reject what is current now.
      const current = await this.deps.guard.requireSubmitted(assignment, userId, notSubmitted, trx);
      await this.deps.progress.reopened(trx, assignment, userId, 'submission_rejected');
      return this.submissionsRepo.updateSubmission(trx, assignment.org_id, current.id, {
        status: 'PENDING',
        grade: null,
        submitted_at: null,
        graded_at: null,
        update_date: now,
      });
    });
    return this.deps.reads.present(assignment, row!, true);
  }

  /** Retry (session only): a new PENDING attempt when allowed [CONTRACT 6]. */
  async retry(principal: Principal, assignmentUuid: string) {
    const assignment = await this.deps.assignments.requireAssignment(assignmentUuid);
    const { user } = this.deps.access.requireSessionUser(principal, assignment.org_id);
    await this.deps.assignments.standing(principal, assignment, 'read');
    const now = toDbTime(this.deps.clock.now());
    const next = await this.deps.db.transaction().execute(async (trx) => {
      await this.submissionsRepo.lockLearner(trx, assignment.id, user.id);
      const current = await this.submissionsRepo.findCurrentSubmission(
        trx,
        assignment.org_id,
        assignment.id,
        user.id,
      );
      if (current === undefined || current.status === 'PENDING') {
        throw new BadRequestError('There is no submitted attempt to retry', 'nothing_to_retry');
      }
      if (!assignment.allow_retries)
        throw new BadRequestError('This assignment allows no retries', 'retries_not_allowed');
      if (assignment.max_retries > 0 && current.attempt_number - 1 >= assignment.max_retries) {
        throw new BadRequestError(`No retries left (at most ${assignment.max_retries})`, 'retries_exhausted');
      }
      await this.submissionsRepo.updateSubmission(trx, assignment.org_id, current.id, {
        is_current: false,
        update_date: now,
      });
      await this.deps.progress.reopened(trx, assignment, user.id, 'assignment_retried');
      return this.submissionsRepo.insertSubmission(
        trx,
        assignment.org_id,
        newAttempt(assignment, user.id, current.attempt_number + 1, now),
      );
    });
    return this.deps.reads.present(assignment, next, false);
  }

  private async currentOrNew(
    trx: Tx,
    assignment: AssignmentRow,
    userId: number,
    now: string,
  ): Promise<SubmissionRow> {
    const current = await this.submissionsRepo.findCurrentSubmission(
      trx,
      assignment.org_id,
      assignment.id,
      userId,
    );
    if (current !== undefined) return current;
    // A first save racing this (saves take no learner lock) breaks a unique rule: the caller runs it again.
    return this.submissionsRepo.insertSubmission(
      trx,
      assignment.org_id,
      newAttempt(assignment, userId, 1, now),
    );
  }

  /**
   * Runs a transaction that may start a learner's first attempt, again when another request started it
   * meanwhile (the next try finds it); 400 `busy` only if that keeps happening.
   */
  private firstAttemptRace<T>(transaction: () => Promise<T>): Promise<T> {
    return retryOnUniqueViolation(transaction, [UNIQUE_ATTEMPT, UNIQUE_CURRENT_ATTEMPT], busy);
  }

  private reload(submission: SubmissionRow): Promise<SubmissionRow | undefined> {
    return this.submissionsRepo.findSubmissionById(this.deps.db, submission.org_id, submission.id);
  }

  private checkFileAnswer(value: unknown): void {
    const fileUuid = (value as { file_uuid?: unknown } | null)?.file_uuid;
    if (typeof fileUuid !== 'string' || !SUBMITTED_FILE_NAME.test(fileUuid)) {
      throw new BadRequestError(
        'A FILE_SUBMISSION answer is {file_uuid} from the file upload',
        'invalid_file_answer',
      );
    }
  }
}

/** A fresh, current, PENDING attempt. */
function newAttempt(
  assignment: AssignmentRow,
  userId: number,
  attemptNumber: number,
  now: string,
): NewAttempt {
  return { submissionUuid: newUuid('submission'), assignmentId: assignment.id, userId, attemptNumber, now };
}

/** A first attempt written meanwhile by another request of the same learner: the caller tries again. */
function busy(): BadRequestError {
  return new BadRequestError('A submission is being created; try again', 'busy');
}

function notSubmitted(): BadRequestError {
  return new BadRequestError('This submission is not submitted', 'not_submitted');
}

/** CONTRACT 6: the deadline is the end of the due date, UTC. */
export function isPastDeadline(dueDate: string | null, now: Date): boolean {
  if (dueDate === null) return false;
  return now.getTime() >= new Date(`${dueDate}T00:00:00Z`).getTime() + 24 * 60 * 60 * 1000;
}

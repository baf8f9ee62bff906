/**
 * Submissions [SPEC 2.7, 4.4; CONTRACT 6, 10]. A learner's submission is one row per attempt: the current
 * attempt moves PENDING (answers saved) → SUBMITTED or LATE → GRADED; a retry starts the next attempt and keeps
 * the earlier ones as history; a reject sends it back to PENDING. Grading itself is grades.service.ts.
 * Progress follows [CONTRACT 9]: submitting completes the assignment's activity for the learner; a retry or a
 * reject reopens it and revokes a certificate issued for the course.
 */
import { createReadStream } from 'node:fs';
import type { Logger } from 'pino';
import type { Static } from 'typebox';
import type { Db, Tx } from '../../db.ts';
import { toApiDate, toDbTime, type Clock } from '../../platform/clock.ts';
import { toBool } from '../../platform/db/database.ts';
import { onUniqueViolation } from '../../platform/db/unique-violations.ts';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '../../platform/http/errors.ts';
import { RawJson } from '../../platform/http/raw-json.ts';
import { newUuid } from '../../platform/ids.ts';
import type { ObjectRead, Storage } from '../../platform/storage/storage.ts';
import type { AccessControl, Principal } from '../access/index.ts';
import type { CoursesService, ReceivedFile } from '../courses/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import type { AssignmentsService } from './assignments.service.ts';
import type { GradesService } from './grades.service.ts';
import type { SubmissionGuard } from './submission-guard.ts';
import type { SubmittedFileRead } from './submissions.schemas.ts';
import {
  UNIQUE_ATTEMPT,
  type AnswerRow,
  type AssignmentRow,
  type AssignmentsRepository,
  type SubmissionRow,
  type TaskRow,
} from './assignments.repository.ts';
import { AUTO_GRADED, type TaskType } from './grading/types.ts';

export interface SubmissionsDeps {
  db: Db;
  repo: AssignmentsRepository;
  assignments: AssignmentsService;
  courses: CoursesService;
  access: AccessControl;
  clock: Clock;
  events: EventPublisher;
  storage: Storage;
  logger: Logger;
  findUser: (
    userId: number,
  ) => Promise<{ id: number; user_uuid: string; email: string; username: string } | undefined>;
  findRole: (orgId: number, userId: number) => Promise<string | null>;
  grades: GradesService;
  guard: SubmissionGuard;
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
  constructor(private readonly deps: SubmissionsDeps) {}

  /** PUT …/tasks/{task}/submissions: saves one answer of the current (PENDING) attempt. */
  async saveAnswer(
    principal: Principal,
    assignmentUuid: string,
    taskUuid: string,
    onBehalfOf: number | undefined,
    answer: { value: unknown; raw: string },
  ) {
    const { task, assignment } = await this.deps.assignments.requireTask(taskUuid, assignmentUuid);
    const learner = await this.actingFor(principal, assignment, onBehalfOf);
    if (task.assignment_type === 'FILE_SUBMISSION') this.checkFileAnswer(answer.value);
    const now = toDbTime(this.deps.clock.now());
    const submission = await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.repo.lockLearner(trx, assignment.id, learner.userId);
      const current = await this.currentOrNew(trx, assignment, learner.userId, now);
      if (current.status !== 'PENDING') {
        throw new BadRequestError(
          'This assignment is already submitted; answers can change only in a new attempt (retry)',
          'already_submitted',
        );
      }
      await this.deps.repo.upsertAnswer(trx, {
        org_id: assignment.org_id,
        submission_id: current.id,
        task_id: task.id,
        task_submission: task.assignment_type === 'CUSTOM' ? answer.raw : JSON.stringify(answer.value),
        grade: null,
        feedback: '',
        manually_graded: false,
        grading_note: null,
        creation_date: now,
        update_date: now,
      });
      await this.deps.repo.updateSubmission(trx, assignment.org_id, current.id, { update_date: now });
      return current;
    });
    return this.presentSubmission(assignment, (await this.reload(submission))!, false);
  }

  /** POST …/submissions: submits the current attempt (SUBMITTED, or LATE on a learner's behalf). */
  async submit(principal: Principal, assignmentUuid: string, onBehalfOf: number | undefined) {
    const assignment = await this.deps.assignments.requireAssignment(assignmentUuid);
    const learner = await this.actingFor(principal, assignment, onBehalfOf);
    const now = this.deps.clock.now();
    const late = isPastDeadline(assignment.due_date, now);
    if (late && !learner.onBehalf) {
      throw new ForbiddenError('The deadline of this assignment has passed', 'deadline_passed');
    }
    // Read before the transaction: on SQLite the transaction holds the only connection.
    const user = await this.deps.findUser(learner.userId);
    const submitted = await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.repo.lockLearner(trx, assignment.id, learner.userId);
      const current = await this.currentOrNew(trx, assignment, learner.userId, toDbTime(now));
      if (current.status !== 'PENDING')
        throw new BadRequestError('This assignment is already submitted', 'already_submitted');
      const row = await this.deps.repo.updateSubmission(trx, assignment.org_id, current.id, {
        status: late ? 'LATE' : 'SUBMITTED',
        submitted_at: toDbTime(now),
        update_date: toDbTime(now),
      });
      const course = await this.deps.courses.requireCourseById(assignment.course_id, trx);
      await this.deps.events.publishEvent(trx, assignment.org_id, 'assignment_submitted', {
        user: { user_uuid: user?.user_uuid ?? '', email: user?.email ?? '', username: user?.username ?? '' },
        assignment: { assignment_uuid: assignment.assignment_uuid },
        course: { course_uuid: course.course_uuid, name: course.name },
      });
      await this.deps.progress.submitted(trx, assignment, learner.userId);
      return row!;
    });
    const tasks = await this.deps.repo.listTasks(this.deps.db, assignment.id);
    // CONTRACT 6: with auto_grading on and nothing to grade by hand, submitting grades at once.
    if (
      toBool(assignment.auto_grading) &&
      tasks.length > 0 &&
      tasks.every((t) => AUTO_GRADED.has(t.assignment_type as TaskType))
    ) {
      await this.deps.grades.recompute(assignment, submitted, undefined);
    }
    return this.presentSubmission(assignment, (await this.reload(submitted))!, false);
  }

  /**
   * Reject (graders) [CONTRACT 10]: the submission goes back to PENDING, its grade and dates cleared, the
   * answers kept, so the learner can change them and submit again.
   */
  async reject(principal: Principal, assignmentUuid: string, userId: number) {
    const assignment = await this.deps.assignments.requireAssignment(assignmentUuid);
    await this.deps.guard.requireGrader(principal, assignment, 'update');
    // Read before the transaction for the order of the answers only (404, then 400); decided under the lock.
    if ((await this.deps.guard.requireCurrent(assignment, userId)).status === 'PENDING') throw notSubmitted();
    const now = toDbTime(this.deps.clock.now());
    const row = await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.repo.lockLearner(trx, assignment.id, userId);
      // A retry or another reject may have run since the read above: reject what is current now.
      const current = await this.deps.guard.requireCurrent(assignment, userId, trx);
      if (current.status === 'PENDING') throw notSubmitted();
      await this.deps.progress.reopened(trx, assignment, userId, 'submission_rejected');
      return this.deps.repo.updateSubmission(trx, assignment.org_id, current.id, {
        status: 'PENDING',
        grade: null,
        submitted_at: null,
        graded_at: null,
        update_date: now,
      });
    });
    return this.presentSubmission(assignment, row!, true);
  }

  /** Retry (session only): a new PENDING attempt when allowed [CONTRACT 6]. */
  async retry(principal: Principal, assignmentUuid: string) {
    const assignment = await this.deps.assignments.requireAssignment(assignmentUuid);
    const { user } = this.deps.access.requireSessionUser(principal, assignment.org_id);
    await this.deps.assignments.standing(principal, assignment, 'read');
    const now = toDbTime(this.deps.clock.now());
    const next = await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.repo.lockLearner(trx, assignment.id, user.id);
      const current = await this.deps.repo.findCurrentSubmission(trx, assignment.id, user.id);
      if (current === undefined || current.status === 'PENDING') {
        throw new BadRequestError('There is no submitted attempt to retry', 'nothing_to_retry');
      }
      if (!toBool(assignment.allow_retries))
        throw new BadRequestError('This assignment allows no retries', 'retries_not_allowed');
      if (assignment.max_retries > 0 && current.attempt_number - 1 >= assignment.max_retries) {
        throw new BadRequestError(`No retries left (at most ${assignment.max_retries})`, 'retries_exhausted');
      }
      await this.deps.repo.updateSubmission(trx, assignment.org_id, current.id, {
        is_current: false,
        update_date: now,
      });
      await this.deps.progress.reopened(trx, assignment, user.id, 'assignment_retried');
      return this.deps.repo.insertSubmission(
        trx,
        newAttempt(assignment, user.id, current.attempt_number + 1, now),
      );
    });
    return this.presentSubmission(assignment, next, false);
  }

  /** Every learner's current submission (graders). */
  async listSubmissions(principal: Principal, assignmentUuid: string) {
    const assignment = await this.deps.assignments.requireAssignment(assignmentUuid);
    await this.deps.guard.requireGrader(principal, assignment, 'read');
    const rows = await this.deps.repo.listCurrentSubmissions(this.deps.db, assignment.id);
    const answers = await this.deps.repo.listAnswers(
      this.deps.db,
      rows.map((r) => r.id),
    );
    const tasks = await this.deps.repo.listTasks(this.deps.db, assignment.id);
    return rows.map((row) =>
      presentSubmissionRow(
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
    return this.presentSubmission(assignment, await this.deps.guard.requireCurrent(assignment, userId), true);
  }

  /** Every learner's current answer to one task (graders). */
  async listTaskAnswers(principal: Principal, assignmentUuid: string, taskUuid: string) {
    const { task, assignment } = await this.deps.assignments.requireTask(taskUuid, assignmentUuid);
    await this.deps.guard.requireGrader(principal, assignment, 'read');
    const rows = await this.deps.repo.listAnswersToTask(this.deps.db, task.id);
    return rows.map((row) => ({
      user_id: row.user_id,
      status: row.status,
      attempt_number: row.attempt_number,
      ...presentAnswer(task, row),
    }));
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
    const answer = (await this.deps.repo.listAnswers(this.deps.db, [current.id])).find(
      (a) => a.task_id === task.id,
    );
    if (answer === undefined) throw new NotFoundError('No answer to this task yet');
    return {
      user_id: userId,
      status: current.status,
      attempt_number: current.attempt_number,
      ...presentAnswer(task, answer),
    };
  }

  /**
   * Upload for a FILE_SUBMISSION task; the answer then names the returned `file_uuid`. Typed by the response
   * schema, which serialises this answer: a field it does not list would be dropped.
   */
  async uploadFile(
    principal: Principal,
    assignmentUuid: string,
    taskUuid: string,
    onBehalfOf: number | undefined,
    file: ReceivedFile,
  ): Promise<Static<typeof SubmittedFileRead>> {
    const { task, assignment } = await this.deps.assignments.requireTask(taskUuid, assignmentUuid);
    if (task.assignment_type !== 'FILE_SUBMISSION') {
      throw new BadRequestError('Files are uploaded for FILE_SUBMISSION tasks only', 'not_a_file_task');
    }
    const learner = await this.actingFor(principal, assignment, onBehalfOf);
    const current = await this.deps.repo.findCurrentSubmission(this.deps.db, assignment.id, learner.userId);
    if (current !== undefined && current.status !== 'PENDING') {
      throw new BadRequestError(
        'This assignment is already submitted; files can change only in a new attempt (retry)',
        'already_submitted',
      );
    }
    const fileUuid = `${newUuid('submission').slice('submission_'.length)}.${file.ext}`;
    const key = `${await this.deps.assignments.filesPrefix(assignment)}tasks/${task.assignment_task_uuid}/submissions/${learner.userId}/${fileUuid}`;
    const stored = await this.deps.storage.put(key, createReadStream(file.path), { contentType: file.mime });
    return {
      file_uuid: fileUuid,
      file_size: stored.size,
      file_type: file.mime,
      task_submission: { file_uuid: fileUuid },
    };
  }

  async submittedFile(
    principal: Principal,
    assignmentUuid: string,
    taskUuid: string,
    userId: number,
    fileUuid: string,
  ): Promise<ObjectRead> {
    const { task, assignment } = await this.deps.assignments.requireTask(taskUuid, assignmentUuid);
    await this.deps.guard.requireReader(principal, assignment, userId);
    const key = `${await this.deps.assignments.filesPrefix(assignment)}tasks/${task.assignment_task_uuid}/submissions/${userId}/${fileUuid}`;
    const stored = /^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/.test(fileUuid)
      ? await this.deps.storage.get(key)
      : undefined;
    if (stored === undefined) throw new NotFoundError('File not found');
    return stored;
  }

  /** Who a save or submit is for: the signed-in learner, or `on_behalf_of_user_id` for graders and tokens. */
  private async actingFor(
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
    if (principal.kind === 'user') await this.deps.guard.requireGrader(principal, assignment, 'create');
    if ((await this.deps.findUser(onBehalfOf)) === undefined) throw new NotFoundError('No user with this id');
    if ((await this.deps.findRole(assignment.org_id, onBehalfOf)) === null) {
      throw new ForbiddenError('This user is not a member of the organization', 'not_member');
    }
    return { userId: onBehalfOf, onBehalf: true };
  }

  private async currentOrNew(
    trx: Tx,
    assignment: AssignmentRow,
    userId: number,
    now: string,
  ): Promise<SubmissionRow> {
    const current = await this.deps.repo.findCurrentSubmission(trx, assignment.id, userId);
    if (current !== undefined) return current;
    // Callers hold the learner's lock, so no other first attempt can be written meanwhile; should one be, the
    // caller is asked to try again rather than answered with a 500.
    return onUniqueViolation(
      () => this.deps.repo.insertSubmission(trx, newAttempt(assignment, userId, 1, now)),
      UNIQUE_ATTEMPT,
      () => new BadRequestError('A submission is being created; try again', 'busy'),
    );
  }

  private reload(submission: SubmissionRow): Promise<SubmissionRow | undefined> {
    return this.deps.repo.findSubmissionById(this.deps.db, submission.id);
  }

  private checkFileAnswer(value: unknown): void {
    const fileUuid = (value as { file_uuid?: unknown } | null)?.file_uuid;
    if (typeof fileUuid !== 'string' || !/^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/.test(fileUuid)) {
      throw new BadRequestError(
        'A FILE_SUBMISSION answer is {file_uuid} from the file upload',
        'invalid_file_answer',
      );
    }
  }

  private async presentSubmission(
    assignment: AssignmentRow,
    submission: SubmissionRow,
    withHistory: boolean,
  ) {
    const tasks = await this.deps.repo.listTasks(this.deps.db, assignment.id);
    const attempts = withHistory
      ? await this.deps.repo.listAttempts(this.deps.db, assignment.id, submission.user_id)
      : [submission];
    const answers = await this.deps.repo.listAnswers(
      this.deps.db,
      attempts.map((a) => a.id),
    );
    const present = (row: SubmissionRow) =>
      presentSubmissionRow(
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

function presentAnswer(task: TaskRow, answer: AnswerRow) {
  return {
    assignment_task_uuid: task.assignment_task_uuid,
    task_submission: new RawJson(answer.task_submission),
    grade: answer.grade,
    feedback: answer.feedback,
    manually_graded: toBool(answer.manually_graded),
    grading_note: answer.grading_note,
    update_date: toApiDate(answer.update_date),
  };
}

function presentSubmissionRow(
  assignment: AssignmentRow,
  row: SubmissionRow,
  tasks: TaskRow[],
  answers: AnswerRow[],
) {
  const byTask = new Map(answers.map((a) => [a.task_id, a]));
  return {
    submission_uuid: row.submission_uuid,
    assignment_uuid: assignment.assignment_uuid,
    user_id: row.user_id,
    attempt_number: row.attempt_number,
    status: row.status,
    grade: row.grade,
    overall_feedback: row.overall_feedback,
    submitted_at: row.submitted_at === null ? null : toApiDate(row.submitted_at),
    graded_at: row.graded_at === null ? null : toApiDate(row.graded_at),
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
    tasks: tasks.flatMap((task) => {
      const answer = byTask.get(task.id);
      return answer === undefined ? [] : [presentAnswer(task, answer)];
    }),
  };
}

/** A fresh, current, PENDING attempt. */
function newAttempt(assignment: AssignmentRow, userId: number, attemptNumber: number, now: string) {
  return {
    submission_uuid: newUuid('submission'),
    org_id: assignment.org_id,
    assignment_id: assignment.id,
    user_id: userId,
    attempt_number: attemptNumber,
    is_current: true,
    status: 'PENDING' as const,
    grade: null,
    overall_feedback: '',
    submitted_at: null,
    graded_at: null,
    creation_date: now,
    update_date: now,
  };
}

function notSubmitted(): BadRequestError {
  return new BadRequestError('This submission is not submitted', 'not_submitted');
}

/** CONTRACT 6: the deadline is the end of the due date, UTC. */
export function isPastDeadline(dueDate: string | null, now: Date): boolean {
  if (dueDate === null) return false;
  return now.getTime() >= new Date(`${dueDate}T00:00:00Z`).getTime() + 24 * 60 * 60 * 1000;
}

/**
 * Grades [SPEC 2.7, 4.4; CONTRACT 6]: recomputed on the server from the stored answers (auto-gradable tasks
 * re-verified, hand grades kept), set by hand by graders, and read as CONTRACT 6's grade object.
 */
import type { Db, Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { BadRequestError } from '../../platform/http/errors.ts';
import type { Principal } from '../access/index.ts';
import type { CoursesService } from '../courses/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import type { AssignmentsService } from './assignments.service.ts';
import { presentGrade, type GradeRead } from './assignments.presenter.ts';
import {
  AssignmentsRepository,
  type AnswerRow,
  type AssignmentRow,
  type SubmissionRow,
  type TaskRow,
} from './assignments.repository.ts';
import { SubmissionsRepository } from './submissions.repository.ts';
import type { SubmissionStatus } from './assignments.tables.ts';
import type { CodeRunner, RunLimits } from './code-runner/code-runner.ts';
import { autoGrades, runsCode } from './auto-grades.ts';
import type { SubmissionGuard } from './submission-guard.ts';

export interface GradesDeps {
  db: Db;
  assignments: AssignmentsService;
  courses: CoursesService;
  clock: Clock;
  events: EventPublisher;
  runner: CodeRunner;
  runLimits: RunLimits;
  guard: SubmissionGuard;
}

export interface ManualGrade {
  grade?: number;
  status?: SubmissionStatus;
  overall_feedback?: string;
  tasks?: { assignment_task_uuid: string; grade: number; feedback?: string }[];
}

export class GradesService {
  private readonly repo = new AssignmentsRepository();
  private readonly submissionsRepo = new SubmissionsRepository();

  constructor(private readonly deps: GradesDeps) {}

  /** POST …/submissions/{user_id}/grade: recomputes from the stored answers. */
  async grade(
    principal: Principal,
    assignmentUuid: string,
    userId: number,
    overallFeedback: string | undefined,
  ): Promise<GradeRead> {
    const { assignment, tasks } = await this.deps.assignments.requireAssignmentWithTasks(assignmentUuid);
    await this.deps.guard.requireGrader(principal, assignment, 'update');
    const graded = await this.recompute(assignment, { userId }, overallFeedback, tasks);
    // Retried or rejected while its answers were being graded: the request no longer names a submitted attempt.
    if (graded === undefined) throw notSubmitted();
    // What the transaction read and wrote is the grade as committed: no second read.
    return presentGrade(assignment, graded.row, graded.tasks, graded.answers);
  }

  async readGrade(principal: Principal, assignmentUuid: string, userId: number): Promise<GradeRead> {
    const assignment = await this.deps.assignments.requireAssignment(assignmentUuid);
    await this.deps.guard.requireReader(principal, assignment, userId);
    return this.gradeObject(assignment, await this.deps.guard.requireCurrent(assignment, userId));
  }

  /** PUT …/submissions/{user_id}: grades set by hand, clamped to 0..max [CONTRACT 6]. */
  async setGrade(
    principal: Principal,
    assignmentUuid: string,
    userId: number,
    input: ManualGrade,
  ): Promise<GradeRead> {
    const { assignment, tasks } = await this.deps.assignments.requireAssignmentWithTasks(assignmentUuid);
    await this.deps.guard.requireGrader(principal, assignment, 'update');
    // Read before the transaction for the order of the answers only (404 before a 400 of the body).
    await this.deps.guard.requireCurrent(assignment, userId);
    const byUuid = new Map(tasks.map((t) => [t.assignment_task_uuid, t]));
    for (const entry of input.tasks ?? []) {
      if (!byUuid.has(entry.assignment_task_uuid)) {
        throw new BadRequestError(
          `Task ${entry.assignment_task_uuid} is not a task of this assignment`,
          'unknown_task',
        );
      }
    }
    const now = toDbTime(this.deps.clock.now());
    const maxGrade = tasks.reduce((sum, t) => sum + t.max_grade_value, 0);
    const updated = await this.deps.db.transaction().execute(async (trx) => {
      await this.submissionsRepo.lockLearner(trx, assignment.id, userId);
      // The attempt to grade is the one current now: a retry since the read above made a new one.
      const current = await this.deps.guard.requireCurrent(assignment, userId, trx);
      // A PENDING attempt may be graded by hand while the learner saves answers, which lock its row rather
      // than the learner: the answers are read once a save in progress has committed, and none starts meanwhile.
      await this.submissionsRepo.lockAttempt(trx, assignment.org_id, current.id);
      const answers = new Map(
        (await this.submissionsRepo.listAnswers(trx, assignment.org_id, [current.id])).map((a) => [
          a.task_id,
          a,
        ]),
      );
      for (const entry of input.tasks ?? []) {
        const task = byUuid.get(entry.assignment_task_uuid)!;
        const grade = clamp(Math.round(entry.grade), 0, task.max_grade_value);
        const existing = answers.get(task.id);
        if (existing === undefined) {
          await this.submissionsRepo.upsertAnswer(trx, assignment.org_id, {
            submission_id: current.id,
            task_id: task.id,
            // Graded without an answer (work handed in another way): no answer is recorded.
            task_submission: 'null',
            grade,
            feedback: entry.feedback ?? '',
            manually_graded: true,
            grading_note: null,
            creation_date: now,
            update_date: now,
          });
          // upsertAnswer resets grades on conflict only; a fresh row keeps what was written.
        } else {
          await this.submissionsRepo.updateAnswer(trx, assignment.org_id, existing.id, {
            grade,
            ...(entry.feedback !== undefined && { feedback: entry.feedback }),
            manually_graded: true,
            grading_note: null,
            update_date: now,
          });
        }
      }
      const total = await this.sumOfGrades(trx, assignment.org_id, current.id);
      const status =
        input.status ?? (input.tasks !== undefined || input.grade !== undefined ? 'GRADED' : current.status);
      const row = await this.submissionsRepo.updateSubmission(trx, assignment.org_id, current.id, {
        grade: input.grade !== undefined ? clamp(Math.round(input.grade), 0, maxGrade) : total,
        status,
        ...(input.overall_feedback !== undefined && { overall_feedback: input.overall_feedback }),
        ...(status === 'GRADED' && { graded_at: now }),
        update_date: now,
      });
      if (status === 'GRADED') await this.publishGraded(trx, assignment, row!);
      return row!;
    });
    return this.gradeObject(assignment, updated);
  }

  /**
   * Grades every answer of the attempt on the server: auto-gradable ones re-verified (never trusting a sent
   * grade), hand-graded ones kept. Under the learner's lock the attempt and its answers are read again and only
   * what still holds is written, and only where it changes (an answer whose grade and note stay keeps its row
   * and its `update_date`). Code runs happen before the transaction so it never waits on them; an assignment
   * without CODE tasks is graded under the lock, from the answers read there (grading them takes microseconds).
   * Answers the attempt as committed, with the tasks it was graded against; undefined when the attempt is no
   * longer the learner's submitted one (retried or rejected meanwhile).
   */
  async recompute(
    assignment: AssignmentRow,
    learner: { userId: number; attempt?: SubmissionRow | undefined },
    overallFeedback: string | undefined,
    tasks: TaskRow[],
  ): Promise<Recomputed | undefined> {
    const { userId } = learner;
    // Programs run before the transaction, so the attempt they run for is read first (404, 400 when pending);
    // without CODE tasks it is the one current under the lock.
    const attempt =
      learner.attempt ??
      (runsCode(tasks)
        ? await this.deps.guard.requireSubmitted(assignment, userId, notSubmitted)
        : undefined);
    for (let round = 1; ; round += 1) {
      const graded =
        attempt && (await this.submissionsRepo.listAnswers(this.deps.db, assignment.org_id, [attempt.id]));
      const early = graded && (await this.grades(tasks, graded));
      const result = await this.deps.db.transaction().execute(async (trx) => {
        await this.submissionsRepo.lockLearner(trx, assignment.id, userId);
        // The current attempt and its answers, in one round trip under the lock.
        const { current, answers: stored } = await this.submissionsRepo.findCurrentWithAnswers(
          trx,
          assignment.org_id,
          assignment.id,
          userId,
        );
        let submission: SubmissionRow;
        if (attempt === undefined) submission = this.deps.guard.submitted(current, notSubmitted);
        else {
          if (current?.id !== attempt.id || current.status === 'PENDING') return undefined;
          submission = current;
        }
        // Rejected, answered anew and submitted again while the answers were graded: grade the new answers.
        const stillGraded = new Set(
          graded === undefined ? stored : stored.filter((a) => graded.some((g) => sameAnswer(g, a))),
        );
        if (stillGraded.size < stored.length && round < RECOMPUTE_ROUNDS) return 'again' as const;
        const outcomes = early ?? (await this.grades(tasks, stored));
        const now = toDbTime(this.deps.clock.now());
        const answers: AnswerRow[] = [];
        for (const answer of stored) {
          const outcome = outcomes.get(answer.task_id);
          // A hand grade given meanwhile is kept, like every hand grade.
          const regraded =
            stillGraded.has(answer) &&
            outcome !== undefined &&
            !answer.manually_graded &&
            (outcome.grade !== answer.grade || outcome.note !== answer.grading_note);
          if (!regraded) {
            answers.push(answer);
            continue;
          }
          const change = { grade: outcome.grade, grading_note: outcome.note, update_date: now };
          await this.submissionsRepo.updateAnswer(trx, assignment.org_id, answer.id, change);
          answers.push({ ...answer, ...change });
        }
        const row = await this.submissionsRepo.updateSubmission(trx, assignment.org_id, submission.id, {
          grade: answers.reduce((sum, a) => sum + (a.grade ?? 0), 0),
          status: 'GRADED',
          graded_at: now,
          ...(overallFeedback !== undefined && { overall_feedback: overallFeedback }),
          update_date: now,
        });
        await this.publishGraded(trx, assignment, row!);
        return { row: row!, tasks, answers };
      });
      if (result !== 'again') return result;
    }
  }

  private grades(tasks: readonly TaskRow[], answers: readonly AnswerRow[]) {
    return autoGrades(tasks, answers, this.deps.runner, this.deps.runLimits);
  }

  private async publishGraded(trx: Tx, assignment: AssignmentRow, submission: SubmissionRow): Promise<void> {
    await this.deps.events.publishEvent(trx, assignment.org_id, 'assignment_graded', {
      user_id: submission.user_id,
      assignment_uuid: assignment.assignment_uuid,
      course_uuid: await this.deps.courses.courseUuidOf(assignment.course_id, trx),
      grade: submission.grade ?? 0,
    });
  }

  private async sumOfGrades(trx: Tx, orgId: number, submissionId: number): Promise<number> {
    return (await this.submissionsRepo.listAnswers(trx, orgId, [submissionId])).reduce(
      (sum, a) => sum + (a.grade ?? 0),
      0,
    );
  }

  async gradeObject(assignment: AssignmentRow, submission: SubmissionRow): Promise<GradeRead> {
    const { db } = this.deps;
    const tasks = await this.repo.listTasks(db, assignment.org_id, assignment.id);
    const answers = await this.submissionsRepo.listAnswers(db, assignment.org_id, [submission.id]);
    return presentGrade(assignment, submission, tasks, answers);
  }
}

/**
 * How often a recompute grades again when the answers changed under it; the last round writes the grades of
 * the answers it graded and leaves the others as stored.
 */
const RECOMPUTE_ROUNDS = 3;

/** The same answer row with the same text as when it was graded. */
function sameAnswer(graded: AnswerRow, now: AnswerRow): boolean {
  return graded.id === now.id && graded.task_submission === now.task_submission;
}

/** A recomputed attempt as committed, with the tasks it was graded against and its answers. */
export interface Recomputed {
  row: SubmissionRow;
  tasks: TaskRow[];
  answers: AnswerRow[];
}

function notSubmitted(): BadRequestError {
  return new BadRequestError('Only a submitted assignment can be graded', 'not_submitted');
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

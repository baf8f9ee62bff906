/**
 * SQL for submissions (one row per attempt of a learner) and their task answers. Every method but the learner's
 * lock takes the organization and filters by it; rows leave with their boolean columns as booleans.
 */
import type { Selectable, Updateable } from 'kysely';
import type { Tx } from '../../db.ts';
import { toBool } from '../../platform/db/database.ts';
import { lockKey } from '../../platform/db/locking.ts';
import { compiledOnce } from '../../platform/db/compiled-once.ts';
import { inOneTrip } from '../../platform/db/one-trip.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import {
  answersOfPendingStatement,
  attemptValues,
  saveAnswerToPendingStatement,
  touchPendingStatement,
  upsertAnswerQuery,
  type AnswerInTaskOrder,
  type NewAnswer,
  type NewAttempt,
  type SavedAnswer,
} from './answer-statements.repository.ts';
import type {
  AnswerRow,
  AssignmentSubmissionsTable,
  AssignmentTables,
  SubmissionRow,
  TaskSubmissionsTable,
} from './assignments.tables.ts';

const own = ownTables<AssignmentTables>();

/** The advisory-lock namespace of learners' submissions (any fixed number unique in the service). */
const LEARNER_LOCKS = 5001;

export class SubmissionsRepository {
  /**
   * Serialises changes to one learner's submissions of one assignment (submit, retry, reject, grades), so
   * learners never wait for each other: before, every save of a class took the assignment's row lock. An answer
   * save takes the current attempt's row lock instead (`saveAnswerToCurrentAttempt`), which each of these
   * waits for when it updates that row.
   * A named lock, no row: the assignment id is unique across organizations, so the key needs no organization.
   */
  async lockLearner(db: Tx, assignmentId: number, userId: number): Promise<void> {
    await lockKey(db, LEARNER_LOCKS, `${assignmentId}:${userId}`);
  }

  /** Holds an attempt's row until the transaction ends (a no-op update: PostgreSQL's row lock, portably). */
  async lockAttempt(db: Tx, orgId: number, id: number): Promise<void> {
    await own(db)
      .updateTable('assignment_submissions')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }

  async findSubmissionById(db: Tx, orgId: number, id: number): Promise<SubmissionRow | undefined> {
    const row = await own(db)
      .selectFrom('assignment_submissions')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && submissionRow(row);
  }

  async findCurrentSubmission(
    db: Tx,
    orgId: number,
    assignmentId: number,
    userId: number,
  ): Promise<SubmissionRow | undefined> {
    const { rows } = await currentAttemptRow(db, { orgId, assignmentId, userId });
    return rows[0] && submissionRow(rows[0]);
  }

  /** `findCurrentSubmission` and that attempt's answers (found by the same condition) in one round trip. */
  async findCurrentWithAnswers(
    db: Tx,
    orgId: number,
    assignmentId: number,
    userId: number,
  ): Promise<{ current: SubmissionRow | undefined; answers: AnswerRow[] }> {
    const args = { orgId, assignmentId, userId };
    const [rows, answers] = await inOneTrip(db, [
      currentAttemptRow.bound(db, args),
      currentAttemptAnswers.bound(db, args),
    ]);
    return { current: rows[0] && submissionRow(rows[0]), answers: answers.map(answerRow) };
  }

  /** Every attempt of a learner, newest first. */
  async listAttempts(db: Tx, orgId: number, assignmentId: number, userId: number): Promise<SubmissionRow[]> {
    const rows = await own(db)
      .selectFrom('assignment_submissions')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('assignment_id', '=', assignmentId)
      .where('user_id', '=', userId)
      .orderBy('attempt_number', 'desc')
      .execute();
    return rows.map(submissionRow);
  }

  async listCurrentSubmissions(db: Tx, orgId: number, assignmentId: number): Promise<SubmissionRow[]> {
    const rows = await own(db)
      .selectFrom('assignment_submissions')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('assignment_id', '=', assignmentId)
      .where('is_current', '=', true)
      .orderBy('user_id')
      .execute();
    return rows.map(submissionRow);
  }

  async insertSubmission(db: Tx, orgId: number, attempt: NewAttempt): Promise<SubmissionRow> {
    return submissionRow(
      await own(db)
        .insertInto('assignment_submissions')
        .values({ ...attemptValues(attempt), org_id: orgId })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }

  async updateSubmission(
    db: Tx,
    orgId: number,
    id: number,
    values: Updateable<AssignmentSubmissionsTable>,
  ): Promise<SubmissionRow | undefined> {
    const row = await own(db)
      .updateTable('assignment_submissions')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && submissionRow(row);
  }

  /** Saves (or replaces) one task answer of an attempt; concurrent saves leave one consistent row. */
  async upsertAnswer(db: Tx, orgId: number, values: NewAnswer): Promise<void> {
    await upsertAnswerQuery(db, orgId, values).execute();
  }

  /**
   * A learner's answer to their current attempt, in one round trip that ends the transaction (its commit goes
   * with it on PostgreSQL, one-trip.ts): the attempt touched, or started if the learner has none
   * (`touchPendingStatement`), the answer saved (or replaced) as `upsertAnswer` saves it, ungraded, and the
   * attempt's answers in the order of its tasks, each with its task's uuid (the saved one among them). The
   * answer and the answers find the attempt by a subquery, so nothing waits for the touch's answer; when the
   * attempt is no longer PENDING the touch answers no row and nothing is written (`attempt` undefined).
   */
  async saveAnswerToCurrentAttempt(
    db: Tx,
    orgId: number,
    first: NewAttempt,
    answer: SavedAnswer,
  ): Promise<{ attempt: SubmissionRow | undefined; answers: AnswerInTaskOrder[] }> {
    const attempt = { orgId, assignmentId: first.assignmentId, userId: first.userId };
    const [touched, , rows] = await inOneTrip(
      db,
      [
        touchPendingStatement.bound(db, { ...first, orgId }),
        saveAnswerToPendingStatement.bound(db, { ...attempt, ...answer }),
        answersOfPendingStatement.bound(db, attempt),
      ],
      { commit: true },
    );
    return { attempt: touched[0] && submissionRow(touched[0]), answers: rows.map(answerRow) };
  }

  async listAnswers(db: Tx, orgId: number, submissionIds: number[]): Promise<AnswerRow[]> {
    if (submissionIds.length === 0) return [];
    const rows = await own(db)
      .selectFrom('task_submissions')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('submission_id', 'in', submissionIds)
      .orderBy('id')
      .execute();
    return rows.map(answerRow);
  }

  async updateAnswer(
    db: Tx,
    orgId: number,
    id: number,
    values: Updateable<TaskSubmissionsTable>,
  ): Promise<void> {
    await own(db)
      .updateTable('task_submissions')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }

  /** The current answers to one task, with their learner. */
  async listAnswersToTask(db: Tx, orgId: number, taskId: number) {
    const rows = await own(db)
      .selectFrom('task_submissions as a')
      .innerJoin('assignment_submissions as s', 's.id', 'a.submission_id')
      .selectAll('a')
      .select(['s.user_id', 's.status', 's.attempt_number'])
      .where('a.org_id', '=', orgId)
      .where('a.task_id', '=', taskId)
      .where('s.is_current', '=', true)
      .orderBy('s.user_id')
      .execute();
    return rows.map(answerRow);
  }
}

interface LearnerArgs {
  orgId: number;
  assignmentId: number;
  userId: number;
}

function currentAttempt(db: Tx, { orgId, assignmentId, userId }: LearnerArgs) {
  return own(db)
    .selectFrom('assignment_submissions')
    .where('org_id', '=', orgId)
    .where('assignment_id', '=', assignmentId)
    .where('user_id', '=', userId)
    .where('is_current', '=', true);
}

const currentAttemptRow = compiledOnce((db, { orgId, assignmentId, userId }: LearnerArgs) => {
  return currentAttempt(db, { orgId, assignmentId, userId }).selectAll();
});

const currentAttemptAnswers = compiledOnce((db, { orgId, assignmentId, userId }: LearnerArgs) => {
  return own(db)
    .selectFrom('task_submissions')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('submission_id', '=', currentAttempt(db, { orgId, assignmentId, userId }).select('id'))
    .orderBy('id');
});

function submissionRow(row: Selectable<AssignmentSubmissionsTable>): SubmissionRow {
  return { ...row, is_current: toBool(row.is_current) };
}

function answerRow<R extends Selectable<TaskSubmissionsTable>>(
  row: R,
): Omit<R, 'manually_graded'> & AnswerRow {
  return { ...row, manually_graded: toBool(row.manually_graded) };
}

/**
 * The statements of a task-answer save, the write learners make most, and the shapes they take: the attempt
 * touched or started, the answer written, the attempt's answers read back. The save's three are compiled once
 * (platform/db/compiled-once.ts) and sent in one trip, the last two finding the attempt by a subquery;
 * submissions.repository.ts runs them.
 */
import type { Insertable, OnConflictBuilder } from 'kysely';
import type { Tx } from '../../db.ts';
import { boolLiteral } from '../../platform/db/columns.ts';
import { compiledOnce } from '../../platform/db/compiled-once.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type {
  AnswerRow,
  AssignmentSubmissionsTable,
  AssignmentTables,
  TaskSubmissionsTable,
} from './assignments.tables.ts';

const own = ownTables<AssignmentTables>();

export type NewAnswer = Omit<Insertable<TaskSubmissionsTable>, 'org_id'>;

/** An answer with its task's uuid, as an attempt's answers are listed in the order of the tasks. */
export type AnswerInTaskOrder = AnswerRow & { assignment_task_uuid: string };

/** The statement of `upsertAnswer`. */
export function upsertAnswerQuery(db: Tx, orgId: number, values: NewAnswer) {
  return own(db)
    .insertInto('task_submissions')
    .values({ ...values, org_id: orgId })
    .onConflict(replacingAnswer(orgId, values.task_submission, values.update_date));
}

/** A task answered again: the new answer replaces the stored one, ungraded (within the organization). */
function replacingAnswer(orgId: number, answer: string, now: string) {
  return (oc: OnConflictBuilder<AssignmentTables, 'task_submissions'>) =>
    oc
      .columns(['submission_id', 'task_id'])
      .doUpdateSet({
        task_submission: answer,
        grade: null,
        manually_graded: false,
        grading_note: null,
        update_date: now,
      })
      .where('task_submissions.org_id', '=', orgId);
}

/** A learner's current attempt of an assignment, named by what it belongs to rather than by its id. */
interface PendingAttempt {
  orgId: number;
  assignmentId: number;
  userId: number;
}

/**
 * The id of a learner's current attempt while it is PENDING (no row otherwise), for a statement sent in the
 * same trip as the one that touches or starts the attempt (one-trip.ts), which cannot wait for its answer.
 */
function pendingAttemptId(db: Tx, a: PendingAttempt) {
  return own(db)
    .selectFrom('assignment_submissions')
    .select('id')
    .where('org_id', '=', a.orgId)
    .where('assignment_id', '=', a.assignmentId)
    .where('user_id', '=', a.userId)
    .where('is_current', '=', boolLiteral(db, true))
    .where('status', '=', 'PENDING');
}

/** A new attempt: PENDING and current, nothing graded or submitted yet. */
export interface NewAttempt {
  submissionUuid: string;
  assignmentId: number;
  userId: number;
  attemptNumber: number;
  now: string;
}

/** The row of a new attempt (without its organization). */
export function attemptValues(a: NewAttempt): Omit<Insertable<AssignmentSubmissionsTable>, 'org_id'> {
  return {
    submission_uuid: a.submissionUuid,
    assignment_id: a.assignmentId,
    user_id: a.userId,
    attempt_number: a.attemptNumber,
    is_current: true,
    status: 'PENDING',
    grade: null,
    overall_feedback: '',
    submitted_at: null,
    graded_at: null,
    creation_date: a.now,
    update_date: a.now,
  };
}

/** A learner's saved answer: its text as stored, ungraded. */
export interface SavedAnswer {
  taskId: number;
  answer: string;
  now: string;
}

type AttemptArgs = NewAttempt & { orgId: number };
/** An answer to the learner's PENDING current attempt, whatever its id: sent with the touch, in one trip. */
type PendingAnswerArgs = PendingAttempt & SavedAnswer;

// The task-answer save's statements, compiled once (platform/db/compiled-once.ts): the save is the write
// learners make most, and building these with Kysely cost about as much as SQLite spends running them.
export const touchPendingStatement = compiledOnce((db, { orgId, ...attempt }: AttemptArgs) => {
  return own(db)
    .insertInto('assignment_submissions')
    .values({ ...attemptValues(attempt), org_id: orgId })
    .onConflict((oc) =>
      oc
        .columns(['assignment_id', 'user_id'])
        .where('is_current', '=', boolLiteral(db, true))
        .doUpdateSet({ update_date: attempt.now })
        .where('assignment_submissions.status', '=', 'PENDING')
        .where('assignment_submissions.org_id', '=', orgId),
    )
    .returningAll();
});

/**
 * The answer written to the learner's current attempt if it is PENDING, found by a subquery rather than by its
 * id, so that it goes in the same trip as the attempt's touch (`touchPendingStatement`, which locks or starts
 * it): when the attempt is no longer PENDING, the touch answers nothing and this writes nothing.
 */
export const saveAnswerToPendingStatement = compiledOnce((db, { orgId, ...a }: PendingAnswerArgs) => {
  const attempt = { orgId, assignmentId: a.assignmentId, userId: a.userId };
  return own(db)
    .insertInto('task_submissions')
    .columns([
      'submission_id',
      'task_id',
      'task_submission',
      'grade',
      'feedback',
      'manually_graded',
      'grading_note',
      'creation_date',
      'update_date',
      'org_id',
    ])
    .expression(
      pendingAttemptId(db, attempt)
        .clearSelect()
        .select((eb) => [
          'id',
          eb.val(a.taskId).as('task_id'),
          eb.val(a.answer).as('task_submission'),
          eb.val(null).as('grade'),
          eb.val('').as('feedback'),
          eb.val(false).as('manually_graded'),
          eb.val(null).as('grading_note'),
          eb.val(a.now).as('creation_date'),
          eb.val(a.now).as('update_date'),
          eb.val(orgId).as('org_id'),
        ]),
    )
    .onConflict(replacingAnswer(orgId, a.answer, a.now));
});

/**
 * The answers of the learner's current attempt while it is PENDING, with their task's uuid, in the order of the
 * tasks (the same trip as above).
 */
export const answersOfPendingStatement = compiledOnce((db, { orgId, ...attempt }: PendingAttempt) => {
  return own(db)
    .selectFrom('task_submissions as a')
    .innerJoin('assignment_tasks as t', 't.id', 'a.task_id')
    .selectAll('a')
    .select('t.assignment_task_uuid')
    .where('a.org_id', '=', orgId)
    .where('a.submission_id', '=', pendingAttemptId(db, { orgId, ...attempt }))
    .orderBy('t.position')
    .orderBy('t.id');
});

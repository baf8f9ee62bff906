/**
 * The statements of a task-answer save, the write learners make most, and the shapes they take: the attempt
 * touched or started, the answer written, the attempt's answers read back. The save's three are compiled once
 * (platform/db/compiled-once.ts); submissions.repository.ts runs them.
 */
import type { Insertable } from 'kysely';
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
    .onConflict((oc) =>
      oc
        .columns(['submission_id', 'task_id'])
        .doUpdateSet({
          task_submission: values.task_submission,
          grade: null,
          manually_graded: false,
          grading_note: null,
          update_date: values.update_date,
        })
        .where('task_submissions.org_id', '=', orgId),
    );
}

/** An attempt's answers with their task's uuid, in the order of the tasks. */
function answersInTaskOrder(db: Tx, orgId: number, submissionId: number) {
  return own(db)
    .selectFrom('task_submissions as a')
    .innerJoin('assignment_tasks as t', 't.id', 'a.task_id')
    .selectAll('a')
    .select('t.assignment_task_uuid')
    .where('a.org_id', '=', orgId)
    .where('a.submission_id', '=', submissionId)
    .orderBy('t.position')
    .orderBy('t.id');
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
  submissionId: number;
  taskId: number;
  answer: string;
  now: string;
}

type AttemptArgs = NewAttempt & { orgId: number };
type AnswerArgs = SavedAnswer & { orgId: number };
type AnswersArgs = { orgId: number; submissionId: number };

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

export const saveAnswerStatement = compiledOnce((db, { orgId, ...answer }: AnswerArgs) => {
  return upsertAnswerQuery(db, orgId, {
    submission_id: answer.submissionId,
    task_id: answer.taskId,
    task_submission: answer.answer,
    grade: null,
    feedback: '',
    manually_graded: false,
    grading_note: null,
    creation_date: answer.now,
    update_date: answer.now,
  });
});

export const answersInTaskOrderStatement = compiledOnce((db, { orgId, submissionId }: AnswersArgs) => {
  return answersInTaskOrder(db, orgId, submissionId);
});

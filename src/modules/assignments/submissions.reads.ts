/**
 * Reads of attempts joined with their answers, and the shapes both leave the data access in: the current attempt
 * of a learner with its answers is one statement (a grade recompute reads both under the learner's lock).
 */
import type { Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import { toBool } from '../../platform/db/database.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import { columnList, pickColumns } from './assignments.reads.ts';
import type {
  AnswerRow,
  AssignmentSubmissionsTable,
  AssignmentTables,
  SubmissionRow,
  TaskSubmissionsTable,
} from './assignments.tables.ts';

const own = ownTables<AssignmentTables>();

/**
 * The learner's current attempt with its answers in id order, or undefined without one: a join whose rows each
 * carry the attempt's columns and one answer's, prefixed `a_` (one row with no answer when it has none).
 */
export async function currentAttemptWithAnswers(
  db: Tx,
  orgId: number,
  assignmentId: number,
  userId: number,
): Promise<{ attempt: SubmissionRow; answers: AnswerRow[] } | undefined> {
  const rows = await own(db)
    .selectFrom('assignment_submissions as s')
    .leftJoin('task_submissions as a', (join) =>
      join.onRef('a.submission_id', '=', 's.id').on('a.org_id', '=', orgId),
    )
    .select(SUBMISSION_COLUMNS.map((column) => `s.${column}` as const))
    .select((eb) => ANSWER_COLUMNS.map((column) => eb.ref(`a.${column}`).as(`a_${column}`)))
    .where('s.org_id', '=', orgId)
    .where('s.assignment_id', '=', assignmentId)
    .where('s.user_id', '=', userId)
    .where('s.is_current', '=', true)
    .orderBy('a.id')
    .execute();
  const first = rows[0];
  if (first === undefined) return undefined;
  const answers = rows
    .filter((row) => row.a_id !== null)
    .map((row) => answerRow(pickColumns<Selectable<TaskSubmissionsTable>>(row, ANSWER_COLUMNS, 'a_')));
  return {
    attempt: submissionRow(pickColumns<Selectable<AssignmentSubmissionsTable>>(first, SUBMISSION_COLUMNS)),
    answers,
  };
}

export function submissionRow(row: Selectable<AssignmentSubmissionsTable>): SubmissionRow {
  return { ...row, is_current: toBool(row.is_current) };
}

export function answerRow<R extends Selectable<TaskSubmissionsTable>>(
  row: R,
): Omit<R, 'manually_graded'> & AnswerRow {
  return { ...row, manually_graded: toBool(row.manually_graded) };
}

const SUBMISSION_COLUMNS = columnList<AssignmentSubmissionsTable>({
  id: 1,
  submission_uuid: 1,
  org_id: 1,
  assignment_id: 1,
  user_id: 1,
  attempt_number: 1,
  is_current: 1,
  status: 1,
  grade: 1,
  overall_feedback: 1,
  submitted_at: 1,
  graded_at: 1,
  creation_date: 1,
  update_date: 1,
});
const ANSWER_COLUMNS = columnList<TaskSubmissionsTable>({
  id: 1,
  org_id: 1,
  submission_id: 1,
  task_id: 1,
  task_submission: 1,
  grade: 1,
  feedback: 1,
  manually_graded: 1,
  grading_note: 1,
  creation_date: 1,
  update_date: 1,
});

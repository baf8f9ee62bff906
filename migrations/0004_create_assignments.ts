/**
 * Assignments [SPEC 2.5–2.7; CONTRACT 6]: an assignment hangs off an activity shell (TYPE_ASSIGNMENT), has
 * tasks, and per learner a submission with one row per attempt (the current one and the history), each with
 * its task answers and grades. Everything cascades from the activity, so deleting the activity, its chapter
 * or its course deletes the assignment with all its submissions.
 */
import { columnTools, type AnyDb } from '../src/platform/db/columns.ts';

export async function up(db: AnyDb): Promise<void> {
  const c = columnTools(db);

  await c
    .id(db.schema.createTable('assignments'))
    .addColumn('assignment_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('course_id', ...c.ref('courses.id'))
    .addColumn('chapter_id', c.bigint)
    .addColumn('activity_id', c.bigint, (col) =>
      col.notNull().unique().references('activities.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(500)', (col) => col.notNull())
    .addColumn('description', c.text, (col) => col.notNull())
    // `YYYY-MM-DD`; the deadline is the end of that day, UTC [CONTRACT 6].
    .addColumn('due_date', 'varchar(10)')
    .addColumn('grading_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('published', c.boolean, (col) => col.notNull().defaultTo(c.boolDefault(false)))
    .addColumn('auto_grading', c.boolean, (col) => col.notNull().defaultTo(c.boolDefault(false)))
    .addColumn('anti_copy_paste', c.boolean, (col) => col.notNull().defaultTo(c.boolDefault(false)))
    .addColumn('show_correct_answers', c.boolean, (col) => col.notNull().defaultTo(c.boolDefault(false)))
    .addColumn('allow_retries', c.boolean, (col) => col.notNull().defaultTo(c.boolDefault(false)))
    .addColumn('max_retries', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('assignments_course_idx').on('assignments').column('course_id').execute();

  await c
    .id(db.schema.createTable('assignment_tasks'))
    .addColumn('assignment_task_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('assignment_id', ...c.ref('assignments.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('title', 'varchar(500)', (col) => col.notNull())
    .addColumn('description', c.text, (col) => col.notNull())
    .addColumn('hint', c.text, (col) => col.notNull())
    .addColumn('assignment_type', 'varchar(32)', (col) => col.notNull())
    // Stored as text exactly as received for CUSTOM; as validated (defaults filled) for the others.
    .addColumn('contents', c.text, (col) => col.notNull())
    .addColumn('max_grade_value', 'integer', (col) => col.notNull())
    .addColumn('reference_file', c.text)
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('assignment_tasks_assignment_idx')
    .on('assignment_tasks')
    .columns(['assignment_id', 'position'])
    .execute();

  await c
    .id(db.schema.createTable('assignment_submissions'))
    .addColumn('submission_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('assignment_id', ...c.ref('assignments.id'))
    .addColumn('user_id', ...c.ref('users.id'))
    .addColumn('attempt_number', 'integer', (col) => col.notNull())
    // Only the newest attempt of a learner is current; earlier ones are the history.
    .addColumn('is_current', c.boolean, (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('grade', 'integer')
    .addColumn('overall_feedback', c.text, (col) => col.notNull().defaultTo(''))
    .addColumn('submitted_at', c.timestamp)
    .addColumn('graded_at', c.timestamp)
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('assignment_submissions_attempt_key', ['assignment_id', 'user_id', 'attempt_number'])
    .execute();
  await db.schema
    .createIndex('assignment_submissions_user_idx')
    .on('assignment_submissions')
    .columns(['user_id', 'assignment_id'])
    .execute();

  await c
    .id(db.schema.createTable('task_submissions'))
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('submission_id', ...c.ref('assignment_submissions.id'))
    .addColumn('task_id', ...c.ref('assignment_tasks.id'))
    // The learner's answer as received (byte-for-byte for CUSTOM tasks).
    .addColumn('task_submission', c.text, (col) => col.notNull())
    .addColumn('grade', 'integer')
    .addColumn('feedback', c.text, (col) => col.notNull().defaultTo(''))
    .addColumn('manually_graded', c.boolean, (col) => col.notNull().defaultTo(c.boolDefault(false)))
    // Why an auto-gradable answer has no automatic grade (e.g. no code runner for its language).
    .addColumn('grading_note', c.text)
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('task_submissions_submission_task_key', ['submission_id', 'task_id'])
    .execute();
}

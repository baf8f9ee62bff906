/**
 * SCORM runtime tracking [CONTRACT 12]: one row per learner, SCORM activity and attempt. Completion and
 * success are kept apart (SCORM 2004 separates them; SCORM 1.2's lesson_status is mapped onto both). Times
 * are whole centiseconds, the precision both versions' time formats carry. Interactions, objectives and the
 * other stored elements are JSON text, as every JSON column here (src/platform/db/columns.ts).
 */
import { columnTools, type AnyDb } from '../src/platform/db/columns.ts';

export async function up(db: AnyDb): Promise<void> {
  const c = columnTools(db);
  await c
    .id(db.schema.createTable('scorm_attempts'))
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('activity_id', ...c.ref('activities.id'))
    .addColumn('user_id', ...c.ref('users.id'))
    // 1, 2, …: a new attempt starts after one that ended (any exit but `suspend`).
    .addColumn('attempt', 'integer', (col) => col.notNull())
    .addColumn('scorm_version', 'varchar(8)', (col) => col.notNull())
    .addColumn('completion_status', 'varchar(16)', (col) => col.notNull())
    .addColumn('success_status', 'varchar(16)', (col) => col.notNull())
    // CMIDecimal / real(10,7) kept as the SCO wrote them, so they read back unchanged.
    .addColumn('score_raw', 'varchar(40)')
    .addColumn('score_min', 'varchar(40)')
    .addColumn('score_max', 'varchar(40)')
    .addColumn('score_scaled', 'varchar(40)')
    .addColumn('location', c.text, (col) => col.notNull())
    .addColumn('suspend_data', c.text, (col) => col.notNull())
    // Total time before the open session, and the latest session_time of that session.
    .addColumn('total_time_cs', c.bigint, (col) => col.notNull())
    .addColumn('session_time_cs', c.bigint, (col) => col.notNull())
    .addColumn('entry', 'varchar(16)', (col) => col.notNull())
    .addColumn('exit', 'varchar(16)', (col) => col.notNull())
    .addColumn('session_open', c.boolean, (col) => col.notNull())
    .addColumn('ended', c.boolean, (col) => col.notNull())
    .addColumn('interactions', c.text, (col) => col.notNull())
    .addColumn('objectives', c.text, (col) => col.notNull())
    // Other writable elements (comments, preferences, progress_measure), element → value.
    .addColumn('other_elements', c.text, (col) => col.notNull())
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('scorm_attempts_attempt_key', ['activity_id', 'user_id', 'attempt'])
    .execute();
  await db.schema
    .createIndex('scorm_attempts_org_activity_idx')
    .on('scorm_attempts')
    .columns(['org_id', 'activity_id', 'user_id'])
    .execute();
}

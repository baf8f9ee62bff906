/**
 * SCORM packages [CONTRACT 12]: one row per analysed package, its files kept once in storage under the
 * course's prefix. `imported_at` stays null until an import creates activities from it; a package still
 * unimported an hour after its analysis is swept away with its files.
 */
import { columnTools, type AnyDb } from '../src/platform/db/columns.ts';

export async function up(db: AnyDb): Promise<void> {
  const c = columnTools(db);
  await c
    .id(db.schema.createTable('scorm_packages'))
    .addColumn('package_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    // The package belongs to the course it was analysed for; deleting the course deletes it (and its files).
    .addColumn('course_id', ...c.ref('courses.id'))
    .addColumn('scorm_version', 'varchar(8)', (col) => col.notNull())
    .addColumn('title', c.text, (col) => col.notNull())
    // The analysed SCOs as JSON: what an import creates activities from.
    .addColumn('scos', c.text, (col) => col.notNull())
    .addColumn('file_count', 'integer', (col) => col.notNull())
    .addColumn('total_bytes', c.bigint, (col) => col.notNull())
    .addColumn('created_by', ...c.ref('users.id', { nullable: true, onDelete: 'set null' }))
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('imported_at', c.timestamp)
    .execute();
  await db.schema
    .createIndex('scorm_packages_org_idx')
    .on('scorm_packages')
    .columns(['org_id', 'id'])
    .execute();
  await db.schema
    .createIndex('scorm_packages_course_idx')
    .on('scorm_packages')
    .columns(['course_id'])
    .execute();
  // The sweep looks for unimported packages by age.
  await db.schema
    .createIndex('scorm_packages_unimported_idx')
    .on('scorm_packages')
    .columns(['imported_at', 'creation_date'])
    .execute();
}

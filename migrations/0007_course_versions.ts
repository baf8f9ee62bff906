/**
 * Version stamps for the cached course reads (docs/architecture.md, "Cached trees and course lists"):
 * `courses.tree_version` moves with every change that can alter the course's tree, and
 * `course_list_versions.version` with every change that can alter one of the organization's course lists.
 * Both move in the transaction of the change, so every process reading them sees the change and its stamp
 * together.
 */
import { columnTools, type AnyDb } from '../src/platform/db/columns.ts';

export async function up(db: AnyDb): Promise<void> {
  const c = columnTools(db);
  await db.schema
    .alterTable('courses')
    .addColumn('tree_version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('course_list_versions')
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('course_list_versions_pkey', ['org_id'])
    .execute();
}

/**
 * Collections [CONTRACT 11]: named, ordered lists of an organization's courses.
 *
 * - `collections`: one row per collection; `created_by` is who authored it (a token's creator), kept for the
 *   own-only update and delete rule of instructors, and null once that person's account is gone.
 * - `collection_courses`: the courses of a collection in their order (`position` 0, 1, 2, … as given). Both keys
 *   cascade: deleting a collection removes its rows, deleting a course takes it out of every collection. A
 *   course appears at most once in a collection.
 */
import { columnTools, type AnyDb } from '../src/platform/db/columns.ts';

export async function up(db: AnyDb): Promise<void> {
  const c = columnTools(db);

  await c
    .id(db.schema.createTable('collections'))
    .addColumn('collection_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('name', 'varchar(500)', (col) => col.notNull())
    .addColumn('description', c.text, (col) => col.notNull())
    .addColumn('public', c.boolean, (col) => col.notNull())
    .addColumn('created_by', ...c.ref('users.id', { nullable: true, onDelete: 'set null' }))
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .execute();
  // The organization's pages, newest first, for members (all) and everyone else (public ones).
  await db.schema.createIndex('collections_org_idx').on('collections').columns(['org_id', 'id']).execute();

  await c
    .id(db.schema.createTable('collection_courses'))
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('collection_id', ...c.ref('collections.id'))
    .addColumn('course_id', ...c.ref('courses.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addUniqueConstraint('collection_courses_collection_course_key', ['collection_id', 'course_id'])
    .execute();
  // A course's deletion cascades here: found by course, not by a scan.
  await db.schema
    .createIndex('collection_courses_course_idx')
    .on('collection_courses')
    .column('course_id')
    .execute();
}

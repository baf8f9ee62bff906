/**
 * Course content: courses and their authors, chapters, activities with their versions, and media blocks
 * [SPEC 2.1–2.4; CONTRACT 5].
 *
 * A chapter always belongs to the course it was created in (`course_id`); `position` places it in that
 * course's tree and is null while it is unlinked (SPEC 4.2 rule 1: reordering unlinks, never deletes). An
 * activity belongs to its course the same way and sits in the chapter `chapter_id` at `position`, both null
 * while unlinked. Everything hangs off the course with cascading foreign keys, so deleting a course deletes
 * the whole tree.
 */
import { columnTools, type AnyDb } from '../src/platform/db/columns.ts';

export async function up(db: AnyDb): Promise<void> {
  const c = columnTools(db);

  await c
    .id(db.schema.createTable('courses'))
    .addColumn('course_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('name', 'varchar(500)', (col) => col.notNull())
    .addColumn('description', c.text, (col) => col.notNull())
    .addColumn('about', c.text, (col) => col.notNull())
    .addColumn('public', c.boolean, (col) => col.notNull())
    .addColumn('published', c.boolean, (col) => col.notNull().defaultTo(c.boolDefault(false)))
    .addColumn('thumbnail_type', 'varchar(16)', (col) => col.notNull().defaultTo('image'))
    .addColumn('thumbnail_image', c.text, (col) => col.notNull().defaultTo(''))
    .addColumn('thumbnail_video', c.text, (col) => col.notNull().defaultTo(''))
    // JSON arrays of strings, as the caller gave them.
    .addColumn('learnings', c.text, (col) => col.notNull().defaultTo('[]'))
    .addColumn('tags', c.text, (col) => col.notNull().defaultTo('[]'))
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('courses_org_idx').on('courses').columns(['org_id', 'id']).execute();

  await c
    .id(db.schema.createTable('course_authors'))
    .addColumn('course_id', ...c.ref('courses.id'))
    .addColumn('user_id', ...c.ref('users.id'))
    .addColumn('authorship', 'varchar(16)', (col) => col.notNull())
    .addColumn('authorship_status', 'varchar(16)', (col) => col.notNull())
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('course_authors_course_user_key', ['course_id', 'user_id'])
    .execute();
  await db.schema.createIndex('course_authors_user_idx').on('course_authors').column('user_id').execute();

  await c
    .id(db.schema.createTable('chapters'))
    .addColumn('chapter_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('course_id', ...c.ref('courses.id'))
    .addColumn('position', 'integer')
    .addColumn('name', 'varchar(500)', (col) => col.notNull())
    .addColumn('description', c.text, (col) => col.notNull().defaultTo(''))
    .addColumn('thumbnail_image', c.text, (col) => col.notNull().defaultTo(''))
    .addColumn('lock_type', 'varchar(16)', (col) => col.notNull().defaultTo('public'))
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('chapters_course_idx')
    .on('chapters')
    .columns(['course_id', 'position'])
    .execute();

  await c
    .id(db.schema.createTable('activities'))
    .addColumn('activity_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('course_id', ...c.ref('courses.id'))
    .addColumn('chapter_id', ...c.ref('chapters.id', { nullable: true, onDelete: 'set null' }))
    .addColumn('position', 'integer')
    .addColumn('name', 'varchar(500)', (col) => col.notNull())
    .addColumn('activity_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('activity_sub_type', 'varchar(32)', (col) => col.notNull())
    // Caller-owned JSON, stored as text so it comes back exactly as it went in.
    .addColumn('content', c.text, (col) => col.notNull())
    .addColumn('details', c.text, (col) => col.notNull().defaultTo('{}'))
    .addColumn('published', c.boolean, (col) => col.notNull().defaultTo(c.boolDefault(false)))
    .addColumn('lock_type', 'varchar(16)', (col) => col.notNull().defaultTo('public'))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('published_version', 'integer')
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('activities_chapter_idx')
    .on('activities')
    .columns(['chapter_id', 'position'])
    .execute();
  await db.schema.createIndex('activities_course_idx').on('activities').column('course_id').execute();

  await c
    .id(db.schema.createTable('activity_versions'))
    .addColumn('activity_id', ...c.ref('activities.id'))
    .addColumn('version_number', 'integer', (col) => col.notNull())
    .addColumn('content', c.text, (col) => col.notNull())
    .addColumn('created_by_user_id', c.bigint, (col) => col.notNull())
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('activity_versions_activity_number_key', ['activity_id', 'version_number'])
    .execute();

  await c
    .id(db.schema.createTable('blocks'))
    .addColumn('block_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('course_id', ...c.ref('courses.id'))
    // No chapter column: a block's chapter is its activity's current one (a reorder moves activities).
    .addColumn('activity_id', ...c.ref('activities.id'))
    .addColumn('block_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('content', c.text, (col) => col.notNull())
    // Where the file lives in storage; never sent to clients.
    .addColumn('storage_key', c.text, (col) => col.notNull())
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('blocks_activity_idx').on('blocks').column('activity_id').execute();
}

/**
 * Playgrounds [CONTRACT 11]: an organization's HTML pages, written by hand or generated, with readers'
 * reactions; and user-group links to playgrounds (`usergroup_resources.playground_id`), which open
 * `restricted` playgrounds to the groups' members.
 */
import { columnTools, type AnyDb } from '../src/platform/db/columns.ts';

export async function up(db: AnyDb): Promise<void> {
  const c = columnTools(db);
  await c
    .id(db.schema.createTable('playgrounds'))
    .addColumn('playground_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', c.text, (col) => col.notNull())
    .addColumn('access_type', 'varchar(16)', (col) => col.notNull())
    // A playground outlives the course it was made for.
    .addColumn('course_id', ...c.ref('courses.id', { nullable: true, onDelete: 'set null' }))
    .addColumn('html_content', c.text, (col) => col.notNull())
    .addColumn('published', c.boolean, (col) => col.notNull().defaultTo(c.boolDefault(false)))
    // The author; null once their account is gone (admins and maintainers still edit it).
    .addColumn('created_by', ...c.ref('users.id', { nullable: true, onDelete: 'set null' }))
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('playgrounds_org_idx').on('playgrounds').columns(['org_id', 'id']).execute();

  await c
    .id(db.schema.createTable('playground_reactions'))
    .addColumn('playground_id', ...c.ref('playgrounds.id'))
    .addColumn('user_id', ...c.ref('users.id'))
    .addColumn('emoji', 'varchar(64)', (col) => col.notNull())
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('playground_reactions_user_emoji_key', ['playground_id', 'user_id', 'emoji'])
    .execute();

  // A link to a playground, beside the links to courses, chapters and activities (one key set per link).
  await db.schema
    .alterTable('usergroup_resources')
    .addColumn('playground_id', ...c.ref('playgrounds.id', { nullable: true }))
    .execute();
  await db.schema
    .createIndex('usergroup_resources_playground_idx')
    .on('usergroup_resources')
    .column('playground_id')
    .execute();
}

/**
 * Communities and discussions [CONTRACT 11]: an organization's communities (at most one per course, a unique
 * index decides, so two concurrent creations cannot both link the same course), their discussions, comments
 * and upvotes.
 *
 * - A community outlives the course it was linked to: deleting the course sets `course_id` to null.
 * - Deleting a community removes its discussions, their comments and votes; deleting a user removes their votes
 *   and keeps what they wrote, authorless.
 * - `discussions.created_epoch` is the creation time in whole seconds, so the `hot` ranking computes a
 *   discussion's age in SQL with plain arithmetic on both databases.
 * - Votes are one row per person and discussion (or comment): the primary key refuses a second vote, and the
 *   counters on the discussion and comment rows change in the same transaction as the vote row.
 */
import { columnTools, type AnyDb } from '../src/platform/db/columns.ts';

export async function up(db: AnyDb): Promise<void> {
  const c = columnTools(db);

  await c
    .id(db.schema.createTable('communities'))
    .addColumn('community_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', c.text, (col) => col.notNull())
    .addColumn('public', c.boolean, (col) => col.notNull())
    .addColumn('course_id', ...c.ref('courses.id', { nullable: true, onDelete: 'set null' }))
    // The moderation settings as JSON the service writes (every key present, defaults filled in).
    .addColumn('moderation', c.text, (col) => col.notNull())
    .addColumn('created_by', ...c.ref('users.id', { nullable: true, onDelete: 'set null' }))
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .execute();
  // Unique among linked communities; any number may link no course (NULLs are distinct on both databases).
  await db.schema
    .createIndex('communities_course_id_key')
    .on('communities')
    .column('course_id')
    .unique()
    .execute();
  await db.schema.createIndex('communities_org_idx').on('communities').columns(['org_id', 'id']).execute();

  await c
    .id(db.schema.createTable('discussions'))
    .addColumn('discussion_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('community_id', ...c.ref('communities.id'))
    .addColumn('author_id', ...c.ref('users.id', { nullable: true, onDelete: 'set null' }))
    .addColumn('title', 'varchar(300)', (col) => col.notNull())
    .addColumn('content', c.text, (col) => col.notNull())
    .addColumn('label', 'varchar(20)', (col) => col.notNull())
    .addColumn('is_pinned', c.boolean, (col) => col.notNull().defaultTo(c.boolDefault(false)))
    .addColumn('is_locked', c.boolean, (col) => col.notNull().defaultTo(c.boolDefault(false)))
    .addColumn('upvote_count', c.bigint, (col) => col.notNull().defaultTo(0))
    .addColumn('comment_count', c.bigint, (col) => col.notNull().defaultTo(0))
    .addColumn('edit_count', c.bigint, (col) => col.notNull().defaultTo(0))
    .addColumn('created_epoch', c.bigint, (col) => col.notNull())
    .addColumn('last_activity_date', c.timestamp, (col) => col.notNull())
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('discussions_community_idx')
    .on('discussions')
    .columns(['community_id', 'is_pinned', 'id'])
    .execute();
  await db.schema
    .createIndex('discussions_author_idx')
    .on('discussions')
    .columns(['community_id', 'author_id', 'creation_date'])
    .execute();

  await db.schema
    .createTable('discussion_votes')
    .addColumn('discussion_id', ...c.ref('discussions.id'))
    .addColumn('user_id', ...c.ref('users.id'))
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('discussion_votes_pkey', ['discussion_id', 'user_id'])
    .execute();

  await c
    .id(db.schema.createTable('discussion_comments'))
    .addColumn('comment_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('community_id', ...c.ref('communities.id'))
    .addColumn('discussion_id', ...c.ref('discussions.id'))
    .addColumn('author_id', ...c.ref('users.id', { nullable: true, onDelete: 'set null' }))
    .addColumn('content', c.text, (col) => col.notNull())
    .addColumn('upvote_count', c.bigint, (col) => col.notNull().defaultTo(0))
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('discussion_comments_discussion_idx')
    .on('discussion_comments')
    .columns(['discussion_id', 'id'])
    .execute();
  await db.schema
    .createIndex('discussion_comments_author_idx')
    .on('discussion_comments')
    .columns(['community_id', 'author_id', 'creation_date'])
    .execute();

  await db.schema
    .createTable('comment_votes')
    .addColumn('comment_id', ...c.ref('discussion_comments.id'))
    .addColumn('user_id', ...c.ref('users.id'))
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('comment_votes_pkey', ['comment_id', 'user_id'])
    .execute();
}

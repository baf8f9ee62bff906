/**
 * Podcasts [CONTRACT 11]: an organization's podcasts and their episodes.
 *
 * - `podcasts.episode_counter` is the last episode number handed out: a new episode takes the next one with a
 *   single `update … returning`, which also serialises creates and reorders of one podcast (a row lock on
 *   PostgreSQL, the one writer on SQLite). Numbers are never reused after a deletion.
 * - `podcast_episodes.position` is the listening order, set by creation and by `PUT …/episodes/order`.
 * - Files live in storage under `orgs/<org>/podcasts/<podcast_uuid>/`; the rows keep the stored names.
 */
import { columnTools, type AnyDb } from '../src/platform/db/columns.ts';

export async function up(db: AnyDb): Promise<void> {
  const c = columnTools(db);

  await c
    .id(db.schema.createTable('podcasts'))
    .addColumn('podcast_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('name', c.text, (col) => col.notNull())
    .addColumn('description', c.text, (col) => col.notNull())
    .addColumn('about', c.text, (col) => col.notNull())
    .addColumn('tags', c.text, (col) => col.notNull())
    .addColumn('public', c.boolean, (col) => col.notNull())
    .addColumn('published', c.boolean, (col) => col.notNull())
    .addColumn('thumbnail', c.text, (col) => col.notNull())
    .addColumn('created_by', ...c.ref('users.id', { nullable: true, onDelete: 'set null' }))
    .addColumn('episode_counter', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('podcasts_org_idx').on('podcasts').columns(['org_id', 'id']).execute();

  await c
    .id(db.schema.createTable('podcast_episodes'))
    .addColumn('episode_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('podcast_id', ...c.ref('podcasts.id'))
    .addColumn('title', c.text, (col) => col.notNull())
    .addColumn('description', c.text, (col) => col.notNull())
    .addColumn('duration_seconds', 'integer', (col) => col.notNull())
    .addColumn('published', c.boolean, (col) => col.notNull())
    .addColumn('episode_number', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('audio', c.text, (col) => col.notNull())
    .addColumn('audio_type', c.text, (col) => col.notNull())
    .addColumn('audio_size', c.bigint, (col) => col.notNull())
    .addColumn('thumbnail', c.text, (col) => col.notNull())
    .addColumn('publication_date', c.timestamp)
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('podcast_episodes_number_key', ['podcast_id', 'episode_number'])
    .execute();
  await db.schema
    .createIndex('podcast_episodes_podcast_idx')
    .on('podcast_episodes')
    .columns(['podcast_id', 'position'])
    .execute();
}

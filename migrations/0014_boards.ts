/**
 * Boards [CONTRACT 11]: collaborative whiteboards whose content is a Yjs document.
 * - `boards`: the board itself; `created_by` is its owner (kept as a member row too).
 * - `board_members`: who is on the board and as what (`owner`, `editor`, `viewer`), one row per person.
 * - `board_updates`: every accepted Yjs update, appended as it arrives (the durable log a live edit is written
 *   to before anyone else sees it); compaction folds the oldest into the snapshot.
 * - `board_documents`: one row per board, the compacted snapshot and the last update id folded into it.
 *
 * Everything cascades from the board; a member row also from its user.
 */
import { columnTools, isSqlite, type AnyDb } from '../src/platform/db/columns.ts';

export async function up(db: AnyDb): Promise<void> {
  const c = columnTools(db);
  const bytes = isSqlite(db) ? 'blob' : 'bytea';

  await c
    .id(db.schema.createTable('boards'))
    .addColumn('board_uuid', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', c.text)
    .addColumn('public', c.boolean, (col) => col.notNull())
    .addColumn('created_by', ...c.ref('users.id', { nullable: true, onDelete: 'set null' }))
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('boards_org_idx').on('boards').columns(['org_id', 'id']).execute();

  await c
    .id(db.schema.createTable('board_members'))
    .addColumn('board_id', ...c.ref('boards.id'))
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('user_id', ...c.ref('users.id'))
    .addColumn('role', 'varchar(16)', (col) => col.notNull())
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .addUniqueConstraint('board_members_board_user_key', ['board_id', 'user_id'])
    .execute();
  await db.schema.createIndex('board_members_user_idx').on('board_members').columns(['user_id']).execute();

  await c
    .id(db.schema.createTable('board_updates'))
    .addColumn('board_id', ...c.ref('boards.id'))
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('data', bytes, (col) => col.notNull())
    .addColumn('creation_date', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('board_updates_board_idx')
    .on('board_updates')
    .columns(['board_id', 'id'])
    .execute();

  await db.schema
    .createTable('board_documents')
    .addColumn('board_id', ...c.ref('boards.id'))
    .addColumn('org_id', ...c.ref('organizations.id'))
    .addColumn('snapshot', bytes)
    .addColumn('through_update_id', c.bigint, (col) => col.notNull().defaultTo(0))
    .addColumn('update_date', c.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('board_documents_pkey', ['board_id'])
    .execute();
}

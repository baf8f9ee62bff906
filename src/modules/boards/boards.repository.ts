/**
 * SQL for boards and their members. Rows leave normalised (`public` a boolean on both databases).
 */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import { toBool } from '../../platform/db/database.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import { uniqueColumns } from '../../platform/db/unique-violations.ts';
import type { BoardMembersTable, BoardRole, BoardTables, BoardsTable } from './boards.tables.ts';

const own = ownTables<BoardTables>();

export type BoardRow = Omit<Selectable<BoardsTable>, 'public'> & { public: boolean };
export type BoardMemberRow = Selectable<BoardMembersTable>;

/** One row per person and board (migrations/0014). */
export const UNIQUE_BOARD_MEMBER = uniqueColumns('board_members_board_user_key', 'board_members', [
  'board_id',
  'user_id',
]);

function normalise(row: Selectable<BoardsTable>): BoardRow {
  return { ...row, public: toBool(row.public) };
}

/** Which boards a listing shows: every board, or the public ones and those `userId` is on. */
export type BoardScope = { all: true } | { all: false; userId: number };

export class BoardsRepository {
  async insertBoard(
    db: Tx,
    orgId: number,
    values: Omit<Insertable<BoardsTable>, 'org_id'>,
  ): Promise<BoardRow> {
    const row = await own(db)
      .insertInto('boards')
      .values({ ...values, org_id: orgId })
      .returningAll()
      .executeTakeFirstOrThrow();
    return normalise(row);
  }

  /** uuid → organization, before the organization is known: the board, with its `org_id`. */
  async resolveBoard(db: Tx, boardUuid: string): Promise<BoardRow | undefined> {
    const row = await own(db)
      .selectFrom('boards')
      .selectAll()
      .where('board_uuid', '=', boardUuid)
      .executeTakeFirst();
    return row && normalise(row);
  }

  async findBoard(db: Tx, orgId: number, boardId: number): Promise<BoardRow | undefined> {
    const row = await own(db)
      .selectFrom('boards')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', boardId)
      .executeTakeFirst();
    return row && normalise(row);
  }

  async updateBoard(
    db: Tx,
    orgId: number,
    boardId: number,
    patch: { name?: string; description?: string | null; public?: boolean },
    now: Timestamp,
  ): Promise<BoardRow | undefined> {
    const row = await own(db)
      .updateTable('boards')
      .set({ ...patch, update_date: now })
      .where('org_id', '=', orgId)
      .where('id', '=', boardId)
      .returningAll()
      .executeTakeFirst();
    return row && normalise(row);
  }

  async deleteBoard(db: Tx, orgId: number, boardId: number): Promise<boolean> {
    const result = await own(db)
      .deleteFrom('boards')
      .where('org_id', '=', orgId)
      .where('id', '=', boardId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * Holds the board's row until the transaction ends, so member additions run one after another and the
   * member limit holds under concurrency (SQLite's single writer serialises already). False when it is gone.
   */
  async lockBoard(db: Tx, orgId: number, boardId: number): Promise<boolean> {
    const result = await own(db)
      .updateTable('boards')
      .set({ id: sql<number>`id` })
      .where('org_id', '=', orgId)
      .where('id', '=', boardId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** A page of the organization's boards in `scope`, oldest first, and how many there are. */
  async listBoards(
    db: Tx,
    orgId: number,
    scope: BoardScope,
    page: { limit: number; offset: number },
  ): Promise<{ rows: BoardRow[]; total: number }> {
    let base = own(db).selectFrom('boards').where('boards.org_id', '=', orgId);
    if (!scope.all) {
      const userId = scope.userId;
      base = base.where((eb) =>
        eb.or([
          eb('boards.public', '=', true),
          eb.exists(
            eb
              .selectFrom('board_members')
              .select('board_members.id')
              .whereRef('board_members.board_id', '=', 'boards.id')
              .where('board_members.user_id', '=', userId),
          ),
        ]),
      );
    }
    const rows = await base
      .selectAll('boards')
      .orderBy('boards.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { rows: rows.map(normalise), total: Number(count.n) };
  }

  async insertMember(
    db: Tx,
    orgId: number,
    values: Omit<Insertable<BoardMembersTable>, 'org_id'>,
  ): Promise<BoardMemberRow> {
    return own(db)
      .insertInto('board_members')
      .values({ ...values, org_id: orgId })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async findMemberRole(db: Tx, orgId: number, boardId: number, userId: number): Promise<BoardRole | null> {
    const row = await own(db)
      .selectFrom('board_members')
      .select('role')
      .where('org_id', '=', orgId)
      .where('board_id', '=', boardId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.role ?? null;
  }

  /** The board's members, the owner first, then in the order they were added. */
  listMembers(db: Tx, orgId: number, boardId: number): Promise<BoardMemberRow[]> {
    return own(db)
      .selectFrom('board_members')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('board_id', '=', boardId)
      .orderBy(sql`case when role = 'owner' then 0 else 1 end`)
      .orderBy('id')
      .execute();
  }

  async countMembers(db: Tx, orgId: number, boardId: number): Promise<number> {
    const row = await own(db)
      .selectFrom('board_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', orgId)
      .where('board_id', '=', boardId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async deleteMember(db: Tx, orgId: number, boardId: number, userId: number): Promise<boolean> {
    const result = await own(db)
      .deleteFrom('board_members')
      .where('org_id', '=', orgId)
      .where('board_id', '=', boardId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

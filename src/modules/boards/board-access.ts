/**
 * Who may do what with one board. Every board path goes through here once the board is found:
 * - the family gate of the board's organization (404 switched off for reads, 403 for writes, plan in `saas`);
 * - the `boards:read` right in the organization (403 `not_member`, `other_organization`, `missing_right`);
 * - reading: a public board is read by everyone holding that right; a private one by its members and by
 *   admins and maintainers; anyone else is told it does not exist (404);
 * - managing (edit, delete, members): `requireRightOn` over the board's owner (admins and maintainers any
 *   board, instructors their own; 403 `not_owner`);
 * - writing the document: the board's owner and editors whatever their organization role, and people who may
 *   manage the board without being on it; viewers never (403 `board_read_only`).
 * An API token acts as its creator: its creator's place on the board counts.
 */
import type { Tx } from '../../db.ts';
import { ForbiddenError, NotFoundError } from '../../platform/http/errors.ts';
import { actingRole, actorUserId, type AccessControl, type Actor, type Principal } from '../access/index.ts';
import type { FamilyGate } from '../org-settings/index.ts';
import { BoardsRepository, type BoardRow } from './boards.repository.ts';
import type { BoardRole } from './boards.tables.ts';

export interface BoardStanding {
  actor: Actor;
  /** The acting person (a token's creator). */
  userId: number;
  /** Their place on the board, null when not on it. */
  boardRole: BoardRole | null;
  /** Admins and maintainers see every board of the organization. */
  seesAll: boolean;
}

const BOARD_UUID = /^board_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class BoardAccess {
  private readonly repo = new BoardsRepository();

  constructor(private readonly deps: { db: Tx; access: AccessControl; families: FamilyGate }) {}

  /** The board named by a path, or 404 (a malformed uuid names nothing). */
  async find(boardUuid: string): Promise<BoardRow> {
    const board = BOARD_UUID.test(boardUuid)
      ? await this.repo.resolveBoard(this.deps.db, boardUuid)
      : undefined;
    if (board === undefined) throw new NotFoundError('Board not found');
    return board;
  }

  /** The caller's standing in the board's organization, for a `read` or `write` of the family. */
  async standing(principal: Principal, board: BoardRow, intent: 'read' | 'write'): Promise<BoardStanding> {
    await this.deps.families.requireOpen(board.org_id, 'boards', intent);
    const actor = await this.deps.access.requireRight(principal, board.org_id, 'boards', 'read');
    const userId = actorUserId(actor);
    const role = actingRole(actor);
    return {
      actor,
      userId,
      boardRole: await this.repo.findMemberRole(this.deps.db, board.org_id, board.id, userId),
      seesAll: role === 'admin' || role === 'maintainer',
    };
  }

  /** `standing`, then 404 unless the caller may read the board. */
  async requireRead(principal: Principal, board: BoardRow, intent: 'read' | 'write' = 'read') {
    const standing = await this.standing(principal, board, intent);
    if (!mayRead(board, standing)) throw new NotFoundError('Board not found');
    return standing;
  }

  /** The caller may edit the board, delete it and manage its members. */
  async requireManage(principal: Principal, board: BoardRow, action: 'update' | 'delete' = 'update') {
    const standing = await this.requireRead(principal, board, 'write');
    await this.deps.access.requireRightOn(principal, board.org_id, 'boards', action, board.created_by);
    return standing;
  }

  /** The caller may change the board's document. */
  async requireWrite(principal: Principal, board: BoardRow): Promise<BoardStanding> {
    const standing = await this.requireRead(principal, board, 'write');
    if (!(await this.mayWrite(principal, board, standing))) {
      throw new ForbiddenError('You may read this board but not change it', 'board_read_only');
    }
    return standing;
  }

  async mayWrite(principal: Principal, board: BoardRow, standing: BoardStanding): Promise<boolean> {
    if (standing.boardRole === 'owner' || standing.boardRole === 'editor') return true;
    if (standing.boardRole === 'viewer') return false;
    return this.deps.access.mayOn(principal, board.org_id, 'boards', 'update', board.created_by);
  }
}

export function mayRead(board: BoardRow, standing: BoardStanding): boolean {
  return board.public || standing.boardRole !== null || standing.seesAll;
}

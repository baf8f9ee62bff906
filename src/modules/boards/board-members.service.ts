/**
 * A board's members [CONTRACT 11]: the owner (its creator, never removed), editors and viewers. Whoever may
 * manage the board adds and removes them; a member may also leave. At most `maxMembers` people are on a board,
 * the owner included: additions lock the board's row, count and insert in one transaction, so concurrent
 * additions never pass the limit (409 `board_full`). A batch is all or nothing.
 */
import type { Db } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../platform/http/errors.ts';
import { violates } from '../../platform/db/unique-violations.ts';
import type { Principal } from '../access/index.ts';
import { userSummaries } from '../identity/index.ts';
import { findMemberRole } from '../organizations/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import type { BoardAccess } from './board-access.ts';
import { presentMembers, type BoardMemberList, type BoardMemberRead } from './boards.presenter.ts';
import { BoardsRepository, UNIQUE_BOARD_MEMBER, type BoardMemberRow } from './boards.repository.ts';

export interface BoardMembersDeps {
  db: Db;
  boardAccess: BoardAccess;
  clock: Clock;
  events: EventPublisher;
  /** BOARD_MAX_MEMBERS: members of one board, the owner included. */
  maxMembers: number;
  /** Closes a removed member's live connections to the board. */
  onRemoved?: (boardId: number, userId: number) => void;
}

export interface NewMember {
  user_id: number;
  role: 'editor' | 'viewer';
}

export class BoardMembersService {
  private readonly repo = new BoardsRepository();

  constructor(private readonly deps: BoardMembersDeps) {}

  async list(principal: Principal, boardUuid: string): Promise<BoardMemberList> {
    const board = await this.deps.boardAccess.find(boardUuid);
    await this.deps.boardAccess.requireRead(principal, board);
    const rows = await this.repo.listMembers(this.deps.db, board.org_id, board.id);
    const people = await userSummaries(
      this.deps.db,
      rows.map((r) => r.user_id),
    );
    return { board_uuid: board.board_uuid, items: presentMembers(rows, people) };
  }

  async add(principal: Principal, boardUuid: string, member: NewMember): Promise<BoardMemberRead> {
    const added = await this.addMany(principal, boardUuid, [member], ['body']);
    return added.items[0]!;
  }

  /** Adds every member or none; one `board_member_added` per member, in the transaction of the change. */
  async addMany(
    principal: Principal,
    boardUuid: string,
    members: readonly NewMember[],
    loc: (string | number)[] = ['body', 'members'],
  ): Promise<BoardMemberList> {
    const seen = new Set<number>();
    members.forEach((m, i) => {
      if (seen.has(m.user_id)) {
        throw new ValidationError([
          { loc: [...loc, i, 'user_id'], msg: `user ${m.user_id} is listed twice`, type: 'duplicate' },
        ]);
      }
      seen.add(m.user_id);
    });
    const board = await this.deps.boardAccess.find(boardUuid);
    await this.deps.boardAccess.requireManage(principal, board, 'update');
    const { db, clock, events, maxMembers } = this.deps;
    for (const m of members) {
      if ((await findMemberRole(db, board.org_id, m.user_id)) === undefined) {
        throw new ForbiddenError(`User ${m.user_id} is not a member of this organization`, 'not_member');
      }
    }
    const now = toDbTime(clock.now());
    let rows: BoardMemberRow[];
    try {
      rows = await db.transaction().execute(async (trx) => {
        if (!(await this.repo.lockBoard(trx, board.org_id, board.id)))
          throw new NotFoundError('Board not found');
        for (const m of members) {
          if ((await this.repo.findMemberRole(trx, board.org_id, board.id, m.user_id)) !== null) {
            throw alreadyOnBoard(m.user_id);
          }
        }
        const count = await this.repo.countMembers(trx, board.org_id, board.id);
        if (count + members.length > maxMembers) {
          throw new ConflictError(
            `A board has at most ${maxMembers} members, the owner included; it has ${count}`,
            'board_full',
          );
        }
        const inserted: BoardMemberRow[] = [];
        for (const m of members) {
          const row = await this.repo.insertMember(trx, board.org_id, {
            board_id: board.id,
            user_id: m.user_id,
            role: m.role,
            creation_date: now,
          });
          await events.publishEvent(trx, board.org_id, 'board_member_added', {
            board_uuid: board.board_uuid,
            user_id: m.user_id,
            role: m.role,
          });
          inserted.push(row);
        }
        return inserted;
      });
    } catch (error) {
      // Only without the lock (never expected): a concurrent addition of the same person.
      if (violates(error, UNIQUE_BOARD_MEMBER)) throw alreadyOnBoard(null);
      throw error;
    }
    const people = await userSummaries(
      db,
      rows.map((r) => r.user_id),
    );
    return { board_uuid: board.board_uuid, items: presentMembers(rows, people) };
  }

  /** Removes a member (a member may also remove themselves); the owner stays. */
  async remove(principal: Principal, boardUuid: string, userId: number): Promise<void> {
    const board = await this.deps.boardAccess.find(boardUuid);
    const standing = await this.deps.boardAccess.requireRead(principal, board, 'write');
    if (standing.userId !== userId) await this.deps.boardAccess.requireManage(principal, board, 'update');
    const role = await this.repo.findMemberRole(this.deps.db, board.org_id, board.id, userId);
    if (role === null) throw new NotFoundError('This user is not on the board');
    if (role === 'owner') {
      throw new BadRequestError("The board's owner cannot be removed from it", 'owner_not_removable');
    }
    await this.repo.deleteMember(this.deps.db, board.org_id, board.id, userId);
    this.deps.onRemoved?.(board.id, userId);
  }
}

function alreadyOnBoard(userId: number | null): ConflictError {
  return new ConflictError(
    userId === null ? 'This user is already on the board' : `User ${userId} is already on the board`,
    'already_member',
  );
}

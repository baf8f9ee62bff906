/**
 * Boards [CONTRACT 11]: creation (the creator becomes the `owner` member, `board_created`), reading, listing
 * what the caller may read, partial edits and deletion. Members are in board-members.service.ts, the document
 * in board-documents.service.ts.
 */
import type { Db } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import { actorUserId, type AccessControl, type Principal } from '../access/index.ts';
import type { FamilyGate } from '../org-settings/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import type { BoardAccess } from './board-access.ts';
import { BoardDocumentsRepository } from './board-documents.repository.ts';
import { presentBoard, type BoardRead } from './boards.presenter.ts';
import { BoardsRepository } from './boards.repository.ts';

export interface BoardsDeps {
  db: Db;
  access: AccessControl;
  families: FamilyGate;
  boardAccess: BoardAccess;
  clock: Clock;
  events: EventPublisher;
  /** Closes live connections to a board that was deleted. */
  onDeleted?: (boardId: number) => void;
}

export interface BoardInput {
  name: string;
  description?: string | null;
  public?: boolean;
}

export class BoardsService {
  private readonly repo = new BoardsRepository();
  private readonly documents = new BoardDocumentsRepository();

  constructor(private readonly deps: BoardsDeps) {}

  async create(principal: Principal, orgId: number, input: BoardInput): Promise<BoardRead> {
    await this.deps.families.requireOpen(orgId, 'boards', 'write');
    const actor = await this.deps.access.requireRight(principal, orgId, 'boards', 'create');
    const owner = actorUserId(actor);
    const now = toDbTime(this.deps.clock.now());
    const board = await this.deps.db.transaction().execute(async (trx) => {
      const row = await this.repo.insertBoard(trx, orgId, {
        board_uuid: newUuid('board'),
        name: input.name,
        description: input.description ?? null,
        public: input.public ?? false,
        created_by: owner,
        creation_date: now,
        update_date: now,
      });
      await this.repo.insertMember(trx, orgId, {
        board_id: row.id,
        user_id: owner,
        role: 'owner',
        creation_date: now,
      });
      await this.documents.insertDocument(trx, orgId, row.id, now);
      await this.deps.events.publishEvent(trx, orgId, 'board_created', {
        board_uuid: row.board_uuid,
        name: row.name,
        created_by: owner,
      });
      return row;
    });
    return presentBoard(board);
  }

  async get(principal: Principal, boardUuid: string): Promise<BoardRead> {
    const board = await this.deps.boardAccess.find(boardUuid);
    await this.deps.boardAccess.requireRead(principal, board);
    return presentBoard(board);
  }

  /** The boards the caller may read: public ones and those they are on; every board for admins and maintainers. */
  async list(
    principal: Principal,
    orgId: number,
    page: { limit: number; offset: number },
  ): Promise<{ items: BoardRead[]; total: number; limit: number; offset: number }> {
    await this.deps.families.requireOpen(orgId, 'boards', 'read');
    const actor = await this.deps.access.requireRight(principal, orgId, 'boards', 'read');
    const role = actor.kind === 'user' ? actor.role : actor.creatorRole;
    const all = role === 'admin' || role === 'maintainer';
    const { rows, total } = await this.repo.listBoards(
      this.deps.db,
      orgId,
      all ? { all: true } : { all: false, userId: actorUserId(actor) },
      page,
    );
    return { items: rows.map(presentBoard), total, ...page };
  }

  async update(principal: Principal, boardUuid: string, patch: Partial<BoardInput>): Promise<BoardRead> {
    const board = await this.deps.boardAccess.find(boardUuid);
    await this.deps.boardAccess.requireManage(principal, board, 'update');
    const changes = {
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.public !== undefined && { public: patch.public }),
    };
    const row = await this.repo.updateBoard(
      this.deps.db,
      board.org_id,
      board.id,
      changes,
      toDbTime(this.deps.clock.now()),
    );
    if (row === undefined) throw new NotFoundError('Board not found');
    return presentBoard(row);
  }

  async delete(principal: Principal, boardUuid: string): Promise<void> {
    const board = await this.deps.boardAccess.find(boardUuid);
    await this.deps.boardAccess.requireManage(principal, board, 'delete');
    if (!(await this.repo.deleteBoard(this.deps.db, board.org_id, board.id))) {
      throw new NotFoundError('Board not found');
    }
    this.deps.onDeleted?.(board.id);
  }
}

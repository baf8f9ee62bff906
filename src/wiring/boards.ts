/**
 * Boards [CONTRACT 11]: the boards and their members, the document store (the durable log and snapshot), the
 * live rooms of this process (listening to other processes on PostgreSQL) and the document over HTTP.
 */
import {
  BoardAccess,
  BoardDocumentStore,
  BoardDocumentsService,
  BoardLive,
  BoardMembersService,
  BoardsService,
} from '../modules/boards/index.ts';
import type { Kernel } from './kernel.ts';

export function buildBoards(k: Kernel) {
  const { db, durable, access, families, clock, events, logger, config } = k;
  const boardAccess = new BoardAccess({ db, access, families });
  const boardStore = new BoardDocumentStore({ db, clock, logger });
  const boardLive = new BoardLive({
    store: boardStore,
    logger,
    durable,
    ...(config.database.kind === 'postgres' && { databaseUrl: config.database.url }),
  });
  const boards = new BoardsService({
    db,
    access,
    families,
    boardAccess,
    clock,
    events,
    onDeleted: (boardId) => boardLive.disconnect(boardId),
  });
  const boardMembers = new BoardMembersService({
    db,
    boardAccess,
    clock,
    events,
    maxMembers: config.boardMaxMembers,
    onRemoved: (boardId, userId) => boardLive.disconnect(boardId, userId),
  });
  const boardDocuments = new BoardDocumentsService({
    boardAccess,
    store: boardStore,
    committed: (boardId, updateId, data) => boardLive.committed(boardId, updateId, data),
  });
  return {
    boardAccess,
    boardStore,
    boardLive,
    boards,
    boardMembers,
    boardDocuments,
    /** Live connections first, then compactions under way; before the database closes. */
    closeBoards: async () => {
      await boardLive.close();
      await boardStore.close();
    },
  };
}

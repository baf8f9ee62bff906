export { BoardAccess } from './board-access.ts';
export { BoardDocumentStore } from './board-document-store.ts';
export { BoardDocumentsService } from './board-documents.service.ts';
export { BoardLive } from './board-live.ts';
export { BoardMembersService } from './board-members.service.ts';
export { BoardsService } from './boards.service.ts';
export { registerBoardRoutes, type BoardRouteDeps } from './boards.routes.ts';
export { registerBoardLiveRoutes, type BoardLiveRouteDeps } from './board-live.routes.ts';

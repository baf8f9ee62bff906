export { AiCredits } from './ai-credits.ts';
export { PACK_CATALOGUE, PACK_TYPES, type PackId, type PackType } from './packs.catalogue.ts';
export { activeMemberSeats } from './packs.reads.ts';
export { PacksService } from './packs.service.ts';
export { registerPackRoutes, type PackRouteDeps } from './packs.routes.ts';

export { BlocksRepository } from './blocks.repository.ts';
export { BlocksService } from './blocks.service.ts';
export { registerBlockRoutes } from './blocks.routes.ts';

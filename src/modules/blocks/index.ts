export { BlocksService } from './blocks.service.ts';
export { registerBlockRoutes } from './blocks.routes.ts';

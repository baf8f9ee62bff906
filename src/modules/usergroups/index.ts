export { UsergroupsRepository } from './usergroups.repository.ts';
export { UsergroupsService } from './usergroups.service.ts';
export { UsergroupLinksService } from './usergroup-links.service.ts';
export { registerUsergroupRoutes } from './usergroups.routes.ts';

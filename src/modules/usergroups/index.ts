export { UsergroupsService, leaveOrgGroups } from './usergroups.service.ts';
export { UsergroupLinksService } from './usergroup-links.service.ts';
export { registerUsergroupRoutes } from './usergroups.routes.ts';
export * from './usergroups.reads.ts';

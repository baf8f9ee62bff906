export { type ActivityRow } from './activities.repository.ts';
export { ActivitiesService, type OpenGate } from './activities.service.ts';
export { ActivityCreationService, type ServerBuiltActivity } from './activity-creation.service.ts';
export { ActivityVersionsService } from './activity-versions.service.ts';
export { activityPlacement } from './activity-placement.ts';
export { registerActivityRoutes } from './activities.routes.ts';
export { ActivityMarkdownService } from './activity-markdown.service.ts';
export { registerActivityMarkdownRoutes } from './activity-markdown.routes.ts';
export * from './activities.reads.ts';

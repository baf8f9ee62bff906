export { ActivitiesRepository, type ActivityRow } from './activities.repository.ts';
export { ActivitiesService } from './activities.service.ts';
export { ActivityVersionsService } from './activity-versions.service.ts';
export { registerActivityRoutes } from './activities.routes.ts';
export { ACTIVITY_SUB_TYPES, ACTIVITY_TYPES, SUB_TYPES_OF } from './activity-types.ts';
export { findActivityPlacement, type ActivityPlacement } from './activities.reads.ts';

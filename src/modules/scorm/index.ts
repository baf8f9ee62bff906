// SCORM runtime tracking and results (attempts, CMI elements, progress).
export { ScormRuntimeService, type RuntimeAnswer } from './scorm-runtime.service.ts';
export { ScormResultsService } from './scorm-results.service.ts';
export { registerScormRuntimeRoutes } from './scorm-runtime.routes.ts';

// SCORM import and content [CONTRACT 12]: packages, their files, launch tokens.
export { ScormImportService, UNIMPORTED_TTL_MS, type PackageAnalysis } from './scorm-import.service.ts';
export { ScormContentService } from './scorm-content.service.ts';
export { LAUNCH_TOKEN_TTL_MS, ScormLaunchTokens, type LaunchGrant } from './launch-token.ts';
export { registerScormImportRoutes } from './scorm-import.routes.ts';
export { registerScormContentRoutes, SCO_SANDBOX } from './scorm-content.routes.ts';
export type { ZipLimits } from './scorm-zip.ts';

// SCORM runtime tracking and results (attempts, CMI elements, progress).
export { ScormRuntimeService, type RuntimeAnswer } from './scorm-runtime.service.ts';
export { ScormResultsService } from './scorm-results.service.ts';
export { registerScormRuntimeRoutes } from './scorm-runtime.routes.ts';

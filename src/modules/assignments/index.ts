export { AssignmentsRepository, type AssignmentRow } from './assignments.repository.ts';
export { AssignmentsService } from './assignments.service.ts';
export { SubmissionsService, type SubmissionProgress } from './submissions.service.ts';
export { GradesService } from './grades.service.ts';
export { SubmissionGuard } from './submission-guard.ts';
export { registerAssignmentRoutes } from './assignments.routes.ts';
export { registerSubmissionRoutes } from './submissions.routes.ts';
export { createCodeRunner } from './code-runner/index.ts';
export { DEFAULT_RUN_LIMITS, type CodeRunner, type RunLimits } from './code-runner/code-runner.ts';

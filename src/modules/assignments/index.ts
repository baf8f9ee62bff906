export { AssignmentsRepository } from './assignments.repository.ts';
export { AssignmentsService } from './assignments.service.ts';
export { SubmissionsService } from './submissions.service.ts';
export { registerAssignmentRoutes } from './assignments.routes.ts';
export { createCodeRunner } from './code-runner/index.ts';
export { DEFAULT_RUN_LIMITS, type CodeRunner, type RunLimits } from './code-runner/code-runner.ts';

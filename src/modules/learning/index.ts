export { CourseCompletion } from './course-completion.ts';
export {
  ProgressService,
  type CertificateIssuer,
  type LearnerRef,
  type RevokeReason,
} from './progress.service.ts';
export { TrailService } from './trail.service.ts';
export { LearnersAdminService } from './learners-admin.service.ts';
export { AssignmentProgress } from './assignment-progress.ts';
export { registerLearningRoutes } from './learning.routes.ts';

/**
 * Assignments and learners: assignments, grading with the code runner, submissions, certificates, and the
 * progress engine with the learner's and the headless paths, each built after what it uses.
 */
import {
  AssignmentsService,
  DEFAULT_RUN_LIMITS,
  GradesService,
  SubmissionFilesService,
  SubmissionGuard,
  SubmissionReadsService,
  SubmissionsService,
  TasksService,
  createCodeRunner,
} from '../modules/assignments/index.ts';
import {
  CertificatesRepository,
  CertificatesService,
  CertificationsService,
} from '../modules/certificates/index.ts';
import { findUserSummary } from '../modules/identity/index.ts';
import {
  AssignmentProgress,
  CourseCompletion,
  LearnersAdminService,
  LearningRepository,
  ProgressService,
  TrailService,
} from '../modules/learning/index.ts';
import type { ContentServices } from './content.ts';
import type { Kernel } from './kernel.ts';

export function buildLearning(k: Kernel, c: ContentServices) {
  const { config, options, db, clock, logger, events, access, orgs, identityRepo } = k;
  const { storage, content, structure, courses, activities } = c;
  const assignments = new AssignmentsService({
    db,
    access,
    activities,
    courses,
    clock,
    storage,
    logger,
    requireOrg: (orgId) => orgs.requireOrg(orgId),
  });
  const codeRunner =
    options.codeRunner ??
    createCodeRunner({ judge0Url: config.judge0Url, judge0AuthToken: config.judge0AuthToken });
  const tasks = new TasksService({ db, access, assignments, clock, storage });
  const guard = new SubmissionGuard({
    db,
    access,
    assignments,
    userExists: async (userId) => (await findUserSummary(db, userId)) !== undefined,
    findRole: orgs.findRole,
  });

  const certificatesRepo = new CertificatesRepository();
  const certifications = new CertificationsService({
    db,
    repo: certificatesRepo,
    access,
    content,
    courses,
    clock,
  });
  // Completion is decided once, before the two services that ask it: progress issues certificates on
  // completion, and certificates ask whether a course was completed when claimed late.
  const learningRepo = new LearningRepository();
  const completion = new CourseCompletion(learningRepo);
  const certificates = new CertificatesService({
    db,
    repo: certificatesRepo,
    access,
    courses,
    clock,
    events,
    isCourseCompleted: (trx, courseId, userId) => completion.isCompletedLocked(trx, courseId, userId),
  });
  const progress = new ProgressService({
    db,
    repo: learningRepo,
    clock,
    events,
    certificates,
    completion,
  });
  const trail = new TrailService({
    db,
    access,
    content,
    courses,
    activities,
    progress,
    requireOrg: (orgId) => orgs.requireOrg(orgId),
  });
  const learnersAdmin = new LearnersAdminService({
    db,
    access,
    courses,
    activities,
    progress,
    requireOrgBySlug: (slug) => orgs.requireOrgBySlug(slug),
    findChapter: (chapterId) => structure.findChapter(db, chapterId),
    findUser: (executor, userId) => identityRepo.findUserById(executor, userId),
    findUsers: (executor, userIds) => identityRepo.findUsersByIds(executor, userIds),
    findRole: orgs.findRole,
    membersAmong: orgs.membersAmong,
  });
  const assignmentProgress = new AssignmentProgress({
    db,
    repo: learningRepo,
    access,
    courses,
    progress,
    requireAssignment: (uuid) => assignments.requireAssignment(uuid),
    requireGrader: (principal, assignment) => guard.requireGrader(principal, assignment, 'update'),
    findUser: (executor, userId) => identityRepo.findUserById(executor, userId),
    findRole: orgs.findRole,
  });
  const grades = new GradesService({
    db,
    assignments,
    courses,
    clock,
    events,
    runner: codeRunner,
    runLimits: {
      ...DEFAULT_RUN_LIMITS,
      timeMs: config.codeRunTimeMs,
      memoryBytes: config.codeRunMemoryBytes,
    },
    guard,
  });
  const submissionReads = new SubmissionReadsService({ db, assignments, access, guard });
  const submissionFiles = new SubmissionFilesService({ db, assignments, guard, storage });
  const submissions = new SubmissionsService({
    db,
    assignments,
    courses,
    access,
    clock,
    events,
    findUser: (userId) => findUserSummary(db, userId),
    grades,
    guard,
    reads: submissionReads,
    progress: assignmentProgress,
  });

  return {
    assignments,
    tasks,
    codeRunner,
    grades,
    submissions,
    submissionReads,
    submissionFiles,
    certifications,
    certificates,
    progress,
    trail,
    learnersAdmin,
    assignmentProgress,
  };
}

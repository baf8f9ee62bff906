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
import { CertificatesService, CertificationsService } from '../modules/certificates/index.ts';
import { accountExistsPart, findAccountById } from '../modules/identity/index.ts';
import { isRole } from '../modules/access/index.ts';
import { memberRolePart } from '../modules/organizations/index.ts';
import { combinedRead } from '../platform/db/together.ts';
import {
  AssignmentProgress,
  CourseCompletion,
  LearnersAdminService,
  ProgressService,
  TrailService,
} from '../modules/learning/index.ts';
import type { ContentServices } from './content.ts';
import type { Kernel } from './kernel.ts';

/** Whether a user exists and their role in an organization, in one statement. */
const learnerIn = combinedRead((db, { orgId, userId }: { orgId: number; userId: number }) => ({
  exists: accountExistsPart(db, userId),
  role: memberRolePart(db, orgId, userId),
}));

export function buildLearning(k: Kernel, c: ContentServices) {
  const { config, options, db, clock, logger, events, access, orgs } = k;
  const { storage, content, courses, activities } = c;
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
    learnerIn: async (orgId, userId) => {
      const found = await learnerIn(db, { orgId, userId });
      return { exists: found.exists, role: found.role !== null && isRole(found.role) ? found.role : null };
    },
  });

  const certifications = new CertificationsService({
    db,
    access,
    content,
    courses,
    clock,
  });
  // Completion is decided once, before the two services that ask it: progress issues certificates on
  // completion, and certificates ask whether a course was completed when claimed late.
  const completion = new CourseCompletion();
  const certificates = new CertificatesService({
    db,
    access,
    courses,
    clock,
    events,
    // Certificates name the course by id; its organization scopes the learner's rows.
    isCourseCompleted: async (trx, courseId, userId) => {
      const course = await courses.requireCourseById(courseId, trx);
      return completion.isCompletedLocked(trx, course.org_id, courseId, userId);
    },
  });
  const progress = new ProgressService({
    db,
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
    findRole: orgs.findRole,
    membersAmong: orgs.membersAmong,
  });
  const assignmentProgress = new AssignmentProgress({
    db,
    access,
    courses,
    progress,
    requireAssignment: (uuid) => assignments.requireAssignment(uuid),
    requireGrader: (principal, assignment) => guard.requireGrader(principal, assignment, 'update'),
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
    findUser: (userId) => findAccountById(db, userId),
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

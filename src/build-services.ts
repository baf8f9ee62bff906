/**
 * Builds every service once, without HTTP: the database, the mailer, the webhook publisher and worker, storage,
 * the code runner and each module's services, wired together. The server, the worker, the CLI and tests call it.
 */
import path from 'node:path';
import { pino, type Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db.ts';
import { AccessControl } from './modules/access/index.ts';
import { ApiTokensRepository, ApiTokensService, TokenSwapService } from './modules/api-tokens/index.ts';
import {
  AssignmentsRepository,
  AssignmentsService,
  DEFAULT_RUN_LIMITS,
  GradesService,
  SubmissionGuard,
  SubmissionsService,
  createCodeRunner,
  type CodeRunner,
} from './modules/assignments/index.ts';
import {
  AccessTokens,
  IdentityRepository,
  IdentityService,
  LoginService,
  OAuthAccounts,
  OAuthService,
  OauthRepository,
  OidcClient,
  Sessions,
} from './modules/identity/index.ts';
import {
  ActivitiesRepository,
  ActivitiesService,
  ActivityVersionsService,
} from './modules/activities/index.ts';
import { BlocksRepository, BlocksService } from './modules/blocks/index.ts';
import {
  CertificatesRepository,
  CertificatesService,
  CertificationsService,
} from './modules/certificates/index.ts';
import {
  AssignmentProgress,
  LearnersAdminService,
  LearningRepository,
  ProgressService,
  TrailService,
} from './modules/learning/index.ts';
import {
  AuthorshipRepository,
  ChaptersService,
  ContentAccess,
  CoursesRepository,
  CoursesService,
  ContributorsService,
  CourseUpdatesRepository,
  CourseUpdatesService,
} from './modules/courses/index.ts';
import {
  InvitesService,
  OrganizationsRepository,
  OrganizationsService,
  ProvisioningService,
} from './modules/organizations/index.ts';
import {
  UsergroupLinksService,
  UsergroupsRepository,
  UsergroupsService,
} from './modules/usergroups/index.ts';
import {
  DeliveryWorker,
  EventPublisher,
  OutboxRepository,
  SafeWebhookClient,
  WEBHOOK_SECRETS_PURPOSE,
  WebhooksRepository,
  WebhooksService,
  parseCidrList,
  scaledPolicy,
  type RetryPolicy,
  type SafeClientOptions,
} from './modules/webhooks/index.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { openDatabase, type DatabaseHandle } from './platform/db/database.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { loggerOptions } from './platform/logger.ts';
import { createLogMailer, createSmtpMailer, type Mailer } from './platform/mailer.ts';
import { RateLimiter } from './platform/rate-limiter.ts';
import { SecretBox } from './platform/secret-box.ts';
import { createStorage } from './platform/storage/index.ts';
import type { Services } from './services.ts';

export interface BuildOptions {
  clock?: Clock;
  logger?: Logger;
  mailer?: Mailer;
  /** The network edge of webhook delivery: name resolution, extra trusted CAs, the raw socket connector. */
  webhookNetwork?: Pick<SafeClientOptions, 'resolve' | 'ca' | 'connect'>;
  /** Runs learner code for CODE tasks (default: the QuickJS sandbox plus Judge0 when JUDGE0_URL is set). */
  codeRunner?: CodeRunner;
  /** Delivery timings (default: SPEC's, scaled by WEBHOOK_TIME_SCALE). */
  retryPolicy?: RetryPolicy;
  /** Apply migrations before serving (default true). */
  migrate?: boolean;
  /** Timeout of each call to an OpenID Connect provider (default 10 s). */
  oidcTimeoutMs?: number;
}

/** Opens the database and builds every service, without HTTP. Used by the server, the CLI and tests. */
export async function buildServices(config: Config, options: BuildOptions = {}): Promise<Services> {
  const secretKey = config.secretKey;
  if (secretKey === undefined) throw new Error('config.secretKey must be resolved before building the app');
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? pino(loggerOptions(config.logLevel));
  const database: DatabaseHandle<Database> = openDatabase<Database>(config.database);
  const { db } = database;
  try {
    if (options.migrate !== false) await migrateToLatest(db);
  } catch (error) {
    await database.close();
    throw error;
  }
  const mailer =
    options.mailer ??
    (config.smtpUrl !== undefined
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createLogMailer({ dir: path.join(config.dataDir, 'mail'), from: config.mailFrom, logger, clock }));
  const limiter = new RateLimiter(db, clock);
  const mode = config.deploymentMode;

  const policy = options.retryPolicy ?? scaledPolicy(config.webhookTimeScale);
  const webhookRepo = new WebhooksRepository();
  const outbox = new OutboxRepository();
  const events = new EventPublisher({
    endpoints: webhookRepo,
    outbox,
    clock,
    logger,
    deploymentMode: mode,
    policy,
  });
  if (config.webhookAllowedCidrs.length > 0) {
    logger.warn(
      `WEBHOOK_ALLOWED_CIDRS lets webhooks reach ${config.webhookAllowedCidrs.join(', ')}: only for receivers inside your own network`,
    );
  }
  const webhookClient = new SafeWebhookClient({
    allowList: parseCidrList(config.webhookAllowedCidrs.join(',')),
    connectTimeoutMs: policy.attemptTimeoutMs,
    ...options.webhookNetwork,
  });
  const webhookSecrets = new SecretBox(secretKey, WEBHOOK_SECRETS_PURPOSE);
  const deliveryWorker = new DeliveryWorker({
    db,
    outbox,
    client: webhookClient,
    secrets: webhookSecrets,
    clock,
    logger,
    policy,
    concurrency: config.webhookConcurrency,
    perEndpoint: config.webhookEndpointConcurrency,
  });
  events.onPublished(() => deliveryWorker.wake());

  const orgRepo = new OrganizationsRepository();
  // Access control asks the organizations module for roles; the lookup is bound once both exist.
  const roleLookup: { find?: OrganizationsService['findRole'] } = {};
  const access = new AccessControl((orgId, userId) => roleLookup.find!(orgId, userId));
  const orgs = new OrganizationsService({ db, repo: orgRepo, access, clock, deploymentMode: mode, events });
  roleLookup.find = orgs.findRole;
  const invites = new InvitesService({
    db,
    repo: orgRepo,
    orgs,
    access,
    clock,
    mailer,
    publicUrl: config.publicUrl,
    logger,
    events,
  });

  const identityRepo = new IdentityRepository();
  const accessTokens = new AccessTokens(secretKey, clock);
  const sessions = new Sessions(db, identityRepo, accessTokens, clock);
  const identity = new IdentityService({
    db,
    repo: identityRepo,
    clock,
    mailer,
    limiter,
    deploymentMode: mode,
    publicUrl: config.publicUrl,
    logger,
    events,
    memberOrgIds: (trx, userId) => orgs.memberOrgIds(trx, userId),
  });
  identity.useSignupGate(invites);
  const provisioning = new ProvisioningService({ db, repo: orgRepo, orgs, identity, access, clock, events });
  const login = new LoginService({ db, repo: identityRepo, sessions, limiter, clock, deploymentMode: mode });
  const oauth = new OAuthService({
    providers: config.oidcProviders,
    oidc: new OidcClient({ clock, logger, timeoutMs: options.oidcTimeoutMs }),
    accounts: new OAuthAccounts({
      db,
      repo: new OauthRepository(),
      users: identityRepo,
      identity,
      gate: invites,
      memberOrgIds: (trx, userId) => orgs.memberOrgIds(trx, userId),
      events,
      clock,
    }),
    login,
    sessions,
    requireOrg: (orgId) => orgs.requireOrg(orgId),
  });

  const apiTokens = new ApiTokensService({
    db,
    repo: new ApiTokensRepository(),
    access,
    clock,
    deploymentMode: mode,
    requireOrg: (orgId) => orgs.requireOrg(orgId),
  });
  const tokenSwap = new TokenSwapService({
    access,
    accessTokens,
    findOrgBySlug: (slug) => orgs.requireOrgBySlug(slug),
    findUser: (userId) => identityRepo.findUserById(db, userId),
    findRole: orgs.findRole,
  });

  const storage = createStorage(config);
  const usergroupsRepo = new UsergroupsRepository();
  const authorship = new AuthorshipRepository();
  const content = new ContentAccess(access, {
    isActiveAuthor: (courseId, userId) => authorship.isActiveAuthor(db, courseId, userId),
    linkedResources: (orgId, courseId, userId) =>
      usergroupsRepo.linkedResourceUuids(db, orgId, courseId, userId),
  });
  const structure = new CoursesRepository();
  const courses = new CoursesService({
    db,
    repo: structure,
    access,
    content,
    clock,
    events,
    storage,
    logger,
    requireOrg: (orgId) => orgs.requireOrg(orgId),
    requireOrgBySlug: (slug) => orgs.requireOrgBySlug(slug),
  });
  const chapters = new ChaptersService({
    db,
    repo: structure,
    courses,
    access,
    content,
    clock,
    storage,
    logger,
  });
  const contributors = new ContributorsService({
    db,
    repo: structure,
    courses,
    access,
    clock,
    events,
    membersAmong: orgs.membersAmong,
  });
  const courseUpdates = new CourseUpdatesService({
    db,
    repo: new CourseUpdatesRepository(),
    courses,
    access,
    clock,
    events,
  });
  const activitiesRepo = new ActivitiesRepository();
  const activities = new ActivitiesService({
    db,
    repo: activitiesRepo,
    structure,
    courses,
    chapters,
    access,
    content,
    clock,
    events,
    storage,
    logger,
  });
  const activityVersions = new ActivityVersionsService({
    db,
    repo: activitiesRepo,
    access,
    content,
    clock,
    events,
  });
  const blocks = new BlocksService({
    db,
    repo: new BlocksRepository(),
    activities,
    access,
    clock,
    storage,
    logger,
  });

  const assignmentsRepo = new AssignmentsRepository();
  const assignments = new AssignmentsService({
    db,
    repo: assignmentsRepo,
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
  const guard = new SubmissionGuard({ db, repo: assignmentsRepo, access, assignments });

  const certificatesRepo = new CertificatesRepository();
  const certifications = new CertificationsService({
    db,
    repo: certificatesRepo,
    access,
    content,
    courses,
    clock,
  });
  const certificates = new CertificatesService({
    db,
    repo: certificatesRepo,
    access,
    courses,
    clock,
    events,
  });

  const learningRepo = new LearningRepository();
  const progress = new ProgressService({
    db,
    repo: learningRepo,
    clock,
    events,
    certificates,
  });
  // Progress issues certificates on completion; certificates ask progress whether a course was completed.
  certificates.useCompletionCheck((trx, courseId, userId) =>
    progress.isCourseCompleted(trx, courseId, userId),
  );
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
    repo: assignmentsRepo,
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
  const submissions = new SubmissionsService({
    db,
    repo: assignmentsRepo,
    assignments,
    courses,
    access,
    clock,
    events,
    storage,
    logger,
    findUser: (userId) => identityRepo.findUserById(db, userId),
    findRole: orgs.findRole,
    grades,
    guard,
    progress: assignmentProgress,
  });

  const webhooks = new WebhooksService({
    db,
    repo: webhookRepo,
    publisher: events,
    access,
    limiter,
    clock,
    deploymentMode: mode,
    secrets: webhookSecrets,
    client: webhookClient,
    requireOrg: (orgId) => orgs.requireOrg(orgId),
  });

  const usergroups = new UsergroupsService({
    db,
    repo: usergroupsRepo,
    access,
    clock,
    events,
    requireOrg: (orgId) => orgs.requireOrg(orgId),
  });
  const usergroupLinks = new UsergroupLinksService({
    db,
    membersAmong: orgs.membersAmong,
    repo: usergroupsRepo,
    groups: usergroups,
    access,
    clock,
    events,
  });

  return {
    config,
    clock,
    logger,
    database,
    db,
    mailer,
    limiter,
    access,
    identity,
    login,
    oauth,
    sessions,
    orgs,
    invites,
    provisioning,
    apiTokens,
    tokenSwap,
    accessTokens,
    events,
    webhooks,
    webhookClient,
    deliveryWorker,
    storage,
    courses,
    chapters,
    contributors,
    courseUpdates,
    activities,
    activityVersions,
    blocks,
    assignments,
    submissions,
    grades,
    certifications,
    certificates,
    progress,
    trail,
    learnersAdmin,
    assignmentProgress,
    usergroups,
    usergroupLinks,
    close: async () => {
      await deliveryWorker.stop();
      await codeRunner.close?.();
      await webhookClient.close();
      mailer.close();
      await database.close();
    },
  };
}

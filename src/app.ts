/**
 * Composition root: builds every dependency once, wires the modules together and registers their routes.
 * Entry points (server, CLI, tests) call `buildApp`; nothing else constructs services.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { Type } from 'typebox';
import type { Config } from './config.ts';
import type { Database } from './db.ts';
import { AccessControl, createAuthenticator, registerAuthHooks } from './modules/access/index.ts';
import {
  ApiTokensRepository,
  ApiTokensService,
  TOKEN_PREFIX,
  TokenSwapService,
  registerApiTokenRoutes,
} from './modules/api-tokens/index.ts';
import {
  AssignmentsRepository,
  AssignmentsService,
  DEFAULT_RUN_LIMITS,
  GradesService,
  SubmissionGuard,
  SubmissionsService,
  createCodeRunner,
  registerAssignmentRoutes,
  registerSubmissionRoutes,
  type CodeRunner,
} from './modules/assignments/index.ts';
import {
  AccessTokens,
  IdentityRepository,
  IdentityService,
  LoginService,
  Sessions,
  registerIdentityRoutes,
} from './modules/identity/index.ts';
import {
  ActivitiesRepository,
  ActivitiesService,
  ActivityVersionsService,
  registerActivityRoutes,
} from './modules/activities/index.ts';
import { BlocksRepository, BlocksService, registerBlockRoutes } from './modules/blocks/index.ts';
import {
  ChaptersService,
  ContentAccess,
  CoursesRepository,
  CoursesService,
  registerCourseRoutes,
} from './modules/courses/index.ts';
import {
  InvitesService,
  OrganizationsRepository,
  OrganizationsService,
  registerOrganizationRoutes,
} from './modules/organizations/index.ts';
import {
  DeliveryWorker,
  EventPublisher,
  OutboxRepository,
  SafeWebhookClient,
  WEBHOOK_SECRETS_PURPOSE,
  WebhooksRepository,
  WebhooksService,
  parseCidrList,
  registerWebhookRoutes,
  scaledPolicy,
  type RetryPolicy,
  type SafeClientOptions,
} from './modules/webhooks/index.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { openDatabase, type DatabaseHandle } from './platform/db/database.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { registerErrorHandling } from './platform/http/error-handler.ts';
import { UnavailableError } from './platform/http/errors.ts';
import { ErrorResponse, errors } from './platform/http/schema.ts';
import { keepRawJsonBodies } from './platform/http/raw-json.ts';
import { registerUploads } from './platform/http/uploads.ts';
import type { App } from './platform/http/types.ts';
import { validatorCompiler } from './platform/http/validation.ts';
import { loggerOptions } from './platform/logger.ts';
import { createLogMailer, createSmtpMailer, type Mailer } from './platform/mailer.ts';
import { RateLimiter } from './platform/rate-limiter.ts';
import { SecretBox } from './platform/secret-box.ts';
import { createStorage } from './platform/storage/index.ts';
import type { Services } from './services.ts';

export const API_PREFIX = '/api/v1';
export const VERSION = '0.1.0';

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
  const login = new LoginService({ db, repo: identityRepo, sessions, limiter, clock, deploymentMode: mode });

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
  const content = new ContentAccess(access);
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
    sessions,
    orgs,
    invites,
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
    activities,
    activityVersions,
    blocks,
    assignments,
    submissions,
    grades,
    close: async () => {
      await deliveryWorker.stop();
      await codeRunner.close?.();
      await webhookClient.close();
      mailer.close();
      await database.close();
    },
  };
}

/** Builds the HTTP application on top of the services. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<{ app: FastifyInstance; services: Services }> {
  const services = await buildServices(config, options);
  const trustProxy = config.trustProxy;
  const logger: FastifyBaseLogger = services.logger;
  const app = Fastify({
    loggerInstance: logger,
    // A hop count trusts that many proxies in front of the service.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Idle keep-alive sockets close at shutdown; requests in flight finish first.
    forceCloseConnections: 'idle',
    // Request ids are unique across processes, and a proxy's X-Request-Id is kept, so one id follows a request
    // through the logs; a 500 body carries it [CONTRACT 2].
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.addSchema(ErrorResponse);
  registerErrorHandling(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  // CUSTOM task contents and answers go back byte for byte: the JSON body's text is kept [CONTRACT 10].
  keepRawJsonBodies(app);
  await registerUploads(app, {
    tmpDir: path.join(config.dataDir, 'tmp'),
    maxBytes: Math.max(...Object.values(config.uploadLimits)),
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Learning platform API',
        version: VERSION,
        description:
          'Organizations, courses, assignments, grading and webhooks. Errors: `{detail, code}` (422: `detail` is a list).',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'A user JWT or an API token (svc_…)' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'access_token_cookie' },
        },
      },
      security: [{ bearer: [] }, { cookie: [] }],
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  // Requests in flight have finished by now; the worker finishes its attempts before the database closes.
  app.addHook('onClose', () => services.close());

  await app.register(
    (api: App, _options, done) => {
      registerAuthHooks(
        api,
        createAuthenticator({
          apiTokenPrefix: TOKEN_PREFIX,
          verifyAccessToken: (token) => services.accessTokens.verify(token),
          findUserByUuid: (uuid) => services.identity.findUserByUuid(uuid),
          authenticateApiToken: (token) => services.apiTokens.authenticate(token),
        }),
      );
      registerPlatformRoutes(api, services, app);
      registerIdentityRoutes(api, services);
      registerOrganizationRoutes(api, services);
      registerApiTokenRoutes(api, services);
      registerWebhookRoutes(api, services);
      registerCourseRoutes(api, services);
      registerActivityRoutes(api, services);
      registerBlockRoutes(api, services);
      registerAssignmentRoutes(api, services);
      registerSubmissionRoutes(api, services);
      done();
    },
    { prefix: API_PREFIX },
  );
  await app.ready();
  return { app, services };
}

function registerPlatformRoutes(api: App, s: Services, root: FastifyInstance): void {
  api.get(
    '/health',
    {
      config: { public: true, skipAuth: true },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database check: 200 when the database answers, 503 when it does not',
        response: {
          200: Type.Object({
            status: Type.Literal('ok'),
            database: Type.Literal('ok'),
            version: Type.String(),
          }),
          ...errors(503),
        },
      },
    },
    async (request) => {
      try {
        await withTimeout(s.database.ping(), 2000);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new UnavailableError('The database is not answering', 'database_unavailable');
      }
      return { status: 'ok' as const, database: 'ok' as const, version: VERSION };
    },
  );

  api.get('/openapi.json', { config: { public: true, skipAuth: true }, schema: { hide: true } }, () =>
    root.swagger(),
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

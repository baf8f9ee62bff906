/**
 * The HTTP application: Fastify with the platform plugins, the API scope and every module's routes, on top of
 * the services `build-services.ts` wires together (the composition root). Nothing else constructs services.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifySwagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Config } from './config.ts';
import { createAuthenticator, registerAuthHooks } from './modules/access/index.ts';
import { TOKEN_PREFIX, registerApiTokenRoutes } from './modules/api-tokens/index.ts';
import {
  TASK_DOCUMENTS,
  registerAssignmentRoutes,
  registerGradeRoutes,
  registerSubmissionRoutes,
} from './modules/assignments/index.ts';
import { registerIdentityRoutes, registerOAuthRoutes } from './modules/identity/index.ts';
import { registerActivityMarkdownRoutes, registerActivityRoutes } from './modules/activities/index.ts';
import { registerBlockRoutes } from './modules/blocks/index.ts';
import { registerCollectionRoutes } from './modules/collections/index.ts';
import { registerBoardLiveRoutes, registerBoardRoutes } from './modules/boards/index.ts';
import { registerCertificateRoutes } from './modules/certificates/index.ts';
import { registerCommunityListRoutes, registerDiscussionRoutes } from './modules/communities/index.ts';
import { registerLearningRoutes } from './modules/learning/index.ts';
import {
  registerContributorRoutes,
  registerCourseRoutes,
  registerCourseUpdateRoutes,
} from './modules/courses/index.ts';
import { registerOrganizationRoutes, registerProvisioningRoutes } from './modules/organizations/index.ts';
import { registerEpisodeRoutes, registerPodcastRoutes } from './modules/podcasts/index.ts';
import { registerOrgSettingsRoutes } from './modules/org-settings/index.ts';
import { registerPackRoutes } from './modules/packs/index.ts';
import { registerUsergroupRoutes } from './modules/usergroups/index.ts';
import { registerPlaygroundRoutes } from './modules/playgrounds/index.ts';
import {
  registerScormContentRoutes,
  registerScormImportRoutes,
  registerScormRuntimeRoutes,
} from './modules/scorm/index.ts';
import { registerWebhookRoutes } from './modules/webhooks/index.ts';
import { answerClientError } from './platform/http/client-errors.ts';
import { registerEarlyAnswers } from './platform/http/early-answers.ts';
import { registerDocsUi } from './platform/http/docs-ui.ts';
import { answerFrameworkError, registerErrorHandling } from './platform/http/error-handler.ts';
import { UnavailableError } from './platform/http/errors.ts';
import { ErrorResponse, errors } from './platform/http/schema.ts';
import { openApiOptions } from './platform/http/openapi.ts';
import { keepRawJsonBodies } from './platform/http/raw-json.ts';
import { recordRoutes, type RouteEntry } from './platform/http/route-table.ts';
import { registerRequestGuards } from './platform/http/request-guards.ts';
import { registerUploads } from './platform/http/uploads.ts';
import { defaultWebDir, registerWebApp, type WebApp } from './platform/http/web-app.ts';
import type { App } from './platform/http/types.ts';
import { lazySchemas } from './platform/http/lazy-schemas.ts';
import { validatorCompiler } from './platform/http/validation.ts';
import type { Services } from './services.ts';
import { buildServices, type BuildOptions } from './build-services.ts';

export { buildServices, type BuildOptions };

export const API_PREFIX = '/api/v1';
export const VERSION = '0.1.0';

/** Builds the HTTP application on top of the services. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<{
  app: FastifyInstance;
  services: Services;
  routes: readonly RouteEntry[];
  /** Compiles every route schema still waiting for its first request (lazy-schemas.ts); how many. */
  compileSchemas: () => number;
}> {
  const services = await buildServices(config, options);
  const schemas = lazySchemas(validatorCompiler);
  const trustProxy = config.trustProxy;
  const logger: FastifyBaseLogger = services.logger;
  const app = Fastify({
    loggerInstance: logger,
    // A hop count trusts that many proxies in front of the service.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // Long path values reach the handlers, where a malformed uuid is a 404 [CONTRACT 10], not a 414; past 1000
    // characters the router gives up and the answer is a 404 all the same (error-handler.ts).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // Idle keep-alive sockets close at shutdown; requests in flight finish first.
    forceCloseConnections: 'idle',
    // Request ids are unique across processes, and a proxy's X-Request-Id is kept, so one id follows a request
    // through the logs; a 500 body carries it [CONTRACT 2].
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // JSON and form bodies; uploads have their own limits by kind (docs/api-conventions.md).
    bodyLimit: 1024 * 1024,
    // What Fastify and Node refuse before routing answers in the one error shape too [CONTRACT 2].
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: (error, socket) => answerClientError(logger, error, socket),
    // Route schemas compile on first use, not all at start.
    schemaController: { compilersFactory: { buildSerializer: schemas.buildSerializer } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(schemas.validatorCompiler);
  app.addSchema(ErrorResponse);
  // Page addresses of the web app that no route names (deep links) get its index.html, not the API's 404.
  const web: { app?: WebApp } = {};
  registerErrorHandling(app, { servePage: (request, reply) => web.app?.servePage(request, reply) ?? false });
  registerRequestGuards(app);
  registerEarlyAnswers(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // No answer leaves before the commits it may reflect are on disk (group commit, platform/db/wal-sync.ts).
    services.database.durable().then(
      () => done(null, payload),
      (error: unknown) => done(error as Error),
    );
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  // CUSTOM task contents and answers go back byte for byte: the JSON body's text is kept [CONTRACT 10].
  keepRawJsonBodies(app);
  await registerUploads(app, {
    tmpDir: path.join(config.dataDir, 'tmp'),
    maxBytes: Math.max(...Object.values(config.uploadLimits), config.scorm.maxUploadBytes),
  });
  await app.register(fastifySwagger, openApiOptions(config.publicUrl, VERSION, TASK_DOCUMENTS));
  // The docs UI loads on the first request for it (docs-ui.ts).
  registerDocsUi(app, '/docs');

  const routes = recordRoutes(app);
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
      // Each registrar receives only what its routes use.
      const s = services;
      const { publicUrl, uploadLimits } = config;
      registerPlatformRoutes(api, s, app);
      registerIdentityRoutes(api, {
        access: s.access,
        identity: s.identity,
        login: s.login,
        sessions: s.sessions,
        limiter: s.limiter,
        publicUrl,
        listOrgsOfUser: (userId) => s.orgs.listOrgsOfUser(userId),
      });
      registerOAuthRoutes(api, { oauth: s.oauth, providers: config.oidcProviders, publicUrl });
      registerOrganizationRoutes(api, { orgs: s.orgs, invites: s.invites });
      registerProvisioningRoutes(api, { provisioning: s.provisioning });
      registerOrgSettingsRoutes(api, { orgSettings: s.orgSettings });
      registerPackRoutes(api, { packs: s.packs, platformApiKey: config.platformApiKey });
      registerApiTokenRoutes(api, { apiTokens: s.apiTokens, tokenSwap: s.tokenSwap });
      registerWebhookRoutes(api, { webhooks: s.webhooks });
      registerCourseRoutes(api, {
        courses: s.courses,
        courseAuthoring: s.courseAuthoring,
        chapters: s.chapters,
        uploadLimits,
      });
      registerContributorRoutes(api, { contributors: s.contributors });
      registerCourseUpdateRoutes(api, { courseUpdates: s.courseUpdates });
      registerActivityRoutes(api, {
        activities: s.activities,
        activityCreation: s.activityCreation,
        activityVersions: s.activityVersions,
        uploadLimits,
      });
      registerActivityMarkdownRoutes(api, { markdown: s.activityMarkdown });
      registerScormImportRoutes(api, {
        scormImport: s.scormImport,
        uploadLimits,
        maxPackageBytes: config.scorm.maxUploadBytes,
      });
      registerScormContentRoutes(api, {
        scormContent: s.scormContent,
        playerPage: (request, reply) => web.app!.sendPage(request, reply),
      });
      registerBlockRoutes(api, { blocks: s.blocks, uploadLimits });
      registerAssignmentRoutes(api, { assignments: s.assignments, tasks: s.tasks, uploadLimits });
      registerSubmissionRoutes(api, {
        submissions: s.submissions,
        submissionReads: s.submissionReads,
        submissionFiles: s.submissionFiles,
        uploadLimits,
      });
      registerGradeRoutes(api, { grades: s.grades });
      registerCertificateRoutes(api, { certificates: s.certificates, certifications: s.certifications });
      registerLearningRoutes(api, {
        trail: s.trail,
        learnersAdmin: s.learnersAdmin,
        assignmentProgress: s.assignmentProgress,
      });
      registerUsergroupRoutes(api, { usergroups: s.usergroups, usergroupLinks: s.usergroupLinks });
      registerPodcastRoutes(api, {
        podcasts: s.podcasts,
        uploadLimits,
        apiBaseUrl: `${publicUrl.replace(/\/+$/, '')}${API_PREFIX}`,
      });
      registerEpisodeRoutes(api, { episodes: s.episodes, uploadLimits });
      registerCollectionRoutes(api, { collections: s.collections });
      registerPlaygroundRoutes(api, {
        playgrounds: s.playgrounds,
        playgroundReactions: s.playgroundReactions,
        playgroundGeneration: s.playgroundGeneration,
      });
      const communityDeps = {
        communities: s.communities,
        discussions: s.discussions,
        discussionFlags: s.discussionFlags,
        comments: s.comments,
        votes: s.votes,
      };
      registerCommunityListRoutes(api, communityDeps);
      registerDiscussionRoutes(api, communityDeps);
      registerBoardRoutes(api, {
        boards: s.boards,
        boardMembers: s.boardMembers,
        boardDocuments: s.boardDocuments,
      });
      registerBoardLiveRoutes(api, { boardAccess: s.boardAccess, boardLive: s.boardLive });
      registerScormRuntimeRoutes(api, { scormRuntime: s.scormRuntime, scormResults: s.scormResults });
      done();
    },
    { prefix: API_PREFIX },
  );
  web.app = registerWebApp(app, options.webDir ?? defaultWebDir(), {
    connectTo: config.oidcProviders.map((p) => new URL(p.issuer).origin),
  });
  await app.ready();
  return { app, services, routes, compileSchemas: schemas.compileAll };
}

function registerPlatformRoutes(api: App, s: Services, root: FastifyInstance): void {
  api.get(
    '/health',
    {
      config: { public: true, skipAuth: true },
      schema: {
        tags: ['platform'],
        operationId: 'getHealth',
        summary: 'Liveness and database check: 200 when the database answers, 503 when it does not',
        response: {
          200: Type.Object(
            { status: Type.Literal('ok'), database: Type.Literal('ok'), version: Type.String() },
            { title: 'Health' },
          ),
          ...errors(415, 503),
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

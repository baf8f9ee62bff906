/**
 * The composition root: builds every service once, without HTTP, and wires them together. The server, the
 * worker, the CLI and tests call it. Here: the database, mail, rate limits, identity, organizations and API
 * tokens; by area in `wiring/`: webhook delivery, course content (with user groups), assignments and learners.
 */
import path from 'node:path';
import { pino } from 'pino';
import type { BuildOptions } from './build-options.ts';
import type { Config } from './config.ts';
import type { Database } from './db.ts';
import { AccessControl } from './modules/access/index.ts';
import { ActivityMarkdownService } from './modules/activities/index.ts';
import { ApiTokensService, TokenSwapService } from './modules/api-tokens/index.ts';
import {
  AccessTokens,
  IdentityService,
  LoginService,
  OAuthAccounts,
  OAuthService,
  OidcClient,
  Sessions,
  findAccountById,
} from './modules/identity/index.ts';
import {
  InvitesService,
  OrganizationsService,
  ProvisioningService,
  memberRoleLookup,
} from './modules/organizations/index.ts';
import { FamilyGate, OrgSettingsService } from './modules/org-settings/index.ts';
import { AiCredits, PacksService, activeMemberSeats } from './modules/packs/index.ts';
import { leaveOrgGroups } from './modules/usergroups/index.ts';
import { WebhooksService } from './modules/webhooks/index.ts';
import { systemClock } from './platform/clock.ts';
import { openDatabase, type DatabaseHandle } from './platform/db/database.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { loggerOptions } from './platform/logger.ts';
import { createLogMailer, createSmtpMailer } from './platform/mailer.ts';
import { RateLimiter } from './platform/rate-limiter.ts';
import type { Services } from './services.ts';
import { buildCommunities } from './wiring/communities.ts';
import { buildBoards } from './wiring/boards.ts';
import { buildContent } from './wiring/content.ts';
import type { Kernel } from './wiring/kernel.ts';
import { buildLearning } from './wiring/learning.ts';
import { buildPodcasts } from './wiring/podcasts.ts';
import { buildPlaygrounds } from './wiring/playgrounds.ts';
import { buildScormImport } from './wiring/scorm-import.ts';
import { buildScormRuntime } from './wiring/scorm-runtime.ts';
import { buildWebhookDelivery } from './wiring/webhooks.ts';

export type { BuildOptions };

/** Opens the database and builds every service, without HTTP. Used by the server, the CLI and tests. */
export async function buildServices(config: Config, options: BuildOptions = {}): Promise<Services> {
  const secretKey = config.secretKey;
  if (secretKey === undefined) throw new Error('config.secretKey must be resolved before building the app');
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? pino(loggerOptions(config.logLevel));
  const database: DatabaseHandle<Database> = openDatabase<Database>(config.database, {
    onStatement: options.onStatement,
    flushWal: options.flushWal,
  });
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

  const { events, webhookClient, webhookSecrets, deliveryWorker } = buildWebhookDelivery({
    config,
    options,
    db,
    durable: () => database.durable(),
    clock,
    logger,
    secretKey,
  });
  // Built in order: access control needs only the role lookup, organizations need access control.
  const access = new AccessControl(memberRoleLookup(db));
  const orgs = new OrganizationsService({
    db,
    access,
    clock,
    deploymentMode: mode,
    events,
    // Leaving an organization leaves its user groups, in the same transaction.
    memberRemoved: [leaveOrgGroups],
    // The saas member limit counts the seats of active packs (the packs module depends on nothing here).
    extraSeats: activeMemberSeats,
  });
  const invites = new InvitesService({
    db,
    orgs,
    access,
    clock,
    mailer,
    publicUrl: config.publicUrl,
    logger,
    events,
  });

  const accessTokens = new AccessTokens(secretKey, clock);
  const sessions = new Sessions(db, accessTokens, clock);
  const identity = new IdentityService({
    db,
    clock,
    mailer,
    limiter,
    deploymentMode: mode,
    publicUrl: config.publicUrl,
    logger,
    events,
    memberOrgIds: (trx, userId) => orgs.memberOrgIds(trx, userId),
    signupGate: invites,
  });
  const provisioning = new ProvisioningService({ db, orgs, identity, access, clock, events });
  const login = new LoginService({ db, sessions, limiter, clock, deploymentMode: mode });
  const oauth = new OAuthService({
    providers: config.oidcProviders,
    oidc: new OidcClient({ clock, logger, timeoutMs: options.oidcTimeoutMs }),
    accounts: new OAuthAccounts({
      db,
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
    access,
    clock,
    deploymentMode: mode,
    requireOrg: (orgId) => orgs.requireOrg(orgId),
  });
  const tokenSwap = new TokenSwapService({
    access,
    accessTokens,
    findOrgBySlug: (slug) => orgs.requireOrgBySlug(slug),
    findUser: (userId) => findAccountById(db, userId),
    findRole: orgs.findRole,
  });

  const families = new FamilyGate({ db, deploymentMode: mode });
  const orgSettings = new OrgSettingsService({
    db,
    access,
    clock,
    events,
    requireOrg: (orgId) => orgs.requireOrg(orgId),
  });
  const aiCredits = new AiCredits({ clock });
  const packs = new PacksService({
    db,
    access,
    clock,
    events,
    aiCredits,
    requireOrg: (orgId) => orgs.requireOrg(orgId),
  });
  const kernel: Kernel = {
    durable: () => database.durable(),
    config,
    options,
    db,
    clock,
    logger,
    events,
    access,
    orgs,
    families,
    aiCredits,
  };
  const contentServices = buildContent(kernel);
  const scormImportServices = buildScormImport(kernel, contentServices, secretKey);
  deliveryWorker.sweeps.add('unimported SCORM packages', () => scormImportServices.scormImport.sweep());
  const learning = buildLearning(kernel, contentServices);
  const podcastServices = buildPodcasts(kernel, contentServices.storage);
  const playgroundServices = buildPlaygrounds(kernel);
  const scormRuntimeServices = buildScormRuntime(
    kernel,
    contentServices,
    learning,
    scormImportServices.scormLaunchTokens,
  );
  const communityServices = buildCommunities(kernel, contentServices);
  const { closeBoards, ...boardServices } = buildBoards(kernel);
  // Markdown sources are fetched under the webhook deliveries' address rules (CONTRACT 7).
  const activityMarkdown = new ActivityMarkdownService({
    activities: contentServices.activities,
    fetcher: webhookClient,
    ...options.markdown,
  });
  const webhooks = new WebhooksService({
    db,
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
    oauth,
    sessions,
    orgs,
    families,
    orgSettings,
    packs,
    aiCredits,
    invites,
    provisioning,
    apiTokens,
    tokenSwap,
    accessTokens,
    events,
    webhooks,
    webhookClient,
    deliveryWorker,
    ...contentServices,
    activityMarkdown,
    ...scormImportServices,
    ...learning,
    ...podcastServices,
    ...playgroundServices,
    ...scormRuntimeServices,
    ...communityServices,
    ...boardServices,
    close: async () => {
      await closeBoards();
      await deliveryWorker.stop();
      await learning.codeRunner.close?.();
      await webhookClient.close();
      mailer.close();
      await database.close();
    },
  };
}

/** Everything the composition root builds, as the route modules see it (types only). */
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import type { AccessControl } from './modules/access/index.ts';
import type { ApiTokensService, TokenSwapService } from './modules/api-tokens/index.ts';
import type { AccessTokens, IdentityService, LoginService, Sessions } from './modules/identity/index.ts';
import type { InvitesService, OrganizationsService } from './modules/organizations/index.ts';
import type {
  DeliveryWorker,
  EventPublisher,
  SafeWebhookClient,
  WebhooksService,
} from './modules/webhooks/index.ts';
import type { ActivitiesService, ActivityVersionsService } from './modules/activities/index.ts';
import type { AssignmentsService, GradesService, SubmissionsService } from './modules/assignments/index.ts';
import type { BlocksService } from './modules/blocks/index.ts';
import type { ChaptersService, CoursesService } from './modules/courses/index.ts';
import type { Clock } from './platform/clock.ts';
import type { Storage } from './platform/storage/index.ts';
import type { DatabaseHandle } from './platform/db/database.ts';
import type { Mailer } from './platform/mailer.ts';
import type { RateLimiter } from './platform/rate-limiter.ts';
import type { Database } from './db.ts';

export interface Services {
  config: Config;
  clock: Clock;
  logger: Logger;
  database: DatabaseHandle<Database>;
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  access: AccessControl;
  identity: IdentityService;
  login: LoginService;
  sessions: Sessions;
  orgs: OrganizationsService;
  invites: InvitesService;
  apiTokens: ApiTokensService;
  tokenSwap: TokenSwapService;
  accessTokens: AccessTokens;
  /** `publishEvent(tx, orgId, event, data)`: the transactional outbox every module reports its changes to. */
  events: EventPublisher;
  webhooks: WebhooksService;
  webhookClient: SafeWebhookClient;
  deliveryWorker: DeliveryWorker;
  storage: Storage;
  courses: CoursesService;
  chapters: ChaptersService;
  activities: ActivitiesService;
  activityVersions: ActivityVersionsService;
  blocks: BlocksService;
  assignments: AssignmentsService;
  submissions: SubmissionsService;
  grades: GradesService;
  /** Stops the worker, then closes the network client, the mailer and the database. */
  close(): Promise<void>;
}

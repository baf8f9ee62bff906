/** Everything the composition root builds, as the route modules see it (types only). */
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import type { AccessControl } from './modules/access/index.ts';
import type { ApiTokensService, TokenSwapService } from './modules/api-tokens/index.ts';
import type {
  AccessTokens,
  IdentityService,
  LoginService,
  OAuthService,
  Sessions,
} from './modules/identity/index.ts';
import type {
  InvitesService,
  OrganizationsService,
  ProvisioningService,
} from './modules/organizations/index.ts';
import type { FamilyGate, OrgSettingsService } from './modules/org-settings/index.ts';
import type { AiCredits, PacksService } from './modules/packs/index.ts';
import type { UsergroupLinksService, UsergroupsService } from './modules/usergroups/index.ts';
import type {
  PlaygroundGenerationService,
  PlaygroundReactionsService,
  PlaygroundsService,
} from './modules/playgrounds/index.ts';
import type { ScormResultsService, ScormRuntimeService } from './modules/scorm/index.ts';
import type {
  DeliveryWorker,
  EventPublisher,
  SafeWebhookClient,
  WebhooksService,
} from './modules/webhooks/index.ts';
import type {
  ActivitiesService,
  ActivityMarkdownService,
  ActivityCreationService,
  ActivityVersionsService,
} from './modules/activities/index.ts';
import type {
  AssignmentRow,
  AssignmentsService,
  GradesService,
  SubmissionFilesService,
  SubmissionReadsService,
  SubmissionsService,
  TasksService,
} from './modules/assignments/index.ts';
import type { BlocksService } from './modules/blocks/index.ts';
import type { CollectionsService } from './modules/collections/index.ts';
import type { CertificatesService, CertificationsService } from './modules/certificates/index.ts';
import type {
  AssignmentProgress,
  LearnersAdminService,
  ProgressService,
  TrailService,
} from './modules/learning/index.ts';
import type {
  ChaptersService,
  ContributorsService,
  CourseAuthoringService,
  CourseUpdatesService,
  CoursesService,
} from './modules/courses/index.ts';
import type {
  CommentsService,
  CommunitiesService,
  DiscussionFlagsService,
  DiscussionsService,
  VotesService,
} from './modules/communities/index.ts';
import type {
  BoardAccess,
  BoardDocumentStore,
  BoardDocumentsService,
  BoardLive,
  BoardMembersService,
  BoardsService,
} from './modules/boards/index.ts';
import type { Clock } from './platform/clock.ts';
import type { Storage } from './platform/storage/index.ts';
import type { EpisodesService, PodcastsService } from './modules/podcasts/index.ts';
import type { ScormContentService, ScormImportService, ScormLaunchTokens } from './modules/scorm/index.ts';
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
  /** OpenID Connect sign-in (`POST /auth/oauth`). */
  oauth: OAuthService;
  sessions: Sessions;
  orgs: OrganizationsService;
  /** Family switches and plan gates of CONTRACT 11. */
  families: FamilyGate;
  /** `GET|PUT /orgs/{org_id}/config…`: AI, payments and family switches. */
  orgSettings: OrgSettingsService;
  /** Packs sold by the operator's billing system (internal routes) and the admins' read of them. */
  packs: PacksService;
  /** The AI credit budget of active `ai_credits` packs: `spend` in a generation's transaction, `remaining`. */
  aiCredits: AiCredits;
  invites: InvitesService;
  /** `POST /admin/{org_slug}/users`: an organization creates a member's account. */
  provisioning: ProvisioningService;
  apiTokens: ApiTokensService;
  tokenSwap: TokenSwapService;
  accessTokens: AccessTokens;
  /** `publishEvent(tx, orgId, event, data)`: the transactional outbox every module reports its changes to. */
  events: EventPublisher;
  webhooks: WebhooksService;
  webhookClient: SafeWebhookClient;
  deliveryWorker: DeliveryWorker;
  storage: Storage;
  podcasts: PodcastsService;
  episodes: EpisodesService;
  courses: CoursesService;
  courseAuthoring: CourseAuthoringService;
  chapters: ChaptersService;
  contributors: ContributorsService;
  courseUpdates: CourseUpdatesService;
  activities: ActivitiesService;
  /** `GET /activities/{uuid}/markdown`: a markdown activity's source, fetched through the outbound guard. */
  activityMarkdown: ActivityMarkdownService;
  activityCreation: ActivityCreationService;
  activityVersions: ActivityVersionsService;
  /** SCORM packages: analysis, import into activities, the sweep of unimported ones [CONTRACT 12]. */
  scormImport: ScormImportService;
  /** A SCORM activity's package files, for its readers or a launch token. */
  scormContent: ScormContentService;
  /** Launch capabilities standing for the session in a SCO's sandboxed frame (`mint`, `verify`). */
  scormLaunchTokens: ScormLaunchTokens;
  blocks: BlocksService;
  assignments: AssignmentsService;
  tasks: TasksService;
  submissions: SubmissionsService;
  submissionReads: SubmissionReadsService;
  submissionFiles: SubmissionFilesService;
  grades: GradesService;
  certifications: CertificationsService;
  /** Certificates learners hold: issued on completion, revoked on retry or reject, verified by anyone. */
  certificates: CertificatesService;
  /** Enrolment, progress and completion, inside a caller's transaction [CONTRACT 9]. */
  progress: ProgressService;
  trail: TrailService;
  learnersAdmin: LearnersAdminService;
  assignmentProgress: AssignmentProgress<AssignmentRow>;
  usergroups: UsergroupsService;
  /** A group's members and its links to courses, chapters and activities (which open restricted content). */
  usergroupLinks: UsergroupLinksService;
  /** Ordered lists of an organization's courses [CONTRACT 11]. */
  collections: CollectionsService;
  /** Playgrounds [CONTRACT 11]: pages, their reactions, and their generation by the AI server. */
  playgrounds: PlaygroundsService;
  scormRuntime: ScormRuntimeService;
  scormResults: ScormResultsService;
  playgroundReactions: PlaygroundReactionsService;
  playgroundGeneration: PlaygroundGenerationService;
  /** Communities, discussions, comments and votes [CONTRACT 11]. */
  communities: CommunitiesService;
  discussions: DiscussionsService;
  /** Pinning and locking discussions (and their idle auto-lock). */
  discussionFlags: DiscussionFlagsService;
  comments: CommentsService;
  votes: VotesService;
  /** Who may read, manage and write one board [CONTRACT 11]. */
  boardAccess: BoardAccess;
  /** Board documents: the durable log of Yjs updates and its snapshot. */
  boardStore: BoardDocumentStore;
  /** This process's live board rooms (WebSockets), fed by other processes through the database. */
  boardLive: BoardLive;
  boards: BoardsService;
  boardMembers: BoardMembersService;
  boardDocuments: BoardDocumentsService;
  /** Stops the worker, then closes the network client, the mailer and the database. */
  close(): Promise<void>;
}

/** The whole database as Kysely sees it: each module contributes its tables. */
import type { Kysely } from 'kysely';
import type { ApiTokenTables } from './modules/api-tokens/api-tokens.tables.ts';
import type { IdentityTables } from './modules/identity/identity.tables.ts';
import type { OrganizationTables } from './modules/organizations/organizations.tables.ts';
import type { AssignmentTables } from './modules/assignments/assignments.tables.ts';
import type { ActivityTables } from './modules/activities/activities.tables.ts';
import type { BlockTables } from './modules/blocks/blocks.tables.ts';
import type { CourseTables } from './modules/courses/courses.tables.ts';
import type { WebhookTables } from './modules/webhooks/webhooks.tables.ts';
import type { LearningTables } from './modules/learning/learning.tables.ts';
import type { UsergroupTables } from './modules/usergroups/usergroups.tables.ts';
import type { CertificateTables } from './modules/certificates/certificates.tables.ts';
import type { CommunityTables } from './modules/communities/communities.tables.ts';
import type { BoardTables } from './modules/boards/boards.tables.ts';
import type { OrgSettingsTables } from './modules/org-settings/org-settings.tables.ts';
import type { PodcastTables } from './modules/podcasts/podcasts.tables.ts';
import type { CollectionTables } from './modules/collections/collections.tables.ts';
import type { PlaygroundTables } from './modules/playgrounds/playgrounds.tables.ts';
import type { PackTables } from './modules/packs/packs.tables.ts';
import type { ScormPackageTables } from './modules/scorm/scorm-packages.tables.ts';
import type { ScormAttemptTables } from './modules/scorm/scorm-attempts.tables.ts';
import type { Executor } from './platform/db/transaction.ts';
import type { RateLimitTables } from './platform/rate-limiter.ts';

export interface Database
  extends
    IdentityTables,
    OrganizationTables,
    ApiTokenTables,
    RateLimitTables,
    WebhookTables,
    CourseTables,
    ActivityTables,
    BlockTables,
    AssignmentTables,
    LearningTables,
    UsergroupTables,
    CertificateTables,
    OrgSettingsTables,
    PodcastTables,
    CollectionTables,
    PlaygroundTables,
    PackTables,
    CommunityTables,
    BoardTables,
    ScormPackageTables,
    ScormAttemptTables {}

export type Db = Kysely<Database>;
export type Tx = Executor<Database>;

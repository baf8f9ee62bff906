/**
 * What every area of the composition root builds on: configuration, the database, time, logging, the event
 * outbox, access control, organizations and the family switches. Accounts are read through the identity module's reads.
 */
import type { Logger } from 'pino';
import type { BuildOptions } from '../build-options.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db.ts';
import type { AccessControl } from '../modules/access/index.ts';
import type { FamilyGate } from '../modules/org-settings/index.ts';
import type { OrganizationsService } from '../modules/organizations/index.ts';
import type { AiCredits } from '../modules/packs/index.ts';
import type { EventPublisher } from '../modules/webhooks/index.ts';
import type { Clock } from '../platform/clock.ts';

export interface Kernel {
  config: Config;
  options: BuildOptions;
  db: Db;
  /** Resolves once every commit so far is on disk (the database's group commit). */
  durable: () => Promise<void>;
  clock: Clock;
  logger: Logger;
  events: EventPublisher;
  access: AccessControl;
  orgs: OrganizationsService;
  /** Whether a CONTRACT 11 family is switched on in an organization and carried by its plan. */
  families: FamilyGate;
  /** AI credits of active packs: a generation spends one in its transaction (403 `ai_credits_exhausted`). */
  aiCredits: AiCredits;
}

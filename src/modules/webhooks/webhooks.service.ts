/**
 * Webhook endpoint management [SPEC 4.5; CONTRACT 7]. Callers: members whose role holds the `webhooks`
 * rights (admins, maintainers) with a session or JWT, or an API token with the `webhooks` bucket, always
 * inside the organization of the path. Hosted deployments need the pro plan or higher.
 *
 * Rights per operation: read (catalogue, list, get, delivery log), create, update (update, regenerate the
 * secret, send a test, redeliver), delete.
 */
import type { DeploymentMode } from '../../config.ts';
import type { Db } from '../../db.ts';
import { HOUR, toDbTime, type Clock } from '../../platform/clock.ts';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  RateLimitedError,
} from '../../platform/http/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { AccessControl, Action, Actor, Principal } from '../access/index.ts';
import { requirePlan } from '../plans/index.ts';
import { AddressRefusedError, type SafeWebhookClient } from './delivery/safe-client.ts';
import { generateSecret } from './delivery/signature.ts';
import { catalogueDocument, isEventName } from './events/catalogue.ts';
import type { EventPublisher } from './events/publisher.ts';
import {
  presentAttempt,
  presentEndpoint,
  type DeliveryAttemptRead,
  type DeliveryQueued,
  type WebhookRead,
  type WebhookWithSecret,
} from './webhooks.presenter.ts';
import { WebhooksRepository, type EndpointRow } from './webhooks.repository.ts';

/** CONTRACT 7: creating endpoints and sending tests are each limited to 20 per hour per organization. */
export const WEBHOOK_CREATE_LIMIT = 20;
export const WEBHOOK_TEST_LIMIT = 20;
export const PING_MESSAGE =
  'This is a test delivery from your learning platform. Your endpoint is reachable.';

export interface WebhooksDeps {
  db: Db;
  publisher: EventPublisher;
  access: AccessControl;
  limiter: RateLimiter;
  clock: Clock;
  deploymentMode: DeploymentMode;
  secrets: SecretBox;
  client: SafeWebhookClient;
  requireOrg: (orgId: number) => Promise<{ id: number; plan: string }>;
}

export class WebhooksService {
  private readonly repo = new WebhooksRepository();

  constructor(private readonly deps: WebhooksDeps) {}

  async catalogue(principal: Principal, orgId: number) {
    await this.deps.requireOrg(orgId);
    await this.deps.access.requireRight(principal, orgId, 'webhooks', 'read');
    return catalogueDocument();
  }

  async create(
    principal: Principal,
    orgId: number,
    input: { url: string; events: string[]; description?: string },
  ): Promise<WebhookWithSecret> {
    const actor = await this.authorize(principal, orgId, 'create');
    await this.spend(`webhook-create:${orgId}`, WEBHOOK_CREATE_LIMIT, 'webhook endpoints created');
    const events = checkEvents(input.events);
    const url = await this.checkUrl(input.url);
    const secret = generateSecret();
    const now = toDbTime(this.deps.clock.now());
    const row = await this.deps.db.transaction().execute((trx) =>
      this.repo.insertEndpoint(
        trx,
        orgId,
        {
          webhook_uuid: newUuid('webhook'),
          url,
          description: input.description ?? '',
          events: JSON.stringify(events),
          is_active: true,
          secret_encrypted: this.deps.secrets.seal(secret),
          created_by_user_id: actor.kind === 'user' ? actor.userId : actor.creatorUserId,
          creation_date: now,
          update_date: now,
        },
        events,
      ),
    );
    return { ...presentEndpoint(row), secret };
  }

  async list(principal: Principal, orgId: number): Promise<WebhookRead[]> {
    await this.authorize(principal, orgId, 'read');
    return (await this.repo.listEndpoints(this.deps.db, orgId)).map(presentEndpoint);
  }

  async get(principal: Principal, orgId: number, webhookUuid: string): Promise<WebhookRead> {
    return presentEndpoint(await this.findAllowed(principal, orgId, webhookUuid, 'read'));
  }

  /**
   * Omitted fields stay as they are. Every given field is checked before anything is written, so an invalid
   * update (http URL, unknown event) changes nothing [CONTRACT 10].
   */
  async update(
    principal: Principal,
    orgId: number,
    webhookUuid: string,
    input: { url?: string; events?: string[]; description?: string; is_active?: boolean },
  ): Promise<WebhookRead> {
    const row = await this.findAllowed(principal, orgId, webhookUuid, 'update');
    const events = input.events === undefined ? undefined : checkEvents(input.events);
    const url = input.url === undefined ? undefined : await this.checkUrl(input.url);
    const updated = await this.deps.db.transaction().execute((trx) =>
      this.repo.updateEndpoint(trx, orgId, row.id, {
        ...(url !== undefined && { url }),
        ...(events !== undefined && { events }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.is_active !== undefined && { is_active: input.is_active }),
        update_date: toDbTime(this.deps.clock.now()),
      }),
    );
    if (updated === undefined) throw new NotFoundError('Webhook endpoint not found');
    return presentEndpoint(updated);
  }

  async delete(principal: Principal, orgId: number, webhookUuid: string): Promise<void> {
    const row = await this.findAllowed(principal, orgId, webhookUuid, 'delete');
    await this.repo.deleteEndpoint(this.deps.db, orgId, row.id);
  }

  /** A fresh secret replaces the old one at once: every attempt from now on, retries included, signs with it. */
  async regenerateSecret(
    principal: Principal,
    orgId: number,
    webhookUuid: string,
  ): Promise<WebhookWithSecret> {
    const row = await this.findAllowed(principal, orgId, webhookUuid, 'update');
    const secret = generateSecret();
    const updated = await this.repo.updateEndpoint(this.deps.db, orgId, row.id, {
      secret_encrypted: this.deps.secrets.seal(secret),
      update_date: toDbTime(this.deps.clock.now()),
    });
    if (updated === undefined) throw new NotFoundError('Webhook endpoint not found');
    return { ...presentEndpoint(updated), secret };
  }

  /** Queues a `ping` to this endpoint [SPEC 6.3]; 409 when it is inactive [CONTRACT 7]. */
  async test(principal: Principal, orgId: number, webhookUuid: string): Promise<DeliveryQueued> {
    const row = await this.findAllowed(principal, orgId, webhookUuid, 'update');
    assertActive(row);
    await this.spend(`webhook-test:${orgId}`, WEBHOOK_TEST_LIMIT, 'test deliveries sent');
    const deliveryId = await this.deps.db
      .transaction()
      .execute((trx) => this.deps.publisher.publishTo(trx, orgId, row.id, 'ping', { message: PING_MESSAGE }));
    return { delivery_id: deliveryId, event: 'ping', status: 'pending' };
  }

  /** The newest attempts first [CONTRACT 7]. */
  async deliveries(
    principal: Principal,
    orgId: number,
    webhookUuid: string,
    limit: number,
  ): Promise<DeliveryAttemptRead[]> {
    const row = await this.findAllowed(principal, orgId, webhookUuid, 'read');
    return (await this.repo.listAttempts(this.deps.db, orgId, row.id, limit)).map(presentAttempt);
  }

  /**
   * Beyond SPEC [CONTRACT 7]: sends a finished delivery once more, with the same delivery id and bytes (and
   * so the same `timestamp`), logged as a manual attempt. 409 while it is still pending or the endpoint is off.
   */
  async redeliver(
    principal: Principal,
    orgId: number,
    webhookUuid: string,
    deliveryId: string,
  ): Promise<DeliveryQueued> {
    const row = await this.findAllowed(principal, orgId, webhookUuid, 'update');
    const delivery = await this.repo.findDelivery(this.deps.db, orgId, row.id, deliveryId);
    if (delivery === undefined) throw new NotFoundError('Delivery not found in this endpoint’s log');
    assertActive(row);
    const queued = await this.deps.db
      .transaction()
      .execute((trx) => this.repo.requeueFinished(trx, orgId, delivery.id, toDbTime(this.deps.clock.now())));
    if (!queued) {
      throw new ConflictError(
        'This delivery is still pending; it will be attempted again on its own',
        'delivery_pending',
      );
    }
    this.deps.publisher.notify();
    return { delivery_id: delivery.delivery_id, event: delivery.event, status: 'pending' };
  }

  private async authorize(principal: Principal, orgId: number, action: Action): Promise<Actor> {
    const org = await this.deps.requireOrg(orgId);
    const actor = await this.deps.access.requireRight(principal, orgId, 'webhooks', action);
    requirePlan(this.deps.deploymentMode, org.plan, 'pro', 'Webhooks');
    return actor;
  }

  private async findAllowed(
    principal: Principal,
    orgId: number,
    webhookUuid: string,
    action: Action,
  ): Promise<EndpointRow> {
    const org = await this.deps.requireOrg(orgId);
    const row = await this.repo.findEndpoint(this.deps.db, orgId, webhookUuid);
    if (row === undefined) {
      // Found (404) comes before allowed (403) [CONTRACT 2]; a stranger still learns nothing of other
      // organizations, whose endpoints are never found here.
      await this.deps.access.requireOrgAccess(principal, orgId);
      throw new NotFoundError('Webhook endpoint not found');
    }
    await this.deps.access.requireRight(principal, orgId, 'webhooks', action);
    requirePlan(this.deps.deploymentMode, org.plan, 'pro', 'Webhooks');
    return row;
  }

  private async spend(key: string, limit: number, what: string): Promise<void> {
    const budget = await this.deps.limiter.hit(key, limit, HOUR);
    if (!budget.allowed) {
      throw new RateLimitedError(
        `Too many ${what}: at most ${limit} per hour per organization`,
        budget.retryAfterSeconds,
      );
    }
  }

  /** CONTRACT 7: https only, and the host must not resolve to a refused address (400 otherwise). */
  private async checkUrl(raw: string): Promise<string> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new BadRequestError(`"${raw}" is not a valid URL`, 'invalid_webhook_url');
    }
    if (url.protocol !== 'https:') {
      throw new BadRequestError('Webhook URLs must use https://', 'webhook_url_not_https');
    }
    if (url.username !== '' || url.password !== '') {
      // Credentials in a URL end up in logs and lists; the signature is how a receiver authenticates us.
      throw new BadRequestError(
        'Webhook URLs must not contain a user name or password',
        'invalid_webhook_url',
      );
    }
    try {
      await this.deps.client.resolveChecked(url.hostname);
    } catch (error) {
      if (error instanceof AddressRefusedError) {
        throw new BadRequestError(`Webhook URL ${error.reason}`, 'webhook_url_refused');
      }
      throw new BadRequestError(
        `Webhook URL host ${error instanceof Error ? error.message : 'cannot be resolved'}`,
        'webhook_url_unresolvable',
      );
    }
    return url.href;
  }
}

/** Event names must come from the catalogue [CONTRACT 7]; repeats are dropped, order is kept. */
function checkEvents(events: string[]): string[] {
  const unknown = [...new Set(events.filter((e) => !isEventName(e)))];
  if (unknown.length > 0) {
    throw new BadRequestError(
      `Unknown event${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')} (see GET …/webhooks/events)`,
      'unknown_events',
    );
  }
  return [...new Set(events)];
}

function assertActive(row: EndpointRow): void {
  if (!row.is_active) {
    throw new ConflictError('This webhook endpoint is inactive; activate it first', 'webhook_inactive');
  }
}

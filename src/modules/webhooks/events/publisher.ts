/**
 * `publishEvent(tx, orgId, event, data)`: the transactional outbox [CONTRACT 7]. One delivery row per active
 * endpoint of the organization subscribed to the event, written with the caller's transaction: the rows
 * commit with the change or vanish with its rollback, so no event is lost and none is sent for a change that
 * did not happen.
 *
 * The envelope is serialised here, once per delivery, and those bytes are what every attempt sends and signs.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { Logger } from 'pino';
import type { DeploymentMode } from '../../../config.ts';
import type { Tx } from '../../../db.ts';
import { toDbTime, type Clock } from '../../../platform/clock.ts';
import { newDeliveryId } from '../../../platform/ids.ts';
import { PLANS, planAtLeast } from '../../plans/index.ts';
import { OutboxRepository } from '../delivery/outbox.repository.ts';
import type { RetryPolicy } from '../delivery/retry-policy.ts';
import { WebhooksRepository } from '../webhooks.repository.ts';
import { catalogueDocument, type EventData, type EventName } from './catalogue.ts';

/** Webhooks need the pro plan or higher on hosted deployments [SPEC 8]. */
export const WEBHOOK_PLANS = PLANS.filter((plan) => planAtLeast(plan, 'pro'));

export interface PublisherDeps {
  /** The organization's plan (the organizations module's read), for the hosted plan check. */
  orgPlan: (tx: Tx, orgId: number) => Promise<string | undefined>;
  clock: Clock;
  logger: Logger;
  deploymentMode: DeploymentMode;
  policy: RetryPolicy;
  /**
   * Wakes the in-process delivery worker, which is built before the publisher: after each publish that queued
   * something when no database notification does it (SQLite), and after a test delivery.
   */
  wakeWorkers: () => void;
}

export class EventPublisher {
  /** Each event's payload validator, compiled on the event's first publish rather than all at start. */
  private readonly validators = new Map<EventName, ValidateFunction>();
  private ajv: Ajv2020 | undefined;
  private readonly endpoints = new WebhooksRepository();
  private readonly outbox = new OutboxRepository();

  constructor(private readonly deps: PublisherDeps) {}

  private validatorOf(event: EventName): ValidateFunction {
    let validate = this.validators.get(event);
    if (validate === undefined) {
      this.ajv ??= new Ajv2020({ allErrors: true, strict: false });
      validate = this.ajv.compile(catalogueDocument().events[event]!.data_schema);
      this.validators.set(event, validate);
    }
    return validate;
  }

  /** Tells in-process workers that deliveries may be due. */
  notify(): void {
    this.deps.wakeWorkers();
  }

  /**
   * Queues `event` for every subscribed endpoint of `orgId`, in `tx`. Returns how many deliveries it queued.
   * Call it inside the transaction that makes the change the event reports.
   */
  async publishEvent<E extends EventName>(
    tx: Tx,
    orgId: number,
    event: E,
    data: EventData<E>,
  ): Promise<number> {
    this.checkPayload(orgId, event, data);
    // Hosted deployments stop delivering while the organization is on a plan without webhooks.
    if (this.deps.deploymentMode === 'saas' && !(await this.onWebhookPlan(tx, orgId))) return 0;
    const endpoints = await this.endpoints.findSubscribers(tx, orgId, event);
    await this.queue(
      tx,
      endpoints.map((e) => e.id),
      orgId,
      event,
      data,
    );
    return endpoints.length;
  }

  private async onWebhookPlan(tx: Tx, orgId: number): Promise<boolean> {
    const plan = await this.deps.orgPlan(tx, orgId);
    return plan !== undefined && (WEBHOOK_PLANS as readonly string[]).includes(plan);
  }

  /** Queues an event for one endpoint whatever it subscribes to (the test `ping`). Returns the delivery id. */
  async publishTo<E extends EventName>(
    tx: Tx,
    orgId: number,
    endpointId: number,
    event: E,
    data: EventData<E>,
  ): Promise<string> {
    this.checkPayload(orgId, event, data);
    const [deliveryId] = await this.queue(tx, [endpointId], orgId, event, data);
    return deliveryId!;
  }

  private async queue(
    tx: Tx,
    endpointIds: number[],
    orgId: number,
    event: EventName,
    data: unknown,
  ): Promise<string[]> {
    if (endpointIds.length === 0) return [];
    const now = this.deps.clock.now();
    const created = toDbTime(now);
    const timestamp = envelopeTimestamp(now);
    const rows = endpointIds.map((endpointId) => {
      const deliveryId = newDeliveryId();
      return {
        delivery_id: deliveryId,
        endpoint_id: endpointId,
        event,
        payload: serializeEnvelope({ event, delivery_id: deliveryId, timestamp, org_id: orgId, data }),
        status: 'pending' as const,
        attempt_count: 0,
        max_attempts: this.deps.policy.maxAttempts,
        manual: false,
        next_attempt_at: created,
        created_at: created,
      };
    });
    await this.outbox.insertDeliveries(tx, orgId, rows);
    // PostgreSQL wakes workers at commit; a wake now would look before the rows are visible to anyone else.
    if (!(await this.outbox.announce(tx))) this.notify();
    return rows.map((r) => r.delivery_id);
  }

  /** SPEC 6.2.10: a payload that does not match the catalogue is logged, and still delivered. */
  private checkPayload(orgId: number, event: EventName, data: unknown): void {
    const validate = this.validatorOf(event);
    if (!validate(data)) {
      this.deps.logger.warn(
        {
          event,
          org_id: orgId,
          errors: validate.errors?.map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`),
        },
        'webhook payload does not match the event catalogue; delivering it anyway',
      );
    }
  }
}

export interface Envelope {
  event: string;
  delivery_id: string;
  timestamp: string;
  org_id: number;
  data: unknown;
}

/** The envelope in its one serialised form, fields in the order of SPEC 6.1. */
export function serializeEnvelope(envelope: Envelope): string {
  const { event, delivery_id, timestamp, org_id, data } = envelope;
  return JSON.stringify({ event, delivery_id, timestamp, org_id, data });
}

/** `YYYY-MM-DDTHH:MM:SSZ` [SPEC 6.1]. */
export function envelopeTimestamp(at: Date): string {
  return `${at.toISOString().slice(0, 19)}Z`;
}

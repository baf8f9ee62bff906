/**
 * The delivery worker [SPEC 6.2; CONTRACT 7]. It claims due deliveries with a lease, sends each attempt
 * through the guarded client, logs it, and moves the delivery on: `succeeded`, retried after its backoff, or
 * `failed` once its attempts are spent.
 *
 * Concurrency is bounded overall and per endpoint, and a claim only ever takes what this worker can start at
 * once, so a slow or dead endpoint holds at most its own few slots while every other endpoint keeps flowing.
 * Any number of workers can share the queue (PostgreSQL skips rows another worker holds); a worker that dies
 * leaves leases that expire, after which another takes the deliveries: at least once, never lost.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { Db } from '../../../db.ts';
import { toDbTime, type Clock } from '../../../platform/clock.ts';
import { isForeignKeyViolation } from '../../../platform/db/database.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import type { Listener } from '../../../platform/db/notifications.ts';
import { OutboxRepository, type DeliveryRow } from './outbox.repository.ts';
import { ATTEMPTS_KEPT_PER_ENDPOINT, backoffAfter, type RetryPolicy } from './retry-policy.ts';
import type { SafeWebhookClient, WebhookResponse } from './safe-client.ts';
import { sign } from './signature.ts';

/** SPEC 6.1 (neutral name, version 1.0 [SPEC 9]). */
export const USER_AGENT = 'Service-Webhooks/1.0';
/** The SecretBox purpose under which endpoint secrets are sealed. */
export const WEBHOOK_SECRETS_PURPOSE = 'webhook-secrets';
/** How often forgotten deliveries (finished, with no attempt left in the log) are swept. */
const SWEEP_INTERVAL_MS = 60_000;

export interface WorkerDeps {
  db: Db;
  client: SafeWebhookClient;
  secrets: SecretBox;
  clock: Clock;
  logger: Logger;
  policy: RetryPolicy;
  /** Attempts in flight at once, overall. */
  concurrency: number;
  /** Attempts in flight at once to one endpoint. */
  perEndpoint: number;
  /** Subscribes to commit-time announcements of new deliveries (PostgreSQL); without it the worker polls. */
  listen?: (onNotify: () => void) => Listener;
}

export class DeliveryWorker {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly inFlight = new Map<number, Promise<void>>();
  private readonly busyEndpoints = new Map<number, number>();
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  /** A wake that came while the worker was busy claiming: it looks again before sleeping. */
  private wakeMissed = false;
  private listener: Listener | undefined;
  private lastSweep = 0;
  private readonly outbox = new OutboxRepository();

  constructor(private readonly deps: WorkerDeps) {}

  /** Starts polling for due deliveries; returns at once. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.deps.logger.info({ worker: this.id }, 'webhook delivery worker started');
    this.listener = this.deps.listen?.(() => this.wake());
    this.loop = this.run();
  }

  /**
   * Stops claiming, then lets the attempts in flight finish (each is bounded by the attempt timeout).
   * Nothing is held that is not in flight, so nothing is left to release.
   */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    await this.listener?.close();
    this.wake();
    await this.loop;
    await Promise.allSettled([...this.inFlight.values()]);
    this.deps.logger.info({ worker: this.id }, 'webhook delivery worker stopped');
  }

  /** Looks for work now instead of at the next poll (new deliveries were queued, a slot came free). */
  wake(): void {
    const wakeUp = this.wakeUp;
    this.wakeUp = undefined;
    if (wakeUp === undefined) this.wakeMissed = true;
    else wakeUp();
  }

  /** Claims what fits into the free slots and starts those attempts. Returns how many it started. */
  async tick(): Promise<number> {
    let free = this.deps.concurrency - this.inFlight.size;
    if (free <= 0) return 0;
    const now = this.deps.clock.now();
    const saturated = [...this.busyEndpoints].filter(([, n]) => n >= this.deps.perEndpoint).map(([id]) => id);
    const endpoints = await this.outbox.findDueEndpoints(this.deps.db, toDbTime(now), saturated, free);
    let started = 0;
    for (const endpointId of endpoints) {
      const slots = Math.min(free, this.deps.perEndpoint - (this.busyEndpoints.get(endpointId) ?? 0));
      if (slots <= 0) continue;
      const leaseUntil = toDbTime(new Date(now.getTime() + this.deps.policy.leaseMs));
      const claimed = await this.outbox.claim(
        this.deps.db,
        endpointId,
        toDbTime(now),
        this.id,
        leaseUntil,
        slots,
      );
      for (const delivery of claimed) this.launch(delivery);
      free -= claimed.length;
      started += claimed.length;
      if (free <= 0) break;
    }
    return started;
  }

  /**
   * Runs until nothing is due and nothing is in flight (tests and one-off runs). Deliveries waiting for a
   * later retry are left for a later call.
   */
  async drain(): Promise<void> {
    for (;;) {
      const started = await this.tick();
      if (started === 0 && this.inFlight.size === 0) return;
      if (this.inFlight.size > 0) await Promise.race(this.inFlight.values());
    }
  }

  private async run(): Promise<void> {
    while (this.running) {
      let started = 0;
      try {
        started = await this.tick();
        if (Date.now() - this.lastSweep >= SWEEP_INTERVAL_MS) {
          this.lastSweep = Date.now();
          await this.sweepForgotten();
        }
      } catch (error) {
        this.deps.logger.error({ err: error, worker: this.id }, 'webhook worker: claiming deliveries failed');
      }
      if (!this.running) break;
      // Full, or nothing due: wait for a slot, a publish, or the next poll.
      if (this.wakeMissed) {
        this.wakeMissed = false;
        continue;
      }
      if (started === 0 || this.inFlight.size >= this.deps.concurrency) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.deps.policy.pollIntervalMs);
          this.wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  }

  private launch(delivery: DeliveryRow): void {
    const endpointId = delivery.endpoint_id;
    this.busyEndpoints.set(endpointId, (this.busyEndpoints.get(endpointId) ?? 0) + 1);
    const work = this.attempt(delivery)
      .catch((error: unknown) => {
        // The lease expires and another attempt follows; nothing is lost.
        this.deps.logger.error(
          { err: error, delivery_id: delivery.delivery_id, worker: this.id },
          'webhook worker: recording an attempt failed',
        );
      })
      .finally(() => {
        this.inFlight.delete(delivery.id);
        const left = (this.busyEndpoints.get(endpointId) ?? 1) - 1;
        if (left <= 0) this.busyEndpoints.delete(endpointId);
        else this.busyEndpoints.set(endpointId, left);
        this.wake();
      });
    this.inFlight.set(delivery.id, work);
  }

  private async attempt(delivery: DeliveryRow): Promise<void> {
    const { db, clock, policy, logger } = this.deps;
    const outbox = this.outbox;
    const orgId = delivery.org_id;
    const endpoint = await outbox.findEndpointForDelivery(db, orgId, delivery.endpoint_id);
    if (endpoint === undefined) return; // deleted with its deliveries
    if (!endpoint.is_active) {
      // Held, not dropped: it goes out if the endpoint is turned on again.
      await outbox.release(db, orgId, [delivery.id], this.id);
      return;
    }
    const attempt = delivery.attempt_count + 1;
    const manual = delivery.manual;
    const response = await this.send(delivery, endpoint);
    const finishedAt = clock.now();
    const spent = attempt >= delivery.max_attempts;
    const status = response.success ? 'succeeded' : spent ? 'failed' : 'pending';
    const nextAttemptAt =
      status === 'pending' ? new Date(finishedAt.getTime() + backoffAfter(policy, attempt)) : finishedAt;
    try {
      await db.transaction().execute(async (trx) => {
        const held = await outbox.finish(trx, orgId, delivery.id, this.id, {
          status,
          attemptCount: attempt,
          nextAttemptAt: toDbTime(nextAttemptAt),
          finishedAt: status === 'pending' ? null : toDbTime(finishedAt),
        });
        if (!held) {
          logger.warn(
            { delivery_id: delivery.delivery_id, worker: this.id },
            'webhook delivery: the claim expired during the attempt; another worker may repeat it',
          );
        }
        await outbox.insertAttempt(trx, orgId, {
          endpoint_id: delivery.endpoint_id,
          delivery_row_id: delivery.id,
          delivery_id: delivery.delivery_id,
          event: delivery.event,
          attempt,
          manual,
          success: response.success,
          response_status: response.status,
          response_body: response.body,
          error_message: response.error,
          duration_ms: response.durationMs,
          created_at: toDbTime(finishedAt),
        });
      });
      await outbox.pruneAttempts(db, orgId, delivery.endpoint_id, ATTEMPTS_KEPT_PER_ENDPOINT);
    } catch (error) {
      // The endpoint (and with it the delivery) was deleted while the attempt was on its way.
      if (isForeignKeyViolation(error)) return;
      throw error;
    }
    const fields = {
      delivery_id: delivery.delivery_id,
      event: delivery.event,
      org_id: delivery.org_id,
      attempt,
      manual,
      status: response.status,
      duration_ms: response.durationMs,
      outcome: status,
      ...(response.error !== null && { error: response.error }),
    };
    if (response.success) logger.info(fields, 'webhook delivered');
    else
      logger.warn(
        fields,
        status === 'failed' ? 'webhook delivery failed for good' : 'webhook attempt failed',
      );
  }

  private async send(
    delivery: DeliveryRow,
    endpoint: { url: string; secret_encrypted: string },
  ): Promise<WebhookResponse> {
    let secret: string;
    try {
      secret = this.deps.secrets.open(endpoint.secret_encrypted);
    } catch {
      // Never send unsigned: a receiver that checks signatures would reject it, one that does not would trust it.
      return {
        success: false,
        status: null,
        body: null,
        error: 'the signing secret cannot be decrypted (was SECRET_KEY changed?); regenerate the secret',
        durationMs: 0,
      };
    }
    return this.deps.client.post({
      url: endpoint.url,
      body: delivery.payload,
      headers: {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        'x-webhook-event': delivery.event,
        'x-webhook-delivery': delivery.delivery_id,
        'x-webhook-signature': sign(secret, delivery.payload),
      },
      timeoutMs: this.deps.policy.attemptTimeoutMs,
    });
  }

  /** Deletes finished deliveries none of whose attempts is left in the log (run about once a minute). */
  async sweepForgotten(): Promise<void> {
    const removed = await this.outbox.deleteForgottenDeliveries(this.deps.db);
    if (removed > 0) this.deps.logger.debug({ removed }, 'webhook worker: swept finished deliveries');
  }
}

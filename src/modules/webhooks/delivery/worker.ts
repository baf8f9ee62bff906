/**
 * The delivery worker [SPEC 6.2; CONTRACT 7]. It claims due deliveries with a lease, sends each attempt
 * through the guarded client, logs it, and moves the delivery on: `succeeded`, retried after its backoff, or
 * `failed` once its attempts are spent.
 *
 * Concurrency is bounded overall and per endpoint (in flight or waiting, a worker holds at most an endpoint's
 * share of its deliveries), so a slow or dead endpoint holds at most its own few slots while every other
 * endpoint keeps flowing. Any number of workers can share the queue (PostgreSQL skips rows another worker
 * holds); a worker that dies leaves leases that expire, after which another takes the deliveries: at least
 * once, never lost.
 *
 * A claim is one statement and costs less per row the more it takes: a worker claims once it holds no more
 * than its concurrency's worth, up to `HELD_ROUNDS` times its concurrency in all, and what the free slots cannot
 * take waits in claim order (held-deliveries.ts) to start as slots free. Outcomes are written in groups
 * (outcome-writer.ts); a slot is free again as soon as its receiver has answered, the claim let go when the
 * outcome commits.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { Db } from '../../../db.ts';
import { toDbTime, type Clock } from '../../../platform/clock.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import type { Listener } from '../../../platform/db/notifications.ts';
import { OutboxRepository, type DeliveryRow } from './outbox.repository.ts';
import { OUTCOME_BATCH, OutcomeWriter } from './outcome-writer.ts';
import { backoffAfter, type RetryPolicy } from './retry-policy.ts';
import { AttemptSender, type Endpoint } from './attempt-sender.ts';
import { HeldDeliveries, type HeldDelivery } from './held-deliveries.ts';
import type { SafeWebhookClient } from './safe-client.ts';
import { Sweeps } from './sweeps.ts';

/** The SecretBox purpose under which endpoint secrets are sealed. */
export const WEBHOOK_SECRETS_PURPOSE = 'webhook-secrets';
/** How often forgotten deliveries (finished, with no attempt left in the log) are swept. */
const SWEEP_INTERVAL_MS = 60_000;
/** The default longest wait of an attempt's outcome for others to be written with (WEBHOOK_COMMIT_DELAY_MS). */
export const COMMIT_DELAY_MS = 10;
/**
 * How many rounds of its concurrency a worker holds at most, in flight and waiting: with one round left it
 * claims up to three more, so there are a third as many claims as with one round at a time (docs/architecture.md).
 */
const HELD_ROUNDS = 4;
/** Outcomes waiting to be written beyond which the worker claims nothing more until they are. */
const MAX_WAITING_OUTCOMES = 4 * OUTCOME_BATCH;

export interface WorkerDeps {
  db: Db;
  /**
   * Resolves once every commit so far is on disk (SQLite's group commit, platform/db/wal-sync.ts): an event is
   * sent only once the commit that published it would survive power loss, so no receiver hears of a phantom.
   */
  durable?: () => Promise<void>;
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
  /** The longest an outcome waits to be written with others (default COMMIT_DELAY_MS). */
  commitDelayMs?: number;
}

export class DeliveryWorker {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly inFlight = new Map<number, Promise<void>>();
  private readonly held = new HeldDeliveries();
  private running = false;
  /** While stop() runs: what waits for a slot no longer starts. */
  private stopping = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  /** A wake that came while the worker was busy claiming: it looks again before sleeping. */
  private wakeMissed = false;
  private listener: Listener | undefined;
  private lastSweep = 0;
  /** The last claim took all it asked for: more may be due at once. */
  private filled = false;
  /**
   * More may be due than the last claim took: it was full, stopped at an endpoint's share, or was put off.
   * Only then does a slot coming free (or outcomes written) call for a claim; otherwise nothing was left, and
   * what falls due later comes with a publish's wake or the poll, so an idle worker sends no empty claims.
   */
  private moreDue = false;
  private readonly outbox = new OutboxRepository();
  private readonly outcomes: OutcomeWriter;
  private readonly sender: AttemptSender;
  /** Other modules' periodic clean-ups, run with this worker's own sweep. */
  readonly sweeps: Sweeps;

  constructor(private readonly deps: WorkerDeps) {
    this.sweeps = new Sweeps(deps.logger);
    this.sender = new AttemptSender({
      client: deps.client,
      secrets: deps.secrets,
      timeoutMs: deps.policy.attemptTimeoutMs,
    });
    this.outcomes = new OutcomeWriter({
      db: deps.db,
      owner: this.id,
      logger: deps.logger,
      delayMs: deps.commitDelayMs ?? COMMIT_DELAY_MS,
      onWritten: () => {
        if (this.moreDue) this.wake();
      },
    });
  }

  /** Starts polling for due deliveries; returns at once. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.deps.logger.info({ worker: this.id }, 'webhook delivery worker started');
    this.listener = this.deps.listen?.(() => this.wake());
    this.loop = this.run();
  }

  /**
   * Stops claiming, gives back what waits for a slot (due at once, for the next worker), lets the attempts in
   * flight finish (each is bounded by the attempt timeout) and writes their outcomes.
   */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.stopping = true;
    await this.listener?.close();
    this.wake();
    await this.loop;
    const now = toDbTime(this.deps.clock.now());
    for (const [orgId, deliveries] of this.held.takeWaiting()) {
      const ids = deliveries.map((d) => d.id);
      await this.outbox.release(this.deps.db, orgId, ids, this.id, now);
    }
    await Promise.allSettled([...this.inFlight.values()]);
    await this.outcomes.flush();
    this.stopping = false;
    this.deps.logger.info({ worker: this.id }, 'webhook delivery worker stopped');
  }

  /** Looks for work now instead of at the next poll (new deliveries were queued, a slot came free). */
  wake(): void {
    const wakeUp = this.wakeUp;
    this.wakeUp = undefined;
    if (wakeUp === undefined) this.wakeMissed = true;
    else wakeUp();
  }

  /**
   * Starts what waits as far as slots are free, then claims if the worker holds no more than its concurrency's
   * worth (up to `HELD_ROUNDS` of it in all), and starts what fits. Returns how many it started.
   */
  async tick(): Promise<number> {
    const { db, clock, policy, concurrency, perEndpoint } = this.deps;
    const started = this.startWaiting();
    this.filled = false;
    if (this.held.count > concurrency || this.outcomes.waiting >= MAX_WAITING_OUTCOMES) {
      this.moreDue = true;
      return started;
    }
    const room = HELD_ROUNDS * concurrency - this.held.count;
    const now = clock.now();
    const leaseUntil = toDbTime(new Date(now.getTime() + policy.leaseMs));
    const claimed = await this.outbox.claim(
      db,
      toDbTime(now),
      this.id,
      leaseUntil,
      room,
      perEndpoint,
      this.held.perEndpoint,
    );
    this.filled = claimed.length === room;
    if (claimed.length > 0) await this.deps.durable?.();
    claimed.sort((a, b) => a.delivery.id - b.delivery.id);
    for (const { delivery, endpoint } of claimed) {
      if (endpoint !== undefined) this.held.hold({ delivery, endpoint });
    }
    this.moreDue = this.filled || this.held.anyAtShare(perEndpoint);
    return started + this.startWaiting();
  }

  /** Starts waiting deliveries in the free slots, the longest-waiting first, each with a lease to outlast it. */
  private startWaiting(): number {
    let started = 0;
    const { attemptTimeoutMs, leaseMs } = this.deps.policy;
    const leaseNeeded = Math.min(attemptTimeoutMs, leaseMs / 2);
    while (!this.stopping && this.inFlight.size < this.deps.concurrency) {
      const next = this.held.next(this.deps.clock.now().getTime(), leaseNeeded);
      if (next === undefined) break;
      this.launch(next);
      started++;
    }
    return started;
  }

  /**
   * Runs until nothing is due, nothing is in flight, every outcome is written and every attempt log cut back
   * (tests and one-off runs). Deliveries waiting for a later retry are left for a later call.
   */
  async drain(): Promise<void> {
    for (;;) {
      const started = await this.tick();
      if (this.inFlight.size > 0) await Promise.race(this.inFlight.values());
      else if (this.outcomes.waiting > 0) await this.outcomes.flush();
      else if (started === 0) return this.outcomes.flush();
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
          await this.sweeps.run();
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
      if (started === 0 || !this.filled || this.inFlight.size >= this.deps.concurrency) {
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

  private launch({ delivery, endpoint }: HeldDelivery): void {
    const work = this.attempt(delivery, endpoint)
      .catch((error: unknown) => {
        // The lease expires and another attempt follows; nothing is lost.
        this.deps.logger.error(
          { err: error, delivery_id: delivery.delivery_id, worker: this.id },
          'webhook worker: an attempt failed unexpectedly',
        );
      })
      .finally(() => {
        this.inFlight.delete(delivery.id);
        this.held.letGo(delivery);
        // The next waiting delivery takes the slot at once; a claim follows once no round of them waits.
        this.startWaiting();
        if (this.moreDue && this.held.count <= this.deps.concurrency) this.wake();
      });
    this.inFlight.set(delivery.id, work);
  }

  /** Sends one attempt and hands its outcome to the writer. */
  private async attempt(delivery: DeliveryRow, endpoint: Endpoint): Promise<void> {
    const { clock, policy } = this.deps;
    const attempt = delivery.attempt_count + 1;
    const response = await this.sender.send(delivery, endpoint);
    const finishedAt = clock.now();
    const spent = attempt >= delivery.max_attempts;
    const status = response.success ? 'succeeded' : spent ? 'failed' : 'pending';
    const nextAttemptAt =
      status === 'pending' ? new Date(finishedAt.getTime() + backoffAfter(policy, attempt)) : finishedAt;
    this.outcomes.add({
      delivery,
      attempt,
      status,
      nextAttemptAt: toDbTime(nextAttemptAt),
      at: toDbTime(finishedAt),
      response,
    });
  }

  /** Deletes finished deliveries none of whose attempts is left in the log (run about once a minute). */
  async sweepForgotten(): Promise<void> {
    const removed = await this.outbox.deleteForgottenDeliveries(this.deps.db);
    if (removed > 0) this.deps.logger.debug({ removed }, 'webhook worker: swept finished deliveries');
  }
}

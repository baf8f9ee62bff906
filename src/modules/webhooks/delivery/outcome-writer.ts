/**
 * Group commit of attempt outcomes [docs/architecture.md, webhooks]. An attempt's outcome (its log row, the
 * delivery's new status, attempt count and next attempt time, the claim let go) is handed here once the
 * receiver has answered; outcomes are written together, `OUTCOME_BATCH` at most or `delayMs` after the first
 * one waiting, in one transaction of a few multi-row statements per organization, instead of one transaction
 * (one fsync) per attempt.
 *
 * Until its batch commits, a delivery stays claimed by this worker. A worker that dies with outcomes waiting
 * loses only those writes: the claims expire and the deliveries are sent again (at least once; receivers
 * deduplicate on `delivery_id`). Nothing is marked delivered that was not answered, and no attempt is logged
 * that was not sent. A batch that cannot be written is tried again, then given up to the same redelivery.
 *
 * A batch cuts back the attempt logs it has grown enough; the others are cut once the writer has been quiet
 * for `CUT_WHEN_QUIET_MS`, and on `flush` (owed-cuts.ts).
 */
import type { Logger } from 'pino';
import { groupBy } from '../../../platform/group-by.ts';
import type { Db, Tx } from '../../../db.ts';
import type { Timestamp } from '../../../platform/db/types.ts';
import type { DeliveryStatus } from '../webhooks.tables.ts';
import { OutboxRepository, type DeliveryRow } from './outbox.repository.ts';
import { OwedCuts, type Grown } from './owed-cuts.ts';
import { ATTEMPTS_KEPT_PER_ENDPOINT } from './retry-policy.ts';
import type { WebhookResponse } from './safe-client.ts';

/** Outcomes written in one transaction at most. */
export const OUTCOME_BATCH = 100;
/** Tries of one batch's transaction (a deadlock with an endpoint being deleted, a busy database). */
const WRITE_TRIES = 3;
/** How long the writer waits, with nothing handed over, before it cuts the attempt logs it still owes a cut. */
export const CUT_WHEN_QUIET_MS = 1000;

export interface Outcome {
  delivery: DeliveryRow;
  attempt: number;
  status: DeliveryStatus;
  nextAttemptAt: Timestamp;
  /** When the answer (or the failure) came. */
  at: Timestamp;
  response: WebhookResponse;
}

export interface OutcomeWriterDeps {
  db: Db;
  /** The worker whose claims the outcomes finish. */
  owner: string;
  logger: Logger;
  /** The longest an outcome waits for others before its batch is written. */
  delayMs: number;
  /** After each batch is written or given up: the worker may look for work again. */
  onWritten: () => void;
}

export class OutcomeWriter {
  private buffer: Outcome[] = [];
  private writingCount = 0;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;
  /** The batch became due while another was being written: write it right after. */
  private dueAgain = false;
  private quiet: NodeJS.Timeout | undefined;
  private readonly owedCuts = new OwedCuts();
  private readonly outbox = new OutboxRepository();

  constructor(private readonly deps: OutcomeWriterDeps) {}

  /** Outcomes handed over and not yet committed. */
  get waiting(): number {
    return this.buffer.length + this.writingCount;
  }

  add(outcome: Outcome): void {
    clearTimeout(this.quiet);
    this.buffer.push(outcome);
    if (this.buffer.length >= OUTCOME_BATCH) this.kick();
    else this.timer ??= setTimeout(() => this.kick(), this.deps.delayMs);
  }

  /**
   * Writes everything handed over so far and cuts every attempt log still owed a cut; resolves once that is
   * committed (or given up).
   */
  async flush(): Promise<void> {
    await this.writeBuffered();
    if (this.owedCuts.empty) return;
    this.cutOwed();
    await this.writing;
    await this.writeBuffered();
  }

  private async writeBuffered(): Promise<void> {
    while (this.writing !== undefined || this.buffer.length > 0) {
      if (this.writing === undefined) this.kick();
      await this.writing;
    }
  }

  private kick(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.writing !== undefined) {
      this.dueAgain = true;
      return;
    }
    const batch = this.buffer.splice(0, OUTCOME_BATCH);
    if (batch.length === 0) return;
    this.writingCount = batch.length;
    this.writing = this.write(batch).finally(() => {
      this.afterWriting();
      this.deps.onWritten();
    });
  }

  private afterWriting(): void {
    this.writing = undefined;
    this.writingCount = 0;
    if (this.dueAgain || this.buffer.length >= OUTCOME_BATCH) {
      this.dueAgain = false;
      this.kick();
    } else if (this.buffer.length > 0) {
      this.timer ??= setTimeout(() => this.kick(), this.deps.delayMs);
    } else if (!this.owedCuts.empty) {
      clearTimeout(this.quiet);
      this.quiet = setTimeout(() => this.cutOwed(), CUT_WHEN_QUIET_MS);
      this.quiet.unref();
    }
  }

  /** Cuts every attempt log owed a cut, in one transaction, unless outcomes are being written or wait. */
  private cutOwed(): void {
    clearTimeout(this.quiet);
    if (this.writing !== undefined || this.buffer.length > 0) return;
    const owed = this.owedCuts.all();
    this.writing = this.deps.db
      .transaction()
      .execute(async (trx) => {
        for (const [orgId, endpointIds] of owed) {
          for (let i = 0; i < endpointIds.length; i += OUTCOME_BATCH) {
            const some = endpointIds.slice(i, i + OUTCOME_BATCH);
            await this.outbox.pruneAttempts(trx, orgId, some, ATTEMPTS_KEPT_PER_ENDPOINT);
          }
        }
      })
      .then(
        () => {
          for (const [orgId, endpointIds] of owed) this.owedCuts.settle(orgId, new Map(), endpointIds);
        },
        (error: unknown) =>
          this.deps.logger.warn(
            { err: error, worker: this.deps.owner },
            'webhook worker: cutting attempt logs back failed; tried again when next quiet',
          ),
      )
      .finally(() => this.afterWriting());
  }

  private async write(batch: Outcome[]): Promise<void> {
    for (let tries = 1; ; tries++) {
      try {
        const recorded = await this.deps.db.transaction().execute((trx) => this.record(trx, batch));
        for (const { orgId, grown, cut } of recorded.logs) this.owedCuts.settle(orgId, grown, cut);
        this.report(batch, recorded);
        return;
      } catch (error) {
        if (tries >= WRITE_TRIES) {
          this.deps.logger.error(
            { err: error, worker: this.deps.owner, outcomes: batch.length },
            'webhook worker: recording attempts failed; those deliveries go out again once their claims expire',
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 20 * tries));
      }
    }
  }

  /** One batch, organization by organization, in `trx`. Answers which deliveries it finished and logged. */
  private async record(trx: Tx, batch: Outcome[]): Promise<Recorded> {
    const recorded: Recorded = { finished: new Set(), logged: new Set(), logs: [] };
    for (const [orgId, outcomes] of groupBy(batch, (o) => o.delivery.org_id)) {
      const finished = await this.outbox.finishMany(
        trx,
        orgId,
        this.deps.owner,
        outcomes.map((o) => ({
          deliveryRowId: o.delivery.id,
          status: o.status,
          attemptCount: o.attempt,
          nextAttemptAt: o.nextAttemptAt,
          finishedAt: o.status === 'pending' ? null : o.at,
        })),
      );
      // A claim lost meanwhile still had its attempt sent: it is logged, unless the delivery is gone.
      const lost = outcomes.filter((o) => !finished.has(o.delivery.id)).map((o) => o.delivery.id);
      const remaining = await this.outbox.existingDeliveries(trx, orgId, lost);
      const logged = outcomes.filter((o) => finished.has(o.delivery.id) || remaining.has(o.delivery.id));
      await this.outbox.insertAttempts(
        trx,
        orgId,
        logged.map(({ delivery, attempt, response, at }) => ({
          endpoint_id: delivery.endpoint_id,
          delivery_row_id: delivery.id,
          delivery_id: delivery.delivery_id,
          event: delivery.event,
          attempt,
          manual: delivery.manual,
          success: response.success,
          response_status: response.status,
          response_body: response.body,
          error_message: response.error,
          duration_ms: response.durationMs,
          created_at: at,
        })),
      );
      const grown = OwedCuts.grown(logged.map((o) => o.delivery.endpoint_id));
      const cut = this.owedCuts.due(orgId, grown);
      await this.outbox.pruneAttempts(trx, orgId, cut, ATTEMPTS_KEPT_PER_ENDPOINT);
      recorded.logs.push({ orgId, grown, cut });
      for (const id of finished) recorded.finished.add(id);
      for (const o of logged) recorded.logged.add(o.delivery.id);
    }
    return recorded;
  }

  /** One line per committed attempt, as the attempt log has it. */
  private report(batch: Outcome[], recorded: Recorded): void {
    const { logger, owner } = this.deps;
    for (const { delivery, attempt, status, response } of batch) {
      if (!recorded.logged.has(delivery.id)) continue; // deleted with its endpoint
      if (!recorded.finished.has(delivery.id)) {
        logger.warn(
          { delivery_id: delivery.delivery_id, worker: owner },
          'webhook delivery: the claim expired during the attempt; another worker may repeat it',
        );
      }
      const level = response.success ? 'info' : 'warn';
      if (!logger.isLevelEnabled(level)) continue;
      const fields = {
        delivery_id: delivery.delivery_id,
        event: delivery.event,
        org_id: delivery.org_id,
        attempt,
        manual: delivery.manual,
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
  }
}

interface Recorded {
  finished: Set<number>;
  logged: Set<number>;
  /** What each organization's logs grew by, and which were cut (settled once committed). */
  logs: { orgId: number; grown: Grown; cut: number[] }[];
}

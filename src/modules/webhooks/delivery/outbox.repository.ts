/**
 * SQL of the delivery outbox and the attempt log. Deliveries are rows written in the transaction of the
 * change that caused them; workers claim due rows with a lease (`lease_owner`, `lease_expires_at`) and
 * finish each attempt in one transaction. A row whose lease expired (its worker died) is due again.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Tx } from '../../../db.ts';
import type { Timestamp } from '../../../platform/db/types.ts';
import { skipLocked } from '../../../platform/db/locking.ts';
import { notifyOnCommit } from '../../../platform/db/notifications.ts';

/** The PostgreSQL notification channel on which committed deliveries are announced. */
export const DELIVERY_CHANNEL = 'lms_webhook_deliveries';
import type { DeliveryStatus, WebhookAttemptsTable, WebhookDeliveriesTable } from '../webhooks.tables.ts';

export type DeliveryRow = Selectable<WebhookDeliveriesTable>;
export type AttemptRow = Selectable<WebhookAttemptsTable>;

export class OutboxRepository {
  async insertDeliveries(db: Tx, rows: Insertable<WebhookDeliveriesTable>[]): Promise<void> {
    if (rows.length > 0) await db.insertInto('webhook_deliveries').values(rows).execute();
  }

  /**
   * Tells every worker, in any process, that deliveries arrive when `db`'s transaction commits (PostgreSQL
   * NOTIFY). False on SQLite, whose workers live in the writing process and are woken there.
   */
  announce(db: Tx): Promise<boolean> {
    return notifyOnCommit(db, DELIVERY_CHANNEL);
  }

  /**
   * Active endpoints with due, unclaimed deliveries, the longest-waiting first, leaving out `exclude`
   * (endpoints this worker already keeps busy).
   */
  async findDueEndpoints(db: Tx, now: Timestamp, exclude: number[], limit: number): Promise<number[]> {
    let query = db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
      .select('d.endpoint_id')
      .where('d.status', '=', 'pending')
      .where('d.next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('d.lease_expires_at', 'is', null), eb('d.lease_expires_at', '<=', now)]))
      .where('e.is_active', '=', true)
      .groupBy('d.endpoint_id')
      .orderBy((eb) => eb.fn.min('d.next_attempt_at'))
      .limit(limit);
    if (exclude.length > 0) query = query.where('d.endpoint_id', 'not in', exclude);
    const rows = await query.execute();
    return rows.map((r) => r.endpoint_id);
  }

  /** Claims up to `limit` due deliveries of one endpoint for `owner` until `leaseUntil`. */
  claim(
    db: Tx,
    endpointId: number,
    now: Timestamp,
    owner: string,
    leaseUntil: Timestamp,
    limit: number,
  ): Promise<DeliveryRow[]> {
    const due = skipLocked(
      db,
      db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('endpoint_id', '=', endpointId)
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<=', now)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit),
    );
    return db
      .updateTable('webhook_deliveries')
      .set({ lease_owner: owner, lease_expires_at: leaseUntil })
      .where('id', 'in', due)
      .returningAll()
      .execute();
  }

  findEndpointForDelivery(db: Tx, endpointId: number) {
    return db
      .selectFrom('webhook_endpoints')
      .select(['id', 'org_id', 'url', 'is_active', 'secret_encrypted'])
      .where('id', '=', endpointId)
      .executeTakeFirst();
  }

  /**
   * Records the outcome of an attempt on a delivery this worker holds. Returns false when the claim was lost
   * (the lease expired and another worker took the delivery, or the delivery is gone); the row is then left
   * to its new holder.
   */
  async finish(
    db: Tx,
    deliveryRowId: number,
    owner: string,
    next: {
      status: DeliveryStatus;
      attemptCount: number;
      nextAttemptAt: Timestamp;
      finishedAt: Timestamp | null;
    },
  ): Promise<boolean> {
    const result = await db
      .updateTable('webhook_deliveries')
      .set({
        status: next.status,
        attempt_count: next.attemptCount,
        next_attempt_at: next.nextAttemptAt,
        finished_at: next.finishedAt,
        manual: false,
        lease_owner: null,
        lease_expires_at: null,
      })
      .where('id', '=', deliveryRowId)
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Gives deliveries back without an attempt (an endpoint turned inactive, a worker stopping). */
  async release(db: Tx, deliveryRowIds: number[], owner: string): Promise<void> {
    if (deliveryRowIds.length === 0) return;
    await db
      .updateTable('webhook_deliveries')
      .set({ lease_owner: null, lease_expires_at: null })
      .where('id', 'in', deliveryRowIds)
      .where('lease_owner', '=', owner)
      .execute();
  }

  async insertAttempt(db: Tx, row: Insertable<WebhookAttemptsTable>): Promise<void> {
    await db.insertInto('webhook_attempts').values(row).execute();
  }

  /** Keeps the newest `keep` attempts of an endpoint [SPEC 6.2.5]. */
  async pruneAttempts(db: Tx, endpointId: number, keep: number): Promise<void> {
    const boundary = await db
      .selectFrom('webhook_attempts')
      .select('id')
      .where('endpoint_id', '=', endpointId)
      .orderBy('id', 'desc')
      .limit(1)
      .offset(keep)
      .executeTakeFirst();
    if (boundary === undefined) return;
    await db
      .deleteFrom('webhook_attempts')
      .where('endpoint_id', '=', endpointId)
      .where('id', '<=', boundary.id)
      .execute();
  }

  /** Finished deliveries none of whose attempts is still in the log: nothing can show or redeliver them. */
  async deleteForgottenDeliveries(db: Tx): Promise<number> {
    const result = await db
      .deleteFrom('webhook_deliveries')
      .where('status', 'in', ['succeeded', 'failed'])
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('webhook_attempts')
              .select('webhook_attempts.id')
              .whereRef('webhook_attempts.delivery_row_id', '=', 'webhook_deliveries.id'),
          ),
        ),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

/**
 * SQL of the delivery outbox and the attempt log. Deliveries are rows written in the transaction of the
 * change that caused them; workers claim due rows with a lease (`lease_owner`, `lease_expires_at`) and
 * finish each attempt in one transaction. A row whose lease expired (its worker died) is due again.
 *
 * Finding due endpoints, claiming, and forgetting old deliveries are the worker's operations across every
 * organization; everything done with a claimed delivery names the delivery's organization.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Tx } from '../../../db.ts';
import { toBool } from '../../../platform/db/database.ts';
import { skipLocked } from '../../../platform/db/locking.ts';
import { notifyOnCommit } from '../../../platform/db/notifications.ts';
import { ownTables } from '../../../platform/db/transaction.ts';
import type { Timestamp } from '../../../platform/db/types.ts';
import type {
  DeliveryStatus,
  WebhookAttemptsTable,
  WebhookDeliveriesTable,
  WebhookTables,
} from '../webhooks.tables.ts';

/** The PostgreSQL notification channel on which committed deliveries are announced. */
export const DELIVERY_CHANNEL = 'lms_webhook_deliveries';

const own = ownTables<WebhookTables>();

/** A delivery with `manual` a boolean on both databases. */
export type DeliveryRow = Omit<Selectable<WebhookDeliveriesTable>, 'manual'> & { manual: boolean };
/** An attempt with `manual` and `success` booleans on both databases. */
export type AttemptRow = Omit<Selectable<WebhookAttemptsTable>, 'manual' | 'success'> & {
  manual: boolean;
  success: boolean;
};

export function toDeliveryRow(row: Selectable<WebhookDeliveriesTable>): DeliveryRow {
  return { ...row, manual: toBool(row.manual) };
}

export function toAttemptRow(row: Selectable<WebhookAttemptsTable>): AttemptRow {
  return { ...row, manual: toBool(row.manual), success: toBool(row.success) };
}

export class OutboxRepository {
  async insertDeliveries(
    db: Tx,
    orgId: number,
    rows: Omit<Insertable<WebhookDeliveriesTable>, 'org_id'>[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await own(db)
      .insertInto('webhook_deliveries')
      .values(rows.map((row) => ({ ...row, org_id: orgId })))
      .execute();
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
    let query = own(db)
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
  async claim(
    db: Tx,
    endpointId: number,
    now: Timestamp,
    owner: string,
    leaseUntil: Timestamp,
    limit: number,
  ): Promise<DeliveryRow[]> {
    const due = skipLocked(
      db,
      own(db)
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
    const rows = await own(db)
      .updateTable('webhook_deliveries')
      .set({ lease_owner: owner, lease_expires_at: leaseUntil })
      .where('id', 'in', due)
      .returningAll()
      .execute();
    return rows.map(toDeliveryRow);
  }

  /** The endpoint of a claimed delivery, in the delivery's organization. */
  async findEndpointForDelivery(db: Tx, orgId: number, endpointId: number) {
    const row = await own(db)
      .selectFrom('webhook_endpoints')
      .select(['id', 'org_id', 'url', 'is_active', 'secret_encrypted'])
      .where('org_id', '=', orgId)
      .where('id', '=', endpointId)
      .executeTakeFirst();
    return row && { ...row, is_active: toBool(row.is_active) };
  }

  /**
   * Records the outcome of an attempt on a delivery this worker holds. Returns false when the claim was lost
   * (the lease expired and another worker took the delivery, or the delivery is gone); the row is then left
   * to its new holder.
   */
  async finish(
    db: Tx,
    orgId: number,
    deliveryRowId: number,
    owner: string,
    next: {
      status: DeliveryStatus;
      attemptCount: number;
      nextAttemptAt: Timestamp;
      finishedAt: Timestamp | null;
    },
  ): Promise<boolean> {
    const result = await own(db)
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
      .where('org_id', '=', orgId)
      .where('id', '=', deliveryRowId)
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Gives deliveries back without an attempt (an endpoint turned inactive, a worker stopping). */
  async release(db: Tx, orgId: number, deliveryRowIds: number[], owner: string): Promise<void> {
    if (deliveryRowIds.length === 0) return;
    await own(db)
      .updateTable('webhook_deliveries')
      .set({ lease_owner: null, lease_expires_at: null })
      .where('org_id', '=', orgId)
      .where('id', 'in', deliveryRowIds)
      .where('lease_owner', '=', owner)
      .execute();
  }

  async insertAttempt(
    db: Tx,
    orgId: number,
    row: Omit<Insertable<WebhookAttemptsTable>, 'org_id'>,
  ): Promise<void> {
    await own(db)
      .insertInto('webhook_attempts')
      .values({ ...row, org_id: orgId })
      .execute();
  }

  /** Keeps the newest `keep` attempts of an endpoint [SPEC 6.2.5]. */
  async pruneAttempts(db: Tx, orgId: number, endpointId: number, keep: number): Promise<void> {
    const boundary = await own(db)
      .selectFrom('webhook_attempts')
      .select('id')
      .where('org_id', '=', orgId)
      .where('endpoint_id', '=', endpointId)
      .orderBy('id', 'desc')
      .limit(1)
      .offset(keep)
      .executeTakeFirst();
    if (boundary === undefined) return;
    await own(db)
      .deleteFrom('webhook_attempts')
      .where('org_id', '=', orgId)
      .where('endpoint_id', '=', endpointId)
      .where('id', '<=', boundary.id)
      .execute();
  }

  /** Finished deliveries none of whose attempts is still in the log: nothing can show or redeliver them. */
  async deleteForgottenDeliveries(db: Tx): Promise<number> {
    const result = await own(db)
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

/**
 * SQL of the delivery outbox and the attempt log. Deliveries are rows written in the transaction of the
 * change that caused them; workers claim due rows with a lease (`lease_owner`, `lease_expires_at`) and
 * finish attempts many at a time (outcome-writer.ts). A row whose lease expired (its worker died) is due again.
 *
 * Claiming and forgetting old deliveries are the worker's operations across every organization; everything
 * done with a claimed delivery names the delivery's organization.
 */
import { type Insertable, type Selectable } from 'kysely';
import type { Tx } from '../../../db.ts';
import { toBool } from '../../../platform/db/database.ts';
import { padded } from '../../../platform/db/compiled-once.ts';
import { notifyOnCommit } from '../../../platform/db/notifications.ts';
import { ownTables } from '../../../platform/db/transaction.ts';
import { claimStatement } from './outbox-claim.repository.ts';
import {
  cutAttemptsStatement,
  finishStatement,
  insertAttemptsStatement,
  padAttempts,
  padCut,
  padFinish,
  padPrune,
  pruneBoundariesStatement,
  type FinishedAttempt,
  type LoggedAttempt,
} from './outcome-statements.repository.ts';
import type { Timestamp } from '../../../platform/db/types.ts';
import type { WebhookAttemptsTable, WebhookDeliveriesTable, WebhookTables } from '../webhooks.tables.ts';

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

/** A claimed delivery with what sending it needs of its endpoint (none if the endpoint was deleted). */
export interface ClaimedDelivery {
  delivery: DeliveryRow;
  endpoint: { url: string; secret_encrypted: string } | undefined;
}

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
   * Claims, in one statement, up to `limit` due deliveries for `owner` until `leaseUntil`, the longest-waiting
   * first (by due time, then queue order), at most `room(endpoint)` per endpoint: `perEndpoint` unless `busy` says how many this worker
   * already has in flight there. Endpoints already at `perEndpoint` are not looked at, so a slow endpoint's
   * backlog never fills the window of candidates. Only rows of active endpoints are taken.
   */
  async claim(
    db: Tx,
    now: Timestamp,
    owner: string,
    leaseUntil: Timestamp,
    limit: number,
    perEndpoint: number,
    busy: ReadonlyMap<number, number>,
  ): Promise<ClaimedDelivery[]> {
    const saturated = [...busy].filter(([, n]) => n >= perEndpoint).map(([id]) => id);
    const partial = [...busy].filter(([, n]) => n > 0 && n < perEndpoint);
    const { rows } = await claimStatement(db, {
      now,
      owner,
      leaseUntil,
      limit,
      // A window a few times the claim: enough to reach past one endpoint's share.
      window: Math.max(64, limit * 4),
      perEndpoint,
      saturated: padded(saturated, -1),
      partialIds: padded(
        partial.map(([id]) => id),
        -1,
      ),
      partialRooms: padded(
        partial.map(([, n]) => perEndpoint - n),
        0,
      ),
    });
    return rows.map(({ endpoint_url: url, endpoint_secret: secret, ...row }) => ({
      delivery: toDeliveryRow(row),
      // Null only for an endpoint deleted meanwhile, whose deliveries went with it.
      endpoint: url === null || secret === null ? undefined : { url, secret_encrypted: secret },
    }));
  }

  /**
   * Records the outcomes of attempts on deliveries this worker holds, in one statement, and releases them.
   * Answers the ids it updated: a delivery missing from the answer was lost to another worker (its lease
   * expired) or deleted, and is left to its new holder.
   */
  async finishMany(db: Tx, orgId: number, owner: string, outcomes: FinishedAttempt[]): Promise<Set<number>> {
    if (outcomes.length === 0) return new Set();
    const { rows } = await finishStatement(db, padFinish(orgId, owner, outcomes));
    return new Set(rows.map((r) => r.id));
  }

  /** Which of `deliveryRowIds` still exist (were not deleted with their endpoint). */
  async existingDeliveries(db: Tx, orgId: number, deliveryRowIds: number[]): Promise<Set<number>> {
    if (deliveryRowIds.length === 0) return new Set();
    const rows = await own(db)
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', 'in', deliveryRowIds)
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  /** Gives deliveries back without an attempt, due at `now` (their endpoint was turned off meanwhile). */
  async release(
    db: Tx,
    orgId: number,
    deliveryRowIds: number[],
    owner: string,
    now: Timestamp,
  ): Promise<void> {
    if (deliveryRowIds.length === 0) return;
    await own(db)
      .updateTable('webhook_deliveries')
      .set({ lease_owner: null, lease_expires_at: null, next_attempt_at: now })
      .where('org_id', '=', orgId)
      .where('id', 'in', deliveryRowIds)
      .where('lease_owner', '=', owner)
      .execute();
  }

  async insertAttempts(db: Tx, orgId: number, rows: LoggedAttempt[]): Promise<void> {
    if (rows.length === 0) return;
    await insertAttemptsStatement(db, padAttempts(orgId, rows));
  }

  /**
   * Keeps the newest `keep` attempts of each of `endpointIds` [SPEC 6.2.5]: one read finds each endpoint's
   * oldest kept attempt (a walk of `keep` entries of the index (org_id, endpoint_id, id), no sort, no row read),
   * one delete cuts below it (each of its branches names the organization, so each is one range of that index).
   */
  async pruneAttempts(db: Tx, orgId: number, endpointIds: number[], keep: number): Promise<void> {
    if (endpointIds.length === 0) return;
    const { rows } = await pruneBoundariesStatement(db, padPrune(orgId, endpointIds, keep));
    const cuts = rows.filter((b): b is { endpoint_id: number; boundary: number } => b.boundary !== null);
    if (cuts.length === 0) return;
    await cutAttemptsStatement(db, padCut(orgId, cuts));
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

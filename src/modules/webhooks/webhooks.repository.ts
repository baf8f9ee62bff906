/** SQL for webhook endpoints, their subscriptions and the delivery log. Every method takes the org id first. */
import type { Insertable, Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import { toBool } from '../../platform/db/database.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import {
  toAttemptRow,
  toDeliveryRow,
  type AttemptRow,
  type DeliveryRow,
} from './delivery/outbox.repository.ts';
import type { WebhookEndpointsTable, WebhookTables } from './webhooks.tables.ts';

const own = ownTables<WebhookTables>();

/** An endpoint with `is_active` a boolean on both databases. */
export type EndpointRow = Omit<Selectable<WebhookEndpointsTable>, 'is_active'> & { is_active: boolean };

function toEndpointRow(row: Selectable<WebhookEndpointsTable>): EndpointRow {
  return { ...row, is_active: toBool(row.is_active) };
}

export class WebhooksRepository {
  async insertEndpoint(
    db: Tx,
    orgId: number,
    values: Omit<Insertable<WebhookEndpointsTable>, 'org_id'>,
    events: readonly string[],
  ): Promise<EndpointRow> {
    const row = await own(db)
      .insertInto('webhook_endpoints')
      .values({ ...values, org_id: orgId })
      .returningAll()
      .executeTakeFirstOrThrow();
    await this.replaceSubscriptions(db, orgId, row.id, events);
    return toEndpointRow(row);
  }

  async listEndpoints(db: Tx, orgId: number): Promise<EndpointRow[]> {
    const rows = await own(db)
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('org_id', '=', orgId)
      .orderBy('id')
      .execute();
    return rows.map(toEndpointRow);
  }

  async findEndpoint(db: Tx, orgId: number, webhookUuid: string): Promise<EndpointRow | undefined> {
    const row = await own(db)
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('webhook_uuid', '=', webhookUuid)
      .executeTakeFirst();
    return row && toEndpointRow(row);
  }

  async updateEndpoint(
    db: Tx,
    orgId: number,
    endpointId: number,
    values: Partial<Pick<WebhookEndpointsTable, 'url' | 'description' | 'secret_encrypted'>> & {
      is_active?: boolean;
      events?: readonly string[];
      update_date: Timestamp;
    },
  ): Promise<EndpointRow | undefined> {
    const { events, ...columns } = values;
    const row = await own(db)
      .updateTable('webhook_endpoints')
      .set({ ...columns, ...(events !== undefined && { events: JSON.stringify(events) }) })
      .where('org_id', '=', orgId)
      .where('id', '=', endpointId)
      .returningAll()
      .executeTakeFirst();
    if (row !== undefined && events !== undefined)
      await this.replaceSubscriptions(db, orgId, endpointId, events);
    return row && toEndpointRow(row);
  }

  /** Deletes the endpoint; its subscriptions, deliveries and attempts go with it (foreign keys cascade). */
  async deleteEndpoint(db: Tx, orgId: number, endpointId: number): Promise<void> {
    await own(db)
      .deleteFrom('webhook_endpoints')
      .where('org_id', '=', orgId)
      .where('id', '=', endpointId)
      .execute();
  }

  /** publishEvent's lookup: active endpoints of `orgId` subscribed to `event`. */
  findSubscribers(db: Tx, orgId: number, event: string): Promise<{ id: number }[]> {
    return own(db)
      .selectFrom('webhook_subscriptions as s')
      .innerJoin('webhook_endpoints as e', 'e.id', 's.endpoint_id')
      .select('e.id')
      .where('s.org_id', '=', orgId)
      .where('s.event', '=', event)
      .where('e.is_active', '=', true)
      .orderBy('e.id')
      .execute();
  }

  /** The newest `limit` attempts of an endpoint, newest first. */
  async listAttempts(db: Tx, orgId: number, endpointId: number, limit: number): Promise<AttemptRow[]> {
    const rows = await own(db)
      .selectFrom('webhook_attempts')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('endpoint_id', '=', endpointId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toAttemptRow);
  }

  async findDelivery(
    db: Tx,
    orgId: number,
    endpointId: number,
    deliveryId: string,
  ): Promise<DeliveryRow | undefined> {
    const row = await own(db)
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('endpoint_id', '=', endpointId)
      .where('delivery_id', '=', deliveryId)
      .executeTakeFirst();
    return row && toDeliveryRow(row);
  }

  /**
   * Queues one more attempt of a finished delivery, now, marked manual; false when it is not finished
   * (a pending delivery is already on its way).
   */
  async requeueFinished(db: Tx, orgId: number, deliveryRowId: number, now: Timestamp): Promise<boolean> {
    const result = await own(db)
      .updateTable('webhook_deliveries')
      .set((eb) => ({
        status: 'pending',
        manual: true,
        max_attempts: eb('attempt_count', '+', 1),
        next_attempt_at: now,
        finished_at: null,
      }))
      .where('org_id', '=', orgId)
      .where('id', '=', deliveryRowId)
      .where('status', 'in', ['succeeded', 'failed'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  private async replaceSubscriptions(
    db: Tx,
    orgId: number,
    endpointId: number,
    events: readonly string[],
  ): Promise<void> {
    await own(db)
      .deleteFrom('webhook_subscriptions')
      .where('org_id', '=', orgId)
      .where('endpoint_id', '=', endpointId)
      .execute();
    const unique = [...new Set(events)];
    if (unique.length > 0) {
      await own(db)
        .insertInto('webhook_subscriptions')
        .values(unique.map((event) => ({ endpoint_id: endpointId, org_id: orgId, event })))
        .execute();
    }
  }
}

/** SQL for webhook endpoints, their subscriptions and the delivery log. Every method takes the org id first. */
import type { Insertable, Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import type { Plan } from '../plans/index.ts';
import type { WebhookEndpointsTable } from './webhooks.tables.ts';

export type EndpointRow = Selectable<WebhookEndpointsTable>;

export class WebhooksRepository {
  async insertEndpoint(
    db: Tx,
    orgId: number,
    values: Omit<Insertable<WebhookEndpointsTable>, 'org_id'>,
    events: readonly string[],
  ): Promise<EndpointRow> {
    const row = await db
      .insertInto('webhook_endpoints')
      .values({ ...values, org_id: orgId })
      .returningAll()
      .executeTakeFirstOrThrow();
    await this.replaceSubscriptions(db, orgId, row.id, events);
    return row;
  }

  listEndpoints(db: Tx, orgId: number): Promise<EndpointRow[]> {
    return db.selectFrom('webhook_endpoints').selectAll().where('org_id', '=', orgId).orderBy('id').execute();
  }

  findEndpoint(db: Tx, orgId: number, webhookUuid: string): Promise<EndpointRow | undefined> {
    return db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('webhook_uuid', '=', webhookUuid)
      .executeTakeFirst();
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
    const row = await db
      .updateTable('webhook_endpoints')
      .set({ ...columns, ...(events !== undefined && { events: JSON.stringify(events) }) })
      .where('org_id', '=', orgId)
      .where('id', '=', endpointId)
      .returningAll()
      .executeTakeFirst();
    if (row !== undefined && events !== undefined)
      await this.replaceSubscriptions(db, orgId, endpointId, events);
    return row;
  }

  /** Deletes the endpoint; its subscriptions, deliveries and attempts go with it (foreign keys cascade). */
  async deleteEndpoint(db: Tx, orgId: number, endpointId: number): Promise<void> {
    await db
      .deleteFrom('webhook_endpoints')
      .where('org_id', '=', orgId)
      .where('id', '=', endpointId)
      .execute();
  }

  /**
   * publishEvent's lookup: active endpoints of `orgId` subscribed to `event`. With `plans`, only while the
   * organization is on one of them (hosted deployments stop delivering when a plan lapses).
   */
  async findSubscribers(
    db: Tx,
    orgId: number,
    event: string,
    plans: readonly Plan[] | undefined,
  ): Promise<{ id: number }[]> {
    let query = db
      .selectFrom('webhook_subscriptions as s')
      .innerJoin('webhook_endpoints as e', 'e.id', 's.endpoint_id')
      .select('e.id')
      .where('s.org_id', '=', orgId)
      .where('s.event', '=', event)
      .where('e.is_active', '=', true)
      .orderBy('e.id');
    if (plans !== undefined) {
      query = query.innerJoin('organizations as o', 'o.id', 'e.org_id').where('o.plan', 'in', [...plans]);
    }
    return query.execute();
  }

  /** The newest `limit` attempts of an endpoint, newest first. */
  listAttempts(db: Tx, orgId: number, endpointId: number, limit: number) {
    return db
      .selectFrom('webhook_attempts')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('endpoint_id', '=', endpointId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  findDelivery(db: Tx, orgId: number, endpointId: number, deliveryId: string) {
    return db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('endpoint_id', '=', endpointId)
      .where('delivery_id', '=', deliveryId)
      .executeTakeFirst();
  }

  /**
   * Queues one more attempt of a finished delivery, now, marked manual; false when it is not finished
   * (a pending delivery is already on its way).
   */
  async requeueFinished(db: Tx, orgId: number, deliveryRowId: number, now: Timestamp): Promise<boolean> {
    const result = await db
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
    await db.deleteFrom('webhook_subscriptions').where('endpoint_id', '=', endpointId).execute();
    const unique = [...new Set(events)];
    if (unique.length > 0) {
      await db
        .insertInto('webhook_subscriptions')
        .values(unique.map((event) => ({ endpoint_id: endpointId, org_id: orgId, event })))
        .execute();
    }
  }
}

/**
 * The statements that record a batch of attempts are compiled once per padded length: each batch's rows are
 * bound into a statement built for a longer list, the rest padding. These tests write batches of the lengths
 * around each padding step, with every kind of value a column takes (nulls, booleans, long and non-ASCII text),
 * and read back exactly the batch: no padding row written, no delivery of another worker or organization touched.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createOrg, type TestOrg } from '../../../../test/factories.ts';
import { createEndpoint, FAST_POLICY } from '../../../../test/webhook-helpers.ts';
import { toDbTime } from '../../../platform/clock.ts';
import { OutboxRepository } from './outbox.repository.ts';
import type { FinishedAttempt, LoggedAttempt } from './outcome-statements.repository.ts';

const OWNER = 'outcome-statements-test';
const outbox = new OutboxRepository();
let t: TestApp;

before(async () => {
  t = await buildTestApp({ webhookAllowedCidrs: ['127.0.0.0/8'], build: { retryPolicy: FAST_POLICY } });
});
after(() => t.close());

/** An organization with one endpoint and `count` deliveries to it, held by `owner`. */
async function heldDeliveries(count: number, owner = OWNER) {
  const o: TestOrg = await createOrg(t);
  await createEndpoint(t, o, 'https://127.0.0.1:9/outcomes');
  const endpoint = await t.services.db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('org_id', '=', o.org.id)
    .executeTakeFirstOrThrow();
  await t.services.db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i++)
      await t.services.events.publishTo(trx, o.org.id, endpoint.id, 'ping', { message: `n${i}` });
  });
  await t.services.db
    .updateTable('webhook_deliveries')
    .set({ lease_owner: owner, lease_expires_at: '2999-01-01 00:00:00.000' })
    .where('org_id', '=', o.org.id)
    .execute();
  const deliveries = await t.services.db
    .selectFrom('webhook_deliveries')
    .select(['id', 'delivery_id', 'event'])
    .where('org_id', '=', o.org.id)
    .orderBy('id')
    .execute();
  return { orgId: o.org.id, endpointId: endpoint.id, deliveries };
}

const at = (second: number) => toDbTime(new Date(Date.UTC(2026, 10, 27, 12, 0, second)));

describe('recording a batch of attempts', () => {
  for (const length of [1, 4, 5, 16, 17, 48, 49, 100]) {
    test(`${length} outcome${length === 1 ? '' : 's'}: each delivery finished and logged as given, nothing else`, async () => {
      const { orgId, endpointId, deliveries } = await heldDeliveries(length + 2);
      const batch = deliveries.slice(0, length);
      const outcomes: FinishedAttempt[] = batch.map((d, i) => ({
        deliveryRowId: d.id,
        status: i % 3 === 0 ? 'succeeded' : i % 3 === 1 ? 'pending' : 'failed',
        attemptCount: 1 + (i % 4),
        nextAttemptAt: at(i % 60),
        finishedAt: i % 3 === 1 ? null : at((i + 1) % 60),
      }));
      const finished = await t.services.db
        .transaction()
        .execute((trx) => outbox.finishMany(trx, orgId, OWNER, outcomes));
      assert.deepEqual(
        [...finished].sort((a, b) => a - b),
        batch.map((d) => d.id),
      );

      const logged: LoggedAttempt[] = batch.map((d, i) => ({
        endpoint_id: endpointId,
        delivery_row_id: d.id,
        delivery_id: d.delivery_id,
        event: d.event,
        attempt: 1 + (i % 4),
        manual: i % 2 === 0,
        success: i % 3 === 0,
        response_status: i % 5 === 0 ? null : 200 + i,
        response_body: i % 4 === 0 ? null : `réponse ${i} ${'x'.repeat(300)}`,
        error_message: i % 5 === 0 ? `connect ECONNREFUSED ${i}` : null,
        duration_ms: i * 7,
        created_at: at(i % 60),
      }));
      await t.services.db.transaction().execute((trx) => outbox.insertAttempts(trx, orgId, logged));

      const rows = await t.services.db
        .selectFrom('webhook_deliveries')
        .select(['id', 'status', 'attempt_count', 'next_attempt_at', 'finished_at', 'lease_owner'])
        .where('org_id', '=', orgId)
        .orderBy('id')
        .execute();
      assert.deepEqual(
        rows.slice(0, length),
        outcomes.map((o) => ({
          id: o.deliveryRowId,
          status: o.status,
          attempt_count: o.attemptCount,
          next_attempt_at: o.nextAttemptAt,
          finished_at: o.finishedAt,
          lease_owner: null,
        })),
      );
      // The two deliveries outside the batch are still held and pending.
      assert.deepEqual(
        rows.slice(length).map((r) => [r.status, r.lease_owner]),
        [
          ['pending', OWNER],
          ['pending', OWNER],
        ],
      );

      const attempts = await t.services.db
        .selectFrom('webhook_attempts')
        .selectAll()
        .where('org_id', '=', orgId)
        .orderBy('delivery_row_id')
        .execute();
      assert.deepEqual(
        attempts.map(({ id: _id, org_id, manual, success, ...rest }) => ({
          ...rest,
          org_id,
          manual: Boolean(manual),
          success: Boolean(success),
        })),
        logged.map((row) => ({ ...row, org_id: orgId })),
      );
    });
  }

  test('a delivery another worker holds, or of another organization, is not finished', async () => {
    const mine = await heldDeliveries(3);
    const theirs = await heldDeliveries(2, 'another-worker');
    const outcome = (deliveryRowId: number): FinishedAttempt => ({
      deliveryRowId,
      status: 'succeeded',
      attemptCount: 1,
      nextAttemptAt: at(1),
      finishedAt: at(1),
    });
    const outcomes = [...mine.deliveries, ...theirs.deliveries].map((d) => outcome(d.id));
    const finished = await t.services.db
      .transaction()
      .execute((trx) => outbox.finishMany(trx, mine.orgId, OWNER, outcomes));
    assert.deepEqual(
      [...finished].sort((a, b) => a - b),
      mine.deliveries.map((d) => d.id),
    );
    const untouched = await t.services.db
      .selectFrom('webhook_deliveries')
      .select(['status', 'lease_owner'])
      .where('org_id', '=', theirs.orgId)
      .execute();
    assert.deepEqual(untouched, [
      { status: 'pending', lease_owner: 'another-worker' },
      { status: 'pending', lease_owner: 'another-worker' },
    ]);
  });

  test('the log keeps the newest attempts of each endpoint it cut, and every attempt of the others', async () => {
    const { orgId, endpointId, deliveries } = await heldDeliveries(1);
    const other = await heldDeliveries(1);
    const attempt = (endpoint: number, delivery: (typeof deliveries)[number], n: number): LoggedAttempt => ({
      endpoint_id: endpoint,
      delivery_row_id: delivery.id,
      delivery_id: delivery.delivery_id,
      event: delivery.event,
      attempt: n,
      manual: false,
      success: true,
      response_status: 200,
      response_body: '',
      error_message: null,
      duration_ms: 1,
      created_at: at(n % 60),
    });
    await t.services.db.transaction().execute(async (trx) => {
      await outbox.insertAttempts(
        trx,
        orgId,
        Array.from({ length: 30 }, (_, n) => attempt(endpointId, deliveries[0]!, n + 1)),
      );
      await outbox.insertAttempts(
        trx,
        other.orgId,
        Array.from({ length: 30 }, (_, n) => attempt(other.endpointId, other.deliveries[0]!, n + 1)),
      );
      await outbox.pruneAttempts(trx, orgId, [endpointId], 12);
    });
    const kept = await t.services.db
      .selectFrom('webhook_attempts')
      .select(['org_id', 'attempt'])
      .where('org_id', 'in', [orgId, other.orgId])
      .orderBy('org_id')
      .orderBy('attempt')
      .execute();
    assert.deepEqual(
      kept.filter((r) => r.org_id === orgId).map((r) => r.attempt),
      Array.from({ length: 12 }, (_, n) => 19 + n),
    );
    assert.equal(kept.filter((r) => r.org_id === other.orgId).length, 30);
  });
});

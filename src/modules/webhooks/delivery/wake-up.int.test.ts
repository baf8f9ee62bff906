/**
 * Workers hear of new deliveries when they are committed, not at their next poll: with a poll interval far
 * longer than the test, a delivery still arrives at once. On PostgreSQL the announcement is a NOTIFY sent in the
 * publishing transaction, so it reaches workers in other processes too, and only after the commit (a wake sent
 * while the rows were still invisible would find nothing and sleep until the poll). SQLite's workers live in
 * the writing process and are woken there.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TestApp } from '../../../../test/build-test-app.ts';
import { bearer, createOrg } from '../../../../test/factories.ts';
import { startHttpsReceiver, type HttpsReceiver } from '../../../../test/https-receiver.ts';
import type { Lms } from '../../../../test/lms-process.ts';
import { testDialect } from '../../../../test/test-database.ts';
import { FAST_POLICY, buildWebhookTestApp, createEndpoint } from '../../../../test/webhook-helpers.ts';
import { startWorkerProcess } from '../../../../test/worker-process.ts';

/** No poll within any test's time: only a wake-up can deliver in time. */
const SLEEPY = { ...FAST_POLICY, attemptTimeoutMs: 10_000, leaseMs: 30_000, pollIntervalMs: 10 * 60_000 };
const IN_TIME_MS = 8000;

describe('workers wake when deliveries are committed', () => {
  let t: TestApp;
  let receiver: HttpsReceiver;
  const workers: Lms[] = [];

  before(async () => {
    receiver = await startHttpsReceiver();
    t = await buildWebhookTestApp({ policy: SLEEPY });
  });
  after(async () => {
    for (const worker of workers) worker.child.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.exited));
    await t?.close();
    await receiver?.close();
  });

  async function sendPing(): Promise<{ path: string; deliveryId: string }> {
    const o = await createOrg(t);
    const path = `/wake-${o.org.id}`;
    const endpoint = await createEndpoint(t, o, receiver.url(path), ['ping']);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orgs/${o.org.id}/webhooks/${endpoint.webhook_uuid}/test`,
      headers: bearer(o.admin.jwt),
    });
    assert.equal(response.statusCode, 200, response.body);
    return { path, deliveryId: response.json<{ delivery_id: string }>().delivery_id };
  }

  async function arrives(path: string): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < IN_TIME_MS) {
      if (receiver.requests.some((r) => r.path === path)) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.fail(`nothing arrived at ${path} within ${IN_TIME_MS} ms: the worker waited for its poll`);
  }

  it('the worker of the publishing process delivers at once', async () => {
    t.services.deliveryWorker.start();
    try {
      // Once to let the worker settle into its long sleep, then the delivery that must wake it.
      await arrives((await sendPing()).path);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await arrives((await sendPing()).path);
    } finally {
      await t.services.deliveryWorker.stop();
    }
  });

  it(
    'a worker in another process delivers at once (PostgreSQL NOTIFY at commit)',
    { skip: testDialect() !== 'postgres' && 'SQLite has no cross-process notifications; its workers poll' },
    async () => {
      const worker = startWorkerProcess(t, { WEBHOOK_POLL_INTERVAL_MS: '600000' });
      workers.push(worker);
      // The worker's first look, once listening, picks up whatever was committed before it connected; then it
      // sleeps for its ten-minute poll, and only the announcements of the next deliveries can wake it in time.
      await arrives((await sendPing()).path);
      for (let i = 0; i < 2; i++) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await arrives((await sendPing()).path);
      }
    },
  );
});

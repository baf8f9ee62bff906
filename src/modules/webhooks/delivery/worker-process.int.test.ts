/**
 * Durability with real worker processes: `lms worker` killed with SIGKILL in the middle of a batch loses
 * nothing (its leases expire and the next worker delivers), killed with attempt outcomes not yet written it
 * marks nothing delivered that was not received and logs no attempt that was not sent (those deliveries go out
 * again), and on PostgreSQL two workers share one queue. At-least-once allows repeats; they are counted and
 * reported, never hidden.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { TestApp } from '../../../../test/build-test-app.ts';
import { createOrg, uniq, type TestOrg } from '../../../../test/factories.ts';
import {
  startHttpsReceiver,
  type HttpsReceiver,
  type ReceivedRequest,
} from '../../../../test/https-receiver.ts';
import { testDialect } from '../../../../test/test-database.ts';
import { buildWebhookTestApp, createEndpoint, hasValidSignature } from '../../../../test/webhook-helpers.ts';
import type { Lms } from '../../../../test/lms-process.ts';
import { startWorkerProcess } from '../../../../test/worker-process.ts';
import { toBool } from '../../../platform/db/database.ts';
import { OUTCOME_BATCH } from './outcome-writer.ts';

let t: TestApp;
let receiver: HttpsReceiver;
const workers: Lms[] = [];

before(async () => {
  t = await buildWebhookTestApp();
  receiver = await startHttpsReceiver();
});
after(async () => {
  for (const w of workers) w.child.kill('SIGKILL');
  await Promise.all(workers.map((w) => w.exited));
  await receiver.close();
  await t.close();
});

/** SPEC's timings shrunk 20×: 500 ms attempt timeout, 1.5 s lease, waits of 50 ms and 200 ms. */
const FAST = { WEBHOOK_TIME_SCALE: '0.05' };

async function endpoints(o: TestOrg, count: number) {
  const created = [];
  for (let i = 0; i < count; i++) {
    const path = `/hook-${uniq()}`;
    // An IP-literal URL: the worker process resolves names with the system resolver, which knows no test hosts.
    created.push({ path, ...(await createEndpoint(t, o, receiver.url(path), ['ping'])) });
  }
  return created;
}

/** `events` pings fanned out by publishEvent to every subscribed endpoint of the organization. */
async function publish(orgId: number, events: number): Promise<void> {
  for (let i = 0; i < events; i++) {
    await t.services.db
      .transaction()
      .execute((trx) => t.services.events.publishEvent(trx, orgId, 'ping', { message: `event ${i}` }));
  }
}

async function succeeded(orgId: number): Promise<Set<string>> {
  const rows = await t.services.db
    .selectFrom('webhook_deliveries')
    .select('delivery_id')
    .where('org_id', '=', orgId)
    .where('status', '=', 'succeeded')
    .execute();
  return new Set(rows.map((r) => r.delivery_id));
}

async function statuses(orgId: number): Promise<Record<string, number>> {
  const rows = await t.services.db
    .selectFrom('webhook_deliveries')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('org_id', '=', orgId)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function queued(orgId: number): Promise<Set<string>> {
  const rows = await t.services.db
    .selectFrom('webhook_deliveries')
    .select('delivery_id')
    .where('org_id', '=', orgId)
    .execute();
  return new Set(rows.map((r) => r.delivery_id));
}

function deliveryIds(paths: Set<string>): string[] {
  return receiver.requests
    .filter((r) => paths.has(r.path))
    .map((r) => r.headers['x-webhook-delivery'])
    .filter((id): id is string => typeof id === 'string');
}

test('a worker killed with SIGKILL in the middle of a batch loses no delivery', async (ctx) => {
  const o = await createOrg(t);
  const targets = await endpoints(o, 5);
  const paths = new Set(targets.map((e) => e.path));
  await publish(o.org.id, 40); // 200 deliveries
  const expected = await queued(o.org.id);
  assert.equal(expected.size, 200);

  // The first 60 requests are answered; after that the receiver holds every request open, so the worker has
  // attempts in flight (claimed, leased, unanswered) when it is killed.
  let answered = 0;
  receiver.respond((r) => {
    if (!paths.has(r.path)) return { kind: 'status', status: 200 };
    return answered++ < 60 ? { kind: 'status', status: 200 } : { kind: 'hang' };
  });
  const first = startWorkerProcess(t, FAST);
  workers.push(first);
  await receiver.waitForRequests(70, { filter: (r) => paths.has(r.path), timeoutMs: 30_000 });
  first.child.kill('SIGKILL');
  assert.equal((await first.exited).signal, 'SIGKILL');
  const before = await statuses(o.org.id);
  assert.ok((before.pending ?? 0) > 0, `work was left mid-batch: ${JSON.stringify(before)}`);
  const leased = await t.services.db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('org_id', '=', o.org.id)
    .where('lease_owner', 'is not', null)
    .execute();
  assert.ok(leased.length > 0, 'the killed worker held claims');

  receiver.respond(() => ({ kind: 'status', status: 200 }));
  const second = startWorkerProcess(t, FAST);
  workers.push(second);
  await waitFor(
    async () => (await statuses(o.org.id)).succeeded === 200,
    60_000,
    'all 200 deliveries to succeed',
  );
  second.child.kill('SIGTERM');
  assert.equal((await second.exited).code, 0, second.stdout + second.stderr);

  const received = deliveryIds(paths);
  const missing = [...expected].filter((id) => !received.includes(id));
  assert.deepEqual(missing, [], 'every delivery arrived at least once');
  const duplicates = received.length - new Set(received).size;
  ctx.diagnostic(
    `SIGKILL run: ${received.length} requests for 200 deliveries, ${duplicates} repeats (at-least-once)`,
  );
  for (const request of receiver.requests.filter((r) => paths.has(r.path)).slice(0, 20)) {
    const target = targets.find((e) => e.path === request.path)!;
    assert.ok(await hasValidSignature(target.secret, request));
  }
});

test('a worker killed with outcomes waiting to be written sends them again and logs nothing it did not send', async () => {
  const o = await createOrg(t);
  const targets = await endpoints(o, 5);
  const paths = new Set(targets.map((e) => e.path));
  await publish(o.org.id, 60); // 300 deliveries
  const expected = await queued(o.org.id);
  assert.equal(expected.size, 300);

  // Outcomes are written only once OUTCOME_BATCH of them wait (the delay is a minute). The receiver answers
  // 150 requests, then holds every later one open: the first batch commits, the next 50 outcomes wait in the
  // worker's memory, and its slots are all held by unanswered attempts when it is killed.
  let answered = 0;
  receiver.respond((r) => {
    if (!paths.has(r.path)) return { kind: 'status', status: 200 };
    return answered++ < 150 ? { kind: 'status', status: 200 } : { kind: 'hang' };
  });
  const first = startWorkerProcess(t, { WEBHOOK_TIME_SCALE: '0.2', WEBHOOK_COMMIT_DELAY_MS: '60000' });
  workers.push(first);
  const inPaths = { filter: (r: ReceivedRequest) => paths.has(r.path), timeoutMs: 30_000 };
  await receiver.waitForRequests(158, inPaths);
  await waitFor(
    async () => ((await statuses(o.org.id)).succeeded ?? 0) >= OUTCOME_BATCH,
    10_000,
    'the first batch to commit',
  );
  first.child.kill('SIGKILL');
  assert.equal((await first.exited).signal, 'SIGKILL');
  const answeredIds = deliveryIds(paths).slice(0, 150);
  const recorded = await succeeded(o.org.id);
  assert.ok(recorded.size >= OUTCOME_BATCH && recorded.size < 150, `a batch was waiting: ${recorded.size}`);
  assert.ok(
    [...recorded].every((id) => answeredIds.includes(id)),
    'recorded only what was answered',
  );
  const unwritten = answeredIds.filter((id) => !recorded.has(id));

  receiver.respond(() => ({ kind: 'status', status: 200 }));
  // 2 s per attempt, not FAST's 500 ms: on a loaded machine a new TLS connection can outlast 500 ms, and an
  // attempt that times out before its request arrives is logged (a failure) without a receipt.
  const second = startWorkerProcess(t, { WEBHOOK_TIME_SCALE: '0.2' });
  workers.push(second);
  await waitFor(async () => (await statuses(o.org.id)).succeeded === 300, 60_000, 'all 300 to succeed');
  second.child.kill('SIGTERM');
  assert.equal((await second.exited).code, 0, second.stdout + second.stderr);

  const receipts = new Map<string, number>();
  for (const id of deliveryIds(paths)) receipts.set(id, (receipts.get(id) ?? 0) + 1);
  assert.deepEqual(await statuses(o.org.id), { succeeded: 300 }, 'none left pending');
  assert.deepEqual(
    [...expected].filter((id) => !receipts.has(id)),
    [],
    'every delivery was received (and so every one marked delivered)',
  );
  assert.deepEqual(
    unwritten.filter((id) => receipts.get(id)! < 2),
    [],
    'answered but unwritten when the worker died: sent again',
  );
  const attempts = await t.services.db
    .selectFrom('webhook_attempts')
    .select(['delivery_id', 'success'])
    .where('org_id', '=', o.org.id)
    .execute();
  const logged = new Map<string, number>();
  for (const a of attempts) logged.set(a.delivery_id, (logged.get(a.delivery_id) ?? 0) + 1);
  assert.deepEqual(
    [...logged].filter(([id, n]) => n > (receipts.get(id) ?? 0)),
    [],
    'no attempt logged that was not sent',
  );
  const delivered = new Set(attempts.filter((a) => toBool(a.success)).map((a) => a.delivery_id));
  assert.equal(delivered.size, 300, 'each delivery has its successful attempt in the log');
});

test(
  'two worker processes on PostgreSQL share 1,000 deliveries across 20 endpoints: none lost',
  { skip: testDialect() !== 'postgres' && 'SQLite runs one writer process; several workers need PostgreSQL' },
  async (ctx) => {
    const o = await createOrg(t);
    const targets = await endpoints(o, 20);
    const paths = new Set(targets.map((e) => e.path));
    receiver.respond(() => ({ kind: 'status', status: 200 }));
    // 2 s per attempt: the receiver, in this process, opens up to 160 TLS connections at the start, which on a
    // loaded machine can outlast FAST's 500 ms, and a timed-out attempt that did arrive is a repeat.
    const a = startWorkerProcess(t, { WEBHOOK_TIME_SCALE: '0.2', LOG_LEVEL: 'info' });
    const b = startWorkerProcess(t, { WEBHOOK_TIME_SCALE: '0.2', LOG_LEVEL: 'info' });
    workers.push(a, b);
    await publish(o.org.id, 50); // 50 events × 20 endpoints
    await waitFor(
      async () => (await statuses(o.org.id)).succeeded === 1000,
      120_000,
      '1,000 deliveries to succeed',
    );
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    assert.equal((await a.exited).code, 0, a.stdout + a.stderr);
    assert.equal((await b.exited).code, 0, b.stdout + b.stderr);

    const expected = [...(await queued(o.org.id))];
    assert.equal(expected.length, 1000);
    const received = deliveryIds(paths);
    const distinct = new Set(received);
    assert.deepEqual(
      expected.filter((id) => !distinct.has(id)),
      [],
      'every delivery arrived',
    );
    for (const target of targets) {
      const got = new Set(
        receiver.requests.filter((r) => r.path === target.path).map((r) => r.headers['x-webhook-delivery']),
      );
      assert.equal(got.size, 50, `endpoint ${target.path} got all 50 events`);
    }
    // Both took a share of the queue (each logs one line per delivery at info level).
    const shares = [a, b].map(
      (w) => w.stdout.split('\n').filter((line) => line.includes('"webhook delivered"')).length,
    );
    assert.ok(
      shares.every((n) => n > 0),
      `both workers delivered: ${shares.join(' + ')}`,
    );
    assert.equal(shares[0]! + shares[1]!, received.length);
    ctx.diagnostic(
      `two workers: ${received.length} requests for 1000 deliveries (${shares.join(' + ')}), ${received.length - distinct.size} repeats (at-least-once)`,
    );
  },
);

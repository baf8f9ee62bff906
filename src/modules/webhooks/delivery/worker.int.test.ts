/**
 * The delivery worker against a real HTTPS receiver on loopback: attempts, waits, the log, final states,
 * isolation between endpoints, leases and shutdown. Time in the database moves with the test's clock; the
 * retry policy is SPEC's shrunk to milliseconds (FAST_POLICY), so nothing sleeps for seconds.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { TestApp } from '../../../../test/build-test-app.ts';
import { eventually } from '../../../../test/eventually.ts';
import { bearer, createOrg, uniq, type TestOrg } from '../../../../test/factories.ts';
import {
  startHttpsReceiver,
  type HttpsReceiver,
  type ReceivedRequest,
} from '../../../../test/https-receiver.ts';
import {
  FAST_POLICY,
  buildWebhookTestApp,
  createEndpoint,
  envelopeOf,
  hasValidSignature,
  testResolver,
  type CreatedEndpoint,
} from '../../../../test/webhook-helpers.ts';
import { toDbTime } from '../../../platform/clock.ts';
import { SecretBox } from '../../../platform/secret-box.ts';
import { CUT_WHEN_QUIET_MS } from './outcome-writer.ts';
import { CUT_AFTER } from './owed-cuts.ts';
import { ATTEMPTS_KEPT_PER_ENDPOINT } from './retry-policy.ts';
import { DeliveryWorker, WEBHOOK_SECRETS_PURPOSE } from './worker.ts';

let t: TestApp;
let receiver: HttpsReceiver;

before(async () => {
  t = await buildWebhookTestApp();
  receiver = await startHttpsReceiver();
});
after(async () => {
  await receiver.close();
  await t.close();
});

interface Setup {
  o: TestOrg;
  endpoint: CreatedEndpoint;
  path: string;
  received: () => ReceivedRequest[];
}

/** A fresh org with one endpoint on its own receiver path, subscribed to `ping`. */
async function setup(): Promise<Setup> {
  const o = await createOrg(t);
  const path = `/hook-${uniq()}`;
  const endpoint = await createEndpoint(t, o, receiver.url(path, 'receiver.test'), ['ping']);
  return { o, endpoint, path, received: () => receiver.requests.filter((r) => r.path === path) };
}

/** Queues a ping for the endpoint the way the outbox does, in a transaction; returns its delivery id. */
async function queuePing(s: Setup, message = 'hello'): Promise<string> {
  const row = await t.services.db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('webhook_uuid', '=', s.endpoint.webhook_uuid)
    .executeTakeFirstOrThrow();
  return t.services.db
    .transaction()
    .execute((trx) => t.services.events.publishTo(trx, s.o.org.id, row.id, 'ping', { message }));
}

/** The row ids of the setups' endpoints. */
async function endpointIds(setups: Setup[]): Promise<number[]> {
  const rows = await t.services.db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where(
      'webhook_uuid',
      'in',
      setups.map((s) => s.endpoint.webhook_uuid),
    )
    .execute();
  return rows.map((r) => r.id);
}

function delivery(deliveryId: string) {
  return t.services.db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('delivery_id', '=', deliveryId)
    .executeTakeFirstOrThrow();
}

async function log(s: Setup, limit = 200) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/orgs/${s.o.org.id}/webhooks/${s.endpoint.webhook_uuid}/deliveries?limit=${limit}`,
    headers: bearer(s.o.admin.jwt),
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<
    {
      delivery_id: string;
      attempt: number;
      success: boolean;
      manual: boolean;
      response_status: number | null;
      response_body: string | null;
      error_message: string | null;
      duration_ms: number;
    }[]
  >();
}

/** A worker beside the app's own, on the same database and receiver. */
function secondWorker(concurrency: number, perEndpoint: number, policy = FAST_POLICY): DeliveryWorker {
  return new DeliveryWorker({
    db: t.services.db,
    client: t.services.webhookClient,
    secrets: new SecretBox(t.config.secretKey!, WEBHOOK_SECRETS_PURPOSE),
    clock: t.clock,
    logger: t.services.logger,
    policy,
    concurrency,
    perEndpoint,
  });
}

const answer = (path: string, status: number, body = '') =>
  receiver.respond((r) =>
    r.path === path ? { kind: 'status', status, body } : { kind: 'status', status: 200 },
  );

describe('one delivery', () => {
  test('a 2xx ends it succeeded after one attempt, logged with status, body and duration', async () => {
    const s = await setup();
    answer(s.path, 202, 'accepted');
    const id = await queuePing(s);
    await t.services.deliveryWorker.drain();
    assert.equal(s.received().length, 1);
    const row = await delivery(id);
    assert.equal(row.status, 'succeeded');
    assert.equal(row.attempt_count, 1);
    assert.notEqual(row.finished_at, null);
    assert.equal(row.lease_owner, null);
    const [entry] = await log(s);
    assert.equal(entry?.delivery_id, id);
    assert.equal(entry?.attempt, 1);
    assert.equal(entry?.success, true);
    assert.equal(entry?.response_status, 202);
    assert.equal(entry?.response_body, 'accepted');
    assert.equal(entry?.error_message, null);
    assert.ok(entry.duration_ms >= 0);
  });

  test('three failed attempts with the backoff between them end it failed; every attempt sends the same bytes', async () => {
    const s = await setup();
    answer(s.path, 500, 'boom');
    const id = await queuePing(s);
    await t.services.deliveryWorker.drain();
    assert.equal(s.received().length, 1);
    assert.equal((await delivery(id)).status, 'pending');

    // Not due before its wait (10 ms in FAST_POLICY, 1 s in SPEC's).
    t.clock.advance(FAST_POLICY.backoffMs[0]! - 1);
    await t.services.deliveryWorker.drain();
    assert.equal(s.received().length, 1, 'the retry waits for its backoff');
    t.clock.advance(1);
    await t.services.deliveryWorker.drain();
    assert.equal(s.received().length, 2);

    t.clock.advance(FAST_POLICY.backoffMs[1]! - 1);
    await t.services.deliveryWorker.drain();
    assert.equal(s.received().length, 2, 'the second retry waits for the second backoff');
    t.clock.advance(1);
    await t.services.deliveryWorker.drain();
    assert.equal(s.received().length, 3);

    t.clock.advance(60_000);
    await t.services.deliveryWorker.drain();
    assert.equal(s.received().length, 3, 'no fourth attempt');
    const row = await delivery(id);
    assert.equal(row.status, 'failed');
    assert.equal(row.attempt_count, 3);

    const [first, second, third] = s.received();
    assert.ok(
      first!.body.equals(second!.body) && second!.body.equals(third!.body),
      'same bytes on every attempt',
    );
    for (const request of s.received()) {
      assert.equal(request.headers['x-webhook-delivery'], id);
      assert.ok(await hasValidSignature(s.endpoint.secret, request));
    }
    assert.equal(
      envelopeOf(first!).timestamp,
      envelopeOf(third!).timestamp,
      'the timestamp is the first one',
    );

    const entries = await log(s);
    assert.deepEqual(
      entries.map((e) => [e.attempt, e.success, e.response_status, e.response_body, e.error_message]),
      [
        [3, false, 500, 'boom', 'the receiver answered 500'],
        [2, false, 500, 'boom', 'the receiver answered 500'],
        [1, false, 500, 'boom', 'the receiver answered 500'],
      ],
    );
  });

  test('a failure then a 2xx ends it succeeded on the second attempt', async () => {
    const s = await setup();
    receiver.respond((r, i) =>
      r.path === s.path && s.received().length === 1
        ? { kind: 'status', status: 503 }
        : { kind: 'status', status: 200, body: `ok ${i}` },
    );
    const id = await queuePing(s);
    await t.services.deliveryWorker.drain();
    t.clock.advance(FAST_POLICY.backoffMs[0]!);
    await t.services.deliveryWorker.drain();
    const row = await delivery(id);
    assert.equal(row.status, 'succeeded');
    assert.equal(row.attempt_count, 2);
    assert.deepEqual(
      (await log(s)).map((e) => [e.attempt, e.success, e.response_status]),
      [
        [2, true, 200],
        [1, false, 503],
      ],
    );
  });

  test('a receiver that hangs past the timeout, one that redirects and one that drops the connection each fail the attempt', async () => {
    for (const [behaviour, expected] of [
      [{ kind: 'hang' }, /^timed out after 1 s$/],
      [
        { kind: 'redirect', status: 301, location: 'https://receiver.test/elsewhere' },
        /redirects are not followed \(301 to https:\/\/receiver\.test\/elsewhere\)/,
      ],
      [{ kind: 'drop' }, /other side closed|socket|ECONNRESET/i],
    ] as const) {
      const s = await setup();
      receiver.respond((r) => (r.path === s.path ? behaviour : { kind: 'status', status: 200 }));
      const id = await queuePing(s);
      await t.services.deliveryWorker.drain();
      assert.equal(
        s.received().length,
        1,
        `${behaviour.kind}: one request per attempt, redirects not followed`,
      );
      const [entry] = await log(s);
      assert.equal(entry?.success, false);
      assert.match(entry?.error_message ?? '', expected);
      assert.equal(entry?.response_status, behaviour.kind === 'redirect' ? 301 : null);
      assert.equal((await delivery(id)).status, 'pending', 'retried later');
    }
  });

  test('the response body is logged up to its first 500 bytes', async () => {
    const s = await setup();
    answer(s.path, 200, `${'a'.repeat(499)}€ and much more`.repeat(50));
    await queuePing(s);
    await t.services.deliveryWorker.drain();
    const [entry] = await log(s);
    assert.equal(entry?.response_body, `${'a'.repeat(499)}\uFFFD`);
  });
});

describe('the endpoint changes while deliveries wait', () => {
  test('a retry after regenerate-secret is signed with the new secret only', async () => {
    const s = await setup();
    answer(s.path, 500);
    await queuePing(s);
    await t.services.deliveryWorker.drain();
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orgs/${s.o.org.id}/webhooks/${s.endpoint.webhook_uuid}/regenerate-secret`,
      headers: bearer(s.o.admin.jwt),
    });
    assert.equal(rotated.statusCode, 200);
    const { secret } = rotated.json<{ secret: string }>();
    answer(s.path, 200);
    t.clock.advance(FAST_POLICY.backoffMs[0]!);
    await t.services.deliveryWorker.drain();
    const [before, retry] = s.received();
    assert.ok(await hasValidSignature(s.endpoint.secret, before!));
    assert.ok(await hasValidSignature(secret, retry!), 'the new secret signs the retry');
    assert.equal(await hasValidSignature(s.endpoint.secret, retry!), false, 'the old secret is dead');
  });

  test('deliveries of an inactive endpoint are held, not attempted, and go out once it is active again', async () => {
    const s = await setup();
    const put = (is_active: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/orgs/${s.o.org.id}/webhooks/${s.endpoint.webhook_uuid}`,
        headers: bearer(s.o.admin.jwt),
        payload: { is_active },
      });
    const id = await queuePing(s);
    assert.equal((await put(false)).statusCode, 200);
    t.clock.advance(60_000);
    await t.services.deliveryWorker.drain();
    assert.equal(s.received().length, 0);
    assert.equal((await delivery(id)).status, 'pending');
    assert.equal((await put(true)).statusCode, 200);
    await t.services.deliveryWorker.drain();
    assert.equal(s.received().length, 1);
    assert.equal((await delivery(id)).status, 'succeeded');
  });

  test('an endpoint deleted while its attempt is on the way leaves nothing behind and no error', async () => {
    const s = await setup();
    receiver.respond((r) => (r.path === s.path ? { kind: 'hang' } : { kind: 'status', status: 200 }));
    const id = await queuePing(s);
    await t.services.deliveryWorker.tick();
    await receiver.waitForRequests(1, { filter: (r) => r.path === s.path });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/orgs/${s.o.org.id}/webhooks/${s.endpoint.webhook_uuid}`,
      headers: bearer(s.o.admin.jwt),
    });
    assert.equal(removed.statusCode, 204);
    await t.services.deliveryWorker.drain();
    const rows = await t.services.db
      .selectFrom('webhook_attempts')
      .select('id')
      .where('delivery_id', '=', id)
      .execute();
    assert.deepEqual(rows, []);
  });

  test('a secret that cannot be decrypted (SECRET_KEY changed) is never sent unsigned', async () => {
    const s = await setup();
    await t.services.db
      .updateTable('webhook_endpoints')
      .set({ secret_encrypted: 'v1.AAAA.AAAA.AAAA' })
      .where('webhook_uuid', '=', s.endpoint.webhook_uuid)
      .execute();
    await queuePing(s);
    await t.services.deliveryWorker.drain();
    assert.equal(s.received().length, 0);
    const [entry] = await log(s);
    assert.match(entry?.error_message ?? '', /signing secret cannot be decrypted/);
  });
});

/** How many attempts of the setup's endpoint are stored (the log's read shows the newest 200 of them). */
async function storedAttempts(s: Setup): Promise<number> {
  const count = await t.services.db
    .selectFrom('webhook_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_attempts.endpoint_id')
    .where('webhook_endpoints.webhook_uuid', '=', s.endpoint.webhook_uuid)
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

describe('the log', () => {
  test('keeps the newest 200 attempts per endpoint', async () => {
    const s = await setup();
    const ids: string[] = [];
    for (let i = 0; i < 205; i++) ids.push(await queuePing(s, `n${i}`));
    await t.services.deliveryWorker.drain();
    assert.equal(s.received().length, 205);
    const entries = await log(s, 200);
    assert.equal(entries.length, 200);
    assert.equal(await storedAttempts(s), 200);
    const logged = new Set(entries.map((e) => e.delivery_id));
    // Attempts run concurrently, so which five are oldest is not fixed; exactly five are gone.
    const forgotten = ids.filter((id) => !logged.has(id));
    assert.equal(forgotten.length, 5);

    // Their outbox rows go at the next sweep; the 200 still in the log stay (and can be redelivered).
    await t.services.deliveryWorker.sweepForgotten();
    const rows = await t.services.db
      .selectFrom('webhook_deliveries')
      .select('delivery_id')
      .where('delivery_id', 'in', ids)
      .execute();
    assert.equal(rows.length, 200);
    assert.ok(rows.every((r) => logged.has(r.delivery_id)));
  });
});

describe('cutting the log back', () => {
  test('a busy worker cuts the logs its batches grew enough, and the rest once quiet', async () => {
    const s = await setup();
    const total = ATTEMPTS_KEPT_PER_ENDPOINT + CUT_AFTER + 10;
    for (let i = 0; i < total; i++) await queuePing(s, `b${i}`);
    const succeeded = async () => {
      const row = await t.services.db
        .selectFrom('webhook_deliveries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
        .where('webhook_endpoints.webhook_uuid', '=', s.endpoint.webhook_uuid)
        .where('webhook_deliveries.status', '=', 'succeeded')
        .executeTakeFirstOrThrow();
      return Number(row.n) === total;
    };
    t.services.deliveryWorker.start();
    try {
      // Every outcome is committed (each batch's cut in the same transaction): the batches that grew the log
      // by CUT_AFTER cut it, the last ones left it owed a cut.
      await eventually(`all ${total} deliveries succeed`, succeeded, 10_000);
      const busy = await storedAttempts(s);
      assert.ok(
        busy >= ATTEMPTS_KEPT_PER_ENDPOINT && busy < ATTEMPTS_KEPT_PER_ENDPOINT + CUT_AFTER,
        `${busy} attempts stored while busy`,
      );
      assert.equal((await log(s, 200)).length, 200);
      // Quiet for CUT_WHEN_QUIET_MS, the worker cuts what it owes without being flushed.
      await eventually(
        'the log is cut back once quiet',
        async () => (await storedAttempts(s)) === ATTEMPTS_KEPT_PER_ENDPOINT,
        CUT_WHEN_QUIET_MS + 3000,
      );
    } finally {
      await t.services.deliveryWorker.stop();
    }
  });
});

describe('the guard at delivery time', () => {
  test('a host that resolved to a public address at create but now resolves inward is refused and logged', async () => {
    const hosts: Record<string, string[]> = { 'rebind.example': ['93.184.215.14'] };
    const app = await buildWebhookTestApp({ allowedCidrs: [], resolve: testResolver(hosts) });
    try {
      const o = await createOrg(app);
      const endpoint = await createEndpoint(app, o, 'https://rebind.example/hook');
      hosts['rebind.example'] = ['169.254.169.254'];
      const test = await app.app.inject({
        method: 'POST',
        url: `/api/v1/orgs/${o.org.id}/webhooks/${endpoint.webhook_uuid}/test`,
        headers: bearer(o.admin.jwt),
      });
      assert.equal(test.statusCode, 200);
      await app.services.deliveryWorker.drain();
      const attempts = await app.services.db.selectFrom('webhook_attempts').selectAll().execute();
      assert.equal(attempts.length, 1);
      assert.equal(attempts[0]?.response_status, null);
      assert.match(
        attempts[0]?.error_message ?? '',
        /^refused: 169\.254\.169\.254 is a link-local address.*\(rebind\.example resolves to it\)$/,
      );
    } finally {
      await app.close();
    }
  });
});

describe('several endpoints', () => {
  test('a hanging endpoint does not delay deliveries to the others', async () => {
    const slow = await setup();
    const fast = await setup();
    receiver.respond((r) => (r.path === slow.path ? { kind: 'hang' } : { kind: 'status', status: 200 }));
    for (let i = 0; i < 6; i++) await queuePing(slow);
    for (let i = 0; i < 20; i++) await queuePing(fast);
    const started = Date.now();
    t.services.deliveryWorker.start();
    try {
      await receiver.waitForRequests(20, { filter: (r) => r.path === fast.path, timeoutMs: 5000 });
      const elapsed = Date.now() - started;
      assert.ok(
        elapsed < FAST_POLICY.attemptTimeoutMs,
        `all 20 fast deliveries arrived in ${elapsed} ms, before the slow endpoint's first timeout`,
      );
      // The slow endpoint holds at most its per-endpoint share of the worker.
      assert.ok(slow.received().length <= t.config.webhookEndpointConcurrency);
    } finally {
      await t.services.deliveryWorker.stop();
    }
    // stop() waited for the hanging attempts: they were logged as timed out.
    const entries = await log(slow);
    assert.ok(entries.length >= 1);
    assert.ok(entries.every((e) => e.error_message === 'timed out after 1 s'));
  });
});

describe('claims', () => {
  /** How many deliveries `worker` holds a lease on. */
  async function leasedBy(worker: DeliveryWorker): Promise<number> {
    const row = await t.services.db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lease_owner', '=', worker.id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Two endpoints that hang, four deliveries queued for each (what earlier tests left goes first). */
  async function eightHanging(): Promise<{ hanging: Setup[]; fast: Setup }> {
    const hanging = [await setup(), await setup()];
    const fast = await setup();
    receiver.respond((r) =>
      hanging.some((s) => s.path === r.path) ? { kind: 'hang' } : { kind: 'status', status: 200 },
    );
    await t.services.deliveryWorker.drain();
    for (let i = 0; i < 4; i++) for (const s of hanging) await queuePing(s);
    return { hanging, fast };
  }

  test('a busy worker claims a round ahead of its slots, then nothing until that round has started', async () => {
    const { hanging, fast } = await eightHanging();
    const worker = secondWorker(4, 4);
    // Holding nothing, one claim takes up to twice the concurrency: four start, four wait for a slot.
    assert.equal(await worker.tick(), 4);
    assert.equal(await leasedBy(worker), 8);
    // A whole round waits beyond the busy slots: no claim.
    const waiting = await queuePing(fast);
    assert.equal(await worker.tick(), 0);
    assert.equal((await delivery(waiting)).lease_owner, null);
    // The hanging attempts time out; the waiting ones take their slots, then a claim takes the fast one.
    await worker.drain();
    assert.equal(fast.received().length, 1);
    assert.equal((await delivery(waiting)).status, 'succeeded');
    // Each endpoint had its four in flight, never more: the second four came after the first timed out.
    for (const s of hanging) assert.equal(s.received().length, 4);
  });

  test('a worker that stops gives back what waits for a slot, due at once, and finishes what is in flight', async () => {
    const { hanging } = await eightHanging();
    const worker = secondWorker(4, 4);
    worker.start();
    await receiver.waitForRequests(4, { filter: (r) => hanging.some((s) => s.path === r.path) });
    await worker.stop();
    const rows = await t.services.db
      .selectFrom('webhook_deliveries')
      .select(['attempt_count', 'lease_owner', 'status'])
      .where('endpoint_id', 'in', await endpointIds(hanging))
      .execute();
    assert.equal(rows.length, 8);
    // Four were attempted (and timed out, so they wait for their retry); four were given back untried.
    assert.deepEqual(rows.map((r) => r.attempt_count).sort(), [0, 0, 0, 0, 1, 1, 1, 1]);
    assert.ok(rows.every((r) => r.status === 'pending' && r.lease_owner === null));
    // Given back due now: the app's worker sends them at once.
    await t.services.deliveryWorker.drain();
    for (const s of hanging) assert.ok(s.received().length >= 4);
  });
});

describe('wakes', () => {
  /** A started worker that polls once a minute, so that it claims only when woken; `ticks` counts its looks. */
  function countingWorker(perEndpoint: number) {
    const worker = secondWorker(8, perEndpoint, { ...FAST_POLICY, pollIntervalMs: 60_000 });
    const counted = { worker, ticks: 0 };
    const tick = worker.tick.bind(worker);
    worker.tick = () => {
      counted.ticks += 1;
      return tick();
    };
    return counted;
  }

  /** Resolves once nothing `s` queued is left pending; fails after 10 s (the poll is a minute away). */
  async function allSent(s: Setup): Promise<void> {
    const [id] = await endpointIds([s]);
    const deadline = Date.now() + 10_000;
    for (;;) {
      assert.ok(Date.now() < deadline, 'still pending after 10 s');
      const row = await t.services.db
        .selectFrom('webhook_deliveries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('endpoint_id', '=', id!)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      if (Number(row.n) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Three pings for one endpoint, sent by a counting worker woken once; answers what it received and its looks. */
  async function threeSent(perEndpoint: number): Promise<{ received: number; looks: number }> {
    const s = await setup();
    receiver.respond(() => ({ kind: 'status', status: 200 }));
    await t.services.deliveryWorker.drain();
    const counting = countingWorker(perEndpoint);
    counting.worker.start();
    try {
      for (let i = 0; i < 3; i++) await queuePing(s);
      counting.worker.wake();
      await allSent(s);
    } finally {
      await counting.worker.stop();
    }
    return { received: s.received().length, looks: counting.ticks };
  }

  test('a claim that took everything due is not followed by another when its attempts finish', async () => {
    const { received, looks } = await threeSent(4);
    assert.equal(received, 3);
    // The look at start (nothing due), the one woken (all three): none for the three slots that came free,
    // nor for their outcomes written.
    assert.equal(looks, 2);
  });

  test('a delivery queued while more than a round is held goes out once the round frees, without the poll', async () => {
    // Three endpoints that hang, four each: one claim holds twelve (eight in flight, four waiting) of eight slots.
    const hanging = [await setup(), await setup(), await setup()];
    const fast = await setup();
    receiver.respond((r) =>
      hanging.some((s) => s.path === r.path) ? { kind: 'hang' } : { kind: 'status', status: 200 },
    );
    await t.services.deliveryWorker.drain();
    const counting = countingWorker(4);
    counting.worker.start();
    try {
      for (let i = 0; i < 4; i++) for (const s of hanging) await queuePing(s);
      counting.worker.wake();
      await receiver.waitForRequests(8, { filter: (r) => hanging.some((s) => s.path === r.path) });
      // Published now, with a round and more held: not claimed until the hanging attempts time out and free it.
      await queuePing(fast);
      counting.worker.wake();
      await allSent(fast);
      assert.equal(fast.received().length, 1);
    } finally {
      await counting.worker.stop();
    }
  });

  test('a claim that stopped at an endpoint’s share claims again as its attempts finish, without the poll', async () => {
    // One at a time (the endpoint's share), each claimed as the one before finished: long before the poll.
    const { received, looks } = await threeSent(1);
    assert.equal(received, 3);
    assert.ok(looks >= 4, `${looks} looks`);
  });
});

describe('leases', () => {
  test('a claim held by a worker that died is taken over once its lease expires, not before', async () => {
    const s = await setup();
    const id = await queuePing(s);
    const now = t.clock.now();
    // A worker that claimed the delivery and then vanished.
    await t.services.db
      .updateTable('webhook_deliveries')
      .set({
        lease_owner: 'dead-worker',
        lease_expires_at: toDbTime(new Date(now.getTime() + FAST_POLICY.leaseMs)),
      })
      .where('delivery_id', '=', id)
      .execute();
    await t.services.deliveryWorker.drain();
    assert.equal(s.received().length, 0, 'a live claim is respected');
    t.clock.advance(FAST_POLICY.leaseMs);
    await t.services.deliveryWorker.drain();
    assert.equal(s.received().length, 1);
    assert.equal((await delivery(id)).status, 'succeeded');
  });

  test('two workers draining one queue never send a delivery twice', async () => {
    const s = await setup();
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push(await queuePing(s));
    const other = secondWorker(8, 2);
    await Promise.all([t.services.deliveryWorker.drain(), other.drain()]);
    const seen = s.received().map((r) => r.headers['x-webhook-delivery']);
    assert.equal(seen.length, 40);
    assert.equal(new Set(seen).size, 40);
  });
});

/**
 * The integrator's journey against a real `lms serve` process: register an HTTPS endpoint with an API token,
 * receive signed events for changes made through the API within a second, read every attempt in the log,
 * rotate the secret without a restart. And the operator's side: on SIGTERM the server finishes the attempt in
 * flight before it exits.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Database } from '../src/db.ts';
import { BUCKETS } from '../src/modules/access/index.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import { startHttpsReceiver, TEST_TLS, type HttpsReceiver } from './https-receiver.ts';
import {
  TEST_TIMEOUT,
  exitOf,
  killAll,
  login,
  newInstance,
  request,
  sleep,
  startServer,
  type Instance,
  type Server,
} from './lms-process.ts';
import { envelopeOf, hasValidSignature } from './webhook-helpers.ts';

const ADMIN_EMAIL = 'owner@school.example';
const ADMIN_PASSWORD = 'first-password-1';

after(killAll);

describe('webhooks through a running server', () => {
  let instance: Instance;
  let server: Server;
  let receiver: HttpsReceiver;
  let orgId: number;
  let token: string;
  let webhookUuid: string;
  let secret: string;
  let learnerId: number;

  before(async () => {
    receiver = await startHttpsReceiver();
    instance = await newInstance({
      LMS_ADMIN_EMAIL: ADMIN_EMAIL,
      LMS_ADMIN_PASSWORD: ADMIN_PASSWORD,
      WEBHOOK_ALLOWED_CIDRS: '127.0.0.1/32',
      NODE_EXTRA_CA_CERTS: TEST_TLS.certFile,
      // Attempt timeout 1 s, waits of 100 ms and 400 ms: the shutdown test need not wait 10 s.
      WEBHOOK_TIME_SCALE: '0.1',
      LOG_LEVEL: 'warn',
    });
    server = await startServer(instance);
    const org = await request(server, 'GET', '/orgs/slug/default');
    orgId = org.body.id;
    const session = await login(server, ADMIN_EMAIL, ADMIN_PASSWORD);
    const rights = { action_create: true, action_read: true, action_update: true, action_delete: true };
    const created = await request(server, 'POST', `/orgs/${orgId}/api-tokens`, {
      token: session.body.tokens.access_token,
      // Every right: the token also hands out roles, which it may only do for roles whose rights it holds.
      json: {
        name: 'integration',
        rights: Object.fromEntries(BUCKETS.map((b) => [b, rights])),
      },
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    token = created.body.token;
  });
  after(async () => {
    await receiver.close();
    await instance?.close();
  });

  it('registers an endpoint with an API token and gets its secret once', TEST_TIMEOUT, async () => {
    const created = await request(server, 'POST', `/${orgId}/webhooks`, {
      token,
      json: { url: receiver.url('/integrator'), events: ['user_signed_up', 'user_role_changed'] },
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    webhookUuid = created.body.webhook_uuid;
    secret = created.body.secret;
    assert.match(secret, /^whsec_/);
    const read = await request(server, 'GET', `/${orgId}/webhooks/${webhookUuid}`, { token });
    assert.equal(read.body.secret, undefined);
  });

  it('delivers a signed event for a real change within a second', TEST_TIMEOUT, async () => {
    const before = Date.now();
    const signup = await request(server, 'POST', `/users/${orgId}`, {
      json: { email: 'learner@school.example', username: 'learner', password: 'learner-password-1' },
    });
    assert.equal(signup.status, 200, JSON.stringify(signup.body));
    learnerId = signup.body.id;
    const [arrived] = await receiver.waitForRequests(1, { timeoutMs: 5000 });
    const delay = arrived!.receivedAt - before;
    assert.ok(delay < 1000, `the event arrived ${delay} ms after the request`);
    assert.ok(await hasValidSignature(secret, arrived!));
    const envelope = envelopeOf<{ user: { email: string }; signup_method: string }>(arrived!);
    assert.equal(envelope.event, 'user_signed_up');
    assert.equal(envelope.org_id, orgId);
    assert.equal(envelope.data.user.email, 'learner@school.example');
    assert.equal(envelope.data.signup_method, 'email');
  });

  it('shows every attempt in the log and rotates the secret without a restart', TEST_TIMEOUT, async () => {
    receiver.respond((_request, index) =>
      index === 1
        ? { kind: 'status', status: 503, body: 'busy' }
        : { kind: 'status', status: 200, body: 'ok' },
    );
    const change = await request(server, 'PUT', `/orgs/${orgId}/users/${learnerId}/role`, {
      token,
      json: { role: 'instructor' },
    });
    assert.equal(change.status, 200, JSON.stringify(change.body));
    const [, failed, retried] = await receiver.waitForRequests(3, { timeoutMs: 5000 });
    assert.equal(failed!.headers['x-webhook-delivery'], retried!.headers['x-webhook-delivery']);
    assert.ok(failed!.body.equals(retried!.body), 'the retry sends the same bytes');

    // The receiver sees a request a moment before the worker writes its attempt to the log.
    const readLog = () =>
      request(server, 'GET', `/${orgId}/webhooks/${webhookUuid}/deliveries?limit=10`, { token });
    let log = await readLog();
    for (let tries = 0; (log.body as unknown[]).length < 3 && tries < 50; tries++) {
      await sleep(50);
      log = await readLog();
    }
    assert.equal(log.status, 200);
    assert.deepEqual(
      (log.body as { event: string; attempt: number; response_status: number; success: boolean }[]).map(
        (e) => [e.event, e.attempt, e.response_status, e.success],
      ),
      [
        ['user_role_changed', 2, 200, true],
        ['user_role_changed', 1, 503, false],
        ['user_signed_up', 1, 200, true],
      ],
    );

    const rotated = await request(server, 'POST', `/${orgId}/webhooks/${webhookUuid}/regenerate-secret`, {
      token,
    });
    assert.equal(rotated.status, 200);
    await request(server, 'PUT', `/orgs/${orgId}/users/${learnerId}/role`, {
      token,
      json: { role: 'learner' },
    });
    const [, , , next] = await receiver.waitForRequests(4, { timeoutMs: 5000 });
    assert.ok(await hasValidSignature(rotated.body.secret, next!));
    assert.equal(await hasValidSignature(secret, next!), false, 'the old secret no longer signs');
  });

  it('on SIGTERM finishes the attempt in flight, logs it, then exits 0', TEST_TIMEOUT, async () => {
    receiver.respond(() => ({ kind: 'hang' }));
    await request(server, 'PUT', `/orgs/${orgId}/users/${learnerId}/role`, {
      token,
      json: { role: 'instructor' },
    });
    await receiver.waitForRequests(5, { timeoutMs: 5000 });
    server.proc.child.kill('SIGTERM');
    const { code } = await exitOf(server.proc);
    assert.equal(code, 0, server.proc.stderr);

    const handle = openDatabase<Database>(instance.testDb.database);
    try {
      const last = await handle.db
        .selectFrom('webhook_attempts')
        .select(['event', 'attempt', 'error_message'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      assert.deepEqual(last, {
        event: 'user_role_changed',
        attempt: 1,
        error_message: 'timed out after 1 s',
      });
      const delivery = await handle.db
        .selectFrom('webhook_deliveries')
        .select(['status', 'lease_owner'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      // Released for the next worker: pending (two attempts left), not held by the stopped one.
      assert.deepEqual(delivery, { status: 'pending', lease_owner: null });
    } finally {
      await handle.close();
    }
  });
});

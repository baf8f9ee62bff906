/**
 * The webhook management API [SPEC 2.8, 4.5; CONTRACT 7, 10] end to end: both path forms, the secret,
 * validation, the delivery log, test pings and redeliveries to a real HTTPS receiver. Who may call what is in
 * webhooks-access.int.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { call, createOrg, uniq, type TestOrg } from '../../../test/factories.ts';
import {
  startHttpsReceiver,
  type HttpsReceiver,
  type ReceivedRequest,
} from '../../../test/https-receiver.ts';
import {
  buildWebhookTestApp,
  createEndpoint,
  envelopeOf,
  hasValidSignature,
} from '../../../test/webhook-helpers.ts';

/** SPEC 4.5 gives both; every operation must answer the same on each. */
const PATH_FORMS = [
  { name: '/orgs/{org_id}/webhooks', base: (orgId: number) => `/api/v1/orgs/${orgId}/webhooks` },
  { name: '/{org_id}/webhooks', base: (orgId: number) => `/api/v1/${orgId}/webhooks` },
] as const;

const READ_KEYS = [
  'created_by_user_id',
  'creation_date',
  'description',
  'events',
  'is_active',
  'org_id',
  'update_date',
  'url',
  'webhook_uuid',
];
const WITH_SECRET_KEYS = [...READ_KEYS, 'secret'].sort();
const ATTEMPT_KEYS = [
  'attempt',
  'created_at',
  'delivery_id',
  'duration_ms',
  'error_message',
  'event',
  'id',
  'manual',
  'response_body',
  'response_status',
  'success',
];
const DELIVERY_ID = /^dlv_[0-9a-f]{32}$/;
const API_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

interface WebhookBody {
  webhook_uuid: string;
  org_id: number;
  url: string;
  description: string;
  events: string[];
  is_active: boolean;
  created_by_user_id: number;
  creation_date: string;
  update_date: string;
  secret?: string;
}

interface AttemptBody {
  id: number;
  delivery_id: string;
  event: string;
  attempt: number;
  manual: boolean;
  success: boolean;
  response_status: number | null;
  response_body: string | null;
  error_message: string | null;
  duration_ms: number;
  created_at: string;
}

interface QueuedBody {
  delivery_id: string;
  event: string;
  status: string;
}

function hooksUrl(orgId: number, rest = ''): string {
  return `${PATH_FORMS[0].base(orgId)}${rest}`;
}

function apiDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

function ok<T>(response: LightMyRequestResponse, status = 200): T {
  assert.equal(response.statusCode, status, response.body);
  return response.json<T>();
}

function assertSecretFormat(secret: unknown): asserts secret is string {
  assert.equal(typeof secret, 'string');
  assert.match(secret as string, /^whsec_[A-Za-z0-9+/]{43}=$/);
  const raw = Buffer.from((secret as string).slice('whsec_'.length), 'base64');
  assert.equal(raw.length, 32, 'base64 of 32 bytes');
}

function withoutSecret(body: WebhookBody): WebhookBody {
  const { secret: _secret, ...rest } = body;
  return rest;
}

/** Neither the secret nor its base64 part is in any column of any stored endpoint. */
async function assertSecretNotStored(t: TestApp, secret: string): Promise<void> {
  const rows = await t.services.db.selectFrom('webhook_endpoints').selectAll().execute();
  assert.ok(rows.length > 0);
  for (const row of rows) {
    for (const [column, value] of Object.entries(row)) {
      const text = String(value);
      assert.ok(
        !text.includes(secret) && !text.includes(secret.slice('whsec_'.length)),
        `column ${column} holds the secret in plaintext`,
      );
    }
  }
}

async function endpointRowId(t: TestApp, webhookUuid: string): Promise<number> {
  const row = await t.services.db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('webhook_uuid', '=', webhookUuid)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function countRows(
  t: TestApp,
  table: 'webhook_deliveries' | 'webhook_attempts' | 'webhook_subscriptions',
  endpointId: number,
): Promise<number> {
  const row = await t.services.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('endpoint_id', '=', endpointId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function subscriptions(t: TestApp, endpointId: number): Promise<string[]> {
  const rows = await t.services.db
    .selectFrom('webhook_subscriptions')
    .select('event')
    .where('endpoint_id', '=', endpointId)
    .execute();
  return rows.map((r) => r.event).sort();
}

describe('webhook management', () => {
  let t: TestApp;
  let receiver: HttpsReceiver;

  before(async () => {
    t = await buildWebhookTestApp();
    receiver = await startHttpsReceiver();
    // One receiver for the file; each test owns its own path. `/fail-…` paths answer 500.
    receiver.respond((req) =>
      req.path.startsWith('/fail-')
        ? { kind: 'status', status: 500, body: 'receiver is down' }
        : { kind: 'status', status: 200, body: 'ok' },
    );
  });
  after(async () => {
    await receiver.close();
    await t.close();
  });

  /** A fresh path on the shared receiver, as a hostname URL. */
  function hook(prefix = 'hook'): { path: string; url: string } {
    const path = `/${prefix}-${uniq()}`;
    return { path, url: receiver.url(path, 'receiver.test') };
  }

  function requestsTo(path: string): ReceivedRequest[] {
    return receiver.requests.filter((r) => r.path === path);
  }

  async function deliveries(o: TestOrg, webhookUuid: string, query = ''): Promise<AttemptBody[]> {
    return ok<AttemptBody[]>(
      await call(t, 'GET', hooksUrl(o.org.id, `/${webhookUuid}/deliveries${query}`), o.admin.jwt),
    );
  }

  async function sendTest(o: TestOrg, webhookUuid: string): Promise<QueuedBody> {
    return ok<QueuedBody>(await call(t, 'POST', hooksUrl(o.org.id, `/${webhookUuid}/test`), o.admin.jwt));
  }

  describe('the same operations on both path forms', () => {
    for (const form of PATH_FORMS) {
      it(`creates, lists, reads, updates and deletes an endpoint on ${form.name}`, async () => {
        const o = await createOrg(t);
        const base = form.base(o.org.id);
        const createdAt = t.clock.now();

        const body = ok<WebhookBody>(
          await call(t, 'POST', base, o.admin.jwt, {
            url: 'https://public.example/hook',
            events: ['user_signed_up', 'ping'],
            description: 'CRM sync',
          }),
        );
        assert.deepEqual(Object.keys(body).sort(), WITH_SECRET_KEYS);
        assert.match(
          body.webhook_uuid,
          /^webhook_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
        );
        assert.equal(body.org_id, o.org.id);
        assert.equal(body.url, 'https://public.example/hook');
        assert.equal(body.description, 'CRM sync');
        assert.deepEqual(body.events, ['user_signed_up', 'ping']);
        assert.equal(body.is_active, true);
        assertSecretFormat(body.secret);
        assert.equal(body.created_by_user_id, o.admin.user.id);
        assert.match(body.creation_date, API_DATE);
        assert.equal(body.creation_date, apiDate(createdAt));
        assert.equal(body.update_date, apiDate(createdAt));
        const read = withoutSecret(body);

        assert.deepEqual(ok(await call(t, 'GET', base, o.admin.jwt)), [read]);
        assert.deepEqual(ok(await call(t, 'GET', `${base}/${body.webhook_uuid}`, o.admin.jwt)), read);

        t.clock.advance(90_000);
        const updated = ok<WebhookBody>(
          await call(t, 'PUT', `${base}/${body.webhook_uuid}`, o.admin.jwt, {
            url: 'https://public.example/other',
            events: ['ping'],
            description: 'renamed',
            is_active: false,
          }),
        );
        assert.deepEqual(updated, {
          ...read,
          url: 'https://public.example/other',
          events: ['ping'],
          description: 'renamed',
          is_active: false,
          update_date: apiDate(t.clock.now()),
        });
        assert.deepEqual(ok(await call(t, 'GET', `${base}/${body.webhook_uuid}`, o.admin.jwt)), updated);

        const deleted = await call(t, 'DELETE', `${base}/${body.webhook_uuid}`, o.admin.jwt);
        assert.equal(deleted.statusCode, 204, deleted.body);
        assert.equal(deleted.body, '');
        assertError(await call(t, 'GET', `${base}/${body.webhook_uuid}`, o.admin.jwt), 404, 'not_found');
        assert.deepEqual(ok(await call(t, 'GET', base, o.admin.jwt)), []);
      });
    }

    it('an endpoint created on one form is read, updated and deleted on the other', async () => {
      const o = await createOrg(t);
      const long = PATH_FORMS[0].base(o.org.id);
      const short = PATH_FORMS[1].base(o.org.id);
      const created = withoutSecret(
        ok<WebhookBody>(
          await call(t, 'POST', short, o.admin.jwt, { url: 'https://public.example/a', events: ['ping'] }),
        ),
      );
      assert.deepEqual(ok(await call(t, 'GET', `${long}/${created.webhook_uuid}`, o.admin.jwt)), created);
      assert.deepEqual(ok(await call(t, 'GET', long, o.admin.jwt)), [created]);

      const updated = ok<WebhookBody>(
        await call(t, 'PUT', `${long}/${created.webhook_uuid}`, o.admin.jwt, { description: 'via long' }),
      );
      assert.equal(updated.description, 'via long');
      assert.deepEqual(ok(await call(t, 'GET', `${short}/${created.webhook_uuid}`, o.admin.jwt)), updated);

      assert.equal((await call(t, 'DELETE', `${long}/${created.webhook_uuid}`, o.admin.jwt)).statusCode, 204);
      assertError(await call(t, 'GET', `${short}/${created.webhook_uuid}`, o.admin.jwt), 404, 'not_found');
      assertError(await call(t, 'DELETE', `${short}/${created.webhook_uuid}`, o.admin.jwt), 404, 'not_found');
    });
  });

  describe('create', () => {
    it('defaults the description to "" and drops repeated events, keeping their order', async () => {
      const o = await createOrg(t);
      const body = ok<WebhookBody>(
        await call(t, 'POST', hooksUrl(o.org.id), o.admin.jwt, {
          url: 'https://public.example/hook',
          events: ['user_role_changed', 'ping', 'user_role_changed', 'user_signed_up', 'ping'],
        }),
      );
      assert.equal(body.description, '');
      assert.deepEqual(body.events, ['user_role_changed', 'ping', 'user_signed_up']);
      const id = await endpointRowId(t, body.webhook_uuid);
      assert.deepEqual(await subscriptions(t, id), ['ping', 'user_role_changed', 'user_signed_up']);
      const read = ok<WebhookBody>(
        await call(t, 'GET', hooksUrl(o.org.id, `/${body.webhook_uuid}`), o.admin.jwt),
      );
      assert.deepEqual(read.events, ['user_role_changed', 'ping', 'user_signed_up']);
    });

    it('shows the secret once: never in list, get, update or the delivery log, never stored in plaintext', async () => {
      const o = await createOrg(t);
      const { path, url } = hook();
      const created = ok<WebhookBody>(
        await call(t, 'POST', hooksUrl(o.org.id), o.admin.jwt, { url, events: ['ping'] }),
      );
      const secret = created.secret!;
      assertSecretFormat(secret);
      const one = hooksUrl(o.org.id, `/${created.webhook_uuid}`);

      const list = await call(t, 'GET', hooksUrl(o.org.id), o.admin.jwt);
      const get = await call(t, 'GET', one, o.admin.jwt);
      const update = await call(t, 'PUT', one, o.admin.jwt, { description: 'changed' });
      await sendTest(o, created.webhook_uuid);
      await t.services.deliveryWorker.drain();
      assert.equal(requestsTo(path).length, 1);
      const log = await call(t, 'GET', `${one}/deliveries`, o.admin.jwt);
      assert.equal(log.json<AttemptBody[]>().length, 1);

      for (const response of [list, get, update, log]) {
        assert.equal(response.statusCode, 200, response.body);
        assert.ok(!response.body.includes(secret.slice('whsec_'.length)), response.body);
        assert.ok(!response.body.includes('"secret"'), response.body);
      }
      assert.deepEqual(Object.keys(get.json<object>()).sort(), READ_KEYS);
      assert.deepEqual(Object.keys(update.json<object>()).sort(), READ_KEYS);

      await assertSecretNotStored(t, secret);
      const row = await t.services.db
        .selectFrom('webhook_endpoints')
        .select('secret_encrypted')
        .where('webhook_uuid', '=', created.webhook_uuid)
        .executeTakeFirstOrThrow();
      assert.ok(row.secret_encrypted.length > 0, 'something is stored to sign with');
    });

    it('gives every endpoint its own secret', async () => {
      const o = await createOrg(t);
      const a = await createEndpoint(t, o, 'https://public.example/a');
      const b = await createEndpoint(t, o, 'https://public.example/b');
      assertSecretFormat(a.secret);
      assertSecretFormat(b.secret);
      assert.notEqual(a.secret, b.secret);
    });
  });

  describe('create validation', () => {
    async function assertNothingCreated(o: TestOrg): Promise<void> {
      assert.deepEqual(ok(await call(t, 'GET', hooksUrl(o.org.id), o.admin.jwt)), []);
    }

    it('refuses URLs that are not https, not URLs, or carry credentials (400)', async () => {
      const o = await createOrg(t);
      const cases: [string, string][] = [
        ['http://public.example/hook', 'webhook_url_not_https'],
        ['ftp://public.example/hook', 'webhook_url_not_https'],
        ['not a url', 'invalid_webhook_url'],
        ['https://user:pass@public.example/hook', 'invalid_webhook_url'],
        ['https://user@public.example/hook', 'invalid_webhook_url'],
      ];
      for (const [url, code] of cases) {
        const response = await call(t, 'POST', hooksUrl(o.org.id), o.admin.jwt, { url, events: ['ping'] });
        assertError(response, 400, code);
      }
      await assertNothingCreated(o);
    });

    it('refuses hosts that resolve to refused addresses, and hosts that do not resolve', async () => {
      const o = await createOrg(t);
      const cases: [string, string][] = [
        ['https://private.example/h', 'webhook_url_refused'],
        ['https://mixed.example/h', 'webhook_url_refused'],
        ['https://10.0.0.1/', 'webhook_url_refused'],
        ['https://169.254.169.254/', 'webhook_url_refused'],
        ['https://[::1]/', 'webhook_url_refused'],
        ['https://nowhere.invalid/h', 'webhook_url_unresolvable'],
      ];
      for (const [url, code] of cases) {
        const response = await call(t, 'POST', hooksUrl(o.org.id), o.admin.jwt, { url, events: ['ping'] });
        assertError(response, 400, code);
      }
      await assertNothingCreated(o);
      // The test resolver maps it to a public address; nothing connects at create time.
      ok(
        await call(t, 'POST', hooksUrl(o.org.id), o.admin.jwt, {
          url: 'https://public.example/hook',
          events: ['ping'],
        }),
      );
    });

    it('refuses unknown event names (400), naming each of them', async () => {
      const o = await createOrg(t);
      const response = await call(t, 'POST', hooksUrl(o.org.id), o.admin.jwt, {
        url: 'https://public.example/hook',
        events: ['ping', 'no_such_event', 'also_unknown', 'no_such_event'],
      });
      assertError(response, 400, 'unknown_events');
      const detail = response.json<{ detail: string }>().detail;
      assert.ok(detail.includes('no_such_event'), detail);
      assert.ok(detail.includes('also_unknown'), detail);
      assert.ok(!detail.includes('ping'), `a known event is not named: ${detail}`);
      await assertNothingCreated(o);
    });

    it('answers 422 for a malformed body', async () => {
      const o = await createOrg(t);
      const url = 'https://public.example/hook';
      const post = (payload: unknown) => call(t, 'POST', hooksUrl(o.org.id), o.admin.jwt, payload);
      assertInvalid(await post({ url, events: [] }), ['body', 'events']);
      assertInvalid(await post({ url, events: 'ping' }), ['body', 'events'], 'type');
      assertInvalid(await post({ url, events: [42] }), ['body', 'events', 0], 'type');
      assertInvalid(await post({ events: ['ping'] }), ['body', 'url'], 'missing');
      assertInvalid(await post({ url }), ['body', 'events'], 'missing');
      assertInvalid(
        await post({ url, events: ['ping'], secret: 'whsec_mine' }),
        ['body', 'secret'],
        'extra_forbidden',
      );
      assertInvalid(await post({ url, events: ['ping'], description: 7 }), ['body', 'description'], 'type');
      await assertNothingCreated(o);
    });

    describe('with an empty operator allow-list', () => {
      let strict: TestApp;
      before(async () => {
        strict = await buildWebhookTestApp({ allowedCidrs: [] });
      });
      after(() => strict.close());

      it('refuses loopback, private and link-local addresses in every notation', async () => {
        const o = await createOrg(strict);
        for (const url of [
          'https://10.0.0.1/',
          'https://127.0.0.1/',
          'https://[::1]/',
          'https://[::ffff:127.0.0.1]/',
          'https://169.254.169.254/',
          'https://receiver.test/h',
          // Other spellings of loopback and refused ranges, normalised by the URL parser or embedded in IPv6.
          'https://2130706433/',
          'https://0x7f000001/',
          'https://127.1/',
          'https://0.0.0.0/',
          'https://[64:ff9b::a00:1]/',
          'https://[fe80::1]/',
          'https://100.64.0.1/',
        ]) {
          const response = await call(strict, 'POST', hooksUrl(o.org.id), o.admin.jwt, {
            url,
            events: ['ping'],
          });
          assertError(response, 400, 'webhook_url_refused');
        }
        assert.deepEqual(ok(await call(strict, 'GET', hooksUrl(o.org.id), o.admin.jwt)), []);
        for (const url of ['https://public.example/hook', 'https://8.8.8.8/hook']) {
          ok(await call(strict, 'POST', hooksUrl(o.org.id), o.admin.jwt, { url, events: ['ping'] }));
        }
      });
    });
  });

  describe('update', () => {
    it('changes only the given field, and moves update_date', async () => {
      const o = await createOrg(t);
      const created = ok<WebhookBody>(
        await call(t, 'POST', hooksUrl(o.org.id), o.admin.jwt, {
          url: 'https://public.example/a',
          events: ['ping'],
          description: 'first',
        }),
      );
      const one = hooksUrl(o.org.id, `/${created.webhook_uuid}`);
      const id = await endpointRowId(t, created.webhook_uuid);
      let current = withoutSecret(created);
      const changes: Record<string, unknown>[] = [
        { url: 'https://public.example/b' },
        { events: ['user_signed_up', 'user_removed_from_org'] },
        { description: 'second' },
        { is_active: false },
        { is_active: true },
        { description: '' },
      ];
      for (const change of changes) {
        t.clock.advance(61_000);
        const updated = ok<WebhookBody>(await call(t, 'PUT', one, o.admin.jwt, change));
        const expected = { ...current, ...change, update_date: apiDate(t.clock.now()) };
        assert.deepEqual(updated, expected, JSON.stringify(change));
        assert.notEqual(updated.update_date, current.update_date);
        assert.equal(updated.creation_date, created.creation_date);
        assert.deepEqual(ok(await call(t, 'GET', one, o.admin.jwt)), expected);
        current = expected;
      }
      assert.deepEqual(await subscriptions(t, id), ['user_removed_from_org', 'user_signed_up']);
    });

    it('an invalid update answers 400 and changes nothing', async () => {
      const o = await createOrg(t);
      const created = withoutSecret(
        ok<WebhookBody>(
          await call(t, 'POST', hooksUrl(o.org.id), o.admin.jwt, {
            url: 'https://public.example/a',
            events: ['ping'],
            description: 'kept',
          }),
        ),
      );
      const one = hooksUrl(o.org.id, `/${created.webhook_uuid}`);
      const id = await endpointRowId(t, created.webhook_uuid);
      const cases: [Record<string, unknown>, string][] = [
        [{ url: 'http://public.example/a' }, 'webhook_url_not_https'],
        [{ events: ['ping', 'nope'] }, 'unknown_events'],
        [{ events: ['user_signed_up'], url: 'http://public.example/b' }, 'webhook_url_not_https'],
        [
          {
            events: ['user_signed_up'],
            description: 'lost',
            is_active: false,
            url: 'https://private.example/h',
          },
          'webhook_url_refused',
        ],
        [{ description: 'lost', url: 'https://nowhere.invalid/' }, 'webhook_url_unresolvable'],
        [{ url: 'https://user:pw@public.example/a' }, 'invalid_webhook_url'],
      ];
      for (const [change, code] of cases) {
        t.clock.advance(1000);
        assertError(await call(t, 'PUT', one, o.admin.jwt, change), 400, code);
        assert.deepEqual(ok(await call(t, 'GET', one, o.admin.jwt)), created, JSON.stringify(change));
        assert.deepEqual(await subscriptions(t, id), ['ping']);
      }
      assertInvalid(await call(t, 'PUT', one, o.admin.jwt, { events: [] }), ['body', 'events']);
      assertInvalid(
        await call(t, 'PUT', one, o.admin.jwt, { is_active: 'false' }),
        ['body', 'is_active'],
        'type',
      );
      assertInvalid(
        await call(t, 'PUT', one, o.admin.jwt, { secret: 'whsec_x' }),
        ['body', 'secret'],
        'extra_forbidden',
      );
      assert.deepEqual(ok(await call(t, 'GET', one, o.admin.jwt)), created);
    });
  });

  describe('delete', () => {
    it('deletes the endpoint with its deliveries and attempts; a second delete is a 404', async () => {
      const o = await createOrg(t);
      const { path, url } = hook();
      const ep = await createEndpoint(t, o, url, ['ping', 'user_signed_up']);
      const keep = await createEndpoint(t, o, 'https://public.example/keep');
      const id = await endpointRowId(t, ep.webhook_uuid);
      await sendTest(o, ep.webhook_uuid);
      await t.services.deliveryWorker.drain();
      assert.equal(requestsTo(path).length, 1);
      assert.equal(await countRows(t, 'webhook_deliveries', id), 1);
      assert.equal(await countRows(t, 'webhook_attempts', id), 1);
      assert.equal(await countRows(t, 'webhook_subscriptions', id), 2);

      const one = hooksUrl(o.org.id, `/${ep.webhook_uuid}`);
      const deleted = await call(t, 'DELETE', one, o.admin.jwt);
      assert.equal(deleted.statusCode, 204, deleted.body);
      assertError(await call(t, 'GET', one, o.admin.jwt), 404, 'not_found');
      assertError(await call(t, 'GET', `${one}/deliveries`, o.admin.jwt), 404, 'not_found');
      assert.equal(await countRows(t, 'webhook_deliveries', id), 0);
      assert.equal(await countRows(t, 'webhook_attempts', id), 0);
      assert.equal(await countRows(t, 'webhook_subscriptions', id), 0);
      assertError(await call(t, 'DELETE', one, o.admin.jwt), 404, 'not_found');

      const left = ok<WebhookBody[]>(await call(t, 'GET', hooksUrl(o.org.id), o.admin.jwt));
      assert.deepEqual(
        left.map((w) => w.webhook_uuid),
        [keep.webhook_uuid],
      );
    });
  });

  describe('regenerate-secret', () => {
    it('returns a fresh secret that signs the next delivery; the old one no longer verifies', async () => {
      const o = await createOrg(t);
      const { path, url } = hook();
      const ep = await createEndpoint(t, o, url);
      const previous = ok<WebhookBody>(
        await call(t, 'GET', hooksUrl(o.org.id, `/${ep.webhook_uuid}`), o.admin.jwt),
      );
      t.clock.advance(5000);

      const rotated = ok<WebhookBody>(
        await call(t, 'POST', hooksUrl(o.org.id, `/${ep.webhook_uuid}/regenerate-secret`), o.admin.jwt),
      );
      assert.deepEqual(Object.keys(rotated).sort(), WITH_SECRET_KEYS);
      assertSecretFormat(rotated.secret);
      assert.notEqual(rotated.secret, ep.secret);
      assert.deepEqual(withoutSecret(rotated), { ...previous, update_date: apiDate(t.clock.now()) });
      await assertSecretNotStored(t, rotated.secret);

      const queued = await sendTest(o, ep.webhook_uuid);
      await t.services.deliveryWorker.drain();
      const [request] = requestsTo(path);
      assert.ok(request);
      assert.equal(request.headers['x-webhook-delivery'], queued.delivery_id);
      assert.equal(await hasValidSignature(rotated.secret, request), true);
      assert.equal(await hasValidSignature(ep.secret, request), false);
    });

    it('also signs a delivery queued before the rotation with the new secret', async () => {
      const o = await createOrg(t);
      const { path, url } = hook();
      const ep = await createEndpoint(t, o, url);
      await sendTest(o, ep.webhook_uuid);
      const rotated = ok<WebhookBody>(
        await call(t, 'POST', hooksUrl(o.org.id, `/${ep.webhook_uuid}/regenerate-secret`), o.admin.jwt),
      );
      await t.services.deliveryWorker.drain();
      const [request] = requestsTo(path);
      assert.ok(request);
      assert.equal(await hasValidSignature(rotated.secret!, request), true);
      assert.equal(await hasValidSignature(ep.secret, request), false);
    });
  });

  describe('test delivery', () => {
    it('queues a ping that reaches the receiver with the same delivery id, signed', async () => {
      const o = await createOrg(t);
      const { path, url } = hook();
      // Not subscribed to ping: a test goes to the endpoint whatever it subscribes to.
      const ep = await createEndpoint(t, o, url, ['user_signed_up']);
      const response = await call(t, 'POST', hooksUrl(o.org.id, `/${ep.webhook_uuid}/test`), o.admin.jwt);
      const queued = ok<QueuedBody>(response);
      assert.deepEqual(Object.keys(queued).sort(), ['delivery_id', 'event', 'status']);
      assert.match(queued.delivery_id, DELIVERY_ID);
      assert.equal(queued.event, 'ping');
      assert.equal(queued.status, 'pending');
      assert.equal(requestsTo(path).length, 0, 'queued, not sent by the request');

      await t.services.deliveryWorker.drain();
      const received = requestsTo(path);
      assert.equal(received.length, 1);
      const request = received[0]!;
      const envelope = envelopeOf<{ message: unknown }>(request);
      assert.equal(envelope.event, 'ping');
      assert.equal(envelope.delivery_id, queued.delivery_id);
      assert.equal(envelope.org_id, o.org.id);
      assert.deepEqual(Object.keys(envelope.data), ['message']);
      assert.equal(typeof envelope.data.message, 'string');
      assert.ok((envelope.data.message as string).length > 0);
      assert.equal(request.headers['x-webhook-delivery'], queued.delivery_id);
      assert.equal(request.headers['x-webhook-event'], 'ping');
      assert.equal(await hasValidSignature(ep.secret, request), true);
    });

    it('answers 409 for an inactive endpoint and queues nothing', async () => {
      const o = await createOrg(t);
      const ep = await createEndpoint(t, o, hook().url);
      ok(await call(t, 'PUT', hooksUrl(o.org.id, `/${ep.webhook_uuid}`), o.admin.jwt, { is_active: false }));
      const response = await call(t, 'POST', hooksUrl(o.org.id, `/${ep.webhook_uuid}/test`), o.admin.jwt);
      assertError(response, 409, 'webhook_inactive');
      assert.equal(await countRows(t, 'webhook_deliveries', await endpointRowId(t, ep.webhook_uuid)), 0);
    });
  });

  describe('delivery log', () => {
    it('lists attempts newest first, each with exactly the documented fields', async () => {
      const o = await createOrg(t);
      const { url } = hook();
      const ep = await createEndpoint(t, o, url);
      const first = await sendTest(o, ep.webhook_uuid);
      await t.services.deliveryWorker.drain();
      const firstAt = apiDate(t.clock.now());
      t.clock.advance(2000);
      const second = await sendTest(o, ep.webhook_uuid);
      await t.services.deliveryWorker.drain();

      const log = await deliveries(o, ep.webhook_uuid);
      assert.equal(log.length, 2);
      for (const entry of log) assert.deepEqual(Object.keys(entry).sort(), ATTEMPT_KEYS);
      assert.deepEqual(
        log.map((e) => e.delivery_id),
        [second.delivery_id, first.delivery_id],
      );
      assert.ok(log[0]!.id > log[1]!.id);
      const [newest, oldest] = log as [AttemptBody, AttemptBody];
      assert.equal(newest.created_at, apiDate(t.clock.now()));
      assert.equal(oldest.created_at, firstAt);
      assert.equal(oldest.event, 'ping');
      assert.equal(oldest.attempt, 1);
      assert.equal(oldest.manual, false);
      assert.equal(oldest.success, true);
      assert.equal(oldest.response_status, 200);
      assert.equal(oldest.response_body, 'ok');
      assert.equal(oldest.error_message, null);
      assert.ok(Number.isInteger(oldest.duration_ms) && oldest.duration_ms >= 0);
      assert.ok(Number.isInteger(oldest.id));
    });

    it('records failed attempts with their number, status and error', async () => {
      const o = await createOrg(t);
      const { path, url } = hook('fail');
      const ep = await createEndpoint(t, o, url);
      const queued = await sendTest(o, ep.webhook_uuid);
      await t.services.deliveryWorker.drain();
      t.clock.advance(10);
      await t.services.deliveryWorker.drain();
      t.clock.advance(40);
      await t.services.deliveryWorker.drain();
      assert.equal(requestsTo(path).length, 3);

      const log = await deliveries(o, ep.webhook_uuid);
      assert.deepEqual(
        log.map((e) => e.attempt),
        [3, 2, 1],
      );
      for (const entry of log) {
        assert.deepEqual(Object.keys(entry).sort(), ATTEMPT_KEYS);
        assert.equal(entry.delivery_id, queued.delivery_id);
        assert.equal(entry.success, false);
        assert.equal(entry.manual, false);
        assert.equal(entry.response_status, 500);
        assert.equal(entry.response_body, 'receiver is down');
        assert.equal(typeof entry.error_message, 'string');
      }
    });

    it('takes ?limit=: default 50, 1..200, anything else is a 422', async () => {
      const o = await createOrg(t);
      const { path, url } = hook();
      const ep = await createEndpoint(t, o, url, ['ping']);
      const published = await t.services.db.transaction().execute(async (trx) => {
        let n = 0;
        for (let i = 0; i < 55; i++) {
          n += await t.services.events.publishEvent(trx, o.org.id, 'ping', { message: `n${i}` });
        }
        return n;
      });
      assert.equal(published, 55);
      await t.services.deliveryWorker.drain();
      assert.equal(requestsTo(path).length, 55);

      const stored = await t.services.db
        .selectFrom('webhook_attempts')
        .select('id')
        .where('endpoint_id', '=', await endpointRowId(t, ep.webhook_uuid))
        .orderBy('id', 'desc')
        .execute();
      const newestIds = stored.map((r) => r.id);

      const byDefault = await deliveries(o, ep.webhook_uuid);
      assert.deepEqual(
        byDefault.map((e) => e.id),
        newestIds.slice(0, 50),
      );
      const all = await deliveries(o, ep.webhook_uuid, '?limit=200');
      assert.deepEqual(
        all.map((e) => e.id),
        newestIds,
      );
      const three = await deliveries(o, ep.webhook_uuid, '?limit=3');
      assert.deepEqual(
        three.map((e) => e.id),
        newestIds.slice(0, 3),
      );

      const log = hooksUrl(o.org.id, `/${ep.webhook_uuid}/deliveries`);
      for (const bad of ['201', '0', '-1', 'abc', '1.5']) {
        assertInvalid(await call(t, 'GET', `${log}?limit=${bad}`, o.admin.jwt), ['query', 'limit']);
      }
    });
  });

  describe('redeliver', () => {
    it('sends a finished delivery again: same bytes, same id, logged as manual attempt 2', async () => {
      const o = await createOrg(t);
      const { path, url } = hook();
      const ep = await createEndpoint(t, o, url);
      const queued = await sendTest(o, ep.webhook_uuid);
      await t.services.deliveryWorker.drain();
      t.clock.advance(30_000);

      const again = ok<QueuedBody>(
        await call(
          t,
          'POST',
          hooksUrl(o.org.id, `/${ep.webhook_uuid}/deliveries/${queued.delivery_id}/redeliver`),
          o.admin.jwt,
        ),
      );
      assert.deepEqual(again, { delivery_id: queued.delivery_id, event: 'ping', status: 'pending' });
      await t.services.deliveryWorker.drain();

      const [original, repeat] = requestsTo(path);
      assert.ok(original && repeat);
      assert.equal(requestsTo(path).length, 2);
      assert.ok(repeat.body.equals(original.body), 'the same bytes');
      assert.equal(repeat.headers['x-webhook-delivery'], queued.delivery_id);
      assert.equal(original.headers['x-webhook-delivery'], queued.delivery_id);
      assert.equal(await hasValidSignature(ep.secret, repeat), true);

      const log = await deliveries(o, ep.webhook_uuid);
      assert.deepEqual(
        log.map((e) => [e.delivery_id, e.attempt, e.manual, e.success]),
        [
          [queued.delivery_id, 2, true, true],
          [queued.delivery_id, 1, false, true],
        ],
      );
    });

    it('answers 404 for a delivery id unknown to this endpoint', async () => {
      const o = await createOrg(t);
      const ep = await createEndpoint(t, o, hook().url);
      const sibling = await createEndpoint(t, o, hook().url);
      const siblingDelivery = await sendTest(o, sibling.webhook_uuid);
      await t.services.deliveryWorker.drain();
      const redeliver = (id: string) =>
        call(t, 'POST', hooksUrl(o.org.id, `/${ep.webhook_uuid}/deliveries/${id}/redeliver`), o.admin.jwt);
      assertError(await redeliver(`dlv_${'0'.repeat(32)}`), 404, 'not_found');
      assertError(await redeliver('nope'), 404, 'not_found');
      assertError(await redeliver(siblingDelivery.delivery_id), 404, 'not_found');
    });

    it('answers 409 while the delivery is pending, and 409 once the endpoint is inactive', async () => {
      const o = await createOrg(t);
      const { path, url } = hook();
      const ep = await createEndpoint(t, o, url);
      const queued = await sendTest(o, ep.webhook_uuid);
      const redeliver = () =>
        call(
          t,
          'POST',
          hooksUrl(o.org.id, `/${ep.webhook_uuid}/deliveries/${queued.delivery_id}/redeliver`),
          o.admin.jwt,
        );
      assertError(await redeliver(), 409, 'delivery_pending');
      await t.services.deliveryWorker.drain();
      assert.equal(requestsTo(path).length, 1, 'the refused redelivery queued nothing');

      ok(await call(t, 'PUT', hooksUrl(o.org.id, `/${ep.webhook_uuid}`), o.admin.jwt, { is_active: false }));
      assertError(await redeliver(), 409, 'webhook_inactive');
      await t.services.deliveryWorker.drain();
      assert.equal(requestsTo(path).length, 1);
    });
  });

  describe('events catalogue', () => {
    it('serves {events: {name: {category, description, data_schema}}} on both forms', async () => {
      const o = await createOrg(t);
      const documents = [];
      for (const form of PATH_FORMS) {
        documents.push(
          ok<{
            events: Record<
              string,
              { category: string; description: string; data_schema: Record<string, unknown> }
            >;
          }>(await call(t, 'GET', `${form.base(o.org.id)}/events`, o.admin.jwt)),
        );
      }
      const [document, other] = documents;
      assert.deepEqual(document, other);
      assert.deepEqual(Object.keys(document!), ['events']);
      const { events } = document!;
      for (const [name, entry] of Object.entries(events)) {
        assert.deepEqual(Object.keys(entry).sort(), ['category', 'data_schema', 'description'], name);
        assert.equal(typeof entry.category, 'string');
        assert.ok(entry.description.length > 0, name);
        assert.equal(entry.data_schema.type, 'object', name);
      }
      const ping = events.ping!;
      assert.equal(ping.category, 'System');
      assert.deepEqual(ping.data_schema.properties, { message: { type: 'string' } });
      assert.deepEqual(ping.data_schema.required, ['message']);
      const signup = events.user_signed_up!;
      assert.equal(signup.category, 'User and access');
      assert.deepEqual(Object.keys(signup.data_schema.properties as object).sort(), [
        'signup_method',
        'user',
      ]);
    });
  });

  describe('OpenAPI', () => {
    it('documents every webhook route on both path forms', async () => {
      const document = ok<{ paths: Record<string, Record<string, unknown>> }>(
        await call(t, 'GET', '/api/v1/openapi.json'),
      );
      const routes: [string, string[]][] = [
        ['/events', ['get']],
        ['', ['get', 'post']],
        ['/{webhook_uuid}', ['delete', 'get', 'put']],
        ['/{webhook_uuid}/regenerate-secret', ['post']],
        ['/{webhook_uuid}/test', ['post']],
        ['/{webhook_uuid}/deliveries', ['get']],
        ['/{webhook_uuid}/deliveries/{delivery_id}/redeliver', ['post']],
      ];
      for (const base of ['/api/v1/orgs/{org_id}/webhooks', '/api/v1/{org_id}/webhooks']) {
        for (const [rest, methods] of routes) {
          const entry = document.paths[`${base}${rest}`];
          assert.ok(entry, `${base}${rest} is documented`);
          for (const method of methods) assert.ok(entry[method], `${method} ${base}${rest}`);
        }
      }
    });
  });
});

/**
 * Who may manage webhooks [SPEC 5.7, 5.10, 8; CONTRACT 2, 3, 7]: anonymous callers, each role, members of
 * other organizations, API tokens and their `webhooks` rights, unknown and malformed ids, and the plan gate of
 * hosted deployments. Order of checks: 401 → 422 → 404 → 403.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { Action, Rights } from '../access/index.ts';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import {
  ALL_RIGHTS,
  addMember,
  bearer,
  createApiToken,
  createOrg,
  uniq,
  type TestOrg,
} from '../../../test/factories.ts';
import { startHttpsReceiver, type HttpsReceiver } from '../../../test/https-receiver.ts';
import { buildWebhookTestApp, createEndpoint, type CreatedEndpoint } from '../../../test/webhook-helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const PATH_FORMS = [
  { name: '/orgs/{org_id}/webhooks', base: (orgId: number | string) => `/api/v1/orgs/${orgId}/webhooks` },
  { name: '/{org_id}/webhooks', base: (orgId: number | string) => `/api/v1/${orgId}/webhooks` },
] as const;

interface Route {
  name: string;
  method: Method;
  url: string;
  payload?: object;
  /** The `webhooks` right the operation needs. */
  right: Action;
  /** The status of a successful call. */
  success: number;
}

/**
 * One request per route, each with a body that passes validation. Ordered so that one endpoint survives the
 * whole list: redeliver (needs a finished delivery) before test (which queues a new one), delete last.
 */
function routes(base: string, webhookUuid: string, deliveryId: string): Route[] {
  const one = `${base}/${webhookUuid}`;
  return [
    { name: 'events', method: 'GET', url: `${base}/events`, right: 'read', success: 200 },
    { name: 'list', method: 'GET', url: base, right: 'read', success: 200 },
    {
      name: 'create',
      method: 'POST',
      url: base,
      payload: { url: 'https://public.example/new', events: ['ping'] },
      right: 'create',
      success: 200,
    },
    { name: 'get', method: 'GET', url: one, right: 'read', success: 200 },
    { name: 'deliveries', method: 'GET', url: `${one}/deliveries`, right: 'read', success: 200 },
    {
      name: 'update',
      method: 'PUT',
      url: one,
      payload: { description: `changed ${uniq()}` },
      right: 'update',
      success: 200,
    },
    { name: 'regenerate', method: 'POST', url: `${one}/regenerate-secret`, right: 'update', success: 200 },
    {
      name: 'redeliver',
      method: 'POST',
      url: `${one}/deliveries/${deliveryId}/redeliver`,
      right: 'update',
      success: 200,
    },
    { name: 'test', method: 'POST', url: `${one}/test`, right: 'update', success: 200 },
    { name: 'delete', method: 'DELETE', url: one, right: 'delete', success: 204 },
  ];
}

/** Routes naming one endpoint (everything but the catalogue, list and create). */
function endpointRoutes(base: string, webhookUuid: string, deliveryId: string): Route[] {
  return routes(base, webhookUuid, deliveryId).filter((r) => r.url.startsWith(`${base}/${webhookUuid}`));
}

async function call(t: TestApp, route: Route, auth?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: route.method,
    url: route.url,
    headers: auth === undefined ? {} : bearer(auth),
    ...(route.payload !== undefined && { payload: route.payload }),
  });
}

function webhookRights(...actions: Action[]): Rights {
  return { webhooks: Object.fromEntries(actions.map((a) => [`action_${a}`, true])) };
}

describe('webhook management: access', () => {
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

  /** An endpoint on the receiver with one delivered ping, so every route has something to act on. */
  async function endpointWithDelivery(o: TestOrg): Promise<CreatedEndpoint & { deliveryId: string }> {
    const ep = await createEndpoint(t, o, receiver.url(`/hook-${uniq()}`, 'receiver.test'));
    const response = await t.app.inject({
      method: 'POST',
      url: `${PATH_FORMS[0].base(o.org.id)}/${ep.webhook_uuid}/test`,
      headers: bearer(o.admin.jwt),
    });
    assert.equal(response.statusCode, 200, response.body);
    await t.services.deliveryWorker.drain();
    return { ...ep, deliveryId: response.json<{ delivery_id: string }>().delivery_id };
  }

  /** The endpoint as its admin sees it, with its attempt count: what a refused call must leave alone. */
  async function snapshot(o: TestOrg, webhookUuid: string): Promise<unknown> {
    const headers = bearer(o.admin.jwt);
    const base = PATH_FORMS[0].base(o.org.id);
    const one = await t.app.inject({ method: 'GET', url: `${base}/${webhookUuid}`, headers });
    const log = await t.app.inject({ method: 'GET', url: `${base}/${webhookUuid}/deliveries`, headers });
    const list = await t.app.inject({ method: 'GET', url: base, headers });
    assert.equal(one.statusCode, 200, one.body);
    return { one: one.json(), log: log.json(), list: list.json() };
  }

  it('anonymous callers get 401 on every route of both forms, before validation', async () => {
    const o = await createOrg(t);
    const ep = await endpointWithDelivery(o);
    const unchanged = await snapshot(o, ep.webhook_uuid);
    for (const form of PATH_FORMS) {
      for (const route of routes(form.base(o.org.id), ep.webhook_uuid, ep.deliveryId)) {
        assertError(await call(t, route), 401, 'unauthorized');
        // A body that would fail validation does not change the answer.
        if (route.payload !== undefined) {
          assertError(await call(t, { ...route, payload: { nope: true } }), 401, 'unauthorized');
        }
      }
      assertError(
        await call(t, { name: 'list', method: 'GET', url: form.base('abc'), right: 'read', success: 200 }),
        401,
        'unauthorized',
      );
    }
    const badToken = await call(
      t,
      routes(PATH_FORMS[0].base(o.org.id), ep.webhook_uuid, ep.deliveryId)[1]!,
      'svc_nope',
    );
    assert.equal(badToken.statusCode, 401, badToken.body);
    assert.deepEqual(await snapshot(o, ep.webhook_uuid), unchanged);
  });

  it('accepts a session cookie as well as a bearer JWT [SPEC 5.10]', async () => {
    const o = await createOrg(t);
    for (const form of PATH_FORMS) {
      const all = routes(form.base(o.org.id), 'x', 'x');
      for (const route of all.filter((r) => ['events', 'list', 'create'].includes(r.name))) {
        const response = await t.app.inject({
          method: route.method,
          url: route.url,
          cookies: { access_token_cookie: o.admin.jwt },
          ...(route.payload !== undefined && { payload: route.payload }),
        });
        assert.equal(response.statusCode, 200, `${route.name}: ${response.body}`);
      }
    }
  });

  for (const role of ['learner', 'instructor'] as const) {
    it(`a ${role} of the organization gets 403 on every route and changes nothing`, async () => {
      const o = await createOrg(t);
      const member = await addMember(t, o.org.id, role);
      const ep = await endpointWithDelivery(o);
      const unchanged = await snapshot(o, ep.webhook_uuid);
      for (const form of PATH_FORMS) {
        for (const route of routes(form.base(o.org.id), ep.webhook_uuid, ep.deliveryId)) {
          assertError(await call(t, route, member.jwt), 403, 'missing_right');
        }
      }
      assert.deepEqual(await snapshot(o, ep.webhook_uuid), unchanged);
    });
  }

  it('a maintainer may do everything, on both forms', async () => {
    const o = await createOrg(t);
    const maintainer = await addMember(t, o.org.id, 'maintainer');
    for (const form of PATH_FORMS) {
      const ep = await endpointWithDelivery(o);
      for (const route of routes(form.base(o.org.id), ep.webhook_uuid, ep.deliveryId)) {
        const response = await call(t, route, maintainer.jwt);
        assert.equal(response.statusCode, route.success, `${route.name}: ${response.body}`);
        if (route.name === 'create') {
          assert.equal(
            response.json<{ created_by_user_id: number }>().created_by_user_id,
            maintainer.user.id,
          );
        }
      }
    }
    await t.services.deliveryWorker.drain();
  });

  it('an admin of another organization gets 403 on every route, also for unknown uuids', async () => {
    const o = await createOrg(t);
    const stranger = await createOrg(t);
    const ep = await endpointWithDelivery(o);
    const unchanged = await snapshot(o, ep.webhook_uuid);
    for (const form of PATH_FORMS) {
      const base = form.base(o.org.id);
      for (const route of routes(base, ep.webhook_uuid, ep.deliveryId)) {
        assertError(await call(t, route, stranger.admin.jwt), 403, 'not_member');
      }
      // Not a member: refused before anything is looked up, so nothing is learnt about what exists.
      for (const route of endpointRoutes(base, `webhook_${randomUUID()}`, `dlv_${'0'.repeat(32)}`)) {
        assertError(await call(t, route, stranger.admin.jwt), 403, 'not_member');
      }
    }
    assert.deepEqual(await snapshot(o, ep.webhook_uuid), unchanged);
  });

  it("an endpoint of another organization cannot be reached through one's own organization", async () => {
    const o = await createOrg(t);
    const mine = await createOrg(t);
    const ep = await endpointWithDelivery(o);
    const unchanged = await snapshot(o, ep.webhook_uuid);
    for (const form of PATH_FORMS) {
      for (const route of endpointRoutes(form.base(mine.org.id), ep.webhook_uuid, ep.deliveryId)) {
        const response = await call(t, route, mine.admin.jwt);
        // 404 (not in this organization) is what a member of the path's organization may get; never success.
        assert.ok(
          [403, 404].includes(response.statusCode),
          `${route.name}: ${response.statusCode} ${response.body}`,
        );
      }
    }
    assert.deepEqual(await snapshot(o, ep.webhook_uuid), unchanged);
  });

  describe('API tokens', () => {
    for (const action of ['read', 'create', 'update', 'delete'] as const) {
      it(`a token with only webhooks:${action} may do exactly the ${action} operations`, async () => {
        const o = await createOrg(t);
        const { token } = await createApiToken(t, o, webhookRights(action));
        for (const form of PATH_FORMS) {
          const ep = await endpointWithDelivery(o);
          for (const route of routes(form.base(o.org.id), ep.webhook_uuid, ep.deliveryId)) {
            const response = await call(t, route, token);
            if (route.right === action) {
              assert.equal(response.statusCode, route.success, `${route.name}: ${response.body}`);
            } else {
              assertError(response, 403, 'missing_right');
            }
          }
        }
        await t.services.deliveryWorker.drain();
      });
    }

    it('a token with every other bucket but no webhooks rights is refused everywhere', async () => {
      const o = await createOrg(t);
      const { webhooks: _webhooks, ...others } = ALL_RIGHTS;
      const { token } = await createApiToken(t, o, others);
      const ep = await endpointWithDelivery(o);
      for (const route of routes(PATH_FORMS[1].base(o.org.id), ep.webhook_uuid, ep.deliveryId)) {
        assertError(await call(t, route, token), 403, 'missing_right');
      }
    });

    it("records the token creator's user id as created_by_user_id", async () => {
      const o = await createOrg(t);
      const maintainer = await addMember(t, o.org.id, 'maintainer');
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/orgs/${o.org.id}/api-tokens`,
        headers: bearer(maintainer.jwt),
        payload: { name: `token ${uniq()}`, rights: webhookRights('create', 'read') },
      });
      assert.equal(response.statusCode, 200, response.body);
      const { token } = response.json<{ token: string }>();
      const created = await t.app.inject({
        method: 'POST',
        url: PATH_FORMS[1].base(o.org.id),
        headers: bearer(token),
        payload: { url: 'https://public.example/by-token', events: ['ping'] },
      });
      assert.equal(created.statusCode, 200, created.body);
      const body = created.json<{ created_by_user_id: number; secret: string }>();
      assert.equal(body.created_by_user_id, maintainer.user.id);
      assert.notEqual(body.created_by_user_id, o.admin.user.id);
      assert.match(body.secret, /^whsec_/);
    });

    it('a token of another organization gets 403 on every route', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      const { token } = await createApiToken(t, other, ALL_RIGHTS);
      const ep = await endpointWithDelivery(o);
      const unchanged = await snapshot(o, ep.webhook_uuid);
      for (const form of PATH_FORMS) {
        for (const route of routes(form.base(o.org.id), ep.webhook_uuid, ep.deliveryId)) {
          assertError(await call(t, route, token), 403, 'other_organization');
        }
      }
      assert.deepEqual(await snapshot(o, ep.webhook_uuid), unchanged);
    });
  });

  describe('rate limits [CONTRACT 7]', () => {
    /** A valid create, alternating between the path forms: both count against one budget. */
    function createRoute(o: TestOrg, n: number): Route {
      return {
        name: 'create',
        method: 'POST',
        url: PATH_FORMS[n % 2]!.base(o.org.id),
        payload: { url: `https://public.example/h${n}`, events: ['ping'] },
        right: 'create',
        success: 200,
      };
    }

    function assertRateLimited(response: LightMyRequestResponse): void {
      assertError(response, 429, 'rate_limited');
      const retryAfter = Number(response.headers['retry-after']);
      assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 3600, String(retryAfter));
    }

    it('20 creates per hour per organization (both forms count), then 429 with Retry-After', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      for (let n = 0; n < 20; n++) {
        const response = await call(t, createRoute(o, n), o.admin.jwt);
        assert.equal(response.statusCode, 200, response.body);
      }
      assertRateLimited(await call(t, createRoute(o, 20), o.admin.jwt));
      const list = await call(t, routes(PATH_FORMS[0].base(o.org.id), 'x', 'x')[1]!, o.admin.jwt);
      assert.equal(list.json<unknown[]>().length, 20, 'the refused create created nothing');

      const elsewhere = await call(t, createRoute(other, 0), other.admin.jwt);
      assert.equal(elsewhere.statusCode, 200, `another organization is not affected: ${elsewhere.body}`);

      t.clock.advance(3600_000);
      const later = await call(t, createRoute(o, 21), o.admin.jwt);
      assert.equal(later.statusCode, 200, `an hour later: ${later.body}`);
    });

    it('20 tests per hour per organization, then 429 with Retry-After; after an hour it works again', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      const path = `/hook-${uniq()}`;
      const ep = await createEndpoint(t, o, receiver.url(path, 'receiver.test'));
      const otherEp = await createEndpoint(t, other, receiver.url(path, 'receiver.test'));
      const testRoute = (org: TestOrg, uuid: string, n: number) =>
        routes(PATH_FORMS[n % 2]!.base(org.org.id), uuid, 'x').find((r) => r.name === 'test')!;

      for (let n = 0; n < 20; n++) {
        const response = await call(t, testRoute(o, ep.webhook_uuid, n), o.admin.jwt);
        assert.equal(response.statusCode, 200, response.body);
      }
      assertRateLimited(await call(t, testRoute(o, ep.webhook_uuid, 20), o.admin.jwt));
      const elsewhere = await call(t, testRoute(other, otherEp.webhook_uuid, 0), other.admin.jwt);
      assert.equal(elsewhere.statusCode, 200, `another organization is not affected: ${elsewhere.body}`);

      t.clock.advance(3600_000);
      const later = await call(t, testRoute(o, ep.webhook_uuid, 21), o.admin.jwt);
      assert.equal(later.statusCode, 200, `an hour later: ${later.body}`);
      await t.services.deliveryWorker.drain();
      const received = receiver.requests.filter((r) => r.path === path);
      assert.equal(
        received.length,
        22,
        '21 tests of one organization, 1 of the other; the refused one queued nothing',
      );
    });
  });

  describe('unknown and malformed ids', () => {
    it('an unknown organization is a 404 on every route', async () => {
      const o = await createOrg(t);
      for (const form of PATH_FORMS) {
        for (const route of routes(
          form.base(987_654_321),
          `webhook_${randomUUID()}`,
          `dlv_${'0'.repeat(32)}`,
        )) {
          assertError(await call(t, route, o.admin.jwt), 404, 'not_found');
        }
      }
    });

    it('an org_id that is not a positive integer is a 422 on every route', async () => {
      const o = await createOrg(t);
      for (const form of PATH_FORMS) {
        for (const orgId of ['abc', '0', '1.5']) {
          for (const route of routes(form.base(orgId), `webhook_${randomUUID()}`, `dlv_${'0'.repeat(32)}`)) {
            assertInvalid(await call(t, route, o.admin.jwt), ['path', 'org_id']);
          }
        }
      }
    });

    it('an unknown or malformed webhook uuid is a 404 on every route naming one', async () => {
      const o = await createOrg(t);
      const ep = await endpointWithDelivery(o);
      for (const form of PATH_FORMS) {
        for (const uuid of [`webhook_${randomUUID()}`, 'nope', `apitoken_${randomUUID()}`]) {
          for (const route of endpointRoutes(form.base(o.org.id), uuid, ep.deliveryId)) {
            assertError(await call(t, route, o.admin.jwt), 404, 'not_found');
          }
        }
      }
    });
  });
});

describe('webhook management: plans on hosted deployments', () => {
  let t: TestApp;
  let receiver: HttpsReceiver;

  before(async () => {
    t = await buildWebhookTestApp({ deploymentMode: 'saas' });
    receiver = await startHttpsReceiver();
  });
  after(async () => {
    await receiver.close();
    await t.close();
  });

  for (const plan of ['free', 'standard'] as const) {
    it(`on the ${plan} plan webhooks are refused with plan_required, the catalogue answers`, async () => {
      const o = await createOrg(t, { plan });
      for (const form of PATH_FORMS) {
        const all = routes(form.base(o.org.id), `webhook_${randomUUID()}`, `dlv_${'0'.repeat(32)}`);
        for (const route of all.filter((r) => r.name === 'create' || r.name === 'list')) {
          assertError(await call(t, route, o.admin.jwt), 403, 'plan_required');
        }
        const catalogue = await call(
          t,
          all.find((r) => r.name === 'events')!,
          o.admin.jwt,
        );
        assert.equal(catalogue.statusCode, 200, catalogue.body);
        assert.ok(catalogue.json<{ events: Record<string, unknown> }>().events.ping);
      }
    });
  }

  for (const plan of ['pro', 'enterprise'] as const) {
    it(`on the ${plan} plan every operation is allowed`, async () => {
      const o = await createOrg(t, { plan });
      for (const form of PATH_FORMS) {
        const ep = await createEndpoint(t, o, receiver.url(`/hook-${uniq()}`, 'receiver.test'));
        const queued = await t.app.inject({
          method: 'POST',
          url: `${form.base(o.org.id)}/${ep.webhook_uuid}/test`,
          headers: bearer(o.admin.jwt),
        });
        assert.equal(queued.statusCode, 200, queued.body);
        await t.services.deliveryWorker.drain();
        const deliveryId = queued.json<{ delivery_id: string }>().delivery_id;
        for (const route of routes(form.base(o.org.id), ep.webhook_uuid, deliveryId)) {
          const response = await call(t, route, o.admin.jwt);
          assert.equal(response.statusCode, route.success, `${route.name}: ${response.body}`);
        }
      }
      await t.services.deliveryWorker.drain();
    });
  }

  it('when the plan lapses the endpoint is refused and events stop being queued', async () => {
    const o = await createOrg(t, { plan: 'pro' });
    const path = `/hook-${uniq()}`;
    const ep = await createEndpoint(t, o, receiver.url(path, 'receiver.test'), ['ping']);
    const publish = () =>
      t.services.db
        .transaction()
        .execute((trx) => t.services.events.publishEvent(trx, o.org.id, 'ping', { message: 'x' }));

    assert.equal(await publish(), 1, 'queued while on pro');
    await t.services.deliveryWorker.drain();
    assert.equal(receiver.requests.filter((r) => r.path === path).length, 1);

    await t.services.orgs.setPlan(o.org.slug, 'free');
    assert.equal(await publish(), 0, 'nothing queued once on free');
    await t.services.deliveryWorker.drain();
    assert.equal(receiver.requests.filter((r) => r.path === path).length, 1);

    for (const route of endpointRoutes(
      PATH_FORMS[0].base(o.org.id),
      ep.webhook_uuid,
      `dlv_${'0'.repeat(32)}`,
    )) {
      assertError(await call(t, route, o.admin.jwt), 403, 'plan_required');
    }
    const catalogue = await t.app.inject({
      method: 'GET',
      url: `${PATH_FORMS[1].base(o.org.id)}/events`,
      headers: bearer(o.admin.jwt),
    });
    assert.equal(catalogue.statusCode, 200, catalogue.body);

    await t.services.orgs.setPlan(o.org.slug, 'pro');
    assert.equal(await publish(), 1, 'queued again once back on pro');
    await t.services.deliveryWorker.drain();
    assert.equal(receiver.requests.filter((r) => r.path === path).length, 2);
  });
});

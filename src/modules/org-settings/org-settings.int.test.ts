/**
 * Organization settings [CONTRACT 11]: who reads and changes them, the order of the checks, the events (only
 * for a real change, with the effective values, also under concurrent changes), and the family switches as the
 * family gate applies them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { byEvent, captureEvents } from '../../../test/event-capture.ts';
import {
  ALL_RIGHTS,
  addMember,
  bearer,
  createApiToken,
  createOrg,
  createUser,
  type TestOrg,
} from '../../../test/factories.ts';
import { startHttpsReceiver, type HttpsReceiver } from '../../../test/https-receiver.ts';
import { RACERS, assertAllSucceed, race } from '../../../test/races.ts';
import { buildWebhookTestApp } from '../../../test/webhook-helpers.ts';
import { ForbiddenError, NotFoundError } from '../../platform/http/errors.ts';
import { FAMILIES } from './org-settings.repository.ts';

const DEFAULTS = {
  signup_mechanism: 'open',
  ai_enabled: false,
  copilot_enabled: false,
  payments_enabled: false,
  features: { communities: true, podcasts: true, boards: true, playgrounds: true, collections: true },
};

type Route = { method: 'GET' | 'PUT'; path: string; body?: Record<string, unknown> };
const ROUTES: Route[] = [
  { method: 'GET', path: 'config' },
  { method: 'PUT', path: 'config/ai', body: { ai_enabled: true } },
  { method: 'PUT', path: 'config/payments', body: { payments_enabled: true } },
  { method: 'PUT', path: 'config/features', body: { boards: false } },
];

describe('organization settings', () => {
  let t: TestApp;
  let receiver: HttpsReceiver;
  before(async () => {
    receiver = await startHttpsReceiver();
    t = await buildWebhookTestApp();
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  function send(
    route: Route,
    orgId: number,
    auth?: string,
    body = route.body,
  ): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method: route.method,
      url: `/api/v1/orgs/${orgId}/${route.path}`,
      headers: auth === undefined ? {} : bearer(auth),
      ...(route.method === 'PUT' && { payload: body ?? {} }),
    });
  }

  const put = (o: TestOrg, path: string, body: Record<string, unknown>, auth = o.admin.jwt) =>
    send({ method: 'PUT', path }, o.org.id, auth, body);

  it('reads the defaults, with the organization’s signup mechanism', async () => {
    const o = await createOrg(t);
    const first = await send(ROUTES[0]!, o.org.id, o.admin.jwt);
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), DEFAULTS);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/orgs/${o.org.id}/signup_mechanism`,
      headers: bearer(o.admin.jwt),
      payload: { signup_mechanism: 'inviteOnly' },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal((await send(ROUTES[0]!, o.org.id, o.admin.jwt)).json().signup_mechanism, 'inviteOnly');
  });

  describe('who may', () => {
    // Per route: the answer for each kind of caller (200, or the 403 code).
    const RULES: Record<string, Record<string, string | 200>> = {
      'GET config': {
        admin: 200,
        maintainer: 200,
        instructor: 'insufficient_role',
        learner: 'insufficient_role',
        outsider: 'not_member',
        token: 'session_only',
      },
      ...Object.fromEntries(
        ROUTES.slice(1).map((r) => [
          `PUT ${r.path}`,
          {
            admin: 200,
            maintainer: 'insufficient_role',
            instructor: 'insufficient_role',
            learner: 'insufficient_role',
            outsider: 'not_member',
            token: 'session_only',
          },
        ]),
      ),
    };
    for (const route of ROUTES) {
      for (const [caller, expected] of Object.entries(RULES[`${route.method} ${route.path}`]!)) {
        it(`${route.method} ${route.path} as ${caller}: ${expected}`, async () => {
          const o = await createOrg(t);
          const credential =
            caller === 'admin'
              ? o.admin.jwt
              : caller === 'outsider'
                ? (await createUser(t)).jwt
                : caller === 'token'
                  ? (await createApiToken(t, o, ALL_RIGHTS)).token
                  : (await addMember(t, o.org.id, caller as 'maintainer' | 'instructor' | 'learner')).jwt;
          const response = await send(route, o.org.id, credential);
          if (expected === 200) assert.equal(response.statusCode, 200, response.body);
          else {
            assertError(response, 403, expected);
            // A refused change changed nothing.
            assert.deepEqual((await send(ROUTES[0]!, o.org.id, o.admin.jwt)).json(), DEFAULTS);
          }
        });
      }
    }

    it('checks in the order 401 → 422 → 404 → 403', async () => {
      const o = await createOrg(t);
      const outsider = await createUser(t);
      for (const route of ROUTES) {
        assertError(await send(route, o.org.id), 401, 'unauthorized');
        if (route.method === 'PUT') {
          // A bad body of an unknown organization is a 422; a good one a 404, also for a non-member.
          assertInvalid(await send(route, 999_999, outsider.jwt, { nonsense: true }), ['body', 'nonsense']);
        }
        assertError(await send(route, 999_999, outsider.jwt), 404, 'not_found');
        assertError(await send(route, o.org.id, outsider.jwt), 403, 'not_member');
      }
      assertInvalid(await send(ROUTES[0]!, 0, o.admin.jwt), ['path', 'org_id']);
    });

    it('an admin of another organization can neither read nor change this one', async () => {
      const a = await createOrg(t);
      const b = await createOrg(t);
      for (const route of ROUTES) assertError(await send(route, b.org.id, a.admin.jwt), 403, 'not_member');
      assert.deepEqual((await send(ROUTES[0]!, b.org.id, b.admin.jwt)).json(), DEFAULTS);
      // A token of A is refused in B too (another organization comes before the session rule).
      const token = await createApiToken(t, a, ALL_RIGHTS);
      assertError(await send(ROUTES[0]!, b.org.id, token.token), 403, 'session_only');
    });
  });

  describe('bodies', () => {
    const BAD: [string, Record<string, unknown>, (string | number)[]][] = [
      ['config/ai', { ai_enabled: 'yes' }, ['body', 'ai_enabled']],
      ['config/ai', { ai_enabled: null }, ['body', 'ai_enabled']],
      ['config/ai', { payments_enabled: true }, ['body', 'payments_enabled']],
      ['config/payments', { payments_enabled: 1 }, ['body', 'payments_enabled']],
      ['config/payments', { ai_enabled: true }, ['body', 'ai_enabled']],
      ['config/features', { podcasts: 'off' }, ['body', 'podcasts']],
      ['config/features', { scorm: false }, ['body', 'scorm']],
    ];
    for (const [path, body, loc] of BAD) {
      it(`PUT ${path} ${JSON.stringify(body)}: 422 at ${loc.join('.')}`, async () => {
        const o = await createOrg(t);
        assertInvalid(await put(o, path, body), loc);
      });
    }
  });

  describe('changes and their events', () => {
    it('AI: an event with both effective values for each real change, none for a repeat or an empty body', async () => {
      const o = await createOrg(t);
      const capture = await captureEvents(t, o, receiver, ['org_ai_config_changed']);
      const on = await put(o, 'config/ai', { ai_enabled: true });
      assert.equal(on.statusCode, 200, on.body);
      assert.deepEqual(on.json(), { ...DEFAULTS, ai_enabled: true });
      assert.deepEqual(await capture.takeOne('org_ai_config_changed'), {
        ai_enabled: true,
        copilot_enabled: false,
      });

      for (const body of [{ ai_enabled: true }, {}, { ai_enabled: true, copilot_enabled: false }]) {
        const same = await put(o, 'config/ai', body);
        assert.deepEqual(same.json(), { ...DEFAULTS, ai_enabled: true });
      }
      assert.deepEqual(await capture.take(), [], 'no event for a change that changes nothing');

      await put(o, 'config/ai', { copilot_enabled: true });
      assert.deepEqual(await capture.takeOne('org_ai_config_changed'), {
        ai_enabled: true,
        copilot_enabled: true,
      });
      await put(o, 'config/ai', { ai_enabled: false, copilot_enabled: false });
      assert.deepEqual(await capture.takeOne('org_ai_config_changed'), {
        ai_enabled: false,
        copilot_enabled: false,
      });
    });

    it('payments: an event for each real change only; AI events are not sent for it', async () => {
      const o = await createOrg(t);
      const capture = await captureEvents(t, o, receiver, [
        'org_payments_config_changed',
        'org_ai_config_changed',
      ]);
      assert.deepEqual((await put(o, 'config/payments', { payments_enabled: true })).json(), {
        ...DEFAULTS,
        payments_enabled: true,
      });
      assert.deepEqual(await capture.takeOne('org_payments_config_changed'), { payments_enabled: true });
      await put(o, 'config/payments', { payments_enabled: true });
      await put(o, 'config/payments', {});
      assert.deepEqual(await capture.take(), []);
      await put(o, 'config/payments', { payments_enabled: false });
      assert.deepEqual(await capture.takeOne('org_payments_config_changed'), { payments_enabled: false });
    });

    it('features: a partial change keeps the other switches, and emits nothing', async () => {
      const o = await createOrg(t);
      const capture = await captureEvents(t, o, receiver, [
        'org_payments_config_changed',
        'org_ai_config_changed',
      ]);
      await put(o, 'config/ai', { ai_enabled: true });
      await capture.take();
      const off = await put(o, 'config/features', { podcasts: false, boards: false });
      assert.deepEqual(off.json(), {
        ...DEFAULTS,
        ai_enabled: true,
        features: { ...DEFAULTS.features, podcasts: false, boards: false },
      });
      const back = await put(o, 'config/features', { boards: true });
      assert.deepEqual(back.json().features, { ...DEFAULTS.features, podcasts: false });
      assert.deepEqual((await send(ROUTES[0]!, o.org.id, o.admin.jwt)).json(), back.json());
      assert.deepEqual(await capture.take(), []);
    });

    it('concurrent changes of AI and copilot are both kept and both announced', async () => {
      const o = await createOrg(t);
      const capture = await captureEvents(t, o, receiver, ['org_ai_config_changed']);
      const responses = await Promise.all([
        put(o, 'config/ai', { ai_enabled: true }),
        put(o, 'config/ai', { copilot_enabled: true }),
      ]);
      assertAllSucceed(responses);
      const config = (await send(ROUTES[0]!, o.org.id, o.admin.jwt)).json();
      assert.equal(config.ai_enabled, true);
      assert.equal(config.copilot_enabled, true);
      const events = byEvent(await capture.take()).org_ai_config_changed ?? [];
      assert.equal(events.length, 2, JSON.stringify(events));
      // Whichever came second saw the first: one event reports both on.
      assert.ok(events.some((e) => e.ai_enabled === true && e.copilot_enabled === true));
      assert.ok(events.some((e) => !(e.ai_enabled === true && e.copilot_enabled === true)));
    });

    it(`${RACERS} identical changes at once: one event`, async () => {
      const o = await createOrg(t);
      const capture = await captureEvents(t, o, receiver, ['org_payments_config_changed']);
      assertAllSucceed(await race(RACERS, () => put(o, 'config/payments', { payments_enabled: true })));
      assert.deepEqual(await capture.takeOne('org_payments_config_changed'), { payments_enabled: true });
    });

    it(`${FAMILIES.length} changes of different switches at once: every switch kept`, async () => {
      const o = await createOrg(t);
      const responses = await race(FAMILIES.length, (i) =>
        put(o, 'config/features', { [FAMILIES[i]!]: false }),
      );
      assertAllSucceed(responses);
      const features = (await send(ROUTES[0]!, o.org.id, o.admin.jwt)).json().features;
      assert.deepEqual(features, Object.fromEntries(FAMILIES.map((f) => [f, false])));
    });
  });

  describe('the family gate follows the switches', () => {
    it('a switched-off family answers 404 to reads and 403 feature_disabled to writes; the others stay open', async () => {
      const o = await createOrg(t);
      for (const family of FAMILIES) {
        await t.services.families.requireOpen(o.org.id, family, 'read');
        await t.services.families.requireOpen(o.org.id, family, 'write');
      }
      await put(o, 'config/features', { podcasts: false });
      await assert.rejects(t.services.families.requireOpen(o.org.id, 'podcasts', 'read'), NotFoundError);
      await assert.rejects(
        t.services.families.requireOpen(o.org.id, 'podcasts', 'write'),
        (error: unknown) => error instanceof ForbiddenError && error.code === 'feature_disabled',
      );
      const open = await t.services.families.requireOpen(o.org.id, 'boards', 'write');
      assert.equal(open.settings.features.podcasts, false);
      await put(o, 'config/features', { podcasts: true });
      await t.services.families.requireOpen(o.org.id, 'podcasts', 'write');
      // The gate hands the settings on: AI as switched.
      await put(o, 'config/ai', { ai_enabled: true });
      assert.equal(
        (await t.services.families.requireOpen(o.org.id, 'playgrounds', 'read')).settings.ai_enabled,
        true,
      );
    });

    it('a switch in one organization leaves another alone', async () => {
      const a = await createOrg(t);
      const b = await createOrg(t);
      await put(a, 'config/features', { collections: false });
      await assert.rejects(t.services.families.requireOpen(a.org.id, 'collections', 'read'), NotFoundError);
      await t.services.families.requireOpen(b.org.id, 'collections', 'write');
      await assert.rejects(t.services.families.requireOpen(999_999, 'collections', 'read'), NotFoundError);
    });
  });
});

/**
 * A billing system and an admin over an organization's life: the admin switches AI and payments on, the billing
 * system activates, cancels and re-activates packs through the internal API, and a real HTTPS receiver gets
 * every event signed and in its catalogue shape. Tenancy: another organization's admin reaches none of it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError } from './assertions.ts';
import type { TestApp } from './build-test-app.ts';
import { byEvent, captureEvents } from './event-capture.ts';
import { bearer, createOrg, uniq, type TestOrg } from './factories.ts';
import { startHttpsReceiver, type HttpsReceiver } from './https-receiver.ts';
import { buildWebhookTestApp } from './webhook-helpers.ts';

const KEY = 'journey-platform-key-0123456789abcdefghij';
const EVENTS = ['pack_activated', 'pack_deactivated', 'org_ai_config_changed', 'org_payments_config_changed'];

describe('journey: settings and packs', () => {
  let t: TestApp;
  let receiver: HttpsReceiver;
  before(async () => {
    receiver = await startHttpsReceiver();
    t = await buildWebhookTestApp({ platformApiKey: KEY });
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  const billing = (orgId: number, move: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/internal/packs/${orgId}/${move}`,
      headers: { 'x-platform-key': KEY },
      payload: body,
    });
  const asAdmin = (o: TestOrg, method: 'GET' | 'PUT', path: string, body?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url: `/api/v1/orgs/${o.org.id}/${path}`,
      headers: bearer(o.admin.jwt),
      ...(body !== undefined && { payload: body }),
    });

  it('events of settings and packs arrive signed, each once, in their catalogue shape', async () => {
    const o = await createOrg(t);
    const capture = await captureEvents(t, o, receiver, EVENTS);

    // The admin switches AI and payments on.
    assert.equal((await asAdmin(o, 'PUT', 'config/ai', { ai_enabled: true })).statusCode, 200);
    assert.equal((await asAdmin(o, 'PUT', 'config/payments', { payments_enabled: true })).statusCode, 200);
    assert.equal((await asAdmin(o, 'PUT', 'config/ai', { ai_enabled: true })).statusCode, 200, 'a repeat');
    let events = byEvent(await capture.take());
    assert.deepEqual(events, {
      org_ai_config_changed: [{ ai_enabled: true, copilot_enabled: false }],
      org_payments_config_changed: [{ payments_enabled: true }],
    });

    // The billing system sells credits and seats, one subscription each.
    const credits = `sub_ai_${uniq()}`;
    const seats = `sub_seats_${uniq()}`;
    assert.equal(
      (await billing(o.org.id, 'activate', { pack_id: 'ai_500', platform_subscription_id: credits }))
        .statusCode,
      200,
    );
    assert.equal(
      (await billing(o.org.id, 'activate', { pack_id: 'seats_200', platform_subscription_id: seats }))
        .statusCode,
      200,
    );
    // A retried webhook of the billing system changes nothing.
    assert.equal(
      (await billing(o.org.id, 'activate', { pack_id: 'ai_500', platform_subscription_id: credits }))
        .statusCode,
      200,
    );
    events = byEvent(await capture.take());
    assert.deepEqual(
      (events.pack_activated ?? []).sort((a, b) => String(a.pack_id).localeCompare(String(b.pack_id))),
      [
        { pack_id: 'ai_500', pack_type: 'ai_credits', quantity: 500, platform_subscription_id: credits },
        { pack_id: 'seats_200', pack_type: 'member_seats', quantity: 200, platform_subscription_id: seats },
      ],
    );
    assert.deepEqual(Object.keys(events), ['pack_activated']);

    // A generation spends a credit; the admin sees it.
    await t.services.db.transaction().execute((trx) => t.services.aiCredits.spend(trx, o.org.id));
    const packs = (await asAdmin(o, 'GET', 'packs')).json<{ totals: Record<string, unknown> }>();
    assert.deepEqual(packs.totals, {
      ai_credits: 500,
      member_seats: 200,
      ai_credits_used: 1,
      ai_credits_remaining: 499,
    });

    // The customer cancels the credits: canceling at period end, then the period ends.
    assert.equal(
      (await billing(o.org.id, 'mark-canceling', { platform_subscription_id: credits })).statusCode,
      200,
    );
    assert.deepEqual(await capture.take(), [], 'canceling at period end is no event');
    assert.equal(
      (await billing(o.org.id, 'deactivate', { platform_subscription_id: credits })).statusCode,
      200,
    );
    assert.equal(
      (await billing(o.org.id, 'deactivate', { platform_subscription_id: credits })).statusCode,
      200,
    );
    assert.deepEqual(await capture.takeOne('pack_deactivated'), {
      pack_id: 'ai_500',
      pack_type: 'ai_credits',
      platform_subscription_id: credits,
    });
    assert.equal(await t.services.aiCredits.remaining(t.services.db, o.org.id), null);

    // …and comes back.
    assert.equal(
      (await billing(o.org.id, 'activate', { pack_id: 'ai_500', platform_subscription_id: credits }))
        .statusCode,
      200,
    );
    assert.deepEqual(await capture.takeOne('pack_activated'), {
      pack_id: 'ai_500',
      pack_type: 'ai_credits',
      quantity: 500,
      platform_subscription_id: credits,
    });
    assert.equal(await t.services.aiCredits.remaining(t.services.db, o.org.id), 499);

    // The admin switches AI off again.
    await asAdmin(o, 'PUT', 'config/ai', { ai_enabled: false, copilot_enabled: false });
    await asAdmin(o, 'PUT', 'config/payments', { payments_enabled: false });
    assert.deepEqual(byEvent(await capture.take()), {
      org_ai_config_changed: [{ ai_enabled: false, copilot_enabled: false }],
      org_payments_config_changed: [{ payments_enabled: false }],
    });
  });

  it("tenancy: an admin of one organization reads and changes nothing of another's settings or packs", async () => {
    const a = await createOrg(t);
    const b = await createOrg(t);
    const captureB = await captureEvents(t, b, receiver, EVENTS);
    const sub = `sub_${uniq()}`;
    await billing(b.org.id, 'activate', { pack_id: 'seats_200', platform_subscription_id: sub });
    await captureB.take();

    const intoB = (method: 'GET' | 'PUT', path: string, body?: Record<string, unknown>) =>
      t.app.inject({
        method,
        url: `/api/v1/orgs/${b.org.id}/${path}`,
        headers: bearer(a.admin.jwt),
        ...(body !== undefined && { payload: body }),
      });
    assertError(await intoB('GET', 'config'), 403, 'not_member');
    assertError(await intoB('GET', 'packs'), 403, 'not_member');
    assertError(await intoB('PUT', 'config/ai', { ai_enabled: true }), 403, 'not_member');
    assertError(await intoB('PUT', 'config/payments', { payments_enabled: true }), 403, 'not_member');
    assertError(await intoB('PUT', 'config/features', { boards: false }), 403, 'not_member');

    // B is as it was, and heard nothing.
    const config = (await asAdmin(b, 'GET', 'config')).json<Record<string, unknown>>();
    assert.equal(config.ai_enabled, false);
    assert.equal(config.payments_enabled, false);
    assert.deepEqual(config.features, {
      communities: true,
      podcasts: true,
      boards: true,
      playgrounds: true,
      collections: true,
    });
    assert.deepEqual(await captureB.take(), []);
    // A's own read shows none of B's packs.
    const own = (await asAdmin(a, 'GET', 'packs')).json<{
      active: unknown[];
      totals: { member_seats: number };
    }>();
    assert.deepEqual(own.active, []);
    assert.equal(own.totals.member_seats, 0);
    // The billing system cannot move B's subscription through A.
    assertError(
      await billing(a.org.id, 'deactivate', { platform_subscription_id: sub }),
      409,
      'subscription_other_organization',
    );
  });
});

/**
 * Packs [CONTRACT 11]: the internal routes (platform key, validation, idempotent moves and their events,
 * subscriptions bound to one organization, races), the admins' read, and AI credits.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { captureEvents, type EventCapture } from '../../../test/event-capture.ts';
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
import { RACERS, assertAllSucceed, assertOneWinner, race } from '../../../test/races.ts';
import { buildWebhookTestApp } from '../../../test/webhook-helpers.ts';
import { ForbiddenError } from '../../platform/http/errors.ts';

const KEY = 'the-platform-key-of-these-tests-0123456789abcdef';
const MOVES = ['activate', 'mark-canceling', 'deactivate'] as const;
type Move = (typeof MOVES)[number];

describe('packs', () => {
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

  function internal(
    move: Move,
    orgId: number,
    body: Record<string, unknown>,
    headers: Record<string, string> = { 'x-platform-key': KEY },
  ): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/internal/packs/${orgId}/${move}`,
      headers,
      payload: body,
    });
  }
  const activate = (o: TestOrg, sub: string, packId = 'ai_500') =>
    internal('activate', o.org.id, { pack_id: packId, platform_subscription_id: sub });
  const deactivate = (o: TestOrg, sub: string) =>
    internal('deactivate', o.org.id, { platform_subscription_id: sub });
  const markCanceling = (o: TestOrg, sub: string) =>
    internal('mark-canceling', o.org.id, { platform_subscription_id: sub });
  const readPacks = (orgId: number, auth: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/orgs/${orgId}/packs`, headers: bearer(auth) });

  async function watch(o: TestOrg): Promise<EventCapture> {
    return captureEvents(t, o, receiver, ['pack_activated', 'pack_deactivated']);
  }

  describe('the platform key', () => {
    const bodyOf = (move: Move) =>
      move === 'activate'
        ? { pack_id: 'ai_500', platform_subscription_id: `sub_${uniq()}` }
        : { platform_subscription_id: `sub_${uniq()}` };

    for (const move of MOVES) {
      it(`${move}: missing, wrong, or a user's credential instead → 401 invalid_platform_key, before validation`, async () => {
        const o = await createOrg(t);
        const variants: Record<string, string>[] = [
          {},
          { 'x-platform-key': 'wrong' },
          { 'x-platform-key': `${KEY}x` },
          { 'x-platform-key': KEY.slice(0, -1) },
          { 'x-platform-key': '' },
          bearer(o.admin.jwt),
        ];
        for (const headers of variants) {
          assertError(await internal(move, o.org.id, bodyOf(move), headers), 401, 'invalid_platform_key');
          assertError(await internal(move, o.org.id, { nonsense: 1 }, headers), 401, 'invalid_platform_key');
        }
        assert.equal((await readPacks(o.org.id, o.admin.jwt)).json().active.length, 0);
      });
    }

    it('without PLATFORM_API_KEY the internal routes answer 404, as if absent', async () => {
      const bare = await buildTestApp();
      try {
        const o = await createOrg(bare);
        for (const move of MOVES) {
          for (const headers of [{}, { 'x-platform-key': KEY }, { 'x-platform-key': '' }]) {
            const response = await bare.app.inject({
              method: 'POST',
              url: `/api/v1/internal/packs/${o.org.id}/${move}`,
              headers,
              payload: bodyOf(move),
            });
            assertError(response, 404, 'not_found');
          }
        }
      } finally {
        await bare.close();
      }
    });
  });

  describe('validation and lookups', () => {
    const BAD: [Move, Record<string, unknown>, (string | number)[]][] = [
      ['activate', { pack_id: 'gold_9000', platform_subscription_id: 'sub_1' }, ['body', 'pack_id']],
      ['activate', { platform_subscription_id: 'sub_1' }, ['body', 'pack_id']],
      ['activate', { pack_id: 'ai_500' }, ['body', 'platform_subscription_id']],
      ['activate', { pack_id: 'ai_500', platform_subscription_id: '' }, ['body', 'platform_subscription_id']],
      ['activate', { pack_id: 'ai_500', platform_subscription_id: 7 }, ['body', 'platform_subscription_id']],
      ['activate', { pack_id: 'ai_500', platform_subscription_id: 's', quantity: 9 }, ['body', 'quantity']],
      ['mark-canceling', {}, ['body', 'platform_subscription_id']],
      ['deactivate', { platform_subscription_id: 'x'.repeat(256) }, ['body', 'platform_subscription_id']],
    ];
    for (const [move, body, loc] of BAD) {
      it(`${move} ${JSON.stringify(body).slice(0, 60)} → 422 at ${loc.join('.')}`, async () => {
        const o = await createOrg(t);
        assertInvalid(await internal(move, o.org.id, body), loc);
        // Validation comes before the organization is looked up.
        assertInvalid(await internal(move, 999_999, body), loc);
      });
    }

    it('an unknown organization is a 404 for every move', async () => {
      for (const move of MOVES) {
        const body =
          move === 'activate'
            ? { pack_id: 'seats_200', platform_subscription_id: `sub_${uniq()}` }
            : { platform_subscription_id: `sub_${uniq()}` };
        assertError(await internal(move, 999_999, body), 404, 'not_found');
      }
    });

    it('an unknown subscription is a 404 subscription_not_found for mark-canceling and deactivate', async () => {
      const o = await createOrg(t);
      assertError(await markCanceling(o, `sub_${uniq()}`), 404, 'subscription_not_found');
      assertError(await deactivate(o, `sub_${uniq()}`), 404, 'subscription_not_found');
    });
  });

  describe('moves', () => {
    it('activate → repeat → deactivate → repeat → re-activate: an event for each move, none for a repeat', async () => {
      const o = await createOrg(t);
      const capture = await watch(o);
      const sub = `sub_${uniq()}`;
      const expectedEvent = {
        pack_id: 'ai_500',
        pack_type: 'ai_credits',
        quantity: 500,
        platform_subscription_id: sub,
      };

      const first = await activate(o, sub);
      assert.equal(first.statusCode, 200, first.body);
      const pack = first.json();
      assert.match(pack.pack_uuid, /^pack_/);
      assert.equal(pack.org_id, o.org.id);
      assert.equal(pack.status, 'active');
      assert.equal(pack.cancel_at_period_end, false);
      assert.equal(pack.cancellation_date, null);
      assert.deepEqual(
        { pack_id: pack.pack_id, pack_type: pack.pack_type, quantity: pack.quantity },
        { pack_id: 'ai_500', pack_type: 'ai_credits', quantity: 500 },
      );
      assert.deepEqual(await capture.takeOne('pack_activated'), expectedEvent);

      const again = await activate(o, sub);
      assert.equal(again.json().pack_uuid, pack.pack_uuid);
      assert.deepEqual(await capture.take(), []);

      const off = await deactivate(o, sub);
      assert.equal(off.json().status, 'cancelled');
      assert.deepEqual(await capture.takeOne('pack_deactivated'), {
        pack_id: 'ai_500',
        pack_type: 'ai_credits',
        platform_subscription_id: sub,
      });
      assert.equal((await deactivate(o, sub)).json().status, 'cancelled');
      assert.equal((await markCanceling(o, sub)).json().cancel_at_period_end, false, 'nothing to cancel');
      assert.deepEqual(await capture.take(), []);

      const back = await activate(o, sub);
      assert.equal(back.json().status, 'active');
      assert.equal(back.json().pack_uuid, pack.pack_uuid, 'the same pack, active again');
      assert.deepEqual(await capture.takeOne('pack_activated'), expectedEvent);
    });

    it('mark-canceling keeps the pack active without an event; activation renews it, deactivation ends it', async () => {
      const o = await createOrg(t);
      const capture = await watch(o);
      const sub = `sub_${uniq()}`;
      await activate(o, sub, 'seats_200');
      await capture.take();

      const canceling = await markCanceling(o, sub);
      assert.equal(canceling.statusCode, 200, canceling.body);
      assert.equal(canceling.json().status, 'active');
      assert.equal(canceling.json().cancel_at_period_end, true);
      assert.equal((await markCanceling(o, sub)).json().cancel_at_period_end, true);
      assert.equal((await readPacks(o.org.id, o.admin.jwt)).json().totals.member_seats, 200, 'still counts');
      assert.deepEqual(await capture.take(), []);

      const renewed = await activate(o, sub, 'seats_200');
      assert.equal(renewed.json().cancel_at_period_end, false);
      assert.deepEqual(await capture.take(), [], 'no move, no event');

      await markCanceling(o, sub);
      const ended = await deactivate(o, sub);
      assert.equal(ended.json().status, 'cancelled');
      assert.equal(ended.json().cancel_at_period_end, false);
      assert.equal(await capture.takeOne('pack_deactivated').then((d) => d.pack_type), 'member_seats');
    });

    it('a subscription belongs to one organization: 409 subscription_other_organization elsewhere', async () => {
      const a = await createOrg(t);
      const b = await createOrg(t);
      const capture = await watch(b);
      const sub = `sub_${uniq()}`;
      await activate(a, sub);
      assertError(await activate(b, sub), 409, 'subscription_other_organization');
      assertError(await markCanceling(b, sub), 409, 'subscription_other_organization');
      assertError(await deactivate(b, sub), 409, 'subscription_other_organization');
      assert.equal((await readPacks(a.org.id, a.admin.jwt)).json().active[0].status, 'active');
      assert.equal((await readPacks(b.org.id, b.admin.jwt)).json().active.length, 0);
      assert.deepEqual(await capture.take(), []);
    });

    it('a subscription carries one pack: 409 subscription_pack_mismatch for another', async () => {
      const o = await createOrg(t);
      const sub = `sub_${uniq()}`;
      await activate(o, sub, 'ai_500');
      assertError(await activate(o, sub, 'seats_200'), 409, 'subscription_pack_mismatch');
      assert.deepEqual((await readPacks(o.org.id, o.admin.jwt)).json().totals, {
        ai_credits: 500,
        member_seats: 0,
        ai_credits_used: 0,
        ai_credits_remaining: 500,
      });
    });
  });

  describe('races', () => {
    it(`${RACERS} first activations of one subscription: one pack, one event`, async () => {
      const o = await createOrg(t);
      const capture = await watch(o);
      const sub = `sub_${uniq()}`;
      const responses = await race(RACERS, () => activate(o, sub));
      assertAllSucceed(responses);
      assert.equal(new Set(responses.map((r) => r.json<{ pack_uuid: string }>().pack_uuid)).size, 1);
      await capture.takeOne('pack_activated');
    });

    it(`${RACERS} re-activations and ${RACERS} deactivations: one event each`, async () => {
      const o = await createOrg(t);
      const capture = await watch(o);
      const sub = `sub_${uniq()}`;
      await activate(o, sub);
      await capture.take();
      assertAllSucceed(await race(RACERS, () => deactivate(o, sub)));
      await capture.takeOne('pack_deactivated');
      assertAllSucceed(await race(RACERS, () => activate(o, sub)));
      await capture.takeOne('pack_activated');
    });

    it('two organizations activating one subscription at once: one wins, the other 409', async () => {
      const a = await createOrg(t);
      const b = await createOrg(t);
      const sub = `sub_${uniq()}`;
      const responses = await race(2, (i) => activate(i === 0 ? a : b, sub));
      assertOneWinner(responses, 409, 'subscription_other_organization');
    });
  });

  describe('GET /orgs/{org_id}/packs', () => {
    it('admins see the active packs, the catalogue and the totals', async () => {
      const o = await createOrg(t);
      const subs = [`sub_${uniq()}`, `sub_${uniq()}`, `sub_${uniq()}`, `sub_${uniq()}`];
      await activate(o, subs[0]!, 'ai_500');
      await activate(o, subs[1]!, 'ai_500');
      await activate(o, subs[2]!, 'seats_200');
      await activate(o, subs[3]!, 'seats_200');
      await deactivate(o, subs[3]!);
      const response = await readPacks(o.org.id, o.admin.jwt);
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json<{
        active: { platform_subscription_id: string }[];
        available: unknown;
        totals: unknown;
      }>();
      assert.deepEqual(
        body.active.map((p) => p.platform_subscription_id),
        subs.slice(0, 3),
      );
      assert.deepEqual(body.available, [
        { pack_id: 'ai_500', pack_type: 'ai_credits', quantity: 500 },
        { pack_id: 'seats_200', pack_type: 'member_seats', quantity: 200 },
      ]);
      assert.deepEqual(body.totals, {
        ai_credits: 1000,
        member_seats: 200,
        ai_credits_used: 0,
        ai_credits_remaining: 1000,
      });
    });

    it('answers 404 → 403: maintainers, learners, tokens and other organizations are refused', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      assertError(await readPacks(999_999, o.admin.jwt), 404, 'not_found');
      assertError(await readPacks(o.org.id, other.admin.jwt), 403, 'not_member');
      for (const role of ['maintainer', 'instructor', 'learner'] as const) {
        assertError(
          await readPacks(o.org.id, (await addMember(t, o.org.id, role)).jwt),
          403,
          'insufficient_role',
        );
      }
      assertError(
        await readPacks(o.org.id, (await createApiToken(t, o, ALL_RIGHTS)).token),
        403,
        'session_only',
      );
      assertError(
        await t.app.inject({ method: 'GET', url: `/api/v1/orgs/${o.org.id}/packs` }),
        401,
        'unauthorized',
      );
    });
  });

  describe('AI credits', () => {
    const usage = async (orgId: number) =>
      (
        await t.services.db
          .selectFrom('ai_credit_usage')
          .select('used')
          .where('org_id', '=', orgId)
          .executeTakeFirst()
      )?.used;
    const spend = (orgId: number) =>
      t.services.db.transaction().execute((trx) => t.services.aiCredits.spend(trx, orgId));
    const exhausted = (error: unknown) =>
      error instanceof ForbiddenError && error.code === 'ai_credits_exhausted';

    it('without a budget nothing is metered or recorded', async () => {
      const o = await createOrg(t);
      assert.equal(await t.services.aiCredits.remaining(t.services.db, o.org.id), null);
      await spend(o.org.id);
      await spend(o.org.id);
      assert.equal(await usage(o.org.id), undefined);
      const totals = (await readPacks(o.org.id, o.admin.jwt)).json().totals;
      assert.equal(totals.ai_credits_used, 0);
      assert.equal(totals.ai_credits_remaining, null);
    });

    it('with a budget each spend counts, the last credit passes, the next is 403 ai_credits_exhausted', async () => {
      const o = await createOrg(t);
      const sub = `sub_${uniq()}`;
      await activate(o, sub);
      assert.equal(await t.services.aiCredits.remaining(t.services.db, o.org.id), 500);
      await spend(o.org.id);
      await spend(o.org.id);
      assert.equal(await t.services.aiCredits.remaining(t.services.db, o.org.id), 498);
      assert.deepEqual((await readPacks(o.org.id, o.admin.jwt)).json().totals, {
        ai_credits: 500,
        member_seats: 0,
        ai_credits_used: 2,
        ai_credits_remaining: 498,
      });
      await t.services.db
        .updateTable('ai_credit_usage')
        .set({ used: 499 })
        .where('org_id', '=', o.org.id)
        .execute();
      await spend(o.org.id);
      assert.equal(await t.services.aiCredits.remaining(t.services.db, o.org.id), 0);
      await assert.rejects(spend(o.org.id), exhausted);
      assert.equal(await usage(o.org.id), 500, 'a refused spend records nothing');

      // A second pack raises the budget; spent credits stay spent.
      await activate(o, `sub_${uniq()}`);
      assert.equal(await t.services.aiCredits.remaining(t.services.db, o.org.id), 500);
      // Without any active AI pack generation is no longer metered.
      await deactivate(o, sub);
      assert.equal(await t.services.aiCredits.remaining(t.services.db, o.org.id), 0);
    });

    it('a refused spend rolls back with the generation’s transaction; other organizations are untouched', async () => {
      const a = await createOrg(t);
      const b = await createOrg(t);
      await activate(a, `sub_${uniq()}`);
      await activate(b, `sub_${uniq()}`);
      await spend(a.org.id);
      assert.equal(await t.services.aiCredits.remaining(t.services.db, b.org.id), 500);
      await assert.rejects(
        t.services.db.transaction().execute(async (trx) => {
          await t.services.aiCredits.spend(trx, a.org.id);
          throw new Error('the generation failed');
        }),
        /the generation failed/,
      );
      assert.equal(await usage(a.org.id), 1);
    });

    it(`${RACERS} spends racing for the last 2 credits: 2 pass, the rest ai_credits_exhausted`, async () => {
      const o = await createOrg(t);
      await activate(o, `sub_${uniq()}`);
      await spend(o.org.id);
      await t.services.db
        .updateTable('ai_credit_usage')
        .set({ used: 498 })
        .where('org_id', '=', o.org.id)
        .execute();
      const results = await Promise.allSettled(Array.from({ length: RACERS }, () => spend(o.org.id)));
      assert.equal(results.filter((r) => r.status === 'fulfilled').length, 2);
      for (const r of results) if (r.status === 'rejected') assert.ok(exhausted(r.reason), String(r.reason));
      assert.equal(await usage(o.org.id), 500);
    });
  });
});

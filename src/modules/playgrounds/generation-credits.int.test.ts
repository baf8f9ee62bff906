/**
 * Playground generation spending the organization's real AI credits [CONTRACT 11], through the routes: packs
 * activated by the internal billing routes, the budget read by `GET /orgs/{id}/packs`, pages generated against
 * a local OpenAI-compatible server. Unmetered without a pack; one credit per saved page; nothing for a failure;
 * a spent budget refused before the AI server is asked; racers for the last credit: one page saved.
 * (The service's use of the budget with a stand-in: playground-credits.int.test.ts.)
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { assertError } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { API } from '../../../test/content-factories.ts';
import { startFakeAiServer, sseEvents, type FakeAiServer } from '../../../test/fake-ai-server.ts';
import { call, createOrg, uniq, type TestOrg } from '../../../test/factories.ts';
import {
  createPlayground,
  playgroundUrl,
  setOrgSettings,
  type Playground,
} from '../../../test/playground-factories.ts';
import { RACERS, race } from '../../../test/races.ts';

const KEY = 'the-platform-key-of-the-credit-tests-0123456789';
const PAGE = '<!DOCTYPE html><html><body><h1>Fractions</h1></body></html>';
const OLD = '<p>old</p>';
const BUDGET = 500;

interface Totals {
  ai_credits: number;
  member_seats: number;
  ai_credits_used: number;
  ai_credits_remaining: number | null;
}

describe('playground generation spends the packs’ AI credits', () => {
  let ai: FakeAiServer;
  let t: TestApp;
  before(async () => {
    ai = await startFakeAiServer();
    t = await buildTestApp({
      ai: { baseUrl: ai.baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs: 5000 },
      platformApiKey: KEY,
    });
  });
  after(async () => {
    await t.close();
    await ai.close();
  });
  beforeEach(() => {
    ai.requests = [];
    ai.gate = undefined;
    ai.behaviour = {
      kind: 'stream',
      pieces: ['<!DOCTYPE html><html><body>', '<h1>Fractions</h1>', '</body></html>'],
    };
  });

  async function aiOrg(): Promise<TestOrg> {
    const o = await createOrg(t);
    await setOrgSettings(t, o.org.id, { ai_enabled: true });
    return o;
  }
  const playgroundOf = (o: TestOrg) => createPlayground(t, o, { body: { html_content: OLD } });

  async function activateAiPack(o: TestOrg): Promise<void> {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/internal/packs/${o.org.id}/activate`,
      headers: { 'x-platform-key': KEY },
      payload: { pack_id: 'ai_500', platform_subscription_id: `sub_${uniq()}` },
    });
    assert.equal(response.statusCode, 200, response.body);
  }

  async function totalsOf(o: TestOrg): Promise<Totals> {
    const response = await call(t, 'GET', `${API}/orgs/${o.org.id}/packs`, o.admin.jwt);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ totals: Totals }>().totals;
  }
  const metered = (used: number): Totals => ({
    ai_credits: BUDGET,
    member_seats: 0,
    ai_credits_used: used,
    ai_credits_remaining: BUDGET - used,
  });
  const unmetered: Totals = {
    ai_credits: 0,
    member_seats: 0,
    ai_credits_used: 0,
    ai_credits_remaining: null,
  };

  /** The usage row as stored (undefined while the organization never spent a credit). */
  async function usageRow(o: TestOrg): Promise<number | undefined> {
    const row = await t.services.db
      .selectFrom('ai_credit_usage')
      .select('used')
      .where('org_id', '=', o.org.id)
      .executeTakeFirst();
    return row === undefined ? undefined : Number(row.used);
  }
  async function setUsed(o: TestOrg, used: number): Promise<void> {
    await t.services.db
      .insertInto('ai_credit_usage')
      .values({ org_id: o.org.id, used, update_date: '2026-01-01 00:00:00.000' })
      .onConflict((oc) => oc.column('org_id').doUpdateSet({ used }))
      .execute();
  }

  const generate = (o: TestOrg, p: Playground) =>
    call(t, 'POST', playgroundUrl(p, '/generate'), o.admin.jwt, { prompt: 'A page about fractions' });
  async function pageOf(o: TestOrg, p: Playground): Promise<Playground> {
    return (await call(t, 'GET', playgroundUrl(p), o.admin.jwt)).json<Playground>();
  }
  /** A generation that streamed and saved its page. */
  async function generated(o: TestOrg, p: Playground): Promise<void> {
    const response = await generate(o, p);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(sseEvents(response.body).at(-1)!.event, 'done', response.body);
    assert.equal((await pageOf(o, p)).html_content, PAGE);
  }

  it('without a pack generation works and nothing is counted', async () => {
    const o = await aiOrg();
    const p = await playgroundOf(o);
    await generated(o, p);
    await generated(o, p);
    assert.equal(ai.requests.length, 2);
    assert.deepEqual(await totalsOf(o), unmetered);
    assert.equal(await usageRow(o), undefined, 'no usage row is written');
  });

  it('with an ai_500 pack each saved page spends exactly one credit, of its own organization only', async () => {
    const o = await aiOrg();
    const other = await aiOrg();
    await activateAiPack(o);
    await activateAiPack(other);
    assert.deepEqual(await totalsOf(o), metered(0));
    const p = await playgroundOf(o);
    await generated(o, p);
    assert.deepEqual(await totalsOf(o), metered(1));
    await generated(o, p);
    assert.deepEqual(await totalsOf(o), metered(2));
    assert.deepEqual(await totalsOf(other), metered(0));
  });

  // [what, behaviour, the answer's status, the last event's code (a 502 streams nothing)]
  const failures: [string, FakeAiServer['behaviour'], number, string][] = [
    ['an upstream 500 before the first token', { kind: 'status', status: 500, message: 'boom' }, 502, ''],
    ['a cut connection mid-stream', { kind: 'cut', pieces: ['<html>', '<body>'] }, 200, 'ai_upstream_error'],
    ['an error event mid-stream', { kind: 'error-event', pieces: ['<html>'] }, 200, 'ai_upstream_error'],
  ];
  for (const [what, behaviour, status, code] of failures) {
    it(`${what} spends nothing and changes nothing`, async () => {
      const o = await aiOrg();
      await activateAiPack(o);
      const p = await playgroundOf(o);
      await generated(o, p);
      const before = await pageOf(o, p);
      ai.behaviour = behaviour;
      const response = await generate(o, p);
      if (status === 502) {
        assertError(response, 502, 'ai_upstream_error');
      } else {
        assert.equal(response.statusCode, 200, response.body);
        const events = sseEvents(response.body);
        assert.equal(events[0]!.event, 'delta');
        assert.equal(events.at(-1)!.event, 'error', response.body);
        assert.equal(events.at(-1)!.data.code, code);
        assert.ok(!events.some((e) => e.event === 'done'));
      }
      assert.equal(ai.requests.length, 2, 'the failed generation did ask the AI server');
      assert.deepEqual(await totalsOf(o), metered(1));
      assert.deepEqual(await pageOf(o, p), before);
    });
  }

  it('a spent budget answers 403 ai_credits_exhausted before the AI server is asked; nothing changes', async () => {
    const o = await aiOrg();
    await activateAiPack(o);
    const p = await playgroundOf(o);
    await generated(o, p);
    await setUsed(o, BUDGET);
    const before = await pageOf(o, p);
    ai.requests = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      assertError(await generate(o, p), 403, 'ai_credits_exhausted');
    }
    assert.equal(ai.requests.length, 0, 'the AI server was not asked');
    assert.deepEqual(await totalsOf(o), metered(BUDGET));
    assert.deepEqual(await pageOf(o, p), before);

    // The last credit is still spendable: one more page, then the refusal.
    await setUsed(o, BUDGET - 1);
    await generated(o, p);
    assert.deepEqual(await totalsOf(o), metered(BUDGET));
    assertError(await generate(o, p), 403, 'ai_credits_exhausted');
    assert.equal(ai.requests.length, 1);
  });

  it(`${RACERS} generations racing for the last credit: one page saved, the others an ai_credits_exhausted event`, async () => {
    const o = await aiOrg();
    await activateAiPack(o);
    const playgrounds: Playground[] = [];
    for (let i = 0; i < RACERS; i++) playgrounds.push(await playgroundOf(o));
    await setUsed(o, BUDGET - 1);

    // The AI server answers no one until every racer has asked it, so each one passed the check before
    // streaming (the credit is still there for all of them) and they race where the credit is spent, with
    // the page.
    let open!: () => void;
    ai.gate = new Promise<void>((resolve) => (open = resolve));
    const waitForAll = (async () => {
      while (ai.requests.length < RACERS) await new Promise((resolve) => setTimeout(resolve, 10));
      open();
    })();
    const responses = await race(RACERS, (i) => generate(o, playgrounds[i]!));
    await waitForAll;
    assert.equal(ai.requests.length, RACERS);

    const outcomes = responses.map((r) => {
      assert.equal(r.statusCode, 200, r.body);
      const events = sseEvents(r.body);
      assert.equal(events[0]!.event, 'delta', r.body);
      return events.at(-1)!;
    });
    const winners = outcomes.filter((e) => e.event === 'done');
    assert.equal(winners.length, 1, JSON.stringify(outcomes));
    for (const loser of outcomes.filter((e) => e.event !== 'done')) {
      assert.deepEqual(loser, {
        event: 'error',
        data: {
          detail: `This organization has spent its ${BUDGET} AI credits`,
          code: 'ai_credits_exhausted',
        },
      });
    }
    const pages = await Promise.all(playgrounds.map((p) => pageOf(o, p)));
    const saved = pages.filter((p) => p.html_content === PAGE);
    assert.equal(saved.length, 1, 'exactly one page saved');
    assert.equal(saved[0]!.playground_uuid, winners[0]!.data.playground_uuid);
    assert.equal(pages.filter((p) => p.html_content === OLD).length, RACERS - 1);
    assert.deepEqual(await totalsOf(o), metered(BUDGET));
    assert.equal(await usageRow(o), BUDGET, 'used never passes the budget');

    // And the next one is refused before the AI server is asked.
    ai.gate = undefined;
    ai.requests = [];
    assertError(await generate(o, playgrounds[0]!), 403, 'ai_credits_exhausted');
    assert.equal(ai.requests.length, 0);
  });
  it(`${RACERS} generations racing for the last credit as they come: one page saved, never more spent`, async () => {
    const o = await aiOrg();
    await activateAiPack(o);
    const playgrounds: Playground[] = [];
    for (let i = 0; i < RACERS; i++) playgrounds.push(await playgroundOf(o));
    await setUsed(o, BUDGET - 1);

    // Left to the timing, a racer is refused either before streaming (a winner had already saved when it
    // checked: a 403, the AI server not asked for it) or where the credit is spent (an error event).
    const responses = await race(RACERS, (i) => generate(o, playgrounds[i]!));
    let saved = 0;
    let refusedBefore = 0;
    for (const r of responses) {
      if (r.statusCode === 403) {
        assertError(r, 403, 'ai_credits_exhausted');
        refusedBefore++;
        continue;
      }
      assert.equal(r.statusCode, 200, r.body);
      const last = sseEvents(r.body).at(-1)!;
      if (last.event === 'done') saved++;
      else assert.equal(last.data.code, 'ai_credits_exhausted', r.body);
    }
    assert.equal(saved, 1);
    assert.equal(
      ai.requests.length,
      RACERS - refusedBefore,
      'a racer refused before streaming asked nothing',
    );
    const pages = await Promise.all(playgrounds.map((p) => pageOf(o, p)));
    assert.equal(pages.filter((p) => p.html_content === PAGE).length, 1);
    assert.equal(await usageRow(o), BUDGET);
  });
});

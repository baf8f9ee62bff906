/**
 * AI credits of playground generation [CONTRACT 11]: one credit is spent with the saved page, in its
 * transaction; a failed generation spends none; a spent budget is refused before the AI server is asked.
 * The generation service is built here with a recording budget (the real one is the packs module's).
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { startFakeAiServer, type FakeAiServer } from '../../../test/fake-ai-server.ts';
import { call, createOrg, type TestOrg } from '../../../test/factories.ts';
import {
  createPlayground,
  playgroundUrl,
  setOrgSettings,
  type Playground,
} from '../../../test/playground-factories.ts';
import { ForbiddenError } from '../../platform/http/errors.ts';
import type { Principal } from '../access/index.ts';
import { PlaygroundGenerationService, type GenerationEvent } from './playground-generation.service.ts';

const PAGE = '<!DOCTYPE html><html><body><h1>Fractions</h1></body></html>';
const TIMEOUT_MS = 400;

describe('playground generation and AI credits', () => {
  let ai: FakeAiServer;
  let t: TestApp;
  before(async () => {
    ai = await startFakeAiServer();
    t = await buildTestApp();
  });
  after(async () => {
    await t.close();
    await ai.close();
  });
  beforeEach(() => {
    ai.requests = [];
  });

  async function ready(): Promise<{ o: TestOrg; p: Playground }> {
    const o = await createOrg(t);
    await setOrgSettings(t, o.org.id, { ai_enabled: true });
    const p = await createPlayground(t, o, { body: { html_content: '<p>old</p>' } });
    return { o, p };
  }

  async function pageOf(o: TestOrg, p: Playground): Promise<string> {
    return (await call(t, 'GET', playgroundUrl(p), o.admin.jwt)).json<Playground>().html_content;
  }

  function serviceWith(spend: () => Promise<void>) {
    return new PlaygroundGenerationService({
      db: t.services.db,
      playgrounds: t.services.playgrounds,
      deploymentMode: 'selfhosted',
      ai: { baseUrl: ai.baseUrl, apiKey: undefined, model: 'test-model', timeoutMs: TIMEOUT_MS },
      aiCredits: { spend },
      logError: () => undefined,
    });
  }
  const adminOf = (o: TestOrg): Principal => ({
    kind: 'user',
    via: 'bearer',
    user: {
      id: o.admin.user.id,
      userUuid: o.admin.user.user_uuid,
      email: o.admin.user.email,
      username: o.admin.user.username,
    },
  });
  async function drain(events: AsyncGenerator<GenerationEvent>): Promise<GenerationEvent[]> {
    const all: GenerationEvent[] = [];
    for await (const event of events) all.push(event);
    return all;
  }

  it('a failed generation spends nothing; a saved page spends one credit', async () => {
    const { o, p } = await ready();
    let calls = 0;
    const service = serviceWith(() => {
      calls++;
      return Promise.resolve();
    });
    // Each generation first probes the budget in a transaction rolled back at once (one call, nothing kept).
    ai.behaviour = { kind: 'cut', pieces: ['<html>'] };
    const failed = await drain(await service.start(adminOf(o), p.playground_uuid, 'x'));
    assert.equal(failed.at(-1)!.event, 'error');
    assert.equal(calls, 1, 'the probe only');
    ai.behaviour = { kind: 'stream', pieces: [PAGE] };
    const done = await drain(await service.start(adminOf(o), p.playground_uuid, 'x'));
    assert.equal(done.at(-1)!.event, 'done');
    assert.equal(calls, 3, 'the probe, then the spend with the saved page');
    assert.equal(await pageOf(o, p), PAGE);
  });

  it('a spent budget is refused before the AI server is asked', async () => {
    const { o, p } = await ready();
    const service = serviceWith(() =>
      Promise.reject(new ForbiddenError('No AI credits left', 'ai_credits_exhausted')),
    );
    await assert.rejects(service.start(adminOf(o), p.playground_uuid, 'x'), {
      code: 'ai_credits_exhausted',
    });
    assert.equal(ai.requests.length, 0);
  });

  it('a budget used up during the generation ends the stream with an error, nothing saved', async () => {
    const { o, p } = await ready();
    let calls = 0;
    const service = serviceWith(() =>
      ++calls === 1
        ? Promise.resolve()
        : Promise.reject(new ForbiddenError('No AI credits left', 'ai_credits_exhausted')),
    );
    ai.behaviour = { kind: 'stream', pieces: [PAGE] };
    const events = await drain(await service.start(adminOf(o), p.playground_uuid, 'x'));
    assert.deepEqual(events.at(-1), {
      event: 'error',
      data: { detail: 'No AI credits left', code: 'ai_credits_exhausted' },
    });
    assert.equal(await pageOf(o, p), '<p>old</p>');
  });
});

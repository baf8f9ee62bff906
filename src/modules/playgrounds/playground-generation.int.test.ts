/**
 * Generating a playground's page [CONTRACT 11] against a local OpenAI-compatible server: the page streams as
 * Server-Sent Events and is saved when the server finishes; a failure before the first token is a 502, one
 * after it an `error` event that changes nothing; unset configuration, AI switched off, plan, rights and
 * validation refused first. (AI credits: playground-credits.int.test.ts.)
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { API } from '../../../test/content-factories.ts';
import { startFakeAiServer, sseEvents, type FakeAiServer } from '../../../test/fake-ai-server.ts';
import { addMember, call, createOrg, type TestOrg } from '../../../test/factories.ts';
import {
  createPlayground,
  playgroundUrl,
  setOrgSettings,
  unknownPlayground,
  type Playground,
} from '../../../test/playground-factories.ts';

const PAGE = '<!DOCTYPE html><html><body><h1>Fractions</h1><script>let n = 1;</script></body></html>';
const TIMEOUT_MS = 400;

describe('playground generation', () => {
  let ai: FakeAiServer;
  let t: TestApp;
  before(async () => {
    ai = await startFakeAiServer();
    t = await buildTestApp({
      ai: { baseUrl: ai.baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs: TIMEOUT_MS },
    });
  });
  after(async () => {
    await t.close();
    await ai.close();
  });
  beforeEach(() => {
    ai.requests = [];
  });

  /** An organization with AI on and a playground with a page already. */
  async function ready(): Promise<{ o: TestOrg; p: Playground }> {
    const o = await createOrg(t);
    await setOrgSettings(t, o.org.id, { ai_enabled: true });
    const p = await createPlayground(t, o, {
      body: { description: 'Halves and quarters', html_content: '<p>old</p>' },
    });
    return { o, p };
  }

  const generate = (p: Playground, auth: string | undefined, prompt: unknown = 'A page about fractions') =>
    call(t, 'POST', playgroundUrl(p, '/generate'), auth, { prompt });

  async function pageOf(o: TestOrg, p: Playground): Promise<string> {
    return (await call(t, 'GET', playgroundUrl(p), o.admin.jwt)).json<Playground>().html_content;
  }

  it('streams the page as it is written, then saves it and answers the playground', async () => {
    const { o, p } = await ready();
    const pieces = [
      '<!DOCTYPE html><html><body>',
      '<h1>Fractions</h1>',
      '<script>let n = 1;</script>',
      '</body></html>',
    ];
    ai.behaviour = { kind: 'stream', pieces };
    const response = await generate(p, o.admin.jwt);
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /^text\/event-stream/);
    const events = sseEvents(response.body);
    assert.deepEqual(
      events.slice(0, -1).map((e) => e),
      pieces.map((content) => ({ event: 'delta', data: { content } })),
    );
    const done = events.at(-1)!;
    assert.equal(done.event, 'done');
    assert.equal(done.data.html_content, PAGE);
    assert.equal(done.data.playground_uuid, p.playground_uuid);
    assert.equal(await pageOf(o, p), PAGE);

    const [request] = ai.requests;
    assert.equal(request!.path, '/v1/chat/completions');
    assert.equal(request!.authorization, 'Bearer sk-test');
    assert.equal(request!.body.model, 'test-model');
    assert.equal(request!.body.stream, true);
    assert.equal(request!.body.messages[0]!.role, 'system');
    const asked = request!.body.messages[1]!;
    assert.equal(asked.role, 'user');
    for (const part of ['A page about fractions', p.name, 'Halves and quarters', '<p>old</p>']) {
      assert.ok(asked.content.includes(part), part);
    }
  });

  const fenced: [string, string[]][] = [
    ['```html … ```', ['```html\n', PAGE, '\n```']],
    ['``` … ``` with blank space around', ['\n\n```\n', PAGE, '\n```\n\n']],
    ['```HTML … ```', ['```HTML\n', PAGE, '\n```']],
  ];
  for (const [what, pieces] of fenced) {
    it(`a page wrapped in ${what} is saved without the fence`, async () => {
      const { o, p } = await ready();
      ai.behaviour = { kind: 'stream', pieces };
      const response = await generate(p, o.admin.jwt);
      assert.equal(sseEvents(response.body).at(-1)!.event, 'done', response.body);
      assert.equal(await pageOf(o, p), PAGE);
    });
  }

  it('a fence inside the page is part of it', async () => {
    const { o, p } = await ready();
    const page = '<pre>```js\nlet x;\n```</pre>';
    ai.behaviour = { kind: 'stream', pieces: [page] };
    await generate(p, o.admin.jwt);
    assert.equal(await pageOf(o, p), page);
  });

  it('a finish_reason of stop without [DONE] completes the page', async () => {
    const { o, p } = await ready();
    ai.behaviour = { kind: 'stream', pieces: [PAGE], done: false, finishReason: 'stop' };
    const response = await generate(p, o.admin.jwt);
    assert.equal(sseEvents(response.body).at(-1)!.event, 'done', response.body);
    assert.equal(await pageOf(o, p), PAGE);
  });

  // Failures before the first token: a 502, nothing streamed, nothing changed.
  const beforeFirstToken: [string, FakeAiServer['behaviour'], RegExp][] = [
    ['a 500', { kind: 'status', status: 500, message: 'boom' }, /500.*boom/],
    ['a 401 (a wrong key)', { kind: 'status', status: 401, message: 'Incorrect API key' }, /401.*AI_API_KEY/],
    ['a server that stalls before answering', { kind: 'stall', pieces: [] }, /did not answer/],
    ['a cut before any token', { kind: 'cut', pieces: [] }, /did not answer|broke off|ended/],
    ['an error event before any token', { kind: 'error-event', pieces: [] }, /overloaded/],
    ['a stream with no content', { kind: 'stream', pieces: [] }, /without writing/],
  ];
  for (const [what, behaviour, detail] of beforeFirstToken) {
    it(`${what} before the first token: 502 ai_upstream_error, nothing changed`, async () => {
      const { o, p } = await ready();
      ai.behaviour = behaviour;
      const response = await generate(p, o.admin.jwt);
      assertError(response, 502, 'ai_upstream_error');
      assert.match(response.json<{ detail: string }>().detail, detail);
      assert.equal(await pageOf(o, p), '<p>old</p>');
    });
  }

  // Failures after it: the stream ends with an `error` event, nothing changed.
  const midStream: [string, FakeAiServer['behaviour'], string][] = [
    ['a cut connection', { kind: 'cut', pieces: ['<html>', '<body>'] }, 'ai_upstream_error'],
    ['a server that stalls', { kind: 'stall', pieces: ['<html>', '<body>'] }, 'ai_upstream_error'],
    ['an error event', { kind: 'error-event', pieces: ['<html>'] }, 'ai_upstream_error'],
    ['an end without [DONE]', { kind: 'stream', pieces: ['<html>'], done: false }, 'ai_upstream_error'],
    ['a length limit', { kind: 'stream', pieces: ['<html>'], finishReason: 'length' }, 'ai_upstream_error'],
    ['an empty page', { kind: 'stream', pieces: ['```html\n', '\n```'] }, 'ai_empty_page'],
  ];
  for (const [what, behaviour, code] of midStream) {
    it(`${what} mid-stream: an error event ${code}, nothing changed`, async () => {
      const { o, p } = await ready();
      ai.behaviour = behaviour;
      const started = Date.now();
      const response = await generate(p, o.admin.jwt);
      assert.equal(response.statusCode, 200, response.body);
      const events = sseEvents(response.body);
      assert.equal(events[0]!.event, 'delta');
      const last = events.at(-1)!;
      assert.equal(last.event, 'error', response.body);
      assert.equal(last.data.code, code);
      assert.equal(typeof last.data.detail, 'string');
      assert.ok(!events.some((e) => e.event === 'done'));
      assert.equal(await pageOf(o, p), '<p>old</p>');
      if (behaviour.kind === 'stall')
        assert.ok(Date.now() - started < TIMEOUT_MS * 10, 'the timeout ended it');
    });
  }

  describe('refusals, in order', () => {
    it('422 for a missing, empty or too long prompt, before the playground is looked up', async () => {
      const { o } = await ready();
      const unknown = { playground_uuid: unknownPlayground } as Playground;
      assertInvalid(await call(t, 'POST', playgroundUrl(unknown, '/generate'), o.admin.jwt, {}), [
        'body',
        'prompt',
      ]);
      assertInvalid(await generate(unknown, o.admin.jwt, ''), ['body', 'prompt']);
      assertInvalid(await generate(unknown, o.admin.jwt, 'x'.repeat(4001)), ['body', 'prompt']);
      assertError(await generate(unknown, o.admin.jwt), 404, 'not_found');
      assertError(await generate(unknown, undefined), 401, 'unauthorized');
      assert.equal(ai.requests.length, 0);
    });

    it('editors only: learners 403 missing_right, instructors on what they did not create 403 not_owner', async () => {
      const { o, p } = await ready();
      ai.behaviour = { kind: 'stream', pieces: [PAGE] };
      const learner = await addMember(t, o.org.id, 'learner');
      await call(t, 'PUT', playgroundUrl(p), o.admin.jwt, { published: true, access_type: 'public' });
      assertError(await generate(p, learner.jwt), 403, 'missing_right');
      const instructor = await addMember(t, o.org.id, 'instructor');
      assertError(await generate(p, instructor.jwt), 403, 'not_owner');
      const own = await createPlayground(t, o, { auth: instructor.jwt });
      assert.equal((await generate(own, instructor.jwt)).statusCode, 200);
    });

    it('403 ai_disabled while the organization has AI switched off (the default)', async () => {
      const o = await createOrg(t);
      const p = await createPlayground(t, o);
      assertError(await generate(p, o.admin.jwt), 403, 'ai_disabled');
      await setOrgSettings(t, o.org.id, { ai_enabled: true });
      await setOrgSettings(t, o.org.id, { ai_enabled: false });
      assertError(await generate(p, o.admin.jwt), 403, 'ai_disabled');
      assert.equal(ai.requests.length, 0);
    });

    it('503 ai_not_configured when the server has no AI server', async () => {
      const bare = await buildTestApp();
      try {
        const o = await createOrg(bare);
        await setOrgSettings(bare, o.org.id, { ai_enabled: true });
        const p = await createPlayground(bare, o);
        const response = await call(bare, 'POST', playgroundUrl(p, '/generate'), o.admin.jwt, {
          prompt: 'x',
        });
        assertError(response, 503, 'ai_not_configured');
      } finally {
        await bare.close();
      }
    });
  });

  describe('in saas mode', () => {
    let saas: TestApp;
    before(async () => {
      saas = await buildTestApp({
        deploymentMode: 'saas',
        ai: { baseUrl: ai.baseUrl, apiKey: undefined, model: 'test-model', timeoutMs: TIMEOUT_MS },
      });
    });
    after(() => saas.close());

    // [plan, playgrounds, generation]
    const plans: [string, number, number][] = [
      ['free', 403, 403],
      ['standard', 200, 403],
      ['pro', 200, 200],
      ['enterprise', 200, 200],
    ];
    for (const [plan, playgrounds, generation] of plans) {
      it(`${plan}: playgrounds ${playgrounds}, generation ${generation}`, async () => {
        ai.behaviour = { kind: 'stream', pieces: [PAGE] };
        const o = await createOrg(saas, { plan });
        await setOrgSettings(saas, o.org.id, { ai_enabled: true });
        const created = await call(saas, 'POST', `${API}/playgrounds/?org_id=${o.org.id}`, o.admin.jwt, {
          name: 'x',
        });
        if (playgrounds !== 200) {
          assertError(created, 403, 'plan_required');
          return;
        }
        const p = created.json<Playground>();
        const response = await call(saas, 'POST', playgroundUrl(p, '/generate'), o.admin.jwt, {
          prompt: 'x',
        });
        if (generation === 200) {
          assert.equal(response.statusCode, 200, response.body);
          assert.equal(ai.requests.at(-1)!.authorization, undefined, 'no key configured, none sent');
        } else assertError(response, 403, 'plan_required');
      });
    }
  });
});

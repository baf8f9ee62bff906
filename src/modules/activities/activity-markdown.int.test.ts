/**
 * GET /activities/{uuid}/markdown [SPEC 2.3.2]: the service fetches a markdown activity's source on every read,
 * through the outbound address rules of webhook deliveries (a loopback source is let in by the allow-list, as an
 * operator would), with a timeout, a size cap, text types only and no redirect followed; readers are those who
 * may read the activity.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { assertError } from '../../../test/assertions.ts';
import {
  API,
  createActivity,
  createCustomActivity,
  place,
  type Place,
} from '../../../test/content-factories.ts';
import { addMember, call, createOrg } from '../../../test/factories.ts';

const MARKDOWN = '# Title\n\nSome **bold** text, é.\n';

describe('activities: the markdown of a markdown activity', () => {
  let t: TestApp;
  let source: Server;
  let base: string;
  let hits = 0;
  let p: Place;

  before(async () => {
    source = createServer((request, response) => {
      hits++;
      const send = (status: number, type: string | undefined, body: string | Buffer, headers = {}) => {
        response.writeHead(status, { ...(type && { 'content-type': type }), ...headers });
        response.end(body);
      };
      switch (request.url) {
        case '/doc.md':
          return send(200, 'text/markdown; charset=utf-8', MARKDOWN);
        case '/plain.txt':
          return send(200, 'text/plain', 'plain text');
        case '/big.md':
          return send(200, 'text/markdown', 'x'.repeat(4096));
        case '/image.png':
          return send(200, 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
        case '/untyped':
          return send(200, undefined, 'no type');
        case '/moved':
          return send(302, 'text/plain', '', { location: '/doc.md' });
        case '/missing':
          return send(404, 'text/plain', 'not here');
        case '/slow':
          // Answers long after the service's timeout.
          setTimeout(() => send(200, 'text/markdown', 'late'), 6000).unref();
          return;
        default:
          return send(404, 'text/plain', '');
      }
    });
    await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(source.address() as { port: number }).port}`;
    t = await buildTestApp({
      webhookAllowedCidrs: ['127.0.0.1/32'],
      // A timeout a prompt local source meets even on a loaded machine, well before the late one answers.
      build: { markdown: { timeoutMs: 1500, maxBytes: 1024 } },
    });
    p = await place(t);
  });
  after(async () => {
    await t.close();
    source.closeAllConnections();
    await new Promise((resolve) => source.close(resolve));
  });

  const markdownActivity = (url: string, body: Record<string, unknown> = {}) =>
    createActivity(t, p.o.admin.jwt, {
      name: 'Notes',
      chapter_id: p.chapter.id,
      activity_type: 'TYPE_DYNAMIC',
      activity_sub_type: 'SUBTYPE_DYNAMIC_MARKDOWN',
      content: { markdown_url: url },
      published: true,
      ...body,
    });
  const read = (uuid: string, auth?: string) => call(t, 'GET', `${API}/activities/${uuid}/markdown`, auth);

  it('answers the source text as markdown, never cached, fetched again on every read', async () => {
    const a = await markdownActivity(`${base}/doc.md`);
    const learner = await addMember(t, p.o.org.id, 'learner');
    const before = hits;
    for (const auth of [learner.jwt, undefined]) {
      const res = await read(a.activity_uuid, auth);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.body, MARKDOWN);
      assert.equal(res.headers['content-type'], 'text/markdown; charset=utf-8');
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
    }
    assert.equal(hits - before, 2);
  });

  it('takes any text type (raw files are often text/plain)', async () => {
    const a = await markdownActivity(`${base}/plain.txt`);
    const res = await read(a.activity_uuid, p.o.admin.jwt);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.body, 'plain text');
  });

  it('refuses a private address the allow-list does not name, without connecting', async () => {
    for (const url of ['http://10.1.2.3/doc.md', 'http://192.168.0.1/doc.md', 'http://[::1]/doc.md']) {
      const a = await markdownActivity(url);
      const res = await read(a.activity_uuid, p.o.admin.jwt);
      assertError(res, 502, 'markdown_address_refused');
      assert.match(res.json<{ detail: string }>().detail, /private|loopback/);
    }
  });

  it('refuses a source larger than the cap, one that is not text, and a late one', async () => {
    const cases: [string, string][] = [
      ['/big.md', 'markdown_too_large'],
      ['/image.png', 'markdown_not_text'],
      ['/untyped', 'markdown_not_text'],
      ['/slow', 'markdown_timeout'],
    ];
    for (const [path, code] of cases) {
      const a = await markdownActivity(`${base}${path}`);
      const started = Date.now();
      assertError(await read(a.activity_uuid, p.o.admin.jwt), 502, code);
      // The late one is given up at the timeout, not awaited until it answers.
      assert.ok(Date.now() - started < 4500, `${path} took too long`);
    }
  });

  it('does not follow a redirect, and passes on a failing status as a 502', async () => {
    const moved = await markdownActivity(`${base}/moved`);
    const res = await read(moved.activity_uuid, p.o.admin.jwt);
    assertError(res, 502, 'markdown_source_error');
    assert.match(res.json<{ detail: string }>().detail, /redirected with status 302/);
    const missing = await markdownActivity(`${base}/missing`);
    assertError(await read(missing.activity_uuid, p.o.admin.jwt), 502, 'markdown_source_error');
  });

  it('a source that refuses connections is unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const a = await markdownActivity(`http://127.0.0.1:${port}/doc.md`);
    assertError(await read(a.activity_uuid, p.o.admin.jwt), 502, 'markdown_unreachable');
  });

  it('readers are those who may read the activity; the source is not fetched for the others', async () => {
    const learner = await addMember(t, p.o.org.id, 'learner');
    const outsider = await createOrg(t);
    const unpublished = await markdownActivity(`${base}/doc.md`, { published: false });
    const restricted = await markdownActivity(`${base}/doc.md`, { lock_type: 'restricted' });
    const before = hits;
    assertError(await read(unpublished.activity_uuid, learner.jwt), 403, 'activity_locked');
    assertError(await read(restricted.activity_uuid, learner.jwt), 403, 'activity_locked');
    const anonymous = await read(restricted.activity_uuid);
    assert.equal(
      anonymous.statusCode,
      (await call(t, 'GET', `${API}/activities/${restricted.activity_uuid}`)).statusCode,
    );
    assert.notEqual(anonymous.statusCode, 200);
    const other = await read(unpublished.activity_uuid, outsider.admin.jwt);
    assert.equal(
      other.statusCode,
      (await call(t, 'GET', `${API}/activities/${unpublished.activity_uuid}`, outsider.admin.jwt)).statusCode,
    );
    assert.notEqual(other.statusCode, 200);
    assert.equal(hits, before, 'the source was fetched for a caller who may not read the activity');
    assert.equal((await read(unpublished.activity_uuid, p.o.admin.jwt)).statusCode, 200);
  });

  it('404 for an activity that is not a markdown one, and for an unknown one', async () => {
    const custom = await createCustomActivity(t, p, { published: true });
    assertError(await read(custom.activity_uuid, p.o.admin.jwt), 404, 'not_found');
    assertError(await read('activity_nope', p.o.admin.jwt), 404, 'not_found');
  });
});

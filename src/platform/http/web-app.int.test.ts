/**
 * How the service serves the web app: hashed assets cached for a year and compressed when the browser accepts
 * it, index.html never cached and under a CSP, deep links answered with the app, while the API and the docs
 * keep their JSON 404 and 405 answers.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

describe('the web app as the service serves it', () => {
  let t: TestApp;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lms-web-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  before(async () => {
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><script type="module" src="/assets/app-abc123.js"></script>',
    );
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script);
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dir, 'scorm-bridge.js'), 'window.API = {};');
    t = await buildTestApp({ build: { webDir: dir } });
  });

  after(() => t.close());

  it('serves hashed assets for a year, Brotli to a browser that accepts it, plain otherwise', async () => {
    const br = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers.vary, 'accept-encoding');
    assert.match(String(br.headers['content-type']), /^text\/javascript/);
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), script);
    const plain = await t.app.inject({ url: '/assets/app-abc123.js' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, script);
    const again = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    assert.equal(again.statusCode, 304);
  });

  it('serves the SCORM bridge at its fixed address, checked on each use', async () => {
    const response = await t.app.inject({ url: '/scorm-bridge.js' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, 'window.API = {};');
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.match(String(response.headers['content-type']), /^text\/javascript/);
  });

  it('answers 404 for a file the build did not write, and never reads outside assets/', async () => {
    for (const url of [
      '/assets/nope.js',
      '/assets/..%2Findex.html',
      '/assets/app-abc123.js.br',
      '/assets/',
    ]) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.equal(response.json().code, 'not_found', url);
    }
  });

  it('answers the app, never cached and under its CSP, for / and for any page address a browser asks for', async () => {
    for (const url of ['/', '/courses/course_x', '/admin/webhooks?tab=1']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html,*/*' } });
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /app-abc123\.js/);
      assert.equal(response.headers['cache-control'], 'no-cache');
      assert.match(String(response.headers['content-security-policy']), /script-src 'self'/);
    }
  });

  it('keeps the JSON 404 and 405 of the API, the docs and non-browser requests', async () => {
    const api = await t.app.inject({ url: '/api/v1/nope', headers: { accept: 'text/html' } });
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().code, 'not_found');
    const method = await t.app.inject({ url: '/api/v1/auth/login', headers: { accept: 'text/html' } });
    assert.equal(method.statusCode, 405);
    const page = await t.app.inject({ url: '/courses/x', headers: { accept: 'application/json' } });
    assert.equal(page.statusCode, 404);
    const post = await t.app.inject({ method: 'POST', url: '/courses/x', headers: { accept: 'text/html' } });
    assert.equal(post.statusCode, 404);
  });

  it('says how to build the app when it is not built, instead of a blank page', async () => {
    const bare = await buildTestApp({ build: { webDir: path.join(dir, 'missing') } });
    try {
      const response = await bare.app.inject({ url: '/', headers: { accept: 'text/html' } });
      assert.equal(response.statusCode, 503);
      assert.match(response.body, /npm run build/);
    } finally {
      await bare.close();
    }
  });
});

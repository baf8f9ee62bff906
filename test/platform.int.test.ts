import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from './build-test-app.ts';

describe('platform: health, errors, API docs', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());
  const postJson = (url: string, payload: string) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

  it('answers health with 200 while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok', database: 'ok', version: '0.1.0' });
  });

  it('names every request with an id in X-Request-Id, keeping one a proxy sent', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const second = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-route' });
    assert.match(String(first.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    assert.notEqual(first.headers['x-request-id'], second.headers['x-request-id']);
    const forwarded = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'from-the-proxy-42' },
    });
    assert.equal(forwarded.headers['x-request-id'], 'from-the-proxy-42');
  });

  it('answers 404 in the error shape for unknown paths, with or without credentials', async () => {
    for (const headers of [{}, { authorization: 'Bearer nonsense' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/no/such/thing', headers });
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().code, 'not_found');
      assert.equal(typeof response.json().detail, 'string');
    }
  });

  it('serves an OpenAPI 3.1 document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    assert.equal(response.statusCode, 200);
    const doc = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    assert.equal(doc.openapi, '3.1.0');
    for (const p of [
      '/api/v1/auth/login',
      '/api/v1/users/{org_id}',
      '/api/v1/orgs/{org_id}/api-tokens',
      '/api/v1/admin/{org_slug}/auth/token',
    ]) {
      assert.ok(p in doc.paths, `${p} is documented`);
    }
  });

  it('serves the docs UI at /docs without credentials', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/' });
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /text\/html/);
    assert.match(String(response.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });

  it('serves the UI its files and the generated document, and unknown files as a 404 in the error shape', async () => {
    const css = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-ui.css' });
    assert.equal(css.statusCode, 200);
    assert.match(css.headers['content-type'] as string, /text\/css/);
    assert.ok(css.body.length > 1000);
    const served = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const generated = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    assert.equal(served.statusCode, 200);
    assert.deepEqual(served.json(), generated.json());
    const missing = await t.app.inject({ method: 'GET', url: '/docs/static/no-such-file.js' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().code, 'not_found');
  });

  it('compiles route schemas on first use, and every one of them compiles', async () => {
    // Health has been asked already: its validators and serializer are compiled, the rest wait.
    const waiting = t.compileSchemas();
    assert.ok(waiting > t.routes.length, `${waiting} schemas were waiting for ${t.routes.length} routes`);
    assert.equal(t.compileSchemas(), 0);
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    assert.equal(health.statusCode, 200);
    const invalid = await postJson('/api/v1/auth/verify-email', '{"token": 5}');
    assert.equal(invalid.statusCode, 422);
    assert.equal(invalid.json().code, 'validation_error');
  });

  it('answers 422 in the error shape for malformed JSON', async () => {
    const response = await postJson('/api/v1/auth/verify-email', '{"token": ');
    assert.equal(response.statusCode, 422);
    assert.deepEqual(response.json(), {
      detail: [{ loc: ['body'], msg: 'Body is not valid JSON', type: 'json_invalid' }],
      code: 'validation_error',
    });
  });

  it('answers 503 from health when the database is gone', async () => {
    const t2 = await buildTestApp();
    await t2.services.database.close();
    const response = await t2.app.inject({ method: 'GET', url: '/api/v1/health' });
    assert.equal(response.statusCode, 503);
    assert.equal(response.json().code, 'database_unavailable');
    await t2.app.close().catch(() => undefined);
  });
});

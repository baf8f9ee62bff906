/**
 * The limits every request body meets before any handler runs [CONTRACT 2]: JSON nested past 64 levels is a
 * 422 `too_deep`, a body over 1 MiB a 413, prototype keys a 422; form bodies cannot nest at all.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { buildAssignment } from '../../../test/assignment-factories.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { API } from '../../../test/content-factories.ts';
import { bearer, createOrg, type TestOrg } from '../../../test/factories.ts';
import { MAX_JSON_DEPTH } from './json-depth.ts';

const MiB = 1024 * 1024;

function nested(depth: number, leaf = '1'): string {
  let text = leaf;
  for (let i = 0; i < depth; i++) text = i % 2 === 0 ? `[${text}]` : `{"k":${text}}`;
  return text;
}

const TOO_DEEP = {
  detail: [
    {
      loc: ['body'],
      msg: `JSON may nest at most ${MAX_JSON_DEPTH} arrays or objects deep`,
      type: 'too_deep',
    },
  ],
  code: 'too_deep',
};

describe('request body limits', () => {
  let t: TestApp;
  let o: TestOrg;
  // The internal pack routes exist only with a platform key, and check it before any body is read.
  const platformKey = 'p'.repeat(40);
  before(async () => {
    t = await buildTestApp({ platformApiKey: platformKey });
    o = await createOrg(t);
  });
  after(() => t.close());

  function json(method: string, url: string, payload: string, headers: Record<string, string> = {}) {
    return t.app.inject({
      method: method as 'POST',
      url,
      headers: {
        ...bearer(o.admin.jwt),
        'content-type': 'application/json',
        'x-platform-key': platformKey,
        ...headers,
      },
      payload,
    });
  }

  describe('nesting depth', () => {
    it('refuses JSON nested 65 deep at every route that takes a body, before anything else reads it', async () => {
      const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
      let checked = 0;
      for (const [path, operations] of Object.entries(doc.paths)) {
        for (const method of Object.keys(operations)) {
          if (method === 'get') continue;
          const url = path.replace(/\{[^}]+\}/g, '1');
          const deep = await json(method.toUpperCase(), url, nested(MAX_JSON_DEPTH + 1));
          const label = `${method} ${path}: ${deep.body}`;
          // A route that takes no JSON at all refuses any JSON body the same way, by its type. (The probe is
          // broken JSON, so no handler runs: DELETE /auth/logout would end the session.)
          const probe = await json(method.toUpperCase(), url, '{');
          if (probe.statusCode === 415) {
            assertError(deep, 415, 'unsupported_media_type');
          } else {
            assert.equal(deep.statusCode, 422, label);
            assert.deepEqual(deep.json(), TOO_DEEP, label);
          }
          checked++;
        }
      }
      assert.ok(checked > 50, `only ${checked} routes checked`);
    });

    it('takes a CUSTOM task nested exactly 64 deep and gives it back as sent; 65 is refused', async () => {
      const b = await buildAssignment(t, { p: undefined });
      const url = `${API}/assignments/${b.assignment.assignment_uuid}/tasks`;
      const body = (contents: string) =>
        `{"title":"Deep","description":"d","hint":"","assignment_type":"CUSTOM","contents":${contents}}`;
      // The body object is one level, so contents nested 63 deep make a body of depth 64.
      const contents = `{"k":${nested(MAX_JSON_DEPTH - 2)}}`;
      const accepted = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(b.p.o.admin.jwt), 'content-type': 'application/json' },
        payload: body(contents),
      });
      assert.equal(accepted.statusCode, 200, accepted.body);
      assert.ok(accepted.body.includes(`"contents":${contents}`), accepted.body);
      const refused = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(b.p.o.admin.jwt), 'content-type': 'application/json' },
        payload: body(`[${contents}]`),
      });
      assert.equal(refused.statusCode, 422, refused.body);
      assert.deepEqual(refused.json(), TOO_DEEP);
    });

    it('refuses a body of a hundred thousand brackets at once (never parsed, so nothing overflows)', async () => {
      const response = await json('POST', `${API}/orgs/`, '['.repeat(100_000) + ']'.repeat(100_000));
      assert.deepEqual(response.json(), TOO_DEEP);
    });
  });

  describe('size', () => {
    /** A valid JSON object of exactly `bytes` bytes. */
    function bodyOf(bytes: number): string {
      const frame = '{"name":"","slug":"s"}';
      return frame.replace('""', `"${'n'.repeat(bytes - frame.length)}"`);
    }

    it('reads a JSON body of exactly 1 MiB (its fields are then judged) and refuses one byte more with 413', async () => {
      const limit = await json('POST', `${API}/orgs/`, bodyOf(MiB));
      assertInvalid(limit, ['body', 'name']);
      const over = await json('POST', `${API}/orgs/`, bodyOf(MiB + 1));
      assertError(over, 413, 'payload_too_large');
    });

    it('refuses on a declared Content-Length over the limit', async () => {
      const response = await json('POST', `${API}/orgs/`, '{}', { 'content-length': String(MiB + 1) });
      assertError(response, 413, 'payload_too_large');
    });
  });

  describe('prototype keys', () => {
    const cases: [string, (string | number)[]][] = [
      ['{"__proto__":{"admin":true}}', ['body', '__proto__']],
      ['{"name":"x","a":[{"b":{"__proto__":null}}]}', ['body', 'a', 0, 'b', '__proto__']],
      ['{"\\u005f_proto__":{"admin":true}}', ['body', '__proto__']],
      ['{"constructor":{"prototype":{"polluted":true}}}', ['body', 'constructor']],
      ['[{"c\\u006fnstructor":{"prototype":1}}]', ['body', 0, 'constructor']],
    ];
    for (const [text, loc] of cases) {
      it(`refuses ${text} with a 422 at ${loc.join('.')}`, async () => {
        const response = await json('POST', `${API}/orgs/`, text);
        assertInvalid(response, loc, 'extra_forbidden');
      });
    }

    it('lets a key named constructor without a prototype through to validation', async () => {
      const response = await json('POST', `${API}/orgs/`, '{"constructor":"x"}');
      assertInvalid(response, ['body', 'constructor'], 'extra_forbidden');
      assertInvalid(response, ['body', 'name'], 'missing');
    });
  });

  describe('empty JSON bodies', () => {
    it('is a 422 where the route expects a body', async () => {
      const response = await json('POST', `${API}/orgs/`, '');
      assertInvalid(response, ['body'], 'missing');
    });

    it('is no body at all where the route takes none (a DELETE labelled as JSON)', async () => {
      const response = await json('DELETE', `${API}/courses/course_unknown`, '');
      assertError(response, 404, 'not_found');
    });
  });

  describe('form bodies', () => {
    function login(payload: string): Promise<LightMyRequestResponse> {
      return t.app.inject({
        method: 'POST',
        url: `${API}/auth/login`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    }

    it('never nests: brackets are part of the name, and a repeated name is a flat list', async () => {
      assertInvalid(await login('username[a][b]=x&password=y'), ['body', 'username'], 'missing');
      assertInvalid(await login('username=a&username=b&password=y'), ['body', 'username'], 'type');
    });

    it('is held to the 1 MiB limit too', async () => {
      assertError(await login(`username=${'u'.repeat(MiB)}&password=y`), 413, 'payload_too_large');
    });
  });
});

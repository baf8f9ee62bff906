/**
 * A SCORM activity's package files [CONTRACT 12]: served to the activity's readers only, typed by extension,
 * sandboxed on every answer, ranges honoured, the path confined to the package; and the launch token that
 * stands for the session in the SCO's sandboxed frame.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { API, createCustomActivity, place, type Place } from '../../../test/content-factories.ts';
import { addMember, call, createOrg, type TestUser } from '../../../test/factories.ts';
import { assertError } from '../../../test/assertions.ts';
import { analyzeOk, importScos } from '../../../test/scorm-helpers.ts';
import { VALID_PACKAGES } from '../../../test/scorm-package-catalogue.ts';
import { SECOND } from '../../platform/clock.ts';
import { LAUNCH_TOKEN_TTL_MS, SCO_SANDBOX } from './index.ts';

const RISE = VALID_PACKAGES.find((p) => p.name.startsWith('a Rise-style'))!;
const UNICODE = VALID_PACKAGES.find((p) => p.name.startsWith('Unicode'))!;
const SANDBOX = 'sandbox allow-scripts allow-forms allow-popups allow-modals';

/** A GET whose path goes out byte for byte, as a hostile client would send it. */
function rawGet(url: string, jwt: string): Promise<{ status: number; csp: string | undefined }> {
  const { host, port } = new URL(url);
  const pathStart = url.indexOf('/', url.indexOf('//') + 2);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: host.split(':')[0],
        port,
        path: url.slice(pathStart),
        headers: { authorization: `Bearer ${jwt}` },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            csp: response.headers['content-security-policy'] as string | undefined,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function assertSandboxed(response: LightMyRequestResponse): void {
  assert.equal(
    response.headers['content-security-policy'],
    SANDBOX,
    `${response.statusCode} ${response.body}`,
  );
  assert.equal(response.headers['x-content-type-options'], 'nosniff');
}

describe('SCORM content', () => {
  let t: TestApp;
  let p: Place;
  let learner: TestUser;
  let activityUuid: string;
  let unicodeUuid: string;
  const content = (uuid: string, rest: string) => `${API}/scorm/${uuid}/content/${rest}`;

  async function importPackage(zip: Buffer, identifier: string): Promise<string> {
    const analysis = await analyzeOk(t, p.course.course_uuid, p.o.admin.jwt, zip);
    const response = await importScos(t, p.course.course_uuid, p.o.admin.jwt, {
      package_uuid: analysis.package_uuid,
      scos: [{ identifier, chapter_id: p.chapter.id }],
    });
    const uuid = response.json<{ activities: { activity_uuid: string }[] }>().activities[0]!.activity_uuid;
    // Published, for signed-in readers only: anonymous callers are refused.
    const update = await call(t, 'PUT', `${API}/activities/${uuid}`, p.o.admin.jwt, {
      published: true,
      lock_type: 'authenticated',
    });
    assert.equal(update.statusCode, 200, update.body);
    return uuid;
  }

  before(async () => {
    t = await buildTestApp();
    p = await place(t);
    learner = await addMember(t, p.o.org.id, 'learner');
    activityUuid = await importPackage(await RISE.zip(), 'rise-item');
    unicodeUuid = await importPackage(await UNICODE.zip(), 'uni');
  });
  after(() => t.close());

  it('serves package files to readers, typed by extension, sandboxed, nosniff', async () => {
    assert.equal(SCO_SANDBOX, SANDBOX);
    for (const [rest, type, body] of [
      ['scormdriver/indexAPI.html', 'text/html', /<!doctype html>/],
      ['scormdriver/scormdriver.js', 'text/javascript', /^var API = null;$/],
      ['scormcontent/lib/main.css', 'text/css', /^body\{\}$/],
    ] as const) {
      const response = await call(t, 'GET', content(activityUuid, rest), learner.jwt);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['content-type'], type);
      assert.match(response.body, body);
      assert.match(String(response.headers['content-disposition']), /^inline/);
      assertSandboxed(response);
    }
  });

  it('puts the bridge to the player first in every page of the package, and only in pages', async () => {
    const page = await call(t, 'GET', content(activityUuid, 'scormdriver/indexAPI.html'), learner.jwt);
    const bridge = '<script src="/scorm-bridge.js"></script>';
    assert.equal(page.body.split(bridge).length, 2, 'exactly once');
    const firstScript = page.body.indexOf('<script');
    assert.equal(page.body.indexOf(bridge), firstScript, 'before any script of the package');
    assert.equal(Number(page.headers['content-length']), Buffer.byteLength(page.body));
    const script = await call(t, 'GET', content(activityUuid, 'scormdriver/scormdriver.js'), learner.jwt);
    assert.doesNotMatch(script.body, /scorm-bridge/);
  });

  it('honours ranges', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: content(activityUuid, 'scormdriver/scormdriver.js'),
      headers: { authorization: `Bearer ${learner.jwt}`, range: 'bytes=4-6' },
    });
    assert.equal(response.statusCode, 206);
    assert.equal(response.body, 'API');
    assert.equal(response.headers['content-range'], 'bytes 4-6/15');
    assertSandboxed(response);
  });

  it('finds Unicode and space-holding paths, percent-encoded as the launch path is', async () => {
    const response = await call(
      t,
      'GET',
      content(unicodeUuid, 'le%C3%A7on%20un/d%C3%A9but.html'),
      learner.jwt,
    );
    assert.equal(response.statusCode, 200, response.body);
    assertSandboxed(response);
  });

  it('404 for a missing file, a directory, or any path leaving the package; sandboxed all the same', async () => {
    for (const rest of [
      'nope.html',
      'scormdriver',
      'scormdriver/',
      '..%2F..%2F..%2Factivities',
      'scormdriver%2F..%2F..%2Fx',
      '%2Fetc%2Fpasswd',
      '.%2Fimsmanifest.xml',
      'scormdriver%5C..%5Cimsmanifest.xml',
      'scormdriver//indexAPI.html',
      'a%00b',
      '%252e%252e/imsmanifest.xml',
    ]) {
      const response = await call(t, 'GET', content(activityUuid, rest), learner.jwt);
      assert.equal(response.statusCode, 404, `${rest}: ${response.statusCode} ${response.body}`);
      assertSandboxed(response);
    }
  });

  it('dot segments sent as they are (no client normalising them) never leave the package', async () => {
    // app.inject resolves `..` and `%2e%2e` as a browser would; a raw client sends them to the router.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const rest of [
        '../../../activities',
        '%2e%2e/imsmanifest.xml',
        'scormdriver/%2E%2E/imsmanifest.xml',
        'scormdriver/../imsmanifest.xml',
        './imsmanifest.xml',
        '%2e/imsmanifest.xml',
      ]) {
        const response = await rawGet(`${address}${content(activityUuid, rest)}`, learner.jwt);
        assert.equal(response.status, 404, `${rest}: ${response.status}`);
        // Reached the content route (the router does not resolve dot segments): refused there, sandboxed.
        assert.equal(response.csp, SANDBOX, rest);
      }
    } finally {
      await new Promise<void>((resolve) => t.app.server.close(() => resolve()));
    }
  });

  it('only readers of the activity: not anonymous callers, not another organization', async () => {
    const anonymous = await call(t, 'GET', content(activityUuid, 'scormdriver/indexAPI.html'));
    assert.equal(anonymous.statusCode, 401, anonymous.body);
    assertSandboxed(anonymous);
    const stranger = await createOrg(t);
    const foreign = await call(
      t,
      'GET',
      content(activityUuid, 'scormdriver/indexAPI.html'),
      stranger.admin.jwt,
    );
    assert.ok([403, 404].includes(foreign.statusCode), foreign.body);
    assertSandboxed(foreign);
  });

  it('a non-SCORM activity has no package content', async () => {
    const other = await createCustomActivity(t, p);
    const response = await call(t, 'GET', content(other.activity_uuid, 'index.html'), p.o.admin.jwt);
    assertError(response, 404, 'not_found');
  });

  describe('launch tokens', () => {
    it('a valid token reads without any credential, and relative paths keep it', async () => {
      const { token } = t.services.scormLaunchTokens.mint(learner.user.id, activityUuid);
      assert.match(token, /^[A-Za-z0-9_.-]+$/);
      for (const rest of ['scormdriver/indexAPI.html', 'scormcontent/lib/main.css']) {
        const response = await t.app.inject({
          method: 'GET',
          url: content(activityUuid, `~${token}/${rest}`),
        });
        assert.equal(response.statusCode, 200, response.body);
        assertSandboxed(response);
      }
    });

    it('a forged, foreign or expired token is refused with 403 scorm_launch_invalid', async () => {
      const { token } = t.services.scormLaunchTokens.mint(learner.user.id, activityUuid);
      const [payload, mac] = token.split('.') as [string, string];
      const forgedPayload = Buffer.from(JSON.stringify({ u: p.o.admin.user.id, e: 9_999_999_999 })).toString(
        'base64url',
      );
      const otherActivity = t.services.scormLaunchTokens.mint(learner.user.id, unicodeUuid).token;
      for (const bad of [
        `${forgedPayload}.${mac}`,
        `${payload}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`,
        `${payload}.`,
        'garbage',
        otherActivity,
      ]) {
        const response = await t.app.inject({
          method: 'GET',
          url: content(activityUuid, `~${bad}/scormdriver/indexAPI.html`),
        });
        assertError(response, 403, 'scorm_launch_invalid');
        assertSandboxed(response);
      }
      t.clock.advance(LAUNCH_TOKEN_TTL_MS - SECOND);
      const late = await t.app.inject({
        method: 'GET',
        url: content(activityUuid, `~${token}/scormdriver/indexAPI.html`),
      });
      assert.equal(late.statusCode, 200, 'still valid just before four hours');
      t.clock.advance(2 * SECOND);
      const expired = await t.app.inject({
        method: 'GET',
        url: content(activityUuid, `~${token}/scormdriver/indexAPI.html`),
      });
      assertError(expired, 403, 'scorm_launch_invalid');
    });

    it('a reader who loses access loses the content at once, token or not; a new token cannot be used', async () => {
      const revokedUuid = await importPackage(await RISE.zip(), 'rise-item');
      const { token } = t.services.scormLaunchTokens.mint(learner.user.id, revokedUuid);
      const url = content(revokedUuid, `~${token}/scormdriver/indexAPI.html`);
      assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 200);
      // Restricted to user groups (none linked): the learner no longer reads the activity; the admin still does.
      const update = await call(t, 'PUT', `${API}/activities/${revokedUuid}`, p.o.admin.jwt, {
        lock_type: 'restricted',
      });
      assert.equal(update.statusCode, 200, update.body);
      const refused = await t.app.inject({ method: 'GET', url });
      assert.ok([403, 404].includes(refused.statusCode), refused.body);
      assertSandboxed(refused);
      t.clock.advance(LAUNCH_TOKEN_TTL_MS + SECOND);
      const fresh = t.services.scormLaunchTokens.mint(learner.user.id, revokedUuid).token;
      const stillRefused = await t.app.inject({
        method: 'GET',
        url: content(revokedUuid, `~${fresh}/scormdriver/indexAPI.html`),
      });
      assert.ok([403, 404].includes(stillRefused.statusCode), stillRefused.body);
      const admin = t.services.scormLaunchTokens.mint(p.o.admin.user.id, revokedUuid).token;
      const byAdmin = await t.app.inject({
        method: 'GET',
        url: content(revokedUuid, `~${admin}/scormdriver/indexAPI.html`),
      });
      assert.equal(byAdmin.statusCode, 200, byAdmin.body);
    });
  });
});

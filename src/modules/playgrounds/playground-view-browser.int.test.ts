/**
 * The playground page in a real browser [CONTRACT 11]: Debian's Chromium, headless, driven by playwright-core,
 * signed in to the real app on loopback with the session cookie. The page (a playground open to members) is
 * served to the signed-in viewer, and its script runs, but in an opaque origin: it cannot read the service's
 * cookies, and its calls to the API go without the viewer's session and cannot be read. A page of the service's
 * own origin, in the same browser, does both: the control that shows the checks can fail.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../../test/browser.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { API } from '../../../test/content-factories.ts';
import { call, createOrg, type TestOrg } from '../../../test/factories.ts';
import { createPlayground, playgroundUrl, type Playground } from '../../../test/playground-factories.ts';
import { ACCESS_COOKIE } from '../access/index.ts';

/** A page of the service's origin (answered by the browser itself), the control. */
const TEST_PAGE = '/__playground-test';
/** A cookie of the service's origin that scripts of that origin may read (not HttpOnly). */
const VISIBLE_COOKIE = 'visible_probe=readable';

/**
 * What the playground's script tries, as the page of a playground would: read the cookies, read the signed-in
 * user, react as the viewer (a JSON call with credentials) and make a form post without CORS; the outcome goes
 * into the title.
 */
function probeScript(origin: string, p: Playground): string {
  const me = JSON.stringify(`${origin}${API}/users/me`);
  const react = JSON.stringify(`${origin}${playgroundUrl(p, '/reactions')}`);
  return `(async () => {
    const out = {};
    try { out.cookie = document.cookie; } catch (e) { out.cookie = 'threw ' + e.name; }
    out.origin = window.origin;
    try { out.me = (await fetch(${me}, { credentials: 'include' })).status; } catch (e) { out.me = 'refused'; }
    try {
      const r = await fetch(${react}, { method: 'POST', credentials: 'include',
        headers: { 'content-type': 'application/json' }, body: JSON.stringify({ emoji: '👍' }) });
      out.react = r.status;
    } catch (e) { out.react = 'refused'; }
    try {
      const r = await fetch(${react}, { method: 'POST', credentials: 'include', mode: 'no-cors',
        headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ emoji: '👍' }) });
      out.simple = r.type;
    } catch (e) { out.simple = 'refused'; }
    document.title = 'done ' + JSON.stringify(out);
  })();`;
}

describe('the playground page in Chromium', { timeout: 90_000 }, () => {
  let t: TestApp;
  let o: TestOrg;
  let origin: string;
  let userDataDir: string | undefined;
  let context: BrowserContext | undefined;
  let page: Page;
  /** The Cookie header of every request the browser sent to the API, by path. */
  const sentCookies: { path: string; cookie: string | undefined }[] = [];

  before(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    o = await createOrg(t);
    userDataDir = mkdtempSync(path.join(os.tmpdir(), 'lms-chromium-'));
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
      timeout: 20_000,
    });
    context.setDefaultTimeout(10_000);
    // Signed in as a login leaves the browser: the HttpOnly session cookie; and a cookie scripts may read.
    const [name, value] = VISIBLE_COOKIE.split('=') as [string, string];
    await context.addCookies([
      { name: ACCESS_COOKIE, value: o.admin.jwt, url: origin, httpOnly: true, sameSite: 'Lax' },
      { name, value, url: origin, httpOnly: false, sameSite: 'Lax' },
    ]);
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith(API)) return;
      void request
        .allHeaders()
        .then((headers) => sentCookies.push({ path: url.pathname, cookie: headers.cookie }))
        // Requests still in flight when the browser closes.
        .catch(() => undefined);
    });
    await context.route(`${origin}${TEST_PAGE}`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>test page</title>' }),
    );
    page = context.pages()[0] ?? (await context.newPage());
  });

  after(async () => {
    await context?.close();
    if (userDataDir !== undefined) rmSync(userDataDir, { recursive: true, force: true });
    await t.close();
  });

  async function outcome(): Promise<Record<string, unknown>> {
    await page.waitForFunction('document.title.startsWith("done ")');
    return JSON.parse((await page.title()).slice('done '.length)) as Record<string, unknown>;
  }

  it("control: a page of the service's origin reads the cookie and calls the API as the viewer", async () => {
    const p = await createPlayground(t, o, { published: true });
    await page.goto(`${origin}${TEST_PAGE}`);
    await page.evaluate(probeScript(origin, p));
    const seen = await outcome();
    assert.equal(seen.cookie, VISIBLE_COOKIE);
    assert.equal(seen.origin, origin);
    assert.equal(seen.me, 200);
    assert.equal(seen.react, 200);
    const reactions = await call(t, 'GET', playgroundUrl(p, '/reactions'), o.admin.jwt);
    assert.equal(reactions.json<{ reactions: { count: number }[] }>().reactions[0]?.count, 1);
  });

  it("the playground's script runs in an opaque origin: no cookies, no call as the viewer", async () => {
    const p = await createPlayground(t, o, { published: true });
    const html = `<!DOCTYPE html><html><body><script>${probeScript(origin, p)}</script></body></html>`;
    await call(t, 'PUT', playgroundUrl(p), o.admin.jwt, { html_content: html });
    sentCookies.length = 0;
    // Served to the signed-in viewer: the navigation carries the session (the playground is members-only).
    const response = await page.goto(`${origin}${playgroundUrl(p, '/view')}`);
    assert.equal(response?.status(), 200);
    assert.equal(response?.headers()['content-security-policy'], 'sandbox allow-scripts');
    const seen = await outcome();
    assert.match(String(seen.cookie), /^threw SecurityError$|^$/);
    assert.equal(seen.origin, 'null');
    assert.equal(seen.me, 'refused', 'the answer is unreadable across origins');
    assert.equal(seen.react, 'refused');
    assert.equal(seen.simple, 'opaque');
    await page.waitForTimeout(200);
    // Nothing the page sent carried the viewer's session, and nothing happened as the viewer.
    const fromPage = sentCookies.filter((r) => !r.path.endsWith('/view'));
    assert.ok(fromPage.length > 0, 'the page did send its requests');
    for (const request of fromPage) {
      assert.ok(!(request.cookie ?? '').includes(ACCESS_COOKIE), `${request.path} carried the session`);
    }
    const viewRequest = sentCookies.find((r) => r.path.endsWith('/view'));
    assert.ok((viewRequest?.cookie ?? '').includes(ACCESS_COOKIE), 'the navigation itself was signed in');
    const reactions = await call(t, 'GET', playgroundUrl(p, '/reactions'), o.admin.jwt);
    assert.deepEqual(reactions.json<{ reactions: unknown[] }>().reactions, []);
  });
});

/**
 * The web app in a real browser: Debian's Chromium, headless, driven by playwright-core against the real app
 * listening on loopback (one server and one browser per test file). Pages are audited with axe-core (no serious
 * or critical violation allowed) and photographed into .tmp/screenshots/ (the README shows two of them).
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { PASSWORD } from './factories.ts';

/** The machine has no network: without these Chromium stalls on refused connections to Google's services. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export const SCREENSHOTS = path.join(import.meta.dirname, '..', '.tmp', 'screenshots');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface BrowserRun {
  t: TestApp;
  origin: string;
  context: BrowserContext;
  /** A new tab at the given size (desktop by default); pages of one run share cookies. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

/** Starts the app (or uses the one given) on loopback and a browser with an empty profile. */
export async function startBrowser(options: { t?: TestApp } = {}): Promise<BrowserRun> {
  const t = options.t ?? (await buildTestApp());
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'lms-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 30_000,
    viewport: DESKTOP,
  });
  context.setDefaultTimeout(15_000);
  // A page script that throws fails the test that opened it, not silently.
  const pageErrors: string[] = [];
  context.on('page', (page) => page.on('pageerror', (error) => pageErrors.push(error.message)));
  for (const page of context.pages()) page.on('pageerror', (error) => pageErrors.push(error.message));
  return {
    t,
    origin,
    context,
    async newPage(viewport = DESKTOP) {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      return page;
    },
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
      if (options.t === undefined) await t.close();
      assert.deepEqual(pageErrors, [], 'uncaught errors in the pages');
    },
  };
}

/** Signs in through the sign-in page, as a person would; lands where `next` says (default the catalogue). */
export async function signIn(page: Page, origin: string, email: string, next = '/'): Promise<void> {
  await page.goto(`${origin}/signin?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === next.split('?')[0]);
}

/**
 * Runs axe-core on the page as it stands and fails on any serious or critical violation, naming each rule and
 * the elements it found. Evaluated through the debugging protocol, so the page's own CSP does not stop it.
 */
export async function audit(page: Page, label: string): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate<{ id: string; impact: string; help: string; targets: string[] }[]>(`
    axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    })))`);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(serious, [], `accessibility violations on ${label}`);
}

/** Saves a full-page screenshot as .tmp/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * Evaluates JavaScript source in the open document (awaiting a promise). Source rather than functions: this
 * project's types know Node, not the DOM, and the test runner's transform would reach into the page.
 */
export function inPage<T = unknown>(page: Page, source: string): Promise<T> {
  return page.evaluate<T>(source);
}

/**
 * The web app's frame in Chromium: a signed-out visitor is sent to sign in and back where they were going, the
 * catalogue shows the organization's courses, the navigation follows the role, a failed sign-in shows the
 * service's detail, sign-out returns to the sign-in page; at phone and desktop widths, with no serious
 * accessibility violation.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  audit,
  DESKTOP,
  inPage,
  PHONE,
  screenshot,
  signIn,
  startBrowser,
  type BrowserRun,
} from '../browser.ts';
import { place, type Place } from '../content-factories.ts';
import { addMember, PASSWORD } from '../factories.ts';

describe('web app shell in Chromium', { timeout: 120_000 }, () => {
  let run: BrowserRun;
  let p: Place;

  before(async () => {
    run = await startBrowser();
    p = await place(run.t);
  });

  after(async () => {
    await run.close();
  });

  it('sends a signed-out visitor to sign in, then back to the page they asked for', async () => {
    const page = await run.newPage(PHONE);
    await page.goto(`${run.origin}/`);
    await page.waitForURL((url) => url.pathname === '/signin');
    assert.equal(new URL(page.url()).searchParams.get('next'), '/');
    await audit(page, 'sign-in (phone)');
    await screenshot(page, 'sign-in-phone');
    await page.close();
  });

  it('is used by keyboard alone: the skip link first, the form by Tab and Enter, the navigation by Tab', async () => {
    const page = await run.newPage();
    await page.goto(`${run.origin}/signin`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    // The skip link is the first stop of the page, and takes the keyboard to the content.
    const first = await inPage(
      page,
      `document.querySelector('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])').textContent`,
    );
    assert.equal(first, 'Skip to content');
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    await page.keyboard.press('Enter');
    assert.equal(new URL(page.url()).hash, '#main');
    await page.getByLabel('Email').focus();
    await page.keyboard.type(p.o.admin.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: p.course.name, exact: true }).waitFor();
    // Every control of the header is reached by Tab, with a visible focus.
    const reached: string[] = [];
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      reached.push(await inPage<string>(page, 'document.activeElement.textContent.trim()'));
    }
    for (const name of ['Courses', 'My learning', 'Teach', 'Admin', 'Sign out']) {
      assert.ok(reached.includes(name), `${name} is reached by Tab (reached: ${reached.join(', ')})`);
    }
    const outline = await inPage<string>(page, 'getComputedStyle(document.activeElement).boxShadow');
    assert.notEqual(outline, 'none', 'the focused control shows it');
    await run.context.clearCookies();
    await page.close();
  });

  it('shows the detail of a refused sign-in', async () => {
    const page = await run.newPage();
    await page.goto(`${run.origin}/signin`);
    await page.getByLabel('Email').fill(p.o.admin.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.match((await alert.textContent()) ?? '', /password/i);
    assert.equal(new URL(page.url()).pathname, '/signin');
    await page.close();
  });

  it('shows the catalogue with the admin navigation, at desktop and phone widths', async () => {
    const page = await run.newPage(DESKTOP);
    await signIn(page, run.origin, p.o.admin.email);
    await page.getByRole('link', { name: p.course.name, exact: true }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    assert.equal(await nav.getByRole('link', { name: 'Admin' }).count(), 1);
    assert.equal(await nav.getByRole('link', { name: 'Teach' }).count(), 1);
    await audit(page, 'catalogue (desktop)');
    await page.setViewportSize(PHONE);
    await audit(page, 'catalogue (phone)');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/signin');
    await page.goto(`${run.origin}/`);
    await page.waitForURL((url) => url.pathname === '/signin');
    await page.close();
  });

  it('keeps a learner out of the admin pages and their links', async () => {
    const learner = await addMember(run.t, p.o.org.id, 'learner');
    const page = await run.newPage();
    await run.context.clearCookies();
    await signIn(page, run.origin, learner.email);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Courses' }).waitFor();
    assert.equal(await nav.getByRole('link', { name: 'Admin' }).count(), 0);
    await page.goto(`${run.origin}/admin`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.notEqual(await page.getByRole('heading', { level: 1 }).textContent(), 'Admin');
    await page.close();
  });
});

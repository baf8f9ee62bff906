/**
 * The learner journey in Chromium, from sign-up to certificate: a seeded course (two chapters of pages, one page
 * restricted to a user group, a certificate configured, an announcement) → sign up in the UI → catalogue →
 * course page (the restricted page locked, no link) → enrol → activities marked done through the API as the
 * learner (the activity viewer is another page's job) and the last one on the course page, which shows 100%
 * and the certificate link without a reload → certificate → my learning → the public check, signed out.
 * Every page is audited with axe-core; the main ones at phone width too.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { audit, DESKTOP, inPage, PHONE, screenshot, startBrowser, type BrowserRun } from '../browser.ts';
import { createCertification } from '../certificate-factories.ts';
import {
  API,
  createChapter,
  createCourse,
  createPageActivity,
  type Activity,
  type Course,
} from '../content-factories.ts';
import { call, createOrg, PASSWORD, uniq, type TestOrg } from '../factories.ts';
import { addUsers, createGroup, linkResources, type Usergroup } from '../usergroup-factories.ts';

describe('learner journey in Chromium', { timeout: 120_000 }, () => {
  let run: BrowserRun;
  let o: TestOrg;
  let course: Course;
  let open: Activity[];
  let restricted: Activity;
  let group: Usergroup;
  let page: Page;
  const id = uniq();
  const email = `learner-${id}@example.com`;

  before(async () => {
    run = await startBrowser();
    const { t } = run;
    o = await createOrg(t);
    course = await createCourse(t, o, {
      name: 'Growing Tomatoes',
      published: true,
      public: false,
      fields: {
        description: 'From seed to harvest in one season',
        about: 'Soil, light and water.\nPruning and staking.',
        learnings: JSON.stringify(['Choose a variety', 'Prune side shoots']),
      },
    });
    const first = await createChapter(t, o, course, { name: 'Seeds' });
    const second = await createChapter(t, o, course, { name: 'Plants' });
    open = [
      await createPageActivity(t, { o, chapter: first }, { name: 'Choosing seeds', published: true }),
      await createPageActivity(t, { o, chapter: first }, { name: 'Sowing', published: true }),
      await createPageActivity(t, { o, chapter: second }, { name: 'Watering', published: true }),
    ];
    restricted = await createPageActivity(
      t,
      { o, chapter: second },
      { name: 'Greenhouse secrets', published: true, lock_type: 'restricted' },
    );
    group = await createGroup(t, o, { name: 'Greenhouse club' });
    await linkResources(t, o, group, [restricted.activity_uuid]);
    await createCertification(t, o.admin.jwt, course);
    const update = await call(t, 'POST', `${API}/courses/${course.course_uuid}/updates`, o.admin.jwt, {
      title: 'Welcome, gardeners',
      content: 'The first live session is on Monday.',
    });
    assert.equal(update.statusCode, 200, update.body);
    page = await run.newPage(DESKTOP);
  });

  after(async () => {
    await run.close();
  });

  it('signs up in the UI, is signed in and lands on the catalogue of the organization', async () => {
    await page.goto(`${run.origin}/signup?org=${o.org.slug}`);
    await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
    await page.getByText(`Join ${o.org.name}`).waitFor();
    await audit(page, 'sign-up (desktop)');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Username').fill(`learner_${id}`);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('First name (optional)').fill('Ada');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Courses' }).waitFor();
    await page.getByRole('link', { name: 'Growing Tomatoes' }).waitFor();
    assert.equal(await page.locator('.user-name').textContent(), 'Ada');
    await page.getByText('From seed to harvest in one season').waitFor();
    await audit(page, 'catalogue (desktop)');
    await screenshot(page, 'learner-catalogue');
    await page.setViewportSize(PHONE);
    await audit(page, 'catalogue (phone)');
    await page.setViewportSize(DESKTOP);
  });

  it('shows the course: about, outline in order with the restricted page locked and unlinked, news', async () => {
    await page.getByRole('link', { name: 'Growing Tomatoes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Growing Tomatoes' }).waitFor();
    await page.getByText('Prune side shoots').waitFor();
    const outline = page.getByRole('region', { name: 'Course outline' });
    const rows = outline.getByRole('listitem');
    await rows.first().waitFor();
    const names = await outline.locator('.activity-name > :first-child').allTextContents();
    assert.deepEqual(names, ['Choosing seeds', 'Sowing', 'Watering', 'Greenhouse secrets']);
    for (const activity of open) {
      const link = outline.getByRole('link', { name: activity.name });
      assert.equal(
        await link.getAttribute('href'),
        `/courses/${course.course_uuid}/activities/${activity.activity_uuid}`,
      );
    }
    const locked = rows.filter({ hasText: 'Greenhouse secrets' });
    assert.match((await locked.textContent()) ?? '', /Locked/);
    assert.equal(await locked.getByRole('link').count(), 0);
    await page.getByText('Welcome, gardeners').waitFor();
    await page.getByText('Enrol to keep track').waitFor();
    await audit(page, 'course page, not enrolled (desktop)');
  });

  it('enrols, then shows progress as activities are done, reaching 100% and the certificate without a reload', async () => {
    await page.getByRole('button', { name: 'Enrol' }).click();
    await page.getByRole('button', { name: 'Leave course' }).waitFor();
    await page.getByText('0 of 4 activities done').waitFor();
    // The activity viewer marks activities done; here the learner's own session calls the API for the first three.
    for (const activity of open) {
      const done = await page.request.post(
        `${run.origin}${API}/trail/add_activity/${activity.activity_uuid}`,
      );
      assert.equal(done.status(), 200, await done.text());
    }
    // The instructor lets the learner into the group the last page is restricted to.
    const me = await page.request.get(`${run.origin}${API}/users/me`);
    await addUsers(run.t, o, group, [((await me.json()) as { id: number }).id]);
    await page.reload();
    await page.getByText('3 of 4 activities done').waitFor();
    assert.equal(await page.locator('#course-progress').getAttribute('value'), '75');
    const outline = page.getByRole('region', { name: 'Course outline' });
    await outline.getByRole('link', { name: 'Greenhouse secrets' }).waitFor();
    assert.equal(await outline.getByText('Done', { exact: true }).count(), 3);
    const navigations = await inPage<number>(page, 'performance.getEntriesByType("navigation").length');
    await outline.getByRole('button', { name: /^Mark done\W+Greenhouse secrets$/ }).click();
    await page.getByText('4 of 4 activities done').waitFor();
    assert.equal(await page.locator('#course-progress').getAttribute('value'), '100');
    await page.locator('#course-progress-text').getByText('100%', { exact: true }).waitFor();
    await page.getByText('Course completed').waitFor();
    await page.getByRole('link', { name: 'View your certificate' }).waitFor();
    assert.equal(
      await inPage<number>(page, 'performance.getEntriesByType("navigation").length'),
      navigations,
    );
    await audit(page, 'course page, completed (desktop)');
    await screenshot(page, 'learner-course-page');
    await page.setViewportSize(PHONE);
    await audit(page, 'course page (phone)');
    await page.setViewportSize(DESKTOP);
  });

  let verifyUrl = '';

  it('shows the certificate with who, what and when, and a public check link', async () => {
    await page.getByRole('link', { name: 'View your certificate' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your certificate' }).waitFor();
    await page.getByRole('heading', { name: 'Certified Gardener' }).waitFor();
    const text = (await page.locator('.certificate').textContent()) ?? '';
    assert.match(text, /Ada/);
    assert.match(text, /Growing Tomatoes/);
    assert.match(text, /March 2, 2026|2 March 2026/);
    const link = page.getByRole('link', { name: /\/verify\/cert_/ });
    verifyUrl = (await link.getAttribute('href')) ?? '';
    assert.match(verifyUrl, /^\/verify\/cert_/);
    await audit(page, 'certificate (desktop)');
    await screenshot(page, 'learner-certificate');
    await page.setViewportSize(PHONE);
    await audit(page, 'certificate (phone)');
    await page.setViewportSize(DESKTOP);
  });

  it('lists the course at 100% and the certificate under my learning', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My learning' }).click();
    await page.getByRole('heading', { level: 1, name: 'My learning' }).waitFor();
    await page.getByText('4 of 4 activities done').waitFor();
    assert.equal(await page.locator('#run-0').getAttribute('value'), '100');
    const certificates = page.getByRole('region', { name: 'Certificates' });
    await certificates.getByRole('link', { name: 'Growing Tomatoes' }).waitFor();
    await audit(page, 'my learning (desktop)');
    await page.setViewportSize(PHONE);
    await audit(page, 'my learning (phone)');
    await page.setViewportSize(DESKTOP);
  });

  it('verifies the certificate for anyone, signed out, and says so clearly for an unknown number', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/signin');
    await page.goto(`${run.origin}${verifyUrl}`);
    await page.getByText('This certificate is valid.').waitFor();
    const facts = (await page.locator('.facts').textContent()) ?? '';
    assert.match(facts, new RegExp(`learner_${id}`));
    assert.match(facts, /Growing Tomatoes/);
    assert.equal(new URL(page.url()).pathname, verifyUrl);
    await audit(page, 'certificate check (desktop)');
    await page.setViewportSize(PHONE);
    await audit(page, 'certificate check (phone)');
    await page.setViewportSize(DESKTOP);
    await page.goto(`${run.origin}/verify/cert_00000000000000000000000000000000`);
    await page.getByText(/No certificate has the number/).waitFor();
    await audit(page, 'certificate check, unknown (desktop)');
  });
});

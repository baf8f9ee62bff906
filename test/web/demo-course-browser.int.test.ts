/**
 * The course `lms demo` adds, taken end to end in Chromium by the learner it makes: catalogue, enrolment, the
 * rich page (bold, italic, the `strong`/`em` of older documents), marked done in the viewer, the practice
 * assignment answered and submitted in place and graded at once, the course at 100 % and its certificate,
 * checked publicly while signed out.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../src/demo/demo.ts';
import { DEMO_COURSE, PRACTICE } from '../../src/demo/demo-content.ts';
import { audit, PHONE, screenshot, signIn, startBrowser, type BrowserRun } from '../browser.ts';
import { createOrg, PASSWORD, type TestOrg } from '../factories.ts';

describe('the demo course in Chromium', { timeout: 120_000 }, () => {
  let run: BrowserRun;
  let o: TestOrg;
  const learnerEmail = `demo-learner-${Date.now()}@example.com`;

  before(async () => {
    run = await startBrowser();
    o = await createOrg(run.t);
    const seeded = await seedDemo(run.t.app, run.t.services, {
      orgSlug: o.org.slug,
      adminEmail: o.admin.email,
      learnerEmail,
      learnerPassword: PASSWORD,
    });
    assert.equal(seeded.created, true);
  });

  after(() => run.close());

  it('is taken from the catalogue to the certificate by the learner it adds', async () => {
    const page = await run.newPage();
    await signIn(page, run.origin, learnerEmail);
    await page.getByRole('link', { name: DEMO_COURSE.name }).click();
    await page.getByRole('heading', { level: 1, name: DEMO_COURSE.name }).waitFor();
    await page.getByRole('button', { name: 'Enrol' }).click();
    await page.getByRole('button', { name: 'Leave course' }).waitFor();

    const outline = page.getByRole('region', { name: 'Course outline' });
    await outline.getByRole('link', { name: 'Welcome' }).click();
    const article = page.getByRole('article', { name: 'Welcome' });
    await article.getByRole('heading', { name: 'What you will do' }).waitFor();
    assert.equal(await article.locator('strong', { hasText: 'chapters' }).count(), 1);
    assert.equal(await article.locator('em', { hasText: 'activities' }).count(), 1);
    assert.equal(
      await article.locator('strong', { hasText: /^strong$/ }).count(),
      1,
      '`strong` read as bold',
    );
    assert.equal(await article.locator('em', { hasText: /^em$/ }).count(), 1, '`em` read as italic');
    await audit(page, 'demo page');
    await page.getByRole('button', { name: 'Mark as done' }).click();
    await page.getByRole('button', { name: 'Mark as not done' }).waitFor();

    await page
      .getByRole('navigation', { name: 'Course activities' })
      .getByRole('link', { name: /Next/ })
      .click();
    await page.getByRole('heading', { level: 2, name: PRACTICE.title }).waitFor();
    const task = (title: string) => page.getByRole('listitem', { name: new RegExp(`^\\d+\\. ${title}$`) });
    const save = async (title: string) => {
      await task(title).getByRole('button', { name: 'Save answer' }).click();
      await task(title)
        .getByRole('status')
        .filter({ hasText: /^Saved$/ })
        .waitFor();
    };
    await task('Course parts').getByLabel('Chapters', { exact: true }).check();
    await task('Course parts').getByLabel('Activities', { exact: true }).check();
    await save('Course parts');
    await task('One word').getByRole('textbox').fill('done');
    await save('One word');
    await task('A number').getByRole('textbox').fill('2');
    await save('A number');
    await page.getByRole('button', { name: 'Submit assignment' }).click();
    await page.getByRole('button', { name: 'Yes, submit' }).click();
    await page.getByRole('heading', { name: 'Your grade' }).waitFor();
    await page.setViewportSize(PHONE);
    await audit(page, 'demo practice, graded (phone)');
    await screenshot(page, 'demo-practice-graded');

    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: DEMO_COURSE.name })
      .click();
    await page.getByText('100%').first().waitFor();
    await page.getByRole('link', { name: 'View your certificate' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your certificate' }).waitFor();
    const check = page.getByRole('link', { name: /\/verify\/cert_/ });
    const href = await check.getAttribute('href');
    assert.ok(href !== null);

    await run.context.clearCookies();
    const visitor = await run.newPage();
    await visitor.goto(`${run.origin}${new URL(href, run.origin).pathname}`);
    await visitor.getByText(/valid/i).first().waitFor();
    await visitor.getByText(DEMO_COURSE.name).first().waitFor();
    await visitor.close();
    await page.close();
  });
});

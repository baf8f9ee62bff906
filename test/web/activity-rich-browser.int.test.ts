/**
 * The activity viewer in Chromium, for dynamic pages: every node type of one rich document shown as it must be
 * (bold from `strong`, italic from `em`, headings, lists, highlighted code, table cells, callouts, the image,
 * KaTeX math, a quiz that checks, a flip card flipped by keyboard, an unknown node skipped with the rest shown),
 * the legacy `{blocks}` shape, previous/next, "Mark as done" toggled without a reload, a locked activity's
 * reason; axe audits at desktop and phone widths.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { audit, inPage, PHONE, screenshot, signIn, startBrowser, type BrowserRun } from '../browser.ts';
import {
  API,
  createCustomActivity,
  createImageBlock,
  createPageActivity,
  place,
  type Activity,
  type Block,
  type Place,
} from '../content-factories.ts';
import { addMember, call, type TestUser } from '../factories.ts';
import { richDocument, until } from './activity-documents.ts';

/** The computed style `prop` of the `tag` element of the activity whose text is `text`. */
function styleOf(page: Page, tag: string, text: string, prop: string): Promise<string> {
  return inPage<string>(
    page,
    `getComputedStyle([...document.querySelectorAll('.activity-body ${tag}')].find((e) => e.textContent === ${JSON.stringify(text)})).${prop}`,
  );
}

describe('activity viewer: dynamic pages in Chromium', { timeout: 120_000 }, () => {
  let run: BrowserRun;
  let p: Place;
  let learner: TestUser;
  let rich: Activity;
  let legacy: Activity;
  let locked: Activity;
  let image: Block;

  const href = (a: Activity) => `/courses/${p.course.course_uuid}/activities/${a.activity_uuid}`;
  const put = async (a: Activity, content: unknown) => {
    const res = await call(run.t, 'PUT', `${API}/activities/${a.activity_uuid}`, p.o.admin.jwt, { content });
    assert.equal(res.statusCode, 200, res.body);
  };

  before(async () => {
    run = await startBrowser();
    // No network here: the embedded site answers with a blank page.
    await run.context.route(/^https:\/\/embed\.example\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Widget</title>' }),
    );
    p = await place(run.t);
    learner = await addMember(run.t, p.o.org.id, 'learner');
    rich = await createPageActivity(run.t, p, { name: 'Rich page', published: true });
    image = await createImageBlock(run.t, p.o.admin.jwt, rich.activity_uuid);
    await put(rich, richDocument(image));
    legacy = await createPageActivity(run.t, p, { name: 'Legacy page', published: true });
    const legacyImage = await createImageBlock(run.t, p.o.admin.jwt, legacy.activity_uuid);
    await put(legacy, {
      blocks: [
        {
          block_uuid: legacyImage.block_uuid,
          block_type: 'BLOCK_IMAGE',
          content: { file_id: legacyImage.content.file_id, file_format: 'png' },
        },
      ],
    });
    locked = await createCustomActivity(run.t, p, {
      name: 'Hidden',
      published: true,
      lock_type: 'restricted',
    });
    const page = await run.newPage();
    await signIn(page, run.origin, learner.email);
    await page.close();
  });

  after(async () => {
    await run.close();
  });

  const open = async (a: Activity, viewport?: { width: number; height: number }): Promise<Page> => {
    const page = await run.newPage(viewport);
    await page.goto(`${run.origin}${href(a)}`);
    await page.getByRole('heading', { level: 1, name: a.name }).waitFor();
    return page;
  };

  it('renders every node type of the rich document', async () => {
    const page = await open(rich);
    const body = page.locator('.activity-body');
    // Marks: strong → bold, em → italic, as elements and as the browser computes them.
    assert.ok(Number(await styleOf(page, 'strong', 'Strong words', 'fontWeight')) >= 600);
    assert.equal(await styleOf(page, 'em', 'leaning words', 'fontStyle'), 'italic');
    assert.equal(await body.locator('strong', { hasText: 'bold words' }).count(), 1);
    assert.equal(await body.locator('code', { hasText: 'inline code' }).count(), 1);
    assert.equal(
      await page.getByRole('link', { name: 'a safe link' }).getAttribute('href'),
      'https://example.org/x',
    );
    assert.equal(await page.getByRole('link', { name: 'a script link' }).count(), 0);
    // Headings start at h2 under the page's h1, in order.
    assert.equal(await page.getByRole('heading', { level: 2, name: 'Intro heading' }).count(), 1);
    assert.equal(await page.getByRole('heading', { level: 3, name: 'Second heading' }).count(), 1);
    // Lists, the ordered one starting at 3.
    await page.getByRole('listitem').filter({ hasText: 'Second bullet' }).waitFor();
    assert.equal(await body.locator('ol').first().getAttribute('start'), '3');
    // Code highlighted by highlight.js (loaded on demand).
    await body.locator('.code-block code span.hljs-keyword').first().waitFor();
    assert.match((await body.locator('.code-block code').textContent()) ?? '', /def greet\(name\)/);
    // Table cells with their header and the spanning cell.
    assert.equal(await page.getByRole('columnheader', { name: 'Score' }).count(), 1);
    assert.equal(await page.getByRole('cell', { name: 'Ada' }).count(), 1);
    assert.equal(await page.getByRole('cell', { name: 'Both columns' }).getAttribute('colspan'), '2');
    // Callouts with a text label.
    assert.match((await page.getByRole('note', { name: 'Note' }).textContent()) ?? '', /Remember this/);
    assert.match((await page.getByRole('note', { name: 'Warning' }).textContent()) ?? '', /Careful here/);
    // The image from its block's file route, loaded (the session cookie opens it).
    const img = page.getByRole('img', { name: 'A tiny picture' });
    assert.equal(await img.getAttribute('src'), `/api/v1/blocks/${image.block_uuid}/file`);
    await until(page, `document.querySelector('img[alt="A tiny picture"]').naturalWidth > 0`);
    // Math rendered by KaTeX.
    await body.locator('.math-block .katex').waitFor();
    // The embed in a sandboxed frame; web preview, button and badge.
    const sandbox = await body.locator('.embed-frame iframe').getAttribute('sandbox');
    assert.equal(sandbox, 'allow-scripts allow-same-origin allow-popups allow-forms allow-presentation');
    assert.equal(await page.getByRole('link', { name: 'An article' }).count(), 1);
    assert.equal(await page.getByRole('link', { name: 'Visit the docs' }).count(), 1);
    assert.equal(await body.locator('.badge', { hasText: 'New' }).count(), 1);
    assert.equal(await body.getByText('Ada Lovelace').count(), 1);
    // The unknown node is skipped, and so is the malformed quiz; what follows is shown.
    assert.equal(await body.getByText('Hidden text of an unknown node').count(), 0);
    await body.getByText('After the unknown node').waitFor();
    await audit(page, 'rich page (desktop)');
    await screenshot(page, 'activity-rich-text');
    await page.setViewportSize(PHONE);
    await audit(page, 'rich page (phone)');
    await page.close();
  });

  it('checks quiz answers, flips the card by keyboard and steps through the scenario', async () => {
    const page = await open(rich);
    await page.getByRole('radio', { name: 'Three' }).check();
    await page.getByRole('button', { name: 'Check answers' }).click();
    await page.getByText('✗ Not quite').waitFor();
    await page.getByText('0 of 1 right').waitFor();
    await page.getByRole('radio', { name: 'Four' }).check();
    await page.getByRole('button', { name: 'Check answers' }).click();
    await page.getByText('✓ Right').waitFor();
    await page.getByText('1 of 1 right').waitFor();

    const card = page.getByRole('button', { name: /Capital of France\?/ });
    await card.focus();
    await page.keyboard.press('Enter');
    const flipped = page.getByRole('button', { name: /Paris/ });
    await flipped.waitFor();
    assert.equal(await flipped.getAttribute('aria-pressed'), 'true');
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: /Capital of France\?/ }).waitFor();

    await page.getByRole('button', { name: 'Go left' }).click();
    await page.getByText('You found the river.').waitFor();
    await page.close();
  });

  it('renders the legacy blocks shape, and leads to the previous and next activity', async () => {
    const page = await open(rich);
    await page
      .getByRole('navigation', { name: 'Course activities' })
      .getByRole('link', { name: /Legacy page/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Legacy page' }).waitFor();
    await until(page, `[...document.querySelectorAll('.activity-body img')].some((i) => i.naturalWidth > 0)`);
    const src = await page.locator('.activity-body img').getAttribute('src');
    assert.match(src ?? '', /^\/api\/v1\/blocks\/.+\/file$/);
    const back = page
      .getByRole('navigation', { name: 'Course activities' })
      .getByRole('link', { name: /Rich page/ });
    assert.equal(await back.getAttribute('href'), href(rich));
    assert.equal(
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: p.course.name, exact: true })
        .count(),
      1,
    );
    await audit(page, 'legacy page (desktop)');
    await page.close();
  });

  it('marks the activity done and not done, without a reload', async () => {
    const page = await open(rich);
    await inPage(page, 'window.__sameDocument = true');
    await page.getByRole('button', { name: 'Mark as done' }).click();
    await page.getByRole('button', { name: 'Mark as not done' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Done' }).waitFor();
    const trail = await call(run.t, 'GET', `${API}/trail/org/${p.o.org.id}/trail`, learner.jwt);
    const steps = trail.json<{ runs: { steps: { activity_uuid: string; complete: boolean }[] }[] }>().runs[0]!
      .steps;
    assert.ok(steps.some((s) => s.activity_uuid === rich.activity_uuid && s.complete));
    await page.getByRole('button', { name: 'Mark as not done' }).click();
    await page.getByRole('button', { name: 'Mark as done' }).waitFor();
    assert.equal(await inPage(page, 'window.__sameDocument'), true);
    await page.close();
  });

  it("shows the service's reason for an activity the learner may not open", async () => {
    const expected = await call(run.t, 'GET', `${API}/activities/${locked.activity_uuid}`, learner.jwt);
    assert.equal(expected.statusCode, 403);
    const page = await run.newPage();
    await page.goto(`${run.origin}${href(locked)}`);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.match((await alert.textContent()) ?? '', new RegExp(expected.json<{ detail: string }>().detail));
    await audit(page, 'locked activity (desktop)');
    await page.close();
  });
});

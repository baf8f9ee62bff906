/**
 * The activity viewer in Chromium for the other sub-types: markdown fetched through the service from a local
 * server (let in by the allow-list, as an operator would) and sanitised (its script never runs), an embed's
 * sandboxed frame, a hosted video starting at `startTime`, muted and autoplaying (a real 6 s WebM), YouTube and
 * Vimeo players carrying the options (their sites intercepted with a blank page), a PDF inline, custom content's
 * note and the assignment's place; each audited with axe.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { buildTestApp } from '../build-test-app.ts';
import { buildAssignment } from '../assignment-factories.ts';
import { audit, inPage, screenshot, signIn, startBrowser, type BrowserRun } from '../browser.ts';
import {
  API,
  createActivity,
  createCustomActivity,
  place,
  uploadActivity,
  videoFile,
  type Activity,
  type Place,
} from '../content-factories.ts';
import { addMember, call } from '../factories.ts';
import { until } from './activity-documents.ts';

const CLIP = readFileSync(path.join(import.meta.dirname, '../fixtures/clip-6s.webm'));
const MARKDOWN = [
  '# Notes title',
  '',
  'Some *slanted* and **heavy** text.',
  '',
  '- item one',
  '- item two',
  '',
  '<script>window.__pwned = 1</script>',
  '',
  '<img src="/nothing" alt="" onerror="window.__pwned = 2">',
  '',
].join('\n');

describe('activity viewer: media and other sub-types in Chromium', { timeout: 120_000 }, () => {
  let run: BrowserRun;
  let source: Server;
  let p: Place;
  const frames: string[] = [];

  before(async () => {
    source = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/markdown; charset=utf-8' });
      response.end(MARKDOWN);
    });
    await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
    run = await startBrowser({ t: await buildTestApp({ webhookAllowedCidrs: ['127.0.0.1/32'] }) });
    // No remote site is loaded: the players' and the embed's addresses answer with a blank page.
    await run.context.route(
      /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|embed\.example)\//,
      (route) => {
        frames.push(route.request().url());
        return route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>Player</title>',
        });
      },
    );
    p = await place(run.t);
    const learner = await addMember(run.t, p.o.org.id, 'learner');
    const page = await run.newPage();
    await signIn(page, run.origin, learner.email);
    await page.close();
  });

  after(async () => {
    await run.close();
    await run.t.close();
    source.closeAllConnections();
    await new Promise((resolve) => source.close(resolve));
  });

  const dynamic = (name: string, subType: string, content: Record<string, unknown>) =>
    createActivity(run.t, p.o.admin.jwt, {
      name,
      chapter_id: p.chapter.id,
      activity_type: 'TYPE_DYNAMIC',
      activity_sub_type: subType,
      content,
      published: true,
    });
  const publish = async (a: Activity) => {
    const res = await call(run.t, 'PUT', `${API}/activities/${a.activity_uuid}`, p.o.admin.jwt, {
      published: true,
    });
    assert.equal(res.statusCode, 200, res.body);
  };
  const externalVideo = async (name: string, uri: string, type: string, details: Record<string, unknown>) => {
    const res = await call(run.t, 'POST', `${API}/activities/external_video`, p.o.admin.jwt, {
      name,
      uri,
      type,
      chapter_id: String(p.chapter.id),
      details: JSON.stringify(details),
    });
    assert.equal(res.statusCode, 200, res.body);
    const a = res.json<Activity>();
    await publish(a);
    return a;
  };
  const open = async (a: Activity): Promise<Page> => {
    const page = await run.newPage();
    await page.goto(`${run.origin}/courses/${p.course.course_uuid}/activities/${a.activity_uuid}`);
    await page.getByRole('heading', { level: 1, name: a.name }).waitFor();
    return page;
  };

  it('renders markdown fetched through the service, sanitised: its script never runs', async () => {
    const port = (source.address() as { port: number }).port;
    const a = await dynamic('Markdown notes', 'SUBTYPE_DYNAMIC_MARKDOWN', {
      markdown_url: `http://127.0.0.1:${port}/notes.md`,
    });
    const page = await open(a);
    await page.getByRole('heading', { level: 2, name: 'Notes title' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'item two' }).waitFor();
    assert.equal(await page.locator('.markdown-body em', { hasText: 'slanted' }).count(), 1);
    assert.equal(await page.locator('.markdown-body strong', { hasText: 'heavy' }).count(), 1);
    assert.equal(await page.locator('.markdown-body script').count(), 0);
    assert.equal(await page.locator('.markdown-body [onerror]').count(), 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(await inPage(page, 'window.__pwned'), undefined);
    await audit(page, 'markdown activity');
    await page.close();
  });

  it('shows an embed in a sandboxed frame', async () => {
    const a = await dynamic('Widget', 'SUBTYPE_DYNAMIC_EMBED', { embed_url: 'https://embed.example/app' });
    const page = await open(a);
    const frame = page.locator('iframe[title="Widget"]');
    assert.equal(
      await frame.getAttribute('sandbox'),
      'allow-scripts allow-same-origin allow-popups allow-forms allow-presentation',
    );
    assert.equal(await frame.getAttribute('src'), 'https://embed.example/app');
    assert.equal(await frame.getAttribute('loading'), 'lazy');
    assert.ok((await frame.getAttribute('referrerpolicy')) !== null);
    await audit(page, 'embed activity');
    await page.close();
  });

  it('plays a hosted video from its startTime, muted and autoplaying, and pauses at endTime', async () => {
    const a = await uploadActivity(run.t, p.o.admin.jwt, 'video', {
      chapterId: p.chapter.id,
      name: 'Hosted clip',
      details: { startTime: 2, endTime: 3.5, autoplay: true, muted: true },
      file: videoFile(CLIP, 'clip.webm'),
    });
    await publish(a);
    const page = await open(a);
    const video = page.locator('video.activity-video');
    assert.equal(await video.getAttribute('autoplay'), '');
    assert.equal(await video.getAttribute('muted'), '');
    await until(page, `document.querySelector('video.activity-video').readyState >= 1`);
    const start = await inPage<number>(page, `document.querySelector('video.activity-video').currentTime`);
    assert.ok(start >= 1.9 && start <= 3.6, `currentTime ${start}`);
    assert.equal(await inPage(page, `document.querySelector('video.activity-video').muted`), true);
    // Autoplay (muted) runs to endTime and stops there.
    await until(
      page,
      `document.querySelector('video.activity-video').paused && document.querySelector('video.activity-video').currentTime >= 3.4`,
    );
    const end = await inPage<number>(page, `document.querySelector('video.activity-video').currentTime`);
    assert.ok(end < 4, `stopped at ${end}`);
    await audit(page, 'hosted video');
    await screenshot(page, 'activity-video');
    await page.close();
  });

  it('builds the YouTube and Vimeo players with the start, end, autoplay and mute options', async () => {
    const yt = await externalVideo('Tube talk', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', {
      startTime: 30,
      endTime: 60,
      autoplay: true,
      muted: true,
    });
    let page = await open(yt);
    const ytSrc = new URL((await page.locator('iframe').getAttribute('src')) ?? '');
    assert.equal(ytSrc.origin + ytSrc.pathname, 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    for (const [key, value] of [
      ['start', '30'],
      ['end', '60'],
      ['autoplay', '1'],
      ['mute', '1'],
    ])
      assert.equal(ytSrc.searchParams.get(key!), value, key);
    await audit(page, 'YouTube video');
    await page.close();

    const vm = await externalVideo('Vimeo talk', 'https://vimeo.com/76979871', 'vimeo', {
      startTime: 15,
      autoplay: true,
      muted: true,
    });
    page = await open(vm);
    const vmSrc = new URL((await page.locator('iframe').getAttribute('src')) ?? '');
    assert.equal(vmSrc.origin + vmSrc.pathname, 'https://player.vimeo.com/video/76979871');
    assert.equal(vmSrc.searchParams.get('autoplay'), '1');
    assert.equal(vmSrc.searchParams.get('muted'), '1');
    assert.equal(vmSrc.hash, '#t=15s');
    await page.close();
    assert.ok(frames.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/')));
  });

  it('shows a PDF inline with a download link; custom content and an assignment get their place', async () => {
    const pdf = await uploadActivity(run.t, p.o.admin.jwt, 'documentpdf', {
      chapterId: p.chapter.id,
      name: 'Handout',
    });
    await publish(pdf);
    let page = await open(pdf);
    const fileUrl = `/api/v1/activities/${pdf.activity_uuid}/file`;
    assert.equal(await page.locator('iframe[title="Handout (PDF)"]').getAttribute('src'), fileUrl);
    assert.equal(await page.getByRole('link', { name: 'Download the PDF' }).getAttribute('href'), fileUrl);
    await audit(page, 'PDF activity');
    await page.close();

    const custom = await createCustomActivity(run.t, p, {
      name: 'Custom thing',
      published: true,
      content: { x: 1 },
    });
    page = await open(custom);
    await page.getByText('This activity has content this viewer cannot show').waitFor();
    await audit(page, 'custom activity');
    await page.close();

    // An assignment's activity shows the assignment itself, answered in place (pages/assignments/).
    const { shell } = await buildAssignment(run.t, {
      p,
      shellFields: { name: 'Homework' },
      fields: { title: 'Homework', description: 'Do the tasks', published: true },
    });
    page = await open(shell);
    const region = page.getByRole('region', { name: 'Assignment' });
    await region.getByRole('heading', { level: 2, name: 'Homework' }).waitFor();
    await page.close();
  });
});

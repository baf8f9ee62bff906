/**
 * Served files in a real browser [CONTRACT 5]: Debian's Chromium, headless, driven by playwright-core, signed
 * in to the real app listening on loopback. A polyglot (a GIF, and a PDF, whose bytes are also an HTML page
 * with a script) opened directly never runs as a page of the service's origin, nor from a `<script src>`;
 * images, audio, video and PDFs still display, and documents are downloaded. The headers themselves, route by
 * route, are test/served-files.int.test.ts's.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from './browser.ts';
import { ACCESS_COOKIE } from '../src/modules/access/auth-hooks.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { API, place, type Place } from './content-factories.ts';
import { SAMPLE_FILES } from './multipart.ts';
import { uploadServed } from './served-files.ts';

/** Where a script of a polyglot reports that it ran; the service has no such route, the browser still asks. */
const MARKER = '/__polyglot-ran';
/** A page of the service's origin for the embedding tests, answered by the browser itself. */
const TEST_PAGE = '/__served-files-test';

/** What a polyglot's HTML runs: it renames the page, reports, and reads the signed-in user. */
const PAGE_SCRIPT =
  `document.title='ran';new Image().src='${MARKER}?html';` +
  `fetch('${API}/users/me').then(function(r){new Image().src='${MARKER}?me='+r.status})`;

/** Valid GIF magic for file-type, an HTML page when read as HTML, and a script when run as one. */
const POLYGLOT_GIF = Buffer.from(
  `GIF89a=1;/*<html><body><script>${PAGE_SCRIPT}</script></body></html>*/` +
    `window.ranAsScript=1;new Image().src='${MARKER}?script';\n`,
  'latin1',
);

/** The sample PDF with an HTML page in a comment line right after its header, where sniffers look. */
const POLYGLOT_PDF = Buffer.concat([
  Buffer.from(`%PDF-1.4\n%<html><body><script>${PAGE_SCRIPT}</script></body></html>\n`, 'latin1'),
  SAMPLE_FILES.pdf.subarray(SAMPLE_FILES.pdf.indexOf(0x0a) + 1),
]);

describe('served files in Chromium', { timeout: 60_000 }, () => {
  let t: TestApp;
  let p: Place;
  let origin: string;
  let userDataDir: string | undefined;
  let context: BrowserContext | undefined;
  let page: Page;
  /** Every request the browser made to the marker. */
  const markerHits: string[] = [];

  before(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    p = await place(t);
    userDataDir = mkdtempSync(path.join(os.tmpdir(), 'lms-chromium-'));
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
      timeout: 20_000,
    });
    context.setDefaultTimeout(10_000);
    // Signed in as the session cookie a login sets: HttpOnly, so only the browser itself can send it.
    await context.addCookies([
      { name: ACCESS_COOKIE, value: p.o.admin.jwt, url: origin, httpOnly: true, sameSite: 'Lax' },
    ]);
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === MARKER) markerHits.push(request.url());
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

  /** Opens a served file as a tab would; its response. */
  async function open(url: string) {
    const response = await page.goto(`${origin}${url}`);
    assert.ok(response !== null);
    return response;
  }

  /**
   * Evaluates JavaScript source in the open document (awaiting a promise). Source rather than functions: this
   * project's types know Node, not the DOM, and the test runner's transform would reach into the page.
   */
  function inPage<T = unknown>(source: string): Promise<T> {
    return page.evaluate<T>(source);
  }

  /** The signed-in user's read, as a script of the open document would make it: its status, or `refused`. */
  function readMe(): Promise<number | string> {
    return inPage(
      `fetch(${JSON.stringify(`${origin}${API}/users/me`)}).then((r) => r.status, () => 'refused')`,
    );
  }

  it('the browser is signed in: a page of the origin reads the user', async () => {
    await open(TEST_PAGE);
    assert.equal(await readMe(), 200);
  });

  it('a GIF that is also an HTML page, opened directly: an image in an opaque origin, its script never runs', async () => {
    const url = await uploadServed(t, p, 'image block', POLYGLOT_GIF, 'polyglot.gif');
    const response = await open(url);
    assert.equal(response.status(), 200);
    assert.equal(response.headers()['content-type'], 'image/gif');
    assert.notEqual(await page.title(), 'ran');
    // Were anything to run in it, it would be in no origin: nothing it asks is sent as the signed-in user.
    assert.equal(await inPage('window.origin'), 'null');
    assert.equal(await readMe(), 'refused');
    await page.waitForTimeout(200);
    assert.deepEqual(markerHits, []);
  });

  it('a PDF that is also an HTML page, opened directly: the PDF viewer, no script of it runs', async () => {
    const url = await uploadServed(t, p, 'PDF block', POLYGLOT_PDF, 'polyglot.pdf');
    const response = await open(url);
    assert.equal(response.status(), 200);
    assert.equal(response.headers()['content-type'], 'application/pdf');
    assert.notEqual(await page.title(), 'ran');
    await page.waitForTimeout(200);
    assert.deepEqual(markerHits, []);
  });

  it('the polyglot GIF as a <script src> on a page of the origin: refused as not JavaScript', async () => {
    const url = await uploadServed(t, p, 'image block', POLYGLOT_GIF, 'polyglot.gif');
    await open(TEST_PAGE);
    const outcome = await inPage(`new Promise((resolve) => {
      const script = document.createElement('script');
      script.onload = () => resolve('loaded');
      script.onerror = () => resolve('refused');
      script.src = ${JSON.stringify(url)};
      document.head.append(script);
    })`);
    assert.equal(outcome, 'refused');
    assert.equal(await inPage('window.ranAsScript'), undefined);
    assert.deepEqual(markerHits, []);
  });

  it('an image, an audio and a video embedded in a page of the origin still load', async () => {
    const image = await uploadServed(t, p, 'image block', SAMPLE_FILES.png, 'pixel.png');
    const audio = await uploadServed(t, p, 'audio block', SAMPLE_FILES.wav, 'silence.wav');
    await open(TEST_PAGE);
    const video = await uploadServed(t, p, 'video block', await recordWebm(page), 'clip.webm');
    // Each element settles on its event or an error, or gives up: a stuck one fails the test, not hangs it.
    const loaded = await inPage<{
      naturalWidth: unknown;
      duration: unknown;
      videoWidth: unknown;
    }>(`(async () => {
      const img = document.createElement('img');
      const aud = document.createElement('audio');
      const vid = document.createElement('video');
      const waits = [
        [img, 'load', () => img.naturalWidth],
        [aud, 'loadedmetadata', () => aud.duration],
        [vid, 'loadedmetadata', () => vid.videoWidth],
      ];
      const results = Promise.all(
        waits.map(([element, event, read]) => new Promise((resolve) => {
          element.addEventListener(event, () => resolve(read()));
          element.addEventListener('error', () => resolve('error'));
          setTimeout(() => resolve('timeout'), 5000);
        })),
      );
      aud.preload = vid.preload = 'metadata';
      img.src = ${JSON.stringify(image)};
      aud.src = ${JSON.stringify(audio)};
      vid.src = ${JSON.stringify(video)};
      document.body.append(img, aud, vid);
      const [naturalWidth, duration, videoWidth] = await results;
      return { naturalWidth, duration, videoWidth };
    })()`);
    assert.equal(loaded.naturalWidth, 1, 'the PNG is decoded');
    assert.ok(
      typeof loaded.duration === 'number' && loaded.duration > 0,
      `audio: ${String(loaded.duration)}`,
    );
    assert.equal(loaded.videoWidth, 16, 'the video is decoded');
  });

  it('a PDF opened directly is shown, not downloaded; a Word document is downloaded', async () => {
    const pdf = await uploadServed(t, p, 'PDF activity', SAMPLE_FILES.pdf, 'notes.pdf');
    const response = await open(pdf);
    assert.equal(response.status(), 200);
    assert.equal(response.headers()['content-type'], 'application/pdf');

    const docx = await uploadServed(t, p, 'task reference file', SAMPLE_FILES.docx, 'notes.docx');
    const [download, navigation] = await Promise.all([
      page.waitForEvent('download'),
      page.goto(`${origin}${docx}`).then(
        () => 'shown',
        (error: Error) => error.message,
      ),
    ]);
    assert.match(navigation, /Download is starting/);
    assert.equal(download.url(), `${origin}${docx}`);
  });
});

/**
 * A real WebM of a few 16×16 frames, recorded by the browser from a canvas: small media files that a player
 * decodes cannot be written by hand like test/multipart.ts's samples, and no binary fixture lives here.
 */
async function recordWebm(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate<number[]>(`(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 16;
    const context2d = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 6; frame++) {
      context2d.fillStyle = frame % 2 === 0 ? 'red' : 'blue';
      context2d.fillRect(0, 0, 16, 16);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    recorder.stop();
    await stopped;
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
  })()`);
  return Buffer.from(bytes);
}

/**
 * A SCORM package played in Chromium [CONTRACT 12]: imported through the API, launched from its address, its
 * SCO running in a sandboxed frame (opaque origin) and calling `LMSSetValue` / `LMSCommit` / `LMSFinish` on the
 * stand-in the bridge gives it; the player's runtime stores what it set. The learner leaves and comes back and
 * the SCO resumes where it stopped; the results show the status, the score and the time of both sessions.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { audit, inPage, screenshot, signIn, startBrowser, type BrowserRun } from '../browser.ts';
import { API, place, type Place } from '../content-factories.ts';
import { addMember, call, type TestUser } from '../factories.ts';
import { analyzeOk, importScos } from '../scorm-helpers.ts';
import { manifest, zipOf } from '../scorm-packages.ts';

/** A SCO that shows what it read at start and, on its buttons, sets, commits and finishes. */
const SCO_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lesson</title></head><body>
<h1>Lesson</h1>
<p id="entry"></p><p id="location"></p><p id="origin"></p>
<button id="progress" type="button">Save progress</button>
<button id="finish" type="button">Finish</button>
<script>
var api = window.API;
api.LMSInitialize('');
document.getElementById('entry').textContent = 'entry:' + api.LMSGetValue('cmi.core.entry');
document.getElementById('location').textContent = 'location:' + api.LMSGetValue('cmi.core.lesson_location');
var origin; try { origin = String(window.parent.location.href); } catch (e) { origin = 'opaque'; }
document.getElementById('origin').textContent = 'parent:' + origin + ' cookie:' + (function () {
  try { return document.cookie === '' ? 'none' : 'readable'; } catch (e) { return 'none'; }
})();
document.getElementById('progress').onclick = function () {
  api.LMSSetValue('cmi.core.lesson_location', 'page-2');
  api.LMSSetValue('cmi.suspend_data', 'state-42');
  api.LMSSetValue('cmi.core.lesson_status', 'incomplete');
  api.LMSSetValue('cmi.core.session_time', '00:00:30');
  api.LMSSetValue('cmi.core.exit', 'suspend');
  api.LMSCommit('');
  api.LMSFinish('');
  document.body.setAttribute('data-done', 'progress');
};
document.getElementById('finish').onclick = function () {
  api.LMSSetValue('cmi.core.score.raw', '85');
  api.LMSSetValue('cmi.core.score.min', '0');
  api.LMSSetValue('cmi.core.score.max', '100');
  api.LMSSetValue('cmi.core.lesson_status', 'passed');
  api.LMSSetValue('cmi.core.session_time', '00:01:00');
  api.LMSSetValue('cmi.core.exit', '');
  api.LMSCommit('');
  api.LMSFinish('');
  document.body.setAttribute('data-done', 'finish');
};
</script></body></html>`;

/** A SCORM 2004 SCO: the same story through `API_1484_11`. */
const SCO_2004 = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lesson 2004</title></head><body>
<h1>Lesson 2004</h1><p id="entry"></p>
<button id="finish" type="button">Finish</button>
<script>
var api = window.API_1484_11;
api.Initialize('');
document.getElementById('entry').textContent = 'entry:' + api.GetValue('cmi.entry');
document.getElementById('finish').onclick = function () {
  api.SetValue('cmi.location', 'end');
  api.SetValue('cmi.score.scaled', '0.9');
  api.SetValue('cmi.score.raw', '90');
  api.SetValue('cmi.completion_status', 'completed');
  api.SetValue('cmi.success_status', 'passed');
  api.SetValue('cmi.session_time', 'PT45S');
  api.SetValue('cmi.exit', 'normal');
  api.Commit('');
  api.Terminate('');
  document.body.setAttribute('data-done', 'finish');
};
</script></body></html>`;

interface Result {
  user: { id: number };
  attempts: number;
  completion_status: string;
  success_status: string;
  score: { raw: number | null; min: number | null; max: number | null; scaled: number | null };
  total_time_seconds: number;
}

describe('SCORM player in Chromium', { timeout: 120_000 }, () => {
  let run: BrowserRun;
  let p: Place;
  let learner: TestUser;
  let activityUuid: string;

  before(async () => {
    run = await startBrowser();
    p = await place(run.t);
    learner = await addMember(run.t, p.o.org.id, 'learner');
    const zip = await zipOf([
      {
        name: 'imsmanifest.xml',
        content: manifest('1.2', [{ identifier: 'lesson', title: 'Lesson', href: 'sco/index.html' }]),
      },
      { name: 'sco/index.html', content: SCO_PAGE },
    ]);
    const analysis = await analyzeOk(run.t, p.course.course_uuid, p.o.admin.jwt, zip);
    const imported = await importScos(run.t, p.course.course_uuid, p.o.admin.jwt, {
      package_uuid: analysis.package_uuid,
      scos: [{ identifier: 'lesson', chapter_id: p.chapter.id }],
    });
    assert.equal(imported.statusCode, 200, imported.body);
    activityUuid = imported.json<{ activities: { activity_uuid: string }[] }>().activities[0]!.activity_uuid;
    const published = await call(run.t, 'PUT', `${API}/activities/${activityUuid}`, p.o.admin.jwt, {
      published: true,
    });
    assert.equal(published.statusCode, 200, published.body);
  });

  after(() => run.close());

  async function results(uuid = activityUuid): Promise<Result | undefined> {
    const response = await call(run.t, 'GET', `${API}/scorm/${uuid}/results`, p.o.admin.jwt);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ items: Result[] }>().items.find((r) => r.user.id === learner.user.id);
  }

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Opens the activity from its launch address and waits for the SCO to have started. */
  async function launch(page: Page, uuid = activityUuid) {
    await page.goto(`${run.origin}${API}/scorm/${uuid}/launch`);
    const sco = page.frameLocator('iframe.scorm-frame');
    await sco.locator('#entry').filter({ hasText: 'entry:' }).waitFor();
    return sco;
  }

  it('plays the SCO sandboxed, stores what it commits, and resumes where the learner left', async () => {
    const page = await run.newPage();
    await signIn(page, run.origin, learner.email);
    let sco = await launch(page);
    assert.equal(await sco.locator('#entry').textContent(), 'entry:ab-initio');
    assert.equal(await sco.locator('#location').textContent(), 'location:');
    // The SCO's origin is opaque: it can reach neither the player's window nor the service's cookies.
    assert.equal(await sco.locator('#origin').textContent(), 'parent:opaque cookie:none');
    const frame = page.locator('iframe.scorm-frame');
    assert.equal(await frame.getAttribute('sandbox'), 'allow-scripts allow-forms allow-popups allow-modals');
    await audit(page, 'SCORM player');
    await screenshot(page, 'scorm-player');

    await sco.getByRole('button', { name: 'Save progress' }).click();
    await until(results, (r) => r?.completion_status === 'incomplete', 'the first commit');
    await page.getByRole('status').filter({ hasText: 'Progress saved' }).waitFor();

    // Leaving and coming back: the same attempt goes on, from where it stopped.
    await page.goto(`${run.origin}/`);
    sco = await launch(page);
    assert.equal(await sco.locator('#entry').textContent(), 'entry:resume');
    assert.equal(await sco.locator('#location').textContent(), 'location:page-2');
    await sco.getByRole('button', { name: 'Finish' }).click();
    const finished = await until(results, (r) => r?.success_status === 'passed', 'the finishing commit');
    assert.equal(finished!.completion_status, 'completed');
    assert.deepEqual(finished!.score, { ...finished!.score, raw: 85, min: 0, max: 100 });
    assert.equal(finished!.attempts, 1);
    // Both sessions count: 30 s, then 60 s (never the sum of commits).
    assert.equal(finished!.total_time_seconds, 90);
    await page.close();
  });

  it('plays a SCORM 2004 SCO through API_1484_11 the same way', async () => {
    const zip = await zipOf([
      {
        name: 'imsmanifest.xml',
        content: manifest('2004', [{ identifier: 'lesson-2004', title: 'Lesson 2004', href: 'index.html' }]),
      },
      { name: 'index.html', content: SCO_2004 },
    ]);
    const analysis = await analyzeOk(run.t, p.course.course_uuid, p.o.admin.jwt, zip);
    assert.equal(analysis.scorm_version, '2004');
    const imported = await importScos(run.t, p.course.course_uuid, p.o.admin.jwt, {
      package_uuid: analysis.package_uuid,
      scos: [{ identifier: 'lesson-2004', chapter_id: p.chapter.id }],
    });
    const uuid = imported.json<{ activities: { activity_uuid: string }[] }>().activities[0]!.activity_uuid;
    await call(run.t, 'PUT', `${API}/activities/${uuid}`, p.o.admin.jwt, { published: true });

    const page = await run.newPage();
    await signIn(page, run.origin, learner.email);
    const sco = await launch(page, uuid);
    assert.equal(await sco.locator('#entry').textContent(), 'entry:ab-initio');
    await sco.getByRole('button', { name: 'Finish' }).click();
    const finished = await until(
      () => results(uuid),
      (r) => r?.success_status === 'passed',
      'the 2004 commit',
    );
    assert.equal(finished!.completion_status, 'completed');
    assert.equal(finished!.score.scaled, 0.9);
    assert.equal(finished!.score.raw, 90);
    assert.equal(finished!.total_time_seconds, 45);
    await page.close();
  });

  it('shows an instructor each learner’s result, from the course’s teaching page', async () => {
    await run.context.clearCookies();
    const page = await run.newPage();
    await signIn(page, run.origin, p.o.admin.email, `/teach/courses/${p.course.course_uuid}`);
    await page.getByRole('link', { name: 'Results of Lesson', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Results: Lesson' }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(learner.user.username) });
    const cells = (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
    assert.deepEqual(cells.slice(0, 4), ['completed', 'passed', '85 / 100', '1 min 30 s']);
    assert.equal(cells[4], '1');
    await audit(page, 'SCORM results');
    await page.close();
  });

  it('counts the finished SCO as done in the learner’s progress', async () => {
    const trail = await call(run.t, 'GET', `${API}/trail/org/${p.o.org.id}/trail`, learner.jwt);
    assert.equal(trail.statusCode, 200, trail.body);
    assert.match(trail.body, new RegExp(activityUuid));
  });

  it('sends a signed-out visitor of the launch address to sign in, then to the player', async () => {
    await run.context.clearCookies();
    const page = await run.newPage();
    await page.goto(`${run.origin}${API}/scorm/${activityUuid}/launch`);
    await page.waitForURL((url) => url.pathname === '/signin');
    assert.equal(new URL(page.url()).searchParams.get('next'), `${API}/scorm/${activityUuid}/launch`);
    assert.equal(await inPage(page, 'typeof window.API'), 'undefined', 'no runtime API in the app itself');
    await page.close();
  });
});

/**
 * A SCORM activity counts toward progress like any other [CONTRACT 12: Progress]: completed (or 1.2 passed or
 * failed, or 2004 success passed) makes it done, with `activity_completed` and `course_completed` once, through
 * every later commit and attempt. Concurrent runtime calls lose nothing, on both databases.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TestApp } from '../../../test/build-test-app.ts';
import { createChapter, createCourse } from '../../../test/content-factories.ts';
import { byEvent, captureEvents } from '../../../test/event-capture.ts';
import { addMember, createOrg, type TestOrg } from '../../../test/factories.ts';
import { startHttpsReceiver, type HttpsReceiver } from '../../../test/https-receiver.ts';
import { race, RACERS, assertAllSucceed } from '../../../test/races.ts';
import { createScormActivity, runtime, runtimeOk, type ScormVersion } from '../../../test/scorm-factories.ts';
import { buildWebhookTestApp } from '../../../test/webhook-helpers.ts';

const EVENTS = ['course_enrolled', 'activity_completed', 'course_completed'];

describe('SCORM progress', () => {
  let t: TestApp;
  let receiver: HttpsReceiver;
  let o: TestOrg;

  before(async () => {
    receiver = await startHttpsReceiver();
    t = await buildWebhookTestApp();
    o = await createOrg(t, { plan: 'pro' });
  });
  after(async () => {
    await t?.close();
    await receiver?.close();
  });

  /** A published course whose only step is a SCORM activity. */
  async function scormCourse(version: ScormVersion) {
    const course = await createCourse(t, o, { published: true, public: false });
    const chapter = await createChapter(t, o, course);
    const activity = await createScormActivity(t, { o, chapter }, { version });
    return { course, uuid: activity.activity_uuid };
  }

  const cases: [ScormVersion, Record<string, string>, Record<string, string>][] = [
    ['1.2', { 'cmi.core.lesson_status': 'incomplete' }, { 'cmi.core.lesson_status': 'completed' }],
    ['1.2', { 'cmi.core.lesson_status': 'browsed' }, { 'cmi.core.lesson_status': 'failed' }],
    ['2004', { 'cmi.success_status': 'failed' }, { 'cmi.completion_status': 'completed' }],
    ['2004', { 'cmi.completion_status': 'incomplete' }, { 'cmi.success_status': 'passed' }],
  ];
  for (const [version, notYet, done] of cases) {
    it(`${version}: ${JSON.stringify(done)} completes the activity and the course, each announced once`, async () => {
      const capture = await captureEvents(t, o, receiver, EVENTS);
      const { course, uuid } = await scormCourse(version);
      const learner = await addMember(t, o.org.id, 'learner');
      await runtimeOk(t, learner.jwt, uuid, 'initialize');
      await runtimeOk(t, learner.jwt, uuid, 'commit', notYet);
      assert.deepEqual(await capture.take(), [], 'not done yet: nothing announced');
      await runtimeOk(t, learner.jwt, uuid, 'commit', done);
      const events = byEvent(await capture.take());
      assert.deepEqual(Object.keys(events).sort(), EVENTS.slice().sort());
      assert.equal(events.activity_completed!.length, 1);
      assert.deepEqual(events.activity_completed![0]!.activity, {
        activity_uuid: uuid,
        activity_type: 'TYPE_SCORM',
      });
      assert.equal(events.course_completed!.length, 1);
      // More commits, a terminate and a whole new attempt completing again: nothing more.
      await runtimeOk(t, learner.jwt, uuid, 'commit', done);
      await runtimeOk(t, learner.jwt, uuid, 'terminate', done);
      await runtimeOk(t, learner.jwt, uuid, 'initialize');
      await runtimeOk(t, learner.jwt, uuid, 'terminate', done);
      assert.deepEqual(await capture.take(), []);
      const run = await t.app.inject({
        method: 'GET',
        url: `/api/v1/trail/org/${o.org.id}/trail`,
        headers: { authorization: `Bearer ${learner.jwt}` },
      });
      assert.equal(run.statusCode, 200, run.body);
      const runs = run.json<{ runs: { course: { course_uuid: string }; completed: boolean }[] }>().runs;
      assert.equal(runs.find((r) => r.course.course_uuid === course.course_uuid)?.completed, true);
    });
  }

  it('an unpublished SCORM activity (an editor trying it) is tracked but leaves no progress', async () => {
    const capture = await captureEvents(t, o, receiver, EVENTS);
    const course = await createCourse(t, o, { published: true });
    const chapter = await createChapter(t, o, course);
    const draft = await createScormActivity(t, { o, chapter }, { published: false });
    await runtimeOk(t, o.admin.jwt, draft.activity_uuid, 'initialize');
    await runtimeOk(t, o.admin.jwt, draft.activity_uuid, 'commit', { 'cmi.core.lesson_status': 'completed' });
    assert.deepEqual(await capture.take(), []);
    const learner = await addMember(t, o.org.id, 'learner');
    assert.equal((await runtime(t, learner.jwt, draft.activity_uuid, 'initialize')).statusCode, 403);
  });

  it('concurrent commits of different elements are all kept', async () => {
    const { uuid } = await scormCourse('1.2');
    const learner = await addMember(t, o.org.id, 'learner');
    const opened = await Promise.all(
      Array.from({ length: RACERS }, () => runtime(t, learner.jwt, uuid, 'initialize')),
    );
    assertAllSucceed(opened);
    assert.deepEqual(
      opened.map((r) => r.json<{ attempt: number }>().attempt),
      Array.from({ length: RACERS }, () => 1),
      'concurrent initializes share one attempt',
    );
    const writes: Record<string, string>[] = [
      { 'cmi.core.lesson_location': 'loc' },
      { 'cmi.core.score.raw': '10' },
      { 'cmi.core.score.min': '1' },
      { 'cmi.core.score.max': '99' },
      { 'cmi.suspend_data': 'state' },
      { 'cmi.comments': 'note' },
      { 'cmi.student_preference.language': 'de' },
      { 'cmi.student_preference.speed': '5' },
    ];
    assert.equal(writes.length, RACERS);
    assertAllSucceed(await race(RACERS, (i) => runtime(t, learner.jwt, uuid, 'commit', writes[i])));
    const final = await runtimeOk(t, learner.jwt, uuid, 'commit', {});
    for (const w of writes)
      for (const [element, value] of Object.entries(w)) assert.equal(final.cmi[element], value, element);
    const rows = await t.services.db
      .selectFrom('scorm_attempts')
      .select('attempt')
      .where('user_id', '=', learner.user.id)
      .execute();
    assert.equal(rows.length, 1);
  });
});

/**
 * The events of progress [SPEC 6.3; CONTRACT 10], as a real HTTPS receiver gets them: `course_enrolled`,
 * `activity_completed` (first completion only), `course_completed` (first completion only), the same whichever
 * path causes the change (`/trail` or `/admin`), with exactly SPEC's `data`, each validated against its
 * catalogue schema. Events are written with the change: a refused change sends nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TestApp } from '../../../test/build-test-app.ts';
import { byEvent, captureEvents } from '../../../test/event-capture.ts';
import { addMember, createOrg, type TestOrg, type TestUser } from '../../../test/factories.ts';
import { startHttpsReceiver, type HttpsReceiver } from '../../../test/https-receiver.ts';
import { headless, runOf, takeableCourse, trail, type Takeable } from '../../../test/learning-factories.ts';
import { buildWebhookTestApp } from '../../../test/webhook-helpers.ts';

const PROGRESS_EVENTS = ['course_enrolled', 'activity_completed', 'course_completed'];

describe('progress events', () => {
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

  const user = (u: TestUser) => ({ user_uuid: u.user.user_uuid, email: u.email, username: u.user.username });
  const course = (c: Takeable) => ({ course_uuid: c.course.course_uuid, name: c.course.name });

  it('enrolling sends course_enrolled once; a refused second enrolment sends nothing', async () => {
    const capture = await captureEvents(t, o, receiver, PROGRESS_EVENTS);
    const c = await takeableCourse(t, o);
    const learner = await addMember(t, o.org.id, 'learner');
    runOf(await trail.enrol(t, learner.jwt, c.course.course_uuid));
    assert.deepEqual(await capture.takeOne('course_enrolled'), { user: user(learner), course: course(c) });
    assert.equal((await trail.enrol(t, learner.jwt, c.course.course_uuid)).statusCode, 400);
    assert.deepEqual(await capture.take(), []);
  });

  it('marking done enrols implicitly; first completions only, through an undo and a redo', async () => {
    const capture = await captureEvents(t, o, receiver, PROGRESS_EVENTS);
    const c = await takeableCourse(t, o, { perChapter: [2] });
    const learner = await addMember(t, o.org.id, 'learner');
    const [a, b] = c.activities as [Takeable['activities'][0], Takeable['activities'][0]];

    runOf(await trail.done(t, learner.jwt, a.activity_uuid));
    assert.deepEqual(byEvent(await capture.take()), {
      course_enrolled: [{ user: user(learner), course: course(c) }],
      activity_completed: [
        {
          user: user(learner),
          activity: { activity_uuid: a.activity_uuid, activity_type: 'TYPE_CUSTOM' },
          course: course(c),
        },
      ],
    });

    runOf(await trail.done(t, learner.jwt, b.activity_uuid));
    assert.deepEqual(byEvent(await capture.take()), {
      activity_completed: [
        {
          user: user(learner),
          activity: { activity_uuid: b.activity_uuid, activity_type: 'TYPE_CUSTOM' },
          course: course(c),
        },
      ],
      course_completed: [{ user: user(learner), course: course(c) }],
    });

    // Undo and redo: the course is completed again, but nothing is announced twice.
    runOf(await trail.undone(t, learner.jwt, b.activity_uuid));
    runOf(await trail.done(t, learner.jwt, b.activity_uuid));
    runOf(await trail.done(t, learner.jwt, b.activity_uuid));
    assert.deepEqual(await capture.take(), []);
  });

  it('the headless paths send the same events as the trail', async () => {
    const capture = await captureEvents(t, o, receiver, PROGRESS_EVENTS);
    const c = await takeableCourse(t, o, { perChapter: [1] });
    const learner = await addMember(t, o.org.id, 'learner');
    const slug = o.org.slug;
    runOf(await headless.complete(t, o.admin.jwt, slug, learner.user.id, c.activities[0]!.activity_uuid));
    assert.deepEqual(byEvent(await capture.take()), {
      course_enrolled: [{ user: user(learner), course: course(c) }],
      activity_completed: [
        {
          user: user(learner),
          activity: { activity_uuid: c.activities[0]!.activity_uuid, activity_type: 'TYPE_CUSTOM' },
          course: course(c),
        },
      ],
      course_completed: [{ user: user(learner), course: course(c) }],
    });
    const other = await addMember(t, o.org.id, 'learner');
    await headless.bulk(t, o.admin.jwt, slug, {
      course_uuid: c.course.course_uuid,
      user_ids: [other.user.id, learner.user.id],
    });
    assert.deepEqual(await capture.takeOne('course_enrolled'), { user: user(other), course: course(c) });
  });

  it('completing the last two steps at once completes the course exactly once', async () => {
    const capture = await captureEvents(t, o, receiver, PROGRESS_EVENTS);
    const c = await takeableCourse(t, o, { perChapter: [4] });
    const learner = await addMember(t, o.org.id, 'learner');
    runOf(await trail.enrol(t, learner.jwt, c.course.course_uuid));
    runOf(await trail.done(t, learner.jwt, c.activities[0]!.activity_uuid));
    runOf(await trail.done(t, learner.jwt, c.activities[1]!.activity_uuid));
    const responses = await Promise.all(
      [2, 3, 2, 3].map((i) => trail.done(t, learner.jwt, c.activities[i]!.activity_uuid)),
    );
    for (const response of responses) assert.equal(response.statusCode, 200, response.body);
    const events = (await capture.take()).map((e) => e.event);
    assert.equal(events.filter((e) => e === 'course_completed').length, 1, events.join());
    assert.equal(events.filter((e) => e === 'activity_completed').length, 4, events.join());
    const run = runOf(
      await headless.progress(t, o.admin.jwt, o.org.slug, learner.user.id, c.course.course_uuid),
    );
    assert.equal(run.completed, true);
  });
});

/**
 * The learner's whole journey, as issue "Learners" defines done: a learner signs up, enrols, works through a
 * course with a restricted chapter opened to their group, submits its assignment (graded at once), completes the
 * course and holds a verifiable certificate; an endpoint subscribed to every event of the catalogue received
 * each event of that story exactly once, signed, with data matching the catalogue schema.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EVENT_NAMES } from '../src/modules/webhooks/index.ts';
import {
  addTask,
  buildAssignment,
  saveAnswer,
  submit,
  SHORT_ANSWER,
  SHORT_RIGHT,
} from './assignment-factories.ts';
import type { TestApp } from './build-test-app.ts';
import { API, createChapter, createCourse, createPageActivity, type Activity } from './content-factories.ts';
import { byEvent, captureEvents } from './event-capture.ts';
import { call, createOrg, PASSWORD, uniq, type TestOrg } from './factories.ts';
import { startHttpsReceiver, type HttpsReceiver } from './https-receiver.ts';
import { runOf, trail } from './learning-factories.ts';
import { buildWebhookTestApp } from './webhook-helpers.ts';

describe('a learner takes a course from signup to certificate', () => {
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

  it('signs up, enrols, opens the restricted chapter through a group, submits, completes, holds a certificate', async () => {
    const capture = await captureEvents(
      t,
      o,
      receiver,
      EVENT_NAMES.filter((e) => e !== 'ping'),
    );
    const admin = o.admin.jwt;

    // The course: an open chapter with a page, a restricted chapter with a page and an auto-graded assignment.
    const course = await createCourse(t, o, { public: false, published: true, name: 'Botany' });
    const intro = await createChapter(t, o, course, { name: 'Intro' });
    const advanced = await createChapter(t, o, course, { name: 'Advanced', lock_type: 'restricted' });
    const welcome = await createPageActivity(t, { o, chapter: intro }, { name: 'Welcome', published: true });
    const deep = await createPageActivity(
      t,
      { o, chapter: advanced },
      { name: 'Deep dive', published: true },
    );
    const place = { o, course, chapter: advanced };
    const { shell, assignment } = await buildAssignment(t, {
      p: place,
      shellFields: { name: 'Quiz' },
      fields: {
        title: 'Quiz',
        description: 'Ten questions',
        grading_type: 'NUMERIC',
        published: true,
        auto_grading: true,
      },
    });
    const task = await addTask(t, admin, assignment, SHORT_ANSWER);
    const certification = await call(t, 'POST', `${API}/certifications/`, admin, {
      course_uuid: course.course_uuid,
      config: { certification_name: 'Botanist' },
    });
    assert.equal(certification.statusCode, 200, certification.body);

    // A learner signs up and signs in.
    const id = uniq();
    const email = `learner-${id}@example.com`;
    const signup = await call(t, 'POST', `${API}/users/${o.org.id}`, undefined, {
      email,
      username: `learner_${id}`,
      password: PASSWORD,
      first_name: 'Lea',
      last_name: 'Rner',
    });
    assert.equal(signup.statusCode, 200, signup.body);
    const login = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: email, password: PASSWORD }).toString(),
    });
    assert.equal(login.statusCode, 200, login.body);
    const session = login.json<{
      user: { id: number; user_uuid: string };
      tokens: { access_token: string };
    }>();
    const jwt = session.tokens.access_token;
    const learnerId = session.user.id;

    // Enrols and does the open part; the restricted chapter stays shut.
    runOf(await trail.enrol(t, jwt, course.course_uuid));
    runOf(await trail.done(t, jwt, welcome.activity_uuid));
    assert.equal((await call(t, 'GET', `${API}/activities/${deep.activity_uuid}`, jwt)).statusCode, 403);
    assert.equal((await trail.done(t, jwt, deep.activity_uuid)).statusCode, 403);

    // The admin opens the chapter to a group the learner joins.
    const group = await call(t, 'POST', `${API}/usergroups/`, admin, {
      name: `Cohort ${id}`,
      org_id: o.org.id,
    });
    assert.equal(group.statusCode, 200, group.body);
    const { id: groupId } = group.json<{ id: number }>();
    const added = await call(
      t,
      'POST',
      `${API}/usergroups/${groupId}/add_users?user_ids=${learnerId}`,
      admin,
    );
    assert.equal(added.statusCode, 200, added.body);
    const linked = await call(
      t,
      'POST',
      `${API}/usergroups/${groupId}/add_resources?resource_uuids=${advanced.chapter_uuid}`,
      admin,
    );
    assert.equal(linked.statusCode, 200, linked.body);
    const opened = await call(t, 'GET', `${API}/activities/${deep.activity_uuid}`, jwt);
    assert.equal(opened.statusCode, 200, opened.body);
    runOf(await trail.done(t, jwt, deep.activity_uuid));

    // Submits the assignment: graded at once, which completes the course and issues the certificate.
    assert.equal((await saveAnswer(t, jwt, assignment, task, SHORT_RIGHT)).statusCode, 200);
    const submitted = await submit(t, jwt, assignment);
    assert.equal(submitted.statusCode, 200, submitted.body);
    assert.equal(submitted.json<{ status: string }>().status, 'GRADED');
    const [run] = (await trail.read(t, jwt, o.org.id)).json<{ runs: ReturnType<typeof runOf>[] }>().runs;
    assert.equal(run!.completed, true);
    assert.equal(run!.percentage, 100);
    const mine = await call(t, 'GET', `${API}/certifications/user/course/${course.course_uuid}`, jwt);
    assert.equal(mine.statusCode, 200, mine.body);
    const certUuid = mine.json<{ user_certification_uuid: string }>().user_certification_uuid;
    const verified = await call(t, 'GET', `${API}/certifications/certificate/${certUuid}`);
    assert.equal(verified.statusCode, 200, verified.body);
    assert.equal(verified.json<{ valid: boolean }>().valid, true);

    // Every event of the story, once each, with SPEC's data (the capture checked signatures and schemas).
    const events = byEvent(await capture.take());
    const learner = { user_uuid: session.user.user_uuid, email, username: `learner_${id}` };
    const courseRef = { course_uuid: course.course_uuid, name: 'Botany' };
    const step = (a: Activity, type: string) => ({
      user: learner,
      activity: { activity_uuid: a.activity_uuid, activity_type: type },
      course: courseRef,
    });
    assert.deepEqual(events.user_signed_up, [
      {
        user: { ...learner, first_name: 'Lea', last_name: 'Rner' },
        signup_method: 'email',
      },
    ]);
    assert.deepEqual(events.course_enrolled, [{ user: learner, course: courseRef }]);
    assert.deepEqual(
      new Set(events.activity_completed!.map((d) => JSON.stringify(d))),
      new Set(
        [step(welcome, 'TYPE_DYNAMIC'), step(deep, 'TYPE_DYNAMIC'), step(shell, 'TYPE_ASSIGNMENT')].map((d) =>
          JSON.stringify(d),
        ),
      ),
    );
    assert.equal(events.activity_completed!.length, 3);
    assert.deepEqual(events.assignment_submitted, [
      { user: learner, assignment: { assignment_uuid: assignment.assignment_uuid }, course: courseRef },
    ]);
    assert.equal(events.assignment_graded!.length, 1);
    assert.deepEqual(events.course_completed, [{ user: learner, course: courseRef }]);
    assert.deepEqual(events.certificate_claimed, [
      { user: learner, course: courseRef, certificate: { user_certification_uuid: certUuid } },
    ]);
    assert.deepEqual(events.usergroup_users_added!.length, 1);
    assert.deepEqual(events.usergroup_resources_added, [
      {
        usergroup_id: groupId,
        usergroup_uuid: group.json<{ usergroup_uuid: string }>().usergroup_uuid,
        resource_uuids: [advanced.chapter_uuid],
      },
    ]);
    assert.equal(events.usergroup_created!.length, 1);
    assert.equal(events.course_created!.length, 1);
    assert.equal(events.course_published!.length, 1);
    for (const [event, list] of Object.entries(events)) {
      if (event === 'activity_completed') continue;
      assert.equal(list.length, 1, `${event} arrived ${list.length} times`);
    }
  });
});

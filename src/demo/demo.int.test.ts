/**
 * `lms demo`: the course it adds is published, complete and can be taken to the end by the learner it makes —
 * every answer right gives full marks and the certificate — and a second run adds nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, createOrg, type TestOrg } from '../../test/factories.ts';
import { seedDemo } from './demo.ts';
import { PRACTICE } from './demo-content.ts';

const API = '/api/v1';

describe('lms demo', () => {
  let t: TestApp;
  let o: TestOrg;

  before(async () => {
    t = await buildTestApp();
    o = await createOrg(t);
  });
  after(() => t.close());

  it('adds a course a new learner takes to the end, and adds nothing the second time', async () => {
    const options = {
      orgSlug: o.org.slug,
      adminEmail: o.admin.email,
      learnerEmail: `demo-${o.org.slug}@example.com`,
      learnerPassword: 'a demo password',
    };
    const first = await seedDemo(t.app, t.services, options);
    assert.equal(first.created, true);
    assert.deepEqual(first.learner, {
      email: options.learnerEmail,
      password: 'a demo password',
      created: true,
    });

    const login = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: new URLSearchParams({
        username: options.learnerEmail,
        password: 'a demo password',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(login.statusCode, 200, login.body);
    const jwt = login.json<{ tokens: { access_token: string } }>().tokens.access_token;

    const course = await call(t, 'GET', `${API}/courses/${first.courseUuid}/meta`, jwt);
    assert.equal(course.statusCode, 200, course.body);
    const meta = course.json<{
      published: boolean;
      chapters: { activities: { activity_uuid: string; activity_type: string }[] }[];
    }>();
    assert.equal(meta.published, true);
    assert.equal(meta.chapters.length, 2);
    const activities = meta.chapters.flatMap((c) => c.activities);
    assert.deepEqual(
      activities.map((a) => a.activity_type),
      ['TYPE_DYNAMIC', 'TYPE_ASSIGNMENT'],
    );

    assert.equal((await call(t, 'POST', `${API}/trail/add_course/${first.courseUuid}`, jwt)).statusCode, 200);
    const shell = activities[1]!;
    const found = await call(t, 'GET', `${API}/assignments/activity/${shell.activity_uuid}`, jwt);
    assert.equal(found.statusCode, 200, found.body);
    const assignment = found.json<{ assignment_uuid: string }>();
    const tasks = (await call(t, 'GET', `${API}/assignments/${assignment.assignment_uuid}/tasks`, jwt)).json<
      { assignment_task_uuid: string; assignment_type: string }[]
    >();
    assert.equal(tasks.length, PRACTICE.tasks.length);
    const answers: Record<string, unknown> = {
      QUIZ: {
        submissions: [
          { questionUUID: 'parts', optionUUID: 'parts-chapters', answer: true },
          { questionUUID: 'parts', optionUUID: 'parts-activities', answer: true },
        ],
      },
      SHORT_ANSWER: { answer: 'Done' },
      NUMBER_ANSWER: { answer: 2 },
    };
    for (const task of tasks) {
      const saved = await call(
        t,
        'PUT',
        `${API}/assignments/${assignment.assignment_uuid}/tasks/${task.assignment_task_uuid}/submissions`,
        jwt,
        { task_submission: answers[task.assignment_type] },
      );
      assert.equal(saved.statusCode, 200, saved.body);
    }
    const submitted = await call(
      t,
      'POST',
      `${API}/assignments/${assignment.assignment_uuid}/submissions`,
      jwt,
    );
    assert.equal(submitted.statusCode, 200, submitted.body);
    const mine = await call(t, 'GET', `${API}/assignments/${assignment.assignment_uuid}/submissions/me`, jwt);
    // Full marks: every task's maximum, each task graded right.
    const graded = mine.json<{ status: string; grade: number; tasks: { grade: number }[] }>();
    assert.equal(graded.status, 'GRADED');
    assert.deepEqual(
      graded.tasks.map((task) => task.grade),
      PRACTICE.tasks.map((task) => task.max_grade_value),
    );
    assert.equal(graded.grade, 30);

    // The assignment was completed by its submission; the page is marked done.
    for (const activity of activities.filter((a) => a.activity_type !== 'TYPE_ASSIGNMENT')) {
      const done = await call(t, 'POST', `${API}/trail/add_activity/${activity.activity_uuid}`, jwt);
      assert.equal(done.statusCode, 200, done.body);
    }
    const certificate = await call(t, 'GET', `${API}/certifications/user/course/${first.courseUuid}`, jwt);
    assert.equal(certificate.statusCode, 200, certificate.body);

    const second = await seedDemo(t.app, t.services, options);
    assert.deepEqual(second, {
      created: false,
      courseUuid: first.courseUuid,
      learner: { email: options.learnerEmail, password: '(unchanged)', created: false },
    });
    const list = await call(t, 'GET', `${API}/courses/org_slug/${o.org.slug}/page/1/limit/100`, o.admin.jwt);
    assert.equal(list.json<{ items: unknown[] }>().items.length, 1);
  });
});

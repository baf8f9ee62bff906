/**
 * Races on course authorship (one authorship per course and person): adding one contributor many times at once
 * leaves one row and one `course_contributor_added` event, and every call answers 200, never a 500.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventData } from '../../../test/assignment-factories.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { API, createCourse } from '../../../test/content-factories.ts';
import { addMember, call, createOrg } from '../../../test/factories.ts';
import { RACERS, assertAllSucceed, race } from '../../../test/races.ts';
import { buildWebhookTestApp, createEndpoint } from '../../../test/webhook-helpers.ts';

describe('course contributor races', () => {
  let t: TestApp;
  before(async () => {
    t = await buildWebhookTestApp();
  });
  after(() => t.close());

  it(`${RACERS} additions of one contributor at once: one authorship, one event`, async () => {
    const o = await createOrg(t);
    await createEndpoint(t, o, 'https://receiver.test/contributors', ['course_contributor_added']);
    const course = await createCourse(t, o);
    const member = await addMember(t, o.org.id, 'learner');
    const responses = await race(RACERS, () =>
      call(t, 'POST', `${API}/courses/${course.course_uuid}/contributors`, o.admin.jwt, {
        user_ids: [member.user.id],
      }),
    );
    assertAllSucceed(responses);
    const rows = await t.services.db
      .selectFrom('course_authors')
      .select('id')
      .where('course_id', '=', course.id)
      .where('user_id', '=', member.user.id)
      .execute();
    assert.equal(rows.length, 1);
    assert.equal((await eventData(t, o.org.id, 'course_contributor_added')).length, 1);
  });
});

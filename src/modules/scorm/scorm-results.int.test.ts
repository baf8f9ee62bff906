/**
 * Who reaches the SCORM runtime and results [CONTRACT 12]: the runtime is a signed-in reader's own (API tokens
 * 403 session_only, other organizations refused, non-SCORM activities 404); the results are for those who may
 * update courses, one row per learner showing the latest attempt, paginated.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createPageActivity, place, type Place } from '../../../test/content-factories.ts';
import { ALL_RIGHTS, addMember, createApiToken, createOrg } from '../../../test/factories.ts';
import { createScormActivity, getResults, runtime, runtimeOk } from '../../../test/scorm-factories.ts';

interface ResultRow {
  user: { id: number; username: string };
  attempts: number;
  attempt: number;
  completion_status: string;
  success_status: string;
  score: { raw: number | null; min: number | null; max: number | null; scaled: number | null };
  total_time: string;
  total_time_seconds: number;
  last_accessed: string;
}

describe('SCORM results and access', () => {
  let t: TestApp;
  let p: Place;

  before(async () => {
    t = await buildTestApp();
    p = await place(t, { public: false });
  });
  after(() => t?.close());

  it('answers one row per learner with their latest attempt, for instructors, paginated', async () => {
    const sco = await createScormActivity(t, p, { version: '2004' });
    const first = await addMember(t, p.o.org.id, 'learner');
    const second = await addMember(t, p.o.org.id, 'learner');
    await runtimeOk(t, first.jwt, sco.activity_uuid, 'initialize');
    await runtimeOk(t, first.jwt, sco.activity_uuid, 'terminate', {
      'cmi.completion_status': 'completed',
      'cmi.score.scaled': '0.9',
      'cmi.session_time': 'PT1M',
    });
    t.clock.advance(60_000);
    await runtimeOk(t, first.jwt, sco.activity_uuid, 'initialize');
    await runtimeOk(t, first.jwt, sco.activity_uuid, 'commit', {
      'cmi.completion_status': 'incomplete',
      'cmi.score.raw': '12.5',
      'cmi.session_time': 'PT30S',
    });
    await runtimeOk(t, second.jwt, sco.activity_uuid, 'initialize');

    const instructor = await addMember(t, p.o.org.id, 'instructor');
    const response = await getResults(t, instructor.jwt, sco.activity_uuid);
    assert.equal(response.statusCode, 200, response.body);
    const page = response.json<{ items: ResultRow[]; total: number; limit: number; offset: number }>();
    assert.equal(page.total, 2);
    assert.deepEqual([page.limit, page.offset], [50, 0]);
    const [a, b] = page.items as [ResultRow, ResultRow];
    assert.equal(a.user.id, first.user.id);
    assert.equal(a.user.username, first.user.username);
    assert.deepEqual(
      [a.attempts, a.attempt, a.completion_status, a.success_status, a.score],
      [2, 2, 'incomplete', 'unknown', { raw: 12.5, min: null, max: null, scaled: null }],
    );
    // The open session's latest session_time counts already.
    assert.deepEqual([a.total_time, a.total_time_seconds], ['PT30S', 30]);
    assert.equal(a.last_accessed, '2026-03-02 09:01:00');
    assert.deepEqual([b.user.id, b.attempts, b.completion_status], [second.user.id, 1, 'unknown']);

    const paged = await getResults(t, p.o.admin.jwt, sco.activity_uuid, 'limit=1&offset=1');
    assert.equal(paged.statusCode, 200, paged.body);
    const one = paged.json<{ items: ResultRow[]; total: number }>();
    assert.deepEqual([one.total, one.items.map((r) => r.user.id)], [2, [second.user.id]]);

    assertError(await getResults(t, first.jwt, sco.activity_uuid), 403, 'missing_right');
    const { token } = await createApiToken(t, p.o, ALL_RIGHTS);
    assert.equal((await getResults(t, token, sco.activity_uuid)).statusCode, 200);
    assertError(await getResults(t, undefined, sco.activity_uuid), 401, 'unauthorized');
  });

  it('refuses API tokens, other organizations, outsiders and non-SCORM activities', async () => {
    const sco = await createScormActivity(t, p);
    const { token } = await createApiToken(t, p.o, ALL_RIGHTS);
    const other = await createOrg(t);
    const page = await createPageActivity(t, p, { published: true });
    const learner = await addMember(t, p.o.org.id, 'learner');
    for (const what of ['initialize', 'commit', 'terminate'] as const) {
      assertError(await runtime(t, token, sco.activity_uuid, what), 403, 'session_only');
      // A members-only course: another organization's admin cannot read the activity.
      const foreign = await runtime(t, other.admin.jwt, sco.activity_uuid, what);
      assert.ok([403, 404].includes(foreign.statusCode), foreign.body);
      assert.equal((await runtime(t, undefined, sco.activity_uuid, what)).statusCode, 401);
      assertError(await runtime(t, learner.jwt, page.activity_uuid, what), 404, 'not_found');
      assertError(await runtime(t, learner.jwt, 'activity_nope', what), 404, 'not_found');
    }
    const foreign = await getResults(t, other.admin.jwt, sco.activity_uuid);
    assert.equal(foreign.statusCode, 403, foreign.body);
    assertError(await getResults(t, p.o.admin.jwt, page.activity_uuid), 404, 'not_found');
    const { token: otherToken } = await createApiToken(t, other, ALL_RIGHTS);
    assert.equal((await getResults(t, otherToken, sco.activity_uuid)).statusCode, 403);
    // Nothing was stored for anyone refused.
    const rows = await t.services.db
      .selectFrom('scorm_attempts')
      .select('user_id')
      .where('activity_id', '=', sco.id)
      .execute();
    assert.deepEqual(rows, []);
  });
});

/**
 * Concurrency in communities, with real requests sent at once: votes are never lost or counted twice (each
 * vote's answer names a distinct count, and the counter always equals the vote rows), a person's two votes at
 * once give exactly one 409, an author's edits past the limit and posts inside slow mode are refused however
 * many arrive together.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createComment,
  createCommunity,
  createDiscussion,
  postDiscussion,
  setModeration,
  vote,
  type Discussion,
} from '../../../test/community-factories.ts';
import { API } from '../../../test/content-factories.ts';
import { addMember, call, createOrg, type TestOrg, type TestUser } from '../../../test/factories.ts';
import { RACERS, assertOneWinner, race } from '../../../test/races.ts';

const VOTERS = 16;

describe('community races', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  async function voters(o: TestOrg, n: number): Promise<TestUser[]> {
    const people: TestUser[] = [];
    for (let i = 0; i < n; i++) people.push(await addMember(t, o.org.id, 'learner'));
    return people;
  }

  async function stored(d: Discussion): Promise<{ counter: number; rows: number }> {
    const row = await t.services.db
      .selectFrom('discussions')
      .select('upvote_count')
      .where('id', '=', d.id)
      .executeTakeFirstOrThrow();
    const rows = await t.services.db
      .selectFrom('discussion_votes')
      .select('user_id')
      .where('discussion_id', '=', d.id)
      .execute();
    return { counter: Number(row.upvote_count), rows: rows.length };
  }

  it(`${VOTERS} people upvote at once: every vote counted once, each answer a distinct count`, async () => {
    const o = await createOrg(t);
    const c = await createCommunity(t, o);
    const d = await createDiscussion(t, o.admin.jwt, c);
    const people = await voters(o, VOTERS);
    const responses = await race(VOTERS, (i) => vote(t, people[i]!.jwt, d));
    for (const r of responses) assert.equal(r.statusCode, 200, r.body);
    const counts = responses
      .map((r) => r.json<{ upvote_count: number }>().upvote_count)
      .sort((a, b) => a - b);
    assert.deepEqual(
      counts,
      Array.from({ length: VOTERS }, (_, i) => i + 2),
    );
    assert.deepEqual(await stored(d), { counter: VOTERS + 1, rows: VOTERS + 1 });

    // Half withdraw while the other half's second votes are refused, all at once.
    const mixed = await race(VOTERS, (i) => vote(t, people[i]!.jwt, d, i % 2 === 0 ? 'DELETE' : 'POST'));
    for (const [i, r] of mixed.entries()) {
      if (i % 2 === 0) assert.equal(r.statusCode, 200, r.body);
      else assertError(r, 409, 'already_voted');
    }
    assert.deepEqual(await stored(d), { counter: VOTERS / 2 + 1, rows: VOTERS / 2 + 1 });
    const read = await call(t, 'GET', `${API}/discussions/${d.discussion_uuid}`, o.admin.jwt);
    assert.equal(read.json<Discussion>().upvote_count, VOTERS / 2 + 1);
  });

  it('one person votes twice at once: exactly one 200, the other 409 already_voted', async () => {
    const o = await createOrg(t);
    const c = await createCommunity(t, o);
    const d = await createDiscussion(t, o.admin.jwt, c);
    const [person] = await voters(o, 1);
    assertOneWinner(await race(2, () => vote(t, person!.jwt, d)), 409, 'already_voted');
    assertOneWinner(await race(RACERS, () => vote(t, person!.jwt, d, 'DELETE')), 404, 'vote_not_found');
    assertOneWinner(await race(RACERS, () => vote(t, person!.jwt, d)), 409, 'already_voted');
    assert.deepEqual(await stored(d), { counter: 2, rows: 2 });
  });

  it('comment votes: concurrent voters all counted, a double vote refused once', async () => {
    const o = await createOrg(t);
    const c = await createCommunity(t, o);
    const d = await createDiscussion(t, o.admin.jwt, c);
    const comment = await createComment(t, o.admin.jwt, d);
    const people = await voters(o, VOTERS);
    const url = `${API}/comments/${comment.comment_uuid}/vote`;
    const responses = await race(VOTERS, (i) => call(t, 'POST', url, people[i]!.jwt));
    const counts = responses
      .map((r) => r.json<{ upvote_count: number }>().upvote_count)
      .sort((a, b) => a - b);
    assert.deepEqual(
      counts,
      Array.from({ length: VOTERS }, (_, i) => i + 1),
    );
    assertOneWinner(await race(RACERS, () => call(t, 'POST', url, o.admin.jwt)), 409, 'already_voted');
    const row = await t.services.db
      .selectFrom('discussion_comments')
      .select('upvote_count')
      .where('id', '=', comment.id)
      .executeTakeFirstOrThrow();
    assert.equal(Number(row.upvote_count), VOTERS + 1);
  });

  it("an author's edits sent at once: two pass, the rest 403 edit_limit_reached", async () => {
    const o = await createOrg(t);
    const c = await createCommunity(t, o);
    const [author] = await voters(o, 1);
    const d = await createDiscussion(t, author!.jwt, c);
    const url = `${API}/discussions/${d.discussion_uuid}`;
    const responses = await race(RACERS, (i) => call(t, 'PUT', url, author!.jwt, { content: `Edit ${i}` }));
    assert.equal(
      responses.filter((r) => r.statusCode === 200).length,
      2,
      responses.map((r) => r.body).join('\n'),
    );
    for (const r of responses.filter((x) => x.statusCode !== 200)) assertError(r, 403, 'edit_limit_reached');
    const read = await call(t, 'GET', url, author!.jwt);
    assert.equal(read.json<Discussion>().edit_count, 2);
  });

  it('slow mode holds for posts sent at once: one passes, the rest 429 slow_mode', async () => {
    const o = await createOrg(t);
    const c = await createCommunity(t, o);
    await setModeration(t, o.admin.jwt, c, { slow_mode_seconds: 30 });
    const [poster] = await voters(o, 1);
    const responses = await race(RACERS, (i) => postDiscussion(t, poster!.jwt, c, { title: `Racer ${i}` }));
    assert.equal(
      responses.filter((r) => r.statusCode === 200).length,
      1,
      responses.map((r) => r.body).join('\n'),
    );
    for (const r of responses.filter((x) => x.statusCode !== 200)) assertError(r, 429, 'slow_mode');
  });
});

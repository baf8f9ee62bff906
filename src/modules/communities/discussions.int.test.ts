/**
 * Discussions [CONTRACT 11]: the author's upvote counted from the start, the sorted listing (pinned first; every
 * discussion exactly once across pages; `hot` ranked in SQL over all rows), labels, the author's two edits,
 * pin and lock (moderators only), and the rights of authors over their own discussions.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createCommunity,
  createDiscussion,
  listDiscussions,
  postDiscussion,
  vote,
  type Community,
  type Discussion,
  type PageOf,
} from '../../../test/community-factories.ts';
import { API } from '../../../test/content-factories.ts';
import { addMember, call, createOrg, type TestOrg } from '../../../test/factories.ts';
import { MINUTE } from '../../platform/clock.ts';

describe('discussions', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const one = (d: { discussion_uuid: string }) => `${API}/discussions/${d.discussion_uuid}`;

  /** Every page of the listing with `query`, `limit` at a time, concatenated. */
  async function allPages(auth: string, c: Community, query: string, limit: number): Promise<Discussion[]> {
    const seen: Discussion[] = [];
    for (let offset = 0; ; offset += limit) {
      const response = await listDiscussions(t, auth, c, `?${query}&limit=${limit}&offset=${offset}`);
      assert.equal(response.statusCode, 200, response.body);
      const page = response.json<PageOf<Discussion>>();
      seen.push(...page.items);
      if (offset + limit >= page.total) return seen;
    }
  }

  async function setUpvotes(d: Discussion, count: number): Promise<void> {
    await t.services.db
      .updateTable('discussions')
      .set({ upvote_count: count })
      .where('id', '=', d.id)
      .execute();
  }

  it("counts the author's upvote from the start; voting again is 409 already_voted", async () => {
    const o = await createOrg(t);
    const c = await createCommunity(t, o);
    const learner = await addMember(t, o.org.id, 'learner');
    const d = await createDiscussion(t, learner.jwt, c, { title: 'Hello', content: 'World', label: 'idea' });
    assert.match(d.discussion_uuid, /^discussion_/);
    assert.equal(d.upvote_count, 1);
    assert.equal(d.voted, true);
    assert.equal(d.label, 'idea');
    assert.equal(d.community_uuid, c.community_uuid);
    assert.equal(d.author?.user_uuid, learner.user.user_uuid);
    assertError(await vote(t, learner.jwt, d), 409, 'already_voted');
    const other = await addMember(t, o.org.id, 'learner');
    const voted = await vote(t, other.jwt, d);
    assert.deepEqual(voted.json(), { discussion_uuid: d.discussion_uuid, upvote_count: 2, voted: true });
    const withdrawn = await vote(t, learner.jwt, d, 'DELETE');
    assert.deepEqual(withdrawn.json(), { discussion_uuid: d.discussion_uuid, upvote_count: 1, voted: false });
    assertError(await vote(t, learner.jwt, d, 'DELETE'), 404, 'vote_not_found');
    const read = await call(t, 'GET', one(d), learner.jwt);
    assert.equal(read.json<Discussion>().voted, false);
    assert.equal(read.json<Discussion>().upvote_count, 1);
    assertError(await postDiscussion(t, learner.jwt, c, { label: 'rant' }), 422, 'validation_error');
  });

  it('recent and top: pinned first, ties broken so every discussion appears exactly once across pages', async () => {
    const o = await createOrg(t);
    const c = await createCommunity(t, o);
    const made: Discussion[] = [];
    for (let i = 0; i < 13; i++) {
      made.push(
        await createDiscussion(t, o.admin.jwt, c, {
          title: `D${i}`,
          label: i % 3 === 0 ? 'question' : 'general',
        }),
      );
    }
    // Many ties on the vote count.
    for (const [i, d] of made.entries()) await setUpvotes(d, [1, 3, 3, 5][i % 4]!);
    await call(t, 'PUT', `${one(made[4]!)}/pin`, o.admin.jwt, { is_pinned: true });
    const recent = await allPages(o.admin.jwt, c, 'sort=recent', 4);
    const expectedRecent = [made[4]!, ...made.filter((_, i) => i !== 4).reverse()];
    assert.deepEqual(
      recent.map((d) => d.title),
      expectedRecent.map((d) => d.title),
    );
    const top = await allPages(o.admin.jwt, c, 'sort=top', 3);
    const votes = (i: number) => [1, 3, 3, 5][i % 4]!;
    const expectedTop = made
      .map((d, i) => ({ d, i }))
      .filter(({ i }) => i !== 4)
      .sort((a, b) => votes(b.i) - votes(a.i) || b.i - a.i)
      .map(({ d }) => d.title);
    assert.deepEqual(
      top.map((d) => d.title),
      [made[4]!.title, ...expectedTop],
    );
    const questions = await allPages(o.admin.jwt, c, 'sort=recent&label=question', 2);
    assert.deepEqual(
      questions.map((d) => d.title),
      ['D12', 'D9', 'D6', 'D3', 'D0'],
    );
    assertError(await listDiscussions(t, o.admin.jwt, c, '?sort=best'), 422, 'validation_error');
  });

  it('hot ranks every row in SQL by (upvotes − 1) / (age in hours + 2)^1.8, page boundaries included', async () => {
    const o = await createOrg(t);
    const c = await createCommunity(t, o);
    const made: { d: Discussion; votes: number; epoch: number }[] = [];
    const now = Math.floor(t.clock.now().getTime() / 1000);
    /** Backdates a discussion by `age` seconds and gives it `votes` upvotes. */
    async function shape(d: Discussion, votes: number, age: number): Promise<void> {
      await t.services.db
        .updateTable('discussions')
        .set({ upvote_count: votes, created_epoch: now - age })
        .where('id', '=', d.id)
        .execute();
      made.push({ d, votes, epoch: now - age });
    }
    // Distinct ages and counts (no near-ties), and some ranked 0 (one upvote: the author's own).
    const plan = [
      [200, 120],
      [2, 1],
      [150, 30],
      [3, 7],
      [90, 9],
      [1, 4],
      [125, 60],
      [36, 2],
      [72, 12],
      [14, 4],
      [300, 200],
      [2, 3],
      [58, 5],
      [1, 1],
      [25, 6],
      [220, 48],
      [13, 3],
      [47, 11],
      [5, 2],
      [110, 15],
      [66, 6],
      [7, 1],
    ] as const;
    for (const [i, [hours, votes]] of plan.entries()) {
      const d = await createDiscussion(t, o.admin.jwt, c, { title: `H${i}` });
      await shape(d, votes, hours * 3600 + i * 61);
    }
    // Two of the same age and count: an exact tie, broken by id (newest first).
    for (const title of ['TwinA', 'TwinB']) {
      await shape(await createDiscussion(t, o.admin.jwt, c, { title }), 9, 4 * 3600);
    }
    // One created "after" the ranking clock (a clock moved back): its age counts as zero.
    await shape(await createDiscussion(t, o.admin.jwt, c, { title: 'Future' }), 2, -600);
    t.clock.advance(17 * MINUTE + 5_000);
    const nowEpoch = Math.floor(t.clock.now().getTime() / 60_000) * 60;
    const score = (m: { votes: number; epoch: number }) =>
      (m.votes - 1) / Math.pow(Math.max(0, nowEpoch - m.epoch) / 3600 + 2, 1.8);
    const expected = [...made].sort((a, b) => score(b) - score(a) || b.d.id - a.d.id).map((m) => m.d.title);
    const hot = await allPages(o.admin.jwt, c, 'sort=hot', 5);
    assert.equal(hot.length, made.length);
    assert.deepEqual(
      hot.map((d) => d.title),
      expected,
    );
    // It is neither the newest nor the most voted order.
    assert.notDeepEqual(
      expected,
      (await allPages(o.admin.jwt, c, 'sort=top', 50)).map((d) => d.title),
    );
    assert.notDeepEqual(
      expected,
      (await allPages(o.admin.jwt, c, 'sort=recent', 50)).map((d) => d.title),
    );
    assert.ok(expected.indexOf('TwinB') < expected.indexOf('TwinA'));
  });

  it('authors edit their discussion twice, then 403 edit_limit_reached; moderators without limit', async () => {
    const o = await createOrg(t);
    const c = await createCommunity(t, o);
    const learner = await addMember(t, o.org.id, 'learner');
    const d = await createDiscussion(t, learner.jwt, c);
    for (const n of [1, 2]) {
      const edited = await call(t, 'PUT', one(d), learner.jwt, { content: `Edit ${n}` });
      assert.equal(edited.statusCode, 200, edited.body);
      assert.equal(edited.json<Discussion>().edit_count, n);
    }
    assertError(await call(t, 'PUT', one(d), learner.jwt, { content: 'Edit 3' }), 403, 'edit_limit_reached');
    for (let n = 0; n < 3; n++) {
      const moderated = await call(t, 'PUT', one(d), o.admin.jwt, {
        title: `Moderated ${n}`,
        label: 'question',
      });
      assert.equal(moderated.statusCode, 200, moderated.body);
    }
    const read = (await call(t, 'GET', one(d), learner.jwt)).json<Discussion>();
    assert.equal(read.content, 'Edit 2');
    assert.equal(read.title, 'Moderated 2');
    assert.equal(read.edit_count, 2);
  });

  it('authors edit and delete only their own (403 not_owner); moderators any', async () => {
    const o = await createOrg(t);
    const c = await createCommunity(t, o);
    const author = await addMember(t, o.org.id, 'learner');
    const learner = await addMember(t, o.org.id, 'learner');
    const instructor = await addMember(t, o.org.id, 'instructor');
    const d = await createDiscussion(t, author.jwt, c);
    for (const other of [learner, instructor]) {
      assertError(await call(t, 'PUT', one(d), other.jwt, { title: 'mine' }), 403, 'not_owner');
      assertError(await call(t, 'DELETE', one(d), other.jwt), 403, 'not_owner');
    }
    const mine = await createDiscussion(t, instructor.jwt, c);
    assert.equal((await call(t, 'DELETE', one(mine), instructor.jwt)).statusCode, 204);
    assert.equal((await call(t, 'DELETE', one(d), o.admin.jwt)).statusCode, 204);
    assertError(await call(t, 'GET', one(d), author.jwt), 404, 'not_found');
  });

  it('pin and lock: moderators only; the answer carries the new value', async () => {
    const o: TestOrg = await createOrg(t);
    const c = await createCommunity(t, o);
    const learner = await addMember(t, o.org.id, 'learner');
    const d = await createDiscussion(t, learner.jwt, c);
    assertError(
      await call(t, 'PUT', `${one(d)}/pin`, learner.jwt, { is_pinned: true }),
      403,
      'missing_right',
    );
    assertError(
      await call(t, 'PUT', `${one(d)}/lock`, learner.jwt, { is_locked: true }),
      403,
      'missing_right',
    );
    assertError(
      await call(t, 'PUT', `${one(d)}/lock`, o.admin.jwt, { is_locked: 'yes' }),
      422,
      'validation_error',
    );
    const pinned = await call(t, 'PUT', `${one(d)}/pin`, o.admin.jwt, { is_pinned: true });
    assert.equal(pinned.json<Discussion>().is_pinned, true);
    const again = await call(t, 'PUT', `${one(d)}/pin`, o.admin.jwt, { is_pinned: true });
    assert.equal(again.json<Discussion>().is_pinned, true);
    const locked = await call(t, 'PUT', `${one(d)}/lock`, o.admin.jwt, { is_locked: true });
    assert.equal(locked.json<Discussion>().is_locked, true);
    // Locked: the author may no longer edit or comment; moderators may.
    assertError(await call(t, 'PUT', one(d), learner.jwt, { title: 'x' }), 403, 'discussion_locked');
    assertError(
      await call(t, 'POST', `${one(d)}/comments`, learner.jwt, { content: 'hello' }),
      403,
      'discussion_locked',
    );
    const byModerator = await call(t, 'POST', `${one(d)}/comments`, o.admin.jwt, {
      content: 'Closing this.',
    });
    assert.equal(byModerator.statusCode, 200, byModerator.body);
  });
});

/**
 * Moderation settings [CONTRACT 11], one row per rule: what a post may contain (400 `post_too_short`,
 * `post_too_long`, `blocked_word`, `links_blocked`), who may post (403 `email_not_verified`, `account_too_new`)
 * and how often (429 `slow_mode`, `daily_limit`, with `Retry-After` in seconds on the test's clock). Every rule
 * is checked on discussions and comments alike, and on edits for the text rules; moderators are exempt.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createCommunity,
  createDiscussion,
  postComment,
  postDiscussion,
  setModeration,
  type Community,
  type Discussion,
} from '../../../test/community-factories.ts';
import { API } from '../../../test/content-factories.ts';
import { call, createOrg, createUser, type TestOrg, type TestUser } from '../../../test/factories.ts';
import { DAY, SECOND } from '../../platform/clock.ts';

interface Case {
  rule: string;
  moderation: Record<string, unknown>;
  /** The discussion and the comment that break the rule, and a pair that passes it. */
  breaks: { title?: string; content: string };
  passes: { title?: string; content: string };
  status: number;
  code: string;
  /** The poster's account: default verified, created today. */
  unverified?: boolean;
}

const TEXT_CASES: Case[] = [
  {
    rule: 'min_post_length',
    moderation: { min_post_length: 10 },
    breaks: { content: '  too short  ' },
    passes: { content: 'long enough now' },
    status: 400,
    code: 'post_too_short',
  },
  {
    rule: 'blocked_words (whole words, any case)',
    moderation: { blocked_words: ['spam', 'bad phrase'] },
    breaks: { content: 'Buy SPAM today!' },
    passes: { content: 'A spammer and spamming are other words' },
    status: 400,
    code: 'blocked_word',
  },
  {
    rule: 'blocked_words (a phrase, in the title)',
    moderation: { blocked_words: ['bad phrase'] },
    breaks: { title: 'This Bad Phrase here', content: 'fine' },
    passes: { title: 'This bad, phrase here', content: 'fine' },
    status: 400,
    code: 'blocked_word',
  },
  {
    rule: 'block_links',
    moderation: { block_links: true },
    breaks: { content: 'see example.com for more' },
    passes: { content: 'see the docs, e.g. the first page' },
    status: 400,
    code: 'links_blocked',
  },
  {
    rule: 'block_links (a full URL in the title)',
    moderation: { block_links: true },
    breaks: { title: 'https://spam.example/x', content: 'fine' },
    passes: { title: 'no link', content: 'fine' },
    status: 400,
    code: 'links_blocked',
  },
  {
    rule: 'require_email_verified',
    moderation: { require_email_verified: true },
    breaks: { content: 'hello' },
    passes: { content: 'hello' },
    status: 403,
    code: 'email_not_verified',
    unverified: true,
  },
  {
    rule: 'min_account_age_days',
    moderation: { min_account_age_days: 3 },
    breaks: { content: 'hello' },
    passes: { content: 'hello' },
    status: 403,
    code: 'account_too_new',
  },
];

describe('moderation', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  async function member(o: TestOrg, options: { verified?: boolean } = {}): Promise<TestUser> {
    return createUser(t, { orgId: o.org.id, role: 'learner', verified: options.verified ?? true });
  }

  /** A fresh access token for a user (the clock moved past the last one's lifetime). */
  async function fresh(user: TestUser): Promise<string> {
    return (await t.services.sessions.issue(user.user)).access_token;
  }

  async function setUp(moderation: Record<string, unknown>) {
    const o = await createOrg(t);
    const c = await createCommunity(t, o);
    const open = await createDiscussion(t, o.admin.jwt, c);
    const set = await setModeration(t, o.admin.jwt, c, moderation);
    assert.equal(set.statusCode, 200, set.body);
    return { o, c: set.json<Community>(), open };
  }

  for (const row of TEXT_CASES) {
    it(`${row.rule}: ${row.status} ${row.code} for discussions and comments; moderators exempt`, async () => {
      const { o, c, open } = await setUp(row.moderation);
      const poster = await member(o, { verified: !row.unverified });
      const breaking = { title: row.breaks.title ?? 'A title', content: row.breaks.content };
      assertError(await postDiscussion(t, poster.jwt, c, breaking), row.status, row.code);
      // A comment has no title: the rule is tried on its content.
      if (row.breaks.title === undefined) {
        assertError(await postComment(t, poster.jwt, open, row.breaks.content), row.status, row.code);
      }
      assert.equal((await postDiscussion(t, o.admin.jwt, c, breaking)).statusCode, 200);
      assert.equal((await postComment(t, o.admin.jwt, open, row.breaks.content)).statusCode, 200);
      if (row.status === 403) {
        // Passing: verify the address, or let the account age.
        if (row.unverified === true) {
          await t.services.db
            .updateTable('users')
            .set({ email_verified: true })
            .where('id', '=', poster.user.id)
            .execute();
        } else {
          t.clock.advance(3 * DAY + SECOND);
        }
      }
      const auth = await fresh(poster);
      const passing = { title: row.passes.title ?? 'A title', content: row.passes.content };
      const posted = await postDiscussion(t, auth, c, passing);
      assert.equal(posted.statusCode, 200, posted.body);
      if (row.status === 400) {
        // Edits are held to the text rules too.
        const d = posted.json<Discussion>();
        assertError(
          await call(t, 'PUT', `${API}/discussions/${d.discussion_uuid}`, auth, breaking),
          400,
          row.code,
        );
        const comment = await postComment(t, auth, open, row.passes.content);
        assert.equal(comment.statusCode, 200, comment.body);
        if (row.breaks.title === undefined) {
          const uuid = comment.json<{ comment_uuid: string }>().comment_uuid;
          const edit = await call(t, 'PUT', `${API}/comments/${uuid}`, auth, { content: row.breaks.content });
          assertError(edit, 400, row.code);
        }
      }
    });
  }

  it('max_post_length for discussions and max_comment_length for comments: 400 post_too_long', async () => {
    const { o, c, open } = await setUp({ max_post_length: 20, max_comment_length: 5 });
    const poster = await member(o);
    assertError(await postDiscussion(t, poster.jwt, c, { content: 'x'.repeat(21) }), 400, 'post_too_long');
    assert.equal((await postDiscussion(t, poster.jwt, c, { content: 'é'.repeat(20) })).statusCode, 200);
    assertError(await postComment(t, poster.jwt, open, 'sixsix'), 400, 'post_too_long');
    assert.equal((await postComment(t, poster.jwt, open, 'five!')).statusCode, 200);
    assert.equal((await postComment(t, o.admin.jwt, open, 'x'.repeat(50))).statusCode, 200);
  });

  it('slow_mode: 429 with Retry-After counting down on the clock; comments count as posts', async () => {
    const { o, c, open } = await setUp({ slow_mode_seconds: 60 });
    const poster = await member(o);
    assert.equal((await postDiscussion(t, poster.jwt, c)).statusCode, 200);
    const first = await postComment(t, poster.jwt, open);
    assertError(first, 429, 'slow_mode');
    assert.equal(first.headers['retry-after'], '60');
    t.clock.advance(45 * SECOND);
    const second = await postDiscussion(t, poster.jwt, c);
    assertError(second, 429, 'slow_mode');
    assert.equal(second.headers['retry-after'], '15');
    // Others are not slowed by this poster, nor are moderators.
    assert.equal((await postDiscussion(t, (await member(o)).jwt, c)).statusCode, 200);
    assert.equal((await postDiscussion(t, o.admin.jwt, c)).statusCode, 200);
    assert.equal((await postDiscussion(t, o.admin.jwt, c)).statusCode, 200);
    t.clock.advance(15 * SECOND);
    assert.equal((await postComment(t, poster.jwt, open)).statusCode, 200);
  });

  it('max_posts_per_day: 429 daily_limit until the oldest counted post is a day old', async () => {
    const { o, c, open } = await setUp({ max_posts_per_day: 2 });
    const poster = await member(o);
    assert.equal((await postDiscussion(t, poster.jwt, c)).statusCode, 200);
    t.clock.advance(2 * 3600 * SECOND);
    assert.equal((await postComment(t, poster.jwt, open)).statusCode, 200);
    t.clock.advance(3600 * SECOND);
    const refused = await postDiscussion(t, poster.jwt, c);
    assertError(refused, 429, 'daily_limit');
    assert.equal(refused.headers['retry-after'], String(21 * 3600));
    t.clock.advance(21 * 3600 * SECOND);
    assert.equal((await postDiscussion(t, await fresh(poster), c)).statusCode, 200);
  });

  it('the order of checks: locked (403) before text (400) before pace (429)', async () => {
    const { o, c, open } = await setUp({ slow_mode_seconds: 600, min_post_length: 5 });
    const poster = await member(o);
    assert.equal((await postComment(t, poster.jwt, open, 'first comment')).statusCode, 200);
    assertError(await postComment(t, poster.jwt, open, 'no'), 400, 'post_too_short');
    assertError(await postComment(t, poster.jwt, open, 'long enough'), 429, 'slow_mode');
    await call(t, 'PUT', `${API}/discussions/${open.discussion_uuid}/lock`, o.admin.jwt, { is_locked: true });
    assertError(await postComment(t, poster.jwt, open, 'no'), 403, 'discussion_locked');
    assert.equal(c.moderation.slow_mode_seconds, 600);
  });
});

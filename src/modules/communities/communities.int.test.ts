/**
 * Communities [CONTRACT 11]: creation (moderators only, at most one per course: 409 even for concurrent
 * creations), reads (private ones 404 to those who may not see them; course communities follow the course's
 * read rules), partial updates with moderation settings, deletion, the family switch, and tenancy (nothing of
 * another organization's communities is read or written).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createCommunity,
  createDiscussion,
  postCommunity,
  type Community,
  type PageOf,
} from '../../../test/community-factories.ts';
import { API, createCourse } from '../../../test/content-factories.ts';
import { addMember, call, createOrg, createUser } from '../../../test/factories.ts';
import { RACERS, assertOneWinner, race } from '../../../test/races.ts';

describe('communities', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const one = (c: { community_uuid: string }) => `${API}/communities/${c.community_uuid}`;

  it('an admin creates a community; defaults: public, no course, every moderation rule off', async () => {
    const o = await createOrg(t);
    const response = await postCommunity(t, o.org.id, o.admin.jwt, { name: 'Lounge' });
    assert.equal(response.statusCode, 200, response.body);
    const c = response.json<Community & { creation_date: string }>();
    assert.match(c.community_uuid, /^community_[0-9a-f-]{36}$/);
    assert.equal(c.public, true);
    assert.equal(c.course_uuid, null);
    assert.equal(c.description, '');
    assert.deepEqual(c.moderation, {
      blocked_words: [],
      block_links: false,
      min_post_length: 0,
      max_post_length: 0,
      max_comment_length: 0,
      slow_mode_seconds: 0,
      max_posts_per_day: 0,
      min_account_age_days: 0,
      require_email_verified: false,
      auto_lock_days: 0,
    });
    assert.match(c.creation_date, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const read = await call(t, 'GET', one(c), o.admin.jwt);
    assert.deepEqual(read.json(), c);
  });

  it('only moderators create, change and delete communities (403 missing_right for others)', async () => {
    const o = await createOrg(t);
    const c = await createCommunity(t, o);
    for (const role of ['instructor', 'learner'] as const) {
      const member = await addMember(t, o.org.id, role);
      assertError(await postCommunity(t, o.org.id, member.jwt, { name: 'x' }), 403, 'missing_right');
      assertError(await call(t, 'PUT', one(c), member.jwt, { name: 'y' }), 403, 'missing_right');
      assertError(await call(t, 'DELETE', one(c), member.jwt), 403, 'missing_right');
    }
    const maintainer = await addMember(t, o.org.id, 'maintainer');
    const changed = await call(t, 'PUT', one(c), maintainer.jwt, { name: 'Renamed' });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json<Community>().name, 'Renamed');
  });

  it('checks in order: 401, 422, 404', async () => {
    const o = await createOrg(t);
    assertError(
      await postCommunity(t, o.org.id, undefined as unknown as string, { name: 'x' }),
      401,
      'unauthorized',
    );
    assertError(await postCommunity(t, o.org.id, o.admin.jwt, { name: '' }), 422, 'validation_error');
    assertError(
      await postCommunity(t, o.org.id, o.admin.jwt, { name: 'x', extra: 1 }),
      422,
      'validation_error',
    );
    assertError(await postCommunity(t, 999_999_999, o.admin.jwt, { name: 'x' }), 404, 'not_found');
    assertError(
      await postCommunity(t, o.org.id, o.admin.jwt, { name: 'x', course_uuid: 'course_nope' }),
      404,
      'not_found',
    );
    assertError(await call(t, 'GET', `${API}/communities/community_nope`, o.admin.jwt), 404, 'not_found');
  });

  it('PUT is partial and merges moderation settings; blocked words are trimmed and deduplicated', async () => {
    const o = await createOrg(t);
    const c = await createCommunity(t, o, { description: 'About things' });
    const first = await call(t, 'PUT', one(c), o.admin.jwt, {
      moderation: { blocked_words: [' spam ', 'spam', ''], slow_mode_seconds: 30 },
    });
    assert.equal(first.statusCode, 200, first.body);
    const second = await call(t, 'PUT', one(c), o.admin.jwt, {
      public: false,
      moderation: { block_links: true },
    });
    const body = second.json<Community>();
    assert.equal(body.description, 'About things');
    assert.equal(body.public, false);
    assert.deepEqual(body.moderation.blocked_words, ['spam']);
    assert.equal(body.moderation.slow_mode_seconds, 30);
    assert.equal(body.moderation.block_links, true);
    assertError(
      await call(t, 'PUT', one(c), o.admin.jwt, { moderation: { slow_mode_seconds: -1 } }),
      422,
      'validation_error',
    );
  });

  it('one community per course: 409 community_exists, also for concurrent creations', async () => {
    const o = await createOrg(t);
    const course = await createCourse(t, o, { published: true });
    const c = await createCommunity(t, o, { course_uuid: course.course_uuid });
    assert.equal(c.course_uuid, course.course_uuid);
    assertError(
      await postCommunity(t, o.org.id, o.admin.jwt, { name: 'Again', course_uuid: course.course_uuid }),
      409,
      'community_exists',
    );
    const other = await createCourse(t, o, { published: true });
    const responses = await race(RACERS, (i) =>
      postCommunity(t, o.org.id, o.admin.jwt, { name: `Racer ${i}`, course_uuid: other.course_uuid }),
    );
    assertOneWinner(responses, 409, 'community_exists');
    // Moving another community onto a course that has one is refused too.
    const free = await createCommunity(t, o);
    assertError(
      await call(t, 'PUT', one(free), o.admin.jwt, { course_uuid: course.course_uuid }),
      409,
      'community_exists',
    );
    const unlinked = await call(t, 'PUT', one(c), o.admin.jwt, { course_uuid: null });
    assert.equal(unlinked.json<Community>().course_uuid, null);
  });

  it("a course's community is read by the course's readers; its discussions name the course", async () => {
    const o = await createOrg(t);
    const draft = await createCourse(t, o);
    const c = await createCommunity(t, o, { course_uuid: draft.course_uuid });
    const learner = await addMember(t, o.org.id, 'learner');
    const byCourse = `${API}/communities/course/${draft.course_uuid}`;
    // An unpublished course is not the learner's to read, and neither is its community.
    assertError(await call(t, 'GET', byCourse, learner.jwt), 404, 'not_found');
    assertError(await call(t, 'GET', one(c), learner.jwt), 404, 'not_found');
    const list = await call(t, 'GET', `${API}/communities/org/${o.org.id}`, learner.jwt);
    assert.equal(list.json<PageOf<Community>>().total, 0);
    await call(t, 'PUT', `${API}/courses/${draft.course_uuid}`, o.admin.jwt, { published: true });
    const read = await call(t, 'GET', byCourse, learner.jwt);
    assert.equal(read.statusCode, 200, read.body);
    assert.equal(read.json<Community>().community_uuid, c.community_uuid);
    const discussion = await createDiscussion(t, learner.jwt, c);
    assert.equal(discussion.course_uuid, draft.course_uuid);
    // Anonymous readers see a public course's public community.
    assert.equal((await call(t, 'GET', byCourse)).statusCode, 200);
    assertError(
      await call(
        t,
        'GET',
        `${API}/communities/course/${(await createCourse(t, o)).course_uuid}`,
        o.admin.jwt,
      ),
      404,
      'not_found',
    );
  });

  it('private communities answer 404 to outsiders and anonymous callers, and are listed for members only', async () => {
    const o = await createOrg(t);
    const open = await createCommunity(t, o, { name: 'Open' });
    const closed = await createCommunity(t, o, { name: 'Closed', public: false });
    const outsider = await createUser(t);
    const learner = await addMember(t, o.org.id, 'learner');
    assertError(await call(t, 'GET', one(closed), outsider.jwt), 404, 'not_found');
    assertError(await call(t, 'GET', one(closed)), 404, 'not_found');
    assertError(await call(t, 'GET', `${one(closed)}/discussions`), 404, 'not_found');
    assert.equal((await call(t, 'GET', one(closed), learner.jwt)).statusCode, 200);
    assert.equal((await call(t, 'GET', one(open))).statusCode, 200);
    const names = async (auth?: string) =>
      (await call(t, 'GET', `${API}/communities/org/${o.org.id}`, auth))
        .json<PageOf<Community>>()
        .items.map((c) => c.name);
    assert.deepEqual(await names(), ['Open']);
    assert.deepEqual(await names(outsider.jwt), ['Open']);
    assert.deepEqual(await names(learner.jwt), ['Open', 'Closed']);
    const page = await call(t, 'GET', `${API}/communities/org/${o.org.id}?limit=1&offset=1`, learner.jwt);
    assert.deepEqual(
      page.json<PageOf<Community>>().items.map((c) => c.name),
      ['Closed'],
    );
    assert.equal(page.json<PageOf<Community>>().total, 2);
    // Outsiders cannot post even in a public community.
    const posted = await call(t, 'POST', `${one(open)}/discussions`, outsider.jwt, {
      title: 'x',
      content: 'y',
    });
    assertError(posted, 403, 'not_member');
  });

  it('deleting a community removes its discussions', async () => {
    const o = await createOrg(t);
    const c = await createCommunity(t, o);
    const d = await createDiscussion(t, o.admin.jwt, c);
    const deleted = await call(t, 'DELETE', one(c), o.admin.jwt);
    assert.equal(deleted.statusCode, 204);
    assertError(await call(t, 'GET', one(c), o.admin.jwt), 404, 'not_found');
    assertError(
      await call(t, 'GET', `${API}/discussions/${d.discussion_uuid}`, o.admin.jwt),
      404,
      'not_found',
    );
  });

  it('switched off: reads 404, writes 403 feature_disabled', async () => {
    const o = await createOrg(t);
    const c = await createCommunity(t, o);
    const d = await createDiscussion(t, o.admin.jwt, c);
    await t.services.db
      .insertInto('org_settings')
      .values({
        org_id: o.org.id,
        ai_enabled: false,
        copilot_enabled: false,
        payments_enabled: false,
        communities_enabled: false,
        podcasts_enabled: true,
        boards_enabled: true,
        playgrounds_enabled: true,
        collections_enabled: true,
        update_date: '2026-03-02 09:00:00.000',
      })
      .execute();
    assertError(await call(t, 'GET', one(c), o.admin.jwt), 404, 'not_found');
    assertError(await call(t, 'GET', `${API}/communities/org/${o.org.id}`, o.admin.jwt), 404, 'not_found');
    assertError(
      await call(t, 'GET', `${API}/discussions/${d.discussion_uuid}`, o.admin.jwt),
      404,
      'not_found',
    );
    assertError(await postCommunity(t, o.org.id, o.admin.jwt, { name: 'x' }), 403, 'feature_disabled');
    assertError(
      await call(t, 'POST', `${API}/discussions/${d.discussion_uuid}/vote`, o.admin.jwt),
      403,
      'feature_disabled',
    );
  });
});

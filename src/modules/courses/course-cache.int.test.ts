/**
 * Cached trees and course lists as readers see them: the ETag and Cache-Control headers, 304 on a matching
 * If-None-Match, and one reader's cached answer never served to a reader who may see less (or more); changes
 * of one course at once all moving its stamps without a deadlock.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  API,
  createChapter,
  createCourse,
  createCustomActivity,
  getTree,
  WITH_UNPUBLISHED,
  type Tree,
} from '../../../test/content-factories.ts';
import { addMember, call, createApiToken, createOrg } from '../../../test/factories.ts';
import { race } from '../../../test/races.ts';
import { addUsers, createGroup, linkResources } from '../../../test/usergroup-factories.ts';

describe('cached course reads', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const conditional = (url: string, auth: string | undefined, etag: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': etag, ...(auth !== undefined && { authorization: `Bearer ${auth}` }) },
    });

  it('answers with a strong ETag that forces revalidation, and 304 to a matching If-None-Match', async () => {
    const o = await createOrg(t);
    const course = await createCourse(t, o, { published: true });
    await createChapter(t, o, course);
    for (const url of [
      `${API}/courses/${course.course_uuid}/meta`,
      `${API}/courses/org_slug/${o.org.slug}/page/1/limit/5`,
    ]) {
      const first = await call(t, 'GET', url, o.admin.jwt);
      assert.equal(first.statusCode, 200);
      assert.match(String(first.headers['content-type']), /^application\/json/);
      const etag = String(first.headers.etag);
      assert.match(etag, /^"[\w-]+"$/);
      assert.equal(first.headers['cache-control'], 'private, no-cache');
      for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await conditional(url, o.admin.jwt, header);
        assert.equal(again.statusCode, 304, header);
        assert.equal(again.body, '');
        assert.equal(again.headers.etag, etag);
        assert.equal(again.headers['cache-control'], 'private, no-cache');
      }
      const other = await conditional(url, o.admin.jwt, '"other"');
      assert.equal(other.statusCode, 200);
      assert.equal(other.body, first.body);
    }
  });

  it('never serves one reader the tree cached for another', async () => {
    const o = await createOrg(t);
    const course = await createCourse(t, o, { published: true });
    const chapter = await createChapter(t, o, course);
    const at = { o, chapter };
    const restricted = await createCustomActivity(t, at, {
      name: 'restricted',
      content: { secret: 1 },
      published: true,
      lock_type: 'restricted',
    });
    await createCustomActivity(t, at, {
      name: 'members',
      content: {},
      published: true,
      lock_type: 'authenticated',
    });
    await createCustomActivity(t, at, { name: 'draft', content: {}, published: false });
    const linked = await addMember(t, o.org.id, 'learner');
    const unlinked = await addMember(t, o.org.id, 'learner');
    const group = await createGroup(t, o);
    await addUsers(t, o, group, [linked.user.id]);
    await linkResources(t, o, group, [restricted.activity_uuid]);
    const { token: blindToken } = await createApiToken(t, o, {});

    /** name → is_locked, in order, for each reader; each read twice so the second is a cache hit. */
    const expected: [string, string | undefined, string, Record<string, boolean>][] = [
      ['linked', linked.jwt, '', { restricted: false, members: false }],
      ['unlinked', unlinked.jwt, '', { restricted: true, members: false }],
      ['anonymous', undefined, '', { restricted: true, members: true }],
      ['token without courses:read', blindToken, '', { restricted: true, members: true }],
      ['editor', o.admin.jwt, '', { restricted: false, members: false }],
      [
        'editor, drafts too',
        o.admin.jwt,
        WITH_UNPUBLISHED,
        { restricted: false, members: false, draft: false },
      ],
      ['unlinked, asking for drafts', unlinked.jwt, WITH_UNPUBLISHED, { restricted: true, members: false }],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [who, auth, query, locks] of expected) {
        const response = await getTree(t, course, auth, query);
        assert.equal(response.statusCode, 200, `${who}: ${response.body}`);
        const activities = response.json<Tree>().chapters[0]!.activities;
        assert.deepEqual(Object.fromEntries(activities.map((a) => [a.name, a.is_locked])), locks, who);
        const secret = activities.find((a) => a.name === 'restricted')!;
        assert.equal(secret.content !== undefined, !locks.restricted, who);
      }
    }
  });

  it('never serves one reader the course list cached for another', async () => {
    const o = await createOrg(t);
    await createCourse(t, o, { name: 'draft' });
    await createCourse(t, o, { name: 'members', public: false, published: true });
    await createCourse(t, o, { name: 'public', published: true });
    const learner = await addMember(t, o.org.id, 'learner');
    const readers: [string, string | undefined, string[]][] = [
      ['editor', o.admin.jwt, ['public', 'members', 'draft']],
      ['member', learner.jwt, ['public', 'members']],
      ['anonymous', undefined, ['public']],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [who, auth, names] of readers) {
        const response = await call(t, 'GET', `${API}/courses/org_slug/${o.org.slug}/page/1/limit/10`, auth);
        assert.equal(response.statusCode, 200, response.body);
        const page = response.json<{ items: { name: string }[]; total: number }>();
        assert.deepEqual(
          page.items.map((c) => c.name),
          names,
          who,
        );
        assert.equal(page.total, names.length, who);
      }
    }
  });

  it('changes of one course at once, its deletion among them, queue on its stamps: none fails', async () => {
    const o = await createOrg(t);
    const course = await createCourse(t, o, { published: true });
    const chapter = await createChapter(t, o, course);
    const activity = await createCustomActivity(t, { o, chapter }, { published: true });
    const member = await addMember(t, o.org.id, 'learner');
    const changes = [
      () => call(t, 'PUT', `${API}/courses/${course.course_uuid}`, o.admin.jwt, { name: 'Renamed' }),
      () => call(t, 'PUT', `${API}/chapters/${chapter.id}`, o.admin.jwt, { name: 'Renamed' }),
      () => call(t, 'PUT', `${API}/activities/${activity.activity_uuid}`, o.admin.jwt, { name: 'Renamed' }),
      () =>
        call(t, 'POST', `${API}/courses/${course.course_uuid}/contributors`, o.admin.jwt, {
          user_ids: [member.user.id],
        }),
      () =>
        call(t, 'POST', `${API}/chapters/`, o.admin.jwt, {
          name: 'More',
          course_id: course.id,
          org_id: o.org.id,
        }),
      () => call(t, 'DELETE', `${API}/courses/${course.course_uuid}`, o.admin.jwt),
    ];
    const responses = await race(changes.length * 2, (i) => changes[i % changes.length]!());
    for (const response of responses) {
      assert.ok(
        [200, 204, 404].includes(response.statusCode),
        `${responses.indexOf(response)}: ${response.statusCode} ${response.body}`,
      );
    }
    assert.equal((await getTree(t, course, o.admin.jwt)).statusCode, 404);
  });
});

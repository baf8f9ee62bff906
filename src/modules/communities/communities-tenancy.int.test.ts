/**
 * Tenancy of communities [CONTRACT 2, 11]: a member or API token of one organization reads and writes nothing of
 * another organization's communities, discussions and comments, and cannot link another organization's course.
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
import { ALL_RIGHTS, call, createApiToken, createOrg } from '../../../test/factories.ts';

describe('communities tenancy', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const one = (c: { community_uuid: string }) => `${API}/communities/${c.community_uuid}`;

  it('tenancy: no route reads or writes another organization’s communities', async () => {
    const a = await createOrg(t);
    const b = await createOrg(t);
    const theirs = await createCommunity(t, b, { public: false });
    const theirDiscussion = await createDiscussion(t, b.admin.jwt, theirs);
    const theirCourse = await createCourse(t, b, { published: true });
    const token = (await createApiToken(t, a, ALL_RIGHTS)).token;
    for (const auth of [a.admin.jwt, token]) {
      // A private community of another organization is not there for them.
      assertError(
        await call(t, 'GET', one(theirs), auth),
        auth === token ? 403 : 404,
        auth === token ? 'other_organization' : 'not_found',
      );
      assert.notEqual((await call(t, 'PUT', one(theirs), auth, { name: 'mine' })).statusCode, 200);
      assert.notEqual((await call(t, 'DELETE', one(theirs), auth)).statusCode, 204);
      assert.notEqual((await postCommunity(t, b.org.id, auth, { name: 'intruder' })).statusCode, 200);
      const d = `${API}/discussions/${theirDiscussion.discussion_uuid}`;
      for (const [method, url, body] of [
        ['PUT', d, { title: 'mine' }],
        ['PUT', `${d}/pin`, { is_pinned: true }],
        ['PUT', `${d}/lock`, { is_locked: true }],
        ['POST', `${d}/vote`, undefined],
        ['POST', `${d}/comments`, { content: 'hi' }],
        ['DELETE', d, undefined],
      ] as const) {
        const response = await call(t, method, url, auth, body);
        assert.ok([403, 404].includes(response.statusCode), `${method} ${url}: ${response.body}`);
      }
    }
    // A course of another organization cannot be given a community here.
    assertError(
      await postCommunity(t, a.org.id, a.admin.jwt, { name: 'x', course_uuid: theirCourse.course_uuid }),
      403,
      'other_organization',
    );
    const listed = await call(t, 'GET', `${API}/communities/org/${b.org.id}`, a.admin.jwt);
    assert.equal(listed.json<PageOf<Community>>().total, 0);
    const untouched = await call(t, 'GET', one(theirs), b.admin.jwt);
    assert.equal(untouched.json<Community>().name, 'Community');
    const still = await call(t, 'GET', `${API}/discussions/${theirDiscussion.discussion_uuid}`, b.admin.jwt);
    assert.equal(still.json<{ title: string; is_pinned: boolean; upvote_count: number }>().upvote_count, 1);
    assert.equal(still.json<{ is_pinned: boolean }>().is_pinned, false);
  });
});

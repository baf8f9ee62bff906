/**
 * Playgrounds [CONTRACT 11], across readers and organizations: the list shows each caller what they may read;
 * no route reads or changes another organization's playgrounds.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { API } from '../../../test/content-factories.ts';
import {
  ALL_RIGHTS,
  addMember,
  call,
  createApiToken,
  createOrg,
  createUser,
} from '../../../test/factories.ts';
import { createPlayground, playgroundUrl, type Playground } from '../../../test/playground-factories.ts';

describe('playgrounds across readers and organizations', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  describe('the list', () => {
    it('shows each caller what they may read, newest first, paginated, without pages', async () => {
      const o = await createOrg(t);
      const instructor = await addMember(t, o.org.id, 'instructor');
      const learner = await addMember(t, o.org.id, 'learner');
      const outsider = await createUser(t);
      const pub = await createPlayground(t, o, {
        published: true,
        body: { access_type: 'public', html_content: '<p>x</p>' },
      });
      const members = await createPlayground(t, o, { published: true });
      const restricted = await createPlayground(t, o, {
        published: true,
        body: { access_type: 'restricted' },
      });
      const draft = await createPlayground(t, o, { body: { access_type: 'public' } });
      const instructorsDraft = await createPlayground(t, o, { auth: instructor.jwt });
      const listed = async (auth?: string, query = '') => {
        const response = await call(t, 'GET', `${API}/playgrounds/org/${o.org.id}${query}`, auth);
        assert.equal(response.statusCode, 200, response.body);
        return response.json<{
          items: Record<string, unknown>[];
          total: number;
          limit: number;
          offset: number;
        }>();
      };
      const uuids = (page: { items: Record<string, unknown>[] }) => page.items.map((i) => i.playground_uuid);
      assert.deepEqual(uuids(await listed(o.admin.jwt)), [
        instructorsDraft.playground_uuid,
        draft.playground_uuid,
        restricted.playground_uuid,
        members.playground_uuid,
        pub.playground_uuid,
      ]);
      assert.deepEqual(uuids(await listed(instructor.jwt)), [
        instructorsDraft.playground_uuid,
        members.playground_uuid,
        pub.playground_uuid,
      ]);
      assert.deepEqual(uuids(await listed(learner.jwt)), [members.playground_uuid, pub.playground_uuid]);
      assert.deepEqual(uuids(await listed(outsider.jwt)), [pub.playground_uuid]);
      assert.deepEqual(uuids(await listed()), [pub.playground_uuid]);
      const page = await listed(o.admin.jwt, '?limit=2&offset=1');
      assert.deepEqual(
        { total: page.total, limit: page.limit, offset: page.offset, items: uuids(page) },
        { total: 5, limit: 2, offset: 1, items: [draft.playground_uuid, restricted.playground_uuid] },
      );
      assert.ok(page.items.every((i) => !('html_content' in i)));
      assertInvalid(await call(t, 'GET', `${API}/playgrounds/org/${o.org.id}?limit=0`, o.admin.jwt), [
        'query',
        'limit',
      ]);
      assertError(await call(t, 'GET', `${API}/playgrounds/org/999999999`), 404, 'not_found');
    });
  });

  describe('tenancy', () => {
    it("no route reads or changes another organization's playgrounds", async () => {
      const mine = await createOrg(t);
      const theirs = await createOrg(t);
      const p = await createPlayground(t, theirs, { published: true });
      const token = await createApiToken(t, mine, ALL_RIGHTS);
      for (const auth of [mine.admin.jwt, token.token]) {
        const expected = auth === token.token ? 'other_organization' : 'not_member';
        assertError(await call(t, 'GET', playgroundUrl(p), auth), 403, expected);
        assertError(await call(t, 'GET', playgroundUrl(p, '/view'), auth), 403, expected);
        assertError(await call(t, 'PUT', playgroundUrl(p), auth, { name: 'taken' }), 403, expected);
        assertError(await call(t, 'DELETE', playgroundUrl(p), auth), 403, expected);
        assertError(
          await call(t, 'POST', playgroundUrl(p, '/reactions'), auth, { emoji: '👍' }),
          403,
          expected,
        );
        assertError(
          await call(t, 'POST', playgroundUrl(p, '/generate'), auth, { prompt: 'x' }),
          403,
          expected,
        );
      }
      const listed = await call(t, 'GET', `${API}/playgrounds/org/${theirs.org.id}`, token.token);
      assertError(listed, 403, 'other_organization');
      const after = await call(t, 'GET', playgroundUrl(p), theirs.admin.jwt);
      assert.equal(after.json<Playground>().name, p.name);
      const reactions = await call(t, 'GET', playgroundUrl(p, '/reactions'), theirs.admin.jwt);
      assert.deepEqual(reactions.json<{ reactions: unknown[] }>().reactions, []);
    });
  });
});

/** Comments on discussions [CONTRACT 11]: listing, ownership of edits and deletions, and comment votes. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createCommunity,
  createDiscussion,
  type Discussion,
  type PageOf,
} from '../../../test/community-factories.ts';
import { API } from '../../../test/content-factories.ts';
import { addMember, call, createOrg } from '../../../test/factories.ts';

describe('comments', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const one = (d: { discussion_uuid: string }) => `${API}/discussions/${d.discussion_uuid}`;

  it('comments: oldest first, paginated; authors edit and delete their own; votes once each', async () => {
    const o = await createOrg(t);
    const c = await createCommunity(t, o);
    const learner = await addMember(t, o.org.id, 'learner');
    const other = await addMember(t, o.org.id, 'learner');
    const d = await createDiscussion(t, learner.jwt, c);
    const uuids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const posted = await call(t, 'POST', `${one(d)}/comments`, i % 2 ? other.jwt : learner.jwt, {
        content: `C${i}`,
      });
      assert.equal(posted.statusCode, 200, posted.body);
      uuids.push(posted.json<{ comment_uuid: string }>().comment_uuid);
    }
    const page = await call(t, 'GET', `${one(d)}/comments?limit=2&offset=2`, learner.jwt);
    const body = page.json<PageOf<{ content: string; upvote_count: number }>>();
    assert.deepEqual(
      body.items.map((x) => x.content),
      ['C2', 'C3'],
    );
    assert.equal(body.total, 5);
    assert.equal(body.items[0]!.upvote_count, 0);
    const comment = `${API}/comments/${uuids[1]!}`;
    assertError(await call(t, 'PUT', comment, learner.jwt, { content: 'hijack' }), 403, 'not_owner');
    const edited = await call(t, 'PUT', comment, other.jwt, { content: 'C1 edited' });
    assert.equal(edited.json<{ content: string }>().content, 'C1 edited');
    const voted = await call(t, 'POST', `${comment}/vote`, learner.jwt);
    assert.deepEqual(voted.json(), { comment_uuid: uuids[1], upvote_count: 1, voted: true });
    assertError(await call(t, 'POST', `${comment}/vote`, learner.jwt), 409, 'already_voted');
    const unvoted = await call(t, 'DELETE', `${comment}/vote`, learner.jwt);
    assert.equal(unvoted.json<{ upvote_count: number }>().upvote_count, 0);
    assertError(await call(t, 'DELETE', comment, learner.jwt), 403, 'not_owner');
    assert.equal((await call(t, 'DELETE', comment, other.jwt)).statusCode, 204);
    const after = (await call(t, 'GET', one(d), learner.jwt)).json<Discussion>();
    assert.equal(after.comment_count, 4);
    const rest = await call(t, 'GET', `${one(d)}/comments`, learner.jwt);
    assert.deepEqual(
      rest.json<PageOf<{ content: string }>>().items.map((x) => x.content),
      ['C0', 'C2', 'C3', 'C4'],
    );
    assertError(await call(t, 'PUT', comment, other.jwt, { content: 'gone' }), 404, 'not_found');
  });
});

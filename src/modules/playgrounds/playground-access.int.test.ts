/**
 * Who reads a playground [CONTRACT 11]: each access type against each kind of caller, on the JSON, the page and
 * the reactions; restricted playgrounds opened through `/usergroups/{id}/add_resources`; the page served only
 * at `/view`, sandboxed; reactions toggled per person and emoji.
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
  type TestOrg,
  type TestUser,
} from '../../../test/factories.ts';
import { createPlayground, playgroundUrl, type Playground } from '../../../test/playground-factories.ts';
import {
  addUsers,
  createGroup,
  groupUrl,
  linkResources,
  unlinkResources,
} from '../../../test/usergroup-factories.ts';

type Caller = 'anonymous' | 'member' | 'group member' | 'other organization';
type AccessType = Playground['access_type'];

/** What each caller gets from a published playground of each access type. */
const EXPECTED: Record<AccessType, Record<Caller, number>> = {
  public: { anonymous: 200, member: 200, 'group member': 200, 'other organization': 200 },
  authenticated: { anonymous: 401, member: 200, 'group member': 200, 'other organization': 403 },
  restricted: { anonymous: 404, member: 404, 'group member': 200, 'other organization': 404 },
};

describe('playground access', () => {
  let t: TestApp;
  let o: TestOrg;
  let callers: Record<Caller, string | undefined>;
  let groupMember: TestUser;
  let group: { id: number };
  before(async () => {
    t = await buildTestApp();
    o = await createOrg(t);
    const member = await addMember(t, o.org.id, 'learner');
    groupMember = await addMember(t, o.org.id, 'learner');
    const other = await createOrg(t);
    group = await createGroup(t, o);
    await addUsers(t, o, group, [groupMember.user.id]);
    callers = {
      anonymous: undefined,
      member: member.jwt,
      'group member': groupMember.jwt,
      'other organization': other.admin.jwt,
    };
  });
  after(() => t.close());

  const routes = (p: Playground) => [
    playgroundUrl(p),
    playgroundUrl(p, '/view'),
    playgroundUrl(p, '/reactions'),
  ];

  for (const accessType of ['public', 'authenticated', 'restricted'] as const) {
    for (const caller of Object.keys(EXPECTED[accessType]) as Caller[]) {
      const status = EXPECTED[accessType][caller];
      it(`${accessType} × ${caller}: ${status}`, async () => {
        const p = await createPlayground(t, o, {
          published: true,
          body: { access_type: accessType, html_content: '<p>x</p>' },
        });
        await linkResources(t, o, group, [p.playground_uuid]);
        for (const url of routes(p)) {
          const response = await call(t, 'GET', url, callers[caller]);
          assert.equal(response.statusCode, status, `${url}: ${response.body}`);
        }
      });
    }
    it(`${accessType}, unpublished: a 404 to every reader, readable by its editors`, async () => {
      const p = await createPlayground(t, o, { body: { access_type: accessType } });
      await linkResources(t, o, group, [p.playground_uuid]);
      for (const caller of Object.keys(callers) as Caller[]) {
        for (const url of routes(p)) {
          assertError(await call(t, 'GET', url, callers[caller]), 404, 'not_found');
        }
      }
      for (const url of routes(p))
        assert.equal((await call(t, 'GET', url, o.admin.jwt)).statusCode, 200, url);
    });
  }

  it('restricted: opened by a link, closed again by unlinking or leaving the group', async () => {
    const p = await createPlayground(t, o, { published: true, body: { access_type: 'restricted' } });
    const reader = await addMember(t, o.org.id, 'learner');
    const g = await createGroup(t, o);
    await addUsers(t, o, g, [reader.user.id]);
    assertError(await call(t, 'GET', playgroundUrl(p), reader.jwt), 404, 'not_found');
    const linked = await linkResources(t, o, g, [p.playground_uuid]);
    assert.deepEqual(linked.changed, [p.playground_uuid]);
    assert.equal((await call(t, 'GET', playgroundUrl(p), reader.jwt)).statusCode, 200);
    const listed = await call(t, 'GET', `${API}/playgrounds/org/${o.org.id}`, reader.jwt);
    assert.ok(
      listed.json<{ items: Playground[] }>().items.some((i) => i.playground_uuid === p.playground_uuid),
    );
    const resources = await call(t, 'GET', groupUrl(g.id, '/resources'), o.admin.jwt);
    assert.deepEqual(
      resources
        .json<{ items: unknown[] }>()
        .items.map((i) => ({ ...(i as object), creation_date: undefined })),
      [{ resource_uuid: p.playground_uuid, kind: 'playground', name: p.name, creation_date: undefined }],
    );
    const groups = await call(t, 'GET', `${API}/usergroups/resource/${p.playground_uuid}`, o.admin.jwt);
    assert.deepEqual(
      groups.json<{ items: { id: number }[] }>().items.map((i) => i.id),
      [g.id],
    );
    await unlinkResources(t, o, g, [p.playground_uuid]);
    assertError(await call(t, 'GET', playgroundUrl(p), reader.jwt), 404, 'not_found');
    await linkResources(t, o, g, [p.playground_uuid]);
    assert.equal((await call(t, 'GET', playgroundUrl(p), reader.jwt)).statusCode, 200);
    await call(t, 'DELETE', groupUrl(g.id, `/remove_users?user_ids=${reader.user.id}`), o.admin.jwt);
    assertError(await call(t, 'GET', playgroundUrl(p), reader.jwt), 404, 'not_found');
  });

  it("add_resources refuses another organization's playground and a deleted one; deleting unlinks", async () => {
    const other = await createOrg(t);
    const foreign = await createPlayground(t, other);
    const response = await call(
      t,
      'POST',
      groupUrl(group.id, `/add_resources?resource_uuids=${foreign.playground_uuid}`),
      o.admin.jwt,
    );
    assertError(response, 400, 'unknown_resources');
    const p = await createPlayground(t, o);
    const g = await createGroup(t, o);
    await linkResources(t, o, g, [p.playground_uuid]);
    assert.equal((await call(t, 'DELETE', playgroundUrl(p), o.admin.jwt)).statusCode, 204);
    const resources = await call(t, 'GET', groupUrl(g.id, '/resources'), o.admin.jwt);
    assert.equal(resources.json<{ total: number }>().total, 0);
    const again = await call(
      t,
      'POST',
      groupUrl(g.id, `/add_resources?resource_uuids=${p.playground_uuid}`),
      o.admin.jwt,
    );
    assertError(again, 400, 'unknown_resources');
  });

  it('an API token reads by its rights; a restricted playground opens to it through its creator', async () => {
    const p = await createPlayground(t, o, { published: true, body: { access_type: 'restricted' } });
    const token = await createApiToken(t, o, ALL_RIGHTS);
    // The admin's token edits every playground, so it reads them all.
    assert.equal((await call(t, 'GET', playgroundUrl(p), token.token)).statusCode, 200);
    const readOnly = await createApiToken(t, o, { playgrounds: { action_read: true } });
    assertError(await call(t, 'GET', playgroundUrl(p), readOnly.token), 404, 'not_found');
    const g = await createGroup(t, o);
    await addUsers(t, o, g, [o.admin.user.id]);
    await linkResources(t, o, g, [p.playground_uuid]);
    assert.equal((await call(t, 'GET', playgroundUrl(p), readOnly.token)).statusCode, 200);
  });

  describe('the page', () => {
    it('is served only at /view: HTML in a sandbox of its own; the JSON answer is JSON', async () => {
      const html = '<!DOCTYPE html><html><body><script>document.title="ran"</script></body></html>';
      const p = await createPlayground(t, o, {
        published: true,
        body: { access_type: 'public', html_content: html },
      });
      const view = await call(t, 'GET', playgroundUrl(p, '/view'));
      assert.equal(view.statusCode, 200);
      assert.equal(view.body, html);
      assert.equal(view.headers['content-type'], 'text/html; charset=utf-8');
      assert.equal(view.headers['content-security-policy'], 'sandbox allow-scripts');
      assert.equal(view.headers['x-content-type-options'], 'nosniff');
      assert.equal(view.headers['cache-control'], 'private, no-store');
      // Never `allow-same-origin`: with it a script could lift the sandbox and act as the service's origin.
      assert.doesNotMatch(String(view.headers['content-security-policy']), /allow-same-origin/);
      const json = await call(t, 'GET', playgroundUrl(p));
      assert.match(String(json.headers['content-type']), /^application\/json/);
      assert.equal(json.headers['content-security-policy'], undefined);
      assert.equal(json.json<Playground>().html_content, html);
    });

    it('a playground without a page serves an empty one', async () => {
      const p = await createPlayground(t, o, { published: true, body: { access_type: 'public' } });
      const view = await call(t, 'GET', playgroundUrl(p, '/view'));
      assert.equal(view.statusCode, 200);
      assert.equal(view.body, '');
      assert.equal(view.headers['content-security-policy'], 'sandbox allow-scripts');
    });
  });

  describe('reactions', () => {
    it('toggle per person and emoji; counts most used first, with whether the caller reacted', async () => {
      const p = await createPlayground(t, o, { published: true, body: { access_type: 'public' } });
      const [a, b] = [await addMember(t, o.org.id, 'learner'), await addMember(t, o.org.id, 'learner')];
      const react = async (auth: string, emoji: string) => {
        const response = await call(t, 'POST', playgroundUrl(p, '/reactions'), auth, { emoji });
        assert.equal(response.statusCode, 200, response.body);
        return response.json<{ emoji: string; reacted: boolean; reactions: unknown[] }>();
      };
      assert.equal((await react(a.jwt, '👍')).reacted, true);
      assert.equal((await react(b.jwt, '👍')).reacted, true);
      const third = await react(b.jwt, '🎉');
      assert.deepEqual(third.reactions, [
        { emoji: '👍', count: 2, reacted: true },
        { emoji: '🎉', count: 1, reacted: true },
      ]);
      const undone = await react(a.jwt, '👍');
      assert.equal(undone.reacted, false);
      assert.deepEqual(undone.reactions, [
        { emoji: '👍', count: 1, reacted: false },
        { emoji: '🎉', count: 1, reacted: false },
      ]);
      const anonymous = await call(t, 'GET', playgroundUrl(p, '/reactions'));
      assert.deepEqual(anonymous.json(), {
        playground_uuid: p.playground_uuid,
        reactions: [
          { emoji: '👍', count: 1, reacted: false },
          { emoji: '🎉', count: 1, reacted: false },
        ],
      });
      const asB = await call(t, 'GET', playgroundUrl(p, '/reactions'), b.jwt);
      assert.deepEqual(
        asB.json<{ reactions: { reacted: boolean }[] }>().reactions.map((r) => r.reacted),
        [true, true],
      );
    });

    it('❤ counts as ❤️; skin tones, flags, families and keycaps are single emojis', async () => {
      const p = await createPlayground(t, o, { published: true, body: { access_type: 'public' } });
      const first = await call(t, 'POST', playgroundUrl(p, '/reactions'), o.admin.jwt, { emoji: '❤' });
      assert.equal(first.json<{ emoji: string }>().emoji, '❤️');
      const second = await call(t, 'POST', playgroundUrl(p, '/reactions'), o.admin.jwt, { emoji: '❤️' });
      assert.equal(second.json<{ reacted: boolean }>().reacted, false);
      for (const emoji of ['👍🏽', '🇫🇷', '👨‍👩‍👧', '1️⃣', '🏳️‍🌈']) {
        const response = await call(t, 'POST', playgroundUrl(p, '/reactions'), o.admin.jwt, { emoji });
        assert.equal(response.statusCode, 200, `${emoji}: ${response.body}`);
      }
    });

    const refused: [string, unknown][] = [
      ['a letter', 'a'],
      ['two emojis', '👍👍'],
      ['an emoji with a space', ' 👍'],
      ['text', 'thumbs up'],
      ['an empty string', ''],
      ['a number', 5],
      ['a control character', '\u0000'],
      ['too long', '👍'.repeat(20)],
    ];
    for (const [what, emoji] of refused) {
      it(`refuses ${what} with a 422`, async () => {
        const p = await createPlayground(t, o, { published: true, body: { access_type: 'public' } });
        assertInvalid(await call(t, 'POST', playgroundUrl(p, '/reactions'), o.admin.jwt, { emoji }), [
          'body',
          'emoji',
        ]);
      });
    }

    it('401 for anonymous callers, even on a public playground; 404 for those who may not read it', async () => {
      const pub = await createPlayground(t, o, { published: true, body: { access_type: 'public' } });
      assertError(
        await call(t, 'POST', playgroundUrl(pub, '/reactions'), undefined, { emoji: '👍' }),
        401,
        'unauthorized',
      );
      const restricted = await createPlayground(t, o, {
        published: true,
        body: { access_type: 'restricted' },
      });
      assertError(
        await call(t, 'POST', playgroundUrl(restricted, '/reactions'), callers.member, { emoji: '👍' }),
        404,
        'not_found',
      );
      const other = callers['other organization']!;
      const outsider = await call(t, 'POST', playgroundUrl(pub, '/reactions'), other, { emoji: '👍' });
      assert.equal(outsider.statusCode, 200, 'anyone who reads a public playground reacts to it');
    });
  });
});

/**
 * Boards over REST [CONTRACT 11]: who may create, read, list, edit and delete; members (organization members
 * only, 409 when already on, the limit counting the owner, all-or-nothing batches, the owner stays); the
 * document over HTTP with real Yjs updates; the events, received signed; tenancy.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError } from '../../../test/assertions.ts';
import {
  addBoardMember,
  createBoard,
  docFrom,
  postUpdate,
  textUpdate,
  type Board,
} from '../../../test/board-client.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { captureEvents } from '../../../test/event-capture.ts';
import { addMember, bearer, createOrg, type TestOrg } from '../../../test/factories.ts';
import { startHttpsReceiver, type HttpsReceiver } from '../../../test/https-receiver.ts';
import { race } from '../../../test/races.ts';
import { buildWebhookTestApp } from '../../../test/webhook-helpers.ts';

describe('boards', () => {
  let t: TestApp;
  let receiver: HttpsReceiver;
  before(async () => {
    receiver = await startHttpsReceiver();
    t = await buildWebhookTestApp();
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, jwt?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: jwt === undefined ? {} : bearer(jwt),
      ...(payload !== undefined && { payload: payload as object }),
    });

  it('creates a board with its owner and announces board_created and board_member_added, signed', async () => {
    const o = await createOrg(t);
    const capture = await captureEvents(t, o, receiver, ['board_created', 'board_member_added']);
    const instructor = await addMember(t, o.org.id, 'instructor');
    const learner = await addMember(t, o.org.id, 'learner');
    const board = await createBoard(t, instructor.jwt, o.org.id, { name: 'Ideas', description: 'd' });
    assert.match(board.board_uuid, /^board_/);
    assert.equal(board.public, false);
    assert.equal(board.created_by, instructor.user.id);
    assert.deepEqual(await capture.takeOne('board_created'), {
      board_uuid: board.board_uuid,
      name: 'Ideas',
      created_by: instructor.user.id,
    });
    const members = (await req('GET', `/boards/${board.board_uuid}/members`, instructor.jwt)).json<{
      items: { user_id: number; role: string }[];
    }>();
    assert.deepEqual(
      members.items.map((m) => [m.user_id, m.role]),
      [[instructor.user.id, 'owner']],
    );
    await addBoardMember(t, instructor.jwt, board, learner.user.id, 'editor');
    assert.deepEqual(await capture.takeOne('board_member_added'), {
      board_uuid: board.board_uuid,
      user_id: learner.user.id,
      role: 'editor',
    });
    const a = await addMember(t, o.org.id, 'learner');
    const b = await addMember(t, o.org.id, 'learner');
    const batch = await req('POST', `/boards/${board.board_uuid}/members/batch`, instructor.jwt, {
      members: [
        { user_id: a.user.id, role: 'viewer' },
        { user_id: b.user.id, role: 'editor' },
      ],
    });
    assert.equal(batch.statusCode, 200, batch.body);
    const added = (await capture.take()).filter((e) => e.event === 'board_member_added');
    assert.deepEqual(added.map((e) => e.data.user_id).sort(), [a.user.id, b.user.id].sort());
  });

  it('who may create, read, edit and delete (table)', async () => {
    const o = await createOrg(t);
    const maintainer = await addMember(t, o.org.id, 'maintainer');
    const owner = await addMember(t, o.org.id, 'instructor');
    const otherInstructor = await addMember(t, o.org.id, 'instructor');
    const learner = await addMember(t, o.org.id, 'learner');
    const onBoard = await addMember(t, o.org.id, 'learner');
    assertError(
      await req('POST', `/boards/?org_id=${o.org.id}`, learner.jwt, { name: 'x' }),
      403,
      'missing_right',
    );
    const priv = await createBoard(t, owner.jwt, o.org.id);
    const pub = await createBoard(t, owner.jwt, o.org.id, { public: true });
    await addBoardMember(t, owner.jwt, priv, onBoard.user.id, 'viewer');
    const reads: [string, string, Board, number][] = [
      ['admin, private', o.admin.jwt, priv, 200],
      ['maintainer, private', maintainer.jwt, priv, 200],
      ['owner, private', owner.jwt, priv, 200],
      ['other instructor, private', otherInstructor.jwt, priv, 404],
      ['learner, private', learner.jwt, priv, 404],
      ['learner on the board, private', onBoard.jwt, priv, 200],
      ['learner, public', learner.jwt, pub, 200],
    ];
    for (const [who, jwt, board, status] of reads) {
      assert.equal((await req('GET', `/boards/${board.board_uuid}`, jwt)).statusCode, status, who);
    }
    const edits: [string, string, Board, number, string?][] = [
      ['other instructor, public', otherInstructor.jwt, pub, 403, 'not_owner'],
      ['learner, public', learner.jwt, pub, 403, 'missing_right'],
      ['viewer learner, private', onBoard.jwt, priv, 403, 'missing_right'],
      ['owner', owner.jwt, pub, 200],
      ['maintainer', maintainer.jwt, pub, 200],
    ];
    for (const [who, jwt, board, status, code] of edits) {
      const response = await req('PUT', `/boards/${board.board_uuid}`, jwt, { name: `by ${who}` });
      if (code === undefined) assert.equal(response.statusCode, status, who);
      else assertError(response, status, code);
    }
    const listed = (jwt: string) =>
      req('GET', `/boards/org/${o.org.id}`, jwt).then((r) =>
        r.json<{ items: Board[]; total: number }>().items.map((b) => b.board_uuid),
      );
    assert.deepEqual(await listed(learner.jwt), [pub.board_uuid]);
    assert.deepEqual((await listed(onBoard.jwt)).sort(), [priv.board_uuid, pub.board_uuid].sort());
    assert.deepEqual((await listed(o.admin.jwt)).sort(), [priv.board_uuid, pub.board_uuid].sort());
    assertError(await req('DELETE', `/boards/${pub.board_uuid}`, otherInstructor.jwt), 403, 'not_owner');
    assert.equal((await req('DELETE', `/boards/${pub.board_uuid}`, owner.jwt)).statusCode, 204);
    assert.equal((await req('GET', `/boards/${pub.board_uuid}`, owner.jwt)).statusCode, 404);
  });

  it('member rules: organization members only, once, the owner stays, the limit counts the owner', async () => {
    const o = await createOrg(t);
    const outsider = await createOrg(t);
    const board = await createBoard(t, o.admin.jwt, o.org.id);
    const url = `/boards/${board.board_uuid}/members`;
    const learner = await addMember(t, o.org.id, 'learner');
    assertError(
      await req('POST', url, o.admin.jwt, { user_id: outsider.admin.user.id, role: 'editor' }),
      403,
      'not_member',
    );
    assert.equal(
      (await req('POST', url, o.admin.jwt, { user_id: learner.user.id, role: 'viewer' })).statusCode,
      200,
    );
    assertError(
      await req('POST', url, o.admin.jwt, { user_id: learner.user.id, role: 'editor' }),
      409,
      'already_member',
    );
    assert.equal(
      (await req('POST', url, o.admin.jwt, { user_id: learner.user.id, role: 'owner' })).statusCode,
      422,
    );
    assertError(await req('DELETE', `${url}/${o.admin.user.id}`, o.admin.jwt), 400, 'owner_not_removable');
    // 2 members now; 8 more fill the board (10 with the owner); a batch past it adds nobody.
    const people = await Promise.all(Array.from({ length: 9 }, () => addMember(t, o.org.id, 'learner')));
    const tooMany = await req('POST', `${url}/batch`, o.admin.jwt, {
      members: people.map((p) => ({ user_id: p.user.id, role: 'viewer' })),
    });
    assertError(tooMany, 409, 'board_full');
    const count = async () => (await req('GET', url, o.admin.jwt)).json<{ items: unknown[] }>().items.length;
    assert.equal(await count(), 2, 'all or nothing');
    const fill = await req('POST', `${url}/batch`, o.admin.jwt, {
      members: people.slice(0, 8).map((p) => ({ user_id: p.user.id, role: 'viewer' })),
    });
    assert.equal(fill.statusCode, 200, fill.body);
    assertError(
      await req('POST', url, o.admin.jwt, { user_id: people[8]!.user.id, role: 'viewer' }),
      409,
      'board_full',
    );
    // A member leaves; the last person fits again.
    assert.equal((await req('DELETE', `${url}/${learner.user.id}`, learner.jwt)).statusCode, 204);
    assert.equal(
      (await req('POST', url, o.admin.jwt, { user_id: people[8]!.user.id, role: 'viewer' })).statusCode,
      200,
    );
  });

  it('12 concurrent additions to a board of one never pass the limit of 10', async () => {
    const o = await createOrg(t);
    const board = await createBoard(t, o.admin.jwt, o.org.id);
    const people = await Promise.all(Array.from({ length: 12 }, () => addMember(t, o.org.id, 'learner')));
    const responses = await race(12, (i) =>
      req('POST', `/boards/${board.board_uuid}/members`, o.admin.jwt, {
        user_id: people[i]!.user.id,
        role: 'editor',
      }),
    );
    const ok = responses.filter((r) => r.statusCode === 200).length;
    assert.equal(ok, 9);
    for (const r of responses.filter((x) => x.statusCode !== 200)) assertError(r, 409, 'board_full');
    const members = (await req('GET', `/boards/${board.board_uuid}/members`, o.admin.jwt)).json<{
      items: unknown[];
    }>();
    assert.equal(members.items.length, 10);
  });

  it('the document over HTTP: editors write whatever their role, viewers 403, bad bytes 422', async () => {
    const o = await createOrg(t);
    const owner = await addMember(t, o.org.id, 'instructor');
    const editor = await addMember(t, o.org.id, 'learner');
    const viewer = await addMember(t, o.org.id, 'maintainer');
    const stranger = await addMember(t, o.org.id, 'learner');
    const board = await createBoard(t, owner.jwt, o.org.id);
    await addBoardMember(t, owner.jwt, board, editor.user.id, 'editor');
    await addBoardMember(t, owner.jwt, board, viewer.user.id, 'viewer');
    const first = textUpdate('one');
    assert.equal((await postUpdate(t, owner.jwt, board.board_uuid, first)).statusCode, 200);
    const second = await postUpdate(t, editor.jwt, board.board_uuid, textUpdate(' two', first));
    assert.equal(second.statusCode, 200, second.body);
    assertError(await postUpdate(t, viewer.jwt, board.board_uuid, textUpdate('no')), 403, 'board_read_only');
    assert.equal((await postUpdate(t, stranger.jwt, board.board_uuid, textUpdate('no'))).statusCode, 404);
    const bad = await postUpdate(t, owner.jwt, board.board_uuid, Buffer.from('hello world'));
    assert.equal(bad.statusCode, 422, bad.body);
    const json = await req('POST', `/boards/${board.board_uuid}/document/updates`, owner.jwt, { a: 1 });
    assert.equal(json.statusCode, 415);
    const doc = await req('GET', `/boards/${board.board_uuid}/document`, viewer.jwt);
    assert.equal(doc.statusCode, 200);
    assert.equal(doc.headers['content-type'], 'application/octet-stream');
    assert.equal(docFrom(doc.rawPayload).getText('t').toJSON(), 'one two');
  });

  it('compacts a long log into a snapshot without losing an edit', async () => {
    const o = await createOrg(t);
    const board = await createBoard(t, o.admin.jwt, o.org.id);
    let state: Uint8Array | undefined;
    const { mergeUpdates } = await import('yjs');
    for (let i = 0; i < 120; i++) {
      const update = textUpdate(`${i % 10}`, state);
      state = state === undefined ? update : mergeUpdates([state, update]);
      assert.equal((await postUpdate(t, o.admin.jwt, board.board_uuid, update)).statusCode, 200);
    }
    await t.services.boardStore.close();
    const rows = await t.services.db
      .selectFrom('board_updates')
      .select('id')
      .where('board_id', '=', board.id)
      .execute();
    assert.ok(rows.length < 100, `the log was compacted (${rows.length} rows left)`);
    const doc = await req('GET', `/boards/${board.board_uuid}/document`, o.admin.jwt);
    assert.equal(docFrom(doc.rawPayload).getText('t').toJSON(), '0123456789'.repeat(12));
  });

  it('tenancy: another organization reaches none of it', async () => {
    const o = await createOrg(t);
    const other: TestOrg = await createOrg(t);
    const board = await createBoard(t, o.admin.jwt, o.org.id, { public: true });
    const u = board.board_uuid;
    const calls: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['read', 'GET', `/boards/${u}`],
      ['edit', 'PUT', `/boards/${u}`, { name: 'x' }],
      ['delete', 'DELETE', `/boards/${u}`],
      ['members', 'GET', `/boards/${u}/members`],
      ['add member', 'POST', `/boards/${u}/members`, { user_id: other.admin.user.id, role: 'editor' }],
      ['document', 'GET', `/boards/${u}/document`],
      ['list', 'GET', `/boards/org/${o.org.id}`],
      ['create', 'POST', `/boards/?org_id=${o.org.id}`, { name: 'x' }],
    ];
    for (const [what, method, url, payload] of calls) {
      assert.equal((await req(method, url, other.admin.jwt, payload)).statusCode, 403, what);
    }
    assert.equal((await postUpdate(t, other.admin.jwt, u, textUpdate('x'))).statusCode, 403);
    const theirs = (await req('GET', `/boards/org/${other.org.id}`, other.admin.jwt)).json<{
      total: number;
    }>();
    assert.equal(theirs.total, 0);
  });

  it('order of checks: 401, then 422, then 404', async () => {
    const o = await createOrg(t);
    assert.equal((await req('GET', '/boards/board_00000000-0000-4000-8000-000000000000')).statusCode, 401);
    assert.equal(
      (await req('POST', `/boards/?org_id=${o.org.id}`, o.admin.jwt, { name: '' })).statusCode,
      422,
    );
    assert.equal(
      (await req('POST', '/boards/?org_id=999999999', o.admin.jwt, { name: 'x' })).statusCode,
      404,
    );
    assert.equal((await req('GET', '/boards/nope', o.admin.jwt)).statusCode, 404);
  });
});

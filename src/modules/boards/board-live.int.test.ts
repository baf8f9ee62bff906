/**
 * Live editing over a real WebSocket with real Yjs documents: two clients converge, a viewer's changes are
 * refused (never applied, stored or seen), refusals happen before the upgrade, and a client reconnecting after
 * the server restarted on the same database sees every acknowledged edit.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { pino } from 'pino';
import { buildApp } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  LiveClient,
  addBoardMember,
  createBoard,
  docFrom,
  refusedWith,
  type Board,
} from '../../../test/board-client.ts';
import { eventually } from '../../../test/eventually.ts';
import { addMember, bearer, createOrg } from '../../../test/factories.ts';

describe('live boards', () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
  });
  after(() => t.close());

  const liveUrl = (board: Board) => `${base}/boards/${board.board_uuid}/live`;

  async function documentText(jwt: string, board: Board): Promise<string> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/boards/${board.board_uuid}/document`,
      headers: bearer(jwt),
    });
    assert.equal(response.statusCode, 200);
    return docFrom(response.rawPayload).getText('t').toJSON();
  }

  async function storedUpdates(board: Board): Promise<number> {
    const rows = await t.services.db
      .selectFrom('board_updates')
      .select('id')
      .where('board_id', '=', board.id)
      .execute();
    return rows.length;
  }

  it('two clients converge, and every edit is stored', async () => {
    const o = await createOrg(t);
    const editor = await addMember(t, o.org.id, 'learner');
    const board = await createBoard(t, o.admin.jwt, o.org.id);
    await addBoardMember(t, o.admin.jwt, board, editor.user.id, 'editor');
    const a = new LiveClient(liveUrl(board), o.admin.jwt);
    const b = new LiveClient(liveUrl(board), editor.jwt);
    try {
      await Promise.all([a.synced, b.synced]);
      a.insert('hello ');
      b.insert('world');
      await eventually('both hold both edits', () => a.text().length === 11 && a.text() === b.text());
      assert.ok(a.text().includes('hello ') && a.text().includes('world'));
      await eventually(
        'the stored document holds them',
        async () => (await documentText(o.admin.jwt, board)) === a.text(),
      );
      // Awareness reaches the other client.
      a.sendAwareness({ user: 'admin' });
      await eventually('b sees a', () => b.awareness.getStates().get(a.doc.clientID)?.user === 'admin');
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("a viewer's changes are refused: not applied, not stored, not seen by others", async () => {
    const o = await createOrg(t);
    const viewer = await addMember(t, o.org.id, 'instructor');
    const board = await createBoard(t, o.admin.jwt, o.org.id);
    await addBoardMember(t, o.admin.jwt, board, viewer.user.id, 'viewer');
    const owner = new LiveClient(liveUrl(board), o.admin.jwt);
    const watcher = new LiveClient(liveUrl(board), viewer.jwt);
    try {
      await Promise.all([owner.synced, watcher.synced]);
      owner.insert('by owner');
      await eventually('the viewer sees the owner edit', () => watcher.text() === 'by owner');
      const before = await storedUpdates(board);
      watcher.insert(' by viewer');
      // A later edit of the owner passes the viewer's in the server's queue of messages.
      owner.insert('!');
      await eventually('the viewer sees the later edit', () => watcher.text().includes('!'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(owner.text(), 'by owner!');
      assert.equal(await documentText(o.admin.jwt, board), 'by owner!');
      assert.equal(await storedUpdates(board), before + 1, "only the owner's later edit was stored");
      // A viewer reconnecting gets the server's document, without its own refused edit.
      const again = new LiveClient(liveUrl(board), viewer.jwt);
      await again.synced;
      await eventually('the document arrives', () => again.text() === 'by owner!');
      await again.close();
    } finally {
      await owner.close();
      await watcher.close();
    }
  });

  it('refuses before the upgrade: 401 without credentials, 404 unknown or unreadable, 403 other organization', async () => {
    const o = await createOrg(t);
    const other = await createOrg(t);
    const learner = await addMember(t, o.org.id, 'learner');
    const board = await createBoard(t, o.admin.jwt, o.org.id);
    const cases: [string, string, string | undefined, number][] = [
      ['no credentials', liveUrl(board), undefined, 401],
      ['a bad token', liveUrl(board), 'not-a-token', 401],
      [
        'an unknown board',
        `${base}/boards/board_00000000-0000-4000-8000-000000000000/live`,
        o.admin.jwt,
        404,
      ],
      ['a private board the learner is not on', liveUrl(board), learner.jwt, 404],
      ['a board of another organization', liveUrl(board), other.admin.jwt, 403],
    ];
    for (const [what, url, token, status] of cases) {
      assert.equal(await refusedWith(url, token), status, what);
    }
  });

  it('a plain GET of the live endpoint is a 400, not an upgrade', async () => {
    const o = await createOrg(t);
    const board = await createBoard(t, o.admin.jwt, o.org.id);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/boards/${board.board_uuid}/live`,
      headers: bearer(o.admin.jwt),
    });
    assert.equal(response.statusCode, 400);
  });

  it('an edit made over HTTP reaches live clients', async () => {
    const o = await createOrg(t);
    const board = await createBoard(t, o.admin.jwt, o.org.id);
    const client = new LiveClient(liveUrl(board), o.admin.jwt);
    try {
      await client.synced;
      const { textUpdate, postUpdate } = await import('../../../test/board-client.ts');
      const response = await postUpdate(t, o.admin.jwt, board.board_uuid, textUpdate('via http'));
      assert.equal(response.statusCode, 200, response.body);
      await eventually('the live client sees it', () => client.text() === 'via http');
    } finally {
      await client.close();
    }
  });

  it('a client reconnecting after a restart on the same database sees every acknowledged edit', async () => {
    const o = await createOrg(t);
    const board = await createBoard(t, o.admin.jwt, o.org.id);
    const first = new LiveClient(liveUrl(board), o.admin.jwt);
    const second = new LiveClient(liveUrl(board), o.admin.jwt);
    await Promise.all([first.synced, second.synced]);
    for (let i = 0; i < 5; i++) first.insert(`a${i};`);
    // Acknowledged: another client received the edits, which happens only after they were committed.
    await eventually(
      'the edits were acknowledged',
      () => second.text() === first.text() && first.text().length === 15,
    );
    const expected = first.text();
    await first.close();
    await second.close();
    await t.app.close();

    const restarted = await buildApp(t.config, { clock: t.clock, logger: pino({ level: 'silent' }) });
    try {
      await restarted.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (restarted.app.server.address() as AddressInfo).port;
      const again = new LiveClient(
        `ws://127.0.0.1:${port}/api/v1/boards/${board.board_uuid}/live`,
        o.admin.jwt,
      );
      await again.synced;
      await eventually('the document came back', () => again.text() === expected);
      await again.close();
    } finally {
      await restarted.app.close();
    }
  });
});

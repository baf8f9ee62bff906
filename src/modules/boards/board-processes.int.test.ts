/**
 * Live boards across API processes (PostgreSQL): two `lms serve` processes on one database, a client on each;
 * every edit reaches the client on the other process, carried by the database (NOTIFY naming the board and the
 * update row, which the other process reads). Skipped on SQLite, which serves a single process.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LiveClient } from '../../../test/board-client.ts';
import { eventually } from '../../../test/eventually.ts';
import {
  TEST_TIMEOUT,
  login,
  newInstance,
  request,
  startServer,
  stopServer,
  type Instance,
  type Server,
} from '../../../test/lms-process.ts';
import { testDialect } from '../../../test/test-database.ts';

const ADMIN = { email: 'boards@processes.example', password: 'first-password-1' };

describe('live boards on two API processes', { skip: testDialect() !== 'postgres' }, () => {
  let instance: Instance;
  let a: Server;
  let b: Server;
  before(async () => {
    instance = await newInstance({
      SECRET_KEY: 'board-processes-secret-key-long-enough-0123456789',
      LMS_ADMIN_EMAIL: ADMIN.email,
      LMS_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    });
    a = await startServer(instance);
    b = await startServer(instance);
  });
  after(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    await instance.close();
  });

  it('two clients on two processes converge', TEST_TIMEOUT, async () => {
    const session = await login(a, ADMIN.email, ADMIN.password);
    assert.equal(session.status, 200, JSON.stringify(session.body));
    const token = (session.body as { tokens: { access_token: string } }).tokens.access_token;
    const org = await request(a, 'GET', '/orgs/slug/default', { token });
    const created = await request(b, 'POST', `/boards/?org_id=${(org.body as { id: number }).id}`, {
      token,
      json: { name: 'Shared' },
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const uuid = (created.body as { board_uuid: string }).board_uuid;
    const ws = (server: Server) => `${server.base.replace('http://', 'ws://')}/boards/${uuid}/live`;
    const onA = new LiveClient(ws(a), token);
    const onB = new LiveClient(ws(b), token);
    try {
      await Promise.all([onA.synced, onB.synced]);
      onA.insert('from A;');
      await eventually('B sees the edit made on A', () => onB.text() === 'from A;', 10_000);
      onB.insert('from B;');
      await eventually('A sees the edit made on B', () => onA.text().includes('from B;'), 10_000);
      for (let i = 0; i < 10; i++) (i % 2 === 0 ? onA : onB).insert(`${i}`);
      await eventually('both converge', () => onA.text() === onB.text() && onA.text().length === 24, 10_000);
      // A third client, on A, reads what B wrote from the database.
      const late = new LiveClient(ws(a), token);
      await late.synced;
      await eventually('the late client has everything', () => late.text() === onB.text(), 10_000);
      await late.close();
    } finally {
      await onA.close();
      await onB.close();
    }
  });
});

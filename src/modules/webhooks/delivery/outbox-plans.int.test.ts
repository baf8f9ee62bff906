/**
 * How SQLite runs the delivery path's statements: each is recorded while real deliveries go out and their
 * outcomes and the log's cut are written, then planned again with `explain query plan`. None may read a whole
 * webhook table, and the log's cut (the oldest kept attempt of each endpoint, then the delete below it) must
 * stay within the index (org_id, endpoint_id, id) without reading rows: it runs after every group of outcomes.
 * PostgreSQL plans from its statistics: its test fills the queue and refreshes them first, then checks the one
 * plan whose shape depends most on the index, the claim's walk of the due rows.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CompiledQuery, sql } from 'kysely';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createOrg } from '../../../../test/factories.ts';
import { startHttpsReceiver, TEST_TLS, type HttpsReceiver } from '../../../../test/https-receiver.ts';
import { statementRecorder } from '../../../../test/statements.ts';
import { testDialect } from '../../../../test/test-database.ts';
import { toDbTime } from '../../../platform/clock.ts';
import { claimStatement } from './outbox-claim.repository.ts';
import { createEndpoint, FAST_POLICY, testResolver } from '../../../../test/webhook-helpers.ts';

const sqlite = testDialect() === 'sqlite';
const statements = statementRecorder();
let t: TestApp;
let receiver: HttpsReceiver;

before(async () => {
  t = await buildTestApp({
    webhookAllowedCidrs: ['127.0.0.0/8'],
    build: {
      retryPolicy: FAST_POLICY,
      webhookNetwork: { resolve: testResolver(), ca: TEST_TLS.cert },
      onStatement: statements.onStatement,
    },
  });
  receiver = await startHttpsReceiver();
});
after(async () => {
  await receiver.close();
  await t.close();
});

/** A new organization with an endpoint at each of `urls`, and `count` events queued for each in one transaction. */
async function queue(urls: string[], count: number): Promise<void> {
  const o = await createOrg(t);
  for (const url of urls) await createEndpoint(t, o, url, ['ping']);
  const ids = await t.services.db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('org_id', '=', o.org.id)
    .execute();
  await t.services.db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i++) {
      for (const { id } of ids)
        await t.services.events.publishTo(trx, o.org.id, id, 'ping', { message: `n${i}` });
    }
  });
}

/** SQLite's plan of `text`, its parameters unbound (a plan does not depend on them). */
async function plan(text: string): Promise<string[]> {
  const unbound = Array.from(text.matchAll(/\?/g), () => null);
  const rows = await t.services.db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${text}`, unbound),
  );
  return rows.rows.map((row) => row.detail);
}

describe('plans of the delivery path', { skip: !sqlite && 'SQLite plans only' }, () => {
  test('no statement reads a whole webhook table, and the log is cut within its index', async () => {
    // More than the log keeps for one endpoint, so the cut deletes.
    await queue(
      [0, 1, 2].map((i) => receiver.url(`/plans-${i}`, 'receiver.test')),
      205,
    );
    const { statements: sent } = await statements.during(() => t.services.deliveryWorker.drain());
    assert.equal(receiver.requests.filter((r) => r.path.startsWith('/plans-')).length, 615);

    const webhookStatements = [...new Set(sent)].filter((s) => /"webhook_(deliveries|attempts)"/.test(s));
    const boundary = webhookStatements.filter((s) => /^select .*"webhook_attempts"/s.test(s));
    const cut = webhookStatements.filter((s) => /^delete from "webhook_attempts"/.test(s));
    assert.ok(boundary.length > 0 && cut.length > 0, 'the log was cut');
    for (const text of webhookStatements) {
      const steps = await plan(text);
      // A table is named as itself or by its alias (d, e, a); w, r and v are the statements' own subqueries.
      const scans = steps.filter((step) => /^SCAN (webhook_\w+|[dea])\b(?! USING)/.test(step));
      assert.deepEqual(scans, [], `${text}\n${steps.join('\n')}`);
    }
    for (const text of [...boundary, ...cut]) {
      const reads = (await plan(text)).filter((step) => /webhook_attempts|\ba\b/.test(step));
      assert.ok(reads.length > 0, text);
      for (const step of reads) {
        assert.match(
          step,
          /USING COVERING INDEX webhook_attempts_endpoint_idx \(org_id=\? AND endpoint_id=\?/,
          text,
        );
      }
    }
  });
});

describe('the claim on PostgreSQL', { skip: sqlite && 'PostgreSQL plans only' }, () => {
  test('walks the due rows in the order of the due index and stops, without sorting the queue', async () => {
    await queue(
      [0, 1, 2, 3].map((i) => `https://127.0.0.1:9/claim-plan-${i}`),
      1000,
    );
    await sql`analyze webhook_deliveries`.execute(t.services.db);
    const now = new Date(Date.now() + 60_000);
    const claim = claimStatement.bound(t.services.db, {
      now: toDbTime(now),
      owner: 'plan',
      leaseUntil: toDbTime(new Date(now.getTime() + 60_000)),
      limit: 48,
      window: 192,
      perEndpoint: 4,
      saturated: [-1, -1, -1, -1],
      partialIds: [-1, -1, -1, -1],
      partialRooms: [0, 0, 0, 0],
    });
    const { rows } = await t.services.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${claim.sql}`, [...claim.parameters]),
    );
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    assert.match(plan, /Index Scan using webhook_deliveries_due_idx on webhook_deliveries d/, plan);
    assert.doesNotMatch(plan, /Sort Key: d\.next_attempt_at/, plan);
  });
});

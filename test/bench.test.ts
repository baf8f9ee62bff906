/**
 * The benchmark suite's measuring parts, cheaply (no service, no load): the alternating order and the ratio of a
 * scenario beside its ceiling, the ceiling server answering a captured answer byte for byte after parsing the
 * same JSON body, and the PostgreSQL against SQLite comparison with its goal.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { capture, startCeiling } from '../bench/lib/ceiling.ts';
import { comparisons, markdown, type Report } from '../bench/lib/results.ts';
import { sideBySide, type Figures } from '../bench/lib/side-by-side.ts';

const figures = (perSecond: number, seconds = 1): Figures => ({
  perSecond,
  medianMs: 1,
  p99Ms: 2,
  count: perSecond * seconds,
  seconds,
  errors: 0,
});

const reportOf = (rows: Report['rows']): Report => ({
  date: 'now',
  machine: { cpus: 2, cpuModel: 'cpu', memoryGiB: 1, node: 'v20' },
  durationSeconds: 1,
  rounds: 2,
  quick: false,
  service: 'dist/',
  rows,
});

test('a scenario and its ceiling alternate (A B B A) and the ratio is of the rates summed over the rounds', async () => {
  const calls: string[] = [];
  const scenarioRates = [100, 300];
  const pair = await sideBySide(
    'ceiling',
    {
      scenario: () => {
        calls.push('scenario');
        return Promise.resolve(figures(scenarioRates.shift()!));
      },
      ceiling: () => {
        calls.push('ceiling');
        return Promise.resolve(figures(800, 2));
      },
    },
    2,
  );
  assert.deepEqual(calls, ['scenario', 'ceiling', 'ceiling', 'scenario']);
  assert.deepEqual(
    pair.rounds.map((r) => r.order),
    [
      ['scenario', 'ceiling'],
      ['ceiling', 'scenario'],
    ],
  );
  assert.equal(pair.scenario.perSecond, 200);
  assert.equal(pair.ceiling.perSecond, 800);
  assert.equal(pair.ratio, 0.25);
  // No process's CPU was measured: none is made up.
  assert.equal(pair.scenario.cpuMs, undefined);
});

test('the serving processes’ CPU is summed over the rounds and shown per request', async () => {
  const scenarioCpu = [30, 50];
  const pair = await sideBySide(
    'bare',
    {
      scenario: () => Promise.resolve({ ...figures(100), cpuMs: scenarioCpu.shift()! }),
      ceiling: () => Promise.resolve({ ...figures(400), cpuMs: 20 }),
    },
    2,
  );
  assert.equal(pair.scenario.cpuMs, 80);
  assert.equal(pair.ceiling.cpuMs, 40);
  const report = reportOf([
    { scenario: 'save-answer', database: 'sqlite', label: 'save', pair, extra: { lost: 0 } },
  ]);
  // 80 ms over 200 requests; 40 ms over 800.
  assert.match(
    markdown(report),
    /\| save-answer \| sqlite \| save \|.*\| cpu_ms_per_request 0\.400, ceiling_cpu_ms_per_request 0\.050, lost 0 \|/,
  );
});

test('the database server’s CPU is shown per request beside the service’s, only where every round measured it', async () => {
  const databaseCpu = [60, 100];
  const measured = await sideBySide(
    'bare',
    {
      scenario: () => Promise.resolve({ ...figures(100), cpuMs: 40, databaseCpuMs: databaseCpu.shift()! }),
      ceiling: () => Promise.resolve({ ...figures(400), cpuMs: 20 }),
    },
    2,
  );
  assert.equal(measured.scenario.databaseCpuMs, 160);
  assert.equal(measured.ceiling.databaseCpuMs, undefined);
  const once = [30, undefined];
  const partly = await sideBySide(
    'bare',
    {
      scenario: () => Promise.resolve({ ...figures(100), cpuMs: 40, databaseCpuMs: once.shift() }),
      ceiling: () => Promise.resolve({ ...figures(400), cpuMs: 20 }),
    },
    2,
  );
  assert.equal(partly.scenario.databaseCpuMs, undefined);
  const text = markdown(
    reportOf([
      { scenario: 'save-answer', database: 'postgres', label: 'save', pair: measured },
      { scenario: 'save-answer', database: 'postgres', label: 'again', pair: partly },
    ]),
  );
  // 160 ms over 200 requests, between the service's 80 ms and the ceiling's 40 ms over theirs.
  assert.match(
    text,
    /\| save \|.*\| cpu_ms_per_request 0\.400, database_cpu_ms_per_request 0\.800, ceiling_cpu_ms_per_request 0\.050 \|/,
  );
  assert.match(text, /\| again \|.*\| cpu_ms_per_request 0\.400, ceiling_cpu_ms_per_request 0\.050 \|/);
});

test('the ceiling answers the captured bytes and headers, and parses JSON bodies as the service does', async (t) => {
  const body = Buffer.from(JSON.stringify({ tree: 'x'.repeat(5000), ünïcode: '✓' }));
  const service = createServer((request, response) => {
    response.writeHead(request.method === 'PUT' ? 201 : 200, {
      'content-type': 'application/json; charset=utf-8',
      etag: '"v1"',
      'x-not-kept': 'no',
    });
    response.end(request.method === 'PUT' ? '{"saved":true}' : body);
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  t.after(() => service.close());
  const origin = `http://127.0.0.1:${(service.address() as { port: number }).port}`;
  const read = await capture(`${origin}/api/v1/courses/abc/meta?slim=true`);
  const write = await capture(
    `${origin}/api/v1/save`,
    { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"a":1}' },
    { expect: 201, as: '*' },
  );
  assert.equal(read.bytes, body.length);
  const ceiling = await startCeiling([read, write]);
  t.after(() => ceiling.stop());

  const got = await fetch(`${ceiling.origin}/api/v1/courses/abc/meta?slim=true`);
  assert.equal(got.status, 200);
  assert.equal(got.headers.get('content-type'), 'application/json; charset=utf-8');
  assert.equal(got.headers.get('etag'), '"v1"');
  assert.equal(got.headers.get('x-not-kept'), null);
  assert.deepEqual(Buffer.from(await got.arrayBuffer()), body);
  assert.equal((await fetch(`${ceiling.origin}/api/v1/courses/other/meta`)).status, 404);

  const json = { method: 'PUT', headers: { 'content-type': 'application/json' } };
  const saved = await fetch(`${ceiling.origin}/any/path`, {
    ...json,
    body: '{"task_submission":{"answer":"x"}}',
  });
  assert.equal(saved.status, 201);
  assert.equal(await saved.text(), '{"saved":true}');
  // The body is parsed, not ignored: broken JSON is refused before any answer.
  assert.equal((await fetch(`${ceiling.origin}/any/path`, { ...json, body: '{"broken' })).status, 400);
});

test('PostgreSQL is compared with SQLite row by row as time per request, within 2×', () => {
  const row = (database: string, label: string, perSecond: number, ceiling = 1000) => ({
    scenario: 'course-tree',
    database,
    label,
    pair: {
      ceilingLabel: 'bare',
      scenario: figures(perSecond),
      ceiling: figures(ceiling),
      ratio: perSecond / ceiling,
      rounds: [],
    },
  });
  const report = reportOf([
    row('sqlite', 'full', 300),
    row('postgres', 'full', 100),
    row('sqlite', 'slim', 300),
    // The machine ran at half speed during PostgreSQL's run: its ceiling halved too.
    row('postgres', 'slim', 100, 500),
    row('sqlite', 'list', 300),
    row('postgres', 'list', 200),
  ]);
  // A load measured alone (no ceiling, e.g. under the memory sampler) is not a scenario to compare.
  const alone = {
    requests: 10,
    durationSeconds: 1,
    requestsPerSecond: 10,
    latencyMedianMs: 1,
    latencyP99Ms: 1,
    errors: 0,
    non2xx: 0,
    statusCodes: {},
  };
  for (const database of ['sqlite', 'postgres']) {
    report.rows.push({ scenario: 'footprint', database, label: 'load', load: alone });
  }
  const found = comparisons(report);
  assert.deepEqual(
    found.map((c) => [c.label, c.goal.value, c.goal.pass, Number(c.againstCeilings.toFixed(6))]),
    [
      ['full', 3, false, 3],
      ['slim', 3, false, 1.5],
      ['list', 1.5, true, 1.5],
    ],
  );
  const text = markdown(report);
  assert.match(
    text,
    /\| course-tree \| both \| full \| PostgreSQL time per request \/ SQLite’s ≤ 2 \| 3\.00 \| FAIL \|/,
  );
  assert.match(text, /\| course-tree \| sqlite \| full \| 300 \| 1\.0 \| 2\.0 \| 0 \| bare \| 1000 \|/);
  assert.match(text, /\| course-tree \| slim \| 300 \| 100 \| 1\.0 \| 1\.0 \| 3\.00 \| 1\.50 \|/);
});

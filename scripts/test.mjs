#!/usr/bin/env node
// `npm test`: runs every *.test.ts under src/, test/, migrations/ and clients/ with node's test runner, on
// SQLite and, when TEST_DATABASE_URL is set, a second time on PostgreSQL. Node 20 has no test glob, so the file
// list is expanded here. Extra arguments filter files by substring: `npm test -- identity`.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, staleWeb } from '../bin/build-state.js';

const roots = ['src', 'test', 'migrations', 'clients'];
const filters = process.argv.slice(2);

function collect(dir) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry);
    // A client package installed on its own has a node_modules of its own.
    if (entry === 'node_modules') return [];
    if (statSync(full).isDirectory()) return collect(full);
    return full.endsWith('.test.ts') ? [full] : [];
  });
}

const files = roots
  .flatMap(collect)
  .filter((file) => filters.length === 0 || filters.some((f) => file.includes(f)))
  .sort();
if (files.length === 0) {
  console.error('no test files matched');
  process.exit(1);
}

// The browser tests drive the built web app: build it first when its sources changed since.
const staleWebApp = staleWeb();
if (staleWebApp !== undefined) {
  console.log(`${staleWebApp}: building it`);
  const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build-web.mjs')], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const runs = [{ name: 'sqlite', env: { LMS_TEST_DB: 'sqlite' } }];
if (process.env.TEST_DATABASE_URL) runs.push({ name: 'postgres', env: { LMS_TEST_DB: 'postgres' } });

function run({ name, env }) {
  console.log(`\n=== ${files.length} test files on ${name} ===`);
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=2', ...files],
      { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const counts = { pass: 0, fail: 0, skipped: 0, failures: new Set() };
    // The runner's summary lines (`ℹ pass 12`) come before the list of failures, which can be long: read every
    // complete line as it arrives rather than the end of the output.
    let partial = '';
    const summary = /^ℹ (pass|fail|skipped) (\d+)$/;
    // A failing test's line (`✖ name (12ms)`), kept so the last lines of a long log still name it.
    const failure = /^\s*✖ (.+?)(?: \([\d.]+m?s\))?$/;
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const match = summary.exec(line.trimEnd());
        if (match) counts[match[1]] = Number(match[2]);
        const failed = failure.exec(line.trimEnd());
        if (failed && failed[1] !== 'failing tests:') counts.failures.add(failed[1]);
      }
    });
    child.on('close', (code) => {
      resolve({ name, code, ...counts });
    });
  });
}

const results = [];
for (const r of runs) results.push(await run(r));
const total = results.reduce(
  (sum, r) => ({ pass: sum.pass + r.pass, fail: sum.fail + r.fail, skipped: sum.skipped + r.skipped }),
  { pass: 0, fail: 0, skipped: 0 },
);
console.log('');
for (const r of results) {
  console.log(`${r.name}: ${r.pass} passed, ${r.fail} failed${r.code !== 0 ? ` (exit ${r.code})` : ''}`);
  for (const name of [...r.failures].slice(0, 20)) console.log(`  ✖ ${name}`);
}
const failed = results.some((r) => r.code !== 0) || total.fail > 0;
console.log(
  `${total.pass} passed, ${failed && total.fail === 0 ? 1 : total.fail} failed, ${total.skipped} skipped`,
);
process.exit(failed ? 1 : 0);

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { HashingThreads } from './hashing-threads.ts';

describe('HashingThreads', () => {
  const threads = new HashingThreads(2);
  after(() => threads.stop());

  it('hashes with Argon2id and verifies the right password only', async () => {
    const hash = await threads.hash('correct horse');
    assert.match(hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    assert.equal(await threads.verify(hash, 'correct horse'), true);
    assert.equal(await threads.verify(hash, 'correct horsf'), false);
  });

  it('verifies a stored hash it cannot parse as false, and goes on working', async () => {
    assert.equal(await threads.verify('not a hash', 'anything'), false);
    assert.equal(await threads.verify('', 'anything'), false);
    const hash = await threads.hash('after a bad one');
    assert.equal(await threads.verify(hash, 'after a bad one'), true);
  });

  it('runs more jobs than threads: each waits its turn and gets its own answer', async () => {
    const passwords = Array.from({ length: 7 }, (_, i) => `password ${i}`);
    const hashes = await Promise.all(passwords.map((p) => threads.hash(p)));
    assert.equal(new Set(hashes).size, passwords.length);
    const checks = await Promise.all(
      hashes.flatMap((hash, i) => [threads.verify(hash, passwords[i]!), threads.verify(hash, 'wrong')]),
    );
    assert.deepEqual(
      checks,
      passwords.flatMap(() => [true, false]),
    );
  });

  it('has a thread start its next job while the main thread is busy', async () => {
    const one = new HashingThreads(1);
    try {
      const hash = await one.hash('pipelined');
      let t0 = performance.now();
      await one.verify(hash, 'pipelined');
      const verifyMs = performance.now() - t0;
      const done: number[] = [];
      const both = Promise.all(
        [one.verify(hash, 'pipelined'), one.verify(hash, 'pipelined')].map((p) =>
          p.then((ok) => done.push(performance.now()) && ok),
        ),
      );
      // Both jobs are on the thread; the main thread is kept from reading any answer until both are
      // made, with room for a thread that shares its core with other busy processes.
      t0 = performance.now();
      while (performance.now() - t0 < Math.max(verifyMs * 25, 300));
      assert.deepEqual(await both, [true, true]);
      // Had the second waited for the main thread to read the first answer, it would end a verify later.
      assert.ok(
        done[1]! - done[0]! < verifyMs / 2,
        `${done[1]! - done[0]!} ms apart, a verify ${verifyMs} ms`,
      );
    } finally {
      await one.stop();
    }
  });

  it('fails the jobs of a stopped thread, then starts a new one for the next job', async () => {
    const one = new HashingThreads(1);
    const running = assert.rejects(one.hash('first'), /stopped/);
    const waiting = one.hash('second');
    await one.stop();
    await running;
    assert.match(await waiting, /^\$argon2id\$/);
    await one.stop();
  });

  it('never keeps a process alive once its jobs are done', () => {
    const module = fileURLToPath(new URL('./hashing-threads.ts', import.meta.url));
    const script = path.join(mkdtempSync(path.join(tmpdir(), 'hashing-')), 'once.mjs');
    writeFileSync(
      script,
      `const { HashingThreads } = await import(${JSON.stringify(module)});
      const threads = new HashingThreads(2);
      const hash = await threads.hash('x');
      console.log(await threads.verify(hash, 'x'));`,
    );
    const started = Date.now();
    const child = spawnSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    assert.equal(child.status, 0, child.stderr);
    assert.equal(child.stdout.trim(), 'true');
    // The idle threads would hold it for a minute (their idle stop) if they were not let go.
    assert.ok(Date.now() - started < 15_000);
  });
});

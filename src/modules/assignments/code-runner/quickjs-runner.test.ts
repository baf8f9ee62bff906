import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { DEFAULT_RUN_LIMITS, type RunLimits, type RunResult } from './code-runner.ts';
import { QuickJsRunner } from './quickjs-runner.ts';

const SUM = `const [a, b] = input.trim().split(/\\s+/).map(Number);\nconsole.log(a + b);`;

function elapsedSince(start: number): number {
  return performance.now() - start;
}

describe('QuickJsRunner: results', () => {
  const runner = new QuickJsRunner();
  after(() => runner.close());
  const run = (source: string, stdin = '', limits: Partial<RunLimits> = {}): Promise<RunResult> =>
    runner.run('javascript', source, stdin, { ...DEFAULT_RUN_LIMITS, ...limits });

  it('runs a correct program: reads stdin, prints the sum', async () => {
    assert.deepEqual(await run(SUM, '2 3\n'), { status: 'ok', stdout: '5\n' });
  });

  it('runs a wrong program to completion; judging its output is the grader’s job', async () => {
    const result = await run(SUM.replace('a + b', 'a - b'), '2 3\n');
    assert.equal(result.status, 'ok');
    assert.equal(result.stdout, '-1\n');
  });

  it('accepts `js` as a name for JavaScript and nothing else', async () => {
    assert.equal(runner.supports('javascript'), true);
    assert.equal(runner.supports('js'), true);
    assert.equal(runner.supports('python'), false);
    assert.equal(runner.supports('typescript'), false);
    const result = await runner.run('python', 'print(1)', '', DEFAULT_RUN_LIMITS);
    assert.equal(result.status, 'unavailable');
    assert.equal((await runner.run('js', 'print(1)', '', DEFAULT_RUN_LIMITS)).stdout, '1\n');
  });

  it('gives stdin line by line through readline(), and whole as `input`', async () => {
    const source = [
      'const lines = [];',
      'let line;',
      'while ((line = readline()) !== undefined) lines.push(line);',
      'print(JSON.stringify(lines));',
      'print(JSON.stringify(input));',
    ].join('\n');
    const result = await run(source, 'first\r\nsecond\n\nlast');
    assert.equal(result.status, 'ok');
    assert.equal(
      result.stdout,
      `["first","second","","last"]\n${JSON.stringify('first\r\nsecond\n\nlast')}\n`,
    );
    // A final newline ends the last line; it does not start an empty one.
    assert.equal(
      (await run('print(readline(), readline(), readline())', '1 2\n3\n')).stdout,
      '1 2 3 undefined\n',
    );
    assert.equal((await run('print(readline())', '')).stdout, 'undefined\n');
  });

  it('formats console.log like Node for common values; write() adds no newline; stderr is dropped', async () => {
    const source = [
      'console.log("text", 42, -0, 10n, true, null, undefined);',
      'console.log([1, "a", { x: [1, { y: 2 }] }], {}, []);',
      'console.log(new Map([[1, "one"]]), new Set([2]));',
      'console.log("%s has %d items", "cart", 3);',
      'console.error("not graded"); console.warn("neither");',
      'write("a", "b"); write("c\\n");',
    ].join('\n');
    const result = await run(source);
    assert.equal(
      result.stdout,
      [
        'text 42 -0 10n true null undefined',
        "[ 1, 'a', { x: [ 1, [Object] ] } ] {} []",
        "Map(1) { 1 => 'one' } Set(1) { 2 }",
        'cart has 3 items',
        'a bc',
        '',
      ].join('\n'),
    );
  });

  it('reports an infinite loop as a timeout soon after timeMs', async () => {
    const start = performance.now();
    const result = await run('while (true) {}');
    const elapsed = elapsedSince(start);
    assert.equal(result.status, 'timeout');
    assert.equal(result.message, 'timed out after 2 s');
    assert.ok(elapsed >= DEFAULT_RUN_LIMITS.timeMs - 50, `stopped early, after ${elapsed} ms`);
    // The margin is the main thread's hard guard; the in-engine deadline normally stops it within a few ms.
    assert.ok(elapsed < DEFAULT_RUN_LIMITS.timeMs + 1500, `took ${elapsed} ms`);
  });

  it('a timeout cannot be caught by the program, nor escaped through finally', async () => {
    const source = 'try { while (true) {} } catch (e) { print("caught") } finally { while (true) {} }';
    const result = await run(source, '', { timeMs: 300 });
    assert.equal(result.status, 'timeout');
    assert.equal(result.stdout, '');
    assert.equal(result.message, 'timed out after 0.3 s');
  });

  it('reports a memory bomb as memory_limit', async () => {
    const result = await run("const a = []; while (true) a.push('x'.repeat(1e6));");
    assert.equal(result.status, 'memory_limit');
    assert.equal(result.message, 'memory limit of 64 MB exceeded');
  });

  it('lets a program use about memoryBytes, and no more', async () => {
    const fill = (mb: number) =>
      `const a = []; for (let i = 0; i < ${mb}; i++) a.push('x'.repeat(1 << 20) + i); print(a.length)`;
    assert.deepEqual(await run(fill(48)), { status: 'ok', stdout: '48\n' });
    assert.equal((await run(fill(80))).status, 'memory_limit');
    assert.equal((await run(fill(20), '', { memoryBytes: 16 * 1024 * 1024 })).status, 'memory_limit');
    // One allocation above the limit is refused at once.
    assert.equal((await run('new ArrayBuffer(200 * 1024 * 1024)')).status, 'memory_limit');
  });

  it('reports an output flood as output_limit, keeping exactly maxOutputBytes', async () => {
    const result = await run("while (true) console.log('x'.repeat(1000));");
    assert.equal(result.status, 'output_limit');
    assert.equal(result.message, 'output limit of 64 KB exceeded');
    assert.equal(Buffer.byteLength(result.stdout), DEFAULT_RUN_LIMITS.maxOutputBytes);
  });

  it('cuts output on a character boundary', async () => {
    const result = await run("print('é'.repeat(10))", '', { maxOutputBytes: 7 });
    assert.equal(result.status, 'output_limit');
    assert.equal(result.stdout, 'ééé');
  });

  it('reports a thrown error with its message and line, not a host stack', async () => {
    const result = await run('const x = 1;\nthrow new Error("boom");');
    assert.deepEqual(result, { status: 'error', stdout: '', message: 'Error: boom (line 2)' });
    const typeError = await run('print("before");\nnull.x;');
    assert.equal(typeError.status, 'error');
    assert.equal(typeError.stdout, 'before\n');
    assert.match(typeError.message ?? '', /^TypeError: .*null.* \(line 2\)$/);
    assert.equal((await run('throw 42')).message, 'uncaught exception: 42');
  });

  it('reports a syntax error as an error', async () => {
    const result = await run('print("never");\nconst = ;');
    assert.equal(result.status, 'error');
    assert.equal(result.stdout, '');
    assert.match(result.message ?? '', /^SyntaxError: .*\(line 2\)$/);
  });

  it('reports runaway recursion as a stack overflow error, at a depth similar to Node', async () => {
    const source =
      'let depth = 0; function f() { depth++; f(); }\ntry { f() } catch (e) { print(depth, e.message) }';
    const caught = await run(source);
    assert.equal(caught.status, 'ok');
    const [depth, ...message] = caught.stdout.trim().split(' ');
    assert.ok(Number(depth) > 5000, `only ${depth} calls deep`);
    assert.equal(message.join(' '), 'stack overflow');
    const uncaught = await run('function f(n) { return f(n + 1) + 1 }\nf(0)');
    assert.equal(uncaught.status, 'error');
    assert.match(uncaught.message ?? '', /^InternalError: stack overflow/);
  });

  it('runs promise jobs; a rejected main() is the program’s error', async () => {
    const ok = await run(
      'async function main() { await null; print("async", await Promise.resolve(2)) }\nmain()',
    );
    assert.deepEqual(ok, { status: 'ok', stdout: 'async 2\n' });
    const failed = await run('async function main() { await null; throw new RangeError("late") }\nmain()');
    assert.equal(failed.status, 'error');
    assert.equal(failed.message, 'RangeError: late (line 1)');
    const endless = await run('(async () => { while (true) await null })()', '', { timeMs: 300 });
    assert.equal(endless.status, 'timeout');
  });

  it('gives the program no host access', async () => {
    const source = [
      'print(typeof require, typeof process, typeof globalThis.fetch, typeof setTimeout, typeof setInterval);',
      'print(typeof module, typeof exports, typeof Buffer, typeof WebAssembly, typeof queueMicrotask);',
      'print(typeof std, typeof os, typeof Deno, typeof Bun, typeof importScripts);',
      'print(typeof Function("return this")().process, globalThis.constructor.constructor("return typeof process")());',
      'try { require("fs") } catch (e) { print(e.name) }',
      'import("node:fs").then(() => print("imported"), (e) => print("import refused"));',
    ].join('\n');
    const result = await run(source);
    assert.equal(result.status, 'ok');
    assert.equal(
      result.stdout,
      [
        'undefined undefined undefined undefined undefined',
        'undefined undefined undefined undefined undefined',
        'undefined undefined undefined undefined undefined',
        'undefined undefined',
        'ReferenceError',
        'import refused',
        '',
      ].join('\n'),
    );
  });

  it('shares nothing between runs, even in the same worker', async () => {
    assert.equal(
      (await run('globalThis.leak = 1; Object.prototype.polluted = 1; print("set")')).stdout,
      'set\n',
    );
    assert.equal((await run('print(typeof leak, typeof ({}).polluted)')).stdout, 'undefined undefined\n');
  });

  it('runs several programs at once, each with its own stdin', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => run(SUM, `${i} ${i * 10}`)));
    assert.deepEqual(
      results.map((r) => r.stdout),
      Array.from({ length: 8 }, (_, i) => `${i * 11}\n`),
    );
  });

  it('keeps the event loop responsive while a program runs for 2 s', async () => {
    let ticks = 0;
    let last = performance.now();
    let longestGap = 0;
    const interval = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      ticks++;
    }, 10);
    try {
      const result = await run(
        'const start = Date.now(); while (Date.now() - start < 1900) {} print("done")',
      );
      assert.deepEqual(result, { status: 'ok', stdout: 'done\n' });
    } finally {
      clearInterval(interval);
    }
    console.log(
      `main thread during a 1.9 s run: ${ticks} ticks of 10 ms, longest gap ${longestGap.toFixed(1)} ms`,
    );
    assert.ok(ticks > 50, `only ${ticks} ticks`);
    assert.ok(longestGap < 500, `the event loop stalled for ${longestGap} ms`);
  });
});

describe('QuickJsRunner: hostile code', () => {
  it('stays healthy after 100 hostile runs in a row', async () => {
    const runner = new QuickJsRunner({ hardTimeoutMarginMs: 300 });
    const limits: RunLimits = { timeMs: 200, memoryBytes: 16 * 1024 * 1024, maxOutputBytes: 4096 };
    const hostile: [string, RunResult['status'][]][] = [
      ['while (true) {}', ['timeout']],
      // Which limit comes first can depend on how busy the machine is; either way the run fails cleanly.
      ["const a = []; while (true) a.push('x'.repeat(1e6))", ['memory_limit', 'timeout']],
      ["while (true) console.log('x'.repeat(1000))", ['output_limit', 'timeout']],
      ['let s = "x"; while (true) s += s', ['error', 'memory_limit', 'timeout']],
      ['const a = []; while (true) a.push({ a: [1, 2, 3] })', ['memory_limit', 'timeout']],
      ['function f() { f() } f()', ['error']],
      ['throw new Error("x")', ['error']],
      ['}{', ['error']],
      ['/(x+x+)+y/.test("x".repeat(40))', ['timeout']],
      ['(async () => { for (;;) await null })()', ['timeout']],
      ['try { while (true) {} } finally { while (true) {} }', ['timeout']],
      ['Object.defineProperty(globalThis, "console", { value: null }); console.log(1)', ['error']],
      // Quadratic inside one engine call, so no interrupt check fires: the main thread's guard ends it.
      ['let a = []; for (let i = 0; i < 1e5; i++) a = [a]; JSON.stringify(a)', ['timeout']],
    ];
    const before = process.memoryUsage();
    try {
      for (let i = 0; i < 100; i++) {
        const [source, expected] = hostile[i % hostile.length]!;
        const result = await runner.run('javascript', source, '', limits);
        assert.ok(expected.includes(result.status), `${source} → ${JSON.stringify(result)}`);
      }
      assert.deepEqual(await runner.run('javascript', SUM, '20 22', DEFAULT_RUN_LIMITS), {
        status: 'ok',
        stdout: '42\n',
      });
    } finally {
      await runner.close();
    }
    const afterRuns = process.memoryUsage();
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    console.log(
      `memory around 100 hostile runs: rss ${mb(before.rss)} → ${mb(afterRuns.rss)}, ` +
        `heapUsed ${mb(before.heapUsed)} → ${mb(afterRuns.heapUsed)}, ` +
        `external ${mb(before.external)} → ${mb(afterRuns.external)}`,
    );
  });
});

describe('QuickJsRunner: worker failures', () => {
  const fixture = new URL('./quickjs-runner.fixture-worker.mjs', import.meta.url);

  it('terminates a worker that stops answering and reports a timeout, then carries on', async () => {
    const runner = new QuickJsRunner({ workerUrl: fixture, hardTimeoutMarginMs: 200, poolSize: 1 });
    try {
      const start = performance.now();
      const hung = await runner.run('javascript', 'hang', '', { ...DEFAULT_RUN_LIMITS, timeMs: 100 });
      assert.deepEqual(hung, { status: 'timeout', stdout: '', message: 'timed out after 0.1 s' });
      assert.ok(elapsedSince(start) < 2000);
      const next = await runner.run('javascript', 'echo', 'still here', DEFAULT_RUN_LIMITS);
      assert.deepEqual(next, { status: 'ok', stdout: 'still here' });
    } finally {
      await runner.close();
    }
  });

  it('reports a worker that dies mid-run as an error, then carries on', async () => {
    const runner = new QuickJsRunner({ workerUrl: fixture, poolSize: 1 });
    try {
      for (const source of ['exit', 'throw']) {
        const result = await runner.run('javascript', source, '', DEFAULT_RUN_LIMITS);
        assert.equal(result.status, 'error', source);
        assert.match(result.message ?? '', /sandbox stopped unexpectedly/);
      }
      assert.equal((await runner.run('javascript', 'echo', 'ok', DEFAULT_RUN_LIMITS)).stdout, 'ok');
    } finally {
      await runner.close();
    }
  });

  it('answers unavailable when the sandbox cannot start', async () => {
    const runner = new QuickJsRunner({ workerUrl: new URL('./no-such-worker.mjs', import.meta.url) });
    try {
      const result = await runner.run('javascript', 'print(1)', '', DEFAULT_RUN_LIMITS);
      assert.equal(result.status, 'unavailable');
      assert.match(result.message ?? '', /could not start/);
    } finally {
      await runner.close();
    }
  });

  it('answers unavailable after close: a run whose worker is starting, a run in flight, a later run', async () => {
    const starting = new QuickJsRunner();
    const beforeReady = starting.run('javascript', 'print(1)', '', DEFAULT_RUN_LIMITS);
    await starting.close();
    assert.equal((await beforeReady).status, 'unavailable');

    const runner = new QuickJsRunner();
    assert.equal((await runner.run('javascript', 'print(1)', '', DEFAULT_RUN_LIMITS)).status, 'ok');
    const inFlight = runner.run('javascript', 'while (true) {}', '', DEFAULT_RUN_LIMITS);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await runner.close();
    assert.deepEqual(await inFlight, {
      status: 'unavailable',
      stdout: '',
      message: 'the code runner was closed during the run',
    });
    assert.equal((await runner.run('javascript', 'print(1)', '', DEFAULT_RUN_LIMITS)).status, 'unavailable');
  });
});

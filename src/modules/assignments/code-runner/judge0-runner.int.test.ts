import assert from 'node:assert/strict';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { judge0Answer, startFakeJudge0, type FakeJudge0 } from '../../../../test/fake-judge0.ts';
import { DEFAULT_RUN_LIMITS } from './code-runner.ts';
import { createCodeRunner } from './index.ts';
import { JUDGE0_CE_LANGUAGE_IDS } from './judge0-protocol.ts';
import { Judge0Runner } from './judge0-runner.ts';

const LIMITS = DEFAULT_RUN_LIMITS;

describe('Judge0Runner against a fake Judge0', () => {
  let judge: FakeJudge0;
  let runner: Judge0Runner;

  before(async () => {
    judge = await startFakeJudge0();
  });
  after(() => judge.close());
  beforeEach(() => {
    judge.requests.length = 0;
    runner = new Judge0Runner({ url: `${judge.url}/`, requestTimeoutMs: 2000, pollIntervalMs: 10 });
  });

  it('submits base64 source and stdin with the limits, and maps Accepted to ok with stdout', async () => {
    judge.respond(() => judge0Answer(3, { stdout: '5\n', stderr: 'debug noise\n' }));
    const result = await runner.run(
      'python',
      'a, b = map(int, input().split())\nprint(a + b)',
      '2 3\n',
      LIMITS,
    );
    assert.deepEqual(result, { status: 'ok', stdout: '5\n' });

    assert.equal(judge.requests.length, 1);
    const [request] = judge.requests;
    assert.equal(request!.method, 'POST');
    assert.equal(request!.path, '/submissions');
    assert.equal(request!.query.get('base64_encoded'), 'true');
    assert.equal(request!.query.get('wait'), 'true');
    assert.match(String(request!.headers['content-type']), /^application\/json/);
    assert.equal(request!.headers['x-auth-token'], undefined);
    assert.deepEqual(request!.body, {
      source_code: Buffer.from('a, b = map(int, input().split())\nprint(a + b)').toString('base64'),
      language_id: 71,
      stdin: Buffer.from('2 3\n').toString('base64'),
      cpu_time_limit: 2,
      wall_time_limit: 2,
      memory_limit: 65536,
      max_file_size: 65,
    });
  });

  it('maps our language names to Judge0 CE ids', async () => {
    const expected: Record<string, number> = { python: 71, java: 62, c: 50, cpp: 54, go: 60, rust: 73 };
    for (const [language, id] of Object.entries(expected)) {
      assert.equal(runner.supports(language), true, language);
      await runner.run(language, 'x', '', LIMITS);
      assert.equal(judge.requests.at(-1)!.body!.language_id, id, language);
    }
    assert.equal(JUDGE0_CE_LANGUAGE_IDS.ruby, 72);
    assert.equal(JUDGE0_CE_LANGUAGE_IDS.typescript, 74);
  });

  it('treats Wrong Answer as a finished run; the grader compares the output', async () => {
    judge.respond(() => judge0Answer(4, { stdout: '6\n' }));
    assert.deepEqual(await runner.run('python', 'print(6)', '', LIMITS), { status: 'ok', stdout: '6\n' });
  });

  it('maps Time Limit Exceeded to timeout', async () => {
    judge.respond(() => judge0Answer(5, { stdout: 'partial\n', time: '2.001' }));
    assert.deepEqual(await runner.run('python', 'while True: pass', '', LIMITS), {
      status: 'timeout',
      stdout: 'partial\n',
      message: 'timed out after 2 s',
    });
  });

  it('maps a compilation error to error with the compiler output', async () => {
    const compileOutput = "main.c: In function 'main':\nmain.c:1:22: error: expected ';' before '}' token\n";
    judge.respond(() => judge0Answer(6, { compile_output: compileOutput, stdout: null }));
    const result = await runner.run('c', 'int main() { return 0 }', '', LIMITS);
    assert.equal(result.status, 'error');
    assert.equal(result.stdout, '');
    assert.equal(result.message, `compilation failed:\n${compileOutput.trim()}`);
  });

  it('maps a runtime error to error with the end of stderr', async () => {
    const stderr =
      'Traceback (most recent call last):\n  File "script.py", line 1, in <module>\nZeroDivisionError: division by zero\n';
    judge.respond(() =>
      judge0Answer(11, { stdout: 'before\n', stderr, message: 'Exited with error status 1' }),
    );
    const result = await runner.run('python', 'print("before")\n1/0', '', LIMITS);
    assert.equal(result.status, 'error');
    assert.equal(result.stdout, 'before\n');
    assert.match(
      result.message ?? '',
      /^Runtime Error \(NZEC\): Traceback[\s\S]*ZeroDivisionError: division by zero$/,
    );
  });

  it('maps memory failures to memory_limit', async () => {
    const answers = [
      judge0Answer(11, { stderr: 'Traceback (most recent call last):\nMemoryError\n' }),
      judge0Answer(11, {
        stderr: 'Exception in thread "main" java.lang.OutOfMemoryError: Java heap space\n',
      }),
      judge0Answer(12, { message: 'Caught fatal signal 9' }),
      judge0Answer(7, { memory: 65536 }),
      { kind: 'submission' as const, status: { id: 15, description: 'Memory Limit Exceeded' } },
    ];
    for (const answer of answers) {
      judge.respond(() => answer);
      const result = await runner.run('python', 'x', '', LIMITS);
      assert.equal(result.status, 'memory_limit', JSON.stringify(answer));
      assert.equal(result.message, 'memory limit of 64 MB exceeded');
    }
  });

  it('maps too much output to output_limit, cutting stdout at maxOutputBytes', async () => {
    judge.respond(() => judge0Answer(3, { stdout: 'é'.repeat(10) }));
    const cut = await runner.run('python', 'x', '', { ...LIMITS, maxOutputBytes: 7 });
    assert.deepEqual(cut, {
      status: 'output_limit',
      stdout: 'ééé',
      message: 'output limit of 7 bytes exceeded',
    });
    judge.respond(() => judge0Answer(8, { stdout: 'x'.repeat(100) }));
    assert.equal((await runner.run('c', 'x', '', LIMITS)).status, 'output_limit');
    judge.respond(() => judge0Answer(11, { stderr: 'OSError: [Errno 27] File too large\n' }));
    assert.equal((await runner.run('python', 'x', '', LIMITS)).status, 'output_limit');
  });

  it('round-trips Unicode stdin and stdout through base64', async () => {
    const stdin = 'héllo wörld 🌍\n日本語\n';
    judge.respond((request) => judge0Answer(3, { stdout: `${request.decoded.stdin?.toUpperCase()}✓ 🌍` }));
    const result = await runner.run('python', 'print("✓")', stdin, LIMITS);
    assert.deepEqual(result, { status: 'ok', stdout: 'HÉLLO WÖRLD 🌍\n日本語\n✓ 🌍' });
    assert.equal(judge.requests[0]!.decoded.stdin, stdin);
    assert.equal(judge.requests[0]!.decoded.source_code, 'print("✓")');
  });

  it('sends the auth token as X-Auth-Token', async () => {
    const authed = new Judge0Runner({ url: judge.url, authToken: 's3cret', requestTimeoutMs: 2000 });
    await authed.run('python', 'x', '', LIMITS);
    assert.equal(judge.requests[0]!.headers['x-auth-token'], 's3cret');
  });

  it('does not support a language outside its map, and sends nothing for it', async () => {
    assert.equal(runner.supports('brainfuck'), false);
    assert.equal(runner.supports('javascript'), false);
    assert.equal(runner.supports('toString'), false);
    const result = await runner.run('brainfuck', '+', '', LIMITS);
    assert.equal(result.status, 'unavailable');
    assert.equal(judge.requests.length, 0);
    const custom = new Judge0Runner({ url: judge.url, languages: { brainfuck: 999 } });
    assert.equal(custom.supports('brainfuck'), true);
    assert.equal(custom.supports('python'), false);
  });

  it('answers unavailable on a 5xx, keeping the reason', async () => {
    judge.respond(() => ({ kind: 'http', status: 500, body: { error: 'database is down' } }));
    const result = await runner.run('python', 'x', '', LIMITS);
    assert.equal(result.status, 'unavailable');
    assert.match(result.message ?? '', /HTTP 500.*database is down/);
  });

  it('answers unavailable on a refused request (422) and on a body that is not a submission', async () => {
    judge.respond(() => ({
      kind: 'http',
      status: 422,
      body: { language_id: ["language with id 71 doesn't exist"] },
    }));
    assert.equal((await runner.run('python', 'x', '', LIMITS)).status, 'unavailable');
    judge.respond(() => ({ kind: 'http', status: 201, body: '<html>proxy error</html>' }));
    assert.equal((await runner.run('python', 'x', '', LIMITS)).status, 'unavailable');
  });

  it('answers unavailable for Judge0’s own failures (Internal Error, Exec Format Error)', async () => {
    for (const id of [13, 14]) {
      judge.respond(() => judge0Answer(id, { message: 'box error' }));
      const result = await runner.run('python', 'x', '', LIMITS);
      assert.equal(result.status, 'unavailable', String(id));
    }
  });

  it('answers unavailable when the server does not answer within the request timeout', async () => {
    const slow = new Judge0Runner({ url: judge.url, requestTimeoutMs: 300 });
    for (const answer of [
      { kind: 'delay' as const, ms: 1500, then: judge0Answer(3, { stdout: 'too late' }) },
      { kind: 'hang' as const },
    ]) {
      judge.respond(() => answer);
      const start = performance.now();
      const result = await slow.run('python', 'x', '', LIMITS);
      assert.equal(result.status, 'unavailable');
      assert.equal(result.message, 'Judge0 did not finish within 0.3 s');
      assert.ok(performance.now() - start < 1200, answer.kind);
    }
  });

  it('polls when the server does not allow wait=true', async () => {
    judge.respond((request, index) => {
      if (request.method === 'POST' && request.query.get('wait') === 'true') {
        return { kind: 'http', status: 400, body: { error: 'wait not allowed' } };
      }
      if (request.method === 'POST') return { kind: 'http', status: 201, body: { token: 'abc' } };
      return index < 4 ? judge0Answer(index === 2 ? 1 : 2) : judge0Answer(3, { stdout: 'polled\n' });
    });
    const result = await runner.run('python', 'print("polled")', 'in', LIMITS);
    assert.deepEqual(result, { status: 'ok', stdout: 'polled\n' });
    const polls = judge.requests.filter((r) => r.method === 'GET');
    assert.equal(polls.length, 3);
    assert.ok(polls.every((r) => r.path === '/submissions/abc' && r.query.get('base64_encoded') === 'true'));
    assert.equal(judge.requests[1]!.decoded.stdin, 'in');
  });
});

describe('Judge0Runner without a server', () => {
  it('answers unavailable when the connection is refused', async () => {
    // A port that was just free: bind, note it, close.
    const server = http.createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const runner = new Judge0Runner({ url: `http://127.0.0.1:${port}`, requestTimeoutMs: 2000 });
    const result = await runner.run('python', 'x', '', LIMITS);
    assert.equal(result.status, 'unavailable');
    assert.match(result.message ?? '', /^Judge0 is unreachable: .*ECONNREFUSED/);
  });
});

describe('createCodeRunner', () => {
  it('routes javascript to QuickJS and the rest to Judge0 when configured', async () => {
    const judge = await startFakeJudge0();
    judge.respond(() => judge0Answer(3, { stdout: 'from judge0\n' }));
    const runner = createCodeRunner({ judge0Url: judge.url, judge0AuthToken: 't' });
    try {
      assert.equal(runner.supports('javascript'), true);
      assert.equal(runner.supports('python'), true);
      assert.equal(runner.supports('brainfuck'), false);
      assert.deepEqual(await runner.run('javascript', 'print(6 * 7)', '', LIMITS), {
        status: 'ok',
        stdout: '42\n',
      });
      assert.equal(judge.requests.length, 0);
      assert.deepEqual(await runner.run('python', 'print(1)', '', LIMITS), {
        status: 'ok',
        stdout: 'from judge0\n',
      });
      assert.equal(judge.requests[0]!.headers['x-auth-token'], 't');
      assert.equal((await runner.run('brainfuck', '+', '', LIMITS)).status, 'unavailable');
    } finally {
      await runner.close?.();
      await judge.close();
    }
  });

  it('runs only javascript without JUDGE0_URL', async () => {
    const runner = createCodeRunner({});
    try {
      assert.equal(runner.supports('javascript'), true);
      assert.equal(runner.supports('python'), false);
      assert.equal((await runner.run('python', 'print(1)', '', LIMITS)).status, 'unavailable');
    } finally {
      await runner.close?.();
    }
  });
});

/**
 * Answers given before the body was read reach a client that is still sending it (early-answers.ts): a real
 * server, Node's global fetch sending tens of megabytes to an upload that refuses it, many times over. The
 * client runs in a worker thread, with an event loop of its own as a real client has: in the server's own
 * loop its writes and the server's reads take turns, and the race that lost answers never shows.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { Worker } from 'node:worker_threads';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createOrg, type TestOrg } from '../../../test/factories.ts';
import { registerEarlyAnswers, type DrainLimits } from './early-answers.ts';
import { registerErrorHandling } from './error-handler.ts';
import { UnauthorizedError } from './errors.ts';

const MB = 1024 * 1024;
const IMAGE_LIMIT = 32 * MB;
const LARGE = 40 * MB;
const ITERATIONS = 30;
const BOUNDARY = 'early-answer-boundary';
const FILE_HEAD =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file_object"; filename="a.png"\r\n` +
  'Content-Type: image/png\r\n\r\n';
const FORM_END = `\r\n--${BOUNDARY}--\r\n`;
const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

interface ClientJob {
  url: string;
  headers: Record<string, string>;
  /** Bytes of filler between FILE_HEAD and FORM_END. */
  size: number;
  /** `stream`: chunked, 64 KiB at a time as the server takes them; `buffer`: one body with a Content-Length. */
  mode: 'stream' | 'buffer';
  iterations: number;
  head: string;
  end: string;
}

type Outcome = { status: number; body: string } | { error: string };

/** The client, in plain JavaScript for the worker: one fetch after another, each outcome recorded. */
const CLIENT = `
const { workerData, parentPort } = require('node:worker_threads');
const { url, headers, size, mode, iterations, head, end } = workerData;
const filler = Buffer.alloc(64 * 1024, 0x61);
const whole = mode === 'buffer' ? Buffer.concat([Buffer.from(head), Buffer.alloc(size, 0x61), Buffer.from(end)]) : null;
function streamed() {
  let sent = -1;
  return new ReadableStream({
    pull(controller) {
      if (sent < 0) { sent = 0; controller.enqueue(Buffer.from(head)); return; }
      if (sent >= size) { controller.enqueue(Buffer.from(end)); controller.close(); return; }
      sent += filler.length;
      controller.enqueue(new Uint8Array(filler));
    },
  });
}
(async () => {
  const outcomes = [];
  for (let i = 0; i < iterations; i++) {
    try {
      const body = whole ?? streamed();
      const response = await fetch(url, { method: 'POST', headers, body, duplex: 'half' });
      outcomes.push({ status: response.status, body: await response.text() });
    } catch (error) {
      outcomes.push({ error: String(error.cause?.code ?? error.cause?.message ?? error.message) });
    }
  }
  parentPort.postMessage(outcomes);
})();
`;

function runClient(job: ClientJob): Promise<Outcome[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT, { eval: true, workerData: job });
    worker.once('message', (outcomes: Outcome[]) => {
      resolve(outcomes);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

describe('answers given before the body was read', () => {
  let t: TestApp;
  let o: TestOrg;
  let base: string;
  before(async () => {
    t = await buildTestApp({ uploadLimits: { image: IMAGE_LIMIT } });
    o = await createOrg(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(() => t.close());

  const cases: {
    name: string;
    job: Pick<ClientJob, 'headers' | 'size' | 'mode'>;
    auth: boolean;
    status: number;
    code: string;
  }[] = [
    {
      name: 'no credentials, streamed',
      job: { headers: MULTIPART, size: LARGE, mode: 'stream' },
      auth: false,
      status: 401,
      code: 'unauthorized',
    },
    {
      name: 'no credentials, with a Content-Length',
      job: { headers: MULTIPART, size: LARGE, mode: 'buffer' },
      auth: false,
      status: 401,
      code: 'unauthorized',
    },
    {
      name: 'Content-Length over the image limit',
      job: { headers: MULTIPART, size: LARGE, mode: 'buffer' },
      auth: true,
      status: 413,
      code: 'payload_too_large',
    },
    {
      name: 'JSON instead of a form, streamed',
      job: { headers: { 'content-type': 'application/json' }, size: LARGE, mode: 'stream' },
      auth: true,
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      name: 'a file that is not an image',
      job: { headers: MULTIPART, size: 8 * MB, mode: 'buffer' },
      auth: true,
      status: 415,
      code: 'unsupported_media_type',
    },
  ];

  for (const c of cases) {
    it(`delivers ${c.status} ${c.code} every time (${c.name}, ${c.job.size / MB} MB, ${ITERATIONS} times)`, async () => {
      const outcomes = await runClient({
        ...c.job,
        headers: { ...c.job.headers, ...(c.auth ? { authorization: `Bearer ${o.admin.jwt}` } : {}) },
        url: `${base}/api/v1/blocks/image`,
        iterations: ITERATIONS,
        head: FILE_HEAD,
        end: FORM_END,
      });
      const failed = outcomes.filter((outcome) => 'error' in outcome || outcome.status !== c.status);
      assert.deepEqual(failed, [], `${failed.length} of ${ITERATIONS} answers lost or wrong`);
      for (const outcome of outcomes as { body: string }[]) {
        const body = JSON.parse(outcome.body) as Record<string, unknown>;
        assert.deepEqual(Object.keys(body).sort(), ['code', 'detail']);
        assert.equal(body.code, c.code);
      }
    });
  }

  it('reads the rest of a refused body and keeps the connection for the next request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      /** Settles once the answer is read and the whole body written: the socket is free for the next one. */
      const send = (method: string, path: string, body?: Buffer) =>
        new Promise<{ status: number; reused: boolean; connection: string | undefined }>(
          (resolve, reject) => {
            const request = http.request(`${base}${path}`, { method, agent, headers: MULTIPART });
            const written = new Promise((done) => request.once('finish', done));
            request.on('response', (response) => {
              response.resume();
              response.on('end', () => {
                const answer = {
                  status: response.statusCode ?? 0,
                  reused: request.reusedSocket,
                  connection: response.headers.connection,
                };
                void written.then(() => resolve(answer));
              });
            });
            request.on('error', reject);
            request.end(body);
          },
        );
      const refused = await send('POST', '/api/v1/blocks/image', Buffer.alloc(4 * MB));
      assert.equal(refused.status, 401);
      assert.notEqual(refused.connection, 'close');
      const next = await send('GET', '/api/v1/health');
      assert.deepEqual([next.status, next.reused], [200, true]);
    } finally {
      agent.destroy();
    }
  });
});

describe('the drain bounds', () => {
  const KB = 1024;
  const LIMITS: DrainLimits = { bytes: 4 * MB, totalMs: 1500, idleMs: 300 };
  let app: FastifyInstance;
  let port: number;
  before(async () => {
    app = Fastify();
    registerErrorHandling(app);
    registerEarlyAnswers(app, LIMITS);
    // Refused before the body is read, as the authentication hook refuses.
    app.post('/refuse', { onRequest: async () => Promise.reject(new UnauthorizedError()) }, () => 'never');
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  after(() => app.close());

  /**
   * Declares 10 MB and sends `feed` bytes every `everyMs` until the server closes the connection: the answer's
   * status, how long after the request started the connection closed, and how much was written by then.
   */
  function refusedWhileSending(feed: number, everyMs: number) {
    return new Promise<{ status: number; closedAfterMs: number; written: number }>((resolve, reject) => {
      const started = Date.now();
      let status = 0;
      let written = KB;
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/refuse',
        headers: { 'content-type': 'application/octet-stream', 'content-length': String(10 * MB) },
      });
      const timer = setInterval(() => {
        if (request.destroyed || feed === 0) return;
        request.write(Buffer.alloc(feed));
        written += feed;
      }, everyMs);
      request.on('response', (response) => {
        status = response.statusCode ?? 0;
        response.resume();
      });
      request.on('close', () => {
        clearInterval(timer);
        if (status === 0) reject(new Error('closed before the answer'));
        else resolve({ status, closedAfterMs: Date.now() - started, written });
      });
      // The reset of a connection closed while this side still writes; the answer came before it.
      request.on('error', () => undefined);
      request.write(Buffer.alloc(KB));
    });
  }

  it('closes after the idle bound when the body stops coming', async () => {
    const { status, closedAfterMs } = await refusedWhileSending(0, 50);
    assert.equal(status, 401);
    assert.ok(closedAfterMs >= LIMITS.idleMs && closedAfterMs < LIMITS.totalMs, `${closedAfterMs} ms`);
  });

  it('closes after the total bound when the body trickles in (never idle, far below the byte bound)', async () => {
    const { status, closedAfterMs } = await refusedWhileSending(KB, 100);
    assert.equal(status, 401);
    assert.ok(
      closedAfterMs >= LIMITS.totalMs && closedAfterMs < LIMITS.totalMs + 2000,
      `${closedAfterMs} ms`,
    );
  });

  it('closes once the byte bound has been read, well before the time bounds', async () => {
    const { status, closedAfterMs, written } = await refusedWhileSending(64 * KB, 1);
    assert.equal(status, 401);
    assert.ok(closedAfterMs < LIMITS.totalMs, `${closedAfterMs} ms`);
    // All of the bound was read after the answer: a connection closed at the answer fails the writes far sooner.
    assert.ok(written > LIMITS.bytes, `${written} bytes written`);
  });
});

/** The HTTPS receiver, driven by a real node:https client that trusts only the fixture certificate. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { startHttpsReceiver, TEST_TLS } from './https-receiver.ts';

interface ClientResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface ClientOptions {
  method?: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
  timeoutMs?: number;
  servername?: string;
  ca?: string;
  lookup?: LookupFunction;
}

/** One request on a fresh connection (no agent), so no test can ride on another's socket. */
function send(url: string, options: ClientOptions = {}): Promise<ClientResponse> {
  const { method = 'GET', body, headers = {}, timeoutMs, servername, lookup } = options;
  const ca = 'ca' in options ? options.ca : TEST_TLS.cert;
  return new Promise((resolve, reject) => {
    const req = https.request(url, { method, headers, ca, servername, lookup, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    if (timeoutMs !== undefined) {
      req.setTimeout(timeoutMs, () =>
        req.destroy(Object.assign(new Error('client timeout'), { code: 'TIMEOUT' })),
      );
    }
    req.on('error', reject);
    req.end(body);
  });
}

/** Resolves every name to 127.0.0.1, standing in for DNS so a hostname URL reaches the loopback receiver. */
const toLoopback: LookupFunction = (_hostname, options, callback) => {
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

test('answers 200 ok by default and records the raw request bytes exactly', async (t) => {
  const receiver = await startHttpsReceiver();
  t.after(() => receiver.close());
  // Invalid UTF-8, a NUL, Latin-1 and a 4-byte emoji: any decode/re-encode step would alter these.
  const payload = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, 0xe9]), Buffer.from('{"name":"Zoë 🎓"}')]);
  const before = Date.now();

  const res = await send(receiver.url('/hooks/lms?attempt=1'), {
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json', 'x-signature': 'sha256=abc' },
  });

  assert.equal(res.status, 200);
  assert.equal(res.body.toString(), 'ok');
  assert.equal(receiver.requests.length, 1);
  const [received] = receiver.requests;
  assert.equal(received!.method, 'POST');
  assert.equal(received!.path, '/hooks/lms?attempt=1');
  assert.deepEqual(received!.body, payload);
  assert.equal(received!.headers['x-signature'], 'sha256=abc');
  assert.equal(received!.headers['content-length'], String(payload.length));
  assert.equal(received!.remoteAddress, '127.0.0.1');
  assert.ok(received!.receivedAt >= before && received!.receivedAt <= Date.now());
});

test('receives a multi-megabyte body in full', async (t) => {
  const receiver = await startHttpsReceiver();
  t.after(() => receiver.close());
  const payload = randomBytes(8 * 1024 * 1024);

  const res = await send(receiver.url('/big'), { method: 'POST', body: payload });

  assert.equal(res.status, 200);
  assert.equal(receiver.requests[0]!.body.length, payload.length);
  assert.ok(receiver.requests[0]!.body.equals(payload));
});

test('answers a custom status, body and headers, decided per request', async (t) => {
  const receiver = await startHttpsReceiver({
    behaviour: (_req, index) =>
      index === 0
        ? { kind: 'status', status: 503, body: 'busy', headers: { 'retry-after': '7' } }
        : { kind: 'status', status: 201, body: Buffer.from([0xc3, 0xa9, 0xff]) },
  });
  t.after(() => receiver.close());

  const first = await send(receiver.url('/a'));
  const second = await send(receiver.url('/b'));
  receiver.respond(() => ({ kind: 'status', status: 204 }));
  const third = await send(receiver.url('/c'));

  assert.equal(first.status, 503);
  assert.equal(first.body.toString(), 'busy');
  assert.equal(first.headers['retry-after'], '7');
  assert.equal(second.status, 201);
  assert.deepEqual(second.body, Buffer.from([0xc3, 0xa9, 0xff]));
  assert.equal(third.status, 204);
  assert.equal(third.body.length, 0);
  assert.deepEqual(
    receiver.requests.map((r) => r.path),
    ['/a', '/b', '/c'],
  );
});

test('redirects with a Location header that the receiver does not follow itself', async (t) => {
  const receiver = await startHttpsReceiver();
  t.after(() => receiver.close());
  const target = receiver.url('/moved', 'receiver.test');
  receiver.respond((req) =>
    req.path === '/temp'
      ? { kind: 'redirect', location: target }
      : { kind: 'redirect', status: 308, location: 'https://elsewhere.test/x' },
  );

  const temp = await send(receiver.url('/temp'), { method: 'POST', body: 'x' });
  const permanent = await send(receiver.url('/perm'));

  assert.equal(temp.status, 302);
  assert.equal(temp.headers.location, target);
  assert.equal(permanent.status, 308);
  assert.equal(permanent.headers.location, 'https://elsewhere.test/x');
  assert.deepEqual(
    receiver.requests.map((r) => r.path),
    ['/temp', '/perm'],
  );
});

test('hang: the client times out, and close() returns promptly with a request still held open', async (t) => {
  const receiver = await startHttpsReceiver({ behaviour: () => ({ kind: 'hang' }) });
  t.after(() => receiver.close());

  await assert.rejects(send(receiver.url('/slow'), { method: 'POST', body: 'x', timeoutMs: 200 }), {
    code: 'TIMEOUT',
  });
  assert.equal(receiver.requests.length, 1, 'the body was read before hanging');

  // A second client without any timeout of its own: only close() can end its request.
  const stuck = send(receiver.url('/stuck'));
  await receiver.waitForRequests(2);
  const started = Date.now();
  await receiver.close();
  assert.ok(Date.now() - started < 1000, `close() took ${Date.now() - started}ms`);
  await assert.rejects(stuck, { code: 'ECONNRESET' });
});

test('drop: the client gets a socket error and no response', async (t) => {
  const receiver = await startHttpsReceiver({ behaviour: () => ({ kind: 'drop' }) });
  t.after(() => receiver.close());

  await assert.rejects(send(receiver.url('/drop'), { method: 'POST', body: 'payload' }), {
    code: 'ECONNRESET',
  });
  assert.equal(receiver.requests.length, 1);
  assert.equal(receiver.requests[0]!.body.toString(), 'payload');
});

test('waitForRequests resolves on arrival and otherwise times out naming how many arrived', async (t) => {
  const receiver = await startHttpsReceiver();
  t.after(() => receiver.close());

  const waiting = receiver.waitForRequests(2);
  await send(receiver.url('/one'));
  await send(receiver.url('/two'));
  assert.deepEqual(
    (await waiting).map((r) => r.path),
    ['/one', '/two'],
  );

  await assert.rejects(receiver.waitForRequests(3, { timeoutMs: 100 }), {
    message: 'waitForRequests: expected 3 request(s), but after 100ms only 2 arrived',
  });
  const onlyTwo = (r: { path: string }) => r.path === '/two';
  await assert.rejects(receiver.waitForRequests(2, { timeoutMs: 50, filter: onlyTwo }), {
    message: 'waitForRequests: expected 2 matching request(s), but after 50ms only 1 arrived (2 in total)',
  });

  // Closing fails pending waiters at once instead of letting them sit out their timeout.
  const pending = receiver.waitForRequests(5);
  await receiver.close();
  await assert.rejects(pending, /the receiver was closed and only 2 arrived/);
});

test('a hostname URL verifies against the certificate via servername receiver.test', async (t) => {
  const receiver = await startHttpsReceiver();
  t.after(() => receiver.close());
  const url = receiver.url('/hook', 'receiver.test');
  assert.equal(url, `https://receiver.test:${receiver.port}/hook`);
  assert.equal(receiver.url(), `https://127.0.0.1:${receiver.port}/`);

  const res = await send(url, { servername: 'receiver.test', lookup: toLoopback });

  assert.equal(res.status, 200);
  assert.equal(receiver.requests[0]!.headers.host, `receiver.test:${receiver.port}`);
  // The verification is real: a name outside the certificate, or no trusted CA, is refused before any
  // request is sent.
  await assert.rejects(send(url, { servername: 'other.test', lookup: toLoopback }), {
    code: 'ERR_TLS_CERT_ALTNAME_INVALID',
  });
  await assert.rejects(send(url, { ca: undefined, lookup: toLoopback }), {
    code: 'DEPTH_ZERO_SELF_SIGNED_CERT',
  });
  assert.equal(receiver.requests.length, 1);
});

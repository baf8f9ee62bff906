/**
 * What Fastify and Node refuse before a handler runs answers in the one error shape [CONTRACT 2]: one row per
 * case, the request as sent (through `inject`, or written on a socket where only a raw request can say it),
 * the status and code expected, a body of exactly `{detail, code}` and an `X-Request-Id`. Never Fastify's
 * `{statusCode, error, message}`.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createOrg, type TestOrg } from '../../../test/factories.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data; boundary=x';
const CHUNKED = 'Transfer-Encoding: chunked\r\n';
const CHUNKS = '2\r\n{}\r\n0\r\n\r\n';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

interface Row {
  name: string;
  /** Through `inject`; `auth` adds the admin's Bearer token. */
  inject?: InjectOptions & { auth?: boolean };
  /** Written on a socket as is (with the port filled in nowhere: Host is fixed). */
  raw?: string;
  status: number;
  code: string;
  /** HEAD answers carry no body. */
  noBody?: boolean;
  check?: (answer: Answer) => void;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const MiB = 1024 * 1024;
type Request = Pick<Row, 'inject' | 'raw'>;
const row = (
  name: string,
  status: number,
  code: string,
  request: Request,
  extra: Partial<Row> = {},
): Row => ({
  name,
  status,
  code,
  ...request,
  ...extra,
});
const call = (method: string, url: string, auth = false): Request => ({
  inject: { method: method as 'GET', url, auth },
});
const post = (url: string, payload: string, headers: Record<string, string> = JSON_TYPE): Request => ({
  inject: { method: 'POST', url, payload, headers, auth: true },
});
const raw = (text: string): Request => ({ raw: text });
const rawPost = (path: string, headers: string, body: string): Request =>
  raw(`POST ${path} HTTP/1.1\r\nHost: lms.test\r\nContent-Type: application/json\r\n${headers}\r\n${body}`);
const NOT_FOUND = [404, 'not_found'] as const;
const UNSUPPORTED = [415, 'unsupported_media_type'] as const;
const INVALID = [422, 'validation_error'] as const;
const MALFORMED = [400, 'bad_request'] as const;
const NOT_ALLOWED = [405, 'method_not_allowed'] as const;

const ROWS: Row[] = [
  // Before routing
  row(
    'path segment over maxParamLength (1000)',
    ...NOT_FOUND,
    call('GET', `/api/v1/courses/${'a'.repeat(1001)}`, true),
  ),
  row(
    'URL of 100 000 characters (inject: no header limit)',
    ...NOT_FOUND,
    call('GET', `/api/v1/${'a'.repeat(100_000)}`),
  ),
  row('malformed percent-encoding in the path', ...NOT_FOUND, call('GET', '/api/v1/courses/%E0%A4%A')),
  row('malformed percent-encoding in a static segment', ...NOT_FOUND, call('GET', '/api/v1/heal%E0%A4%Ath')),
  row(
    'malformed uuid in the path [CONTRACT 10]',
    ...NOT_FOUND,
    call('GET', '/api/v1/courses/course_x', true),
  ),
  row('NUL in a path value', ...NOT_FOUND, call('GET', '/api/v1/orgs/slug/a%00b', true)),
  row('unknown path', ...NOT_FOUND, call('GET', '/api/v1/nowhere')),
  row('unknown method on a known path', ...NOT_ALLOWED, call('PROPFIND', '/api/v1/health'), {
    check: (a) => assert.equal(a.headers.allow, 'GET, HEAD'),
  }),
  row('DELETE on a read-only path', ...NOT_ALLOWED, call('DELETE', '/api/v1/health')),
  row('OPTIONS (no CORS here)', ...NOT_ALLOWED, call('OPTIONS', '/api/v1/health')),
  row('HEAD on an unknown path', ...NOT_FOUND, call('HEAD', '/api/v1/nowhere'), { noBody: true }),
  row('HEAD without credentials', 401, 'unauthorized', call('HEAD', '/api/v1/orgs/1/users'), {
    noBody: true,
  }),
  // Query strings
  row(
    'malformed percent-encoding in the query',
    ...INVALID,
    call('GET', '/api/v1/orgs/1/users?limit=%E0%A4%A', true),
  ),
  row('query parameter given twice', ...INVALID, call('GET', '/api/v1/orgs/1/users?limit=1&limit=2', true)),
  // Media types and bodies
  row(
    'text/plain on a JSON route',
    ...UNSUPPORTED,
    post('/api/v1/orgs/', 'hi', { 'content-type': 'text/plain' }),
  ),
  row('form body on a JSON route', ...UNSUPPORTED, post('/api/v1/orgs/', 'a=1', { 'content-type': FORM })),
  row(
    'multipart body on a JSON route',
    ...UNSUPPORTED,
    post('/api/v1/orgs/', '--x--\r\n', { 'content-type': MULTIPART }),
  ),
  row('JSON to an upload', ...UNSUPPORTED, post('/api/v1/blocks/image', '{}')),
  row(
    'JSON to the form login',
    ...UNSUPPORTED,
    post('/api/v1/auth/login', '{"username":"a","password":"b"}'),
  ),
  row('body without a content type', ...UNSUPPORTED, post('/api/v1/orgs/', '{}', {})),
  row(
    'unknown content type',
    ...UNSUPPORTED,
    post('/api/v1/orgs/', '{}', { 'content-type': 'application/vnd.api+json' }),
  ),
  row(
    'compressed body',
    ...UNSUPPORTED,
    post('/api/v1/orgs/', '{}', { ...JSON_TYPE, 'content-encoding': 'gzip' }),
  ),
  row('empty JSON body (FST_ERR_CTP_EMPTY_JSON_BODY)', ...INVALID, post('/api/v1/orgs/', '')),
  row('invalid JSON', ...INVALID, post('/api/v1/orgs/', '{"name":')),
  row('JSON nested 65 deep', 422, 'too_deep', post('/api/v1/orgs/', `${'['.repeat(65)}${']'.repeat(65)}`)),
  row('__proto__ key (protoAction)', ...INVALID, post('/api/v1/orgs/', '{"__proto__":{"x":1}}')),
  row(
    'constructor.prototype key (constructorAction)',
    ...INVALID,
    post('/api/v1/orgs/', '{"constructor":{"prototype":{}}}'),
  ),
  row('body over 1 MiB', 413, 'payload_too_large', post('/api/v1/orgs/', `"${'x'.repeat(MiB)}"`)),
  row(
    'Content-Length over the limit',
    413,
    'payload_too_large',
    post('/api/v1/orgs/', '{}', { ...JSON_TYPE, 'content-length': String(MiB + 1) }),
  ),
  row(
    'Content-Length longer than the body',
    ...MALFORMED,
    post('/api/v1/orgs/', '{}', { ...JSON_TYPE, 'content-length': '10' }),
  ),
  // Only a raw request can say these: Node's parser refuses them before Fastify sees a request.
  row(
    'request line over 16 KB',
    431,
    'headers_too_large',
    raw(`GET /api/v1/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: lms.test\r\n\r\n`),
  ),
  row(
    'path segment of 5000 characters on a socket',
    ...NOT_FOUND,
    raw(`GET /api/v1/courses/${'a'.repeat(5000)} HTTP/1.1\r\nHost: lms.test\r\nConnection: close\r\n\r\n`),
  ),
  row(
    'Content-Length that is not a number',
    ...MALFORMED,
    rawPost('/api/v1/orgs/', 'Content-Length: abc\r\n', '{}'),
  ),
  row(
    'Content-Length given twice',
    ...MALFORMED,
    rawPost('/api/v1/orgs/', 'Content-Length: 2\r\nContent-Length: 3\r\n', '{}'),
  ),
  row(
    'Transfer-Encoding next to Content-Length',
    ...MALFORMED,
    rawPost('/api/v1/orgs/', `Content-Length: 2\r\n${CHUNKED}`, CHUNKS),
  ),
  row('Transfer-Encoding gzip', ...MALFORMED, rawPost('/api/v1/orgs/', 'Transfer-Encoding: gzip\r\n', '{}')),
  row(
    'Transfer-Encoding gzip, chunked',
    ...MALFORMED,
    rawPost('/api/v1/auth/verify-email', 'Transfer-Encoding: gzip, chunked\r\nConnection: close\r\n', CHUNKS),
  ),
  row(
    'malformed chunk size',
    ...MALFORMED,
    rawPost('/api/v1/auth/verify-email', CHUNKED, 'zz\r\n{}\r\n0\r\n\r\n'),
  ),
  row(
    'method Node does not know',
    ...MALFORMED,
    raw('FOO /api/v1/health HTTP/1.1\r\nHost: lms.test\r\n\r\n'),
  ),
  row(
    'space in a header name',
    ...MALFORMED,
    raw('GET /api/v1/health HTTP/1.1\r\nHost: lms.test\r\nBad Header: y\r\n\r\n'),
  ),
];

/** Sends `text` on a fresh connection and reads the answer until the server closes or the body is complete. */
function rawRequest(port: number, text: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    let data = Buffer.alloc(0);
    const timer = setTimeout(() => socket.destroy(new Error('no complete answer within 5 s')), 5000);
    const finish = () => {
      clearTimeout(timer);
      const split = data.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`no answer: ${JSON.stringify(data.toString())}`));
      const [statusLine, ...lines] = data.subarray(0, split).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const length = Number(headers['content-length']);
      resolve({
        status: Number(statusLine!.split(' ')[1]),
        headers,
        body: data.subarray(split + 4, split + 4 + length).toString('utf8'),
      });
    };
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
    });
    // The server may reset a connection it refused; what arrived before counts.
    socket.on('error', () => undefined);
    socket.on('close', finish);
  });
}

describe('framework errors in the one error shape', () => {
  let t: TestApp;
  let o: TestOrg;
  let port: number;
  before(async () => {
    t = await buildTestApp();
    o = await createOrg(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  after(() => t.close());

  async function send(row: Row): Promise<Answer> {
    if (row.raw !== undefined) return rawRequest(port, row.raw);
    const { auth, headers, ...options } = row.inject!;
    const response = await t.app.inject({
      ...options,
      headers: { ...(auth === true ? { authorization: `Bearer ${o.admin.jwt}` } : {}), ...headers },
    });
    return { status: response.statusCode, headers: response.headers, body: response.body };
  }

  for (const row of ROWS) {
    it(`${row.name} → ${row.status} ${row.code}`, async () => {
      const answer = await send(row);
      assert.equal(answer.status, row.status, answer.body);
      assert.match(String(answer.headers['x-request-id']), UUID);
      row.check?.(answer);
      if (row.noBody === true) {
        assert.equal(answer.body, '');
        return;
      }
      assert.match(String(answer.headers['content-type']), /^application\/json/);
      const body = JSON.parse(answer.body) as Record<string, unknown>;
      assert.deepEqual(Object.keys(body).sort(), ['code', 'detail'], answer.body);
      assert.equal(body.code, row.code, answer.body);
      if (row.status === 422) {
        assert.ok(Array.isArray(body.detail), answer.body);
        for (const issue of body.detail as Record<string, unknown>[]) {
          assert.deepEqual(Object.keys(issue).sort(), ['loc', 'msg', 'type'], answer.body);
        }
      } else {
        assert.equal(typeof body.detail, 'string', answer.body);
      }
    });
  }
});

/**
 * The SSRF-safe client against real HTTPS receivers on loopback: what reaches a socket, what does not, and what
 * each outcome looks like as a WebhookResponse.
 */
import assert from 'node:assert/strict';
import { isIP, type LookupFunction } from 'node:net';
import { describe, it, type TestContext } from 'node:test';
import { buildConnector } from 'undici';
import {
  startHttpsReceiver,
  TEST_TLS,
  type Behaviour,
  type HttpsReceiver,
} from '../../../../test/https-receiver.ts';
import { parseCidrList } from './address-policy.ts';
import {
  SafeWebhookClient,
  type Resolver,
  type SafeClientOptions,
  type WebhookResponse,
} from './safe-client.ts';

const PUBLIC = '93.184.215.14';

/** A resolver answering `answer(host, n)` on its n-th call (1-based) and recording every host it was asked. */
function scripted(answer: (host: string, call: number) => string[]) {
  const calls: string[] = [];
  const resolve: Resolver = (host) => {
    calls.push(host);
    const addresses = answer(host, calls.length);
    return Promise.resolve(addresses.map((address) => ({ address, family: isIP(address) })));
  };
  return { resolve, calls };
}

const toLoopback = () => scripted(() => ['127.0.0.1']);

async function receiver(t: TestContext, host = '127.0.0.1', behaviour?: Behaviour): Promise<HttpsReceiver> {
  const started = await startHttpsReceiver({ host, ...(behaviour && { behaviour: () => behaviour }) });
  t.after(() => started.close());
  return started;
}

function client(
  t: TestContext,
  allow: string,
  resolve: Resolver,
  extra: Partial<SafeClientOptions> = {},
): SafeWebhookClient {
  const created = new SafeWebhookClient({
    allowList: parseCidrList(allow),
    resolve,
    ca: TEST_TLS.cert,
    ...extra,
  });
  t.after(() => created.close());
  return created;
}

function post(c: SafeWebhookClient, url: string, timeoutMs = 5000): Promise<WebhookResponse> {
  return c.post({ url, body: '{"n":1}', headers: { 'content-type': 'application/json' }, timeoutMs });
}

/** A bounded wait proving that nothing arrives late (a request in flight would land within it). */
async function assertNothingArrives(target: HttpsReceiver): Promise<void> {
  await assert.rejects(target.waitForRequests(1, { timeoutMs: 150 }), /only 0 arrived/);
  assert.equal(target.requests.length, 0);
}

function assertRefusedBeforeConnecting(res: WebhookResponse, address: RegExp): void {
  assert.equal(res.success, false);
  assert.equal(res.status, null);
  assert.equal(res.body, null);
  assert.match(res.error ?? '', /^refused: /);
  assert.match(res.error ?? '', /loopback/);
  assert.match(res.error ?? '', address);
  assert.doesNotMatch(res.error ?? '', /after connecting/);
}

describe('SafeWebhookClient (sockets)', () => {
  describe('happy path', () => {
    it('delivers the exact bytes and headers over verified TLS and reports the answer', async (t) => {
      const target = await receiver(t);
      const dns = toLoopback();
      const c = client(t, '127.0.0.1/32', dns.resolve);
      const body = '{"event":"user_signed_up","name":"Zoë 🎓"}';
      const headers = {
        'content-type': 'application/json',
        'x-lms-signature': 'v1,abc',
        'user-agent': 'lms-test',
      };

      const url = target.url('/x?a=1', 'receiver.test');
      const res = await c.post({ url, body, headers, timeoutMs: 5000 });

      assert.deepEqual(
        { ...res, durationMs: 0 },
        { success: true, status: 200, body: 'ok', error: null, durationMs: 0 },
      );
      assert.ok(Number.isInteger(res.durationMs) && res.durationMs >= 0);
      assert.equal(target.requests.length, 1);
      const got = target.requests[0]!;
      assert.equal(got.method, 'POST');
      assert.equal(got.path, '/x?a=1');
      assert.deepEqual(got.body, Buffer.from(body, 'utf8'));
      for (const [name, value] of Object.entries(headers)) assert.equal(got.headers[name], value);
      assert.equal(got.headers.host, `receiver.test:${target.port}`);
      assert.equal(got.remoteAddress, '127.0.0.1');
      assert.deepEqual(dns.calls, ['receiver.test']);
    });

    it('verifies the certificate: without the test CA the attempt fails', async (t) => {
      const target = await receiver(t);
      const c = client(t, '127.0.0.1/32', toLoopback().resolve, { ca: undefined });
      const res = await post(c, target.url('/x', 'receiver.test'));
      assert.equal(res.success, false);
      assert.equal(res.status, null);
      assert.match(res.error ?? '', /certificate/i);
      assert.equal(target.requests.length, 0);
    });
  });

  describe('guard before connecting', () => {
    it('refuses a host name resolving to loopback when the allow-list is empty', async (t) => {
      const target = await receiver(t);
      const res = await post(client(t, '', toLoopback().resolve), target.url('/x', 'receiver.test'));
      assertRefusedBeforeConnecting(res, /127\.0\.0\.1 is a loopback address.*receiver\.test resolves to it/);
      await assertNothingArrives(target);
    });

    it('refuses every IP-literal spelling of loopback, and the same URLs do reach the receivers when allowed', async (t) => {
      const v4 = await receiver(t);
      const v6 = await receiver(t, '::1');
      const mapped = /^refused: ::ffff:7f00:1 is the IPv4-mapped form of 127\.0\.0\.1/;
      const urls: [string, RegExp][] = [
        [`https://127.0.0.1:${v4.port}/`, /^refused: 127\.0\.0\.1 is/],
        [`https://[::ffff:127.0.0.1]:${v4.port}/`, mapped],
        [`https://[::1]:${v6.port}/`, /^refused: ::1 is/],
        [`https://0x7f.0.0.1:${v4.port}/`, /^refused: 127\.0\.0\.1 is/],
        [`https://2130706433:${v4.port}/`, /^refused: 127\.0\.0\.1 is/],
      ];
      const dns = toLoopback();
      const refusing = client(t, '', dns.resolve);
      for (const [url, address] of urls) assertRefusedBeforeConnecting(await post(refusing, url), address);
      await assertNothingArrives(v4);
      await assertNothingArrives(v6);
      assert.deepEqual(dns.calls, [], 'IP literals never go through DNS');

      // Control: allowed, every URL reaches its receiver, so the refusals above are the policy's. The mapped
      // form gets as far as the TLS handshake (the certificate names 127.0.0.1, not ::ffff:7f00:1).
      const allowing = client(t, '127.0.0.1/32, ::1/128', dns.resolve);
      for (const [url] of urls) {
        const res = await post(allowing, url);
        if (url.includes('::ffff'))
          assert.match(res.error ?? '', /ERR_TLS_CERT_ALTNAME_INVALID.*::ffff:7f00:1/);
        else assert.equal(res.status, 200, url);
      }
      assert.equal(v4.requests.length, urls.length - 2);
      assert.equal(v6.requests.length, 1);
    });

    it('refuses a name whose answer mixes public and private addresses, as a whole', async (t) => {
      const target = await receiver(t);
      const dns = scripted(() => [PUBLIC, '127.0.0.1']);
      const res = await post(client(t, '', dns.resolve), target.url('/x', 'mixed.test'));
      assertRefusedBeforeConnecting(res, /127\.0\.0\.1 is a loopback address.*mixed\.test resolves to it/);
      assert.doesNotMatch(res.error ?? '', /93\.184/);
      assert.deepEqual(dns.calls, ['mixed.test']);
      await assertNothingArrives(target);
    });

    it('opens no socket at all for any refused destination', async (t) => {
      const target = await receiver(t);
      const connected: string[] = [];
      // The default connector, instrumented: records every socket that really got connected.
      const connect: SafeClientOptions['connect'] = ({ lookup, timeout }) => {
        const base = buildConnector({ lookup, timeout, ca: TEST_TLS.cert, autoSelectFamily: false });
        return (options, callback) =>
          base(options, (error, socket) => {
            if (error !== null) return callback(error, null);
            connected.push(socket.remoteAddress ?? '?');
            callback(null, socket);
          });
      };
      const dns = scripted((host) => (host === 'mixed.test' ? [PUBLIC, '127.0.0.1'] : ['127.0.0.1']));
      const c = client(t, '', dns.resolve, { connect });
      for (const url of [
        target.url('/x', 'receiver.test'),
        target.url('/x', 'mixed.test'),
        `https://[::ffff:127.0.0.1]:${target.port}/`,
        `https://2130706433:${target.port}/`,
      ]) {
        assert.match((await post(c, url)).error ?? '', /^refused: /, url);
      }
      assert.deepEqual(connected, []);
      // Control: the same instrumented connector does record a connection the policy allows.
      const allowed = client(t, '127.0.0.1/32', dns.resolve, { connect });
      assert.equal((await post(allowed, target.url('/x', 'receiver.test'))).status, 200);
      assert.deepEqual(connected, ['127.0.0.1']);
    });
  });

  describe('DNS rebinding', () => {
    it('checks every post against a fresh answer: public at first, loopback later is refused', async (t) => {
      const target = await receiver(t);
      const dns = scripted((_host, call) => (call === 1 ? [PUBLIC] : ['127.0.0.1']));
      const c = client(t, '', dns.resolve);
      assert.deepEqual(await c.resolveChecked('rebind.test'), { address: PUBLIC, family: 4 });
      const res = await post(c, `https://rebind.test:${target.port}/`);
      assertRefusedBeforeConnecting(res, /127\.0\.0\.1 is a loopback address.*rebind\.test resolves to it/);
      assert.deepEqual(
        dns.calls,
        ['rebind.test', 'rebind.test'],
        'one resolution for the check, one for the post',
      );
      await assertNothingArrives(target);
    });

    it('pins the connection to the checked address: the socket layer never resolves again', async (t) => {
      const first = await receiver(t);
      const second = await receiver(t, '127.0.0.2');
      // Were the name resolved again at the socket, the second answer (127.0.0.2, not allowed) would be refused.
      const dns = scripted((_host, call) => (call === 1 ? ['127.0.0.1'] : ['127.0.0.2']));
      const c = client(t, '127.0.0.1/32', dns.resolve);
      const res = await post(c, first.url('/pinned', 'receiver.test'));
      assert.equal(res.success, true, res.error ?? '');
      assert.equal(first.requests.length, 1);
      assert.equal(first.requests[0]!.remoteAddress, '127.0.0.1');
      assert.equal(second.requests.length, 0);
      assert.deepEqual(dns.calls, ['receiver.test']);
    });
  });

  describe('recheck after connecting', () => {
    /** A socket layer that lets the guard check (and pin) its address, then connects to 127.0.0.2 instead. */
    const misdirecting: SafeClientOptions['connect'] = ({ lookup, timeout }) => {
      const redirected: LookupFunction = (host, options, callback) =>
        lookup(host, options, (error, address, family) => {
          if (error) callback(error, address, family);
          else if (options.all === true) callback(null, [{ address: '127.0.0.2', family: 4 }]);
          else callback(null, '127.0.0.2', 4);
        });
      return buildConnector({ ca: TEST_TLS.cert, timeout, lookup: redirected });
    };

    it('destroys a socket that landed on a refused address before writing the request', async (t) => {
      const checked = await receiver(t, '127.0.0.1');
      const landed = await receiver(t, '127.0.0.2');
      const dns = toLoopback();
      const c = client(t, '127.0.0.1/32', dns.resolve, { connect: misdirecting });
      const res = await post(c, landed.url('/x', 'receiver.test'));
      assert.equal(res.success, false);
      assert.equal(res.status, null);
      assert.match(res.error ?? '', /^refused after connecting: 127\.0\.0\.2 is a loopback address/);
      assert.doesNotMatch(res.error ?? '', /certificate|TLS|SSL/i, 'the refusal is the guard’s, not TLS’s');
      assert.deepEqual(dns.calls, ['receiver.test'], '127.0.0.1 was what got checked');
      await assertNothingArrives(landed);
      assert.equal(checked.requests.length, 0);

      // Control: with 127.0.0.2 allowed, the same misdirected socket completes TLS and delivers.
      const lenient = client(t, '127.0.0.1/32, 127.0.0.2/32', dns.resolve, { connect: misdirecting });
      assert.equal((await post(lenient, landed.url('/x', 'receiver.test'))).status, 200);
      assert.equal(landed.requests.length, 1);
      assert.equal(landed.requests[0]!.path, '/x');
    });
  });

  describe('outcomes', () => {
    for (const status of [301, 302, 307, 308] as const) {
      it(`does not follow a ${status} redirect`, async (t) => {
        const target = await receiver(t);
        const location = target.url('/other', 'receiver.test');
        target.respond(() => ({ kind: 'redirect', status, location }));
        const res = await post(
          client(t, '127.0.0.1/32', toLoopback().resolve),
          target.url('/x', 'receiver.test'),
        );
        assert.equal(res.success, false);
        assert.equal(res.status, status);
        assert.equal(res.error, `redirects are not followed (${status} to ${location})`);
        await assert.rejects(target.waitForRequests(2, { timeoutMs: 150 }), /only 1 arrived/);
        assert.deepEqual(
          target.requests.map((r) => r.path),
          ['/x'],
        );
      });
    }

    it('gives up on a receiver that hangs once the attempt timeout has passed', async (t) => {
      const target = await receiver(t, '127.0.0.1', { kind: 'hang' });
      const c = client(t, '127.0.0.1/32', toLoopback().resolve);
      const started = Date.now();
      const res = await post(c, target.url('/x', 'receiver.test'), 300);
      const elapsed = Date.now() - started;
      assert.ok(elapsed >= 250 && elapsed < 3000, `took ${elapsed} ms`);
      assert.deepEqual(
        { ...res, durationMs: 0 },
        { success: false, status: null, body: null, error: 'timed out after 300 ms', durationMs: 0 },
      );
      assert.ok(res.durationMs >= 250);
      assert.equal(target.requests.length, 1);
    });

    it('reports a dropped connection as a socket error', async (t) => {
      const target = await receiver(t, '127.0.0.1', { kind: 'drop' });
      const res = await post(
        client(t, '127.0.0.1/32', toLoopback().resolve),
        target.url('/x', 'receiver.test'),
      );
      assert.equal(res.success, false);
      assert.equal(res.status, null);
      assert.equal(res.body, null);
      assert.match(res.error ?? '', /other side closed|socket|ECONNRESET/i);
      assert.equal(target.requests.length, 1);
    });

    it('fails on a 500 and keeps its body', async (t) => {
      const target = await receiver(t, '127.0.0.1', { kind: 'status', status: 500, body: 'boom: db down' });
      const res = await post(
        client(t, '127.0.0.1/32', toLoopback().resolve),
        target.url('/x', 'receiver.test'),
      );
      assert.deepEqual(
        { ...res, durationMs: 0 },
        {
          success: false,
          status: 500,
          body: 'boom: db down',
          error: 'the receiver answered 500',
          durationMs: 0,
        },
      );
    });

    for (const status of [201, 204, 299]) {
      it(`counts ${status} as success`, async (t) => {
        const body = status === 204 ? '' : `fine ${status}`;
        const target = await receiver(t, '127.0.0.1', { kind: 'status', status, body });
        const res = await post(
          client(t, '127.0.0.1/32', toLoopback().resolve),
          target.url('/x', 'receiver.test'),
        );
        assert.deepEqual(
          { ...res, durationMs: 0 },
          { success: true, status, body, error: null, durationMs: 0 },
        );
      });
    }
  });

  describe('stored body', () => {
    async function storedBody(t: TestContext, body: Buffer): Promise<string | null> {
      const target = await receiver(t, '127.0.0.1', { kind: 'status', status: 200, body });
      const res = await post(
        client(t, '127.0.0.1/32', toLoopback().resolve),
        target.url('/x', 'receiver.test'),
      );
      assert.equal(res.status, 200);
      return res.body;
    }

    it('keeps exactly the first 500 bytes of a 10 MB body', async (t) => {
      const big = Buffer.alloc(10 * 1024 * 1024);
      for (let i = 0; i < big.length; i++) big[i] = 0x41 + (i % 26);
      assert.equal(await storedBody(t, big), big.subarray(0, 500).toString('latin1'));
    });

    it('turns a character cut at the limit into U+FFFD', async (t) => {
      const prefix = 'p'.repeat(499);
      assert.equal(await storedBody(t, Buffer.from(`${prefix}€ and more`)), `${prefix}\uFFFD`);
    });

    it('decodes invalid UTF-8 leniently and replaces NUL', async (t) => {
      const bytes = Buffer.concat([Buffer.from('a'), Buffer.from([0xff, 0xc3]), Buffer.from('b\u0000c é')]);
      assert.equal(await storedBody(t, bytes), 'a\uFFFD\uFFFDb\uFFFDc é');
    });
  });

  describe('resolveChecked', () => {
    it('passes public literals without DNS', async (t) => {
      const dns = toLoopback();
      const c = client(t, '', dns.resolve);
      const v6 = '2606:2800:21f:cb07:6820:80da:af6b:8b2c';
      assert.deepEqual(await c.resolveChecked(PUBLIC), { address: PUBLIC, family: 4 });
      assert.deepEqual(await c.resolveChecked(v6), { address: v6, family: 6 });
      assert.deepEqual(await c.resolveChecked(`[${v6}]`), { address: v6, family: 6 });
      assert.deepEqual(dns.calls, []);
    });

    it('rejects a host that does not resolve or resolves to nothing', async (t) => {
      const c = client(t, '', (host) =>
        host === 'empty.test'
          ? Promise.resolve([])
          : Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' })),
      );
      await assert.rejects(c.resolveChecked('nowhere.test'), /could not resolve nowhere\.test: .*ENOTFOUND/);
      await assert.rejects(c.resolveChecked('empty.test'), /could not resolve empty\.test: no addresses/);
    });
  });
});

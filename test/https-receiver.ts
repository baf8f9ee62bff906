/**
 * A real HTTPS endpoint on loopback for webhook tests. Delivery code is exercised end to end (TLS, redirects,
 * timeouts, broken connections) instead of through a mocked fetch, so each test scripts how the receiver
 * answers and then inspects exactly what arrived on the wire.
 */
import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const certFile = fileURLToPath(new URL('./fixtures/tls/cert.pem', import.meta.url));

/** The self-signed fixture; it is its own CA, so clients trust the receiver with `ca: TEST_TLS.cert`. */
export const TEST_TLS: { cert: string; key: string; certFile: string } = {
  cert: readFileSync(certFile, 'utf8'),
  key: readFileSync(path.join(path.dirname(certFile), 'key.pem'), 'utf8'),
  certFile,
};

export type Behaviour =
  | { kind: 'status'; status: number; body?: string | Buffer; headers?: Record<string, string> }
  | { kind: 'hang' } // read the request, never answer (until close)
  | { kind: 'redirect'; status?: 301 | 302 | 307 | 308; location: string }
  | { kind: 'drop' }; // destroy the socket after reading the request, no response

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer; // the raw bytes exactly as received
  remoteAddress: string | undefined;
  receivedAt: number; // Date.now()
}

export interface HttpsReceiver {
  host: string;
  port: number;
  /**
   * `https://<host>:<port><path>`; host defaults to the listening address, pass 'receiver.test' to get a
   * hostname URL (IPv6 literals are bracketed).
   */
  url(path?: string, host?: string): string;
  requests: ReceivedRequest[]; // every request, in arrival order (pushed once the body is fully read)
  /** decide per request; default answers 200 'ok' */
  respond(decide: (req: ReceivedRequest, index: number) => Behaviour): void;
  /**
   * Resolves when at least `count` requests arrived (optionally only those matching `filter`), rejects after
   * timeoutMs (default 10000) with a message naming how many arrived. close() rejects pending waits at once.
   */
  waitForRequests(
    count: number,
    options?: { timeoutMs?: number; filter?: (r: ReceivedRequest) => boolean },
  ): Promise<ReceivedRequest[]>;
  close(): Promise<void>; // closes the server and destroys every open socket (hanging ones included)
}

const defaultBehaviour = (): Behaviour => ({ kind: 'status', status: 200, body: 'ok' });

/** A waiter re-checks on every arrival; `check` returns true once it has settled. */
interface Waiter {
  check(): boolean;
  fail(reason: string): void;
}

export async function startHttpsReceiver(
  options: { host?: string; behaviour?: (req: ReceivedRequest, index: number) => Behaviour } = {},
): Promise<HttpsReceiver> {
  let decide = options.behaviour ?? defaultBehaviour;
  const requests: ReceivedRequest[] = [];
  const waiters = new Set<Waiter>();
  // Every socket is tracked because server.close() waits for open connections and a hung request never ends
  // on its own. Raw sockets cover clients still mid-handshake; TLS sockets are added too so nothing depends
  // on how the TLS layer wraps them. server.closeAllConnections() would only see what the HTTP parser owns.
  const sockets = new Set<Socket>();

  const server = https.createServer({ cert: TEST_TLS.cert, key: TEST_TLS.key });
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  server.on('connection', track);
  server.on('secureConnection', track);
  // A client that aborts (timeouts, failed certificate checks in negative tests) is expected here, not an
  // error worth the default 400 reply.
  server.on('clientError', (_err, socket) => socket.destroy());

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: { ...req.headers },
        body: Buffer.concat(chunks),
        remoteAddress: req.socket.remoteAddress,
        receivedAt: Date.now(),
      };
      const index = requests.push(received) - 1;
      for (const waiter of waiters) if (waiter.check()) waiters.delete(waiter);
      let behaviour: Behaviour;
      try {
        behaviour = decide(received, index);
      } catch (err) {
        // A throwing callback would otherwise be an uncaught exception that kills the whole test process;
        // a 500 carrying the message surfaces it in the test that caused it.
        behaviour = { kind: 'status', status: 500, body: `behaviour threw: ${String(err)}` };
      }
      answer(behaviour, req, res);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;

  let closing: Promise<void> | undefined;
  const receiver: HttpsReceiver = {
    host: address.address,
    port: address.port,
    url(urlPath = '/', host = address.address) {
      // IPv6 literals need brackets in a URL authority.
      const authority = host.includes(':') ? `[${host}]` : host;
      return `https://${authority}:${address.port}${urlPath.startsWith('/') ? '' : '/'}${urlPath}`;
    },
    requests,
    respond(next) {
      decide = next;
    },
    waitForRequests(count, { timeoutMs = 10_000, filter } = {}) {
      const matching = () => (filter ? requests.filter(filter) : requests.slice());
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          check() {
            const found = matching();
            if (found.length < count) return false;
            clearTimeout(timer);
            resolve(found);
            return true;
          },
          fail(reason) {
            clearTimeout(timer);
            waiters.delete(waiter);
            const noun = filter ? 'matching request(s)' : 'request(s)';
            const total = filter ? ` (${requests.length} in total)` : '';
            const found = matching().length;
            reject(
              new Error(
                `waitForRequests: expected ${count} ${noun}, ${reason} only ${found} arrived${total}`,
              ),
            );
          },
        };
        const timer = setTimeout(() => waiter.fail(`but after ${timeoutMs}ms`), timeoutMs);
        if (!waiter.check()) waiters.add(waiter);
      });
    },
    close() {
      // Idempotent, so an after() hook may close a receiver that the test already closed.
      closing ??= new Promise<void>((resolve) => {
        // Waiters would otherwise sit out their full timeout after the test has finished.
        for (const waiter of waiters) waiter.fail('but the receiver was closed and');
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      return closing;
    },
  };
  return receiver;
}

function answer(behaviour: Behaviour, req: IncomingMessage, res: ServerResponse): void {
  switch (behaviour.kind) {
    case 'status':
      res.writeHead(behaviour.status, behaviour.headers);
      res.end(behaviour.body ?? '');
      return;
    case 'redirect':
      res.writeHead(behaviour.status ?? 302, { location: behaviour.location });
      res.end();
      return;
    case 'hang':
      // Nothing is written: the client sees an open connection until its own timeout or close().
      return;
    case 'drop':
      // No TLS close_notify and no HTTP response: the client sees a reset / "socket hang up".
      req.socket.destroy();
      return;
  }
}

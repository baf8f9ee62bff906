/**
 * The only way the service makes outbound webhook requests: an undici `Agent` whose connector enforces the
 * address policy at the socket [SPEC 6.2.7; CONTRACT 7].
 *
 * - Every address a host name resolves to is checked before connecting; if any is refused the attempt is
 *   refused (a name that also points inward is not to be trusted), and the connection is pinned to the
 *   checked address: the socket layer gets exactly that address back from our lookup and resolves nothing
 *   itself, so a second, different DNS answer (rebinding) never reaches a socket.
 * - IP-literal URLs skip DNS, so they are checked on their own.
 * - After connecting, the socket's remote address is checked again.
 * - Redirects are never followed (`request()` does not follow them); a 3xx is a failed attempt.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { Agent, buildConnector } from 'undici';
import { checkAddress, type Cidr } from './address-policy.ts';
import { RESPONSE_BODY_LIMIT } from './retry-policy.ts';

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export interface SafeClientOptions {
  /** WEBHOOK_ALLOWED_CIDRS: ranges let through although they are not global unicast. */
  allowList: readonly Cidr[];
  /** Name resolution (default: the system resolver, every address). */
  resolve?: Resolver;
  /** Extra trusted certificates (PEM) for receivers with a private CA; default: Node's trust store. */
  ca?: string | string[];
  /**
   * The socket layer beneath the guard (default: undici's own connector). Replaced only to prove the
   * after-connect check, by a connector that lands somewhere other than where it was told.
   */
  connect?: (options: { lookup: LookupFunction; timeout: number }) => buildConnector.connector;
  /** Connect timeout; the attempt timeout of each request bounds the whole exchange anyway. */
  connectTimeoutMs?: number;
}

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

export interface WebhookResponse {
  success: boolean;
  /** The HTTP status, or null when no answer came (refused, timeout, network error). */
  status: number | null;
  /** The first 500 bytes of the answer's body, decoded leniently; null when no answer came. */
  body: string | null;
  error: string | null;
  durationMs: number;
}

/** A GET through the same guard (the markdown of a page is read this way): at most `maxBytes` are read. */
export interface SafeGetRequest {
  url: string;
  timeoutMs: number;
  maxBytes: number;
  headers?: Record<string, string>;
}

export type SafeGetOutcome =
  | { kind: 'answered'; status: number; contentType: string; body: Buffer; tooLarge: boolean }
  | { kind: 'refused'; reason: string }
  | { kind: 'timeout' }
  | { kind: 'failed'; error: string };

/** A delivery address the policy refuses: a refused attempt or, at create time, a 400. */
export class AddressRefusedError extends Error {
  readonly code = 'ERR_WEBHOOK_ADDRESS_REFUSED';
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'AddressRefusedError';
  }
}

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export class SafeWebhookClient {
  /** undici loads with the first attempt: a service that never delivers never loads it. */
  private agent: Promise<Agent> | undefined;
  private readonly resolve: Resolver;

  constructor(private readonly options: SafeClientOptions) {
    this.resolve = options.resolve ?? systemResolver;
  }

  private agentOf(): Promise<Agent> {
    return (this.agent ??= import('../../../platform/http/undici.ts').then(
      ({ Agent, buildConnector }) =>
        new Agent({ connect: this.guardedConnector(buildConnector), keepAliveTimeout: 4000 }),
    ));
  }

  /**
   * Resolves `hostname` (or takes a literal) and returns the address to connect to, or throws
   * `AddressRefusedError` naming the first refused address.
   */
  async resolveChecked(hostname: string): Promise<LookupAddress> {
    const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
    const family = isIP(bare);
    if (family !== 0) {
      this.assertAllowed(bare, bare);
      return { address: bare, family };
    }
    let addresses: LookupAddress[];
    try {
      addresses = await this.resolve(bare);
    } catch (error) {
      throw new Error(`could not resolve ${bare}: ${describeError(error)}`, { cause: error });
    }
    if (addresses.length === 0) throw new Error(`could not resolve ${bare}: no addresses`);
    for (const { address } of addresses) this.assertAllowed(address, bare);
    return addresses[0]!;
  }

  /** Sends one attempt; never throws: every outcome is a `WebhookResponse`. */
  async post(request: WebhookRequest): Promise<WebhookResponse> {
    const started = performance.now();
    const signal = AbortSignal.timeout(request.timeoutMs);
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const url = new URL(request.url);
      const agent = await this.agentOf();
      const response = await agent.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: request.headers,
        body: request.body,
        signal,
      });
      const body = await readPrefix(response.body, RESPONSE_BODY_LIMIT);
      const status = response.statusCode;
      const success = status >= 200 && status < 300;
      let error: string | null = null;
      if (status >= 300 && status < 400) {
        const location = response.headers.location;
        error = `redirects are not followed (${status}${typeof location === 'string' ? ` to ${location.slice(0, 300)}` : ''})`;
      } else if (!success) {
        error = `the receiver answered ${status}`;
      }
      return { success, status, body, error, durationMs: elapsed() };
    } catch (error) {
      const message = signal.aborted
        ? `timed out after ${formatSeconds(request.timeoutMs)}`
        : describeError(error);
      return { success: false, status: null, body: null, error: message, durationMs: elapsed() };
    }
  }

  /** One GET, no redirect followed (a 3xx is an answer like any other); never throws. */
  async get(request: SafeGetRequest): Promise<SafeGetOutcome> {
    const signal = AbortSignal.timeout(request.timeoutMs);
    try {
      const url = new URL(request.url);
      const agent = await this.agentOf();
      const response = await agent.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: request.headers ?? {},
        signal,
      });
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response.body as AsyncIterable<Buffer>) {
        chunks.push(chunk);
        size += chunk.length;
        if (size > request.maxBytes) break;
      }
      response.body.destroy();
      const type = response.headers['content-type'];
      return {
        kind: 'answered',
        status: response.statusCode,
        contentType: typeof type === 'string' ? type : '',
        body: Buffer.concat(chunks).subarray(0, request.maxBytes),
        tooLarge: size > request.maxBytes,
      };
    } catch (error) {
      if (signal.aborted) return { kind: 'timeout' };
      const refused = findRefusal(error);
      if (refused !== undefined) return { kind: 'refused', reason: refused.reason };
      return { kind: 'failed', error: describeError(error) };
    }
  }

  async close(): Promise<void> {
    await (await this.agent)?.close();
  }

  private assertAllowed(address: string, hostname: string): void {
    const verdict = checkAddress(address, this.options.allowList);
    if (!verdict.allowed) {
      const via = hostname === address ? '' : ` (${hostname} resolves to it)`;
      throw new AddressRefusedError(`refused: ${verdict.reason}${via}`);
    }
  }

  private guardedConnector(build: typeof buildConnector): buildConnector.connector {
    const timeout = this.options.connectTimeoutMs ?? 10_000;
    // Node calls this instead of DNS: it answers with the one address that passed the check (the pin).
    const lookup = ((hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
      this.resolveChecked(hostname).then(
        (pinned) => {
          if (options.all === true) callback(null, [pinned]);
          else callback(null, pinned.address, pinned.family);
        },
        (error: Error) => callback(error, ''),
      );
    }) as LookupFunction;
    const base =
      this.options.connect?.({ lookup, timeout }) ??
      build({
        lookup,
        timeout,
        autoSelectFamily: false,
        ...(this.options.ca && { ca: this.options.ca }),
      });
    return (options, callback) => {
      // An IP literal never reaches `lookup`: check it here.
      if (isIP(options.hostname) !== 0) {
        try {
          this.assertAllowed(options.hostname, options.hostname);
        } catch (error) {
          callback(error as Error, null);
          return;
        }
      }
      base(options, (error, socket) => {
        if (error !== null) {
          callback(error, null);
          return;
        }
        // SPEC 6.2.7: recheck after connecting, on the address the socket really reached.
        const remote = socket.remoteAddress;
        const verdict = remote === undefined ? null : checkAddress(remote, this.options.allowList);
        if (verdict === null || !verdict.allowed) {
          socket.destroy();
          const reason = verdict === null ? 'the connection has no remote address' : verdict.reason;
          callback(new AddressRefusedError(`refused after connecting: ${reason}`), null);
          return;
        }
        callback(null, socket);
      });
    };
  }
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/** Reads at most `limit` bytes of a body, then stops reading (the rest is never buffered). */
async function readPrefix(
  body: AsyncIterable<Buffer> & { destroy(): unknown },
  limit: number,
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= limit) break;
  }
  body.destroy();
  // Invalid UTF-8 (and a character cut at the limit) becomes U+FFFD; NUL cannot be stored in PostgreSQL text.
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8').replaceAll('\u0000', '\uFFFD');
}

function findRefusal(error: unknown): AddressRefusedError | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth++) {
    if (current instanceof AddressRefusedError) return current;
    current = current.cause;
  }
  return undefined;
}

/** A transport error as one readable line, walking `cause` to the root (undici wraps socket errors). */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 4; depth++) {
    if (current instanceof AddressRefusedError) return current.reason;
    const code = (current as { code?: unknown }).code;
    const text =
      typeof code === 'string' && !current.message.includes(code)
        ? `${code}: ${current.message}`
        : current.message;
    if (text !== '' && !parts.includes(text)) parts.push(text);
    current = current.cause;
  }
  return parts.length > 0 ? parts.join(' ← ') : String(error);
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

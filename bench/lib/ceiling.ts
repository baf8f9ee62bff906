/**
 * Ceilings measured beside each scenario: the service's real answers are captured, then served by a bare Fastify
 * server in a separate process (lib/ceiling-server.mjs), so a scenario and its ceiling send the same bytes.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { runLoad, type LoadSpec } from './load.ts';
import { cpuDuring, type Server } from './server.ts';
import { fromLoad, sideBySide, type Figures, type Pair } from './side-by-side.ts';

export interface CapturedAnswer {
  method: string;
  /** A path (with its query) or `*` for any path of this method. */
  url: string;
  status: number;
  headers: Record<string, string>;
  /** base64 */
  body: string;
  bytes: number;
}

/** The headers a ceiling repeats; the rest (date, length, connection) its own server writes. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'etag', 'vary', 'last-modified'];

/** Sends one request to the service and keeps its answer (status, kept headers, body bytes). */
export async function capture(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  options: { expect?: number; as?: string } = {},
): Promise<CapturedAnswer> {
  const method = init.method ?? 'GET';
  // The bytes as sent to a client that asks for no compression, as the load generator asks.
  const headers = { 'accept-encoding': 'identity', ...init.headers };
  const response = await fetch(url, { method, headers, body: init.body });
  const bytes = Buffer.from(await response.arrayBuffer());
  const expect = options.expect ?? 200;
  if (response.status !== expect) {
    throw new Error(
      `${method} ${url} answered ${response.status}, not ${expect}: ${bytes.toString().slice(0, 300)}`,
    );
  }
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) kept[name] = value;
  }
  const parsed = new URL(url);
  return {
    method,
    url: options.as ?? `${parsed.pathname}${parsed.search}`,
    status: response.status,
    headers: kept,
    body: bytes.toString('base64'),
    bytes: bytes.length,
  };
}

export interface Ceiling {
  /** http://127.0.0.1:port */
  origin: string;
  /** The bare server's process. */
  pid: number;
  stop(): void;
}

/** Starts a bare Fastify server answering `answers`. */
export async function startCeiling(answers: CapturedAnswer[]): Promise<Ceiling> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'ceiling-server.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify({ answers }));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString('utf8').trim())));
    child.once('exit', (code) => reject(new Error(`ceiling server exited (${code})`)));
  });
  return { origin: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

/** The same load sent to another origin (the ceiling): same paths, methods, headers and bodies. */
export function atOrigin(spec: LoadSpec, origin: string): LoadSpec {
  const url = new URL(spec.url);
  return { ...spec, url: `${origin}${url.pathname}${url.search}` };
}

/**
 * The load against the service and the same load against the ceiling, alternating over `rounds`. Given the
 * service, each side's figures also hold the CPU time its serving process spent on the load: CPU per request,
 * which moves far less with the machine's speed than a rate does, compares two builds. On PostgreSQL the
 * service's figures hold the database server's CPU time too, where it runs on this machine.
 */
export function loadBeside(
  spec: LoadSpec,
  ceiling: Ceiling,
  ceilingLabel: string,
  rounds: number,
  service?: Measured,
): Promise<Pair> {
  return sideBySide(
    ceilingLabel,
    {
      scenario: () => measuredLoad(spec, service?.pid, service?.dialect === 'postgres'),
      ceiling: () =>
        measuredLoad(atOrigin(spec, ceiling.origin), service === undefined ? undefined : ceiling.pid, false),
    },
    rounds,
  );
}

/** The service whose CPU time a load is measured by, and its database (PostgreSQL's is measured too). */
export type Measured = Pick<Server, 'pid' | 'dialect'>;

/** A load with the CPU time `pid` spent on it, and with `database`, the PostgreSQL server's. */
async function measuredLoad(spec: LoadSpec, pid: number | undefined, database: boolean): Promise<Figures> {
  if (pid === undefined) return fromLoad(await runLoad(spec));
  const { result, ...cpu } = await cpuDuring(pid, database, () => runLoad(spec));
  return { ...fromLoad(result), ...cpu };
}

/**
 * GET loads beside their ceiling: each answer captured once, then served by one bare server; each read is
 * measured beside the same read of its bytes. Returns, per read, the pair and the size of the answer.
 */
export async function readsBeside(
  reads: { label: string; url: string }[],
  options: { connections: number; duration: number; rounds: number; service?: Measured },
): Promise<{ label: string; pair: Pair; bytes: number }[]> {
  const answers: CapturedAnswer[] = [];
  for (const read of reads) answers.push(await capture(read.url));
  const ceiling = await startCeiling(answers);
  try {
    const results = [];
    for (const [i, read] of reads.entries()) {
      const bytes = answers[i]!.bytes;
      const pair = await loadBeside(
        { url: read.url, connections: options.connections, duration: options.duration },
        ceiling,
        `bare route, the same ${kib(bytes)}`,
        options.rounds,
        options.service,
      );
      results.push({ label: read.label, pair, bytes });
    }
    return results;
  } finally {
    ceiling.stop();
  }
}

function kib(bytes: number): string {
  return bytes < 10_240 ? `${bytes} bytes` : `${Math.round(bytes / 1024)} KiB`;
}

/**
 * A write load (`spec`, usually rotating over many requests) beside a bare route that parses the same JSON
 * bodies and answers what the service answered to `sample`, one of those requests sent once beforehand.
 */
export async function writesBeside(
  spec: LoadSpec,
  sample: { method: string; path: string; headers: Record<string, string>; body?: string },
  ceilingLabel: string,
  rounds: number,
  service?: Measured,
): Promise<Pair> {
  const origin = new URL(spec.url).origin;
  const answer = await capture(
    `${origin}${sample.path}`,
    { method: sample.method, headers: sample.headers, body: sample.body },
    { as: '*' },
  );
  const ceiling = await startCeiling([answer]);
  try {
    return await loadBeside(spec, ceiling, ceilingLabel, rounds, service);
  } finally {
    ceiling.stop();
  }
}

/**
 * A scaled-out deployment as an operator runs it on PostgreSQL: two `lms serve` processes that only answer
 * the API (WEBHOOK_WORKER=false, behind a proxy: TRUST_PROXY) and two `lms worker` processes, all on one
 * database and each with its own DATA_DIR, as on separate machines. They start together on an empty
 * database, so migrations and first boot run concurrently. Requests go over real sockets to a named API, so a
 * failure says which process answered what.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_TLS } from './https-receiver.ts';
import { exitOf, freePort, lms, waitFor, type Env, type JsonBody, type Lms } from './lms-process.ts';
import { multipartBody } from './multipart.ts';

export const SECRET_KEY = 'scale-out-secret-key-that-is-long-enough-0123456789';
export const ADMIN = { email: 'owner@scale.example', password: 'first-password-1' };

export interface Api {
  /** What failure messages call it (A and B in the cluster). */
  name: string;
  base: string;
  proc: Lms;
}

export interface Cluster {
  apis: [Api, Api];
  workers: [Lms, Lms];
  /** SIGTERM to every process, then their exits; a process that does not stop is killed (exitOf). */
  stop(): Promise<void>;
}

/** Starts the four processes at once and waits until both APIs answer GET /health. */
export async function startCluster(databaseUrl: string): Promise<Cluster> {
  const dirs: string[] = [];
  const envFor = (extra: Env): Env => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lms-scale-'));
    dirs.push(dataDir);
    return {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SECRET_KEY,
      LMS_ADMIN_EMAIL: ADMIN.email,
      LMS_ADMIN_PASSWORD: ADMIN.password,
      // Receivers on loopback with the test certificate, as in the worker-process tests.
      WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8',
      NODE_EXTRA_CA_CERTS: TEST_TLS.certFile,
      LOG_LEVEL: 'warn',
      ...extra,
    };
  };
  const ports = [await freePort(), await freePort()];
  const apiProcs = ports.map((port) =>
    lms(['serve'], envFor({ PORT: String(port), WEBHOOK_WORKER: 'false', TRUST_PROXY: 'true' })),
  );
  // Info level: each delivery is a "webhook delivered" line naming its delivery_id (see deliveredBy).
  const workers = [0, 1].map(() => lms(['worker'], envFor({ LOG_LEVEL: 'info' }))) as [Lms, Lms];
  const apis = (['A', 'B'] as const).map((name, i) => ({
    name,
    base: `http://127.0.0.1:${ports[i]}/api/v1`,
    proc: apiProcs[i]!,
  })) as [Api, Api];
  const all = [...apiProcs, ...workers];
  const removeDirs = () => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  try {
    await Promise.all(
      apis.map((api) => waitFor(`API ${api.name} to answer`, api.proc, () => healthy(api), 30_000)),
    );
  } catch (error) {
    // Nothing is left running when the cluster never came up; the error names the process and its output.
    for (const proc of all) proc.child.kill('SIGKILL');
    await Promise.all(all.map((proc) => proc.exited));
    removeDirs();
    throw error;
  }
  return {
    apis,
    workers,
    async stop() {
      for (const proc of all) proc.child.kill('SIGTERM');
      await Promise.allSettled(all.map((proc) => exitOf(proc)));
      removeDirs();
    },
  };
}

async function healthy(api: Api): Promise<boolean> {
  try {
    const response = await fetch(`${api.base}/health`, { signal: AbortSignal.timeout(1000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

export interface Reply {
  api: string;
  status: number;
  headers: Headers;
  body: JsonBody;
  /** The body as it came. */
  text: string;
  /** `A POST /path → 400 {…}`: what a failed assertion prints. */
  summary: string;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: Record<string, string>;
  /** The client address the proxy reports (X-Forwarded-For; the APIs trust it). */
  ip?: string;
  /** More request headers. */
  headers?: Record<string, string>;
}

export async function call(api: Api, method: string, url: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | Buffer | undefined;
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.ip !== undefined) headers['x-forwarded-for'] = options.ip;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.multipart !== undefined) {
    const form = multipartBody(options.multipart);
    Object.assign(headers, form.headers);
    body = form.payload;
  }
  const response = await fetch(`${api.base}${url}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let parsed: JsonBody;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    parsed = text;
  }
  return {
    api: api.name,
    status: response.status,
    headers: response.headers,
    body: parsed,
    text,
    summary: `${api.name} ${method} ${url} → ${response.status} ${text.slice(0, 500)}`,
  };
}

/** `call`, asserting a 200; returns the body as the shape the caller reads. */
export async function ok<T = JsonBody>(
  api: Api,
  method: string,
  url: string,
  options: CallOptions = {},
): Promise<T> {
  const reply = await call(api, method, url, options);
  assert.equal(reply.status, 200, reply.summary);
  return reply.body as T;
}

/** The delivery ids a worker logged as delivered (one "webhook delivered" line each, at info level). */
export function deliveredBy(worker: Lms): string[] {
  const ids: string[] = [];
  for (const line of worker.stdout.split('\n')) {
    if (!line.includes('"webhook delivered"')) continue;
    try {
      const entry = JSON.parse(line) as { delivery_id?: string };
      if (typeof entry.delivery_id === 'string') ids.push(entry.delivery_id);
    } catch {
      // A line cut at the end of the buffer: the next read has it whole.
    }
  }
  return ids;
}

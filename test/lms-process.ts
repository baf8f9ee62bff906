/**
 * The `lms` command as a real child process, for tests that run the service the way operators do: a free port,
 * a fresh DATA_DIR and database per instance, HTTP over a real socket.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const START_TIMEOUT_MS = 20_000;
export const EXIT_TIMEOUT_MS = 20_000;
export const TEST_TIMEOUT = { timeout: 60_000 };

/** Variables the service reads: the children get only what each test sets. */
export const CONFIG_VARIABLES = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'SECRET_KEY',
  'PUBLIC_URL',
  'DEPLOYMENT_MODE',
  'LMS_ADMIN_EMAIL',
  'LMS_ADMIN_PASSWORD',
  'SMTP_URL',
  'MAIL_FROM',
  'LOG_LEVEL',
  'TRUST_PROXY',
  'WEBHOOK_ALLOWED_CIDRS',
  'WEBHOOK_WORKER',
  'WEBHOOK_CONCURRENCY',
  'WEBHOOK_ENDPOINT_CONCURRENCY',
  'WEBHOOK_TIME_SCALE',
  'WEBHOOK_POLL_INTERVAL_MS',
  'WEBHOOK_COMMIT_DELAY_MS',
  'NODE_EXTRA_CA_CERTS',
  'COURSE_CACHE_MB',
  'BOARD_MAX_MEMBERS',
];

export type Env = Record<string, string>;
/** Whatever JSON the service answered; the assertions check its shape. */
export type JsonBody = ReturnType<typeof JSON.parse>;
export interface Member {
  user: { email: string };
  role: string;
}

export interface Lms {
  child: ChildProcess;
  stdout: string;
  stderr: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<Lms>();

export function lms(args: string[], env: Env, stdin?: string): Lms {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [...CONFIG_VARIABLES, 'NODE_TEST_CONTEXT']) delete childEnv[name];
  const child = spawn(process.execPath, ['bin/lms-dev.js', ...args], {
    cwd: ROOT,
    env: { ...childEnv, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const proc: Lms = {
    child,
    stdout: '',
    stderr: '',
    exited: new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        running.delete(proc);
        resolve({ code, signal });
      });
      child.once('error', () => {
        running.delete(proc);
        resolve({ code: null, signal: null });
      });
    }),
  };
  running.add(proc);
  child.stdout.on('data', (chunk: Buffer) => (proc.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (proc.stderr += chunk.toString()));
  // A command that fails before reading its input closes the pipe; that is its exit code's business.
  child.stdin.on('error', () => undefined);
  if (stdin !== undefined) child.stdin.write(stdin);
  child.stdin.end();
  return proc;
}

export async function killAll(): Promise<void> {
  await Promise.all(
    [...running].map(async (proc) => {
      proc.child.kill('SIGKILL');
      await proc.exited;
    }),
  );
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function exitOf(proc: Lms, timeoutMs = EXIT_TIMEOUT_MS) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      proc.child.kill('SIGKILL');
      reject(
        new Error(
          `lms did not exit within ${timeoutMs} ms\nstdout:\n${proc.stdout}\nstderr:\n${proc.stderr}`,
        ),
      );
    }, timeoutMs);
  });
  try {
    return await Promise.race([proc.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs a one-shot command to its end. */
export async function run(args: string[], env: Env, stdin?: string) {
  const proc = lms(args, env, stdin);
  const { code, signal } = await exitOf(proc);
  return { code, signal, stdout: proc.stdout, stderr: proc.stderr };
}

export async function waitFor(
  what: string,
  proc: Lms,
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) {
      throw new Error(
        `lms exited while waiting for ${what}\nstdout:\n${proc.stdout}\nstderr:\n${proc.stderr}`,
      );
    }
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}\nstdout:\n${proc.stdout}\nstderr:\n${proc.stderr}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** One deployment: a DATA_DIR and a database, both removed at the end. */
export interface Instance {
  testDb: TestDatabase;
  env: Env;
  close(): Promise<void>;
}

export async function newInstance(extra: Env = {}): Promise<Instance> {
  const testDb = await createTestDatabase();
  const env: Env = { DATA_DIR: testDb.dataDir, ...extra };
  if (testDb.database.kind === 'postgres') env.DATABASE_URL = testDb.database.url;
  return {
    testDb,
    env,
    close: async () => {
      await killAll();
      await testDb.drop();
    },
  };
}

export interface Server {
  proc: Lms;
  base: string;
}

/** Starts `lms serve` and waits until GET /health answers 200. */
export async function startServer(instance: Instance, extra: Env = {}): Promise<Server> {
  const port = await freePort();
  const proc = lms(['serve'], { ...instance.env, PORT: String(port), ...extra });
  const base = `http://127.0.0.1:${port}/api/v1`;
  await waitFor(
    'GET /health to answer 200',
    proc,
    async () => {
      try {
        const response = await fetch(`${base}/health`, { signal: AbortSignal.timeout(1000) });
        return response.status === 200;
      } catch {
        return false;
      }
    },
    START_TIMEOUT_MS,
  );
  return { proc, base };
}

export async function stopServer(server: Server) {
  server.proc.child.kill('SIGTERM');
  return exitOf(server.proc);
}

export async function request(
  server: Server,
  method: string,
  url: string,
  options: { token?: string; json?: unknown; form?: Record<string, string> } = {},
): Promise<{ status: number; body: JsonBody }> {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  if (options.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const response = await fetch(`${server.base}${url}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) };
}

export function login(server: Server, email: string, password: string) {
  return request(server, 'POST', '/auth/login', { form: { username: email, password } });
}

/**
 * A real `lms serve` process on a fresh database for each scenario: a SQLite file in a temporary DATA_DIR, or a
 * new PostgreSQL database on the bench server (`BENCH_DATABASE_URL`, default the local trust-auth server),
 * dropped afterwards. First boot creates the admin the seeding signs in as.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type Dialect = 'sqlite' | 'postgres';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const ADMIN = { email: 'bench-admin@example.com', password: 'bench password 123' };
export const POSTGRES_SERVER =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

export interface Server {
  base: string;
  dataDir: string;
  pid: number;
  dialect: Dialect;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Whether the PostgreSQL bench server answers. */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_SERVER, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_SERVER });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts the service on a fresh database and waits for /health. */
export async function startServer(dialect: Dialect, env: Record<string, string> = {}): Promise<Server> {
  // BENCH_NODE_ARGS passes flags to the server's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lms-bench-'));
  const port = await freePort();
  let dropDatabase = (): Promise<void> => Promise.resolve();
  const childEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SECRET_KEY: randomBytes(32).toString('hex'),
    LMS_ADMIN_EMAIL: ADMIN.email,
    LMS_ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    ...env,
  };
  if (dialect === 'postgres') {
    const name = `lms_bench_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(POSTGRES_SERVER);
    url.pathname = `/${name}`;
    childEnv.DATABASE_URL = url.toString();
    dropDatabase = () => adminQuery(`drop database if exists ${name} with (force)`);
  }
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, 'bin/lms.js', 'serve'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}/api/v1`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`lms serve exited at start:\n${stderr}`);
    try {
      const response = await fetch(`${base}/health`, { signal: AbortSignal.timeout(1000) });
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`lms serve did not answer /health within 30 s:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    dataDir,
    pid: child.pid!,
    dialect,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process in MiB (Linux /proc). */
export async function residentMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  if (match === null) throw new Error(`no VmRSS for ${pid}`);
  return Math.round((Number(match[1]) / 1024) * 10) / 10;
}

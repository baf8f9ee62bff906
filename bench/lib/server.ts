/**
 * The one place the bench and the compiled-service test start the service: `node <checkout>/bin/lms.js serve`, as
 * operators run it, on a free port, with the bench's admin for a first boot; resolves once the health route
 * answers 200, with the time and the CPU that took; reads its resident memory and CPU time from /proc; stops it.
 * bin/lms.js runs dist/ and itself refuses a missing or out-of-date build (exit code 2, with what to do), so a
 * measurement never runs old code: build first (`npm run build`; `npm ci` does it).
 *
 * For the scenarios, `startServer` runs it on a fresh database: a SQLite file in a temporary DATA_DIR, or a new
 * PostgreSQL database on the bench server (`BENCH_DATABASE_URL`, default the local trust-auth server), dropped
 * afterwards. Another checkout (`root`) runs its own bin/lms.js the same way, to compare two builds.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
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

/** What runs the service of a checkout, for the results. */
export function serviceLabel(root: string = ROOT): string {
  return root === ROOT ? 'bin/lms.js (dist/, compiled)' : `bin/lms.js of ${root}`;
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

/** A database of its own (with the DATA_DIR and secret key that go with it), for one or several starts. */
export interface BenchDatabase {
  dialect: Dialect;
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function freshDatabase(dialect: Dialect): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lms-bench-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, SECRET_KEY: randomBytes(32).toString('hex') };
  let dropDatabase = (): Promise<void> => Promise.resolve();
  if (dialect === 'postgres') {
    const name = `lms_bench_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(POSTGRES_SERVER);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = () => adminQuery(`drop database if exists ${name} with (force)`);
  }
  return {
    dialect,
    env,
    async drop() {
      await dropDatabase();
      // BENCH_KEEP keeps a SQLite run's data for a probe (bench/probes/), and says where it is.
      if (process.env.BENCH_KEEP !== undefined && dialect === 'sqlite') {
        console.log(`kept ${path.join(dataDir, 'lms.sqlite')}`);
        return;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** How to start the service; every field is optional. */
export interface ServiceOptions {
  /** Variables for the service (DATA_DIR, DATABASE_URL, …), over the defaults below. */
  env?: Record<string, string>;
  /** Flags for the service's node, e.g. ['--cpu-prof']; default BENCH_NODE_ARGS, split at spaces. */
  nodeArgs?: string[];
  /** The checkout whose bin/lms.js runs, default this one. */
  root?: string;
  /** Give up waiting for the health route after this long (default 30 s). */
  timeoutMs?: number;
}

/** One running service process. */
export interface ServiceProcess {
  /** The API's base, http://127.0.0.1:port/api/v1 */
  url: string;
  pid: number;
  /** Milliseconds from the spawn to the first 200 of the health route. */
  startMs: number;
  /** CPU time (user and system) the process had spent by then, in ms (10 ms steps). */
  startCpuMs: number;
  /** Resident memory now (VmRSS), in MiB. */
  rssMiB(): Promise<number>;
  /** SIGTERM, then SIGKILL after 15 s; resolves once the process has exited. */
  stop(): Promise<void>;
}

/** The flags `npm start` gives node in the checkout at `root` (`node <flags> bin/lms.js serve`), so it runs as deployed. */
export function startFlags(root: string): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts?: { start?: string };
  };
  const flags = /^node\s+(.*?)\s*bin\/lms\.js\b/.exec(scripts?.start ?? '')?.[1] ?? '';
  return flags.split(/\s+/).filter((flag) => flag !== '');
}

/** Starts `lms serve` and waits for the health route to answer 200. */
export async function startService(options: ServiceOptions = {}): Promise<ServiceProcess> {
  // The node flags of the checkout's `npm start`, then BENCH_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to profile).
  const nodeArgs = options.nodeArgs ?? [
    ...startFlags(options.root ?? ROOT),
    ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== ''),
  ];
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    // The bench's admin (first boot), so the seeding can sign in.
    LMS_ADMIN_EMAIL: ADMIN.email,
    LMS_ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, 'bin/lms.js', 'serve'], {
    cwd: options.root ?? ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };

  const url = `http://127.0.0.1:${port}/api/v1`;
  const deadline = started + (options.timeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`lms serve exited at start (${child.exitCode ?? child.signalCode}):\n${stderr}`);
    }
    if (await healthy(url)) break;
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`lms serve did not answer /health in time:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const startMs = performance.now() - started;
  const pid = child.pid!;
  return { url, pid, startMs, startCpuMs: await cpuMs(pid), rssMiB: () => residentMiB(pid), stop };
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false; // not listening yet
  }
}

export interface Server extends ServiceProcess {
  dialect: Dialect;
  database: BenchDatabase;
}

/** The service of `root` (default this checkout) on a fresh database; `stop` ends it and drops the database. */
export async function startServer(
  { dialect, root }: { dialect: Dialect; root?: string },
  env: Record<string, string> = {},
): Promise<Server> {
  const database = await freshDatabase(dialect);
  let service: ServiceProcess;
  try {
    service = await startService({ env: { ...database.env, ...env }, root });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    ...service,
    dialect,
    database,
    async stop() {
      await service.stop();
      await database.drop();
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

/** CPU time (user + system) a process has used so far, in milliseconds (Linux /proc). */
export async function cpuMs(pid: number): Promise<number> {
  return ticksToMs(ticksOf(await readFile(`/proc/${pid}/stat`, 'utf8')));
}

/**
 * CPU time every PostgreSQL server process on this machine (its backends, the WAL writer, the checkpointer, …)
 * has used so far, in milliseconds, or undefined where none is seen (a database on another machine). A backend
 * that ended in between takes its time with it: measure over a load whose connections stay open.
 */
async function databaseCpuMs(): Promise<number | undefined> {
  let ticks = 0;
  let seen = false;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => undefined);
    // The command name, between the first '(' and the last ')': PostgreSQL's processes are all `postgres`.
    if (stat === undefined || stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres')
      continue;
    seen = true;
    ticks += ticksOf(stat);
  }
  return seen ? ticksToMs(ticks) : undefined;
}

/**
 * `work`'s result with the CPU time `pid` spent while it ran and, with `database`, the PostgreSQL server's where
 * it runs on this machine.
 */
export async function cpuDuring<T>(
  pid: number,
  database: boolean,
  work: () => Promise<T>,
): Promise<{ result: T; cpuMs: number; databaseCpuMs?: number }> {
  const before = await cpuMs(pid);
  const databaseBefore = database ? await databaseCpuMs() : undefined;
  const result = await work();
  const databaseAfter = database ? await databaseCpuMs() : undefined;
  return {
    result,
    cpuMs: (await cpuMs(pid)) - before,
    ...(databaseBefore !== undefined && databaseAfter !== undefined
      ? { databaseCpuMs: databaseAfter - databaseBefore }
      : {}),
  };
}

/** utime + stime of a /proc stat line, in clock ticks. */
function ticksOf(stat: string): number {
  // Fields after the command name (which may hold spaces) start at the state, field 3; utime and stime are 14, 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

function ticksToMs(ticks: number): number {
  return (ticks * 1000) / 100;
}

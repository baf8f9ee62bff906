/**
 * A real service process for each scenario, on a fresh database: a SQLite file in a temporary DATA_DIR, or a new
 * PostgreSQL database on the bench server (`BENCH_DATABASE_URL`, default the local trust-auth server), dropped
 * afterwards. First boot creates the admin the seeding signs in as.
 *
 * The service runs compiled (`dist/src/cli.js`, after `npm run build`) when that exists, else from the sources
 * through the TypeScript loader; `ENTRY` says which, and the results report it. A dist/ older than a source file
 * stops the run rather than measuring old code.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
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

const BUILT_CLI = path.join(ROOT, 'dist', 'src', 'cli.js');
/** How the service is started: `dist` (compiled JavaScript) or `sources` (TypeScript through tsx). */
export const ENTRY: 'dist' | 'sources' = existsSync(BUILT_CLI) ? 'dist' : 'sources';
/** The script that runs the sources: the development command where there is one, else the `lms` command. */
const SOURCES_CLI = ['bin/lms-dev.js', 'bin/lms.js'].find((script) => existsSync(path.join(ROOT, script)))!;

/** The newest source file changed after the build, if any. */
function newerThanBuild(dir: string, built: number): string | undefined {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const found = entry.isDirectory()
      ? newerThanBuild(full, built)
      : statSync(full).mtimeMs > built
        ? full
        : undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}

function checkBuild(): void {
  if (ENTRY !== 'dist') return;
  const stale = newerThanBuild(path.join(ROOT, 'src'), statSync(BUILT_CLI).mtimeMs);
  if (stale !== undefined) {
    throw new Error(`dist/ is older than ${path.relative(ROOT, stale)}: run \`npm run build\` first`);
  }
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
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One running service process. */
export interface ServiceProcess {
  /** The API's base, http://127.0.0.1:port/api/v1 */
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 of the health route. */
  startMs: number;
  entry: typeof ENTRY;
  rssMiB(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts `lms serve` on `database` and waits for the health route to answer 200. */
export async function startService(
  database: BenchDatabase,
  env: Record<string, string> = {},
): Promise<ServiceProcess> {
  checkBuild();
  // BENCH_NODE_ARGS passes flags to the server's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '');
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LMS_ADMIN_EMAIL: ADMIN.email,
    LMS_ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    ...database.env,
    ...env,
  };
  const entry = ENTRY === 'dist' ? [path.join(import.meta.dirname, 'built-entry.mjs')] : [SOURCES_CLI];
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, ...entry, 'serve'], {
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
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`lms serve did not answer /health within 30 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return {
    url: base,
    pid: child.pid!,
    startMs: performance.now() - started,
    entry: ENTRY,
    rssMiB: () => residentMiB(child.pid!),
    async stop() {
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 15_000)))]);
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

export interface Server extends ServiceProcess {
  /** The API's base (`url`). */
  base: string;
  dialect: Dialect;
  database: BenchDatabase;
}

/** The service on a fresh database; `stop` ends it and drops the database. */
export async function startServer(dialect: Dialect, env: Record<string, string> = {}): Promise<Server> {
  const database = await freshDatabase(dialect);
  let service: ServiceProcess;
  try {
    service = await startService(database, env);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    ...service,
    base: service.url,
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
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at the state, field 3; utime and stime are 14, 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

/**
 * The compiled service as operators run it (`node bin/lms.js serve`, which runs dist/), for the memory and
 * start-up measurements: a given or temporary DATA_DIR, SQLite or a given DATABASE_URL, a free port. Resolves once
 * /api/v1/health answers 200, with the time that took from the spawn.
 *
 * The script refuses to run a dist/ older than the sources, so a measurement never runs stale code: build first
 * (`npm run build`; `npm ci` does it).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN, ROOT, freePort } from './server.ts';

export interface BuiltServiceOptions {
  /** DATA_DIR; kept on stop. Unset: a temporary directory, removed on stop. */
  dataDir?: string;
  /** PostgreSQL instead of SQLite in DATA_DIR. */
  databaseUrl?: string;
  /** Unset: a free port. */
  port?: number;
  /** More variables for the service (they win over the defaults below). */
  env?: Record<string, string>;
  /** Flags for the service's node, e.g. ['--cpu-prof']. */
  nodeArgs?: string[];
  /** The checkout to run, default this one (another one measures a different build side by side). */
  root?: string;
  /** The command script relative to root, default bin/lms.js. */
  script?: string;
  /** Give up waiting for /health after this long (default 30 s). */
  timeoutMs?: number;
}

export interface BuiltService {
  /** The API's base, e.g. http://127.0.0.1:1234/api/v1. */
  url: string;
  pid: number;
  dataDir: string;
  /** Milliseconds from the spawn to the first 200 from /health. */
  startMs: number;
  /** CPU time (user and system) the process had spent when /health first answered, in ms (10 ms steps). */
  startCpuMs: number;
  /** Resident memory now (VmRSS), in MiB. */
  rssMiB(): number;
  /** What the service wrote to standard error so far. */
  stderr(): string;
  /** SIGTERM, then SIGKILL after 15 s; removes the temporary DATA_DIR. */
  stop(): Promise<void>;
}

/** A stable secret per DATA_DIR, so a restart on an existing database can read what the first start stored. */
const secrets = new Map<string, string>();

export async function startBuiltService(opts: BuiltServiceOptions = {}): Promise<BuiltService> {
  const ownDataDir = opts.dataDir === undefined;
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'lms-built-')));
  const port = opts.port ?? (await freePort());
  let secret = secrets.get(dataDir);
  if (secret === undefined) {
    secret = randomBytes(32).toString('hex');
    secrets.set(dataDir, secret);
  }
  // The bench's admin (first boot), so the seeding helpers can sign in.
  const env: NodeJS.ProcessEnv = {
    LMS_ADMIN_EMAIL: ADMIN.email,
    LMS_ADMIN_PASSWORD: ADMIN.password,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    SECRET_KEY: secret,
    HOST: '127.0.0.1',
    PORT: String(port),
    ...(opts.databaseUrl === undefined ? {} : { DATABASE_URL: opts.databaseUrl }),
    ...opts.env,
  };
  const started = performance.now();
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), opts.script ?? 'bin/lms.js', 'serve'], {
    cwd: opts.root ?? ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}/api/v1`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = started + (opts.timeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`lms serve exited at start:\n${stderr}`);
    }
    if (await healthy(url)) break;
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`lms serve did not answer /health in time:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const startMs = Math.round(performance.now() - started);
  const pid = child.pid!;
  const startCpuMs = cpuMs(pid);
  return {
    url,
    pid,
    dataDir,
    startMs,
    startCpuMs,
    rssMiB: () => residentMiB(pid),
    stderr: () => stderr,
    stop,
  };
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

/** Resident memory of a process in MiB (Linux /proc), one decimal. */
export function residentMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (match === null) throw new Error(`no VmRSS for ${pid}`);
  return Math.round((Number(match[1]) / 1024) * 10) / 10;
}

/** CPU time a process has used so far (utime + stime of /proc/<pid>/stat), in ms. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name, which is in parentheses and may hold spaces: utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks * 10; // USER_HZ is 100 on Linux
}

/**
 * Runs `lms worker` as a real child process on a test app's database, delivering to receivers on loopback:
 * the process trusts the test certificate through NODE_EXTRA_CA_CERTS and reaches 127.0.0.0/8 through the
 * operator allow-list, exactly as an operator would set it up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestApp } from './build-test-app.ts';
import { TEST_TLS } from './https-receiver.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface WorkerProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function startWorkerProcess(t: TestApp, env: Record<string, string> = {}): WorkerProcess {
  const database =
    t.config.database.kind === 'postgres'
      ? { DATABASE_URL: t.config.database.url }
      : // The SQLite file of a test app is DATA_DIR/lms.sqlite, where the worker looks for it.
        {};
  const inherited = { ...process.env };
  delete inherited.NODE_TEST_CONTEXT;
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, ['bin/lms.js', 'worker'], {
    cwd: ROOT,
    env: {
      ...inherited,
      DATA_DIR: t.dataDir,
      ...database,
      SECRET_KEY: t.config.secretKey!,
      WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8',
      NODE_EXTRA_CA_CERTS: TEST_TLS.certFile,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, output: () => output, exited };
}

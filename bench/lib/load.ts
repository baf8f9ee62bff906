/** Runs one load in a separate process (autocannon in lib/load-child.mjs) and returns its figures. */
import { spawn } from 'node:child_process';
import path from 'node:path';

export interface LoadSpec {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  rotate?: { path?: string; method?: string; headers?: Record<string, string>; body?: string }[];
  forwardedFor?: boolean;
}

export interface LoadResult {
  requests: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyMedianMs: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
  statusCodes: Record<string, { count: number }>;
}

export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return runChild<LoadResult>('load-child.mjs', spec);
}

/** Runs one of lib/'s child scripts with `input` as JSON on stdin and returns the JSON it prints. */
export async function runChild<T>(script: string, input: unknown): Promise<T> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, script)], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  child.stdin.end(JSON.stringify(input));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${script} failed (${code}):\n${stderr}`);
  return JSON.parse(stdout) as T;
}

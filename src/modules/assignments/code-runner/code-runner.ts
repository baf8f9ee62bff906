/**
 * Running learner code for CODE tasks [CONTRACT 8]: one interface, a built-in WebAssembly sandbox for
 * `javascript` and a Judge0-compatible HTTP client for every other language.
 */

export interface RunLimits {
  /** Wall time per test case (CONTRACT 10: 2 s by default). */
  timeMs: number;
  /** Memory per test case (CONTRACT 10: 64 MB by default). */
  memoryBytes: number;
  /** Captured stdout is cut at this many bytes; more is an `output_limit` failure. */
  maxOutputBytes: number;
}

export type RunStatus = 'ok' | 'error' | 'timeout' | 'memory_limit' | 'output_limit' | 'unavailable';

export interface RunResult {
  status: RunStatus;
  /** What the program printed (possibly cut at the limit). */
  stdout: string;
  /** A short, human explanation for anything but `ok` (an exception message, "timed out after 2 s", …). */
  message?: string;
}

export interface CodeRunner {
  /** Whether this runner can run `language` (lowercase, e.g. `javascript`, `python`). */
  supports(language: string): boolean;
  /** Runs `source` with `stdin`; never throws for anything the program does, and never exceeds the limits. */
  run(language: string, source: string, stdin: string, limits: RunLimits): Promise<RunResult>;
  close?(): Promise<void>;
}

export const DEFAULT_RUN_LIMITS: RunLimits = {
  timeMs: 2000,
  memoryBytes: 64 * 1024 * 1024,
  maxOutputBytes: 64 * 1024,
};

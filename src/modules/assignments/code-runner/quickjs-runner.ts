/**
 * The built-in JavaScript sandbox [CONTRACT 8, 10]: learner code runs in QuickJS compiled to WebAssembly, inside
 * a worker thread, so a run never blocks the service's event loop and never reaches the host.
 *
 * What a program sees (nothing else exists: no `require`, `process`, `fetch`, timers, modules or files):
 * - the ECMAScript built-ins (Object, Array, Math, JSON, Date, RegExp, Map/Set, typed arrays, Promise, BigInt,
 *   Proxy, Reflect, eval, …);
 * - `console.log(...)`, `console.info`, `console.debug` and `print(...)`: the arguments formatted like Node's
 *   console.log for short values (strings as they are, numbers, `[ 1, 2 ]`, `{ a: 1 }`, `%s %d %i %f %j %o`;
 *   never wrapped over several lines), spaced, plus a newline, appended to stdout;
 * - `write(...)`: the same without the newline;
 * - `console.error`, `console.warn`, `console.trace`: accepted and discarded (only stdout is graded);
 * - `input`: the whole stdin as one string;
 * - `readline()`: the next line of stdin without its `\n` or `\r\n`, `undefined` after the last line (a final
 *   newline does not make an extra empty line).
 * Promise jobs (async functions, `then`) run until none is left; if the program's last expression is a promise
 * that rejects (`main()`), that is its uncaught error. Code runs as a classic script, so `import` and top-level
 * `await` are syntax errors.
 *
 * Limits per test case: `timeMs` of wall time (QuickJS interrupt handler, checked thousands of times a second),
 * `memoryBytes` for the program's data (the WebAssembly memory is capped, see quickjs-worker.mjs), a 2 MB
 * engine stack (recursion ~10,900 calls deep, like Node's default) and `maxOutputBytes` of stdout. The main
 * thread adds a hard wall-clock guard: a worker that has not answered `timeMs + hardTimeoutMarginMs` after the
 * job was posted is terminated and the run reported as a timeout.
 *
 * Workers: a small pool (default 2) started on first use and kept while busy, each running one job at a time;
 * idle workers exit after `idleTimeoutMs` and never keep the process alive. Every job still gets a fresh QuickJS
 * instance and WebAssembly memory inside its worker (about 1 ms), so reuse shares nothing between learners; it
 * saves the ~55 ms of starting a worker thread and compiling the engine (measured: a trivial program takes
 * ~2 ms on a warm worker, ~60 ms with a new one). A worker that crashed, hung or was terminated is replaced on
 * demand.
 *
 * Speed: QuickJS interprets, with no JIT; a loop of 10^7 additions takes ~0.5 s here (Node: ~10 ms), so a time
 * limit buys far less computation than the same limit under Node.
 */
import { DEFAULT_RUN_LIMITS, type CodeRunner, type RunLimits, type RunResult } from './code-runner.ts';
import { memoryMessage, outputMessage, timeoutMessage } from './run-messages.ts';
import { Sandbox, type Job, type WorkerResult } from './quickjs-sandbox.ts';

export const QUICKJS_LANGUAGES: readonly string[] = ['javascript', 'js'];

export interface QuickJsRunnerOptions {
  /** Worker threads running jobs in parallel; more jobs wait in a queue (default 2). */
  poolSize?: number;
  /** How long past `timeMs` the main thread waits before it terminates a silent worker (default 1000 ms). */
  hardTimeoutMarginMs?: number;
  /**
   * QuickJS stack limit (default 2 MB). At most 4 MB: the engine's own WebAssembly stack is 5 MB, and a limit
   * above it would let deep recursion overwrite the engine's memory instead of raising "stack overflow".
   */
  maxStackBytes?: number;
  /** An idle worker exits after this long (default 30 s). */
  idleTimeoutMs?: number;
  /** A worker that has not finished loading the engine by then is given up on (default 15 s). */
  startupTimeoutMs?: number;
  /** The worker script (default ./quickjs-worker.mjs); tests substitute misbehaving workers. */
  workerUrl?: URL;
}

const MAX_STACK_CEILING = 4 * 1024 * 1024;
/** Timers overflow past 2^31 ms, and WebAssembly memory past 2 GB; nothing sensible needs more. */
const MAX_TIME_MS = 10 * 60 * 1000;
const MAX_MEMORY_BYTES = 1024 * 1024 * 1024;

function sane(value: number, fallback: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.floor(value))) : fallback;
}

export class QuickJsRunner implements CodeRunner {
  readonly #poolSize: number;
  readonly #marginMs: number;
  readonly #maxStackBytes: number;
  readonly #idleTimeoutMs: number;
  readonly #startupTimeoutMs: number;
  readonly #workerUrl: URL;
  readonly #sandboxes = new Set<Sandbox>();
  readonly #idle: Sandbox[] = [];
  readonly #queue: Job[] = [];
  #closed = false;

  constructor(options: QuickJsRunnerOptions = {}) {
    this.#poolSize = Math.max(1, options.poolSize ?? 2);
    this.#marginMs = Math.max(0, options.hardTimeoutMarginMs ?? 1000);
    this.#maxStackBytes = Math.min(
      MAX_STACK_CEILING,
      Math.max(64 * 1024, options.maxStackBytes ?? 2 * 1024 * 1024),
    );
    this.#idleTimeoutMs = options.idleTimeoutMs ?? 30_000;
    this.#startupTimeoutMs = options.startupTimeoutMs ?? 15_000;
    this.#workerUrl = options.workerUrl ?? new URL('./quickjs-worker.mjs', import.meta.url);
  }

  supports(language: string): boolean {
    return QUICKJS_LANGUAGES.includes(language);
  }

  run(language: string, source: string, stdin: string, limits: RunLimits): Promise<RunResult> {
    if (this.#closed) return Promise.resolve(unavailable('the code runner is closed'));
    if (!this.supports(language)) return Promise.resolve(unavailable(`QuickJS cannot run ${language}`));
    const safeLimits: RunLimits = {
      timeMs: sane(limits.timeMs, DEFAULT_RUN_LIMITS.timeMs, 1, MAX_TIME_MS),
      memoryBytes: sane(limits.memoryBytes, DEFAULT_RUN_LIMITS.memoryBytes, 1024 * 1024, MAX_MEMORY_BYTES),
      maxOutputBytes: sane(limits.maxOutputBytes, DEFAULT_RUN_LIMITS.maxOutputBytes, 0, MAX_MEMORY_BYTES),
    };
    return new Promise((resolve) => {
      this.#queue.push({ source, stdin, limits: safeLimits, resolve });
      this.#pump();
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) job.resolve(unavailable('the code runner is closed'));
    this.#idle.length = 0;
    const sandboxes = [...this.#sandboxes];
    this.#sandboxes.clear();
    await Promise.all(
      sandboxes.map((sandbox) => {
        clearTimeout(sandbox.idleTimer);
        return sandbox.terminate();
      }),
    );
  }

  /** Hands queued jobs to idle workers, starting new ones up to the pool size. */
  #pump(): void {
    while (this.#queue.length > 0 && !this.#closed) {
      const sandbox = this.#idle.pop() ?? (this.#sandboxes.size < this.#poolSize ? this.#spawn() : undefined);
      if (!sandbox) return;
      clearTimeout(sandbox.idleTimer);
      const job = this.#queue.shift()!;
      void this.#execute(sandbox, job);
    }
  }

  #spawn(): Sandbox {
    const sandbox = new Sandbox({
      url: this.#workerUrl,
      startupTimeoutMs: this.#startupTimeoutMs,
      maxStackBytes: this.#maxStackBytes,
      onGone: (gone) => this.#forget(gone),
    });
    this.#sandboxes.add(sandbox);
    return sandbox;
  }

  #forget(sandbox: Sandbox): void {
    clearTimeout(sandbox.idleTimer);
    this.#sandboxes.delete(sandbox);
    const at = this.#idle.indexOf(sandbox);
    if (at !== -1) this.#idle.splice(at, 1);
    // A replacement starts only when work is waiting for it.
    this.#pump();
  }

  async #execute(sandbox: Sandbox, job: Job): Promise<void> {
    try {
      await sandbox.ready;
    } catch (error) {
      void sandbox.terminate();
      this.#forget(sandbox);
      job.resolve(
        unavailable(
          this.#closed
            ? 'the code runner was closed during the run'
            : `the JavaScript sandbox could not start: ${errorText(error)}`,
        ),
      );
      return;
    }
    const answer = await sandbox.run(job, job.limits.timeMs + this.#marginMs);
    job.resolve(this.#toResult(answer, job.limits));
    if (sandbox.alive && !this.#closed) {
      this.#idle.push(sandbox);
      sandbox.idleTimer = setTimeout(() => {
        void sandbox.terminate();
        this.#forget(sandbox);
      }, this.#idleTimeoutMs);
      sandbox.idleTimer.unref();
    } else {
      this.#forget(sandbox);
    }
    this.#pump();
  }

  #toResult(answer: WorkerResult | Error | undefined, limits: RunLimits): RunResult {
    // The hard guard fired: the worker was silent past the deadline and has been terminated.
    if (answer === undefined) return { status: 'timeout', stdout: '', message: timeoutMessage(limits) };
    if (answer instanceof Error) {
      if (this.#closed) return unavailable('the code runner was closed during the run');
      if ((answer as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        return { status: 'memory_limit', stdout: '', message: memoryMessage(limits) };
      }
      return {
        status: 'error',
        stdout: '',
        message: `the JavaScript sandbox stopped unexpectedly: ${answer.message}`,
      };
    }
    const { status, stdout } = answer;
    switch (status) {
      case 'ok':
        return { status, stdout };
      case 'timeout':
        return { status, stdout, message: timeoutMessage(limits) };
      case 'memory_limit':
        return { status, stdout, message: memoryMessage(limits) };
      case 'output_limit':
        return { status, stdout, message: outputMessage(limits) };
      case 'unavailable':
        return unavailable(answer.message ?? 'the JavaScript sandbox failed');
      default:
        return { status: 'error', stdout, message: answer.message ?? 'the program failed' };
    }
  }
}

function unavailable(message: string): RunResult {
  return { status: 'unavailable', stdout: '', message };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One worker thread of the JavaScript sandbox (quickjs-runner.ts): it loads the engine (quickjs-worker.mjs), runs
 * one job at a time under a wall-clock guard, and reports its own death, so the pool can replace it.
 */
import { Worker } from 'node:worker_threads';
import type { RunLimits, RunResult } from './code-runner.ts';

/**
 * The worker thread's native stack. The engine's C recursion runs on it as WebAssembly frames, which are much
 * larger than QuickJS's own stack accounting: with 64 MB, QuickJS's "stack overflow" comes first for every deep
 * recursion measured (plain calls, JSON.stringify of deep arrays, deeply nested source); should V8's limit still
 * come first, the worker reports the same error.
 */
const WORKER_STACK_MB = 64;
/** The worker's own JS heap holds only stdin, the source and capped stdout; learner data lives in WebAssembly. */
const WORKER_HEAP_MB = 128;

export type WorkerStatus = 'ok' | 'error' | 'timeout' | 'memory_limit' | 'output_limit' | 'unavailable';

export interface WorkerResult {
  type: 'result';
  id: number;
  status: WorkerStatus;
  stdout: string;
  message?: string;
}

export interface Job {
  source: string;
  stdin: string;
  limits: RunLimits;
  resolve: (result: RunResult) => void;
}

export interface SandboxOptions {
  url: URL;
  startupTimeoutMs: number;
  maxStackBytes: number;
  /** Called once when the worker dies on its own (crash, exit); not after `terminate()`. */
  onGone: (sandbox: Sandbox) => void;
}

/** One worker thread and the run it is doing, if any. */
export class Sandbox {
  readonly ready: Promise<void>;
  idleTimer: NodeJS.Timeout | undefined;
  readonly #worker: Worker;
  readonly #maxStackBytes: number;
  #alive = true;
  #pending: { id: number; finish: (answer: WorkerResult | Error) => void } | undefined;
  #nextId = 0;
  readonly #failStartup: (error: Error) => void;

  constructor(options: SandboxOptions) {
    this.#maxStackBytes = options.maxStackBytes;
    this.#worker = new Worker(options.url, {
      // The worker is plain JavaScript: no tsx loader, no inherited flags, no copy of our environment.
      execArgv: [],
      env: {},
      resourceLimits: { stackSizeMb: WORKER_STACK_MB, maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    // Idle workers must not keep the process alive; a run in progress is held by its guard timer instead.
    this.#worker.unref();

    let loaded: () => void = () => undefined;
    let failed: (error: Error) => void = () => undefined;
    this.ready = new Promise<void>((resolve, reject) => {
      loaded = resolve;
      failed = reject;
    });
    // A rejection nobody awaits yet (the worker died before its first job) must not become unhandled.
    this.ready.catch(() => undefined);
    const startup = setTimeout(
      () => failed(new Error(`the engine did not load within ${options.startupTimeoutMs} ms`)),
      options.startupTimeoutMs,
    );
    // Settling twice is harmless (a promise keeps its first outcome), so every ending can call this.
    this.#failStartup = (error) => {
      clearTimeout(startup);
      failed(error);
    };

    this.#worker.on('message', (message: { type: 'ready' } | WorkerResult) => {
      if (message.type === 'ready') {
        clearTimeout(startup);
        loaded();
      } else if (message.id === this.#pending?.id) {
        this.#pending.finish(message);
      }
    });
    const gone = (error: Error) => {
      if (!this.#alive) return;
      this.#alive = false;
      this.#failStartup(error);
      this.#pending?.finish(error);
      options.onGone(this);
    };
    this.#worker.on('error', gone);
    this.#worker.on('exit', (code) => gone(new Error(`the worker exited with code ${code}`)));
  }

  get alive(): boolean {
    return this.#alive;
  }

  /** Posts one job; settles with the worker's answer, its death, or `undefined` when the guard fired. */
  run(job: Job, guardMs: number): Promise<WorkerResult | Error | undefined> {
    const id = ++this.#nextId;
    return new Promise((resolve) => {
      const guard = setTimeout(() => {
        this.#pending = undefined;
        resolve(undefined);
        void this.terminate();
      }, guardMs);
      this.#pending = {
        id,
        finish: (answer) => {
          clearTimeout(guard);
          this.#pending = undefined;
          resolve(answer);
        },
      };
      const { source, stdin, limits } = job;
      this.#worker.postMessage({ id, source, stdin, limits, maxStackBytes: this.#maxStackBytes });
    });
  }

  /**
   * Ends the worker. Whoever waits settles at once: a run in progress with an Error, a job still waiting for the
   * engine to load with a rejected `ready` (close() reports both as unavailable).
   */
  terminate(): Promise<void> {
    this.#alive = false;
    const terminated = new Error('the worker was terminated');
    this.#failStartup(terminated);
    this.#pending?.finish(terminated);
    return this.#worker.terminate().then(
      () => undefined,
      () => undefined,
    );
  }
}

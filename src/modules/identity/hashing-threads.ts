/**
 * Argon2 on worker threads of its own, one hash at a time each.
 *
 * Why not the library's async calls on Node's thread pool: each of them first sets up the hash's 19 MiB of
 * working memory on the main thread (about 0.4 ms a call, a fifth of a login's main-thread time), and the pool
 * is where every fsync and file read of the process also runs, so hashes had to leave a pool thread free for
 * them. Here the whole hash, its memory included, runs off the main thread, which only passes a message each
 * way, and the pool is left to the file system. On two cores the login rate stayed what it was (the hashes use
 * the cores either way); the main thread's share of a login went from about 2.1 to 1.3 ms, which the other
 * requests get back.
 *
 * Threads start on first use (a restart serves without them until someone signs in), are held only while they
 * work (an idle one never keeps the process alive), and stop after IDLE_MS without work, giving their memory
 * back. A thread that dies fails its job and is replaced on the next one.
 */
import { Worker } from 'node:worker_threads';

type HashingJob = { op: 'hash'; password: string } | { op: 'verify'; hash: string; password: string };
type Reply = { ok: string | boolean } | { error: string };

const WORKER_URL = new URL('./argon2-worker.mjs', import.meta.url);
const IDLE_MS = 60_000;

interface Pending {
  job: HashingJob;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

class HashingThread {
  #worker: Worker | undefined;
  #current: Pending | undefined;
  #idle: NodeJS.Timeout | undefined;

  constructor(private readonly onFree: (thread: HashingThread) => void) {}

  get busy(): boolean {
    return this.#current !== undefined;
  }

  start(pending: Pending): void {
    clearTimeout(this.#idle);
    this.#current = pending;
    const worker = (this.#worker ??= this.#spawn());
    worker.ref();
    worker.postMessage(pending.job);
  }

  #spawn(): Worker {
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: 32 } });
    worker.on('message', (reply: Reply) => {
      const pending = this.#finish();
      if ('ok' in reply) pending?.resolve(reply.ok);
      else pending?.reject(new Error(reply.error));
    });
    worker.on('error', (error) => this.#died(worker, error));
    worker.on('exit', (code) => this.#died(worker, new Error(`the hashing thread exited with code ${code}`)));
    return worker;
  }

  #finish(): Pending | undefined {
    const pending = this.#current;
    this.#current = undefined;
    this.#worker?.unref();
    clearTimeout(this.#idle);
    this.#idle = setTimeout(() => void this.stop(), IDLE_MS).unref();
    this.onFree(this);
    return pending;
  }

  #died(worker: Worker, error: Error): void {
    if (worker !== this.#worker) return;
    this.#worker = undefined;
    const pending = this.#current;
    if (pending === undefined) return;
    this.#current = undefined;
    pending.reject(error);
    this.onFree(this);
  }

  /** Ends the thread (when idle, or in tests), failing the job it runs; the next job starts a new one. */
  async stop(): Promise<void> {
    clearTimeout(this.#idle);
    const worker = this.#worker;
    this.#worker = undefined;
    const pending = this.#current;
    this.#current = undefined;
    if (pending !== undefined) {
      pending.reject(new Error('the hashing thread was stopped'));
      this.onFree(this);
    }
    await worker?.terminate();
  }
}

/** `size` threads; jobs past them wait in line, first come first served. */
export class HashingThreads {
  readonly #threads: HashingThread[];
  readonly #line: Pending[] = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error('hashing threads must be a whole number ≥ 1');
    this.#threads = Array.from({ length: size }, () => new HashingThread((thread) => this.#next(thread)));
  }

  hash(password: string): Promise<string> {
    return this.#run({ op: 'hash', password }) as Promise<string>;
  }

  /** Whether `password` matches `hash`; a hash that cannot be parsed matches nothing. */
  verify(hash: string, password: string): Promise<boolean> {
    return this.#run({ op: 'verify', hash, password }) as Promise<boolean>;
  }

  #run(job: HashingJob): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      const pending = { job, resolve, reject };
      const free = this.#threads.find((thread) => !thread.busy);
      if (free === undefined) this.#line.push(pending);
      else free.start(pending);
    });
  }

  #next(thread: HashingThread): void {
    const pending = this.#line.shift();
    if (pending !== undefined) thread.start(pending);
  }

  /** Stops every thread (tests); jobs started later start threads again. */
  async stop(): Promise<void> {
    await Promise.all(this.#threads.map((thread) => thread.stop()));
  }
}

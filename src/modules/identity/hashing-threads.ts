/**
 * Argon2 on worker threads of its own, one hash at a time each, with the next one already waiting there.
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
 * back. A thread that dies fails the job it ran, gives back the one waiting behind it, and is replaced on the
 * next job.
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

/**
 * Jobs handed to one thread at a time: the one it runs and the one it starts next. The thread reads the second
 * from its message queue as soon as it answers the first, without waiting for the main thread to read the
 * answer and send more work: under load the main thread is busy with requests, and each hash a thread waited
 * for its next job was a hash not made (about 1 ms of a 12 ms verify on two cores).
 */
const JOBS_PER_THREAD = 2;

class HashingThread {
  #worker: Worker | undefined;
  /** Jobs sent to the worker, oldest first: it answers them in that order; the first is the one it runs. */
  readonly #sent: Pending[] = [];
  #idle: NodeJS.Timeout | undefined;

  constructor(
    /** Called when the thread can take another job; `returned` are jobs it was given but never started. */
    private readonly onFree: (thread: HashingThread, returned: Pending[]) => void,
  ) {}

  get room(): number {
    return JOBS_PER_THREAD - this.#sent.length;
  }

  start(pending: Pending): void {
    clearTimeout(this.#idle);
    this.#sent.push(pending);
    const worker = (this.#worker ??= this.#spawn());
    worker.ref();
    worker.postMessage(pending.job);
  }

  #spawn(): Worker {
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: 32 } });
    worker.on('message', (reply: Reply) => {
      // An answer of a worker already ended (stopped while it answered) belongs to a job already failed.
      if (worker !== this.#worker) return;
      const pending = this.#sent.shift();
      if (this.#sent.length === 0) {
        worker.unref();
        clearTimeout(this.#idle);
        this.#idle = setTimeout(() => void this.stop(), IDLE_MS).unref();
      }
      this.onFree(this, []);
      if (pending === undefined) return;
      if ('ok' in reply) pending.resolve(reply.ok);
      else pending.reject(new Error(reply.error));
    });
    worker.on('error', (error) => this.#end(worker, error));
    worker.on('exit', (code) => this.#end(worker, new Error(`the hashing thread exited with code ${code}`)));
    return worker;
  }

  /** The worker is gone: the job it ran fails, the ones waiting behind it go back to the pool. */
  #end(worker: Worker | undefined, error: Error): void {
    if (worker === undefined || worker !== this.#worker) return;
    this.#worker = undefined;
    const [running, ...waiting] = this.#sent.splice(0);
    running?.reject(error);
    if (running !== undefined) this.onFree(this, waiting);
  }

  /** Ends the thread (when idle, or in tests), failing the job it runs; the next job starts a new one. */
  async stop(): Promise<void> {
    clearTimeout(this.#idle);
    const worker = this.#worker;
    this.#end(worker, new Error('the hashing thread was stopped'));
    await worker?.terminate();
  }
}

/** `size` threads; jobs past what they hold wait in line, first come first served. */
export class HashingThreads {
  readonly #threads: HashingThread[];
  readonly #line: Pending[] = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error('hashing threads must be a whole number ≥ 1');
    this.#threads = Array.from(
      { length: size },
      () => new HashingThread((thread, returned) => this.#next(thread, returned)),
    );
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
      // The emptiest thread: an idle one before one that is busy and has room for a next job.
      let best: HashingThread | undefined;
      for (const thread of this.#threads) if (thread.room > (best?.room ?? 0)) best = thread;
      if (best === undefined) this.#line.push(pending);
      else best.start(pending);
    });
  }

  /** Tops `thread` up from the line; jobs it gave back (never started) go first, in their order. */
  #next(thread: HashingThread, returned: Pending[]): void {
    this.#line.unshift(...returned);
    while (thread.room > 0) {
      const pending = this.#line.shift();
      if (pending === undefined) return;
      thread.start(pending);
    }
  }

  /** Stops every thread (tests); jobs started later start threads again. */
  async stop(): Promise<void> {
    await Promise.all(this.#threads.map((thread) => thread.stop()));
  }
}

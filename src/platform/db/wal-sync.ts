/**
 * Group commit for SQLite. The connection runs `synchronous = NORMAL`: a commit is written to the WAL file
 * without waiting for the disk, so commits cost what their writes cost instead of one fsync each. Nothing
 * that depends on a commit leaves the process until the WAL has been flushed to disk since that commit: every
 * HTTP answer and every webhook delivery waits on `durable()` first (src/app.ts, the delivery worker), and one
 * fsync then covers every commit made before it began — the requests waiting together share it. What a client
 * was told, or a receiver was sent, survives power loss exactly as with `synchronous = FULL`; a crash of the
 * process alone loses nothing in either mode (the OS holds the written WAL).
 */
import { closeSync, fsync, openSync } from 'node:fs';

export class WalSync {
  /** Commits counted so far (by `committed()`), and how many of them are known to be on disk. */
  #commits = 0;
  #synced = 0;
  #flushing: Promise<void> | undefined;

  constructor(private readonly flush: () => Promise<void>) {}

  /** Called after each statement that ended a write: a commit, or a write outside any transaction. */
  committed(): void {
    this.#commits += 1;
  }

  /** Resolves once every commit counted before the call is on disk; rejects if the flush fails. */
  async durable(): Promise<void> {
    const target = this.#commits;
    while (this.#synced < target) {
      if (this.#flushing === undefined) {
        // The flush covers every commit counted up to the moment it starts, and no later one.
        const covers = this.#commits;
        this.#flushing = this.flush()
          .then(() => {
            this.#synced = Math.max(this.#synced, covers);
          })
          .finally(() => {
            this.#flushing = undefined;
          });
      }
      await this.#flushing;
    }
  }
}

/**
 * fsync of the database's WAL file, opened anew each time: SQLite may recreate the file, and an old descriptor
 * would flush the old one. No WAL file yet means nothing was ever written through it. Opening and closing a
 * local file are quick system calls made in place; only the fsync waits on the thread pool, where a queue of
 * password hashes may stand before it, so each flush waits in that queue once instead of three times.
 */
export function fsyncFile(file: string): () => Promise<void> {
  return async () => {
    let fd: number;
    try {
      fd = openSync(file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    try {
      await new Promise<void>((resolve, reject) => {
        fsync(fd, (error) => (error === null ? resolve() : reject(error)));
      });
    } finally {
      closeSync(fd);
    }
  };
}

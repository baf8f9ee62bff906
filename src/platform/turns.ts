/**
 * A bound on how many of some work run at once: `run` starts the work at once while fewer than `limit` are
 * running, else when an earlier one ends, first come first served.
 */
export class Turns {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`a limit of turns must be a whole number ≥ 1`);
  }

  /** How many run now, and how many wait (for tests and diagnostics). */
  get running(): number {
    return this.#running;
  }
  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.limit) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#running += 1;
    try {
      return await work();
    } finally {
      // The place passes straight to the next in line, so it is never counted twice.
      const next = this.#waiting.shift();
      if (next === undefined) this.#running -= 1;
      else next();
    }
  }
}

/**
 * Reads of one value that many requests ask for at once (a course list's version stamp), shared without ever
 * answering from the past. A read that arrives while none of its key is under way starts one. A read that
 * arrives while one is under way does not join it — that one may have begun before a change this caller has
 * already seen committed — but waits for the next, which starts when the current one ends and serves everyone
 * who arrived meanwhile. So each caller gets a value read by a query that began after its call (what reading
 * alone would give), and under load a key costs about two queries per round trip instead of one per request.
 * Failures reach the callers of that read only.
 */
export class SharedReads<K, V> {
  readonly #keys = new Map<K, { running?: Promise<V>; queued?: Promise<V> }>();

  constructor(private readonly load: (key: K) => Promise<V>) {}

  read(key: K): Promise<V> {
    let state = this.#keys.get(key);
    if (state === undefined) {
      state = {};
      this.#keys.set(key, state);
    }
    const { running } = state;
    if (running === undefined) return this.#begin(key, state);
    const current = state;
    current.queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        current.queued = undefined;
        return this.#begin(key, current);
      });
    return current.queued;
  }

  /** How many keys have a read under way or waiting (for tests). */
  get busyKeys(): number {
    return this.#keys.size;
  }

  #begin(key: K, state: { running?: Promise<V>; queued?: Promise<V> }): Promise<V> {
    const running = this.load(key).finally(() => {
      if (state.running !== running) return;
      state.running = undefined;
      if (state.queued === undefined && this.#keys.get(key) === state) this.#keys.delete(key);
    });
    state.running = running;
    return running;
  }
}

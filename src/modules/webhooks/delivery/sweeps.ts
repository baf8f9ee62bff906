/**
 * Periodic clean-ups of other modules (unimported SCORM packages, …). They run with the delivery worker's own
 * sweep, about once a minute: the worker runs wherever background work runs (`lms serve`, or `lms worker` beside
 * servers started with WEBHOOK_WORKER=false), so that is where such work goes rather than a timer of its own in
 * every process.
 */
import type { Logger } from 'pino';

export class Sweeps {
  readonly #sweeps: { name: string; run: () => Promise<unknown> }[] = [];

  constructor(private readonly logger: Logger) {}

  add(name: string, run: () => Promise<unknown>): void {
    this.#sweeps.push({ name, run });
  }

  /** Runs every sweep once, each on its own: one that fails is logged and the others still run. */
  async run(): Promise<void> {
    for (const sweep of this.#sweeps) {
      try {
        await sweep.run();
      } catch (error) {
        this.logger.error({ err: error, sweep: sweep.name }, 'background sweep failed');
      }
    }
  }
}

/**
 * Graceful shutdown for the long-running commands: on SIGTERM or SIGINT, run `close` once (it finishes the work
 * in flight), then exit 0; exit 1 when closing fails or takes longer than 30 s.
 */
import type { Logger } from 'pino';

const FORCE_EXIT_AFTER_MS = 30_000;

export function closeOnSignals(logger: Logger, inFlight: string, close: () => Promise<void>): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      logger.info(`${signal} received again: still finishing ${inFlight}`);
      return;
    }
    closing = true;
    logger.info(`${signal} received: finishing ${inFlight}, then exiting`);
    // Stuck work must not keep the process alive forever.
    const force = setTimeout(() => {
      logger.error('shutdown took longer than 30 s; exiting anyway');
      process.exit(1);
    }, FORCE_EXIT_AFTER_MS);
    force.unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  // `on`, not `once`: a repeated signal (Ctrl-C under `npm start` reaches the process from both the terminal
  // and npm) would otherwise fall back to the default action and kill the work in flight.
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

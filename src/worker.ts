/**
 * `lms worker`: the webhook delivery worker alone, without the HTTP API. Run any number of them beside API
 * servers started with WEBHOOK_WORKER=false (PostgreSQL); they share the outbox through leases.
 * On SIGTERM/SIGINT it stops claiming, finishes the attempts in flight, closes the database and exits.
 */
import { buildServices } from './app.ts';
import { loadConfig, resolveSecretKey, type Config } from './config.ts';

export async function runWorker(config: Config = loadConfig()): Promise<void> {
  const { warning } = resolveSecretKey(config);
  const services = await buildServices(config);
  if (warning !== undefined) services.logger.warn(warning);
  if (config.database.kind === 'sqlite') {
    services.logger.warn(
      'SQLite: `lms serve` already runs the delivery worker; a separate worker only makes sense with WEBHOOK_WORKER=false there',
    );
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    services.logger.info(`${signal} received: finishing delivery attempts in flight, then exiting`);
    const force = setTimeout(() => {
      services.logger.error('shutdown took longer than 30 s; exiting anyway');
      process.exit(1);
    }, 30_000);
    force.unref();
    services.close().then(
      () => process.exit(0),
      (error: unknown) => {
        services.logger.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  services.deliveryWorker.start();
}

/**
 * `lms worker`: the webhook delivery worker alone, without the HTTP API. Run any number of them beside API
 * servers started with WEBHOOK_WORKER=false (PostgreSQL); they share the outbox through leases.
 * On SIGTERM/SIGINT it stops claiming, finishes the attempts in flight, closes the database and exits.
 */
import { buildServices } from './build-services.ts';
import { loadConfig, resolveSecretKey, type Config } from './config.ts';
import { closeOnSignals } from './platform/shutdown.ts';

export async function runWorker(config: Config = loadConfig()): Promise<void> {
  const { warning } = resolveSecretKey(config);
  const services = await buildServices(config);
  if (warning !== undefined) services.logger.warn(warning);
  if (config.database.kind === 'sqlite') {
    services.logger.warn(
      'SQLite: `lms serve` already runs the delivery worker; a separate worker only makes sense with WEBHOOK_WORKER=false there',
    );
  }

  closeOnSignals(services.logger, 'delivery attempts in flight', () => services.close());
  services.deliveryWorker.start();
}

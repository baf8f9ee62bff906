/**
 * `lms serve`: validate configuration, build, migrate, first boot, listen, start the webhook delivery worker
 * (unless WEBHOOK_WORKER=false); on SIGTERM/SIGINT stop accepting, let requests in flight and delivery attempts
 * finish, close the database, exit.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ensureFirstBoot } from './bootstrap.ts';
import { loadConfig, resolveSecretKey, type Config } from './config.ts';

export async function serve(config: Config = loadConfig()): Promise<void> {
  const { warning } = resolveSecretKey(config);
  const { app, services } = await buildApp(config);
  if (warning !== undefined) services.logger.warn(warning);
  if (config.database.kind === 'sqlite')
    services.logger.info(`database: SQLite file ${config.database.file}`);
  else services.logger.info('database: PostgreSQL');
  try {
    await ensureFirstBoot(services);
  } catch (error) {
    await closeQuietly(app);
    throw error;
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      services.logger.info(`${signal} received again: still finishing requests in flight`);
      return;
    }
    closing = true;
    services.logger.info(`${signal} received: finishing requests in flight, then exiting`);
    // A stuck request must not keep the process alive forever.
    const force = setTimeout(() => {
      services.logger.error('shutdown took longer than 30 s; exiting anyway');
      process.exit(1);
    }, 30_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        services.logger.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  // `on`, not `once`: a repeated signal (Ctrl-C under `npm start` reaches the process from both the terminal
  // and npm) would otherwise fall back to the default action and kill the requests in flight.
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await closeQuietly(app);
    throw error;
  }
  services.logger.info(`API docs: ${config.publicUrl}/docs`);
  // After listening: a server that failed to start never delivered anything. `app.close()` stops it.
  if (config.webhookWorker) services.deliveryWorker.start();
  else
    services.logger.info(
      'webhook delivery worker off (WEBHOOK_WORKER=false): run `lms worker` beside this server',
    );
}

/**
 * A server that failed to start must let its process exit at once: left open, the PostgreSQL pool's idle
 * connections would keep it alive, silently, for seconds after the error was reported.
 */
async function closeQuietly(app: FastifyInstance): Promise<void> {
  await app.close().catch(() => undefined);
}

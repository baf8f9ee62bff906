/**
 * `lms serve`: validate configuration, build, migrate, first boot, listen, start the webhook delivery worker
 * (unless WEBHOOK_WORKER=false); on SIGTERM/SIGINT stop accepting, let requests in flight and delivery attempts
 * finish, close the database, exit.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ensureFirstBoot } from './bootstrap.ts';
import { loadConfig, resolveSecretKey, type Config } from './config.ts';
import path from 'node:path';
import { sweepStaleUploads } from './platform/http/uploads.ts';
import { closeOnSignals } from './platform/shutdown.ts';

export async function serve(config: Config = loadConfig()): Promise<void> {
  const { warning } = resolveSecretKey(config);
  const { app, services } = await buildApp(config);
  if (warning !== undefined) services.logger.warn(warning);
  if (config.database.kind === 'sqlite')
    services.logger.info(`database: SQLite file ${config.database.file}`);
  else services.logger.info('database: PostgreSQL');
  const swept = await sweepStaleUploads(path.join(config.dataDir, 'tmp'), Date.now());
  if (swept > 0) services.logger.info(`removed ${swept} temporary upload file(s) left by an earlier crash`);
  try {
    await ensureFirstBoot(services);
  } catch (error) {
    await closeQuietly(app);
    throw error;
  }

  // app.close() lets requests in flight finish, then (onClose) the worker finishes its attempts.
  closeOnSignals(services.logger, 'requests and delivery attempts in flight', () => app.close());

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

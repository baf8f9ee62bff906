/**
 * `lms serve`: validate configuration, build, migrate, first boot, listen; on SIGTERM/SIGINT stop accepting,
 * let requests in flight finish, close the database, exit.
 */
import { buildApp } from './app.ts';
import { ensureFirstBoot } from './bootstrap.ts';
import { loadConfig, resolveSecretKey } from './config.ts';

export async function serve(): Promise<void> {
  const config = loadConfig();
  const { warning } = resolveSecretKey(config);
  const { app, services } = await buildApp(config);
  if (warning !== undefined) services.logger.warn(warning);
  if (config.database.kind === 'sqlite')
    services.logger.info(`database: SQLite file ${config.database.file}`);
  else services.logger.info('database: PostgreSQL');
  await ensureFirstBoot(services);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
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
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  services.logger.info(`API docs: ${config.publicUrl}/docs`);
}

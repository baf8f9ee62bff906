/**
 * PostgreSQL notifications: `NOTIFY` sent inside a transaction reaches listeners only when the transaction
 * commits (and never when it rolls back), in every process connected to the database. The delivery outbox uses
 * them to wake workers the moment new deliveries are committed, instead of at their next poll.
 */
import type pg from 'pg';
import type { Logger } from 'pino';
import { sql } from 'kysely';
import { isSqlite, type AnyDb } from './columns.ts';
import { loadPostgres } from './drivers.ts';

/**
 * Announces on `channel`, in the caller's transaction; false on SQLite, which has no notifications. `payload`
 * (under 8000 bytes) reaches the listeners as it is.
 */
export async function notifyOnCommit(db: AnyDb, channel: string, payload = ''): Promise<boolean> {
  if (isSqlite(db)) return false;
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
  return true;
}

export interface Listener {
  close(): Promise<void>;
}

/**
 * Listens on `channel` over a connection of its own and calls `onNotify` with each notification's payload. A
 * lost connection is opened again after `retryMs`; until then the listener's owner still polls, so nothing is
 * missed. Each (re)connection also calls `onNotify` without a payload: look at everything, something may have
 * been missed while no listener was connected.
 */
export function listen(
  connectionString: string,
  channel: string,
  onNotify: (payload?: string) => void,
  logger: Logger,
  retryMs = 1000,
): Listener {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new (loadPostgres().Client)({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', (error) => {
      logger.warn({ err: error, channel }, 'notification listener: connection lost; reconnecting');
      reconnect(next);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${loadPostgres().escapeIdentifier(channel)}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      // Deliveries committed while no listener was connected are found by this first look.
      onNotify();
    } catch (error) {
      logger.warn({ err: error, channel }, 'notification listener: cannot connect; retrying');
      reconnect(next);
    }
  };

  const reconnect = (failed: pg.Client): void => {
    if (client === failed) client = undefined;
    failed.end().catch(() => undefined);
    if (closed || retry !== undefined) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
  };

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}

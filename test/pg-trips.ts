/**
 * A PostgreSQL pool of one connection whose queries are written down as node-postgres gets them: each entry is
 * one round trip (its text, or its name for a prepared statement sent without one). One connection, so what a
 * test prepares on it, the next statement finds prepared.
 */
import pg from 'pg';

export function tripCountingPool(connectionString: string, trips: string[]): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 1 });
  pool.on('acquire', (client: pg.PoolClient & { counted?: true }) => {
    if (client.counted) return;
    client.counted = true;
    const query = client.query.bind(client) as (config: unknown) => unknown;
    (client as { query: unknown }).query = (config: { text?: string; name?: string }) => {
      trips.push(config.text ?? config.name ?? '?');
      return query(config);
    };
  });
  return pool;
}

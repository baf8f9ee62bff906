/**
 * Text PostgreSQL cannot store. A `text` value may not hold U+0000, which JSON, forms and URLs carry and
 * SQLite stores, so a title or a feedback with a NUL would be refused by the database (a 500) on one database
 * and kept on the other. Every string parameter is encoded on its way to PostgreSQL and every string column
 * decoded on its way back, so both databases return exactly what was sent [CONTRACT 2, 10].
 *
 * The encoding is a bijection using U+E000, a private-use character: U+0000 → U+E000 U+E001 and U+E000 →
 * U+E000 U+E000. Text holding neither (all ordinary text) is stored unchanged, so equality, uniqueness and
 * `lower()` keep working; only the rare text holding U+E000 takes one more character in the database. Every
 * JSON column here is `text`, never `jsonb` (whose parsed values this edge could not decode).
 */
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { tripOf } from './one-trip.ts';
import type { PipelinedBegin } from './pg-begin.ts';
import { StatementNames } from './pg-prepared.ts';

// eslint-disable-next-line no-control-regex -- U+0000 is the character this file exists for
const NEEDS_ENCODING = /[\u0000\uE000]/;
const ENCODED = /\uE000[\uE000\uE001]/g;

export function encodePgText(value: string): string {
  if (!NEEDS_ENCODING.test(value)) return value;
  // eslint-disable-next-line no-control-regex -- as above
  return value.replace(/[\u0000\uE000]/g, (char) => (char === '\u0000' ? '\uE000\uE001' : '\uE000\uE000'));
}

export function decodePgText(value: string): string {
  if (!value.includes('\uE000')) return value;
  return value.replace(ENCODED, (pair) => (pair === '\uE000\uE001' ? '\u0000' : '\uE000'));
}

function encodeParameter(value: unknown): unknown {
  if (typeof value === 'string') return encodePgText(value);
  if (Array.isArray(value)) return value.map(encodeParameter);
  return value;
}

function decodeRows<R>(result: PostgresQueryResult<R>): PostgresQueryResult<R> {
  for (const row of result.rows) {
    const record = row as Record<string, unknown>;
    for (const key in record) {
      const value = record[key];
      if (typeof value === 'string' && value.includes('\uE000')) record[key] = decodePgText(value);
    }
  }
  return result;
}

/**
 * The pool Kysely uses, with every query's text parameters and string columns passed through the encoding, the
 * queries the process repeats run as named prepared statements (`pg-prepared.ts`), and each transaction's
 * `begin` sent with its first statement (`pg-begin.ts`).
 */
export function encodingPool(
  pool: pg.Pool,
  begin: Pick<PipelinedBegin, 'on'>,
  names = new StatementNames(),
): PostgresPool {
  return {
    connect: async (): Promise<PostgresPoolClient> => {
      const client = await pool.connect();
      const session = begin.on(client);
      const config = (sqlText: string, parameters: readonly unknown[]): pg.QueryConfig => ({
        name: names.nameFor(sqlText),
        text: sqlText,
        values: parameters.map(encodeParameter),
      });
      return {
        query: (async (sqlText: string, parameters: readonly unknown[]) => {
          const trip = tripOf({ sql: sqlText, parameters });
          if (trip === undefined) {
            return decodeRows(
              (await session.query(config(sqlText, parameters))) as PostgresQueryResult<unknown>,
            );
          }
          // A trip (one-trip.ts) answers one "row" per statement: that statement's rows.
          const results = await session.inOneTrip(
            trip.statements.map((query) => config(query.sql, query.parameters)),
            { commit: trip.commit },
          );
          const rows = results.map((result) => decodeRows(result as PostgresQueryResult<unknown>).rows);
          return { command: 'SELECT', rowCount: rows.length, rows };
        }) as PostgresPoolClient['query'],
        release: () => {
          session.reset();
          client.release();
        },
      };
    },
    end: () => pool.end(),
  };
}

/**
 * The service's one SQLite connection as Kysely's dialect sees it: better-sqlite3 with three things added on
 * the way to each statement, each measured as a share of an answer save's CPU in the benchmarks.
 *
 * - Prepared statements are kept: Kysely prepares every query anew, and better-sqlite3 compiles the SQL each
 *   time (an eighth of a save). The same SQL text reuses its compiled statement (values are bound per call,
 *   and Kysely never leaves a statement mid-iteration), least recently used dropped.
 * - Booleans are bound as 0/1, as the schema stores them (better-sqlite3 refuses JS booleans). Doing it on the
 *   bound values, rather than rewriting each query's operation tree in a plugin, costs a scan of the values
 *   (the plugin cost a twentieth of a save). Booleans written into the SQL text itself (`sql.lit(true)`) are
 *   SQLite's own TRUE/FALSE keywords, which it reads as 1/0.
 * - Each statement tells `walSync` when it ended a write: a write outside a transaction, or the end of a
 *   transaction that wrote (`commit` itself counts as read-only to SQLite, so writes inside are remembered).
 */
import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as SqliteDialectDatabase, SqliteStatement } from 'kysely';
import type { WalSync } from './wal-sync.ts';

/** How many prepared statements the connection keeps (the service has a few hundred distinct queries). */
const STATEMENT_CACHE_SIZE = 1000;

/** `values` with every boolean as 0/1; the same array when there is none (the usual case). */
export function bindable(values: readonly unknown[]): readonly unknown[] {
  for (let i = 0; i < values.length; i++) {
    if (typeof values[i] === 'boolean') {
      return values.map((value) => (typeof value === 'boolean' ? Number(value) : value));
    }
  }
  return values;
}

export function sqliteConnection(database: SqliteDatabase.Database, walSync: WalSync): SqliteDialectDatabase {
  const statements = new Map<string, SqliteStatement>();
  let wroteInTransaction = false;
  const after = (statement: SqliteDatabase.Statement) => {
    if (!statement.readonly) wroteInTransaction = true;
    if (wroteInTransaction && !database.inTransaction) {
      wroteInTransaction = false;
      walSync.committed();
    }
  };
  const wrapped = (statement: SqliteDatabase.Statement): SqliteStatement => ({
    reader: statement.reader,
    all(parameters) {
      try {
        return statement.all(bindable(parameters));
      } finally {
        after(statement);
      }
    },
    run(parameters) {
      try {
        return statement.run(bindable(parameters));
      } finally {
        after(statement);
      }
    },
    iterate(parameters) {
      return statement.iterate(bindable(parameters));
    },
  });
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (statement === undefined) {
        statement = wrapped(database.prepare(sqlText));
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      } else {
        statements.delete(sqlText);
      }
      statements.set(sqlText, statement);
      return statement;
    },
  };
}

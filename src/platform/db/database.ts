/**
 * Opens the database: SQLite (embedded default, a file in DATA_DIR) or PostgreSQL (`DATABASE_URL`).
 * Dialect differences live in this folder and nowhere else [ARCHITECTURE: portable schema].
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Logger } from 'kysely';
import type { DatabaseConfig } from '../../config.ts';
import { loadPostgres, loadSqlite } from './drivers.ts';
import { tripOf } from './one-trip.ts';
import { PipelinedBegin } from './pg-begin.ts';
import { encodingPool } from './pg-text.ts';
import { sqliteConnection } from './sqlite-connection.ts';
import { fsyncFile, WalSync } from './wal-sync.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle<DB> {
  db: Kysely<DB>;
  dialect: Dialect;
  /** Cheap round trip used by the health check. */
  ping(): Promise<void>;
  /**
   * Resolves once every commit made so far survives power loss. Answers and deliveries wait on it before they
   * leave (wal-sync.ts); on PostgreSQL a commit is durable when it returns, so this resolves at once.
   */
  durable(): Promise<void>;
  close(): Promise<void>;
}

/** What a caller may observe of the database: every statement sent, `begin` and `commit` included. */
export interface DatabaseOptions {
  /** Called with the SQL of each statement once it has run (or failed); tests count a request's statements. */
  onStatement?: (sql: string) => void;
  /** SQLite: what flushes the WAL file to disk (default its fsync); tests watch or hold it. */
  flushWal?: (flush: () => Promise<void>) => Promise<void>;
}

export function openDatabase<DB>(config: DatabaseConfig, options: DatabaseOptions = {}): DatabaseHandle<DB> {
  const log = statementLog(options.onStatement);
  if (config.kind === 'postgres') {
    const postgres = loadPostgres();
    const pool = new postgres.Pool({
      connectionString: config.url,
      max: config.poolSize ?? 10,
      // Fail a request rather than wait forever for a connection when the pool is exhausted or the server is gone.
      connectionTimeoutMillis: 5000,
    });
    // An idle client losing its server must not crash the process; the next query reports the error.
    pool.on('error', () => undefined);
    const db = new Kysely<DB>({
      dialect: new PostgresDialect({ pool: encodingPool(pool, new PipelinedBegin(postgres)) }),
      ...log,
    });
    return {
      db,
      dialect: 'postgres',
      ping: async () => {
        await sql`select 1`.execute(db);
      },
      durable: () => Promise.resolve(),
      close: () => db.destroy(),
    };
  }

  mkdirSync(path.dirname(config.file), { recursive: true });
  const Sqlite = loadSqlite();
  const sqlite = new Sqlite(config.file);
  // WAL lets readers run beside the writer. NORMAL leaves the WAL's fsync to WalSync, which flushes once for
  // every commit made before anything depending on them leaves the process (group commit, wal-sync.ts).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const fsyncWal = fsyncFile(`${config.file}-wal`);
  const walSync = new WalSync(options.flushWal === undefined ? fsyncWal : () => options.flushWal!(fsyncWal));
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: sqliteConnection(sqlite, walSync) }),
    ...log,
  });
  return {
    db,
    dialect: 'sqlite',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    durable: () => walSync.durable(),
    close: () => db.destroy(),
  };
}

/**
 * Kysely's log sees each statement on its connection, transaction control included; unset, nothing is timed.
 * Failed statements are reported too: they were sent all the same.
 */
function statementLog(onStatement: ((sql: string) => void) | undefined): { log?: Logger } {
  if (onStatement === undefined) return {};
  return {
    log: (event) => {
      // A trip (one-trip.ts) is its statements, each sent.
      for (const query of tripOf(event.query)?.statements ?? [event.query]) onStatement(query.sql);
    },
  };
}

/** Reads a boolean column: PostgreSQL gives `true`/`false`, SQLite `1`/`0`. */
export function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 't';
}

/** True when a database error is a foreign-key violation (the referenced row is gone). */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

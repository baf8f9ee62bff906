/**
 * Opens the database: SQLite (embedded default, a file in DATA_DIR) or PostgreSQL (`DATABASE_URL`).
 * Dialect differences live in this folder and nowhere else [ARCHITECTURE: portable schema].
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  OperationNodeTransformer,
  PostgresDialect,
  SqliteDialect,
  sql,
  type KyselyPlugin,
  type Logger,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type SqliteDatabase as SqliteDialectDatabase,
  type SqliteStatement,
  type UnknownRow,
  type ValueNode,
} from 'kysely';
import type { DatabaseConfig } from '../../config.ts';
import { loadPostgres, loadSqlite } from './drivers.ts';
import { encodingPool } from './pg-text.ts';
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
    const pool = new (loadPostgres().Pool)({
      connectionString: config.url,
      max: config.poolSize ?? 10,
      // Fail a request rather than wait forever for a connection when the pool is exhausted or the server is gone.
      connectionTimeoutMillis: 5000,
    });
    // An idle client losing its server must not crash the process; the next query reports the error.
    pool.on('error', () => undefined);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: encodingPool(pool) }), ...log });
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
    dialect: new SqliteDialect({ database: withStatementCache(sqlite, walSync) }),
    plugins: [new SqliteBooleanPlugin()],
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
  return { log: (event) => onStatement(event.query.sql) };
}

/** How many prepared statements a SQLite connection keeps (the service has a few hundred distinct queries). */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every query anew; with better-sqlite3 that compiles the SQL each time, which the benchmarks
 * showed as an eighth of the CPU of an answer save. The same SQL text reuses its compiled statement here (the
 * values are bound per call, and Kysely never leaves a statement mid-iteration), least recently used dropped.
 * Each statement also tells `walSync` when it ended a write: a write outside a transaction, or the end of a
 * transaction that wrote (`commit` itself counts as read-only to SQLite, so writes inside are remembered).
 */
function withStatementCache(database: SqliteDatabase.Database, walSync: WalSync): SqliteDialectDatabase {
  const statements = new Map<string, SqliteStatement>();
  let wroteInTransaction = false;
  const after = (statement: SqliteDatabase.Statement) => {
    if (!statement.readonly) wroteInTransaction = true;
    if (wroteInTransaction && !database.inTransaction) {
      wroteInTransaction = false;
      walSync.committed();
    }
  };
  const counted = (statement: SqliteDatabase.Statement): SqliteStatement => ({
    reader: statement.reader,
    all(parameters) {
      try {
        return statement.all(parameters);
      } finally {
        after(statement);
      }
    },
    run(parameters) {
      try {
        return statement.run(parameters);
      } finally {
        after(statement);
      }
    },
    iterate(parameters) {
      return statement.iterate(parameters);
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
        statement = counted(database.prepare(sqlText));
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      } else {
        statements.delete(sqlText);
      }
      statements.set(sqlText, statement);
      return statement;
    },
  };
}

/** `better-sqlite3` cannot bind JS booleans: store them as 0/1, as the schema declares. */
class SqliteBooleanPlugin implements KyselyPlugin {
  private readonly transformer = new BooleanToIntegerTransformer();
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node);
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

class BooleanToIntegerTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const next = super.transformValue(node);
    return typeof next.value === 'boolean' ? { ...next, value: next.value ? 1 : 0 } : next;
  }
  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    const next = super.transformPrimitiveValueList(node);
    return { ...next, values: next.values.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v)) };
  }
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

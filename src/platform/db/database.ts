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
  type UnknownRow,
  type ValueNode,
} from 'kysely';
import type { DatabaseConfig } from '../../config.ts';
import { loadPostgres, loadSqlite } from './drivers.ts';
import { encodingPool } from './pg-text.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle<DB> {
  db: Kysely<DB>;
  dialect: Dialect;
  /** Cheap round trip used by the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** What a caller may observe of the database: every statement sent, `begin` and `commit` included. */
export interface DatabaseOptions {
  /** Called with the SQL of each statement once it has run (or failed); tests count a request's statements. */
  onStatement?: (sql: string) => void;
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
      close: () => db.destroy(),
    };
  }

  mkdirSync(path.dirname(config.file), { recursive: true });
  const Sqlite = loadSqlite();
  const sqlite = new Sqlite(config.file);
  // WAL lets readers run beside the writer; FULL makes a committed write survive power loss.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new SqliteBooleanPlugin()],
    ...log,
  });
  return {
    db,
    dialect: 'sqlite',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
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
 */
function withStatementCache(database: SqliteDatabase.Database): SqliteDialectDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (statement === undefined) {
        statement = database.prepare(sqlText);
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

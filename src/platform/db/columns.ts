/**
 * Portable column helpers for migrations: one migration file builds the same schema on SQLite and
 * PostgreSQL. Timestamps are UTC text (`YYYY-MM-DD HH:MM:SS.mmm`), caller-owned JSON is text (kept
 * byte-for-byte), ids are integer identities, booleans are `boolean` / `integer 0|1`.
 */
import {
  SqliteAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
} from 'kysely';

// Migrations work on an untyped database handle by nature.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

export function isSqlite(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * A boolean written into the SQL text, in the dialect's form: where a bound value will not do, as in the
 * predicate of a partial index or of an `on conflict` target naming one (SQLite matches it to the index's text).
 */
export function boolLiteral(db: AnyDb, value: boolean) {
  return isSqlite(db) ? sql.lit(value ? 1 : 0) : sql.lit(value);
}

export type ColumnTools = ReturnType<typeof columnTools>;

/** Column helpers bound to the dialect of `db`. */
export function columnTools(db: AnyDb) {
  const sqlite = isSqlite(db);
  return {
    /** Integer identity primary key named `id`. */
    id<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
      return sqlite
        ? table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
        : table.addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity());
    },
    /** An integer foreign key; `onDelete` defaults to cascade. */
    ref(
      target: `${string}.${string}`,
      options: { nullable?: boolean; onDelete?: 'cascade' | 'set null' | 'restrict' } = {},
    ) {
      return [
        sqlite ? ('integer' as const) : ('bigint' as const),
        (col: ColumnDefinitionBuilder) => {
          let next = col.references(target).onDelete(options.onDelete ?? 'cascade');
          if (!options.nullable) next = next.notNull();
          return next;
        },
      ] as const;
    },
    bigint: sqlite ? ('integer' as const) : ('bigint' as const),
    boolean: sqlite ? ('integer' as const) : ('boolean' as const),
    /** Default for a boolean column, in the dialect's literal form. */
    boolDefault(value: boolean) {
      return boolLiteral(db, value);
    },
    timestamp: 'varchar(23)' as const,
    text: 'text' as const,
  };
}

/**
 * The database drivers, each loaded the first time a database of its kind opens: the SQLite default never loads
 * the PostgreSQL client, nor a PostgreSQL deployment the SQLite engine. Both are CommonJS packages, so a
 * synchronous `require` loads them where the database opens (openDatabase stays synchronous).
 */
import { createRequire } from 'node:module';
import type SqliteDatabase from 'better-sqlite3';
import type pg from 'pg';

const require = createRequire(import.meta.url);
let postgres: typeof pg | undefined;

export function loadPostgres(): typeof pg {
  if (postgres === undefined) {
    postgres = require('pg') as typeof pg;
    // PostgreSQL returns int8 (ids, counts) as strings by default; every id here fits a double.
    postgres.types.setTypeParser(20, (value: string) => Number(value));
  }
  return postgres;
}

export function loadSqlite(): typeof SqliteDatabase {
  return require('better-sqlite3') as typeof SqliteDatabase;
}

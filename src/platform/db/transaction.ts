import type { Kysely, Transaction } from 'kysely';

/** A query executor: the database itself or an open transaction. Repositories accept either. */
export type Executor<DB> = Kysely<DB> | Transaction<DB>;

/** Runs `work` in one transaction; every write inside it commits or rolls back together. */
export function inTransaction<DB, T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}

/**
 * A module's window on an executor: queries through it may name the module's own tables only, so a
 * repository reaching into another module's table is a compile error. Sound because the whole database
 * holds every module's tables; `DB extends T` keeps it from being applied to an executor that lacks them.
 *
 *     const own = ownTables<CourseTables>();
 *     own(db).selectFrom('courses')      // compiles
 *     own(db).selectFrom('users')        // does not
 */
export function ownTables<T>(): <DB extends T>(db: Executor<DB>) => Executor<T> {
  return (db) => db as unknown as Executor<T>;
}

import type { Kysely, Transaction } from 'kysely';

/** A query executor: the database itself or an open transaction. Repositories accept either. */
export type Executor<DB> = Kysely<DB> | Transaction<DB>;

/** Runs `work` in one transaction; every write inside it commits or rolls back together. */
export function inTransaction<DB, T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}

/**
 * Statements that do not wait for each other's answers, sent to the database in one round trip. On the
 * benchmark machine a round trip to PostgreSQL costs the API process more CPU than the statement it carries (the
 * socket write that wakes the server), so a request that reads an assignment and its tasks, or an attempt and
 * its answers, pays one trip instead of two. A later statement may not use an earlier one's answer in JavaScript,
 * but it can in SQL (a subquery for the id it needs).
 *
 * PostgreSQL gets every statement's Bind and Execute before one Sync (pg-begin.ts `inOneTrip`), so they run in
 * order, in the caller's transaction or, outside one, in one implicit transaction of their own: a failing
 * statement fails the trip and none of the later ones runs. SQLite runs them one after the other (a call into
 * the engine costs no trip). Statements that write belong in a transaction, where both databases treat a
 * failure alike. Kysely's log, and so the statement counts of the tests, still sees each statement.
 *
 * A transaction's last trip may carry its `commit` (`{ commit: true }`): on PostgreSQL the commit goes in the
 * same write, after the statements, and the transaction's own `commit` then sends nothing (pg-begin.ts): one
 * round trip fewer. Only for a trip after which the transaction does nothing but end: a statement after it fails
 * on PostgreSQL (it would otherwise run outside the transaction). SQLite commits as usual, when the transaction
 * ends.
 */
import { CompiledQuery, type Compilable } from 'kysely';
import { isSqlite } from './columns.ts';
import type { Executor } from './transaction.ts';

/** The text Kysely carries to the PostgreSQL pool for a trip; its parameters are the trip's statements. */
export const ONE_TRIP_SQL = '/* statements in one trip */';
/** The same, for the transaction's last trip, with its commit. */
export const LAST_TRIP_SQL = '/* statements in one trip, then commit */';

/** A trip's statements, and whether its transaction's commit goes with them. */
export interface Trip {
  statements: CompiledQuery[];
  commit: boolean;
}

/** The trip Kysely is about to send, or undefined for an ordinary statement. */
export function tripOf(query: { sql: string; parameters: readonly unknown[] }): Trip | undefined {
  if (query.sql !== ONE_TRIP_SQL && query.sql !== LAST_TRIP_SQL) return undefined;
  return { statements: query.parameters[0] as CompiledQuery[], commit: query.sql === LAST_TRIP_SQL };
}

/** A statement of a trip: a query builder, or a statement already compiled (compiled-once.ts `bound`). */
type TripQuery = Compilable<unknown> | CompiledQuery<unknown>;

type RowsOf<Q> = Q extends Compilable<infer R> ? R[] : Q extends CompiledQuery<infer R> ? R[] : never;

// Statements of any module's tables: each builder types its own rows.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyExecutor = Executor<any>;

/**
 * Runs `queries` in order, in one round trip on PostgreSQL, and answers each one's rows; with `commit`, the
 * transaction `db` belongs to commits in the same trip (see above).
 */
export async function inOneTrip<const Q extends readonly TripQuery[]>(
  db: AnyExecutor,
  queries: Q,
  options: { commit?: boolean } = {},
): Promise<{ -readonly [K in keyof Q]: RowsOf<Q[K]> }> {
  type Answer = { -readonly [K in keyof Q]: RowsOf<Q[K]> };
  const compiled = queries.map((query) => ('compile' in query ? query.compile() : query));
  if (isSqlite(db)) {
    const answers: unknown[][] = [];
    for (const query of compiled) answers.push((await db.executeQuery(query)).rows);
    return answers as Answer;
  }
  const { rows } = await db.executeQuery(
    CompiledQuery.raw(options.commit === true ? LAST_TRIP_SQL : ONE_TRIP_SQL, [compiled]),
  );
  return rows as unknown as Answer;
}

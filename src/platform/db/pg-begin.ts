/**
 * A transaction's `begin` travels with its first statement. node-postgres waits for each statement's answer
 * before it sends the next, so a transaction of n statements costs n + 2 round trips, and each round trip costs
 * the API process a socket write that wakes the server (the largest single cost of a statement on the benchmark
 * machine) and, over a network, a full network delay. The extended query protocol lets several statements go
 * before one Sync; here `begin` is held back until the transaction's first statement and then sent in the same
 * write, as Bind and Execute of a statement prepared once per connection, ahead of the statement's own messages:
 *
 *     Bind(lms_begin) Execute [Parse] Bind Describe Execute Sync   →   one answer, one ReadyForQuery
 *
 * What the database sees is unchanged: `begin` runs first, then the statement, in the same transaction; if the
 * statement fails the transaction is left failed, and the `rollback` that follows ends it, as before. A
 * transaction that ends before any statement sends nothing at all. Only Kysely's plain `begin` is held back
 * (`start transaction isolation level …` goes as it is), and a connection's first transaction sends its `begin`
 * alone, which prepares it: the held-back form needs it prepared, so that no Parse of its own answers for the
 * statement's name (node-postgres marks a name as prepared on the Parse answers it sees).
 */
import type pg from 'pg';

/** The name `begin` is prepared under on each connection (statement names of pg-prepared.ts are `lms_<n>`). */
const BEGIN_STATEMENT = 'lms_begin';

/** What node-postgres' Query does with a connection, as the held-back form extends it. */
interface QueryInternals {
  prepare(connection: pg.Connection): void;
}

type Results = pg.QueryResult | pg.QueryResult[];

/** node-postgres' Query as constructed here: a config and a callback with the answer's results. */
type QueryClass<Q> = new (
  config: pg.QueryConfig,
  callback: (error: Error | undefined, results: Results) => void,
) => Q;

/** Transactions on one checked-out client, `begin` held back until their first statement. */
export interface BeginHeldBack {
  query(config: pg.QueryConfig): Promise<pg.QueryResult>;
  /** Forgets a held-back `begin` when the client goes back to the pool. */
  reset(): void;
}

export class PipelinedBegin {
  /** Clients whose connection has `begin` prepared. */
  private readonly prepared = new WeakSet<pg.ClientBase>();
  private readonly AfterBegin: QueryClass<pg.Query>;

  constructor(postgres: typeof pg) {
    const Query = postgres.Query as unknown as QueryClass<pg.Query & QueryInternals>;
    this.AfterBegin = class AfterBegin extends Query {
      override prepare(connection: pg.Connection): void {
        connection.bind({ statement: BEGIN_STATEMENT }, false);
        connection.execute({}, false);
        super.prepare(connection);
      }
    };
  }

  /** The client's queries, with a transaction's `begin` held back until its first statement. */
  on(client: pg.ClientBase): BeginHeldBack {
    let held = false;
    return {
      query: async (config) => {
        if (config.text === 'begin' && (config.values?.length ?? 0) === 0) {
          if (!this.prepared.has(client)) {
            const result = await client.query({ name: BEGIN_STATEMENT, text: 'begin' });
            this.prepared.add(client);
            return result;
          }
          held = true;
          return nothingSent('BEGIN');
        }
        if (!held) return client.query(config);
        held = false;
        // A transaction with no statement: nothing was begun, so there is nothing to end.
        if (config.text === 'commit' || config.text === 'rollback')
          return nothingSent(config.text.toUpperCase());
        return this.afterBegin(client, config);
      },
      reset: () => {
        held = false;
      },
    };
  }

  private afterBegin(client: pg.ClientBase, config: pg.QueryConfig): Promise<pg.QueryResult> {
    return new Promise((resolve, reject) => {
      const query = new this.AfterBegin(
        // Extended protocol even for a statement without parameters, which node-postgres would send as text.
        { ...config, queryMode: 'extended' } as pg.QueryConfig,
        (error, results) => {
          if (error !== undefined && error !== null) reject(error);
          // The answers of `begin` and of the statement: the statement's is the last.
          else resolve(Array.isArray(results) ? results[results.length - 1]! : results);
        },
      );
      client.query(query);
    });
  }
}

function nothingSent(command: string): pg.QueryResult {
  return { command, rowCount: null, rows: [], fields: [], oid: 0 };
}

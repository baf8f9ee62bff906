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
 *
 * A transaction's advisory lock (locking.ts `lockKey`, the first thing the learner's submissions, a poster's
 * posts and a SCORM attempt do) is held back the same way, once its named statement is prepared on the
 * connection: its answer is never read, and it answers no columns, so its one row leaves the statement's own
 * answer as it was. It still runs before the statement, in the transaction; an error of the lock (a deadlock,
 * a timeout) fails the statement it went with, which fails the transaction, as before.
 *
 * A transaction's last trip of statements (one-trip.ts, `{ commit: true }`) carries the `commit` after them, as
 * Bind and Execute of a statement prepared once per connection like `begin`: the statements and the commit run
 * in order before the one Sync, a failing statement skips the commit (the transaction is left failed and the
 * `rollback` that follows ends it), and Kysely's own `commit` afterwards sends nothing. A statement after such a
 * trip is refused: it would run outside the transaction. Until `commit` is prepared on the connection (by the
 * first transaction's own `commit`), a last trip goes without it and the commit goes as usual.
 */
import { createRequire } from 'node:module';
import type pg from 'pg';
import { ADVISORY_LOCK_SQL } from './locking.ts';

/** The names `begin` and `commit` are prepared under on each connection (pg-prepared.ts names `lms_<n>`). */
const BEGIN_STATEMENT = 'lms_begin';
const COMMIT_STATEMENT = 'lms_commit';

/** A prepared statement sent ahead of the next one, its values already as text. */
interface HeldStatement {
  name: string;
  values: (string | null)[];
}

/** What node-postgres' Query does with a connection, as the held-back form extends it. */
interface QueryInternals {
  prepare(connection: pg.Connection): void;
}

type Results = pg.QueryResult | pg.QueryResult[];

/** node-postgres' Query as constructed here: a config and a callback with the answer's results. */
type QueryClass<Q> = new (
  config: pg.QueryConfig,
  callback: (error: Error | undefined, results: Results) => void,
) => Q & { ahead: HeldStatement[] };

/** A statement of a trip (one-trip.ts), its values already as the protocol sends them. */
interface TripStatement {
  name: string | undefined;
  text: string;
  values: (string | Buffer | null)[];
}

/** Transactions on one checked-out client, `begin` held back until their first statement. */
export interface BeginHeldBack {
  query(config: pg.QueryConfig): Promise<pg.QueryResult>;
  /**
   * The statements in one write, before one Sync (after any held-back ones), each one's result in order. A
   * statement named but not yet prepared on this connection makes them go one by one instead, which prepares
   * it: in a trip no Parse of a name is sent, so node-postgres' record of what is prepared stays true. With
   * `commit`, the transaction's commit goes after them (see above).
   */
  inOneTrip(configs: pg.QueryConfig[], options?: { commit?: boolean }): Promise<pg.QueryResult[]>;
  /** Forgets held-back statements when the client goes back to the pool. */
  reset(): void;
}

/** Values a held statement can carry (the lock's number and key): text, or null. */
function asText(values: readonly unknown[] | undefined): (string | null)[] | undefined {
  const text: (string | null)[] = [];
  for (const value of values ?? []) {
    if (value === null) text.push(null);
    else if (typeof value === 'string') text.push(value);
    else if (typeof value === 'number' || typeof value === 'bigint') text.push(String(value));
    else return undefined;
  }
  return text;
}

export class PipelinedBegin {
  /** The statement names prepared on each client's connection, as far as held-back statements need to know. */
  private readonly prepared = new WeakMap<pg.ClientBase, Set<string>>();
  private readonly AfterBegin: QueryClass<pg.Query>;
  private readonly Trip: QueryClass<pg.Query & { statements: TripStatement[]; commit: boolean }>;
  /** node-postgres' own conversion of a value to what Bind sends (dates, buffers, arrays, JSON). */
  private readonly prepareValue: (value: unknown) => unknown;

  constructor(postgres: typeof pg) {
    const Query = postgres.Query as unknown as new (
      config: pg.QueryConfig,
      callback: (error: Error | undefined, results: Results) => void,
    ) => pg.Query & QueryInternals;
    this.AfterBegin = class AfterBegin extends Query {
      ahead: HeldStatement[] = [];

      override prepare(connection: pg.Connection): void {
        sendHeld(connection, this.ahead);
        super.prepare(connection);
      }
    };
    this.Trip = class Trip extends Query {
      ahead: HeldStatement[] = [];
      statements: TripStatement[] = [];
      commit = false;

      override prepare(connection: pg.Connection): void {
        sendHeld(connection, this.ahead);
        for (const statement of this.statements) {
          // Unnamed: parsed here, and replaced by the next unnamed one only after its Bind.
          if (statement.name === undefined)
            connection.parse({ name: '', text: statement.text, types: [] }, false);
          connection.bind({ statement: statement.name ?? '', values: statement.values }, false);
          connection.describe({ type: 'P', name: '' }, false);
          connection.execute({}, false);
        }
        if (this.commit) sendHeld(connection, [{ name: COMMIT_STATEMENT, values: [] }]);
        connection.sync();
      }
    };
    const utils = createRequire(import.meta.url)('pg/lib/utils.js') as {
      prepareValue: (this: void, value: unknown) => unknown;
    };
    this.prepareValue = utils.prepareValue;
  }

  /** The client's queries, with a transaction's `begin` (and lock) held back until its next statement. */
  on(client: pg.ClientBase): BeginHeldBack {
    const prepared = this.prepared.get(client) ?? new Set<string>();
    this.prepared.set(client, prepared);
    let held: HeldStatement[] = [];
    let inTransaction = false;
    /** The transaction committed with its last trip: its own `commit` (or `rollback`) sends nothing. */
    let committed = false;
    const send = async (config: pg.QueryConfig): Promise<pg.QueryResult> => {
      const result = await client.query(config);
      if (config.name !== undefined) prepared.add(config.name);
      return result;
    };
    const session: BeginHeldBack = {
      query: async (config) => {
        const { text, name } = config;
        if (committed) {
          if (text !== 'commit' && text !== 'rollback') {
            throw new Error('A statement after its transaction committed with its last trip (one-trip.ts)');
          }
          committed = false;
          return nothingSent(text.toUpperCase());
        }
        if (text === 'begin' && (config.values?.length ?? 0) === 0) {
          inTransaction = true;
          if (!prepared.has(BEGIN_STATEMENT)) return send({ name: BEGIN_STATEMENT, text: 'begin' });
          held.push({ name: BEGIN_STATEMENT, values: [] });
          return nothingSent('BEGIN');
        }
        if (text.startsWith('start transaction')) inTransaction = true;
        const lockValues = text === ADVISORY_LOCK_SQL ? asText(config.values) : undefined;
        if (inTransaction && lockValues !== undefined && name !== undefined && prepared.has(name)) {
          held.push({ name, values: lockValues });
          return nothingSent('SELECT');
        }
        const ends = text === 'commit' || text === 'rollback';
        if (ends) inTransaction = false;
        // Every `commit` goes under one name, which prepares it for the last trips (above).
        if (held.length === 0 && text === 'commit') return send({ name: COMMIT_STATEMENT, text });
        if (held.length === 0) return name === undefined ? client.query(config) : send(config);
        const ahead = held;
        held = [];
        if (ends) {
          // Nothing but held statements since `begin`: nothing was begun, so there is nothing to end (a lock
          // taken and let go at once changes nothing either). A lock held back at a rollback is not wanted.
          if (ahead[0]!.name === BEGIN_STATEMENT) return nothingSent(text.toUpperCase());
          if (text === 'rollback') return client.query(config);
        }
        const result = await this.afterBegin(client, config, ahead);
        if (name !== undefined) prepared.add(name);
        return result;
      },
      inOneTrip: async (configs, options = {}) => {
        if (committed) throw new Error('A trip after its transaction committed with its last trip');
        if (configs.some((config) => config.name !== undefined && !prepared.has(config.name))) {
          const results: pg.QueryResult[] = [];
          for (const config of configs) results.push(await session.query(config));
          return results;
        }
        // Converted before anything is sent: a value that cannot be sent fails the trip, not the connection.
        const statements = configs.map((config) => ({
          name: config.name,
          text: config.text,
          values: (config.values ?? []).map(this.prepareValue) as (string | Buffer | null)[],
        }));
        const ahead = held;
        held = [];
        const commit = options.commit === true && inTransaction && prepared.has(COMMIT_STATEMENT);
        const results = await this.trip(client, statements, ahead, commit);
        if (commit) {
          inTransaction = false;
          committed = true;
        }
        return results;
      },
      reset: () => {
        held = [];
        inTransaction = false;
        committed = false;
      },
    };
    return session;
  }

  private trip(
    client: pg.ClientBase,
    statements: TripStatement[],
    ahead: HeldStatement[],
    commit: boolean,
  ): Promise<pg.QueryResult[]> {
    return new Promise((resolve, reject) => {
      const query = new this.Trip(
        { text: statements[0]!.text, queryMode: 'extended' } as pg.QueryConfig,
        (error, results) => {
          if (error !== undefined && error !== null) reject(error);
          else {
            // Each statement answers one result (a held one's row, which has no columns, joins begin's
            // result); the trip's statements answer the last ones, before the commit's when it went too.
            const all = Array.isArray(results) ? results : [results];
            const end = commit ? all.length - 1 : all.length;
            resolve(all.slice(end - statements.length, end));
          }
        },
      );
      query.ahead = ahead;
      query.statements = statements;
      query.commit = commit;
      client.query(query);
    });
  }

  private afterBegin(
    client: pg.ClientBase,
    config: pg.QueryConfig,
    ahead: HeldStatement[],
  ): Promise<pg.QueryResult> {
    return new Promise((resolve, reject) => {
      const query = new this.AfterBegin(
        // Extended protocol even for a statement without parameters, which node-postgres would send as text.
        { ...config, queryMode: 'extended' } as pg.QueryConfig,
        (error, results) => {
          if (error !== undefined && error !== null) reject(error);
          // The answers of the held statements and of the statement: the statement's is the last.
          else resolve(Array.isArray(results) ? results[results.length - 1]! : results);
        },
      );
      query.ahead = ahead;
      client.query(query);
    });
  }
}

/** Bind and Execute of each held statement, its answer read with the next statement's. */
function sendHeld(connection: pg.Connection, held: readonly HeldStatement[]): void {
  for (const statement of held) {
    connection.bind({ statement: statement.name, values: statement.values }, false);
    connection.execute({}, false);
  }
}

function nothingSent(command: string): pg.QueryResult {
  return { command, rowCount: null, rows: [], fields: [], oid: 0 };
}

/**
 * A statement a hot path sends again and again, built and compiled once per database and shape; later calls
 * only bind their values. Building and compiling a statement of a few nested queries with Kysely costs about
 * as much CPU as SQLite spends running it (the delivery worker's claim: 0.3 of its 0.8 ms).
 *
 * The builder is called once, with stand-ins for the arguments: each argument must reach the statement as a
 * bound value only, never choose what the statement looks like, and never be computed with (pass `limit * 4`
 * as an argument of its own). Lists are the exception: their lengths are the statement's shape, and each
 * length gets a statement of its own (callers pad their lists to a few lengths, `padded`).
 */
import { CompiledQuery, type Compilable, type QueryResult } from 'kysely';
import type { Executor } from './transaction.ts';

/** An argument's value. A boolean or null is compiled as a stand-in string: bind it, never compare with `is`. */
export type Arg = number | string | boolean | null;
/** A statement's arguments: values, and lists of values. */
export type Args<A> = { [K in keyof A]: Arg | readonly Arg[] };

// A statement of any module's tables: the builder types its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyExecutor = Executor<any>;

interface Template {
  sql: string;
  /** Each parameter of the statement: where to find it in the arguments, or a constant of the builder. */
  parameters: ({ arg: string; index?: number } | { value: unknown })[];
}

/** A statement compiled once: run it with its arguments, or bind them only, to send it with others (one-trip.ts). */
export interface CompiledOnce<A, R> {
  (db: AnyExecutor, args: A): Promise<QueryResult<R>>;
  bound(db: AnyExecutor, args: A): CompiledQuery<R>;
}

export function compiledOnce<A extends Args<A>, R>(
  build: (db: AnyExecutor, args: A) => Compilable<R>,
): CompiledOnce<A, R> {
  const templates = new WeakMap<object, Map<string, Template>>();
  const bound = (db: AnyExecutor, args: A): CompiledQuery<R> => {
    const shape = Object.entries(args)
      .filter((entry): entry is [string, readonly Arg[]] => Array.isArray(entry[1]))
      .map(([key, list]) => `${key}:${list.length}`)
      .join(',');
    const key = databaseKey(db);
    let byShape = templates.get(key);
    if (byShape === undefined) templates.set(key, (byShape = new Map<string, Template>()));
    let template = byShape.get(shape);
    if (template === undefined) byShape.set(shape, (template = compileTemplate(db, build, args)));
    const parameters = template.parameters.map((p) => {
      if ('value' in p) return p.value;
      const value = (args as Record<string, Arg | readonly Arg[]>)[p.arg]!;
      return p.index === undefined ? value : (value as readonly Arg[])[p.index];
    });
    return CompiledQuery.raw(template.sql, parameters);
  };
  return Object.assign((db: AnyExecutor, args: A) => db.executeQuery<R>(bound(db, args)), { bound });
}

/**
 * What a statement compiled for `db` may be kept under: its adapter, which the database's transactions share
 * (a statement run in a transaction is compiled once too, not once per transaction) and no other database has.
 */
export function databaseKey(db: AnyExecutor): object {
  return db.getExecutor().adapter;
}

function compileTemplate<A extends Args<A>, R>(
  db: AnyExecutor,
  build: (db: AnyExecutor, args: A) => Compilable<R>,
  args: A,
): Template {
  // Stand-ins no builder uses as a constant: numbers far out of any id's range, strings no value is.
  const standIns = new Map<unknown, { arg: string; index?: number }>();
  let n = 0;
  const standIn = (arg: Arg, where: { arg: string; index?: number }): Arg => {
    const value = typeof arg === 'number' ? -987_654_321_000 - n : `\u0000stand-in ${n}`;
    n += 1;
    standIns.set(value, where);
    return value;
  };
  const stand = Object.fromEntries(
    Object.entries(args).map(([key, value]) => [
      key,
      Array.isArray(value)
        ? value.map((item: Arg, index) => standIn(item, { arg: key, index }))
        : standIn(value as Arg, { arg: key }),
    ]),
  ) as A;
  const compiled = build(db, stand).compile();
  return {
    sql: compiled.sql,
    parameters: compiled.parameters.map((value) => standIns.get(value) ?? { value }),
  };
}

/** `list` filled up with `filler` to the first of `lengths` that holds it (or to its own length past them). */
export function padded<T>(list: readonly T[], filler: T, lengths: readonly number[] = [4, 16, 64, 256]): T[] {
  const length = lengths.find((l) => l >= list.length) ?? list.length;
  return [...list, ...Array.from({ length: length - list.length }, () => filler)];
}

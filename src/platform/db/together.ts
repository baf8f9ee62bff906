/**
 * One statement for several single-row reads. A request that must check facts owned by several modules (the
 * caller's role, an activity's locks, its course and chapter, the caller's group links) would otherwise pay a
 * round trip for each. Each module still writes its own query, over its own tables, through its reads file;
 * this joins the finished queries side by side and hands each module back its own row:
 *
 *     select p0.role as p0_role, p1.published as p1_published, …
 *     from (select 1 as one) as base
 *     left join (select role from memberships where …) as p0 on 1 = 1
 *     left join (select published, … from activities where …) as p1 on 1 = 1
 *
 * Every part must answer at most one row; a part whose query finds none reads `undefined`.
 *
 * A key several parts filter by (the organization and activity of an assignment named by uuid, the activity's
 * course and chapter) can be computed once for the whole statement (`Share`). On PostgreSQL it goes into a
 * materialized `with` and each use reads it back from there, where it would otherwise be one more lookup per
 * use, and one more plan node to set up on every execution, which for a read like an answer save's standing
 * cost more than the lookups themselves. SQLite runs a subquery that does not depend on the row once per
 * statement already, and a materialized `with` costs it a table built per execution: there the key stays
 * where it is used.
 */
import {
  CompiledQuery,
  sql,
  type Expression,
  type IdentifierNode,
  type RawBuilder,
  type SelectQueryBuilder,
} from 'kysely';
import { isSqlite } from './columns.ts';
import { databaseKey } from './compiled-once.ts';
import type { Executor } from './transaction.ts';

/** A row as the database answered it (booleans are 0/1 on SQLite: the part's `read` normalises). */
export type RawRow = Readonly<Record<string, unknown>>;

/** An id a part filters by: bound as a value, or another part's expression for it (a scalar subquery). */
export type PartKey = number | Expression<number>;

/** One module's read inside a combined statement. */
export interface RowPart<T> {
  // Each part comes from another module's tables, so the combined statement cannot name their types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: SelectQueryBuilder<any, any, any>;
  /** The part's row (undefined when its query found none) as the module answers it. */
  read(row: RawRow | undefined): T;
}

export type PartValues<P extends Record<string, RowPart<unknown>>> = {
  [K in keyof P]: ReturnType<P[K]['read']>;
};

const FOUND = 'found_row';

// Parts come from any module's tables: the combined statement is untyped by nature.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyExecutor = Executor<any>;

interface Layout {
  key: string;
  alias: string;
  read: (row: RawRow | undefined) => unknown;
  columns: string[];
}

/**
 * Computes `expression` once for the combined statement and answers an expression reading it back. An
 * expression shared earlier may be part of a later one.
 */
export type Share = <T>(expression: Expression<T>) => Expression<T>;

/** A `Share` for `db` and the expressions it was given, in order (none on SQLite, which inlines them). */
function sharing(db: AnyExecutor): { share: Share; shared: Expression<unknown>[] } {
  const shared: Expression<unknown>[] = [];
  if (isSqlite(db)) return { share: (expression) => expression, shared };
  const share: Share = <T>(expression: Expression<T>) => {
    const name = sharedName(shared.length);
    shared.push(expression);
    return sql<T>`(select ${sql.ref(`${name}.${SHARED}`)} from ${sql.table(name)})`;
  };
  return { share, shared };
}

const SHARED = 'value';
const sharedName = (i: number) => `shared_${i}`;

/** `with shared_0 as materialized (select … as value), …` for the shared expressions (none: nothing). */
function withShared(shared: readonly Expression<unknown>[]) {
  if (shared.length === 0) return sql``;
  const ctes = shared.map(
    (expression, i) =>
      sql`${sql.table(sharedName(i))} as materialized (select ${expression} as ${sql.id(SHARED)})`,
  );
  return sql`with ${sql.join(ctes)} `;
}

/** The combined statement of `parts`, and where each part's columns come back. */
function combine(
  parts: Record<string, RowPart<unknown>>,
  shared: readonly Expression<unknown>[] = [],
): {
  query: RawBuilder<Record<string, unknown>>;
  layout: Layout[];
} {
  const entries = Object.entries(parts).map(([key, part], i) => ({
    key,
    alias: `p${i}`,
    read: (row: RawRow | undefined) => part.read(row),
    // A constant column tells a row found from the nulls of the left join.
    query: part.query.select(sql<number>`1`.as(FOUND)),
    columns: columnNames(part.query),
  }));
  const selections = entries.flatMap(({ alias, columns }) =>
    [...columns, FOUND].map(
      (column) => sql`${sql.ref(`${alias}.${column}`)} as ${sql.id(`${alias}_${column}`)}`,
    ),
  );
  const joins = entries.map(({ alias, query }) => sql`left join ${query} as ${sql.id(alias)} on 1 = 1`);
  const query = sql<
    Record<string, unknown>
  >`${withShared(shared)}select ${sql.join(selections)} from (select 1 as one) as base ${sql.join(joins, sql` `)}`;
  return { query, layout: entries.map(({ key, alias, read, columns }) => ({ key, alias, read, columns })) };
}

/** Hands each part its row of the combined statement's answer. */
function split(rows: readonly Record<string, unknown>[], layout: readonly Layout[]): Record<string, unknown> {
  if (rows.length > 1) throw new Error('A part of a combined read answered more than one row');
  const row = rows[0] ?? {};
  const values: Record<string, unknown> = {};
  for (const { key, read, alias, columns } of layout) {
    const found = row[`${alias}_${FOUND}`] != null;
    values[key] = read(
      found ? Object.fromEntries(columns.map((c) => [c, row[`${alias}_${c}`] ?? null])) : undefined,
    );
  }
  return values;
}

/** Runs every part in one statement and answers each part's value under its key. */
export async function readTogether<P extends Record<string, RowPart<unknown>>>(
  db: AnyExecutor,
  parts: P,
): Promise<PartValues<P>> {
  const { query, layout } = combine(parts);
  return split((await query.execute(db)).rows, layout) as PartValues<P>;
}

/** The values a combined read varies by: ids and uuids, bound into its statement. */
export type ReadArgs = Record<string, number | string>;

interface Template {
  sql: string;
  /** Each parameter of the statement: one of the arguments, or a constant of the queries. */
  parameters: ({ arg: string } | { value: unknown })[];
  layout: Layout[];
}

/**
 * `readTogether` for a read a hot path repeats: its statement is built and compiled once per database, with
 * stand-ins for the arguments, and later calls only bind theirs (building and compiling the queries of a few
 * modules cost more CPU than running them). `parts` must use its arguments as bound values only — never to
 * choose what a query looks like — and the parts' `read` must not depend on them. `share` computes a key the
 * parts use more than once a single time for the statement.
 */
export function combinedRead<A extends ReadArgs, P extends Record<string, RowPart<unknown>>>(
  parts: (db: AnyExecutor, args: A, share: Share) => P,
): (db: AnyExecutor, args: A) => Promise<PartValues<P>> {
  const templates = new WeakMap<object, Template>();
  return async (db, args) => {
    let template = templates.get(databaseKey(db));
    if (template === undefined) {
      template = compileTemplate(db, parts, Object.keys(args));
      templates.set(databaseKey(db), template);
    }
    const parameters = template.parameters.map((p) => ('arg' in p ? args[p.arg] : p.value));
    const result = await db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(template.sql, parameters),
    );
    return split(result.rows, template.layout) as PartValues<P>;
  };
}

function compileTemplate<A extends ReadArgs>(
  db: AnyExecutor,
  parts: (db: AnyExecutor, args: A, share: Share) => Record<string, RowPart<unknown>>,
  keys: readonly string[],
): Template {
  // Stand-ins no query uses as a constant: a number far out of any id's range, or a string no uuid is.
  const standIns = new Map<unknown, string>();
  const args: ReadArgs = {};
  keys.forEach((key, i) => {
    const standIn = -987_654_321_000 - i;
    standIns.set(standIn, key);
    args[key] = standIn;
  });
  const { share, shared } = sharing(db);
  const { query, layout } = combine(parts(db, args as A, share), shared);
  const compiled = query.compile(db);
  return {
    sql: compiled.sql,
    parameters: compiled.parameters.map((value) =>
      standIns.has(value) ? { arg: standIns.get(value)! } : { value },
    ),
    layout,
  };
}

/** The names a query's selections answer under: a column's own name, or its alias. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function columnNames(query: SelectQueryBuilder<any, any, any>): string[] {
  return (query.toOperationNode().selections ?? []).map(({ selection }) => {
    if (selection.kind === 'AliasNode') return (selection.alias as IdentifierNode).name;
    const column = selection.kind === 'ReferenceNode' ? selection.column : undefined;
    if (column?.kind === 'ColumnNode') return column.column.name;
    throw new Error('A combined read names each of its columns (no `*`, every expression aliased)');
  });
}

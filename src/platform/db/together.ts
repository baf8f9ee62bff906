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
 */
import { sql, type IdentifierNode, type SelectQueryBuilder } from 'kysely';
import type { Executor } from './transaction.ts';

/** A row as the database answered it (booleans are 0/1 on SQLite: the part's `read` normalises). */
export type RawRow = Readonly<Record<string, unknown>>;

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

/** Runs every part in one statement and answers each part's value under its key. */
export async function readTogether<P extends Record<string, RowPart<unknown>>>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Executor<any>,
  parts: P,
): Promise<PartValues<P>> {
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
  const result = await sql<
    Record<string, unknown>
  >`select ${sql.join(selections)} from (select 1 as one) as base ${sql.join(joins, sql` `)}`.execute(db);
  if (result.rows.length > 1) throw new Error('A part of a combined read answered more than one row');
  const row = result.rows[0] ?? {};
  const values: Record<string, unknown> = {};
  for (const { key, read, alias, columns } of entries) {
    const found = row[`${alias}_${FOUND}`] != null;
    values[key] = read(
      found ? Object.fromEntries(columns.map((c) => [c, row[`${alias}_${c}`] ?? null])) : undefined,
    );
  }
  return values as PartValues<P>;
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

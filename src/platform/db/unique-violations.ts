/**
 * Unique rules of the schema as a caller can name them, and the translation of a write that breaks one.
 *
 * A sequential "does it exist?" check gives the nicer answer early, but two concurrent requests both pass it and
 * the loser's insert then breaks the rule in the database. Both drivers report that differently: PostgreSQL
 * (code 23505) names the constraint or index; better-sqlite3 (SQLITE_CONSTRAINT_UNIQUE, or _PRIMARYKEY) names
 * the columns, `UNIQUE constraint failed: table.a, table.b`, or `index 'name'` for an index on an expression.
 * A rule carries both spellings, so a repository or service can turn exactly that violation into the answer
 * its sequential check gives, and let every other one (a bug, not a race) through as a 500.
 */

export interface UniqueRule {
  /** The constraint or index name, as the migration gives it (or PostgreSQL derives it: `<table>_<column>_key`). */
  readonly name: string;
  /** What SQLite names after `UNIQUE constraint failed: `. */
  readonly sqliteTarget: string;
}

/** A unique constraint, index or primary key over plain columns of `table`. */
export function uniqueColumns(name: string, table: string, columns: readonly string[]): UniqueRule {
  return { name, sqliteTarget: columns.map((column) => `${table}.${column}`).join(', ') };
}

/** A unique index over an expression (`lower(username)`): both dialects name the index itself. */
export function uniqueExpressionIndex(name: string): UniqueRule {
  return { name, sqliteTarget: `index '${name}'` };
}

const SQLITE_UNIQUE_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
const SQLITE_PREFIX = 'UNIQUE constraint failed: ';

/** True when `error` is the database refusing a row because it breaks `rule` (either dialect). */
export function violates(error: unknown, rule: UniqueRule): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === '23505') return constraint === rule.name;
  if (typeof code === 'string' && SQLITE_UNIQUE_CODES.has(code) && typeof message === 'string') {
    return message === `${SQLITE_PREFIX}${rule.sqliteTarget}`;
  }
  return false;
}

/**
 * Runs `write`; when the database refuses it for breaking one of `rules`, throws `toError(rule)` instead (the
 * error the caller's sequential check gives). Anything else, other unique violations included, passes as is.
 * On PostgreSQL the failed statement has aborted the transaction it ran in: throw, never carry on in it.
 */
export async function onUniqueViolation<T>(
  write: () => Promise<T>,
  rules: UniqueRule | readonly UniqueRule[],
  toError: (rule: UniqueRule) => Error,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const list: readonly UniqueRule[] = 'name' in rules ? [rules] : rules;
    const broken = list.find((rule) => violates(error, rule));
    if (broken !== undefined) throw toError(broken);
    throw error;
  }
}

/**
 * Runs `transaction`, and runs it again when it fails by breaking one of `rules`: for a transaction racing
 * another that creates the same row (a learner's first attempt saved from two tabs at once), whose next try finds
 * the row the other one committed. After `tries` tries the violation becomes `toError(rule)`.
 */
export async function retryOnUniqueViolation<T>(
  transaction: () => Promise<T>,
  rules: readonly UniqueRule[],
  toError: (rule: UniqueRule) => Error,
  tries = 3,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      const broken = rules.find((rule) => violates(error, rule));
      if (broken === undefined) throw error;
      if (attempt >= tries) throw toError(broken);
    }
  }
}

/**
 * Counts what a request costs the database: the test app is built with `statements.observe` as its statement
 * observer, and `during` returns every statement sent while the work ran (`begin` and `commit` included), in
 * order. Requests run one at a time in a test, and the delivery worker is off, so nothing else is counted.
 */
export interface StatementRecorder {
  /** Pass as `build: { onStatement }` to `buildTestApp`. */
  onStatement: (sql: string) => void;
  /** Runs `work` and answers its result with the statements it sent. */
  during<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }>;
}

export function statementRecorder(): StatementRecorder {
  let current: string[] | undefined;
  return {
    onStatement: (sql) => current?.push(sql),
    async during(work) {
      const statements: string[] = [];
      current = statements;
      try {
        return { result: await work(), statements };
      } finally {
        current = undefined;
      }
    },
  };
}

/**
 * A statement as its verb and the tables it names, in order of first mention: `insert task_submissions`. A
 * statement with a `with` clause reads as its main statement: its verb, the tables in the order the main
 * statement names them, then those only the clause names; the names the clause defines are not tables.
 */
export function statementShape(sql: string): string {
  const defined = new Set(
    [...sql.matchAll(/"(\w+)"\s+as\s+(?:not\s+)?(?:materialized\s+)?\(/gi)].map((m) => m[1]!),
  );
  const main = mainStatement(sql);
  const tables = [...tablesOf(sql.slice(main.at)), ...tablesOf(sql)].filter((table) => !defined.has(table));
  return [main.verb, [...new Set(tables)].join(', ')].filter(Boolean).join(' ');
}

const tablesOf = (sql: string) =>
  [...sql.matchAll(/\b(?:from|into|join|update)\s+"(\w+)"/gi)].map((m) => m[1]!);

/** The statement's first word, or after a `with` clause the first word outside its parentheses, and where. */
function mainStatement(sql: string): { verb: string; at: number } {
  const first = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? '';
  if (first !== 'with') return { verb: first, at: 0 };
  let depth = 0;
  for (const m of sql.matchAll(/[()]|\b(select|insert|update|delete)\b/gi)) {
    if (m[0] === '(') depth++;
    else if (m[0] === ')') depth--;
    else if (depth === 0) return { verb: m[0].toLowerCase(), at: m.index };
  }
  return { verb: first, at: 0 };
}

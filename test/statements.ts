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
 * statement with a `with` clause reads as its main statement's verb, and the names the clause defines are not
 * tables.
 */
export function statementShape(sql: string): string {
  const defined = new Set(
    [...sql.matchAll(/"(\w+)"\s+as\s+(?:not\s+)?(?:materialized\s+)?\(/gi)].map((m) => m[1]!),
  );
  const tables = [...sql.matchAll(/\b(?:from|into|join|update)\s+"(\w+)"/gi)]
    .map((m) => m[1]!)
    .filter((table) => !defined.has(table));
  return [mainVerb(sql), [...new Set(tables)].join(', ')].filter(Boolean).join(' ');
}

/** The statement's first word, or after a `with` clause the first word outside its parentheses. */
function mainVerb(sql: string): string {
  const first = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? '';
  if (first !== 'with') return first;
  let depth = 0;
  for (const m of sql.matchAll(/[()]|\b(select|insert|update|delete)\b/gi)) {
    if (m[0] === '(') depth++;
    else if (m[0] === ')') depth--;
    else if (depth === 0) return m[0].toLowerCase();
  }
  return first;
}

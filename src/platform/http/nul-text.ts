/**
 * Text holding U+0000. JSON, forms and URLs can carry it (`"\u0000"`, `%00`), SQLite stores it, but a
 * PostgreSQL `text` column cannot: the database refuses the statement, which would surface as a 500 from any
 * field a caller controls. The error handler turns that refusal into a 422 at the input holding the NUL
 * [CONTRACT 2]. Caller-owned JSON kept as text (CUSTOM contents and answers) holds the escape `\u0000`, six
 * ASCII characters, and is stored on both databases.
 */
import type { FastifyRequest } from 'fastify';
import type { ValidationIssue } from './errors.ts';

/** PostgreSQL's character_not_in_repertoire (a NUL in text) and untranslatable_character (`\u0000` in jsonb). */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/** A database driver error saying the text cannot be stored (pg's errors carry `code` and `severity`). */
export function isUnstorableText(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && UNSTORABLE_TEXT.has(code) && typeof severity === 'string';
}

/** The 422 entry naming the first input that holds a NUL (body first, shallowest first), else the body. */
export function nulIssue(request: FastifyRequest): ValidationIssue {
  const loc = findNul(request.body, 'body') ??
    findNul(request.query, 'query') ??
    findNul(request.params, 'path') ?? ['body'];
  return { loc, msg: 'Text may not contain the NUL character (U+0000) here', type: 'nul_character' };
}

/** Breadth first, so a top-level field is named before a string deep inside caller-owned JSON. */
function findNul(value: unknown, root: string): (string | number)[] | undefined {
  let level: { value: unknown; loc: (string | number)[] }[] = [{ value, loc: [root] }];
  // Bodies nest at most 64 deep (json-depth.ts); the bound keeps this walk finite whatever reaches it.
  for (let depth = 0; level.length > 0 && depth <= 65; depth++) {
    const next: typeof level = [];
    for (const item of level) {
      if (typeof item.value === 'string') {
        if (item.value.includes('\u0000')) return item.loc;
      } else if (Array.isArray(item.value)) {
        item.value.forEach((child, i) => next.push({ value: child, loc: [...item.loc, i] }));
      } else if (typeof item.value === 'object' && item.value !== null) {
        for (const [key, child] of Object.entries(item.value)) {
          if (key.includes('\u0000')) return [...item.loc, key];
          next.push({ value: child, loc: [...item.loc, key] });
        }
      }
    }
    level = next;
  }
  return undefined;
}

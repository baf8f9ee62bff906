/**
 * The error table of docs/api-conventions.md names every code the service answers with, in the row of its
 * status: clients switch on these codes, so a code added in the code and not in the table fails here.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The status each error class answers with (src/platform/http/errors.ts). */
const STATUS_OF: Record<string, number> = {
  BadRequestError: 400,
  UnauthorizedError: 401,
  ForbiddenError: 403,
  NotFoundError: 404,
  ConflictError: 409,
  BadGatewayError: 502,
  UnavailableError: 503,
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sources(full);
    return full.endsWith('.ts') && !full.endsWith('.test.ts') ? [full] : [];
  });
}

/** `[status, code]` for every `new XError(…, 'code')` whose code is a literal. */
function thrownCodes(): [number, string][] {
  const found = new Map<string, [number, string]>();
  for (const file of sources(path.join(ROOT, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/new (\w+Error)\(/g)) {
      const status = STATUS_OF[match[1]!];
      if (status === undefined) continue;
      let depth = 1;
      let i = match.index + match[0].length;
      for (; i < text.length && depth > 0; i++) {
        if (text[i] === '(') depth++;
        else if (text[i] === ')') depth--;
      }
      const code = /'([a-z][a-z0-9_]*)'\s*,?\s*$/.exec(
        text.slice(match.index + match[0].length, i - 1).trim(),
      );
      if (code !== null) found.set(`${status} ${code[1]}`, [status, code[1]!]);
    }
  }
  return [...found.values()];
}

/** The table's rows: the statuses of each row and the codes it names. */
function documentedRows(): { statuses: number[]; codes: Set<string> }[] {
  const doc = readFileSync(path.join(ROOT, 'docs/api-conventions.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Errors'), doc.indexOf('Order of checks'));
  return section
    .split('\n')
    .filter((line) => /^\|\s*\d/.test(line))
    .map((line) => {
      const [statusCell = '', , codesCell = ''] = line.split('|').slice(1);
      return {
        statuses: [...statusCell.matchAll(/\d{3}/g)].map((m) => Number(m[0])),
        codes: new Set([...codesCell.matchAll(/`([a-z0-9_]+)`/g)].map((m) => m[1]!)),
      };
    });
}

describe('the error table', () => {
  it('finds the codes it checks (the scan works)', () => {
    const codes = thrownCodes().map(([, code]) => code);
    for (const known of ['not_member', 'already_enrolled', 'rights_exceed_token', 'slug_taken']) {
      assert.ok(codes.includes(known), known);
    }
  });

  it('names every code the service throws, in the row of its status', () => {
    const rows = documentedRows();
    const missing = thrownCodes()
      .filter(([status, code]) => !rows.some((r) => r.statuses.includes(status) && r.codes.has(code)))
      .map(([status, code]) => `${status} ${code}`)
      .sort();
    assert.deepEqual(missing, []);
  });
});

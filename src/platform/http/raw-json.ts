/**
 * JSON kept exactly as the caller wrote it. Some values are caller-owned and must come back byte for byte
 * (CUSTOM task contents and answers [SPEC 2.6; CONTRACT 10]): parsing and re-serialising would change key
 * spacing, number spelling (`1.0` → `1`) and escapes. The raw request body is kept on the request, the exact
 * text of a top-level member is cut out of it, and responses splice stored text back in unchanged.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received (JSON requests only). */
    rawBody?: string;
  }
}

/** Replaces the JSON body parser with one that also keeps the raw text on `request.rawBody`. */
export function keepRawJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    // The default parser answers through `done`; its return value carries nothing.
    void parse(request, body as string, done);
  });
}

/**
 * The exact text of the value of top-level member `key` of the JSON object `text` (the last one when the key
 * repeats, as JSON.parse does), or undefined. `text` must already be valid JSON (it was parsed).
 */
export function rawMember(text: string, key: string): string | undefined {
  let i = skipSpace(text, 0);
  if (text[i] !== '{') return undefined;
  i = skipSpace(text, i + 1);
  let found: string | undefined;
  while (i < text.length && text[i] !== '}') {
    const keyEnd = stringEnd(text, i);
    const name = JSON.parse(text.slice(i, keyEnd)) as string;
    i = skipSpace(text, keyEnd);
    i = skipSpace(text, i + 1); // the colon
    const valueEnd = valueEndAt(text, i);
    if (name === key) found = text.slice(i, valueEnd);
    i = skipSpace(text, valueEnd);
    if (text[i] === ',') i = skipSpace(text, i + 1);
  }
  return found;
}

export function rawMemberOf(request: FastifyRequest, key: string): string | undefined {
  return request.rawBody === undefined ? undefined : rawMember(request.rawBody, key);
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t'))
    i++;
  return i;
}

/** Index just past the string starting at `i` (which is a `"`). */
function stringEnd(text: string, i: number): number {
  let j = i + 1;
  while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
  return j + 1;
}

/** Index just past the value starting at `i`. */
function valueEndAt(text: string, i: number): number {
  const first = text[i];
  if (first === '"') return stringEnd(text, i);
  if (first === '{' || first === '[') {
    let depth = 0;
    let j = i;
    while (j < text.length) {
      const ch = text[j];
      if (ch === '"') {
        j = stringEnd(text, j);
        continue;
      }
      if (ch === '{' || ch === '[') depth++;
      else if (ch === '}' || ch === ']') {
        depth--;
        if (depth === 0) return j + 1;
      }
      j++;
    }
    return j;
  }
  let j = i;
  while (j < text.length && !',}] \n\r\t'.includes(text[j]!)) j++;
  return j;
}

/** A stored JSON text to be placed in a response as is. */
export class RawJson {
  constructor(readonly text: string) {}
}

/**
 * Serialises `value`, writing every `RawJson` inside it as its text unchanged. Routes that return raw JSON send
 * this string themselves (no response schema serialisation).
 */
export function serializeWithRaw(value: unknown): string {
  const raws: string[] = [];
  const json = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0000raw${raws.length - 1}\u0000`;
    }
    return v;
  });
  return json.replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, n: string) => raws[Number(n)]!);
}

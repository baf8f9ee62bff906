/**
 * JSON kept exactly as the caller wrote it. Some values are caller-owned and must come back byte for byte
 * (CUSTOM task contents and answers [SPEC 2.6; CONTRACT 10]): parsing and re-serialising would change key
 * spacing, number spelling (`1.0` → `1`) and escapes. The raw request body is kept on the request, the exact
 * text of a top-level member is cut out of it, and responses splice stored text back in unchanged.
 *
 * This is also the one JSON body parser of the application, so every JSON body at every route passes its
 * checks before any hook, validator or handler sees it: the body limit (Fastify's `bodyLimit`, 413, checked on
 * Content-Length before reading and again while reading), the nesting depth (422 `too_deep`, on the text,
 * before `JSON.parse`), then the parse itself and the prototype keys (422).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from './errors.ts';
import { jsonTooDeep, tooDeepError } from './json-depth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received (JSON requests only). */
    rawBody?: string;
  }
}

/** Replaces Fastify's JSON body parser with ours; see the file comment for what it checks, in order. */
export function keepRawJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    try {
      done(null, parseJsonBody(request, body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

/** The parsed body, or undefined for an empty one on a route that takes no body; throws the 422s. */
export function parseJsonBody(request: FastifyRequest, text: string): unknown {
  if (text.length === 0) {
    // A client that labels every request as JSON sends an empty DELETE; only a route expecting a body minds.
    if (request.routeOptions.schema?.body === undefined) return undefined;
    throw invalidBody('Body is empty; a JSON body is required', 'missing');
  }
  if (jsonTooDeep(text)) throw tooDeepError();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidBody('Body is not valid JSON', 'json_invalid');
  }
  const poisoned = prototypeKeyPath(text, value);
  if (poisoned !== undefined) {
    throw new ValidationError([
      { loc: ['body', ...poisoned], msg: 'Field name not allowed', type: 'extra_forbidden' },
    ]);
  }
  request.rawBody = text;
  return value;
}

function invalidBody(msg: string, type: string): ValidationError {
  return new ValidationError([{ loc: ['body'], msg, type }]);
}

/**
 * Where a `__proto__` key, or a `constructor` key holding a `prototype`, sits in `value` (what Fastify's
 * `protoAction`/`constructorAction: 'error'` refuse): such keys turn into prototype pollution as soon as
 * anything merges the body into another object. The walk runs only when the text could hold one; a key can
 * only be spelt differently through `\u` escapes. The body is at most 64 deep, so the walk is bounded.
 */
function prototypeKeyPath(text: string, value: unknown): (string | number)[] | undefined {
  if (!text.includes('__proto__') && !text.includes('constructor') && !text.includes('\\u')) return undefined;
  // Parent links rather than a path per node: the path is built only for the key found.
  interface Visit {
    node: unknown;
    key: string | number;
    parent: Visit | undefined;
  }
  const pathTo = (visit: Visit | undefined, last: string): (string | number)[] => {
    const path: (string | number)[] = [last];
    for (let v = visit; v?.parent !== undefined; v = v.parent) path.unshift(v.key);
    return path;
  };
  const stack: Visit[] = [{ node: value, key: '', parent: undefined }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const node = visit.node;
    if (typeof node !== 'object' || node === null) continue;
    if (Array.isArray(node)) {
      node.forEach((item, index) => stack.push({ node: item, key: index, parent: visit }));
      continue;
    }
    if (Object.hasOwn(node, '__proto__')) return pathTo(visit, '__proto__');
    if (Object.hasOwn(node, 'constructor')) {
      const ctor = (node as Record<string, unknown>).constructor;
      if (typeof ctor === 'object' && ctor !== null && Object.hasOwn(ctor, 'prototype')) {
        return pathTo(visit, 'constructor');
      }
    }
    for (const [key, item] of Object.entries(node)) stack.push({ node: item, key, parent: visit });
  }
  return undefined;
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
 * Serialises `value` as `JSON.stringify` would, writing every `RawJson` inside it as its text unchanged. Routes
 * that return raw JSON send this string themselves (no response schema serialisation).
 *
 * The answer is assembled from parts rather than by marking the raw values in a `JSON.stringify` output and
 * replacing the marks afterwards: any mark is text a caller can also send (a title holding `\u0000raw0\u0000`
 * once came back as another field's JSON), while here every caller string goes through `JSON.stringify` on
 * its own and no text is ever searched for.
 */
export function serializeWithRaw(value: unknown): string {
  return writeValue(value, '') ?? 'null';
}

/** The JSON text of `value`, or undefined where `JSON.stringify` leaves a member out (undefined, functions). */
function writeValue(input: unknown, key: string): string | undefined {
  let value = input;
  if (value instanceof RawJson) return value.text;
  // As JSON.stringify: an object's (or a bigint's) own toJSON decides what is written (dates).
  const toJSON = (value as { toJSON?: unknown } | null | undefined)?.toJSON;
  if (typeof toJSON === 'function') value = (toJSON as (key: string) => unknown).call(value, key);
  if (value instanceof RawJson) return value.text;
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  // Boxed primitives (`new String('x')`) are written as their primitive, as JSON.stringify does.
  if (value instanceof String || value instanceof Number || value instanceof Boolean) {
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    const items: string[] = [];
    // An index loop, not map: holes are written as null, as JSON.stringify writes them.
    for (let i = 0; i < value.length; i++) items.push(writeValue(value[i], String(i)) ?? 'null');
    return `[${items.join(',')}]`;
  }
  const members: string[] = [];
  for (const name of Object.keys(value)) {
    const text = writeValue((value as Record<string, unknown>)[name], name);
    if (text !== undefined) members.push(`${JSON.stringify(name)}:${text}`);
  }
  return `{${members.join(',')}}`;
}

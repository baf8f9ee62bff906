/** Assertions on the error shape of CONTRACT 2, shared by the integration tests. */
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';

interface Response {
  statusCode: number;
  body: string;
  json<T = unknown>(): T;
}

interface Issue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** `status` with `{detail, code}`; `detail` is a sentence except for 422, where it is a list. */
export function assertError(response: Response, status: number, code: string): void {
  assert.equal(response.statusCode, status, response.body);
  const body = response.json<{ detail: unknown; code: string }>();
  assert.equal(body.code, code, response.body);
  if (status === 422) assert.ok(Array.isArray(body.detail), 'a 422 detail is a list of issues');
  else assert.equal(typeof body.detail, 'string');
}

/** A 422 with an issue at `loc` (and of `type`, when given). */
export function assertInvalid(response: Response, loc: (string | number)[], type?: string): void {
  assertError(response, 422, 'validation_error');
  const issues = response.json<{ detail: Issue[] }>().detail;
  assert.ok(
    issues.some((i) => isDeepStrictEqual(i.loc, loc) && (type === undefined || i.type === type)),
    `expected a ${type ?? ''} issue at ${loc.join('.')}: ${response.body}`,
  );
}

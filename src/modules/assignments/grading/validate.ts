/**
 * Small structural readers the per-type contents checkers share [CONTRACT 6]. Each reader pushes an issue in the
 * shape of a route-schema failure (`{loc, msg, type}` with Ajv-like type words, CONTRACT 2) and returns the value
 * only when it is usable, so a checker can keep walking and report every problem at once.
 *
 * Unknown extra properties are never reported: task definitions are forward compatible, so a client written
 * for a later version (or a UI keeping its own bookkeeping in `contents`) is not refused.
 */
import type { ValidationIssue } from '../../../platform/http/errors.ts';

export type Loc = (string | number)[];

/** Bounds that keep a hostile definition from turning validation or grading into a denial of service. */
export const MAX_ITEMS = 500;
export const MAX_STRING = 100_000;
export const MAX_ID_LENGTH = 200;
/** Nesting depth of a whole validated definition, extras included (redaction and storage walk it). */
export const MAX_DEPTH = 64;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function issue(issues: ValidationIssue[], loc: Loc, msg: string, type: string): undefined {
  issues.push({ loc, msg, type });
  return undefined;
}

export function readObject(value: unknown, loc: Loc, issues: ValidationIssue[]) {
  return isRecord(value) ? value : issue(issues, loc, 'Input should be an object', 'type');
}

/** `null` counts as absent for optional fields: JSON clients often send null for "not set". */
function absent(
  obj: Record<string, unknown>,
  key: string,
  optional: boolean,
  loc: Loc,
  issues: ValidationIssue[],
) {
  const value = obj[key];
  if (value !== undefined && value !== null) return false;
  if (!optional) issue(issues, [...loc, key], 'Field required', 'missing');
  return true;
}

export interface StringRules {
  optional?: boolean;
  /** Refuse strings that are empty after trimming. */
  nonEmpty?: boolean;
  maxLength?: number;
}

export function readString(
  obj: Record<string, unknown>,
  key: string,
  loc: Loc,
  issues: ValidationIssue[],
  rules: StringRules = {},
): string | undefined {
  if (absent(obj, key, rules.optional ?? false, loc, issues)) return undefined;
  const value = obj[key];
  const at = [...loc, key];
  if (typeof value !== 'string') return issue(issues, at, 'Input should be a valid string', 'type');
  const max = rules.maxLength ?? MAX_STRING;
  if (value.length > max)
    return issue(issues, at, `String should have at most ${max} characters`, 'maxLength');
  if (rules.nonEmpty && value.trim() === '')
    return issue(issues, at, 'String should not be empty', 'minLength');
  return value;
}

/** An id that must be unique within its task [CONTRACT 6]: answers refer to it. */
export function readId(
  obj: Record<string, unknown>,
  key: string,
  loc: Loc,
  issues: ValidationIssue[],
  seen: Set<string>,
): string | undefined {
  const id = readString(obj, key, loc, issues, { nonEmpty: true, maxLength: MAX_ID_LENGTH });
  if (id === undefined) return undefined;
  if (seen.has(id)) return issue(issues, [...loc, key], `Duplicate ${key} within the task`, 'duplicate_id');
  seen.add(id);
  return id;
}

export function readBoolean(obj: Record<string, unknown>, key: string, loc: Loc, issues: ValidationIssue[]) {
  if (absent(obj, key, false, loc, issues)) return undefined;
  const value = obj[key];
  return typeof value === 'boolean'
    ? value
    : issue(issues, [...loc, key], 'Input should be a boolean', 'type');
}

export function readNumber(
  obj: Record<string, unknown>,
  key: string,
  loc: Loc,
  issues: ValidationIssue[],
  optional = false,
): number | undefined {
  if (absent(obj, key, optional, loc, issues)) return undefined;
  const value = obj[key];
  return typeof value === 'number' && Number.isFinite(value)
    ? value
    : issue(issues, [...loc, key], 'Input should be a finite number', 'type');
}

export function readEnum<T extends string>(
  obj: Record<string, unknown>,
  key: string,
  values: readonly T[],
  loc: Loc,
  issues: ValidationIssue[],
  optional = false,
): T | undefined {
  if (absent(obj, key, optional, loc, issues)) return undefined;
  const value = obj[key];
  if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
  const allowed = values.map((v) => JSON.stringify(v)).join(', ');
  return issue(issues, [...loc, key], `Input should be ${allowed}`, 'enum');
}

export function readArray(
  obj: Record<string, unknown>,
  key: string,
  loc: Loc,
  issues: ValidationIssue[],
  bounds: { min?: number; max?: number } = {},
): unknown[] | undefined {
  if (absent(obj, key, false, loc, issues)) return undefined;
  const value = obj[key];
  const at = [...loc, key];
  if (!Array.isArray(value)) return issue(issues, at, 'Input should be a valid array', 'type');
  const min = bounds.min ?? 0;
  const max = bounds.max ?? MAX_ITEMS;
  if (value.length < min) return issue(issues, at, `Array should have at least ${min} item(s)`, 'minItems');
  // Refused before walking: a million entries are not inspected one by one.
  if (value.length > max) return issue(issues, at, `Array should have at most ${max} items`, 'maxItems');
  return value as unknown[];
}

/** Whether `value` nests deeper than `max` levels (walks breadth-first, so it never overflows the stack). */
export function deeperThan(value: unknown, max: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth += 1) {
    if (depth > max) return true;
    const next: unknown[] = [];
    for (const node of level) {
      // Pushed one by one: spreading a huge array into push() overflows the argument limit.
      const children: unknown[] = Array.isArray(node) ? node : isRecord(node) ? Object.values(node) : [];
      for (const child of children) next.push(child);
    }
    level = next;
  }
  return false;
}

/** Nesting past which redaction drops a subtree rather than recurse further (fails closed, never overflows). */
const REDACT_DEPTH = 256;

/**
 * A deep copy of a JSON value without any property named in `keys`, at any depth [CONTRACT 10: hidden keys are
 * absent, not null]. Walking everything rather than known paths means an answer key also disappears from places
 * a malformed or future definition might put it.
 */
export function omitKeysDeep(value: unknown, keys: ReadonlySet<string>, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= REDACT_DEPTH) return undefined;
  if (Array.isArray(value))
    return (value as unknown[]).map((item) => omitKeysDeep(item, keys, depth + 1) ?? null);
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (keys.has(key)) continue;
    const redacted = omitKeysDeep(item, keys, depth + 1);
    if (redacted !== undefined) copy[key] = redacted;
  }
  return copy;
}

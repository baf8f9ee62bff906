/**
 * Where uploaded files live [CONTRACT 5]: local disk under `DATA_DIR/files` by default, any S3-compatible
 * store at scale. Keys are relative, slash-separated paths (`orgs/<org>/courses/<course>/…`); a course's or an
 * activity's files share a prefix, so deleting the owner deletes its files in one call.
 */
import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  /** Bytes written. */
  size: number;
}

export interface ObjectRead {
  stream: Readable;
  /** Bytes in the whole object, whatever part of it `stream` carries. */
  size: number;
  contentType: string;
  /** What `stream` carries when `get` was given `choose`; absent (or `'all'`) means the whole object. */
  read?: RangeChoice;
}

/** An inclusive byte range inside an object (`start` ≤ `end` < size). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Which bytes of an object to read: all of them, one range, or none (an answer without a body). */
export type RangeChoice = 'all' | 'none' | ByteRange;

export interface GetOptions {
  /**
   * Called once with the object's size before any byte is read; what it returns is what `stream` carries.
   * A range must lie inside the object.
   */
  choose?: (size: number) => RangeChoice;
}

export interface Storage {
  /**
   * Stores `body` under `key`, replacing any object there. Atomic: readers see the old object or the whole new
   * one, never a part; when `body` fails, nothing is left behind and the promise rejects.
   */
  put(key: string, body: Readable, options: { contentType: string }): Promise<StoredObject>;
  /**
   * The object, or undefined when there is none. The caller reads `stream` to its end or destroys it: it holds
   * an open file or connection until then.
   */
  get(key: string, options?: GetOptions): Promise<ObjectRead | undefined>;
  /** Deletes one object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (which ends with `/`). */
  deletePrefix(prefix: string): Promise<void>;
}

/** Keys are relative paths of safe segments: no `..`, no empty segment, no leading slash, no backslash. */
export function assertValidKey(key: string): void {
  const segments = key.split('/');
  if (
    key.length === 0 ||
    key.length > 1024 ||
    segments.some((s) => s === '' || s === '.' || s === '..' || !/^[A-Za-z0-9._-]+$/.test(s))
  ) {
    throw new Error(`invalid storage key "${key}"`);
  }
}

/** A prefix is a valid key followed by `/`, so `a/b/` never reaches `a/bc`. */
export function assertValidPrefix(prefix: string): void {
  if (!prefix.endsWith('/')) throw new Error(`invalid storage prefix "${prefix}": it must end with "/"`);
  assertValidKey(prefix.slice(0, -1));
}

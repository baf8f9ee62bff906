/**
 * HTTP range requests for served files (RFC 9110 14): what a `Range` header asks of a file of a given size, so
 * an audio or video player can seek without downloading everything before the point it seeks to.
 *
 * - One range (`bytes=100-199`, `bytes=-500`, `bytes=9000-`) answers 206 with `Content-Range`; a suffix longer
 *   than the file is the whole file, an end past the file ends at its last byte.
 * - Several ranges are combined where they overlap or touch; if more than one remains, the whole file goes out
 *   as a 200 (which RFC 9110 allows: a server may ignore `Range`). No multipart/byteranges: players ask for one
 *   range at a time, and a 200 is an answer every client understands.
 * - A range no byte satisfies answers 416 with `Content-Range: bytes *\/<size>`.
 * - A malformed or invalid header (`bytes=9-1`) or another unit is ignored (200, whole file), as the RFC says.
 * - `If-Range`: the service sends no validator (no ETag or Last-Modified on files), so no `If-Range` can match,
 *   and the whole file goes out.
 * - HEAD answers the same status and headers without reading any byte.
 */
import parseRange from 'range-parser';
import type { ByteRange, GetOptions, ObjectRead, RangeChoice, Storage } from '../storage/storage.ts';

/** What of a request decides the range answer. */
export interface RangedRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface RangeAnswer {
  status: 200 | 206 | 416;
  /** The range a 206 carries. */
  range?: ByteRange;
  /** What to read from storage. */
  read: RangeChoice;
}

/** The answer to `request` for a file of `size` bytes. */
export function rangeAnswer(size: number, request: RangedRequest): RangeAnswer {
  const head = request.method === 'HEAD';
  const whole: RangeAnswer = { status: 200, read: head ? 'none' : 'all' };
  const header = request.headers.range;
  if (typeof header !== 'string' || request.headers['if-range'] !== undefined || !wellFormed(header)) {
    return whole;
  }
  const parsed = parseRange(size, clampSuffixes(header, size), { combine: true });
  if (parsed === -2) return whole;
  if (parsed === -1) return { status: 416, read: 'none' };
  if (parsed.type !== 'bytes' || parsed.length !== 1) return whole;
  const range = { start: parsed[0]!.start, end: parsed[0]!.end };
  return { status: 206, range, read: head ? 'none' : range };
}

/**
 * `bytes=` and specs of RFC 9110's grammar, none with its last position before its first (such a header is
 * invalid, so ignored, where range-parser would call it unsatisfiable). Other units pass to range-parser,
 * which reports them for the caller to ignore.
 */
function wellFormed(header: string): boolean {
  const eq = header.indexOf('=');
  if (eq < 0) return false;
  if (header.slice(0, eq).trim().toLowerCase() !== 'bytes') return true;
  return header
    .slice(eq + 1)
    .split(',')
    .every((spec) => {
      const match = /^\s*(?:(\d+)-(\d*)|-(\d+))\s*$/.exec(spec);
      if (match === null) return false;
      return match[2] === undefined || match[2] === '' || Number(match[2]) >= Number(match[1]);
    });
}

/**
 * RFC 9110 14.1.3: a suffix longer than the file selects the whole file. range-parser counts it unsatisfiable,
 * so such a suffix (`-N`, N > size) is rewritten as `0-` first.
 */
function clampSuffixes(header: string, size: number): string {
  const eq = header.indexOf('=');
  if (eq < 0 || size === 0) return header;
  const specs = header
    .slice(eq + 1)
    .split(',')
    .map((spec) => {
      const suffix = /^\s*-(\d+)\s*$/.exec(spec);
      return suffix !== null && Number(suffix[1]) > size ? '0-' : spec;
    });
  return `${header.slice(0, eq + 1)}${specs.join(',')}`;
}

/** Reads `key` for `request`: only the bytes its answer carries. Undefined when there is no such object. */
export function readForRequest(
  storage: Storage,
  key: string,
  request: RangedRequest,
): Promise<ObjectRead | undefined> {
  const options: GetOptions = { choose: (size) => rangeAnswer(size, request).read };
  return storage.get(key, options);
}

/**
 * The value formats of the SCORM data models [SCORM 1.2 RTE 3.4.2, SCORM 2004 4th ed. RTE 4.1.5]: each check
 * answers null when the value is well formed, else why not. Times are handled in whole centiseconds, the
 * precision both versions' time formats carry.
 */

export type Check = (value: string) => string | null;

const LANG = '\\{lang=[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*\\}';

/** A value matching `pattern`, described as `what` in the refusal. */
export function matching(pattern: RegExp, what: string): Check {
  return (value) => (pattern.test(value) ? null : `must be ${what}`);
}

export function vocabulary(words: readonly string[]): Check {
  return (value) =>
    words.includes(value) ? null : `must be one of: ${words.map((w) => `"${w}"`).join(', ')}`;
}

/** A character string of at most `max` characters (counted as code points, as SCORM counts characters). */
export function text(max: number): Check {
  return (value) => (codePoints(value) <= max ? null : `must be at most ${max} characters`);
}

/** A 2004 localized string: an optional `{lang=xx}` delimiter, then at most `max` characters. */
export function langString(max: number): Check {
  const prefix = new RegExp(`^${LANG}`);
  return (value) => {
    const rest = value.replace(prefix, '');
    if (rest.startsWith('{lang=')) return 'has a malformed {lang=…} delimiter';
    return codePoints(rest) <= max ? null : `must be at most ${max} characters`;
  };
}

function codePoints(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** SCORM 1.2 CMIDecimal: a signed decimal number, in [min, max] when given; `blank` allows "". */
export function decimal12(range?: [number, number], blank = false): Check {
  return (value) => {
    if (blank && value === '') return null;
    if (!/^-?(?:\d{1,10}(?:\.\d{0,18})?|\.\d{1,18})$/.test(value)) return 'must be a decimal number';
    return inRange(Number(value), range);
  };
}

/** SCORM 2004 real(10,7): a signed decimal number, in [min, max] when given (either end may be open). */
export function real2004(range?: [number | undefined, number | undefined]): Check {
  return (value) => {
    if (!/^-?\d{1,10}(?:\.\d{1,18})?$/.test(value)) return 'must be a real number';
    return inRange(Number(value), range);
  };
}

function inRange(n: number, range?: [number | undefined, number | undefined]): string | null {
  if (range === undefined) return null;
  const [min, max] = range;
  if ((min !== undefined && n < min) || (max !== undefined && n > max)) {
    return `must be between ${min ?? '-∞'} and ${max ?? '∞'}`;
  }
  return null;
}

/** SCORM 1.2 CMISInteger in a range. */
export function integer12(min: number, max: number): Check {
  return (value) => {
    if (!/^-?\d{1,5}$/.test(value)) return 'must be an integer';
    return inRange(Number(value), [min, max]);
  };
}

/** SCORM 1.2 CMIIdentifier: no white space, printable ASCII, 1–255 characters. */
export const identifier12: Check = matching(
  /^[\x21-\x7e]{1,255}$/,
  'an identifier (1–255 printable characters)',
);

/** SCORM 2004 long_identifier_type: a non-empty string (a URI in practice) of at most 4000 characters. */
export const identifier2004: Check = (value) =>
  value.trim() === '' ? 'must not be empty' : text(4000)(value);

/** SCORM 1.2 CMITime: a time of day, `HH:MM:SS` with up to two decimals. */
export const time12: Check = matching(
  /^(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,2})?$/,
  'a time HH:MM:SS.SS',
);

/** SCORM 2004 time(second,10,0): ISO 8601 `YYYY[-MM[-DD[Thh[:mm[:ss[.s[TZD]]]]]]]`. */
export const timestamp2004: Check = matching(
  /^(?:19[7-9]\d|[2-9]\d{3})(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01])(?:T(?:[01]\d|2[0-3])(?::[0-5]\d(?::[0-5]\d(?:\.\d{1,2})?)?)?(?:Z|[+-](?:[01]\d|2[0-3])(?::?[0-5]\d)?)?)?)?)?$/,
  'an ISO 8601 time YYYY-MM-DDThh:mm:ss.s',
);

const TIMESPAN_12 = /^(\d{2,4}):([0-5]\d):([0-5]\d)(?:\.(\d{1,2}))?$/;
const INTERVAL_2004 =
  /^P(?!$)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)(?:\.(\d{1,2}))?S)?)?$/;

export const timespan12: Check = matching(TIMESPAN_12, 'a time span HHHH:MM:SS.SS');
export const interval2004: Check = matching(INTERVAL_2004, 'an ISO 8601 duration such as PT1H5M30.5S');

const centis = (fraction: string | undefined) =>
  fraction === undefined ? 0 : Number(fraction.padEnd(2, '0'));

/** A SCORM 1.2 CMITimespan in centiseconds (assumes `timespan12` accepted it). */
export function parseTimespan12(value: string): number {
  const [, h, m, s, f] = TIMESPAN_12.exec(value)!;
  return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 100 + centis(f);
}

/**
 * A SCORM 2004 timeinterval in centiseconds (assumes `interval2004` accepted it). A year counts 365 days
 * and a month 30, as durations carry no calendar to count them from.
 */
export function parseInterval2004(value: string): number {
  const [, y, mo, d, h, mi, s, f] = INTERVAL_2004.exec(value)!;
  const days = Number(y ?? 0) * 365 + Number(mo ?? 0) * 30 + Number(d ?? 0);
  const seconds = ((days * 24 + Number(h ?? 0)) * 60 + Number(mi ?? 0)) * 60 + Number(s ?? 0);
  return seconds * 100 + centis(f);
}

/** Centiseconds as SCORM 1.2 writes a total time: `HHHH:MM:SS.SS` (capped at 9999 hours, the format's limit). */
export function formatTimespan12(cs: number): string {
  const capped = Math.min(cs, 9999 * 3600 * 100 + 59 * 6000 + 5999);
  const hours = Math.floor(capped / 360000);
  const minutes = Math.floor((capped % 360000) / 6000);
  const seconds = Math.floor((capped % 6000) / 100);
  const fraction = capped % 100;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(hours).padStart(4, '0')}:${two(minutes)}:${two(seconds)}.${two(fraction)}`;
}

/** Centiseconds as an ISO 8601 duration in hours, minutes and seconds: `PT1H2M3.45S`, `PT0S`. */
export function formatInterval2004(cs: number): string {
  const hours = Math.floor(cs / 360000);
  const minutes = Math.floor((cs % 360000) / 6000);
  const centiseconds = cs % 6000;
  const seconds =
    centiseconds % 100 === 0
      ? String(centiseconds / 100)
      : `${Math.floor(centiseconds / 100)}.${String(centiseconds % 100).padStart(2, '0')}`.replace(/0$/, '');
  let out = 'PT';
  if (hours > 0) out += `${hours}H`;
  if (minutes > 0) out += `${minutes}M`;
  if (centiseconds > 0 || out === 'PT') out += `${seconds}S`;
  return out;
}

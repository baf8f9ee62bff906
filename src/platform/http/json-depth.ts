/**
 * How deeply JSON may nest, checked on the text before it is parsed. Nothing in the API needs more than a few
 * levels; a body nested thousands deep is only ever an attack on whatever walks it recursively afterwards
 * (`JSON.stringify` overflows the stack near 10 000 levels, Ajv and the graders recurse too). The scan is
 * one pass over the text, so a refused body costs no more than reading it.
 */
import { ValidationError } from './errors.ts';

/** Arrays and objects both count: `[[1]]` is depth 2; 64 is accepted, 65 refused. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * True when `text` opens more than `max` arrays or objects at once, counting only brackets outside strings.
 * Linear in the text and allocation-free; `text` need not be valid JSON (the parse that follows judges that).
 */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Inside a string brackets are text: jump to its closing quote, stepping over escapes.
      for (i++; i < length; i++) {
        const s = text.charCodeAt(i);
        if (s === BACKSLASH) i++;
        else if (s === QUOTE) break;
      }
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/** The same limit for a value already parsed (a multipart part declared as JSON); iterative, never recursive. */
export function valueTooDeep(value: unknown, max = MAX_JSON_DEPTH): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth++) {
    const next: unknown[] = [];
    for (const item of level) {
      if (typeof item !== 'object' || item === null) continue;
      if (depth + 1 > max) return true;
      // A loop, not a spread: a spread of a million-element array overflows the stack by itself.
      for (const child of Array.isArray(item) ? item : Object.values(item)) next.push(child);
    }
    level = next;
  }
  return false;
}

/** The 422 of a body (or a field, `loc`) nested past the limit [CONTRACT 2]; its code is `too_deep`. */
export function tooDeepError(loc: (string | number)[] = ['body']): ValidationError {
  return new ValidationError(
    [{ loc, msg: `JSON may nest at most ${MAX_JSON_DEPTH} arrays or objects deep`, type: 'too_deep' }],
    'too_deep',
  );
}

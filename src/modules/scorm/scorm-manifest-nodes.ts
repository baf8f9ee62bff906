/** Reading fast-xml-parser's output: plain objects, arrays for repeated names, `#text` beside attributes. */

export type ScormVersion = '1.2' | '2004';

/** Titles become activity names (at most 500 characters). */
export const TITLE_MAX = 500;

export function child(node: unknown, name: string): unknown {
  if (typeof node !== 'object' || node === null || !Object.hasOwn(node, name)) return undefined;
  const value = (node as Record<string, unknown>)[name];
  return Array.isArray(value) ? value[0] : value;
}

export function children(node: unknown, name: string): unknown[] {
  if (typeof node !== 'object' || node === null || !Object.hasOwn(node, name)) return [];
  const value = (node as Record<string, unknown>)[name];
  return Array.isArray(value) ? value : [value];
}

/** An attribute by local name, whatever its case (`scormtype` in 1.2, `scormType` in 2004). */
export function attr(node: unknown, name: string): string | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const key = Object.keys(node).find((k) => k.toLowerCase() === `@_${name.toLowerCase()}`);
  const value = key === undefined ? undefined : (node as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** An element's text, trimmed and cut to TITLE_MAX; undefined when empty. */
export function textOf(node: unknown): string | undefined {
  const value = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)['#text'] : node;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : [...text].slice(0, TITLE_MAX).join('');
}

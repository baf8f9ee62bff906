/** Reading a rich-text node defensively: the document is the author's JSON, any field may be missing or odd. */
export interface RichNode {
  type: string;
  attrs: Record<string, unknown>;
  content: unknown[];
  text: string;
  marks: { type: string; attrs: Record<string, unknown> }[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The node with every field in its expected type (an unknown shape becomes an empty node of type ''). */
export function readNode(value: unknown): RichNode {
  if (!isObject(value)) return { type: '', attrs: {}, content: [], text: '', marks: [] };
  return {
    type: typeof value.type === 'string' ? value.type : '',
    attrs: isObject(value.attrs) ? value.attrs : {},
    content: Array.isArray(value.content) ? value.content : [],
    text: typeof value.text === 'string' ? value.text : '',
    marks: Array.isArray(value.marks)
      ? value.marks.filter(isObject).map((m) => ({
          type: typeof m.type === 'string' ? m.type : '',
          attrs: isObject(m.attrs) ? m.attrs : {},
        }))
      : [],
  };
}

/** The first of `keys` that holds a non-empty string (editors name the same attribute differently). */
export function str(attrs: Record<string, unknown>, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = attrs[key];
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number') return String(value);
  }
  return undefined;
}

export function num(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

export function obj(value: unknown): Record<string, unknown> {
  return isObject(value) ? value : {};
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** All the text under a node, for code blocks and labels. */
export function plainText(node: RichNode): string {
  if (node.type === 'text') return node.text;
  if (node.type === 'hardBreak') return '\n';
  return node.content.map((child) => plainText(readNode(child))).join('');
}

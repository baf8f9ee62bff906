/**
 * Caller-owned JSON byte for byte [CONTRACT 10]: the member cutter finds exactly the text JSON.parse reads,
 * and the serialiser writes stored texts unchanged whatever the caller's other strings hold.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { RawJson, rawMember, serializeWithRaw } from './raw-json.ts';

/** Strings that once collided with the serialiser's marks, and the characters JSON escapes. */
const AWKWARD = [
  '\u0000raw0\u0000',
  '\u0000raw1\u0000',
  '\u0000raw99\u0000',
  '"\\u0000raw0\\u0000"',
  '\\u0000raw0\\u0000',
  '\u0000',
  '\ud800',
  '\udfff x \ud83d',
  '"',
  '\\',
  '\\"',
  '",:{}[]',
  '\u2028\u2029',
];

const awkwardString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...AWKWARD) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...AWKWARD), { maxLength: 3 }).map((a) => a.join('')) },
);

/** Keys as callers write them; `__proto__` stays out of the objects built here (it is refused at the door). */
const awkwardKey = awkwardString.filter((key) => key !== '__proto__');

const SPACE = fc.constantFrom('', ' ', '\n', '\t', '\r\n', '  \t ');

/** A valid JSON text, spaced out at random between tokens (as a caller may write it). */
const jsonText = fc
  .tuple(fc.jsonValue({ maxDepth: 3 }), fc.array(SPACE, { minLength: 1, maxLength: 8 }))
  .map(([value, spaces]) => spaced(value, spaces));

/** Writes `value` with whitespace from `spaces` (cycled) around every token, and some characters escaped. */
function spaced(value: unknown, spaces: string[]): string {
  let n = 0;
  const ws = () => spaces[n++ % spaces.length]!;
  const str = (s: string) =>
    // Escape every other non-ASCII or slash character as \uXXXX or \/, as some encoders do.
    JSON.stringify(s).replace(/[^\x20-\x7e]|\//g, (c) =>
      n++ % 2 === 0 ? c : c === '/' ? '\\/' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
  const write = (v: unknown): string => {
    if (Array.isArray(v)) return `[${ws()}${v.map((x) => `${write(x)}${ws()}`).join(`,${ws()}`)}]`;
    if (typeof v === 'object' && v !== null) {
      const members = Object.entries(v).map(([k, x]) => `${str(k)}${ws()}:${ws()}${write(x)}${ws()}`);
      return `{${ws()}${members.join(`,${ws()}`)}}`;
    }
    return typeof v === 'string' ? str(v) : JSON.stringify(v);
  };
  return `${ws()}${write(value)}${ws()}`;
}

type Tree = unknown;

/** Values as the presenters build them: objects and arrays of caller strings, numbers, and stored texts. */
const { tree } = fc.letrec<{ tree: Tree; leaf: Tree }>((tie) => ({
  leaf: fc.oneof(
    awkwardString,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    jsonText.map((text) => new RawJson(text)),
  ),
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    tie('leaf'),
    fc.array(tie('tree'), { maxLength: 4 }),
    fc.dictionary(awkwardKey, tie('tree'), { maxKeys: 4 }).map((d) => ({ ...d })),
  ),
}));

/** What a reader of the answer must see: every stored text read as JSON. */
function expected(value: Tree): unknown {
  if (value instanceof RawJson) return JSON.parse(value.text);
  if (Array.isArray(value)) return value.map(expected);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expected(v)]));
  }
  // JSON has no NaN, infinities or negative zero: JSON.stringify writes null, null and 0.
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return Object.is(value, -0) ? 0 : value;
}

/**
 * An independent oracle for the exact bytes: JSON.stringify with each raw text replaced by a mark checked to
 * occur nowhere else in the output, then the marks swapped for the texts.
 */
function oracle(value: Tree): string {
  const raws: string[] = [];
  let mark = `@@raw-${Math.random().toString(36).slice(2)}`;
  while (JSON.stringify(value, (_k, v: unknown) => (v instanceof RawJson ? null : v)).includes(mark))
    mark += '@';
  const json = JSON.stringify(value, (_k, v: unknown) => {
    if (!(v instanceof RawJson)) return v;
    raws.push(v.text);
    return `${mark}-${raws.length - 1}`;
  });
  return json.replace(new RegExp(`"${mark}-(\\d+)"`, 'g'), (_m, i: string) => raws[Number(i)]!);
}

describe('serializeWithRaw', () => {
  it('writes every stored text unchanged and every caller string intact, whatever the strings hold', () => {
    fc.assert(
      fc.property(tree, (value) => {
        const text = serializeWithRaw(value);
        assert.equal(text, oracle(value));
        assert.deepStrictEqual(JSON.parse(text), expected(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives a caller string holding the old mark back as itself, next to stored texts', () => {
    const value = {
      title: '\u0000raw0\u0000',
      description: '\u0000raw7\u0000',
      contents: new RawJson('{"a" : 1.0}'),
      tasks: [{ hint: '"\\u0000raw0\\u0000"', contents: new RawJson('[ "\\u0000raw0\\u0000" ]') }],
    };
    const text = serializeWithRaw(value);
    assert.equal(
      text,
      '{"title":"\\u0000raw0\\u0000","description":"\\u0000raw7\\u0000","contents":{"a" : 1.0},' +
        '"tasks":[{"hint":"\\"\\\\u0000raw0\\\\u0000\\"","contents":[ "\\u0000raw0\\u0000" ]}]}',
    );
    assert.equal(JSON.parse(text).title, '\u0000raw0\u0000');
  });

  it('follows JSON.stringify for dates, undefined members, holes, boxed values and non-finite numbers', () => {
    // Index 1 is a hole, never assigned.
    const holey = new Array<unknown>(3);
    holey[0] = undefined;
    holey[2] = 'end';
    const value = {
      at: new Date('2026-01-02T03:04:05.000Z'),
      gone: undefined,
      fn: () => 1,
      list: [...[undefined, () => 1, NaN, -Infinity, -0], holey],
      boxed: [new String('s'), new Number(2), new Boolean(false)],
      raw: new RawJson('true'),
    };
    const text = serializeWithRaw(value);
    assert.equal(text, JSON.stringify({ ...value, raw: true }));
    assert.equal(serializeWithRaw(undefined), 'null');
    assert.equal(serializeWithRaw(new RawJson(' 1 ')), ' 1 ');
  });
});

describe('rawMember', () => {
  /** Objects as callers write them: repeated keys, escapes, any spacing. */
  const entries = fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom('a', 'b', 'k"', 'k\\', '\\"', '\u00e9', 'x/y'), awkwardString),
      fc.jsonValue({ maxDepth: 3 }),
    ),
    { maxLength: 6 },
  );

  it('cuts exactly the text JSON.parse reads for every key, the last of repeated keys included', () => {
    fc.assert(
      fc.property(entries, fc.array(SPACE, { minLength: 1, maxLength: 8 }), (pairs, spaces) => {
        // Written member by member, so keys may repeat (an object literal could not hold that).
        let n = 0;
        const ws = () => spaces[n++ % spaces.length]!;
        const members = pairs.map(([k, v]) => `${ws()}${spaced(k, spaces)}${ws()}:${spaced(v, spaces)}`);
        const text = `${ws()}{${members.join(',')}${ws()}}${ws()}`;
        const parsed = JSON.parse(text) as Record<string, unknown>;
        for (const [key] of pairs) {
          const cut = rawMember(text, key);
          assert.notEqual(cut, undefined, `${key} in ${text}`);
          assert.deepStrictEqual(JSON.parse(cut!), parsed[key], `${key} in ${text}`);
          // Nothing around the value: the cut starts and ends on the value itself.
          assert.equal(cut, cut!.trim());
        }
        assert.equal(rawMember(text, 'never-a-key\u0001'), undefined);
      }),
      { numRuns: 2000 },
    );
  });

  it('finds nothing in a value that is not an object', () => {
    for (const text of ['[1]', '"a"', '1', 'null', ' [ {"a":1} ] '])
      assert.equal(rawMember(text, 'a'), undefined);
  });
});

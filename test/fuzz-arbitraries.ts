/**
 * fast-check arbitraries for the API fuzz test: values from a (small) JSON Schema, the awkward values every
 * endpoint must survive, and a JSON writer that can say what `JSON.stringify` cannot (`-0`, `1e400`, a
 * `__proto__` key, invalid text).
 *
 * fast-check has no JSON Schema arbitrary; this one knows the keywords the service's OpenAPI document uses
 * (type, properties, required, additionalProperties, items, min/maxItems, min/maxLength, pattern, format,
 * minimum/maximum, enum, const, anyOf/oneOf, minProperties) and nothing else, on purpose.
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minProperties?: number;
}

/** Known values by field name (seed ids and uuids); a generated field of that name draws from them often. */
export type ValuePools = Record<string, readonly (string | number)[]>;

/** JSON text written verbatim: number spellings JSON.parse accepts but JSON.stringify never writes. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** An object with the given own keys, `__proto__` included as a plain key (as JSON.parse makes it). */
export function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

/** JSON text of a generated value: `-0` stays `-0`, `RawJson` is written as is, own `__proto__` keys are kept. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'number') {
    if (Object.is(value, -0)) return '-0';
    return Number.isFinite(value) ? JSON.stringify(value) : 'null';
  }
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`)
      .join(',')}}`;
  }
  // Strings: the well-formed JSON.stringify escapes lone surrogates (`"\ud800"`), which is what a client sends.
  return JSON.stringify(value) ?? 'null';
}

// ---------------------------------------------------------------------------------------------------------
// Awkward values

const HUGE = 'a'.repeat(200_000);

export const SPECIAL_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'nul\u0000inside',
  '\ud800',
  'lone \udfff low',
  '\ud83d\ude00 emoji',
  '\u202eright-to-left',
  'Zürich ÅÄÖ ß ﬁ',
  '𝒳𝒴',
  'line\nbreak\r\n\ttab',
  '%00%zz%',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  'null',
  'true',
  '-1',
  '1e308',
  '__proto__',
  'x'.repeat(5000),
  HUGE,
];

export const SPECIAL_NUMBERS: readonly unknown[] = [
  0,
  -0,
  -1,
  1.5,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  2 ** 53,
  2 ** 63,
  2 ** 64,
  Number.MAX_SAFE_INTEGER,
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('-0.0'),
  new RawJson('18446744073709551616'),
  new RawJson('1.000000000000000000001'),
];

/** `depth` levels of arrays or objects around a leaf. */
export function nested(depth: number, kind: 'array' | 'object' | 'mixed'): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) {
    const asArray = kind === 'array' || (kind === 'mixed' && i % 2 === 0);
    value = asArray ? [value] : { a: value };
  }
  return value;
}

export const deepValue: fc.Arbitrary<unknown> = fc
  .tuple(
    fc.integer({ min: 1, max: 120 }),
    fc.constantFrom<'array' | 'object' | 'mixed'>('array', 'object', 'mixed'),
  )
  .map(([depth, kind]) => nested(depth, kind));

export const protoValue: fc.Arbitrary<unknown> = fc.constantFrom(
  objectOf([['__proto__', { admin: true, role: 'admin' }]]),
  objectOf([['constructor', { prototype: { polluted: true } }]]),
  objectOf([
    ['__proto__', null],
    ['toString', 'x'],
    ['hasOwnProperty', 1],
  ]),
);

/** Every kind of awkward value, for a field or a whole body. */
export const specialValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null, {}, [], [null], [[]], { '': '' }) },
  { weight: 2, arbitrary: deepValue },
  { weight: 1, arbitrary: protoValue },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

/** Any JSON value, ordinary or awkward. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: specialValue },
);

// ---------------------------------------------------------------------------------------------------------
// Values from a schema

const SAFE = Number.MAX_SAFE_INTEGER;

function integerIn(min: number, max: number): fc.Arbitrary<number> {
  const lo = Math.max(Math.ceil(min), -SAFE);
  const hi = Math.min(Math.floor(max), SAFE);
  if (lo > hi) return fc.constant(lo);
  const small = fc.integer({
    min: Math.max(lo, -1000),
    max: Math.max(Math.min(hi, 1000), Math.max(lo, -1000)),
  });
  return fc.oneof(
    { weight: 4, arbitrary: small },
    { weight: 1, arbitrary: fc.constantFrom(lo, hi) },
    {
      weight: 1,
      arbitrary: hi - lo < SAFE ? fc.maxSafeNat().map((n) => lo + (n % (hi - lo + 1))) : fc.maxSafeInteger(),
    },
  );
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, Math.max(min, 60));
  const fit = (s: string) => (s.length > (schema.maxLength ?? Infinity) ? s.slice(0, schema.maxLength) : s);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().map(fit);
    case 'uri':
      return fc.webUrl().map(fit);
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  }
  if (schema.pattern !== undefined) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .map((s) => fit(s.length < min ? s.padEnd(min, 'x') : s));
  }
  // Short awkward strings fit most fields, so NUL and lone surrogates reach the database in valid bodies.
  const awkward = SPECIAL_STRINGS.filter(
    (v) => v.length >= min && v.length <= (schema.maxLength ?? Infinity),
  );
  return fc.oneof(
    { weight: 8, arbitrary: fc.string({ minLength: min, maxLength: max }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: max }) },
    ...(awkward.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom(...awkward) }] : []),
  );
}

/** Values of `schema`, mostly valid; a field named in `pools` often takes one of its known values. */
export function fromSchema(schema: JsonSchema, pools: ValuePools, name?: string): fc.Arbitrary<unknown> {
  // A list field (`user_ids`, `events`) draws its items from the pool of its name.
  if (schema.type === 'array' && name !== undefined) {
    return fromSchemaOnly({ ...schema, items: schema.items ?? {} }, pools, name);
  }
  const plain = fromSchemaOnly(schema, pools);
  const pool = name === undefined ? undefined : pools[name];
  if (pool === undefined) return plain;
  // Ids travel as text in some bodies (`chapter_id` of the external video): a known value takes the field's type.
  // A known value the field would refuse (an email where a username goes) is left to the schema's own values.
  const typed = (schema.type === 'string' ? pool.map(String) : pool).filter((v) => fits(schema, v));
  if (typed.length === 0) return plain;
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...typed) }, { weight: 1, arbitrary: plain });
}

/** Whether a known value meets the simple constraints of `schema` (type, bounds, pattern, enum). */
function fits(schema: JsonSchema, value: string | number): boolean {
  if (schema.enum !== undefined) return schema.enum.includes(value);
  if (typeof value === 'string') {
    return (
      (schema.type === undefined || schema.type === 'string') &&
      value.length >= (schema.minLength ?? 0) &&
      value.length <= (schema.maxLength ?? Infinity) &&
      (schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(value))
    );
  }
  return (
    (schema.type === undefined || schema.type === 'integer' || schema.type === 'number') &&
    value >= (schema.minimum ?? -Infinity) &&
    value <= (schema.maximum ?? Infinity)
  );
}

function fromSchemaOnly(schema: JsonSchema, pools: ValuePools, itemName?: string): fc.Arbitrary<unknown> {
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const union = schema.anyOf ?? schema.oneOf;
  if (union !== undefined && union.length > 0) return fc.oneof(...union.map((s) => fromSchema(s, pools)));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => fromSchema({ ...schema, type }, pools)));
  }
  switch (schema.type) {
    case 'object':
      return objectFor(schema, pools);
    case 'array': {
      const min = schema.minItems ?? 0;
      return fc.array(fromSchema(schema.items ?? {}, pools, itemName), {
        minLength: min,
        maxLength: Math.min(schema.maxItems ?? 4, Math.max(min, 4)),
      });
    }
    case 'string':
      return stringFor(schema);
    case 'integer':
      return integerIn(schema.minimum ?? -SAFE, schema.maximum ?? SAFE);
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e9,
        max: schema.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectFor(schema: JsonSchema, pools: ValuePools): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const required = new Set(schema.required ?? []);
  const free = schema.additionalProperties !== false && schema.additionalProperties !== undefined;
  const extraSchema = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
  const extras = free
    ? fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fromSchema(extraSchema, pools), {
        minKeys: names.length === 0 ? (schema.minProperties ?? 0) : 0,
        maxKeys: 4,
      })
    : fc.constant({});
  const known = fc.tuple(
    ...names.map((key) =>
      fc.tuple(
        fc.constant(key),
        required.has(key) ? fc.constant(true) : fc.boolean(),
        fromSchema(properties[key]!, pools, key),
      ),
    ),
  );
  return fc
    .tuple(known, extras)
    .map(([fields, extra]) =>
      objectOf([
        ...Object.entries(extra as Record<string, unknown>).filter(([key]) => !(key in properties)),
        ...fields.filter(([, present]) => present).map(([key, , value]): [string, unknown] => [key, value]),
      ]),
    );
}

/**
 * A body that is valid, or nearly so: one field replaced by an awkward value, a required one dropped, or an
 * unknown (or `__proto__`) key added. Near-valid bodies reach the services, where the interesting bugs are.
 */
export function nearlyValid(schema: JsonSchema, pools: ValuePools): fc.Arbitrary<unknown> {
  const valid = fromSchema(schema, pools);
  return fc
    .tuple(valid, fc.nat(), anyJson, fc.constantFrom('replace', 'drop', 'extra', 'proto'))
    .map(([value, index, junk, how]) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return junk;
      const entries = Object.entries(value);
      const keys = Object.keys(schema.properties ?? {});
      const key = keys.length > 0 ? keys[index % keys.length]! : `k${index % 5}`;
      const without = entries.filter(([k]) => k !== key);
      switch (how) {
        case 'replace':
          return objectOf([...without, [key, junk]]);
        case 'drop':
          return objectOf(without);
        case 'extra':
          return objectOf([...entries, [`unknown_${index % 7}`, junk]]);
        default:
          return objectOf([['__proto__', junk], ...entries]);
      }
    });
}

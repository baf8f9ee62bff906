/**
 * Requests for the API fuzz test, one route at a time: the routes read from the OpenAPI document, a request
 * arbitrary per route (path values, query, credential, content type, body), what every answer must look like
 * [CONTRACT 2], and the exact request printed when it does not.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import {
  anyJson,
  deepValue,
  fromSchema,
  nearlyValid,
  protoValue,
  specialValue,
  toJsonText,
  type JsonSchema,
  type ValuePools,
} from './fuzz-arbitraries.ts';
import type { Seed } from './fuzz-seed.ts';
import { multipartBody, SAMPLE_FILES, type FilePart } from './multipart.ts';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<Lowercase<HttpMethod>, Operation>>>;
  components?: { schemas?: Record<string, unknown> };
}

/** `value` with each `$ref` to a named component replaced by the component itself (none is recursive). */
function inlineRefs(value: unknown, document: OpenApiDocument, depth = 0): unknown {
  if (depth > 50) throw new Error('a $ref cycle in the OpenAPI document');
  if (Array.isArray(value)) return value.map((item) => inlineRefs(item, document, depth));
  if (typeof value !== 'object' || value === null) return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    const target = document.components?.schemas?.[ref.slice('#/components/schemas/'.length)];
    if (target === undefined) throw new Error(`${ref} does not resolve`);
    return inlineRefs(target, document, depth + 1);
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, inlineRefs(child, document, depth)]),
  );
}

/** A multipart route: the text fields and file fields its handler reads. */
export interface UploadShape {
  fields: string[];
  files: string[];
  /** The sample files (SAMPLE_FILES keys) the route accepts, for well-formed requests. */
  accepts?: (keyof typeof SAMPLE_FILES)[];
}

export interface Route {
  method: HttpMethod;
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  pathParams: string[];
  query: Parameter[];
  jsonBody?: JsonSchema;
  formBody?: JsonSchema;
  upload?: UploadShape;
}

/**
 * The multipart routes' parts, from the route definitions, with the sample files each accepts (the OpenAPI
 * document describes the parts, not which sample files fit them).
 */
const UPLOADS: Record<string, UploadShape> = {
  'POST /api/v1/courses/': {
    fields: ['name', 'description', 'about', 'public', 'thumbnail_type', 'learnings', 'tags'],
    files: ['thumbnail'],
    accepts: ['png', 'jpeg', 'mp4'],
  },
  'PUT /api/v1/courses/{course_uuid}/thumbnail': {
    fields: ['thumbnail_type'],
    files: ['thumbnail'],
    accepts: ['png', 'webp'],
  },
  'POST /api/v1/activities/video': {
    fields: ['name', 'chapter_id', 'details'],
    files: ['video_file'],
    accepts: ['mp4', 'webm'],
  },
  'POST /api/v1/activities/documentpdf': {
    fields: ['name', 'chapter_id'],
    files: ['pdf_file'],
    accepts: ['pdf'],
  },
  'POST /api/v1/scorm/analyze/{course_uuid}': { fields: [], files: ['scorm_file'], accepts: ['zip'] },
  'POST /api/v1/blocks/image': { fields: ['activity_uuid'], files: ['file_object'], accepts: ['png', 'gif'] },
  'POST /api/v1/blocks/video': { fields: ['activity_uuid'], files: ['file_object'], accepts: ['mp4', 'ogv'] },
  'POST /api/v1/blocks/pdf': { fields: ['activity_uuid'], files: ['file_object'], accepts: ['pdf'] },
  'POST /api/v1/blocks/audio': { fields: ['activity_uuid'], files: ['file_object'], accepts: ['mp3', 'wav'] },
  'POST /api/v1/assignments/{assignment_uuid}/tasks/{assignment_task_uuid}/ref_file': {
    fields: [],
    files: ['reference_file'],
    accepts: ['pdf', 'docx'],
  },
  'POST /api/v1/assignments/{assignment_uuid}/tasks/{assignment_task_uuid}/file_submission': {
    fields: [],
    files: ['submission_file'],
    accepts: ['pdf', 'docx', 'zip'],
  },
};

/** Upload routes listed above that the document no longer has: the list must follow renamed routes. */
export function unknownUploads(routes: Route[]): string[] {
  const present = new Set(routes.map((route) => `${route.method} ${route.path}`));
  return Object.keys(UPLOADS).filter((key) => !present.has(key));
}

/** A multipart body's text fields and file fields (`format: binary`) as the document describes them. */
function partsOf(schema: JsonSchema | undefined): UploadShape | undefined {
  if (schema?.properties === undefined) return undefined;
  const parts = Object.entries(schema.properties);
  return {
    fields: parts.filter(([, part]) => part.format !== 'binary').map(([name]) => name),
    files: parts.filter(([, part]) => part.format === 'binary').map(([name]) => name),
  };
}

/** Every route of the document except the docs UI. */
export function routesOf(named: OpenApiDocument): Route[] {
  const routes: Route[] = [];
  const document = { paths: inlineRefs(named.paths, named) as OpenApiDocument['paths'] };
  for (const [path, operations] of Object.entries(document.paths)) {
    if (path === '/docs' || path.startsWith('/docs/')) continue;
    for (const [lower, operation] of Object.entries(operations)) {
      if (operation === undefined) continue;
      const method = lower.toUpperCase() as HttpMethod;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const key = `${method} ${path}`;
      const upload = UPLOADS[key] ?? partsOf(content['multipart/form-data']?.schema);
      routes.push({
        method,
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        query: parameters.filter((p) => p.in === 'query'),
        jsonBody: content['application/json']?.schema,
        formBody: content['application/x-www-form-urlencoded']?.schema,
        upload,
      });
    }
  }
  return routes;
}

// ---------------------------------------------------------------------------------------------------------
// The request

export type CredentialName =
  'anonymous' | 'admin' | 'admin-cookie' | 'instructor' | 'learner' | 'token' | 'refresh-cookie' | 'bad';

export interface FuzzRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  /** The body as sent; a Buffer for multipart. */
  payload?: string | Buffer;
  credential: CredentialName;
}

/**
 * The request as a reader can replay it: the body as a JSON string (a multipart body decoded as latin1, so
 * `Buffer.from(JSON.parse(text), 'latin1')` gives its bytes back); a long body is cut, with its length.
 */
export function describeRequest(request: FuzzRequest): string {
  const lines = [`${request.method} ${request.url}`, `credential: ${request.credential}`];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`${name}: ${value}`);
  if (request.payload !== undefined) {
    const text = typeof request.payload === 'string' ? request.payload : request.payload.toString('latin1');
    const limit = 4000;
    lines.push(
      '',
      text.length <= limit
        ? JSON.stringify(text)
        : `${JSON.stringify(text.slice(0, limit))}… (${text.length} characters in all; ` +
            `the rest is ${JSON.stringify(text.slice(-200))} at the end)`,
    );
  }
  return lines.join('\n');
}

function withDescription(request: FuzzRequest): FuzzRequest {
  // fast-check prints a counterexample with this method: the request as sent, not a megabyte of string.
  return Object.assign(request, { [fc.toStringMethod]: () => `\n${describeRequest(request)}\n` });
}

/** Values for path segments that are not ids of anything: too long, not text, not numbers, broken escapes. */
const MALFORMED_SEGMENTS: readonly string[] = [
  'x'.repeat(1001),
  '9'.repeat(400),
  encodeURIComponent('ü'.repeat(300)),
  encodeURIComponent('𝒳'),
  encodeURIComponent('Zürich'),
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%FF%FE',
  '-1',
  '-0',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '18446744073709551616',
  '9007199254740992',
  '9007199254740991',
  '%201',
  'null',
  'NaN',
  'Infinity',
  '%2F',
  '%2e%2e',
  '%27%20OR%201%3D1--',
  'course_',
  'course_00000000-0000-0000-0000-000000000000',
  'activity_ffffffff-ffff-ffff-ffff-ffffffffffff',
  '__proto__',
  'constructor',
  'true',
  '%5B%5D',
];

/**
 * Percent-encoding of any text. A lone surrogate has no UTF-8 form (encode throws on it), so it is
 * sent as U+FFFD here; the malformed segments above carry the raw bytes of one (`%ED%A0%80`) instead.
 */
function encode(value: string | number): string {
  return encodeURIComponent(
    String(value).replace(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '\ufffd',
    ),
  );
}

/** A path value of the seeded organization (any known value when the name has none of its own). */
function ownPathValue(name: string, seed: Seed): fc.Arbitrary<string> {
  const own = seed.own[name] ?? [];
  return fc.constantFrom(...(own.length > 0 ? own : Object.values(seed.own).flat())).map(encode);
}

/** A path value: the seed's own (mostly), another organization's, another parameter's, or malformed. */
function pathValue(name: string, seed: Seed): fc.Arbitrary<string> {
  const own = seed.own[name] ?? [];
  const other = seed.other[name] ?? [];
  const anyKnown = Object.values(seed.own).flat();
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_SEGMENTS) },
    { weight: 1, arbitrary: fc.constantFrom(...anyKnown).map(encode) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map(encode) },
  ];
  if (own.length > 0) options.push({ weight: 7, arbitrary: fc.constantFrom(...own).map(encode) });
  if (other.length > 0) options.push({ weight: 2, arbitrary: fc.constantFrom(...other).map(encode) });
  return fc.oneof(...options);
}

/** Pools for body and query fields: the seed's values, another organization's, and names the API uses. */
export function fieldPools(seed: Seed): ValuePools {
  const pools: Record<string, (string | number)[]> = {};
  for (const source of [seed.own, seed.other]) {
    for (const [name, values] of Object.entries(source)) (pools[name] ??= []).push(...values);
  }
  pools.user_ids = pools.user_id ?? [];
  pools.on_behalf_of_user_id = pools.user_id ?? [];
  pools.emails = seed.emails;
  pools.username = seed.emails;
  pools.resource_uuids = pools.resource_uuid ?? [];
  return pools;
}

/** A query value as text: valid from the schema or a known id, or anything at all (raw `%` sequences too). */
function queryValue(parameter: Parameter, pools: ValuePools): fc.Arbitrary<string> {
  const schema = parameter.schema ?? {};
  const known = pools[parameter.name] ?? [];
  const listOf = (values: readonly (string | number)[]) =>
    fc.array(fc.constantFrom(...values), { minLength: 1, maxLength: 4 }).map((v) => v.join(','));
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 3, arbitrary: fromSchema(schema, {}).map((v) => encode(String(v))) },
    { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_SEGMENTS) },
    {
      weight: 1,
      arbitrary: specialValue.map((v) => encode(typeof v === 'string' ? v : toJsonText(v))),
    },
  ];
  if (known.length > 0) {
    // `user_ids` and `resource_uuids` are comma-separated lists; every other known parameter takes one value.
    const value = parameter.name.endsWith('s') ? listOf(known) : fc.constantFrom(...known).map(String);
    options.push({ weight: 4, arbitrary: value.map(encode) });
  }
  return fc.oneof(...options);
}

/** A value the parameter accepts: a known one of its name, else one from its schema. */
function validQueryValue(parameter: Parameter, pools: ValuePools): fc.Arbitrary<string> {
  const known = pools[parameter.name] ?? [];
  const value =
    known.length > 0
      ? fc.constantFrom(...known).map(String)
      : fromSchema(parameter.schema ?? {}, {}).map(String);
  return value.map(encode);
}

function queryString(route: Route, pools: ValuePools, validOnly = false): fc.Arbitrary<string> {
  const declared = route.query.map((parameter) => {
    const pair = (validOnly ? validQueryValue(parameter, pools) : queryValue(parameter, pools)).map(
      (value): string | null => `${encode(parameter.name)}=${value}`,
    );
    // A required parameter is always there in a well-formed request; anything may be left out otherwise.
    return validOnly && parameter.required === true ? pair : fc.option(pair, { freq: 3 });
  });
  if (validOnly) {
    return fc.tuple(...declared).map((parts) => {
      const all = parts.filter((p): p is string => p !== null);
      return all.length === 0 ? '' : `?${all.join('&')}`;
    });
  }
  const unknown = fc.option(
    fc
      .tuple(
        fc.constantFrom('unknown', '__proto__', 'limit[]', 'a%zz', 'org_id', ''),
        fc.constantFrom(...MALFORMED_SEGMENTS),
      )
      .map(([key, value]) => `${key}=${value}`),
    { freq: 5 },
  );
  return fc.tuple(fc.tuple(...declared), unknown).map(([parts, extra]) => {
    const all = [...parts, extra].filter((p): p is string => p !== null);
    return all.length === 0 ? '' : `?${all.join('&')}`;
  });
}

function credentialHeaders(
  seed: Seed,
  validOnly = false,
): fc.Arbitrary<[CredentialName, Record<string, string>]> {
  const c = seed.credentials;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  if (validOnly) {
    return fc.constantFrom<[CredentialName, Record<string, string>]>(
      ['admin', bearer(c.admin)],
      ['admin', bearer(c.admin)],
      ['instructor', bearer(c.instructor)],
      ['learner', bearer(c.learner)],
      ['token', bearer(c.token)],
      ['token', bearer(c.token)],
    );
  }
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant<[CredentialName, Record<string, string>]>(['anonymous', {}]) },
    {
      weight: 4,
      arbitrary: fc.constant<[CredentialName, Record<string, string>]>(['admin', bearer(c.admin)]),
    },
    {
      weight: 1,
      arbitrary: fc.constant<[CredentialName, Record<string, string>]>([
        'admin-cookie',
        { cookie: `access_token_cookie=${c.admin}` },
      ]),
    },
    {
      weight: 1,
      arbitrary: fc.constant<[CredentialName, Record<string, string>]>(['instructor', bearer(c.instructor)]),
    },
    {
      weight: 3,
      arbitrary: fc.constant<[CredentialName, Record<string, string>]>(['learner', bearer(c.learner)]),
    },
    {
      weight: 4,
      arbitrary: fc.constant<[CredentialName, Record<string, string>]>(['token', bearer(c.token)]),
    },
    {
      weight: 1,
      arbitrary: fc.constant<[CredentialName, Record<string, string>]>([
        'refresh-cookie',
        { cookie: `refresh_token_cookie=${c.refresh}` },
      ]),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'Bearer not-a-jwt',
          'Bearer svc_' + 'A'.repeat(43),
          `Bearer ${c.admin.slice(0, -4)}AAAA`,
          'Basic Zm9vOmJhcg==',
          'Bearer',
          `Bearer ${'x'.repeat(9000)}`,
        )
        .map((authorization): [CredentialName, Record<string, string>] => ['bad', { authorization }]),
    },
  );
}

interface Body {
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const json = (text: string, contentType = 'application/json'): Body => ({
  headers: { 'content-type': contentType },
  payload: text,
});

/** Text that is not JSON, or is JSON only in part. */
const BROKEN_JSON: readonly string[] = [
  '',
  '{',
  '{"a":',
  'nul',
  '\u0000',
  '{"a":1}garbage',
  '[1,]',
  '\ufeff{}',
  "{'a':1}",
  '{"name":"a","name":1}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '"just a string"',
  '1e999999',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
];

/** A JSON body for a route with a body schema: valid, nearly valid, awkward or not JSON at all. */
function jsonBody(schema: JsonSchema, pools: ValuePools): fc.Arbitrary<Body> {
  const text = fc.oneof(
    { weight: 5, arbitrary: fromSchema(schema, pools).map(toJsonText) },
    { weight: 5, arbitrary: nearlyValid(schema, pools).map(toJsonText) },
    { weight: 1, arbitrary: anyJson.map(toJsonText) },
    { weight: 1, arbitrary: fc.oneof(deepValue, protoValue).map(toJsonText) },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_JSON) },
    // Over the 1 MB body limit.
    { weight: 1, arbitrary: fc.constant(JSON.stringify({ name: 'b'.repeat(1024 * 1024 + 10) })) },
  );
  return fc.oneof(
    { weight: 10, arbitrary: text.map((t) => json(t)) },
    { weight: 1, arbitrary: text.map((t) => json(t, 'application/json; charset=utf-8')) },
    { weight: 1, arbitrary: text.map((t): Body => ({ headers: {}, payload: t })) },
    { weight: 1, arbitrary: text.map((t) => json(t, 'text/plain')) },
    { weight: 1, arbitrary: text.map((t) => json(t, 'application/x-www-form-urlencoded')) },
    { weight: 1, arbitrary: text.map((t) => json(t, 'multipart/form-data; boundary=xyz')) },
    { weight: 1, arbitrary: fc.constant<Body>({ headers: { 'content-type': 'application/json' } }) },
  );
}

/** A form body (the login): the schema's fields as `application/x-www-form-urlencoded`, or not. */
function formBody(schema: JsonSchema, pools: ValuePools): fc.Arbitrary<Body> {
  const form = fc.oneof(fromSchema(schema, pools), nearlyValid(schema, pools)).map((value) => {
    if (value === null || typeof value !== 'object') return String(value);
    return Object.entries(value)
      .map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : toJsonText(v))}`)
      .join('&');
  });
  return fc.oneof(
    { weight: 4, arbitrary: form.map((t) => json(t, 'application/x-www-form-urlencoded')) },
    { weight: 1, arbitrary: fromSchema(schema, pools).map((v) => json(toJsonText(v))) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...BROKEN_JSON).map((t) => json(t, 'application/x-www-form-urlencoded')),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ headers: {} }) },
  );
}

const FILE_NAMES = [
  'a.png',
  'clip.mp4',
  'doc.pdf',
  'noext',
  '../../etc/passwd',
  `${'n'.repeat(300)}.pdf`,
  'ünï.pdf',
  '.png',
  '',
];

/** Values each upload form field accepts, so that forms get past validation to the service. */
const FORM_FIELD_VALUES: Record<string, readonly string[]> = {
  name: ['Lecture', 'Ünïcode name', 'x'],
  description: ['One line', ''],
  about: ['Long text'],
  public: ['true', 'false'],
  thumbnail_type: ['image', 'video'],
  learnings: ['["roots","leaves"]', '[]'],
  tags: ['["botany"]', '[]'],
  details: ['{}', '{"duration":12}'],
};

/** A multipart form for an upload route: known and unknown fields, files of every kind, broken framing. */
function multipartForm(upload: UploadShape, pools: ValuePools, validOnly = false): fc.Arbitrary<Body> {
  const validValue = (name: string): fc.Arbitrary<string> => {
    const values = [...(pools[name] ?? []).map(String), ...(FORM_FIELD_VALUES[name] ?? [])];
    return values.length > 0 ? fc.constantFrom(...values) : fc.string({ minLength: 1, maxLength: 20 });
  };
  const fieldValue = (name: string): fc.Arbitrary<string> =>
    validOnly
      ? validValue(name)
      : fc.oneof(
          { weight: 5, arbitrary: validValue(name) },
          { weight: 1, arbitrary: fc.constantFrom('true', 'image', '["a","b"]', '[1,', '{"x":1}', 'Name') },
          {
            weight: 1,
            arbitrary: fc.constantFrom('', '-1', '1e400', 'x'.repeat(20_000), '\u0000', '"quoted"'),
          },
          { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
        );
  const fieldNames = [...upload.fields, 'unknown_field', 'name'];
  const fields = fc.array(
    fc.constantFrom(...fieldNames).chain((name) => fieldValue(name).map((v): [string, string] => [name, v])),
    { maxLength: 6 },
  );
  const required = fc.tuple(
    ...upload.fields.map((name) => fieldValue(name).map((v): [string, string] => [name, v])),
  );
  const samples = Object.entries(SAMPLE_FILES).filter(
    ([kind]) => !validOnly || upload.accepts === undefined || (upload.accepts as string[]).includes(kind),
  );
  const extension = (kind: string) => ({ jpeg: 'jpg', ogv: 'ogg', text: 'txt' })[kind] ?? kind;
  const file: fc.Arbitrary<FilePart> = fc
    .tuple(
      validOnly
        ? fc.constantFrom(...upload.files)
        : fc.constantFrom(...upload.files, ...upload.files, 'file', 'other_file'),
      fc.constantFrom(...samples),
      fc.constantFrom(...FILE_NAMES),
      validOnly ? fc.constant('full') : fc.constantFrom('full', 'full', 'empty', 'cut'),
    )
    .map(([field, [kind, content], filename, how]) => ({
      field,
      // Block uploads check the name's extension: a well-formed request names the file after its kind.
      filename: validOnly ? `upload.${extension(kind)}` : filename,
      content: how === 'full' ? content : how === 'empty' ? Buffer.alloc(0) : content.subarray(0, 5),
      contentType: 'application/octet-stream',
    }));
  const form = fc
    .tuple(
      validOnly ? fc.constant(true) : fc.boolean(),
      required,
      validOnly ? fc.constant<[string, string][]>([]) : fields,
      fc.array(file, { minLength: validOnly ? 1 : 0, maxLength: validOnly ? 1 : 3 }),
    )
    .map(([complete, base, more, files]): Body => {
      const { payload, headers } = multipartBody(complete ? [...base, ...more] : more, files);
      return { headers, payload };
    });
  const broken = fc.constantFrom<Body>(
    { headers: { 'content-type': 'multipart/form-data' }, payload: '--x\r\n\r\n' },
    {
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\nunterminated',
    },
    { headers: { 'content-type': 'multipart/form-data; boundary=abc' }, payload: '--other--\r\n' },
    { headers: { 'content-type': 'multipart/form-data; boundary=abc' }, payload: '' },
  );
  if (validOnly) return form;
  return fc.oneof(
    { weight: 8, arbitrary: form },
    { weight: 1, arbitrary: broken },
    { weight: 1, arbitrary: anyJson.map((v) => json(toJsonText(v))) },
    { weight: 1, arbitrary: fc.constant<Body>({ headers: {} }) },
  );
}

/** What a route without a body schema is sent: usually nothing, sometimes a body it does not expect. */
const strayBody: fc.Arbitrary<Body> = fc.oneof(
  { weight: 8, arbitrary: fc.constant<Body>({ headers: {} }) },
  { weight: 1, arbitrary: anyJson.map((v) => json(toJsonText(v))) },
  { weight: 1, arbitrary: fc.constantFrom(...BROKEN_JSON).map((t) => json(t)) },
  { weight: 1, arbitrary: fc.constant(json('plain words', 'text/plain')) },
);

/**
 * Requests for one route against the seed: half of them well-formed (the seed's own ids, a valid query, a body
 * from the schema, a real credential), so they reach the services and the database; half of them fuzzed in
 * every part at once.
 */
export function requestsFor(route: Route, seed: Seed): fc.Arbitrary<FuzzRequest> {
  const pools = fieldPools(seed);
  const pathWith = (value: (name: string) => fc.Arbitrary<string>) =>
    fc.tuple(...route.pathParams.map(value)).map((values) => {
      let i = 0;
      return route.path.replace(/\{[^}]+\}/g, () => values[i++]!);
    });
  const body = route.upload
    ? multipartForm(route.upload, pools)
    : route.jsonBody
      ? jsonBody(route.jsonBody, pools)
      : route.formBody
        ? formBody(route.formBody, pools)
        : strayBody;
  const validBody: fc.Arbitrary<Body> = route.upload
    ? multipartForm(route.upload, pools, true)
    : route.jsonBody
      ? fromSchema(route.jsonBody, pools).map((v) => json(toJsonText(v)))
      : route.formBody
        ? formBody(route.formBody, pools)
        : fc.constant({ headers: {} });
  const wellFormed = fc.tuple(
    pathWith((name) => ownPathValue(name, seed)),
    queryString(route, pools, true),
    credentialHeaders(seed, true),
    validBody,
  );
  const fuzzed = fc.tuple(
    pathWith((name) => pathValue(name, seed)),
    queryString(route, pools),
    credentialHeaders(seed),
    body,
  );
  // Fastify answers HEAD on every GET route; a tenth of a GET route's requests ask that way.
  const method: fc.Arbitrary<HttpMethod> =
    route.method === 'GET'
      ? fc.oneof({ weight: 9, arbitrary: fc.constant('GET') }, { weight: 1, arbitrary: fc.constant('HEAD') })
      : fc.constant(route.method);
  return fc.tuple(method, fc.oneof(wellFormed, fuzzed)).map(([m, [p, query, [credential, auth], b]]) =>
    withDescription({
      method: m,
      url: `${p}${query}`,
      headers: { ...auth, ...b.headers },
      ...(b.payload !== undefined && { payload: b.payload }),
      credential,
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------
// What every answer must look like

const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

/** A stack frame, as V8 prints them, or a source position of the service. */
const STACK =
  /\n\s+at [^\n]*:\d+:\d+|\bat (?:async )?[\w$.<>[\] ]+ \((?:file:\/\/|node:|\/)[^)]*:\d+:\d+\)|\/src\/[\w/-]+\.ts:\d+/;

/** Statements the service's query builder writes, and what SQLite and PostgreSQL say about them. */
const SQL =
  /\b(?:select|insert into|update|delete from)\b[^\n]{0,200}?(?:\bfrom\b|\bset\b|\bvalues\b)\s*"[a-z_]+"|SQLITE_[A-Z]+|SqliteError|no such (?:table|column)|syntax error at or near|violates (?:foreign key|unique|not-null|check) constraint|duplicate key value|invalid input syntax for|out of range for type|value too long for type|relation "[^"]+" does not exist|(?:UNIQUE|FOREIGN KEY|NOT NULL|CHECK) constraint failed|unsupported Unicode escape sequence|invalid byte sequence for encoding/i;

/** Everything wrong with one answer; empty when it is fine. */
/**
 * A 502 naming an outside server that failed is the right answer, not a fault: the fuzz runs with no network,
 * so the seed's markdown activity (its source on example.com) can never be fetched.
 */
const UPSTREAM_CODE = /^markdown_(unreachable|timeout|address_refused)$/;

export function problemsWith(response: LightMyRequestResponse, method: HttpMethod): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  const contentType = String(response.headers['content-type'] ?? '');
  const saysJson = /\bjson\b/i.test(contentType);
  // A HEAD answer has the headers of the GET answer and no body: there is nothing to parse.
  const isJson = saysJson && method !== 'HEAD';
  let body: unknown;
  if (isJson) {
    try {
      body = JSON.parse(response.body);
    } catch (error) {
      problems.push(`content-type says JSON but the body does not parse (${(error as Error).message})`);
    }
  }
  if (status >= 500 && !(status === 502 && UPSTREAM_CODE.test(String((body as { code?: unknown })?.code))))
    problems.push(`status ${status}`);
  if (status >= 400) {
    if (!saysJson) problems.push(`an error answered with content-type "${contentType}"`);
    else if (body !== undefined) problems.push(...errorShapeProblems(status, body));
  }
  if (STACK.test(response.body)) problems.push('the body holds a stack trace');
  if (SQL.test(response.body)) problems.push('the body holds SQL or a database error');
  return problems;
}

function errorShapeProblems(status: number, body: unknown): string[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return ['an error body is not an object'];
  const problems: string[] = [];
  const keys = Object.keys(body).sort();
  if (keys.join(',') !== 'code,detail')
    problems.push(`an error body has the keys [${keys.join(', ')}], not [code, detail]`);
  const { code, detail } = body as { code?: unknown; detail?: unknown };
  if (typeof code !== 'string' || !SNAKE_CASE.test(code))
    problems.push(`code ${JSON.stringify(code)} is not snake_case`);
  if (status === 422) {
    if (!Array.isArray(detail)) problems.push('a 422 detail is not a list');
    else {
      for (const issue of detail) {
        const ok =
          issue !== null &&
          typeof issue === 'object' &&
          Object.keys(issue).sort().join(',') === 'loc,msg,type' &&
          Array.isArray((issue as { loc: unknown }).loc) &&
          (issue as { loc: unknown[] }).loc.every((p) => typeof p === 'string' || typeof p === 'number') &&
          typeof (issue as { msg: unknown }).msg === 'string' &&
          typeof (issue as { type: unknown }).type === 'string';
        if (!ok) {
          problems.push(`a 422 issue is not {loc, msg, type}: ${JSON.stringify(issue)}`);
          break;
        }
      }
    }
  } else if (typeof detail !== 'string') problems.push(`detail of a ${status} is not a string`);
  return problems;
}

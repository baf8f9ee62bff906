/**
 * The OpenAPI document holds together for the tools that read it (clients generated from it, the docs UI,
 * Redocly's lint in `npm run check`): every route has a unique operationId, a declared tag and a summary;
 * every `$ref` resolves; every named component is used; anonymous operations say so.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

const PREFIX = '/api/v1';

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: unknown }> };
}
interface Document {
  openapi: string;
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

/** Every `$ref` in `value`. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else refsIn(child, found);
    }
  }
  return found;
}

function resolve(document: Document, ref: string): unknown {
  assert.ok(ref.startsWith('#/'), `${ref} is a local reference`);
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
      document,
    );
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: Document;
  before(async () => {
    t = await buildTestApp();
    const response = await t.app.inject({ method: 'GET', url: `${PREFIX}/openapi.json` });
    assert.equal(response.statusCode, 200);
    document = JSON.parse(response.body) as Document;
  });
  after(() => t.close());

  function operations(): { key: string; operation: Operation }[] {
    return Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    );
  }

  it('gives every route a unique operationId, a declared tag and a summary', () => {
    const declared = new Set((document.tags ?? []).map((tag) => tag.name));
    const problems: string[] = [];
    const owners = new Map<string, string[]>();
    for (const { key, operation } of operations()) {
      const { operationId, tags = [], summary } = operation;
      if (operationId === undefined || !/^[a-z][A-Za-z0-9]*$/.test(operationId)) {
        problems.push(`${key}: operationId ${operationId ?? 'missing'} (camelCase expected)`);
      } else {
        owners.set(operationId, [...(owners.get(operationId) ?? []), key]);
      }
      if (tags.length === 0 || tags.some((tag) => !declared.has(tag))) {
        problems.push(`${key}: tags ${JSON.stringify(tags)} (each must be declared at the top level)`);
      }
      if (summary === undefined || summary.trim() === '') problems.push(`${key}: no summary`);
    }
    for (const [operationId, keys] of owners) {
      if (keys.length > 1) problems.push(`operationId ${operationId} is shared by ${keys.join(', ')}`);
    }
    assert.deepEqual(problems, []);
    // Each route the application registered under the prefix is in the document (the document itself aside).
    const documented = operations().length;
    const registered = t.routes.filter(
      (route) => route.url.startsWith(`${PREFIX}/`) && route.url !== `${PREFIX}/openapi.json`,
    ).length;
    assert.equal(documented, registered);
  });

  it('declares a description for every tag and a server', () => {
    assert.ok((document.tags ?? []).every((tag) => (tag.description ?? '') !== ''));
    assert.ok((document.servers ?? []).length > 0);
    assert.equal(document.servers![0]!.url, t.config.publicUrl);
  });

  it('resolves every $ref and uses every named component', () => {
    const refs = refsIn(document);
    const unresolved = [...new Set(refs)].filter((ref) => resolve(document, ref) === undefined);
    assert.deepEqual(unresolved, []);
    const used = new Set(refs);
    const unused = Object.keys(document.components.schemas).filter(
      (name) => !used.has(`#/components/schemas/${name}`),
    );
    assert.deepEqual(unused, []);
    for (const name of ['Error', 'CourseRead', 'ChapterRead', 'ActivityRead', 'AssignmentRead', 'TaskRead']) {
      assert.ok(name in document.components.schemas, `${name} is a named component`);
    }
  });

  it('says which operations serve anonymous callers', () => {
    const security = (key: string) =>
      operations().find((operation) => operation.key === key)?.operation.security;
    const optional = [{}, { bearer: [] }, { cookie: [] }];
    assert.deepEqual(security('GET /api/v1/health'), []);
    assert.deepEqual(security('POST /api/v1/auth/login'), []);
    assert.deepEqual(security('GET /api/v1/courses/{course_uuid}'), optional);
    assert.deepEqual(security('GET /api/v1/certifications/certificate/{user_certification_uuid}'), []);
    assert.deepEqual(security('GET /api/v1/orgs/{org_id}'), optional);
    assert.deepEqual(security('GET /api/v1/users/me'), [{ bearer: [] }, { cookie: [] }]);
    for (const { key, operation } of operations()) {
      for (const requirement of operation.security ?? []) {
        for (const scheme of Object.keys(requirement)) {
          assert.ok(scheme in document.components.securitySchemes, `${key}: scheme ${scheme} is declared`);
        }
      }
    }
  });

  it('describes the parts of every multipart operation, files as binary', () => {
    const multipart = operations().filter(
      ({ operation }) => operation.requestBody?.content['multipart/form-data'] !== undefined,
    );
    // 10 before podcasts; podcasts add a podcast, an episode (audio and thumbnail) and an audio replacement;
    // SCORM adds the package to analyse.
    assert.equal(multipart.length, 14);
    for (const { key, operation } of multipart) {
      const schema = operation.requestBody!.content['multipart/form-data']!.schema as {
        properties: Record<string, { format?: string }>;
      };
      const files = Object.values(schema.properties).filter((part) => part.format === 'binary');
      const expected = key.includes('/episodes') && key.startsWith('POST') ? 2 : 1;
      assert.equal(files.length, expected, `${key} has ${expected} file part(s)`);
    }
  });
});

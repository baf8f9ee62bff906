/**
 * The committed client matches the service: schema.d.ts is regenerated in memory from the document the
 * application serves and compared byte for byte, and the list of upload routes agrees with the document. The
 * client's main entry also compiles with browser libraries alone (no Node types), which keeps Node APIs out of it.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { before, describe, it } from 'node:test';
import { SCHEMA_FILE, generateClientSchema, serviceDocument } from '../../../scripts/generate-client.ts';
import { UPLOADS } from '../src/uploads.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

describe('the generated client', () => {
  let document: unknown;
  before(async () => {
    document = await serviceDocument();
  });

  it('is up to date with the OpenAPI document', async () => {
    const fresh = await generateClientSchema(document);
    const committed = readFileSync(SCHEMA_FILE, 'utf8');
    if (fresh !== committed) {
      const freshLines = fresh.split('\n');
      const committedLines = committed.split('\n');
      const line = freshLines.findIndex((text, i) => text !== committedLines[i]);
      assert.fail(
        `clients/typescript/src/schema.d.ts is out of date with the service's OpenAPI document ` +
          `(first difference at line ${line + 1}: ${JSON.stringify(committedLines[line])} should be ` +
          `${JSON.stringify(freshLines[line])}). Run \`npm run client:generate\` and commit the result.`,
      );
    }
  });

  it('knows every upload route, with its method', () => {
    assert.ok(isRecord(document) && isRecord(document.paths));
    const paths = document.paths;
    for (const [path, method] of Object.entries(UPLOADS)) {
      const item = paths[path];
      assert.ok(
        isRecord(item) && isRecord(item[method]),
        `${method.toUpperCase()} ${path} is in the document`,
      );
    }
    // Routes whose document declares a multipart body must be in the list (none do until the document
    // describes its forms; then this keeps the list complete).
    const multipart: string[] = [];
    for (const [path, item] of Object.entries(paths)) {
      if (!isRecord(item)) continue;
      for (const method of METHODS) {
        const operation = item[method];
        if (!isRecord(operation) || !isRecord(operation.requestBody)) continue;
        const content = operation.requestBody.content;
        if (isRecord(content) && 'multipart/form-data' in content) multipart.push(`${method} ${path}`);
      }
    }
    const listed = new Set(Object.entries(UPLOADS).map(([path, method]) => `${method} ${path}`));
    assert.deepEqual(
      multipart.filter((route) => !listed.has(route)),
      [],
      'add these to UPLOADS in clients/typescript/src/uploads.ts',
    );
  });
});

describe('the client outside Node', () => {
  it('compiles with browser libraries and without Node types (webhooks.ts aside)', async () => {
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const project = path.join(path.dirname(SCHEMA_FILE), '..', 'tsconfig.browser.json');
    try {
      await promisify(execFile)(process.execPath, [tsc, '-p', project]);
    } catch (error) {
      const output = typeof error === 'object' && error !== null ? Reflect.get(error, 'stdout') : undefined;
      assert.fail(`the client uses something only Node has:\n${String(output ?? error)}`);
    }
  });
});

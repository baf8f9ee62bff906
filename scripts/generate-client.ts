/**
 * `npm run client:generate`: writes clients/typescript/src/schema.d.ts from the OpenAPI document the service
 * serves at /api/v1/openapi.json. The application is built on a throwaway SQLite database with the default
 * configuration (nothing is listened on), its document taken from `app.swagger()`, turned into types by
 * openapi-typescript and formatted with the repository's prettier settings, so the same document always gives
 * the same bytes. `generateClientSchema()` is also what the staleness test compares the committed file with.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3, type SchemaObject } from 'openapi-typescript';
import { pino } from 'pino';
import prettier from 'prettier';
import ts from 'typescript';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SCHEMA_FILE = path.join(ROOT, 'clients', 'typescript', 'src', 'schema.d.ts');

const HEADER = `/**
 * Generated from the service's OpenAPI document (/api/v1/openapi.json) by openapi-typescript.
 * Do not edit by hand: run \`npm run client:generate\` after changing a route's schema.
 * A test (clients/typescript/test/client-fresh.test.ts) fails while this file is out of date.
 */

`;

/** The document exactly as the service serves it, from an application built on a temporary database. */
export async function serviceDocument(): Promise<unknown> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lms-openapi-'));
  try {
    const config = loadConfig(
      {
        DATA_DIR: dataDir,
        SECRET_KEY: 'openapi-generation-only-secret-key-0123456789',
        LOG_LEVEL: 'silent',
        WEBHOOK_WORKER: 'false',
      },
      dataDir,
    );
    const { app } = await buildApp(config, { logger: pino({ level: 'silent' }) });
    try {
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Uploaded files are Blobs (a browser's File included), not the strings a binary schema would give. */
function binaryAsBlob(schema: SchemaObject): ts.TypeNode | undefined {
  const binary =
    schema.format === 'binary' || ('contentMediaType' in schema && schema.contentMediaType !== undefined);
  if (!binary || schema.type !== 'string') return undefined;
  return ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
}

/** The text of schema.d.ts for a document (default: the one the service serves now). */
export async function generateClientSchema(document?: unknown): Promise<string> {
  document ??= await serviceDocument();
  // openapi-typescript reads a plain object as the document; the JSON round trip drops what is not JSON.
  const source = JSON.parse(JSON.stringify(document)) as OpenAPI3;
  // A field with a default is optional to send (the service fills it in); openapi-typescript would make it
  // required everywhere otherwise.
  const ast = await openapiTS(source, { silent: true, transform: binaryAsBlob, defaultNonNullable: false });
  const text = HEADER + astToString(ast);
  const options = (await prettier.resolveConfig(SCHEMA_FILE)) ?? {};
  return prettier.format(text, { ...options, filepath: SCHEMA_FILE });
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = await generateClientSchema();
  writeFileSync(SCHEMA_FILE, text);
  console.log(`wrote ${path.relative(ROOT, SCHEMA_FILE)} (${text.length} bytes)`);
}

/**
 * The OpenAPI document of the application, built on a throwaway SQLite database: nothing listens and no worker
 * runs. Run directly, it writes the document to the file named by the first argument.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

export async function writeOpenApiDocument(out: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lms-openapi-'));
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SECRET_KEY: 'openapi-document-secret-key-0123456789abcdef',
      LOG_LEVEL: 'silent',
      WEBHOOK_WORKER: 'false',
      PUBLIC_URL: process.env.PUBLIC_URL,
    });
    const { app } = await buildApp(config, { logger: pino({ level: 'silent' }) });
    try {
      writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = process.argv[2];
  if (out === undefined) {
    console.error('usage: node --import tsx scripts/openapi-document.ts <output.json>');
    process.exit(2);
  }
  await writeOpenApiDocument(out);
}

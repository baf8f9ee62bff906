/**
 * A fresh database for one test file: a SQLite file in a new temporary folder by default, or a new
 * PostgreSQL database on the server of TEST_DATABASE_URL when LMS_TEST_DB=postgres. Dropped afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../src/config.ts';
import { randomToken } from '../src/platform/ids.ts';

export interface TestDatabase {
  database: DatabaseConfig;
  dataDir: string;
  drop(): Promise<void>;
}

export function testDialect(): 'sqlite' | 'postgres' {
  return process.env.LMS_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lms-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (testDialect() === 'sqlite') {
    return {
      database: { kind: 'sqlite', file: path.join(dataDir, 'lms.sqlite') },
      dataDir,
      drop: () => Promise.resolve(removeDir()),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl === undefined) throw new Error('LMS_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `lms_test_${randomToken(8)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    database: { kind: 'postgres', url: url.toString() },
    dataDir,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      removeDir();
    },
  };
}

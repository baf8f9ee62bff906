import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { describeStorageContract, failingBody, readAll } from '../../../test/storage-contract.ts';
import { createStorage } from './index.ts';
import { LocalStorage } from './local-storage.ts';

/** Temporary files under `<root>/~tmp`; the directory itself may stay. */
async function leftovers(root: string): Promise<string[]> {
  try {
    return await readdir(path.join(root, '~tmp'));
  } catch {
    return [];
  }
}

describeStorageContract('LocalStorage', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'lms-local-storage-'));
  return Promise.resolve({
    storage: new LocalStorage(root),
    leftovers: () => leftovers(root),
    close: () => Promise.resolve(rmSync(root, { recursive: true, force: true })),
  });
});

describe('LocalStorage on disk', () => {
  it('keeps each object as one file under its key: a JSON header line, then the bytes', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lms-local-storage-'));
    try {
      const storage = new LocalStorage(root);
      await storage.put('orgs/org_1/a.pdf', Readable.from([Buffer.from('%PDF-1.4')]), {
        contentType: 'application/pdf',
      });
      assert.equal(
        readFileSync(path.join(root, 'orgs', 'org_1', 'a.pdf'), 'latin1'),
        '{"contentType":"application/pdf"}\n%PDF-1.4',
      );
      assert.deepEqual(readdirSync(path.join(root, 'orgs', 'org_1')), ['a.pdf'], 'no sidecar files');
      assert.deepEqual(await leftovers(root), []);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('keeps a content type with unusual characters intact', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lms-local-storage-'));
    try {
      const storage = new LocalStorage(root);
      const contentType = 'audio/ogg; codecs="opus"\n\u00e9';
      await storage.put('x', Readable.from([Buffer.from('bytes')]), { contentType });
      const read = await storage.get('x');
      assert.ok(read);
      assert.equal(read.contentType, contentType);
      assert.equal((await readAll(read.stream)).toString(), 'bytes');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('creates nothing but its temporary directory when a body fails', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lms-local-storage-'));
    try {
      const storage = new LocalStorage(root);
      await assert.rejects(storage.put('deep/down/file', failingBody(), { contentType: 'text/plain' }));
      assert.deepEqual(readdirSync(root), ['~tmp']);
      assert.deepEqual(await leftovers(root), []);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('is what createStorage returns without S3, rooted at DATA_DIR/files', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lms-data-'));
    try {
      const storage = createStorage({ dataDir, s3: undefined });
      assert.ok(storage instanceof LocalStorage);
      await storage.put('k', Readable.from([Buffer.from('v')]), { contentType: 'text/plain' });
      assert.ok(readdirSync(path.join(dataDir, 'files')).includes('k'));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

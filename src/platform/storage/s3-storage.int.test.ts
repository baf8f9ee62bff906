import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import {
  S3RVER_CREDENTIALS as CREDENTIALS,
  startS3rver,
  type S3rverProcess,
} from '../../../test/s3rver-process.ts';
import { describeStorageContract, readAll } from '../../../test/storage-contract.ts';
import { DeferredS3Storage, createStorage } from './index.ts';
import { S3Storage } from './s3-storage.ts';

const BUCKET = 'test-bucket';

async function spoolLeftovers(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((f) => f.startsWith('s3-spool-'));
  } catch {
    return [];
  }
}

describeStorageContract('S3Storage (s3rver)', async () => {
  const s3 = await startS3rver(BUCKET);
  const spool = mkdtempSync(path.join(tmpdir(), 'lms-s3-spool-'));
  const storage = new S3Storage({
    bucket: BUCKET,
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    tempDir: spool,
    credentials: CREDENTIALS,
  });
  return {
    storage,
    racingPutsUnchecked:
      's3rver writes objects in place, so racing puts may interleave there (real S3 never does)',
    leftovers: () => spoolLeftovers(spool),
    close: async () => {
      storage.destroy();
      await s3.stop();
      rmSync(spool, { recursive: true, force: true });
    },
  };
});

describe('S3Storage against s3rver', () => {
  let s3: S3rverProcess;
  let storage: S3Storage;
  before(async () => {
    s3 = await startS3rver(BUCKET);
    storage = new S3Storage({
      bucket: BUCKET,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: CREDENTIALS,
    });
  });
  after(async () => {
    storage.destroy();
    await s3.stop();
  });

  it('deletes a prefix of more than 1000 objects, page by page', async () => {
    const keys = Array.from({ length: 1100 }, (_, i) => `many/course_1/${String(i).padStart(4, '0')}`);
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(
        keys
          .slice(i, i + 50)
          .map((key) => storage.put(key, Readable.from([Buffer.from(key)]), { contentType: 'text/plain' })),
      );
    }
    await storage.put('many/course_2/kept', Readable.from([Buffer.from('kept')]), {
      contentType: 'text/plain',
    });
    await storage.deletePrefix('many/course_1/');
    for (const key of [keys[0]!, keys[999]!, keys[1000]!, keys[1099]!]) {
      assert.equal(await storage.get(key), undefined, key);
    }
    const kept = await storage.get('many/course_2/kept');
    assert.ok(kept);
    assert.equal((await readAll(kept.stream)).toString(), 'kept');
  });

  it('reports a missing bucket as an error, not as a missing object', async () => {
    const other = new S3Storage({
      bucket: 'no-such-bucket',
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: CREDENTIALS,
    });
    try {
      await assert.rejects(other.get('some/key'), (error: Error) => error.name === 'NoSuchBucket');
    } finally {
      other.destroy();
    }
  });

  it('is what createStorage returns when S3 is configured', () => {
    const made = createStorage({
      dataDir: '/srv/lms/data',
      s3: { bucket: BUCKET, endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true },
    });
    assert.ok(made instanceof DeferredS3Storage);
  });

  it('deferred: the S3 client is built on the first operation, and serves every one after it', async () => {
    const deferred = new DeferredS3Storage({
      bucket: BUCKET,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: CREDENTIALS,
    });
    await deferred.put('deferred/one.txt', Readable.from([Buffer.from('through the deferred store')]), {
      contentType: 'text/plain',
    });
    const store = await deferred.store();
    assert.ok(store instanceof S3Storage);
    assert.equal(await deferred.store(), store, 'one client, built once');
    try {
      const read = await storage.get('deferred/one.txt');
      assert.ok(read !== undefined);
      assert.equal((await readAll(read.stream)).toString(), 'through the deferred store');
      await deferred.delete('deferred/one.txt');
      assert.equal(await storage.get('deferred/one.txt'), undefined);
    } finally {
      store.destroy();
    }
  });
});

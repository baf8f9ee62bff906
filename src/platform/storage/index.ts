/** Where uploaded files live: chosen once from the configuration [CONTRACT 5]. */
import path from 'node:path';
import type { Config } from '../../config.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export { LocalStorage } from './local-storage.ts';
export { S3Storage, type S3StorageOptions } from './s3-storage.ts';
export {
  assertValidKey,
  assertValidPrefix,
  type ObjectRead,
  type Storage,
  type StoredObject,
} from './storage.ts';

/**
 * S3 when S3_BUCKET is set, else local disk under `DATA_DIR/files`. S3 uploads of unknown length are
 * spooled under `DATA_DIR/tmp` rather than the system's temporary directory, which is often a small
 * in-memory file system.
 */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  if (config.s3 !== undefined) {
    return new S3Storage({ ...config.s3, tempDir: path.join(config.dataDir, 'tmp') });
  }
  return new LocalStorage(path.join(config.dataDir, 'files'));
}

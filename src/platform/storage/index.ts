/** Where uploaded files live: chosen once from the configuration [CONTRACT 5]. */
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Readable } from 'node:stream';
import { LocalStorage } from './local-storage.ts';
import type { S3StorageOptions } from './s3-storage.ts';
import type { GetOptions, ObjectRead, Storage, StoredObject } from './storage.ts';

export { LocalStorage } from './local-storage.ts';
export type { S3StorageOptions } from './s3-storage.ts';
export {
  assertValidKey,
  assertValidPrefix,
  type ByteRange,
  type GetOptions,
  type ObjectRead,
  type RangeChoice,
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
    return new DeferredS3Storage({ ...config.s3, tempDir: path.join(config.dataDir, 'tmp') });
  }
  return new LocalStorage(path.join(config.dataDir, 'files'));
}

/**
 * The S3 store, with the S3 client (tens of megabytes of code) loaded on the first file operation rather
 * than when the service starts.
 */
export class DeferredS3Storage implements Storage {
  #store: Promise<Storage> | undefined;

  constructor(private readonly options: S3StorageOptions) {}

  /** The S3 store itself, built on first use. */
  store(): Promise<Storage> {
    this.#store ??= import('./s3-storage.ts').then(({ S3Storage }) => new S3Storage(this.options));
    return this.#store;
  }

  async put(key: string, body: Readable, options: { contentType: string }): Promise<StoredObject> {
    return (await this.store()).put(key, body, options);
  }

  async get(key: string, options?: GetOptions): Promise<ObjectRead | undefined> {
    return (await this.store()).get(key, options);
  }

  async delete(key: string): Promise<void> {
    return (await this.store()).delete(key);
  }

  async deletePrefix(prefix: string): Promise<void> {
    return (await this.store()).deletePrefix(prefix);
  }
}

/**
 * Objects in any S3-compatible store [CONTRACT 5]. Credentials come from the SDK's usual chain
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role, …).
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import {
  assertValidKey,
  assertValidPrefix,
  type GetOptions,
  type ObjectRead,
  type Storage,
  type StoredObject,
} from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** The store's URL when it is not AWS (MinIO, Garage, R2, …). */
  endpoint?: string;
  region: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key`; most self-hosted stores need it. */
  forcePathStyle?: boolean;
  /** Where a body of unknown length is spooled before upload (default: the system's temporary directory). */
  tempDir?: string;
  /** Explicit credentials, for tests; production leaves this unset so the SDK's chain applies. */
  credentials?: S3ClientConfig['credentials'];
}

/** The most keys one ListObjectsV2 page or one DeleteObjects call handles. */
const PAGE_SIZE = 1000;

export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly tempDir: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.tempDir = options.tempDir ?? tmpdir();
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      credentials: options.credentials,
      // The default (WHEN_SUPPORTED) adds trailing checksums to streamed uploads, which several S3-compatible
      // stores (s3rver among them) store as part of the object: the bytes come back corrupted.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable, options: { contentType: string }): Promise<StoredObject> {
    try {
      assertValidKey(key);
    } catch (error) {
      body.destroy();
      throw error;
    }
    // PutObject needs the length up front, and a stream's length is known only once it has been read.
    // Spooling also means a body that fails midway never reaches the store: not every S3-compatible store
    // discards an interrupted upload (s3rver keeps what it received).
    const spool = path.join(this.tempDir, `s3-spool-${randomBytes(12).toString('hex')}`);
    try {
      await mkdir(this.tempDir, { recursive: true });
      // Created before the pipeline starts, so the cleanup below never races the stream's own open.
      const handle = await open(spool, 'wx', 0o600);
      await pipeline(body, handle.createWriteStream());
      const { size } = await stat(spool);
      await this.upload(key, createReadStream(spool), size, options.contentType);
      return { key, size };
    } catch (error) {
      if (!body.destroyed) body.destroy();
      throw error;
    } finally {
      await rm(spool, { force: true });
    }
  }

  async get(key: string, options: GetOptions = {}): Promise<ObjectRead | undefined> {
    assertValidKey(key);
    if (options.choose !== undefined) return this.getChosen(key, options.choose);
    try {
      const output = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(output.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
      return {
        stream: output.Body,
        size: output.ContentLength ?? 0,
        contentType: output.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
  }

  /**
   * A part of an object: its size first (HEAD), then the chosen bytes, held to the same version by its ETag.
   * An object replaced in between is asked about again, a few times at most.
   */
  private async getChosen(
    key: string,
    choose: NonNullable<GetOptions['choose']>,
  ): Promise<ObjectRead | undefined> {
    for (let attempt = 1; ; attempt++) {
      try {
        const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
        const size = head.ContentLength ?? 0;
        const contentType = head.ContentType ?? 'application/octet-stream';
        const read = choose(size);
        if (read === 'none') return { stream: Readable.from([]), size, contentType, read };
        const output = await this.client.send(
          new GetObjectCommand({
            Bucket: this.bucket,
            Key: key,
            IfMatch: head.ETag,
            Range: read === 'all' ? undefined : `bytes=${read.start}-${read.end}`,
          }),
        );
        if (!(output.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
        return { stream: output.Body, size, contentType, read };
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        if (!isChanged(error) || attempt >= 3) throw error;
      }
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertValidPrefix(prefix);
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          MaxKeys: PAGE_SIZE,
          ContinuationToken: continuationToken,
        }),
      );
      const objects = (page.Contents ?? []).flatMap((o) => (o.Key === undefined ? [] : [{ Key: o.Key }]));
      if (objects.length > 0) {
        const result = await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: objects, Quiet: true } }),
        );
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          const first = failed[0];
          throw new Error(
            `S3 could not delete ${failed.length} object(s) under "${prefix}", e.g. "${first?.Key ?? '?'}": ${first?.Code ?? ''} ${first?.Message ?? ''}`,
          );
        }
      }
      continuationToken = page.IsTruncated === true ? page.NextContinuationToken : undefined;
    } while (continuationToken !== undefined);
  }

  /** Closes the client's connections (at shutdown, and in tests). */
  destroy(): void {
    this.client.destroy();
  }

  private async upload(key: string, body: Readable, size: number, contentType: string): Promise<void> {
    // The SDK pipes the body into the request without watching it for errors: a body that fails would
    // leave the request waiting for its announced length forever. Abort it instead, with the body's error.
    const controller = new AbortController();
    const abort = (error: unknown): void => controller.abort(error);
    body.once('error', abort);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: body,
          ContentLength: size,
          ContentType: contentType,
        }),
        { abortSignal: controller.signal },
      );
    } catch (error) {
      throw controller.signal.aborted ? (controller.signal.reason as unknown) : error;
    } finally {
      body.off('error', abort);
      if (!body.destroyed) body.destroy();
    }
  }
}

/** The object changed between the HEAD and the GET (If-Match failed). */
function isChanged(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'PreconditionFailed' || $metadata?.httpStatusCode === 412;
}

function isMissingObject(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  // A missing bucket is a misconfiguration, not a missing object.
  return name === 'NoSuchKey' || (name !== 'NoSuchBucket' && $metadata?.httpStatusCode === 404);
}

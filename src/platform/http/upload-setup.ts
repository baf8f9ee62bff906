/**
 * Setting up multipart uploads: the parser registered on the app with its limits, and the sweep of temporary
 * files a crashed process left behind. `readMultipart` (uploads.ts) reads the forms.
 */
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

export const FIELD_MAX_BYTES = 1024 * 1024;

interface UploadSettings {
  tmpDir: string;
  maxBytes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by `registerUploads`, read by `readMultipart`. */
    uploadSettings?: UploadSettings;
  }
}

/** Temporary upload files older than this are leftovers of a process that died mid-request. */
export const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

/**
 * Removes temporary files a crashed process left in `tmpDir` (uploads and S3 spools). Only old ones: other
 * processes sharing DATA_DIR may be receiving uploads right now. Returns how many were removed.
 */
export async function sweepStaleUploads(
  tmpDir: string,
  now: number,
  olderThanMs = STALE_UPLOAD_MS,
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(tmpDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(tmpDir, name);
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile() === true && now - info.mtimeMs > olderThanMs) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * Registers the multipart parser. `maxBytes` is the ceiling for any one file whatever the endpoint; each
 * endpoint's own limit, by kind, is enforced by `readMultipart`.
 */
export async function registerUploads(
  app: FastifyInstance,
  options: { tmpDir: string; maxBytes: number },
): Promise<void> {
  await mkdir(options.tmpDir, { recursive: true });
  app.decorate('uploadSettings', { tmpDir: options.tmpDir, maxBytes: options.maxBytes });
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: options.maxBytes,
      files: 10,
      fields: 50,
      parts: 60,
      fieldNameSize: 100,
      fieldSize: FIELD_MAX_BYTES,
      headerPairs: 100,
    },
  });
}

/**
 * Where a podcast's files live in storage, and storing one received upload. Everything of a podcast shares
 * one prefix, so deleting the podcast deletes its files with one call.
 */
import { createReadStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Storage } from '../../platform/storage/index.ts';
import type { UploadedFile } from '../../platform/http/uploads.ts';

export function podcastPrefix(orgId: number, podcastUuid: string): string {
  return `orgs/${orgId}/podcasts/${podcastUuid}/`;
}

export function podcastThumbnailKey(orgId: number, podcastUuid: string, name: string): string {
  return `${podcastPrefix(orgId, podcastUuid)}thumbnails/${name}`;
}

export function episodeFileKey(
  orgId: number,
  podcastUuid: string,
  episodeUuid: string,
  name: string,
): string {
  return `${podcastPrefix(orgId, podcastUuid)}episodes/${episodeUuid}/${name}`;
}

/** The media type without parameters (`audio/ogg; codecs=opus` → `audio/ogg`), as files are served. */
export function bareType(mime: string): string {
  return mime.split(';')[0]!.trim().toLowerCase();
}

/** Stores an upload under `keyOf(name)` with a fresh name; returns the name. */
export async function storeUpload(
  storage: Storage,
  file: UploadedFile,
  stem: string,
  keyOf: (name: string) => string,
): Promise<string> {
  const name = `${stem}-${randomBytes(8).toString('hex')}.${file.ext}`;
  await storage.put(keyOf(name), createReadStream(file.path), { contentType: bareType(file.mime) });
  return name;
}

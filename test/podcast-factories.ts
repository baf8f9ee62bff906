/** Podcasts and episodes through the API, for the podcast tests [CONTRACT 11]. */
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-test-app.ts';
import { API, callForm } from './content-factories.ts';
import { call } from './factories.ts';
import { SAMPLE_FILES, type FilePart } from './multipart.ts';

export interface Podcast {
  id: number;
  podcast_uuid: string;
  org_id: number;
  name: string;
  description: string;
  about: string;
  tags: string[];
  public: boolean;
  published: boolean;
  thumbnail_image: string;
  created_by: number | null;
  creation_date: string;
  update_date: string;
}

export interface Episode {
  id: number;
  episode_uuid: string;
  podcast_uuid: string;
  org_id: number;
  title: string;
  description: string;
  duration_seconds: number;
  published: boolean;
  episode_number: number;
  position: number;
  audio: { content_type: string; size: number };
  thumbnail_image: string;
  creation_date: string;
  update_date: string;
}

export function audioPart(content: Buffer = SAMPLE_FILES.mp3, filename = 'episode.mp3'): FilePart {
  return { field: 'audio', filename, content, contentType: 'audio/mpeg' };
}

export function postPodcast(
  t: TestApp,
  auth: string | undefined,
  orgId: number,
  fields: Record<string, string> = { name: 'Podcast' },
  files: FilePart[] = [],
): Promise<LightMyRequestResponse> {
  return callForm(t, 'POST', `${API}/podcasts/?org_id=${orgId}`, auth, fields, files);
}

/** A podcast created by `auth`; published and public unless told otherwise. */
export async function createPodcast(
  t: TestApp,
  auth: string,
  orgId: number,
  options: { published?: boolean; public?: boolean; name?: string; files?: FilePart[] } = {},
): Promise<Podcast> {
  const created = await postPodcast(
    t,
    auth,
    orgId,
    { name: options.name ?? 'Podcast', public: String(options.public ?? true) },
    options.files,
  );
  assert.equal(created.statusCode, 200, created.body);
  const podcast = created.json<Podcast>();
  if (options.published === false) return podcast;
  const published = await call(t, 'PUT', `${API}/podcasts/${podcast.podcast_uuid}`, auth, {
    published: true,
  });
  assert.equal(published.statusCode, 200, published.body);
  return published.json<Podcast>();
}

export function postEpisode(
  t: TestApp,
  auth: string | undefined,
  podcastUuid: string,
  fields: Record<string, string> = { title: 'Episode' },
  files: FilePart[] = [audioPart()],
): Promise<LightMyRequestResponse> {
  return callForm(t, 'POST', `${API}/podcasts/${podcastUuid}/episodes`, auth, fields, files);
}

/** An episode added by `auth`; published unless told otherwise. */
export async function createEpisode(
  t: TestApp,
  auth: string,
  podcastUuid: string,
  options: { title?: string; published?: boolean; audio?: Buffer; duration?: number } = {},
): Promise<Episode> {
  const response = await postEpisode(
    t,
    auth,
    podcastUuid,
    {
      title: options.title ?? 'Episode',
      published: String(options.published ?? true),
      duration_seconds: String(options.duration ?? 60),
    },
    [audioPart(options.audio)],
  );
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Episode>();
}

/** A GET (or HEAD) with extra headers, with a Bearer credential when given. */
export function fetchWith(
  t: TestApp,
  url: string,
  headers: Record<string, string>,
  auth?: string,
  method: 'GET' | 'HEAD' = 'GET',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: { ...headers, ...(auth === undefined ? {} : { authorization: `Bearer ${auth}` }) },
  });
}

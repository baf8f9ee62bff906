/** Podcast episode routes [CONTRACT 11]: create, list, order, read, change, delete, the audio and thumbnail. */
import { Type } from 'typebox';
import type { UploadLimits } from '../../config.ts';
import { errors, pageOf } from '../../platform/http/schema.ts';
import { sendObject } from '../../platform/http/send-object.ts';
import type { App } from '../../platform/http/types.ts';
import { readMultipart, validateFields, type FileSpec } from '../../platform/http/uploads.ts';
import type { EpisodeInput, EpisodesService } from './episodes.service.ts';
import { EpisodeRead, EpisodeReadPage } from './podcasts.presenter.ts';
import {
  AudioForm,
  CreateEpisodeFields,
  CreateEpisodeForm,
  EpisodeListQuery,
  EpisodeOrderBody,
  EpisodeParams,
  PodcastParams,
  RangedFileResponses,
  UpdateEpisodeBody,
} from './podcasts.schemas.ts';

const tags = ['podcasts'];

/** Audio is judged by its bytes: MP3, WAV, OGG (Vorbis, Opus, FLAC) or M4A; anything else is a 415. */
const AUDIO: FileSpec = { kinds: ['audio'], required: true, wrongTypeMessage: 'Audio : Wrong audio format' };
const THUMBNAIL: FileSpec = {
  kinds: ['image'],
  required: false,
  wrongTypeMessage: 'Image : Wrong image format',
};

/** What these routes use. */
export interface EpisodeRouteDeps {
  episodes: EpisodesService;
  uploadLimits: UploadLimits;
}

export function registerEpisodeRoutes(app: App, s: EpisodeRouteDeps): void {
  app.post(
    '/podcasts/:podcast_uuid/episodes',
    {
      schema: {
        tags,
        operationId: 'createPodcastEpisode',
        summary:
          'Add an episode (multipart: title, description?, duration_seconds?, published?, audio file, thumbnail? image); emits podcast_episode_created',
        consumes: ['multipart/form-data'],
        multipart: CreateEpisodeForm,
        params: PodcastParams,
        response: { 200: EpisodeRead, ...errors(401, 403, 404, 413, 415, 422) },
      },
    },
    async (request) => {
      const form = await readMultipart(
        request,
        {
          fields: Object.keys(CreateEpisodeFields.properties),
          files: { audio: AUDIO, thumbnail: THUMBNAIL },
        },
        s.uploadLimits,
      );
      try {
        const fields = validateFields<EpisodeInput>(CreateEpisodeFields, form.fields);
        return await s.episodes.create(
          request.principal,
          request.params.podcast_uuid,
          fields,
          form.files.audio!,
          form.files.thumbnail,
        );
      } finally {
        await form.cleanup();
      }
    },
  );

  app.get(
    '/podcasts/:podcast_uuid/episodes',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'listPodcastEpisodes',
        summary: "A podcast's episodes in listening order (unpublished ones only for its editors)",
        params: PodcastParams,
        querystring: EpisodeListQuery,
        response: { 200: EpisodeReadPage, ...errors(403, 404, 422) },
      },
    },
    (request) => s.episodes.list(request.principal, request.params.podcast_uuid, pageOf(request.query)),
  );

  app.put(
    '/podcasts/:podcast_uuid/episodes/order',
    {
      schema: {
        tags,
        operationId: 'orderPodcastEpisodes',
        summary: "Set the listening order: episode_uuids names each of the podcast's episodes exactly once",
        params: PodcastParams,
        body: EpisodeOrderBody,
        response: { 200: Type.Array(EpisodeRead), ...errors(401, 403, 404, 422) },
      },
    },
    (request) =>
      s.episodes.reorder(request.principal, request.params.podcast_uuid, request.body.episode_uuids),
  );

  app.get(
    '/podcasts/episodes/:episode_uuid',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getPodcastEpisode',
        summary: 'One episode (unpublished ones only for those who may edit the podcast)',
        params: EpisodeParams,
        response: { 200: EpisodeRead, ...errors(403, 404, 422) },
      },
    },
    (request) => s.episodes.get(request.principal, request.params.episode_uuid),
  );

  app.put(
    '/podcasts/episodes/:episode_uuid',
    {
      schema: {
        tags,
        operationId: 'updatePodcastEpisode',
        summary: 'Change an episode (partial), publish or unpublish it',
        params: EpisodeParams,
        body: UpdateEpisodeBody,
        response: { 200: EpisodeRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.episodes.update(request.principal, request.params.episode_uuid, request.body),
  );

  app.delete(
    '/podcasts/episodes/:episode_uuid',
    {
      schema: {
        tags,
        operationId: 'deletePodcastEpisode',
        summary: 'Delete an episode and its files (its number is not reused)',
        params: EpisodeParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await s.episodes.delete(request.principal, request.params.episode_uuid);
      return reply.status(204).send(null);
    },
  );

  for (const which of ['audio', 'thumbnail'] as const) {
    app.get(
      `/podcasts/episodes/:episode_uuid/${which}`,
      {
        config: { public: true },
        schema: {
          tags,
          operationId: which === 'audio' ? 'getPodcastEpisodeAudio' : 'getPodcastEpisodeThumbnail',
          summary: `The episode's ${which} file (HTTP Range supported: 206, 416)`,
          params: EpisodeParams,
          response: { ...RangedFileResponses, ...errors(403, 404, 416, 422) },
        },
      },
      async (request, reply) => {
        const { file, filename } = await s.episodes.file(
          request.principal,
          request.params.episode_uuid,
          which,
          request,
        );
        return sendObject(reply, file, { filename, ranges: request });
      },
    );
  }

  app.put(
    '/podcasts/episodes/:episode_uuid/audio',
    {
      schema: {
        tags,
        operationId: 'replacePodcastEpisodeAudio',
        summary: "Replace the episode's audio (multipart: audio file); the old file is removed",
        consumes: ['multipart/form-data'],
        multipart: AudioForm,
        params: EpisodeParams,
        response: { 200: EpisodeRead, ...errors(401, 403, 404, 413, 415, 422) },
      },
    },
    async (request) => {
      const form = await readMultipart(request, { fields: [], files: { audio: AUDIO } }, s.uploadLimits);
      try {
        return await s.episodes.replaceAudio(
          request.principal,
          request.params.episode_uuid,
          form.files.audio!,
        );
      } finally {
        await form.cleanup();
      }
    },
  );
}

/** Podcast routes [CONTRACT 11]: the podcast itself, an organization's list, its thumbnail and its RSS feed. */
import { Type } from 'typebox';
import type { UploadLimits } from '../../config.ts';
import { ValidationError } from '../../platform/http/errors.ts';
import { errors } from '../../platform/http/schema.ts';
import { sendObject } from '../../platform/http/send-object.ts';
import type { App } from '../../platform/http/types.ts';
import { readMultipart, validateFields } from '../../platform/http/uploads.ts';
import type { PodcastsService } from './podcasts.service.ts';
import { FEED_CONTENT_TYPE } from './podcast-feed.ts';
import { PodcastRead, PodcastReadPage } from './podcasts.presenter.ts';
import {
  CreatePodcastFields,
  CreatePodcastForm,
  CreatePodcastQuery,
  FeedResponse,
  PodcastListParams,
  PodcastParams,
  RangedFileResponses,
  UpdatePodcastBody,
} from './podcasts.schemas.ts';

const tags = ['podcasts'];

/** What these routes use. */
export interface PodcastRouteDeps {
  podcasts: PodcastsService;
  uploadLimits: UploadLimits;
  /** Absolute base of the API (`PUBLIC_URL` + `/api/v1`), for the feed's links. */
  apiBaseUrl: string;
}

interface CreateFields {
  name: string;
  description?: string;
  about?: string;
  tags?: string;
  public?: boolean;
}

export function registerPodcastRoutes(app: App, s: PodcastRouteDeps): void {
  app.post(
    '/podcasts/',
    {
      schema: {
        tags,
        operationId: 'createPodcast',
        summary:
          'Create a podcast (multipart: name, description?, about?, tags? as a JSON array, public?, thumbnail? image); unpublished until PUT published',
        consumes: ['multipart/form-data'],
        multipart: CreatePodcastForm,
        querystring: CreatePodcastQuery,
        response: { 200: PodcastRead, ...errors(401, 403, 404, 413, 415, 422) },
      },
    },
    async (request) => {
      const form = await readMultipart(
        request,
        {
          fields: Object.keys(CreatePodcastFields.properties),
          files: {
            thumbnail: { kinds: ['image'], required: false, wrongTypeMessage: 'Image : Wrong image format' },
          },
        },
        s.uploadLimits,
      );
      try {
        const fields = validateFields<CreateFields>(CreatePodcastFields, form.fields);
        return await s.podcasts.create(
          request.principal,
          request.query.org_id,
          { ...fields, tags: parseTags(fields.tags) },
          form.files.thumbnail,
        );
      } finally {
        await form.cleanup();
      }
    },
  );

  app.get(
    '/podcasts/org_slug/:slug/page/:page/limit/:limit',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'listOrganizationPodcasts',
        summary: "An organization's podcasts the caller may see, newest first (pages start at 1)",
        params: PodcastListParams,
        response: { 200: PodcastReadPage, ...errors(403, 404, 422) },
      },
    },
    (request) =>
      s.podcasts.listByOrgSlug(
        request.principal,
        request.params.slug,
        request.params.page,
        request.params.limit,
      ),
  );

  app.get(
    '/podcasts/:podcast_uuid',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getPodcast',
        summary: 'One podcast (unpublished ones only for those who may edit them)',
        params: PodcastParams,
        response: { 200: PodcastRead, ...errors(403, 404, 422) },
      },
    },
    (request) => s.podcasts.get(request.principal, request.params.podcast_uuid),
  );

  app.put(
    '/podcasts/:podcast_uuid',
    {
      schema: {
        tags,
        operationId: 'updatePodcast',
        summary: 'Change a podcast (partial), publish or unpublish it',
        params: PodcastParams,
        body: UpdatePodcastBody,
        response: { 200: PodcastRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.podcasts.update(request.principal, request.params.podcast_uuid, request.body),
  );

  app.delete(
    '/podcasts/:podcast_uuid',
    {
      schema: {
        tags,
        operationId: 'deletePodcast',
        summary: 'Delete a podcast, its episodes and their files',
        params: PodcastParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await s.podcasts.delete(request.principal, request.params.podcast_uuid);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/podcasts/:podcast_uuid/thumbnail',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getPodcastThumbnail',
        summary: "The podcast's thumbnail (HTTP Range supported)",
        params: PodcastParams,
        response: { ...RangedFileResponses, ...errors(403, 404, 416, 422) },
      },
    },
    async (request, reply) => {
      const file = await s.podcasts.thumbnail(request.principal, request.params.podcast_uuid, request);
      return sendObject(reply, file, { ranges: request });
    },
  );

  app.get(
    '/podcasts/:podcast_uuid/feed.xml',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getPodcastFeed',
        summary: 'RSS 2.0 feed with iTunes tags: public, published podcasts only, published episodes only',
        params: PodcastParams,
        response: { 200: FeedResponse, ...errors(404, 422) },
      },
    },
    async (request, reply) => {
      const xml = await s.podcasts.feed(request.params.podcast_uuid, s.apiBaseUrl);
      return reply.type(FEED_CONTENT_TYPE).send(xml);
    },
  );
}

/** `tags`: a JSON-encoded array of strings, as courses take it; 422 otherwise. */
function parseTags(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  if (
    !Array.isArray(value) ||
    value.length > 200 ||
    !value.every((tag) => typeof tag === 'string' && tag.length <= 1000)
  ) {
    throw new ValidationError([
      { loc: ['body', 'tags'], msg: 'Input should be a JSON-encoded array of strings', type: 'json_array' },
    ]);
  }
  return value as string[];
}

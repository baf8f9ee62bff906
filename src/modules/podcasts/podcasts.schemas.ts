/** Request schemas of the podcast routes [CONTRACT 11]; the answers' schemas are in the presenter. */
import { Type } from 'typebox';
import { Body, IntegerId, PaginationQuery } from '../../platform/http/schema.ts';
import { multipartForm } from '../../platform/http/openapi.ts';

const Name = Type.String({ minLength: 1, maxLength: 500 });
const Text = Type.String({ maxLength: 100_000 });
const TagList = Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 200 });
const Duration = Type.Integer({ minimum: 0, maximum: 10_000_000 });

/** Text fields of the multipart create form; `tags` is a JSON-encoded array of strings, as for courses. */
export const CreatePodcastFields = Type.Object(
  {
    name: Name,
    description: Type.Optional(Text),
    about: Type.Optional(Text),
    tags: Type.Optional(Type.String({ maxLength: 200_000, description: 'A JSON-encoded array of strings' })),
    public: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export const CreatePodcastForm = multipartForm(CreatePodcastFields, {
  thumbnail: { required: false, description: 'A PNG, JPEG, GIF or WebP image' },
});

export const CreatePodcastQuery = Type.Object({ org_id: IntegerId });

export const UpdatePodcastBody = Body(
  {
    name: Type.Optional(Name),
    description: Type.Optional(Text),
    about: Type.Optional(Text),
    tags: Type.Optional(TagList),
    public: Type.Optional(Type.Boolean()),
    published: Type.Optional(Type.Boolean()),
  },
  { title: 'UpdatePodcastBody' },
);

export const PodcastParams = Type.Object({ podcast_uuid: Type.String({ minLength: 1, maxLength: 100 }) });
export const EpisodeParams = Type.Object({ episode_uuid: Type.String({ minLength: 1, maxLength: 100 }) });

export const PodcastListParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 64 }),
  page: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  limit: Type.Integer({ minimum: 1, maximum: 200 }),
});

export const EpisodeListQuery = PaginationQuery;

/** Text fields of the multipart episode form. */
export const CreateEpisodeFields = Type.Object(
  {
    title: Name,
    description: Type.Optional(Text),
    duration_seconds: Type.Optional(Duration),
    published: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export const CreateEpisodeForm = multipartForm(CreateEpisodeFields, {
  audio: { required: true, description: 'MP3, WAV, OGG (Vorbis or Opus) or M4A, judged by its bytes' },
  thumbnail: { required: false, description: 'A PNG, JPEG, GIF or WebP image' },
});
export const AudioForm = multipartForm(undefined, {
  audio: { required: true, description: 'MP3, WAV, OGG (Vorbis or Opus) or M4A, judged by its bytes' },
});

export const UpdateEpisodeBody = Body(
  {
    title: Type.Optional(Name),
    description: Type.Optional(Text),
    duration_seconds: Type.Optional(Duration),
    published: Type.Optional(Type.Boolean()),
  },
  { title: 'UpdateEpisodeBody' },
);

export const EpisodeOrderBody = Body(
  {
    episode_uuids: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
      maxItems: 10_000,
      description: 'Every episode of the podcast, each once, in the new order',
    }),
  },
  { title: 'EpisodeOrderBody' },
);

/** The answer of a streamed audio or image file: whole (200) or one range of it (206). */
export const RangedFileResponses = {
  200: {
    description: 'The whole file, with the media type it was stored with; `Accept-Ranges: bytes`',
    content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
  },
  206: {
    description: 'One range of the file (`Range: bytes=…`), with `Content-Range`',
    content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
  },
} as const;

export const FeedResponse = {
  description: 'RSS 2.0 with iTunes tags (`application/rss+xml; charset=utf-8`)',
  content: { 'application/rss+xml': { schema: { type: 'string' } } },
} as const;

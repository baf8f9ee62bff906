/** What leaves the API about podcasts and episodes [CONTRACT 11]: rows → answers, dates in the API format. */
import { Type, type Static } from 'typebox';
import { toApiDate } from '../../platform/clock.ts';
import { ApiDate, Page } from '../../platform/http/schema.ts';
import type { EpisodeRow, PodcastRow } from './podcasts.repository.ts';

export const PodcastRead = Type.Object(
  {
    id: Type.Integer(),
    podcast_uuid: Type.String(),
    org_id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    about: Type.String(),
    tags: Type.Array(Type.String()),
    public: Type.Boolean(),
    published: Type.Boolean(),
    thumbnail_image: Type.String({
      description:
        "The stored thumbnail's name ('' when none); served at GET /podcasts/{podcast_uuid}/thumbnail",
    }),
    created_by: Type.Union([Type.Integer(), Type.Null()], { description: 'The user who created it' }),
    creation_date: ApiDate,
    update_date: ApiDate,
  },
  { title: 'PodcastRead' },
);
export type PodcastRead = Static<typeof PodcastRead>;
export const PodcastReadPage = Page(PodcastRead);

export const EpisodeRead = Type.Object(
  {
    id: Type.Integer(),
    episode_uuid: Type.String(),
    podcast_uuid: Type.String(),
    org_id: Type.Integer(),
    title: Type.String(),
    description: Type.String(),
    duration_seconds: Type.Integer(),
    published: Type.Boolean(),
    episode_number: Type.Integer({ description: 'Assigned by the service: 1, 2, 3… never reused' }),
    position: Type.Integer({ description: 'Place in the listening order, from 1' }),
    audio: Type.Object({
      content_type: Type.String(),
      size: Type.Integer(),
    }),
    thumbnail_image: Type.String({ description: "'' when none" }),
    creation_date: ApiDate,
    update_date: ApiDate,
  },
  { title: 'EpisodeRead' },
);
export type EpisodeRead = Static<typeof EpisodeRead>;
export const EpisodeReadPage = Page(EpisodeRead);

export function presentPodcast(row: PodcastRow): PodcastRead {
  return {
    id: row.id,
    podcast_uuid: row.podcast_uuid,
    org_id: row.org_id,
    name: row.name,
    description: row.description,
    about: row.about,
    tags: row.tags,
    public: row.public,
    published: row.published,
    thumbnail_image: row.thumbnail,
    created_by: row.created_by,
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
  };
}

export function presentEpisode(podcast: Pick<PodcastRow, 'podcast_uuid'>, row: EpisodeRow): EpisodeRead {
  return {
    id: row.id,
    episode_uuid: row.episode_uuid,
    podcast_uuid: podcast.podcast_uuid,
    org_id: row.org_id,
    title: row.title,
    description: row.description,
    duration_seconds: row.duration_seconds,
    published: row.published,
    episode_number: row.episode_number,
    position: row.position,
    audio: { content_type: row.audio_type, size: row.audio_size },
    thumbnail_image: row.thumbnail,
    creation_date: toApiDate(row.creation_date),
    update_date: toApiDate(row.update_date),
  };
}

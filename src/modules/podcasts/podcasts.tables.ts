import type { Generated } from 'kysely';
import type { Bool, Id, Timestamp } from '../../platform/db/types.ts';

export interface PodcastsTable {
  id: Id;
  podcast_uuid: string;
  org_id: number;
  name: string;
  description: string;
  about: string;
  /** A JSON array of strings. */
  tags: string;
  public: Bool;
  published: Bool;
  /** The stored thumbnail's file name; '' when there is none. */
  thumbnail: string;
  /** Who created it (null once that account is gone): instructors edit only their own [CONTRACT 11]. */
  created_by: number | null;
  /** The last episode number handed out. */
  episode_counter: Generated<number>;
  creation_date: Timestamp;
  update_date: Timestamp;
}

export interface PodcastEpisodesTable {
  id: Id;
  episode_uuid: string;
  org_id: number;
  podcast_id: number;
  title: string;
  description: string;
  duration_seconds: number;
  published: Bool;
  episode_number: number;
  /** The listening order inside the podcast. */
  position: number;
  /** The stored audio's file name. */
  audio: string;
  audio_type: string;
  audio_size: number;
  thumbnail: string;
  /** When the episode was first published (the feed's `pubDate`); null while it never was. */
  publication_date: Timestamp | null;
  creation_date: Timestamp;
  update_date: Timestamp;
}

export interface PodcastTables {
  podcasts: PodcastsTable;
  podcast_episodes: PodcastEpisodesTable;
}

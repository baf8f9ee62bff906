/**
 * Podcast episodes [CONTRACT 11]: create with the audio (and an optional thumbnail), read, list in listening
 * order, reorder, change, delete, serve and replace the audio.
 *
 * Episode numbers come from the podcast's counter, taken in the transaction that inserts the episode (see
 * `PodcastsRepository.takeEpisodeNumber`): concurrent creates get distinct numbers, and a deleted episode's
 * number is never handed out again. Files are stored before the transaction and removed again if it fails;
 * files an episode no longer uses are removed after the commit, so a reader never finds a row without its file.
 */
import type { Logger } from 'pino';
import type { Db } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { readForRequest, type RangedRequest } from '../../platform/http/byte-ranges.ts';
import { NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import type { UploadedFile } from '../../platform/http/uploads.ts';
import { newUuid } from '../../platform/ids.ts';
import type { ObjectRead, Storage } from '../../platform/storage/index.ts';
import type { Principal } from '../access/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import type { PodcastAccess } from './podcast-access.ts';
import { bareType, episodeFileKey, podcastPrefix, storeUpload } from './podcast-files.ts';
import { presentEpisode, type EpisodeRead } from './podcasts.presenter.ts';
import { PodcastsRepository, type EpisodeRow, type PodcastRow } from './podcasts.repository.ts';

export interface EpisodesDeps {
  db: Db;
  podcastAccess: PodcastAccess;
  storage: Storage;
  clock: Clock;
  events: EventPublisher;
  logger: Logger;
}

export interface EpisodeInput {
  title: string;
  description?: string;
  duration_seconds?: number;
  published?: boolean;
}

export class EpisodesService {
  private readonly repo = new PodcastsRepository();

  constructor(private readonly deps: EpisodesDeps) {}

  /** Adds an episode at the end of the listening order; unpublished unless asked. */
  async create(
    principal: Principal,
    podcastUuid: string,
    input: EpisodeInput,
    audio: UploadedFile,
    thumbnail: UploadedFile | undefined,
  ): Promise<EpisodeRead> {
    const { podcastAccess, storage, events } = this.deps;
    const podcast = await podcastAccess.requirePodcast(podcastUuid, 'write');
    await podcastAccess.requireEditor(principal, podcast, 'update');
    const orgId = podcast.org_id;
    const episodeUuid = newUuid('episode');
    const keyOf = (name: string) => episodeFileKey(orgId, podcast.podcast_uuid, episodeUuid, name);
    try {
      const audioName = await storeUpload(storage, audio, 'audio', keyOf);
      const thumbnailName =
        thumbnail === undefined ? '' : await storeUpload(storage, thumbnail, 'thumbnail', keyOf);
      const now = toDbTime(this.deps.clock.now());
      const published = input.published ?? false;
      const row = await this.deps.db.transaction().execute(async (trx) => {
        const episodeNumber = await this.repo.takeEpisodeNumber(trx, orgId, podcast.id);
        if (episodeNumber === undefined) throw new NotFoundError('Podcast not found');
        const position = (await this.repo.lastPosition(trx, orgId, podcast.id)) + 1;
        const inserted = await this.repo.insertEpisode(trx, orgId, {
          episode_uuid: episodeUuid,
          podcast_id: podcast.id,
          title: input.title,
          description: input.description ?? '',
          duration_seconds: input.duration_seconds ?? 0,
          published,
          episode_number: episodeNumber,
          position,
          audio: audioName,
          audio_type: bareType(audio.mime),
          audio_size: audio.size,
          thumbnail: thumbnailName,
          publication_date: published ? now : null,
          creation_date: now,
          update_date: now,
        });
        await events.publishEvent(trx, orgId, 'podcast_episode_created', {
          episode_uuid: episodeUuid,
          podcast_uuid: podcast.podcast_uuid,
          title: inserted.title,
          episode_number: episodeNumber,
        });
        return inserted;
      });
      return presentEpisode(podcast, row);
    } catch (error) {
      await this.removeEpisodeFiles(podcast, episodeUuid);
      throw error;
    }
  }

  /** A page of the podcast's episodes in listening order: unpublished ones only for its editors. */
  async list(
    principal: Principal,
    podcastUuid: string,
    page: { limit: number; offset: number },
  ): Promise<{ items: EpisodeRead[]; total: number; limit: number; offset: number }> {
    const podcast = await this.deps.podcastAccess.requirePodcast(podcastUuid, 'read');
    const canEdit = await this.deps.podcastAccess.requireVisible(principal, podcast);
    const { rows, total } = await this.repo.listEpisodes(this.deps.db, podcast.org_id, podcast.id, {
      publishedOnly: !canEdit,
      page,
    });
    return { items: rows.map((row) => presentEpisode(podcast, row)), ...page, total };
  }

  /**
   * Sets the listening order. `episodeUuids` must name every episode of the podcast exactly once (422
   * `episode_order_mismatch` otherwise). Answers the episodes in their new order.
   */
  async reorder(principal: Principal, podcastUuid: string, episodeUuids: string[]): Promise<EpisodeRead[]> {
    const podcast = await this.deps.podcastAccess.requirePodcast(podcastUuid, 'write');
    await this.deps.podcastAccess.requireEditor(principal, podcast, 'update');
    const orgId = podcast.org_id;
    const rows = await this.deps.db.transaction().execute(async (trx) => {
      // The podcast's row first, as creates take it: the set compared below cannot change until the commit.
      if (!(await this.repo.lockPodcast(trx, orgId, podcast.id, toDbTime(this.deps.clock.now())))) {
        throw new NotFoundError('Podcast not found');
      }
      const { rows: current } = await this.repo.listEpisodes(trx, orgId, podcast.id, {
        publishedOnly: false,
      });
      const byUuid = new Map(current.map((row) => [row.episode_uuid, row]));
      const named = new Set(episodeUuids);
      if (
        named.size !== episodeUuids.length ||
        named.size !== byUuid.size ||
        episodeUuids.some((uuid) => !byUuid.has(uuid))
      ) {
        throw new ValidationError(
          [
            {
              loc: ['body', 'episode_uuids'],
              msg: `episode_uuids must name each of the podcast's ${byUuid.size} episodes exactly once`,
              type: 'episode_order_mismatch',
            },
          ],
          'episode_order_mismatch',
        );
      }
      const ordered: EpisodeRow[] = [];
      for (const [index, uuid] of episodeUuids.entries()) {
        const row = byUuid.get(uuid)!;
        if (row.position !== index + 1) await this.repo.setPosition(trx, orgId, row.id, index + 1);
        ordered.push({ ...row, position: index + 1 });
      }
      return ordered;
    });
    return rows.map((row) => presentEpisode(podcast, row));
  }

  async get(principal: Principal, episodeUuid: string): Promise<EpisodeRead> {
    const { episode, podcast } = await this.deps.podcastAccess.requireEpisode(episodeUuid, 'read');
    await this.deps.podcastAccess.requireVisibleEpisode(principal, podcast, episode);
    return presentEpisode(podcast, episode);
  }

  /** Partial: absent fields keep their value. The first publication sets the feed's `pubDate`. */
  async update(
    principal: Principal,
    episodeUuid: string,
    changes: Partial<EpisodeInput>,
  ): Promise<EpisodeRead> {
    const { episode, podcast } = await this.requireEditable(principal, episodeUuid, 'update');
    const now = toDbTime(this.deps.clock.now());
    const row = await this.repo.updateEpisode(this.deps.db, podcast.org_id, episode.id, {
      ...changes,
      ...(changes.published === true && episode.publication_date === null && { publication_date: now }),
      update_date: now,
    });
    if (row === undefined) throw new NotFoundError('Episode not found');
    return presentEpisode(podcast, row);
  }

  /** Deletes the episode, then (after the commit) its files. Its number is not reused. */
  async delete(principal: Principal, episodeUuid: string): Promise<void> {
    const { episode, podcast } = await this.requireEditable(principal, episodeUuid, 'delete');
    if (!(await this.repo.deleteEpisode(this.deps.db, podcast.org_id, episode.id))) {
      throw new NotFoundError('Episode not found');
    }
    await this.removeEpisodeFiles(podcast, episode.episode_uuid);
  }

  /** The episode's audio or thumbnail, for a caller who may see the episode; ranges honoured. */
  async file(
    principal: Principal,
    episodeUuid: string,
    which: 'audio' | 'thumbnail',
    request: RangedRequest,
  ): Promise<{ file: ObjectRead; filename: string }> {
    const { episode, podcast } = await this.deps.podcastAccess.requireEpisode(episodeUuid, 'read');
    await this.deps.podcastAccess.requireVisibleEpisode(principal, podcast, episode);
    const name = which === 'audio' ? episode.audio : episode.thumbnail;
    const missing = which === 'audio' ? 'This episode has no audio' : 'This episode has no thumbnail';
    if (name === '') throw new NotFoundError(missing);
    const key = episodeFileKey(podcast.org_id, podcast.podcast_uuid, episode.episode_uuid, name);
    const file = await readForRequest(this.deps.storage, key, request);
    if (file === undefined) throw new NotFoundError(missing);
    const ext = name.slice(name.lastIndexOf('.'));
    return { file, filename: `episode-${episode.episode_number}-${which}${ext}` };
  }

  /** Replaces the audio; the old file is removed once the new one is committed. */
  async replaceAudio(principal: Principal, episodeUuid: string, audio: UploadedFile): Promise<EpisodeRead> {
    const { episode, podcast } = await this.requireEditable(principal, episodeUuid, 'update');
    const keyOf = (name: string) =>
      episodeFileKey(podcast.org_id, podcast.podcast_uuid, episode.episode_uuid, name);
    const stored = await storeUpload(this.deps.storage, audio, 'audio', keyOf);
    let row: EpisodeRow | undefined;
    try {
      row = await this.repo.updateEpisode(this.deps.db, podcast.org_id, episode.id, {
        audio: stored,
        audio_type: bareType(audio.mime),
        audio_size: audio.size,
        update_date: toDbTime(this.deps.clock.now()),
      });
    } catch (error) {
      await this.removeFile(keyOf(stored));
      throw error;
    }
    if (row === undefined) {
      await this.removeFile(keyOf(stored));
      throw new NotFoundError('Episode not found');
    }
    await this.removeFile(keyOf(episode.audio));
    return presentEpisode(podcast, row);
  }

  private async requireEditable(
    principal: Principal,
    episodeUuid: string,
    action: 'update' | 'delete',
  ): Promise<{ episode: EpisodeRow; podcast: PodcastRow }> {
    const found = await this.deps.podcastAccess.requireEpisode(episodeUuid, 'write');
    await this.deps.podcastAccess.requireEditor(principal, found.podcast, action, 'Episode not found');
    return found;
  }

  private async removeEpisodeFiles(podcast: PodcastRow, episodeUuid: string): Promise<void> {
    const prefix = `${podcastPrefix(podcast.org_id, podcast.podcast_uuid)}episodes/${episodeUuid}/`;
    await this.deps.storage.deletePrefix(prefix).catch((error: unknown) => {
      this.deps.logger.error(
        { err: error, episode_uuid: episodeUuid },
        'removing the files of an episode failed',
      );
    });
  }

  private async removeFile(key: string): Promise<void> {
    await this.deps.storage.delete(key).catch((error: unknown) => {
      this.deps.logger.error({ err: error, key }, 'removing a replaced file failed');
    });
  }
}

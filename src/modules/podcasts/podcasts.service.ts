/**
 * Podcasts [CONTRACT 11]: create (with an optional thumbnail), read, change, delete, list an organization's,
 * serve the thumbnail, and the RSS feed. Who sees and changes what is decided in `PodcastAccess`.
 */
import type { Logger } from 'pino';
import type { Db } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { readForRequest, type RangedRequest } from '../../platform/http/byte-ranges.ts';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../platform/http/errors.ts';
import type { UploadedFile } from '../../platform/http/uploads.ts';
import { newUuid } from '../../platform/ids.ts';
import type { ObjectRead, Storage } from '../../platform/storage/index.ts';
import { actorUserId, type AccessControl, type Principal } from '../access/index.ts';
import type { FamilyGate } from '../org-settings/index.ts';
import type { OrgRow } from '../organizations/index.ts';
import type { PodcastAccess } from './podcast-access.ts';
import { buildFeed } from './podcast-feed.ts';
import { podcastPrefix, podcastThumbnailKey, storeUpload } from './podcast-files.ts';
import { presentPodcast, type PodcastRead } from './podcasts.presenter.ts';
import { PodcastsRepository, type PodcastFilter, type PodcastRow } from './podcasts.repository.ts';

export interface PodcastsDeps {
  db: Db;
  access: AccessControl;
  families: FamilyGate;
  podcastAccess: PodcastAccess;
  storage: Storage;
  clock: Clock;
  logger: Logger;
  requireOrg: (orgId: number) => Promise<OrgRow>;
  requireOrgBySlug: (slug: string) => Promise<OrgRow>;
}

export interface PodcastInput {
  name: string;
  description?: string;
  about?: string;
  tags?: string[];
  public?: boolean;
}

export interface PodcastChanges extends Partial<PodcastInput> {
  published?: boolean;
}

export class PodcastsService {
  private readonly repo = new PodcastsRepository();

  constructor(private readonly deps: PodcastsDeps) {}

  /** A new podcast, unpublished and (unless asked) not public, authored by the caller. */
  async create(
    principal: Principal,
    orgId: number,
    input: PodcastInput,
    thumbnail: UploadedFile | undefined,
  ): Promise<PodcastRead> {
    await this.deps.families.requireOpen(orgId, 'podcasts', 'write');
    const actor = await this.deps.access.requireRight(principal, orgId, 'podcasts', 'create');
    const podcastUuid = newUuid('podcast');
    const stored =
      thumbnail === undefined
        ? ''
        : await storeUpload(this.deps.storage, thumbnail, 'thumbnail', (name) =>
            podcastThumbnailKey(orgId, podcastUuid, name),
          );
    const now = toDbTime(this.deps.clock.now());
    try {
      const row = await this.repo.insertPodcast(this.deps.db, orgId, {
        podcast_uuid: podcastUuid,
        name: input.name,
        description: input.description ?? '',
        about: input.about ?? '',
        tags: input.tags ?? [],
        public: input.public ?? false,
        published: false,
        thumbnail: stored,
        created_by: actorUserId(actor),
        creation_date: now,
        update_date: now,
      });
      return presentPodcast(row);
    } catch (error) {
      await this.removeFiles(orgId, podcastUuid);
      throw error;
    }
  }

  async get(principal: Principal, podcastUuid: string): Promise<PodcastRead> {
    const podcast = await this.deps.podcastAccess.requirePodcast(podcastUuid, 'read');
    await this.deps.podcastAccess.requireVisible(principal, podcast);
    return presentPodcast(podcast);
  }

  /** Partial: absent fields keep their value. */
  async update(principal: Principal, podcastUuid: string, changes: PodcastChanges): Promise<PodcastRead> {
    const podcast = await this.deps.podcastAccess.requirePodcast(podcastUuid, 'write');
    await this.deps.podcastAccess.requireEditor(principal, podcast, 'update');
    const row = await this.repo.updatePodcast(this.deps.db, podcast.org_id, podcast.id, {
      ...changes,
      update_date: toDbTime(this.deps.clock.now()),
    });
    if (row === undefined) throw new NotFoundError('Podcast not found');
    return presentPodcast(row);
  }

  /** Deletes the podcast and its episodes, then (after the commit) its files. */
  async delete(principal: Principal, podcastUuid: string): Promise<void> {
    const podcast = await this.deps.podcastAccess.requirePodcast(podcastUuid, 'write');
    await this.deps.podcastAccess.requireEditor(principal, podcast, 'delete');
    if (!(await this.repo.deletePodcast(this.deps.db, podcast.org_id, podcast.id))) {
      throw new NotFoundError('Podcast not found');
    }
    await this.removeFiles(podcast.org_id, podcast.podcast_uuid);
  }

  /**
   * The organization's podcasts the caller may see, newest first (pages from 1): everything for those who
   * may edit every podcast; otherwise the published ones (public ones, and non-public ones for members with
   * `podcasts:read`) and the caller's own.
   */
  async listByOrgSlug(
    principal: Principal,
    slug: string,
    page: number,
    limit: number,
  ): Promise<{ items: PodcastRead[]; total: number; limit: number; offset: number }> {
    const org = await this.deps.requireOrgBySlug(slug);
    await this.deps.families.requireOpen(org.id, 'podcasts', 'read');
    const filter = await this.filterFor(principal, org.id);
    const offset = (page - 1) * limit;
    const { rows, total } = await this.repo.listPodcasts(this.deps.db, org.id, filter, { limit, offset });
    return { items: rows.map(presentPodcast), total, limit, offset };
  }

  /** The thumbnail, for a caller who may see the podcast; ranges honoured. */
  async thumbnail(principal: Principal, podcastUuid: string, request: RangedRequest): Promise<ObjectRead> {
    const podcast = await this.deps.podcastAccess.requirePodcast(podcastUuid, 'read');
    await this.deps.podcastAccess.requireVisible(principal, podcast);
    if (podcast.thumbnail === '') throw new NotFoundError('This podcast has no thumbnail');
    const file = await readForRequest(
      this.deps.storage,
      podcastThumbnailKey(podcast.org_id, podcast.podcast_uuid, podcast.thumbnail),
      request,
    );
    if (file === undefined) throw new NotFoundError('This podcast has no thumbnail');
    return file;
  }

  /** The RSS feed: public, published podcasts only (anything else is 404, to everyone). */
  async feed(podcastUuid: string, apiBaseUrl: string): Promise<string> {
    const podcast = await this.deps.podcastAccess.requirePodcast(podcastUuid, 'read');
    if (!podcast.public || !podcast.published) throw new NotFoundError('Podcast not found');
    const [org, { rows }] = await Promise.all([
      this.deps.requireOrg(podcast.org_id),
      this.repo.listEpisodes(this.deps.db, podcast.org_id, podcast.id, { publishedOnly: true }),
    ]);
    return buildFeed({ podcast, episodes: rows, author: org.name, apiBaseUrl });
  }

  private async filterFor(principal: Principal, orgId: number): Promise<PodcastFilter> {
    const { access, podcastAccess } = this.deps;
    if (await access.mayOn(principal, orgId, 'podcasts', 'update', null)) return { kind: 'all' };
    const nonPublic = await podcastAccess.mayReadNonPublic(principal, orgId);
    let ownerId: number | null = null;
    try {
      // Instructors: their own podcasts too, published or not.
      ownerId = actorUserId(await access.requireRight(principal, orgId, 'podcasts', 'update'));
    } catch (error) {
      if (!(error instanceof ForbiddenError || error instanceof UnauthorizedError)) throw error;
    }
    return { kind: 'visible', nonPublic, ownerId };
  }

  private async removeFiles(orgId: number, podcastUuid: string): Promise<void> {
    await this.deps.storage.deletePrefix(podcastPrefix(orgId, podcastUuid)).catch((error: unknown) => {
      this.deps.logger.error(
        { err: error, podcast_uuid: podcastUuid },
        'removing the files of a podcast failed',
      );
    });
  }
}

export type { PodcastRow };

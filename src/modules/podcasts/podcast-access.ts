/**
 * Who may see and change a podcast [CONTRACT 11], in one place for both services:
 * - editors (the `podcasts` update right; instructors only on what they created) see everything, unpublished
 *   podcasts and episodes included;
 * - everyone else sees only what is published: a public podcast anonymously, a non-public one as a member
 *   with `podcasts:read`; anything else answers 404, as if it did not exist;
 * - a change by someone who may not make it answers 403, or 404 when they may not even see the podcast.
 */
import type { Db } from '../../db.ts';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../platform/http/errors.ts';
import type { AccessControl, Actor, Principal } from '../access/index.ts';
import type { FamilyGate } from '../org-settings/index.ts';
import { PodcastsRepository, type EpisodeRow, type PodcastRow } from './podcasts.repository.ts';

export interface PodcastAccessDeps {
  db: Db;
  access: AccessControl;
  families: FamilyGate;
}

export class PodcastAccess {
  private readonly repo = new PodcastsRepository();

  constructor(private readonly deps: PodcastAccessDeps) {}

  /** The podcast named in a path, its family open for `intent`; 404 otherwise. */
  async requirePodcast(podcastUuid: string, intent: 'read' | 'write'): Promise<PodcastRow> {
    const podcast = await this.repo.resolvePodcast(this.deps.db, podcastUuid);
    if (podcast === undefined) throw new NotFoundError('Podcast not found');
    await this.deps.families.requireOpen(podcast.org_id, 'podcasts', intent);
    return podcast;
  }

  /** The episode named in a path and its podcast, the family open for `intent`; 404 otherwise. */
  async requireEpisode(
    episodeUuid: string,
    intent: 'read' | 'write',
  ): Promise<{ episode: EpisodeRow; podcast: PodcastRow }> {
    const episode = await this.repo.resolveEpisode(this.deps.db, episodeUuid);
    if (episode === undefined) throw new NotFoundError('Episode not found');
    const podcast = await this.repo.findPodcast(this.deps.db, episode.org_id, episode.podcast_id);
    if (podcast === undefined) throw new NotFoundError('Episode not found');
    await this.deps.families.requireOpen(podcast.org_id, 'podcasts', intent);
    return { episode, podcast };
  }

  /** Whether the caller may edit the podcast (and its episodes). */
  canEdit(principal: Principal, podcast: PodcastRow): Promise<boolean> {
    return this.deps.access.mayOn(principal, podcast.org_id, 'podcasts', 'update', podcast.created_by);
  }

  /** Whether the caller may see the podcast, by the rules above; `canEdit` when already known. */
  async canSee(principal: Principal, podcast: PodcastRow, canEdit?: boolean): Promise<boolean> {
    if (canEdit ?? (await this.canEdit(principal, podcast))) return true;
    if (!podcast.published) return false;
    if (podcast.public) return true;
    return this.mayReadNonPublic(principal, podcast.org_id);
  }

  /** 404 unless the caller may see the podcast; answers whether they may also edit it. */
  async requireVisible(principal: Principal, podcast: PodcastRow): Promise<boolean> {
    const canEdit = await this.canEdit(principal, podcast);
    if (!(await this.canSee(principal, podcast, canEdit))) throw new NotFoundError('Podcast not found');
    return canEdit;
  }

  /** 404 unless the caller may see the episode (its podcast, and the episode published or editable). */
  async requireVisibleEpisode(principal: Principal, podcast: PodcastRow, episode: EpisodeRow): Promise<void> {
    const canEdit = await this.canEdit(principal, podcast);
    if (!(await this.canSee(principal, podcast, canEdit)) || (!episode.published && !canEdit)) {
      throw new NotFoundError('Episode not found');
    }
  }

  /**
   * The caller must hold `podcasts:<action>` on this podcast (instructors: only on their own): 403 otherwise,
   * or 404 when they may not even see it.
   */
  async requireEditor(
    principal: Principal,
    podcast: PodcastRow,
    action: 'update' | 'delete',
    notFound = 'Podcast not found',
  ): Promise<Actor> {
    try {
      return await this.deps.access.requireRightOn(
        principal,
        podcast.org_id,
        'podcasts',
        action,
        podcast.created_by,
      );
    } catch (error) {
      if (error instanceof ForbiddenError && !(await this.canSee(principal, podcast, false))) {
        throw new NotFoundError(notFound);
      }
      throw error;
    }
  }

  /**
   * Members with `podcasts:read` (tokens with it) see non-public podcasts of their organization; anyone else
   * (anonymous, another organization's people and tokens) does not.
   */
  async mayReadNonPublic(principal: Principal, orgId: number): Promise<boolean> {
    let actor: Actor | null;
    try {
      actor = await this.deps.access.standing(principal, orgId);
    } catch (error) {
      if (error instanceof ForbiddenError || error instanceof UnauthorizedError) return false;
      throw error;
    }
    if (actor === null) return false;
    return this.deps.access.mayOn(principal, orgId, 'podcasts', 'read', null);
  }
}

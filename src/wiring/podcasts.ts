/** Podcasts [CONTRACT 11]: who sees what, the podcasts and their episodes, on the content's storage. */
import { EpisodesService, PodcastAccess, PodcastsService } from '../modules/podcasts/index.ts';
import type { Storage } from '../platform/storage/index.ts';
import type { Kernel } from './kernel.ts';

export type PodcastServices = ReturnType<typeof buildPodcasts>;

export function buildPodcasts(k: Kernel, storage: Storage) {
  const { db, access, families, orgs, clock, logger, events } = k;
  const podcastAccess = new PodcastAccess({ db, access, families });
  const podcasts = new PodcastsService({
    db,
    access,
    families,
    podcastAccess,
    storage,
    clock,
    logger,
    requireOrg: (orgId) => orgs.requireOrg(orgId),
    requireOrgBySlug: (slug) => orgs.requireOrgBySlug(slug),
  });
  const episodes = new EpisodesService({ db, podcastAccess, storage, clock, events, logger });
  return { podcasts, episodes };
}

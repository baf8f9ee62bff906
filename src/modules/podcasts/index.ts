export { PodcastAccess } from './podcast-access.ts';
export { PodcastsService } from './podcasts.service.ts';
export { EpisodesService } from './episodes.service.ts';
export { registerPodcastRoutes } from './podcasts.routes.ts';
export { registerEpisodeRoutes } from './episodes.routes.ts';

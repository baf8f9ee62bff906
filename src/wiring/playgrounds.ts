/**
 * Playgrounds: the pages, their reactions and their generation. The user-groups module says which restricted
 * playgrounds a person's groups open (it sits above playgrounds, which it links to by uuid).
 */
import {
  PlaygroundGenerationService,
  PlaygroundReactionsService,
  PlaygroundsService,
} from '../modules/playgrounds/index.ts';
import { inGroupLinkedToPlayground, playgroundsLinkedToUser } from '../modules/usergroups/index.ts';
import type { Kernel } from './kernel.ts';

export type PlaygroundServices = ReturnType<typeof buildPlaygrounds>;

/** Generation spends the organization's AI credits from its packs (the kernel's `aiCredits`). */
export function buildPlaygrounds(k: Kernel) {
  const { config, db, clock, logger, events, access, families, aiCredits } = k;
  const playgrounds = new PlaygroundsService({
    db,
    access,
    families,
    clock,
    events,
    groupLinks: {
      inLinkedGroup: inGroupLinkedToPlayground,
      linkedPlaygroundIds: playgroundsLinkedToUser,
    },
  });
  const playgroundReactions = new PlaygroundReactionsService({ db, clock, playgrounds });
  const playgroundGeneration = new PlaygroundGenerationService({
    db,
    playgrounds,
    deploymentMode: config.deploymentMode,
    ai: config.ai,
    aiCredits,
    logError: (error, message) => logger.error({ err: error }, message),
  });
  return { playgrounds, playgroundReactions, playgroundGeneration };
}

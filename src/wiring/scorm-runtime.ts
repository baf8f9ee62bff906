/** SCORM runtime tracking: attempts and CMI elements, progress through the learning module, results. */
import { ScormResultsService, ScormRuntimeService, type ScormLaunchTokens } from '../modules/scorm/index.ts';
import type { ContentServices } from './content.ts';
import type { Kernel } from './kernel.ts';
import type { buildLearning } from './learning.ts';

export function buildScormRuntime(
  k: Kernel,
  c: ContentServices,
  l: ReturnType<typeof buildLearning>,
  launchTokens: ScormLaunchTokens,
) {
  const { db, clock, logger, access } = k;
  const scormRuntime = new ScormRuntimeService({
    db,
    clock,
    logger,
    access,
    activities: c.activities,
    progress: l.progress,
    launchTokens,
  });
  const scormResults = new ScormResultsService({ db, access, activities: c.activities });
  return { scormRuntime, scormResults };
}

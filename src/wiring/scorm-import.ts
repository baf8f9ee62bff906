/**
 * SCORM packages [CONTRACT 12]: import (analysis, storage, activities), content serving and launch tokens.
 * The sweep of unimported packages runs with the background worker's periodic sweeps.
 */
import { findAccountById } from '../modules/identity/index.ts';
import { ScormContentService, ScormImportService, ScormLaunchTokens } from '../modules/scorm/index.ts';
import type { ContentServices } from './content.ts';
import type { Kernel } from './kernel.ts';

/** CONTRACT 12: more entries than this is `scorm_too_large`, as is a compression ratio above MAX_RATIO. */
export const SCORM_MAX_ENTRIES = 10_000;
export const SCORM_MAX_RATIO = 100;

export function buildScormImport(k: Kernel, content: ContentServices, secretKey: string) {
  const { config, db, clock, logger, access } = k;
  const scormLaunchTokens = new ScormLaunchTokens(secretKey, clock);
  const scormImport = new ScormImportService({
    db,
    clock,
    logger,
    access,
    courses: content.courses,
    chapters: content.chapters,
    activityCreation: content.activityCreation,
    storage: content.storage,
    limits: {
      maxEntries: SCORM_MAX_ENTRIES,
      maxUncompressedBytes: config.scorm.maxUncompressedBytes,
      maxRatio: SCORM_MAX_RATIO,
    },
  });
  const scormContent = new ScormContentService({
    activities: content.activities,
    storage: content.storage,
    launchTokens: scormLaunchTokens,
    findUser: (userId) => findAccountById(db, userId),
  });
  return { scormImport, scormContent, scormLaunchTokens };
}

/**
 * scorm-again 3.4.3 declares its cross-frame classes as default exports, while its ES modules export them by
 * name; the names are taken here, typed by the declarations, so the rest of the app sees one consistent API.
 */
import type CrossFrameAPIClass from 'scorm-again/cross-frame-api';
import type CrossFrameLMSClass from 'scorm-again/cross-frame-lms';
import * as frameApi from 'scorm-again/cross-frame-api';

export type CrossFrameLMS = CrossFrameLMSClass;

export const CrossFrameAPI = (frameApi as unknown as { CrossFrameAPI: typeof CrossFrameAPIClass })
  .CrossFrameAPI;

/** The player's side, loaded with the player. */
export async function loadCrossFrameLMS(): Promise<typeof CrossFrameLMSClass> {
  const module = (await import('scorm-again/cross-frame-lms')) as unknown as {
    CrossFrameLMS: typeof CrossFrameLMSClass;
  };
  return module.CrossFrameLMS;
}

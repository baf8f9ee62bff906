/**
 * scorm-again 3.4.3 declares its classes (the two runtime APIs, the cross-frame pair) as default exports of their
 * entry points, while its ES modules export them by name; the names are taken here, typed by the declarations,
 * so the rest of the app sees one consistent API.
 */
import type CrossFrameAPIClass from 'scorm-again/cross-frame-api';
import type CrossFrameLMSClass from 'scorm-again/cross-frame-lms';
import type Scorm12APIClass from 'scorm-again/scorm12';
import type Scorm2004APIClass from 'scorm-again/scorm2004';
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

export type ScormApi = Scorm12APIClass | Scorm2004APIClass;

/** The runtime API of a version, quiet (its log level 5 logs nothing), saving nothing itself: the player does. */
export async function createScormApi(version: '1.2' | '2004'): Promise<ScormApi> {
  const settings = { autocommit: false, logLevel: 5 as const };
  if (version === '1.2') {
    const module = (await import('scorm-again/scorm12')) as unknown as { Scorm12API: typeof Scorm12APIClass };
    return new module.Scorm12API(settings);
  }
  const module = (await import('scorm-again/scorm2004')) as unknown as {
    Scorm2004API: typeof Scorm2004APIClass;
  };
  return new module.Scorm2004API(settings);
}

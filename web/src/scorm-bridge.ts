/**
 * Loaded first by every HTML page of a SCORM package (the service adds the script tag as it serves the page,
 * src/modules/scorm/). The package runs in a sandboxed frame with an opaque origin: it cannot reach the player
 * around it, so `window.API` / `window.API_1484_11` here are stand-ins (scorm-again's CrossFrameAPI) that answer
 * from a local copy of the learner's data and pass every call to the real runtime in the player by
 * postMessage [CONTRACT 12]. The copy starts from what the player put in this frame's name, and is handed on
 * in the name when the package moves to its next page, so a page reading its data at once finds it.
 */
import { CrossFrameAPI } from './cross-frame.ts';

const MARK = 'lms-scorm:';
const script = document.currentScript;
// The player is on the service's origin, where this script comes from: replies from anywhere else are ignored.
const playerOrigin =
  script instanceof HTMLScriptElement ? new URL(script.src).origin : window.location.origin;
const api = new CrossFrameAPI(playerOrigin, window.parent);
const cache = (api as unknown as { _cache: Map<string, string> })._cache;

if (window.name.startsWith(MARK)) {
  try {
    const seed = JSON.parse(window.name.slice(MARK.length)) as Record<string, unknown>;
    for (const [key, value] of Object.entries(seed)) cache.set(key, String(value));
  } catch {
    // A name that is not ours: start empty, the first call fills the copy.
  }
}

window.addEventListener('pagehide', () => {
  const data = [...cache].filter(([key]) => key.startsWith('cmi.') || key.startsWith('adl.'));
  window.name = MARK + JSON.stringify(Object.fromEntries(data));
});

Object.assign(window, { API: api, API_1484_11: api });

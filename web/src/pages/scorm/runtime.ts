/**
 * The runtime side of the player: scorm-again's API seeded with what the service answered at initialize, the
 * cross-frame listener that serves the package's frame (and no other window), and the saving of every element
 * the package set since the last save.
 */
import { api, call } from '../../api.ts';
import { createScormApi, loadCrossFrameLMS } from '../../cross-frame.ts';

export interface RuntimeOptions {
  activityUuid: string;
  version: '1.2' | '2004';
  cmi: Record<string, string>;
  /** The package's frame: the only window whose messages are answered. */
  frame: () => Window | null;
  onSaved: () => void;
  onError: (error: unknown) => void;
  saveEveryMs: number;
}

export interface Runtime {
  /** The name the frame starts with: the learner's data, read by the bridge before the package runs. */
  frameName: string;
  stop: () => void;
}

const MARK = 'lms-scorm:';

export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  const [CrossFrameLMS, runtimeApi] = await Promise.all([
    loadCrossFrameLMS(),
    createScormApi(options.version),
  ]);
  // Counts and other keywords (`…._count`, `._children`) follow from the data; scorm-again refuses to be told them.
  const settable = Object.entries(options.cmi).filter(([element]) => !/(^|\.)_/.test(element));
  runtimeApi.loadFromFlattenedJSON(Object.fromEntries(settable));

  // Only what the package set goes to the service: the service judges each element (read-only ones refused).
  const unsaved = new Map<string, string>();
  const prefix = options.version === '1.2' ? 'LMS' : '';
  runtimeApi.on(`${prefix}SetValue.cmi.*`, (element: string, value: unknown) => {
    unsaved.set(element, String(value));
  });
  let finished = false;
  let saving: Promise<void> = Promise.resolve();
  const save = (kind: 'commit' | 'terminate', keepalive = false) => {
    if (finished || (kind === 'commit' && unsaved.size === 0)) return saving;
    if (kind === 'terminate') finished = true;
    const body = Object.fromEntries(unsaved);
    unsaved.clear();
    const init = { params: { path: { activity_uuid: options.activityUuid } }, body, keepalive };
    saving = saving
      .then(() =>
        kind === 'commit'
          ? call(api.POST('/api/v1/scorm/{activity_uuid}/runtime/commit', init))
          : call(api.POST('/api/v1/scorm/{activity_uuid}/runtime/terminate', init)),
      )
      .then(
        () => options.onSaved(),
        (error: unknown) => {
          // Kept for the next save unless the package has set the element again since.
          for (const [element, value] of Object.entries(body))
            if (!unsaved.has(element)) unsaved.set(element, value);
          if (kind === 'terminate') finished = false;
          options.onError(error);
        },
      );
    return saving;
  };
  runtimeApi.on(`${prefix}Commit`, () => void save('commit'));
  runtimeApi.on(options.version === '1.2' ? 'LMSFinish' : 'Terminate', () => void save('terminate'));

  // Replies go to the frame whatever its (opaque) origin; requests from any other window are dropped.
  const lms = new CrossFrameLMS(runtimeApi, '*');
  const onMessage = (lms as unknown as { _onMessage: (event: MessageEvent) => void })._onMessage.bind(lms);
  window.removeEventListener(
    'message',
    (lms as unknown as { _boundOnMessage: EventListener })._boundOnMessage,
  );
  const guarded = (event: MessageEvent) => {
    if (event.source !== null && event.source === options.frame()) onMessage(event);
  };
  window.addEventListener('message', guarded);

  const timer = window.setInterval(() => void save('commit'), options.saveEveryMs);
  const onHide = () => void save('commit', true);
  window.addEventListener('pagehide', onHide);

  return {
    frameName: MARK + JSON.stringify(options.cmi),
    stop() {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('message', guarded);
      void save('commit', true);
      lms.destroy();
    },
  };
}

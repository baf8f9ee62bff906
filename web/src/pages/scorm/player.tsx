/**
 * The SCORM player [CONTRACT 12]: the runtime API (scorm-again's Scorm12API or Scorm2004API) lives here, on the
 * service's origin; the package plays in a sandboxed frame with an opaque origin and reaches this API only by
 * postMessage (scorm-bridge.ts in the frame, CrossFrameLMS here, answering that frame alone). What the package
 * sets is sent to the service when it commits, every 30 seconds while something is unsaved, when it finishes,
 * and when the page goes away (a keepalive request, which outlives the page). The service keeps the attempt, so
 * a learner who comes back resumes where they left off.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, call } from '../../api.ts';
import { Link } from '../../router.tsx';
import { ErrorNotice, Loading } from '../../ui/async.tsx';
import { Page } from '../../ui/page.tsx';
import { startRuntime, type Runtime } from './runtime.ts';
import './scorm.css';

const SAVE_EVERY_MS = 30_000;

interface Shown {
  name: string;
  courseUuid: string | undefined;
  contentUrl: string;
  frameName: string;
}

export function ScormPlayerPage({ params }: { params: Record<string, string> }) {
  const activityUuid = params.activity_uuid ?? '';
  const frame = useRef<HTMLIFrameElement>(null);
  const [shown, setShown] = useState<Shown>();
  const [error, setError] = useState<unknown>();
  const [saved, setSaved] = useState<string>();

  useEffect(() => {
    let runtime: Runtime | undefined;
    let stopped = false;
    void (async () => {
      try {
        const [activity, launch] = await Promise.all([
          call(
            api.GET('/api/v1/activities/{activity_uuid}', {
              params: { path: { activity_uuid: activityUuid } },
            }),
          ),
          call(
            api.POST('/api/v1/scorm/{activity_uuid}/runtime/initialize', {
              params: { path: { activity_uuid: activityUuid } },
            }),
          ),
        ]);
        if (stopped) return;
        runtime = await startRuntime({
          activityUuid,
          version: activity.activity_sub_type === 'SUBTYPE_SCORM_12' ? '1.2' : '2004',
          cmi: launch.cmi,
          frame: () => frame.current?.contentWindow ?? null,
          onSaved: () => setSaved(new Date().toLocaleTimeString()),
          onError: (failure) => setError(failure),
          saveEveryMs: SAVE_EVERY_MS,
        });
        setShown({
          name: activity.name,
          courseUuid: (activity as { course_uuid?: string }).course_uuid,
          contentUrl: launch.content_url,
          frameName: runtime.frameName,
        });
      } catch (failure) {
        setError(failure);
      }
    })();
    return () => {
      stopped = true;
      runtime?.stop();
    };
  }, [activityUuid]);

  return (
    <Page title={shown?.name ?? 'Course package'}>
      <div class="scorm-bar">
        {shown?.courseUuid !== undefined && (
          <Link href={`/courses/${encodeURIComponent(shown.courseUuid)}`}>Back to the course</Link>
        )}
        <p class="scorm-status" role="status" aria-live="polite">
          {saved !== undefined
            ? `Progress saved at ${saved}`
            : shown
              ? 'Your progress is saved as you go.'
              : ''}
        </p>
      </div>
      {error !== undefined && <ErrorNotice error={error} />}
      {shown === undefined && error === undefined && <Loading label="Opening the package…" />}
      {shown !== undefined && (
        <iframe
          ref={frame}
          class="scorm-frame"
          title={`${shown.name} (course package)`}
          name={shown.frameName}
          src={shown.contentUrl}
          sandbox="allow-scripts allow-forms allow-popups allow-modals"
          referrerpolicy="same-origin"
        />
      )}
    </Page>
  );
}

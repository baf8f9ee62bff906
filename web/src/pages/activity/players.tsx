/** The players of video activities: a hosted file in `<video>`, or a YouTube / Vimeo frame (SPEC 2.3.2). */
import { useEffect, useRef } from 'preact/hooks';
import { activityFileUrl, safeHref } from './safe-url.ts';
import { videoOptions, vimeoEmbed, vimeoId, youtubeEmbed, youtubeId } from './video-options.ts';

interface VideoActivity {
  activity_uuid: string;
  name: string;
  content?: Record<string, unknown>;
  details?: Record<string, unknown>;
}

/** SUBTYPE_VIDEO_HOSTED: starts at `startTime`, pauses at `endTime`, autoplay and muted as the details say. */
export function HostedVideo({ activity }: { activity: VideoActivity }) {
  const o = videoOptions(activity.details);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const el = video.current;
    if (el === null) return;
    const seek = () => {
      if (o.startTime > 0 && el.currentTime < o.startTime) el.currentTime = o.startTime;
    };
    const stopAtEnd = () => {
      if (o.endTime !== undefined && el.currentTime >= o.endTime) {
        el.pause();
        el.currentTime = o.endTime;
      }
    };
    // Preact sets `muted` as a property only: `defaultMuted` is the attribute (what the markup says).
    el.defaultMuted = o.muted;
    el.muted = o.muted;
    if (el.readyState >= 1) seek();
    el.addEventListener('loadedmetadata', seek);
    el.addEventListener('timeupdate', stopAtEnd);
    return () => {
      el.removeEventListener('loadedmetadata', seek);
      el.removeEventListener('timeupdate', stopAtEnd);
    };
  }, [o.startTime, o.endTime, o.muted]);
  const src = activityFileUrl(activity.activity_uuid);
  return (
    <figure class="activity-media">
      <video
        ref={video}
        class="activity-video"
        controls
        preload="metadata"
        playsInline
        autoplay={o.autoplay}
        muted={o.muted}
        aria-label={activity.name}
        // The media fragment starts the download at the right place; the effect above covers the rest.
        src={o.startTime > 0 ? `${src}#t=${o.startTime}` : src}
      />
      <figcaption>
        <a href={src} download>
          Download the video
        </a>
      </figcaption>
    </figure>
  );
}

/** SUBTYPE_VIDEO_EXTERNAL: the provider's player, or a plain link for an address neither provider has. */
export function ExternalVideo({ activity }: { activity: VideoActivity }) {
  const o = videoOptions(activity.details);
  const uri = typeof activity.content?.uri === 'string' ? activity.content.uri : '';
  const type = typeof activity.content?.type === 'string' ? activity.content.type.toLowerCase() : '';
  const yt = type !== 'vimeo' ? youtubeId(uri) : undefined;
  const vm = yt === undefined && type !== 'youtube' ? vimeoId(uri) : undefined;
  const src = yt !== undefined ? youtubeEmbed(yt, o) : vm !== undefined ? vimeoEmbed(vm, o) : undefined;
  if (src === undefined) {
    const href = safeHref(uri);
    return href === undefined ? (
      <p class="notice notice-warn">This video has no address that can be shown.</p>
    ) : (
      <p>
        <a href={href} target="_blank" rel="noopener noreferrer">
          Watch “{activity.name}” on its site
        </a>
      </p>
    );
  }
  return (
    <div class="video-frame">
      <iframe
        src={src}
        title={`${activity.name} (${yt !== undefined ? 'YouTube' : 'Vimeo'} player)`}
        loading="lazy"
        referrerpolicy="strict-origin-when-cross-origin"
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
      />
    </div>
  );
}

/**
 * Player options of a video activity [SPEC 2.3.2 "Details for video"]: `startTime`, `endTime` (seconds),
 * `autoplay`, `muted`, kept in the activity's `details`; and the players of the two external providers built
 * from the stored `uri` (`type` names the provider) with the same options.
 */
export interface VideoOptions {
  startTime: number;
  endTime: number | undefined;
  autoplay: boolean;
  muted: boolean;
}

export function videoOptions(details: Record<string, unknown> | undefined): VideoOptions {
  const d = details ?? {};
  const seconds = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined);
  const startTime = seconds(d.startTime) ?? 0;
  const end = seconds(d.endTime);
  return {
    startTime,
    endTime: end !== undefined && end > startTime ? end : undefined,
    autoplay: d.autoplay === true,
    muted: d.muted === true,
  };
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/** The video id of a YouTube address (watch, youtu.be, embed, shorts, live), or undefined. */
export function youtubeId(uri: string): string | undefined {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return YOUTUBE_ID.test(uri) ? uri : undefined;
  }
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '');
  let id: string | undefined;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = url.pathname.split('/').slice(1);
    id =
      first === 'watch'
        ? (url.searchParams.get('v') ?? undefined)
        : ['embed', 'shorts', 'live', 'v'].includes(first ?? '')
          ? second
          : undefined;
  }
  return id !== undefined && YOUTUBE_ID.test(id) ? id : undefined;
}

/** The video id of a Vimeo address (vimeo.com/<id>, player.vimeo.com/video/<id>, channels/…/<id>). */
export function vimeoId(uri: string): string | undefined {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return /^\d{3,12}$/.test(uri) ? uri : undefined;
  }
  if (!/(^|\.)vimeo\.com$/.test(url.hostname)) return undefined;
  const numeric = url.pathname.split('/').filter((part) => /^\d{3,12}$/.test(part));
  return numeric[0];
}

/** The privacy-enhanced YouTube player with the options (whole seconds, as the player takes them). */
export function youtubeEmbed(id: string, o: VideoOptions): string {
  const query = new URLSearchParams();
  if (o.startTime > 0) query.set('start', String(Math.floor(o.startTime)));
  if (o.endTime !== undefined) query.set('end', String(Math.ceil(o.endTime)));
  if (o.autoplay) query.set('autoplay', '1');
  if (o.muted) query.set('mute', '1');
  query.set('rel', '0');
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?${query.toString()}`;
}

/** The Vimeo player with the options; the start time rides in the fragment (`#t=30s`), as Vimeo reads it. */
export function vimeoEmbed(id: string, o: VideoOptions): string {
  const query = new URLSearchParams();
  if (o.autoplay) query.set('autoplay', '1');
  if (o.muted) query.set('muted', '1');
  const search = query.toString();
  const start = o.startTime > 0 ? `#t=${Math.floor(o.startTime)}s` : '';
  return `https://player.vimeo.com/video/${encodeURIComponent(id)}${search === '' ? '' : `?${search}`}${start}`;
}

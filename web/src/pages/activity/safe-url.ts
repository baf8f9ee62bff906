/**
 * Addresses taken from a document or an activity's content are the author's text: only these schemes become a
 * link or a frame, so `javascript:` and `data:` never reach an `href` or a `src`.
 */
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/** An absolute http(s) or mailto address as written, or undefined. */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim());
    return LINK_SCHEMES.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** An absolute http(s) address, or undefined (frames and media: no mailto). */
export function safeHttpUrl(value: unknown): URL | undefined {
  const href = safeHref(value);
  if (href === undefined) return undefined;
  const url = new URL(href);
  return url.protocol === 'mailto:' ? undefined : url;
}

/** The file of a media block [SPEC 2.4]: served by the service under the activity's read rules. */
export function blockFileUrl(blockUuid: string): string {
  return `/api/v1/blocks/${encodeURIComponent(blockUuid)}/file`;
}

/** The uploaded file of a hosted video or PDF activity. */
export function activityFileUrl(activityUuid: string): string {
  return `/api/v1/activities/${encodeURIComponent(activityUuid)}/file`;
}

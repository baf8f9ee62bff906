/**
 * The markdown of a SUBTYPE_DYNAMIC_MARKDOWN activity [SPEC 2.3.2: "the URL is fetched and rendered on every page
 * load"]: the service fetches `content.markdown_url` for the reader, so a browser never has to reach the
 * author's server itself and the server is reached only under the outbound address rules of webhook deliveries
 * (CONTRACT 7: public addresses only unless WEBHOOK_ALLOWED_CIDRS lets a range in; no redirect followed).
 * Readers are those who may read the activity; each failure of the source is a 502 with its own code.
 */
import { BadGatewayError, NotFoundError } from '../../platform/http/errors.ts';
import type { Principal } from '../access/index.ts';
import type { SafeGetOutcome, SafeGetRequest } from '../webhooks/index.ts';
import type { ActivitiesService } from './activities.service.ts';
import { isHttpUrl } from './content-rules.ts';

/** At most this many bytes of markdown: a page, not a book. */
export const MARKDOWN_MAX_BYTES = 1024 * 1024;
export const MARKDOWN_TIMEOUT_MS = 10_000;

/** Media types taken as markdown: any text (raw files are often served as text/plain). */
const TEXT_TYPE = /^\s*text\/[a-z0-9.+-]+\s*(;|$)/i;

export interface ActivityMarkdownDeps {
  activities: Pick<ActivitiesService, 'requireOpen'>;
  /** The SSRF-safe outbound client of webhook deliveries. */
  fetcher: { get(request: SafeGetRequest): Promise<SafeGetOutcome> };
  timeoutMs?: number;
  maxBytes?: number;
}

export class ActivityMarkdownService {
  constructor(private readonly deps: ActivityMarkdownDeps) {}

  /** The markdown text at the activity's `markdown_url`, read now (never cached). */
  async markdown(principal: Principal, activityUuid: string): Promise<string> {
    const { activity } = await this.deps.activities.requireOpen(principal, activityUuid);
    const url = markdownUrl(activity.activity_sub_type, activity.content);
    if (url === undefined) throw new NotFoundError('This activity has no markdown');
    const maxBytes = this.deps.maxBytes ?? MARKDOWN_MAX_BYTES;
    const outcome = await this.deps.fetcher.get({
      url,
      timeoutMs: this.deps.timeoutMs ?? MARKDOWN_TIMEOUT_MS,
      maxBytes,
      headers: { accept: 'text/markdown, text/plain;q=0.9, text/*;q=0.8' },
    });
    switch (outcome.kind) {
      case 'refused':
        throw new BadGatewayError(
          `The markdown address is not reachable from the service: ${outcome.reason}`,
          'markdown_address_refused',
        );
      case 'timeout':
        throw new BadGatewayError('The markdown source did not answer in time', 'markdown_timeout');
      case 'failed':
        throw new BadGatewayError(
          `The markdown source could not be reached: ${outcome.error}`,
          'markdown_unreachable',
        );
      case 'answered':
        break;
    }
    if (outcome.status < 200 || outcome.status >= 300) {
      // Redirects are not followed: a moved file is the author's to fix, and every hop would need the checks.
      const what = outcome.status >= 300 && outcome.status < 400 ? 'redirected' : 'answered';
      throw new BadGatewayError(
        `The markdown source ${what} with status ${outcome.status}`,
        'markdown_source_error',
      );
    }
    if (!TEXT_TYPE.test(outcome.contentType)) {
      throw new BadGatewayError(
        `The markdown source answered ${outcome.contentType || 'without a content type'}, not text`,
        'markdown_not_text',
      );
    }
    if (outcome.tooLarge) {
      throw new BadGatewayError(
        `The markdown source is larger than ${Math.round(maxBytes / 1024)} KiB`,
        'markdown_too_large',
      );
    }
    // Invalid UTF-8 becomes U+FFFD rather than an error: the text is shown, not stored.
    return outcome.body.toString('utf8');
  }
}

function markdownUrl(subType: string, content: string): string | undefined {
  if (subType !== 'SUBTYPE_DYNAMIC_MARKDOWN') return undefined;
  const url = (JSON.parse(content) as { markdown_url?: unknown }).markdown_url;
  return typeof url === 'string' && isHttpUrl(url) ? url : undefined;
}

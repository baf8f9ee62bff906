/**
 * The RSS 2.0 feed of a public, published podcast, with Apple's iTunes tags, so podcast apps can subscribe
 * [CONTRACT 11]. Built as a tree by fast-xml-parser's XMLBuilder, which escapes every text and attribute
 * (`<`, `&`, `>`, quotes), so no title can end an element or open CDATA; characters XML 1.0 cannot carry at
 * all (most control characters) are dropped first.
 *
 * Choices where the formats leave room: the channel's `link` is the podcast's API resource; `language` is `en`
 * (organizations have no language setting); `itunes:category` is `Education`, as every podcast here is a
 * learning platform's; `itunes:explicit` is `false`; `itunes:image` appears only when the podcast has a
 * thumbnail. Each item's `guid` is the episode uuid (stable, `isPermaLink="false"`), its `pubDate` the time the
 * episode was first published (RFC 822 form), and its enclosure the audio route with the stored size and type.
 */
import { fromDbTime } from '../../platform/clock.ts';
import type { EpisodeRow, PodcastRow } from './podcasts.repository.ts';

export const FEED_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';
const ITUNES_NS = 'http://www.itunes.com/dtds/podcast-1.0.dtd';
const ATOM_NS = 'http://www.w3.org/2005/Atom';

export interface FeedInput {
  podcast: PodcastRow;
  /** Published episodes only, in listening order. */
  episodes: EpisodeRow[];
  /** The organization's name: the feed's author. */
  author: string;
  /** Absolute base of the API, e.g. `https://lms.example/api/v1`. */
  apiBaseUrl: string;
}

/** Characters outside XML 1.0's `Char` production: no escape can carry them, so they are removed. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDFFF]/gu;

function text(value: string): string {
  return value.replace(NOT_XML, '');
}

export async function buildFeed(input: FeedInput): Promise<string> {
  // The XML library (a few MiB of memory) loads with the first feed asked for, not at start.
  const { XMLBuilder } = await import('fast-xml-parser');
  const { podcast, episodes, author, apiBaseUrl } = input;
  const podcastUrl = `${apiBaseUrl}/podcasts/${podcast.podcast_uuid}`;
  const summary = podcast.about !== '' ? podcast.about : podcast.description;
  const channel: Record<string, unknown> = {
    title: text(podcast.name),
    link: podcastUrl,
    description: text(podcast.description !== '' ? podcast.description : podcast.name),
    language: 'en',
    'atom:link': { '@_href': `${podcastUrl}/feed.xml`, '@_rel': 'self', '@_type': 'application/rss+xml' },
    'itunes:author': text(author),
    ...(summary !== '' && { 'itunes:summary': text(summary) }),
    ...(podcast.thumbnail !== '' && { 'itunes:image': { '@_href': `${podcastUrl}/thumbnail` } }),
    'itunes:category': { '@_text': 'Education' },
    'itunes:explicit': 'false',
    item: episodes.map((episode) => ({
      title: text(episode.title),
      description: text(episode.description),
      guid: { '#text': episode.episode_uuid, '@_isPermaLink': 'false' },
      pubDate: fromDbTime(episode.publication_date ?? episode.creation_date).toUTCString(),
      enclosure: {
        '@_url': `${apiBaseUrl}/podcasts/episodes/${episode.episode_uuid}/audio`,
        '@_length': String(episode.audio_size),
        '@_type': episode.audio_type,
      },
      'itunes:duration': String(episode.duration_seconds),
      'itunes:episode': String(episode.episode_number),
      'itunes:episodeType': 'full',
    })),
  };
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    format: true,
    suppressEmptyNode: true,
    processEntities: true,
  });
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    rss: { '@_version': '2.0', '@_xmlns:itunes': ITUNES_NS, '@_xmlns:atom': ATOM_NS, channel },
  });
}

/**
 * Serving podcast media with HTTP ranges, and the RSS feed [CONTRACT 11].
 *
 * Ranges: a player seeking (`bytes=100-199`), a suffix (`bytes=-100`), an open end (`bytes=4000-`), ranges past
 * the end (416 with `Content-Range: bytes *\/size`), several ranges (combined when they touch, else the whole
 * file as a 200), malformed headers ignored, HEAD answering the same headers without a body; thumbnails too.
 * The feed is parsed back and held to RSS 2.0 and the iTunes tags; hostile titles round-trip exactly.
 * The journey: create a podcast, add an episode, publish, read the feed, fetch a range of the enclosure.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { assertError } from '../../../test/assertions.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { API, thumbnailPng } from '../../../test/content-factories.ts';
import { captureEvents } from '../../../test/event-capture.ts';
import { addMember, call, createOrg, type TestOrg } from '../../../test/factories.ts';
import { startHttpsReceiver, type HttpsReceiver } from '../../../test/https-receiver.ts';
import { SAMPLE_FILES } from '../../../test/multipart.ts';
import {
  createEpisode,
  createPodcast,
  fetchWith,
  type Episode,
  type Podcast,
} from '../../../test/podcast-factories.ts';
import { buildWebhookTestApp } from '../../../test/webhook-helpers.ts';

const ITUNES = 'http://www.itunes.com/dtds/podcast-1.0.dtd';

/** A real MP3 header followed by 5,000 bytes of noise: every range has distinct bytes to compare. */
function longMp3(): Buffer {
  return Buffer.concat([SAMPLE_FILES.mp3, randomBytes(5000)]);
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  isArray: (name) => name === 'item' || name === 'channel',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
});

interface FeedItem {
  title: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate: string;
  enclosure: { '@_url': string; '@_length': string; '@_type': string };
  'itunes:duration': string;
  'itunes:episode': string;
}

describe('podcast media and feed', () => {
  let t: TestApp;
  let receiver: HttpsReceiver;
  let o: TestOrg;
  let podcast: Podcast;
  let episode: Episode;
  let audio: Buffer;
  before(async () => {
    t = await buildWebhookTestApp();
    receiver = await startHttpsReceiver();
    o = await createOrg(t);
    podcast = await createPodcast(t, o.admin.jwt, o.org.id, {
      files: [{ ...thumbnailPng(), field: 'thumbnail' }],
    });
    audio = longMp3();
    episode = await createEpisode(t, o.admin.jwt, podcast.podcast_uuid, { audio });
  });
  after(async () => {
    await receiver.close();
    await t.close();
  });

  const audioUrl = () => `${API}/podcasts/episodes/${episode.episode_uuid}/audio`;

  it('answers Range requests as a player seeking needs them', async () => {
    const size = audio.length;
    const table: [string, string | undefined, number, [number, number] | null][] = [
      ['no Range', undefined, 200, null],
      ['seek to 100-199', 'bytes=100-199', 206, [100, 199]],
      ['first byte', 'bytes=0-0', 206, [0, 0]],
      ['suffix: last 100', 'bytes=-100', 206, [size - 100, size - 1]],
      ['suffix longer than the file', `bytes=-${size + 50}`, 206, [0, size - 1]],
      ['open end', 'bytes=4000-', 206, [4000, size - 1]],
      ['end past the file', `bytes=${size - 10}-${size + 1000}`, 206, [size - 10, size - 1]],
      ['touching ranges combined', 'bytes=0-9,10-19', 206, [0, 19]],
      ['overlapping ranges combined', 'bytes=5-50,40-60', 206, [5, 60]],
      ['separate ranges: the whole file', 'bytes=0-9,100-109', 200, null],
      ['malformed: ignored', 'bytes=abc', 200, null],
      ['another unit: ignored', 'items=0-5', 200, null],
      ['If-Range we cannot match: the whole file', 'bytes=100-199', 200, null],
      ['start past the end', `bytes=${size}-`, 416, null],
      ['far past the end', 'bytes=999999-1000000', 416, null],
      ['zero-length suffix', 'bytes=-0', 416, null],
    ];
    for (const [label, range, status, expected] of table) {
      const headers: Record<string, string> = range === undefined ? {} : { range };
      if (label.startsWith('If-Range')) headers['if-range'] = '"some-etag"';
      const response = await fetchWith(t, audioUrl(), headers);
      assert.equal(response.statusCode, status, `${label}: ${response.body.slice(0, 200)}`);
      assert.equal(response.headers['accept-ranges'], 'bytes', label);
      if (status === 416) {
        assertError(response, 416, 'range_not_satisfiable');
        assert.equal(response.headers['content-range'], `bytes */${size}`, label);
        continue;
      }
      assert.equal(response.headers['content-type'], 'audio/mpeg', label);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', label);
      if (expected === null) {
        assert.equal(response.headers['content-range'], undefined, label);
        assert.equal(Number(response.headers['content-length']), size, label);
        assert.ok(response.rawPayload.equals(audio), label);
      } else {
        const [start, end] = expected;
        assert.equal(response.headers['content-range'], `bytes ${start}-${end}/${size}`, label);
        assert.equal(Number(response.headers['content-length']), end - start + 1, label);
        assert.ok(response.rawPayload.equals(audio.subarray(start, end + 1)), `${label}: the right bytes`);
      }
    }
  });

  it('answers HEAD with the same status and headers, and no body', async () => {
    for (const [range, status, length] of [
      [undefined, 200, audio.length],
      ['bytes=100-199', 206, 100],
      ['bytes=-10', 206, 10],
    ] as const) {
      const response = await fetchWith(
        t,
        audioUrl(),
        range === undefined ? {} : { range },
        undefined,
        'HEAD',
      );
      assert.equal(response.statusCode, status);
      assert.equal(Number(response.headers['content-length']), length);
      assert.equal(response.headers['accept-ranges'], 'bytes');
      assert.equal(response.rawPayload.length, 0);
    }
    const unsatisfiable = await fetchWith(t, audioUrl(), { range: 'bytes=99999-' }, undefined, 'HEAD');
    assert.equal(unsatisfiable.statusCode, 416);
    assert.equal(unsatisfiable.headers['content-range'], `bytes */${audio.length}`);
  });

  it('serves thumbnails with ranges too, and keeps ranged media behind the same visibility rules', async () => {
    const png = thumbnailPng().content;
    const thumb = await fetchWith(t, `${API}/podcasts/${podcast.podcast_uuid}/thumbnail`, {
      range: 'bytes=0-7',
    });
    assert.equal(thumb.statusCode, 206);
    assert.equal(thumb.headers['content-range'], `bytes 0-7/${png.length}`);
    assert.ok(thumb.rawPayload.equals(png.subarray(0, 8)));

    const draft = await createEpisode(t, o.admin.jwt, podcast.podcast_uuid, { published: false });
    const hidden = await fetchWith(t, `${API}/podcasts/episodes/${draft.episode_uuid}/audio`, {
      range: 'bytes=0-9',
    });
    assertError(hidden, 404, 'not_found');
    const none = await fetchWith(
      t,
      `${API}/podcasts/episodes/${draft.episode_uuid}/thumbnail`,
      {},
      o.admin.jwt,
    );
    assertError(none, 404, 'not_found');
  });

  it('publishes an RSS 2.0 feed with iTunes tags that parses back', async () => {
    const response = await call(t, 'GET', `${API}/podcasts/${podcast.podcast_uuid}/feed.xml`);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['content-type'], 'application/rss+xml; charset=utf-8');
    const doc = parser.parse(response.body) as { rss: Record<string, unknown> };
    assert.equal(doc.rss['@_version'], '2.0');
    assert.equal(doc.rss['@_xmlns:itunes'], ITUNES);
    const channels = doc.rss.channel as Record<string, unknown>[];
    assert.equal(channels.length, 1);
    const channel = channels[0]!;
    for (const required of ['title', 'link', 'description', 'language', 'itunes:author', 'itunes:explicit']) {
      assert.ok(typeof channel[required] === 'string' && channel[required] !== '', `channel has ${required}`);
    }
    assert.equal(channel.title, podcast.name);
    assert.equal(channel['itunes:author'], o.org.name);
    assert.equal((channel['itunes:category'] as Record<string, string>)['@_text'], 'Education');
    assert.equal(
      (channel['itunes:image'] as Record<string, string>)['@_href'],
      `http://lms.test/api/v1/podcasts/${podcast.podcast_uuid}/thumbnail`,
    );
    const items = channel.item as FeedItem[];
    const item = items.find((i) => i.guid['#text'] === episode.episode_uuid);
    assert.ok(item, 'the published episode is an item');
    assert.equal(item.guid['@_isPermaLink'], 'false');
    assert.match(item.pubDate, /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    assert.deepEqual(item.enclosure, {
      '@_url': `http://lms.test/api/v1/podcasts/episodes/${episode.episode_uuid}/audio`,
      '@_length': String(audio.length),
      '@_type': 'audio/mpeg',
    });
    assert.equal(item['itunes:duration'], '60');
    assert.equal(item['itunes:episode'], String(episode.episode_number));
    for (const each of items) {
      assert.ok(each.enclosure['@_url'] && each.enclosure['@_length'] && each.enclosure['@_type']);
    }
  });

  it('lists only published episodes, and round-trips hostile titles exactly', async () => {
    const hostile = [
      '<script>alert(1)</script>',
      'Tom & Jerry',
      'end ]]> of CDATA',
      '"quoted" \'single\'',
      'emoji 🎧 ünïcödé',
    ];
    const org = await createOrg(t);
    const own = await createPodcast(t, org.admin.jwt, org.org.id, { name: 'A <b>&amp; "podcast"' });
    for (const title of hostile) await createEpisode(t, org.admin.jwt, own.podcast_uuid, { title });
    const draft = await createEpisode(t, org.admin.jwt, own.podcast_uuid, {
      title: 'draft',
      published: false,
    });
    const response = await call(t, 'GET', `${API}/podcasts/${own.podcast_uuid}/feed.xml`);
    assert.equal(response.statusCode, 200, response.body);
    assert.ok(!response.body.includes('<script>'), 'no markup leaks through');
    const channel = (parser.parse(response.body) as { rss: { channel: Record<string, unknown>[] } }).rss
      .channel[0]!;
    assert.equal(channel.title, 'A <b>&amp; "podcast"');
    const items = channel.item as FeedItem[];
    assert.deepEqual(
      items.map((i) => i.title),
      hostile,
    );
    assert.deepEqual(
      items.map((i) => i['itunes:episode']),
      ['1', '2', '3', '4', '5'],
    );
    assert.ok(!items.some((i) => i.guid['#text'] === draft.episode_uuid));
  });

  it('has no feed for unpublished or non-public podcasts (404 to everyone, editors included)', async () => {
    const org = await createOrg(t);
    const unpublished = await createPodcast(t, org.admin.jwt, org.org.id, { published: false });
    const internal = await createPodcast(t, org.admin.jwt, org.org.id, { public: false });
    for (const p of [unpublished, internal]) {
      for (const auth of [undefined, org.admin.jwt]) {
        assertError(
          await call(t, 'GET', `${API}/podcasts/${p.podcast_uuid}/feed.xml`, auth),
          404,
          'not_found',
        );
      }
    }
  });

  it('journey: create a podcast, add an episode, publish, read the feed, fetch a range of the enclosure', async () => {
    const org = await createOrg(t);
    const instructor = await addMember(t, org.org.id, 'instructor');
    const capture = await captureEvents(t, org, receiver, ['podcast_episode_created']);
    const own = await createPodcast(t, instructor.jwt, org.org.id, { published: false });
    const bytes = longMp3();
    const added = await createEpisode(t, instructor.jwt, own.podcast_uuid, { audio: bytes, title: 'Pilot' });
    assert.deepEqual(await capture.takeOne('podcast_episode_created'), {
      episode_uuid: added.episode_uuid,
      podcast_uuid: own.podcast_uuid,
      title: 'Pilot',
      episode_number: 1,
    });
    assertError(await call(t, 'GET', `${API}/podcasts/${own.podcast_uuid}/feed.xml`), 404, 'not_found');
    const published = await call(t, 'PUT', `${API}/podcasts/${own.podcast_uuid}`, instructor.jwt, {
      published: true,
    });
    assert.equal(published.statusCode, 200, published.body);

    const feed = await call(t, 'GET', `${API}/podcasts/${own.podcast_uuid}/feed.xml`);
    assert.equal(feed.statusCode, 200, feed.body);
    const item = (parser.parse(feed.body) as { rss: { channel: { item: FeedItem[] }[] } }).rss.channel[0]!
      .item[0]!;
    const enclosure = new URL(item.enclosure['@_url']);
    assert.equal(enclosure.origin, 'http://lms.test');
    const ranged = await fetchWith(t, enclosure.pathname, { range: 'bytes=100-199' });
    assert.equal(ranged.statusCode, 206);
    assert.ok(ranged.rawPayload.equals(bytes.subarray(100, 200)));
    assert.deepEqual(await capture.take(), [], 'publishing and reading emit nothing more');
  });
});

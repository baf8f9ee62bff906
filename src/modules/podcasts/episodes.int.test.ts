/**
 * Podcast episodes [CONTRACT 11]: the audio judged by its bytes (a table of minimal files built here, and text
 * under audio names refused), episode numbers assigned by the service (distinct under concurrent creates, never
 * reused), the listening order, unpublished episodes hidden from readers, the audio replaced (the old file gone
 * from storage after the commit), and the `podcast_episode_created` event received signed by a real receiver.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { API, callForm } from '../../../test/content-factories.ts';
import { captureEvents } from '../../../test/event-capture.ts';
import { addMember, call, createOrg, type TestOrg, type TestUser } from '../../../test/factories.ts';
import { startHttpsReceiver, type HttpsReceiver } from '../../../test/https-receiver.ts';
import { SAMPLE_FILES } from '../../../test/multipart.ts';
import {
  audioPart,
  createEpisode,
  createPodcast,
  postEpisode,
  type Episode,
  type Podcast,
} from '../../../test/podcast-factories.ts';
import { RACERS, race } from '../../../test/races.ts';
import { orgDir } from '../../../test/stored-files.ts';
import { buildWebhookTestApp } from '../../../test/webhook-helpers.ts';

// -------------------------------------------------------------------------------------------------
// Minimal audio files, built from their formats' headers

/** MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz): a frame-sync header and a silent 417-byte frame each. */
function mp3(): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([frame, frame, frame]);
}

/** RIFF/WAVE: a `fmt ` chunk (PCM, mono, 8 kHz, 8 bit) and a short `data` chunk. */
function wav(): Buffer {
  const samples = Buffer.alloc(64, 0x80);
  const fmt = Buffer.alloc(24);
  fmt.write('fmt ', 0, 'latin1');
  fmt.writeUInt32LE(16, 4);
  fmt.writeUInt16LE(1, 8); // PCM
  fmt.writeUInt16LE(1, 10); // mono
  fmt.writeUInt32LE(8000, 12);
  fmt.writeUInt32LE(8000, 16);
  fmt.writeUInt16LE(1, 20);
  fmt.writeUInt16LE(8, 22);
  const data = Buffer.alloc(8);
  data.write('data', 0, 'latin1');
  data.writeUInt32LE(samples.length, 4);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + fmt.length + data.length + samples.length, 4);
  riff.write('WAVE', 8, 'latin1');
  return Buffer.concat([riff, fmt, data, samples]);
}

/** One beginning-of-stream Ogg page carrying `packet` (the checksum is left zero: no reader checks it). */
function oggPage(packet: Buffer): Buffer {
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[5] = 0x02; // beginning of stream
  header.writeUInt32LE(0x50434153, 14); // serial number
  header[26] = 1; // one segment
  return Buffer.concat([header, Buffer.from([packet.length]), packet]);
}

/** Ogg Opus: the `OpusHead` identification header (mono, 48 kHz). */
function opus(): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1; // version
  head[9] = 1; // channels
  head.writeUInt16LE(312, 10); // pre-skip
  head.writeUInt32LE(48000, 12);
  return oggPage(head);
}

/** Ogg Vorbis: the identification header (mono, 44.1 kHz). */
function vorbis(): Buffer {
  const id = Buffer.alloc(30);
  id.write('\x01vorbis', 0, 'latin1');
  id[11] = 1; // channels
  id.writeUInt32LE(44100, 12);
  id.writeUInt32LE(128000, 20);
  id[28] = 0xb8; // block sizes
  id[29] = 0x01; // framing
  return oggPage(id);
}

/** An ISO media file whose `ftyp` box names the M4A brand (AAC audio in MP4). */
function m4a(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypM4A ', 4, 'latin1');
  ftyp.writeUInt32BE(0, 12);
  ftyp.write('M4A isom', 16, 'latin1');
  const free = Buffer.alloc(16);
  free.writeUInt32BE(16, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([ftyp, free]);
}

describe('podcast episodes', () => {
  let t: TestApp;
  let receiver: HttpsReceiver;
  let o: TestOrg;
  let instructor: TestUser;
  let learner: TestUser;
  let podcast: Podcast;
  before(async () => {
    t = await buildWebhookTestApp();
    receiver = await startHttpsReceiver();
    o = await createOrg(t);
    instructor = await addMember(t, o.org.id, 'instructor');
    learner = await addMember(t, o.org.id, 'learner');
    podcast = await createPodcast(t, instructor.jwt, o.org.id);
  });
  after(async () => {
    await receiver.close();
    await t.close();
  });

  const episodeUrl = (e: Pick<Episode, 'episode_uuid'>) => `${API}/podcasts/episodes/${e.episode_uuid}`;
  const episodeDir = (p: Podcast, e: Pick<Episode, 'episode_uuid'>) =>
    path.join(orgDir(t.dataDir, p.org_id), 'podcasts', p.podcast_uuid, 'episodes', e.episode_uuid);

  it('accepts audio by its bytes, whatever the name says, and refuses anything else with 415', async () => {
    const table: [string, Buffer, string, number, string | null][] = [
      ['MP3', mp3(), 'a.mp3', 200, 'audio/mpeg'],
      ['WAV', wav(), 'a.wav', 200, 'audio/wav'],
      ['OGG Vorbis', vorbis(), 'a.ogg', 200, 'audio/ogg'],
      ['OGG Opus', opus(), 'a.opus', 200, 'audio/ogg'],
      ['M4A', m4a(), 'a.m4a', 200, 'audio/x-m4a'],
      ['MP3 under a .bin name', mp3(), 'noise.bin', 200, 'audio/mpeg'],
      ['text renamed .mp3', SAMPLE_FILES.text, 'fake.mp3', 415, null],
      ['a PNG renamed .mp3', SAMPLE_FILES.png, 'cover.mp3', 415, null],
      ['an MP4 video renamed .m4a', SAMPLE_FILES.mp4, 'clip.m4a', 415, null],
      ['a PDF renamed .wav', SAMPLE_FILES.pdf, 'doc.wav', 415, null],
    ];
    for (const [label, bytes, filename, status, type] of table) {
      const response = await postEpisode(t, instructor.jwt, podcast.podcast_uuid, { title: label }, [
        audioPart(bytes, filename),
      ]);
      assert.equal(response.statusCode, status, `${label}: ${response.body}`);
      if (type === null) {
        assertError(response, 415, 'unsupported_media_type');
        assert.equal(response.json<{ detail: string }>().detail, 'Audio : Wrong audio format');
        continue;
      }
      const episode = response.json<Episode>();
      assert.deepEqual(episode.audio, { content_type: type, size: bytes.length }, label);
      const served = await call(t, 'GET', `${episodeUrl(episode)}/audio`, instructor.jwt);
      assert.equal(served.statusCode, 200, served.body);
      assert.equal(served.headers['content-type'], type);
      assert.ok(served.rawPayload.equals(bytes), `${label}: the same bytes back`);
    }
  });

  it('refuses forms without audio or with bad fields (422), before anything is stored', async () => {
    const cases: [string, Record<string, string>, ReturnType<typeof audioPart>[]][] = [
      ['no audio', { title: 'x' }, []],
      ['no title', {}, [audioPart()]],
      ['negative duration', { title: 'x', duration_seconds: '-1' }, [audioPart()]],
      ['fractional duration', { title: 'x', duration_seconds: '1.5' }, [audioPart()]],
      ['published not boolean', { title: 'x', published: 'soon' }, [audioPart()]],
      ['episode_number is not the caller’s', { title: 'x', episode_number: '7' }, [audioPart()]],
    ];
    for (const [label, fields, files] of cases) {
      const response = await postEpisode(t, instructor.jwt, podcast.podcast_uuid, fields, files);
      assertError(response, 422, 'validation_error');
      assert.ok(response.statusCode === 422, label);
    }
  });

  it('numbers episodes 1, 2, 3… in order of creation, never reusing a deleted one’s number', async () => {
    const own = await createPodcast(t, instructor.jwt, o.org.id);
    const first = await createEpisode(t, instructor.jwt, own.podcast_uuid);
    const second = await createEpisode(t, instructor.jwt, own.podcast_uuid);
    assert.deepEqual([first.episode_number, second.episode_number], [1, 2]);
    assert.deepEqual([first.position, second.position], [1, 2]);
    assert.equal((await call(t, 'DELETE', episodeUrl(second), instructor.jwt)).statusCode, 204);
    const third = await createEpisode(t, instructor.jwt, own.podcast_uuid);
    assert.equal(third.episode_number, 3);
    assert.equal(third.position, 2);
  });

  it('gives concurrent creates distinct, gapless numbers and positions', async () => {
    const own = await createPodcast(t, instructor.jwt, o.org.id);
    const responses = await race(RACERS, (i) =>
      postEpisode(t, instructor.jwt, own.podcast_uuid, { title: `racer ${i}` }),
    );
    for (const response of responses) assert.equal(response.statusCode, 200, response.body);
    const episodes = responses.map((r) => r.json<Episode>());
    const expected = Array.from({ length: RACERS }, (_, i) => i + 1);
    assert.deepEqual(
      episodes.map((e) => e.episode_number).sort((a, b) => a - b),
      expected,
    );
    assert.deepEqual(
      episodes.map((e) => e.position).sort((a, b) => a - b),
      expected,
    );
  });

  it('lists episodes in listening order; PUT …/order must name exactly the podcast’s episodes', async () => {
    const own = await createPodcast(t, instructor.jwt, o.org.id);
    const [a, b, c] = [
      await createEpisode(t, instructor.jwt, own.podcast_uuid, { title: 'a' }),
      await createEpisode(t, instructor.jwt, own.podcast_uuid, { title: 'b' }),
      await createEpisode(t, instructor.jwt, own.podcast_uuid, { title: 'c' }),
    ];
    const orderUrl = `${API}/podcasts/${own.podcast_uuid}/episodes/order`;
    const put = (uuids: string[], auth = instructor.jwt) =>
      call(t, 'PUT', orderUrl, auth, { episode_uuids: uuids });
    const reordered = await put([c.episode_uuid, a.episode_uuid, b.episode_uuid]);
    assert.equal(reordered.statusCode, 200, reordered.body);
    assert.deepEqual(
      reordered.json<Episode[]>().map((e) => [e.title, e.position]),
      [
        ['c', 1],
        ['a', 2],
        ['b', 3],
      ],
    );
    const listed = await call(t, 'GET', `${API}/podcasts/${own.podcast_uuid}/episodes`, learner.jwt);
    assert.deepEqual(
      listed.json<{ items: Episode[] }>().items.map((e) => e.title),
      ['c', 'a', 'b'],
    );
    const page = await call(
      t,
      'GET',
      `${API}/podcasts/${own.podcast_uuid}/episodes?limit=1&offset=1`,
      learner.jwt,
    );
    assert.deepEqual(page.json(), { ...page.json<object>(), total: 3, limit: 1, offset: 1 });
    assert.deepEqual(
      page.json<{ items: Episode[] }>().items.map((e) => e.title),
      ['a'],
    );

    const foreign = await createEpisode(t, instructor.jwt, podcast.podcast_uuid);
    const wrong: [string, string[]][] = [
      ['one missing', [a.episode_uuid, b.episode_uuid]],
      ['one repeated', [a.episode_uuid, b.episode_uuid, b.episode_uuid]],
      ['one extra', [a.episode_uuid, b.episode_uuid, c.episode_uuid, foreign.episode_uuid]],
      ['one of another podcast', [a.episode_uuid, b.episode_uuid, foreign.episode_uuid]],
      ['none', []],
    ];
    for (const [label, uuids] of wrong) {
      const response = await put(uuids);
      assertError(response, 422, 'episode_order_mismatch');
      assert.deepEqual(
        response.json<{ detail: { loc: string[] }[] }>().detail[0]!.loc,
        ['body', 'episode_uuids'],
        label,
      );
    }
    assertInvalid(await call(t, 'PUT', orderUrl, instructor.jwt, { episode_uuids: 'a,b' }), [
      'body',
      'episode_uuids',
    ]);
    assertError(await put([a.episode_uuid], learner.jwt), 403, 'missing_right');
    const after = await call(t, 'GET', `${API}/podcasts/${own.podcast_uuid}/episodes`, instructor.jwt);
    assert.deepEqual(
      after.json<{ items: Episode[] }>().items.map((e) => e.title),
      ['c', 'a', 'b'],
      'unchanged',
    );
  });

  it('hides unpublished episodes from readers (404), shows them to editors, and publishes with PUT', async () => {
    const draft = await createEpisode(t, instructor.jwt, podcast.podcast_uuid, {
      published: false,
      title: 'draft',
    });
    assertError(await call(t, 'GET', episodeUrl(draft), learner.jwt), 404, 'not_found');
    assertError(await call(t, 'GET', `${episodeUrl(draft)}/audio`), 404, 'not_found');
    assert.equal((await call(t, 'GET', episodeUrl(draft), instructor.jwt)).statusCode, 200);
    const readerList = await call(
      t,
      'GET',
      `${API}/podcasts/${podcast.podcast_uuid}/episodes?limit=200`,
      learner.jwt,
    );
    assert.ok(
      !readerList.json<{ items: Episode[] }>().items.some((e) => e.episode_uuid === draft.episode_uuid),
    );
    const editorList = await call(
      t,
      'GET',
      `${API}/podcasts/${podcast.podcast_uuid}/episodes?limit=200`,
      instructor.jwt,
    );
    assert.ok(
      editorList.json<{ items: Episode[] }>().items.some((e) => e.episode_uuid === draft.episode_uuid),
    );

    assertError(
      await call(t, 'PUT', episodeUrl(draft), learner.jwt, { published: true }),
      403,
      'missing_right',
    );
    const published = await call(t, 'PUT', episodeUrl(draft), instructor.jwt, {
      published: true,
      duration_seconds: 90,
    });
    assert.equal(published.statusCode, 200, published.body);
    assert.deepEqual(
      [published.json<Episode>().published, published.json<Episode>().duration_seconds],
      [true, 90],
    );
    assert.equal((await call(t, 'GET', episodeUrl(draft), learner.jwt)).statusCode, 200);
    assertInvalid(await call(t, 'PUT', episodeUrl(draft), instructor.jwt, { episode_number: 9 }), [
      'body',
      'episode_number',
    ]);
    assertError(
      await call(t, 'GET', `${API}/podcasts/episodes/episode_00000000-0000-4000-8000-000000000000`),
      404,
      'not_found',
    );
  });

  it('instructors change only the episodes of their own podcasts (403 not_owner)', async () => {
    const other = await addMember(t, o.org.id, 'instructor');
    const episode = await createEpisode(t, instructor.jwt, podcast.podcast_uuid);
    assertError(await call(t, 'PUT', episodeUrl(episode), other.jwt, { title: 'x' }), 403, 'not_owner');
    assertError(await call(t, 'DELETE', episodeUrl(episode), other.jwt), 403, 'not_owner');
    assertError(await postEpisode(t, other.jwt, podcast.podcast_uuid), 403, 'not_owner');
    assertError(
      await callForm(t, 'PUT', `${episodeUrl(episode)}/audio`, other.jwt, {}, [audioPart(wav(), 'b.wav')]),
      403,
      'not_owner',
    );
    const outsider = await createOrg(t);
    assertError(await postEpisode(t, outsider.admin.jwt, podcast.podcast_uuid), 403, 'not_member');
    assertError(await call(t, 'DELETE', episodeUrl(episode), outsider.admin.jwt), 403, 'not_member');
    assert.equal(
      (await call(t, 'PUT', episodeUrl(episode), o.admin.jwt, { title: 'by admin' })).statusCode,
      200,
    );
  });

  it('replaces the audio: the new bytes are served and the old file leaves storage', async () => {
    const episode = await createEpisode(t, instructor.jwt, podcast.podcast_uuid, { audio: mp3() });
    const before = readdirSync(episodeDir(podcast, episode));
    assert.equal(before.length, 1);
    const replaced = await callForm(t, 'PUT', `${episodeUrl(episode)}/audio`, instructor.jwt, {}, [
      audioPart(wav(), 'new.wav'),
    ]);
    assert.equal(replaced.statusCode, 200, replaced.body);
    assert.deepEqual(replaced.json<Episode>().audio, { content_type: 'audio/wav', size: wav().length });
    const served = await call(t, 'GET', `${episodeUrl(episode)}/audio`, learner.jwt);
    assert.ok(served.rawPayload.equals(wav()));
    const after = readdirSync(episodeDir(podcast, episode));
    assert.equal(after.length, 1);
    assert.notDeepEqual(after, before, 'the old audio file is gone');

    const refused = await callForm(t, 'PUT', `${episodeUrl(episode)}/audio`, instructor.jwt, {}, [
      audioPart(SAMPLE_FILES.text, 'x.mp3'),
    ]);
    assertError(refused, 415, 'unsupported_media_type');
    assert.deepEqual(readdirSync(episodeDir(podcast, episode)), after, 'a refused upload changes nothing');
  });

  it('emits podcast_episode_created, signed, with the catalogue’s data', async () => {
    const org = await createOrg(t);
    const capture = await captureEvents(t, org, receiver, ['podcast_episode_created']);
    const own = await createPodcast(t, org.admin.jwt, org.org.id);
    const first = await createEpisode(t, org.admin.jwt, own.podcast_uuid, { title: 'Pilot <&>' });
    assert.deepEqual(await capture.takeOne('podcast_episode_created'), {
      episode_uuid: first.episode_uuid,
      podcast_uuid: own.podcast_uuid,
      title: 'Pilot <&>',
      episode_number: 1,
    });
    // A refused create emits nothing.
    assertError(
      await postEpisode(t, org.admin.jwt, own.podcast_uuid, { title: 'x' }, [audioPart(SAMPLE_FILES.text)]),
      415,
      'unsupported_media_type',
    );
    assert.deepEqual(await capture.take(), []);
  });
});

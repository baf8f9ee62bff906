/**
 * Tenancy of the podcast routes: another organization's admin and its API token (every right) reach nothing
 * of an organization's non-public podcast: every read is a 404, every change a 404 (they may not see it) or a
 * 403 (creating in an organization that is not theirs), and nothing changes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { API, callForm } from '../../../test/content-factories.ts';
import { ALL_RIGHTS, call, createApiToken, createOrg, type TestOrg } from '../../../test/factories.ts';
import {
  audioPart,
  createEpisode,
  createPodcast,
  postPodcast,
  type Episode,
  type Podcast,
} from '../../../test/podcast-factories.ts';

describe('podcast tenancy', () => {
  let t: TestApp;
  let home: TestOrg;
  let away: TestOrg;
  let podcast: Podcast;
  let episode: Episode;
  before(async () => {
    t = await buildTestApp();
    home = await createOrg(t);
    away = await createOrg(t);
    podcast = await createPodcast(t, home.admin.jwt, home.org.id, { public: false });
    episode = await createEpisode(t, home.admin.jwt, podcast.podcast_uuid);
  });
  after(() => t.close());

  it('another organization’s admin and token reach nothing of a non-public podcast', async () => {
    const token = (await createApiToken(t, away, ALL_RIGHTS)).token;
    const p = `${API}/podcasts/${podcast.podcast_uuid}`;
    const e = `${API}/podcasts/episodes/${episode.episode_uuid}`;
    const routes: [string, number, (auth: string) => Promise<LightMyRequestResponse>][] = [
      ['GET podcast', 404, (auth) => call(t, 'GET', p, auth)],
      ['GET thumbnail', 404, (auth) => call(t, 'GET', `${p}/thumbnail`, auth)],
      ['GET feed', 404, (auth) => call(t, 'GET', `${p}/feed.xml`, auth)],
      ['GET episodes', 404, (auth) => call(t, 'GET', `${p}/episodes`, auth)],
      ['GET episode', 404, (auth) => call(t, 'GET', e, auth)],
      ['GET audio', 404, (auth) => call(t, 'GET', `${e}/audio`, auth)],
      ['PUT podcast', 404, (auth) => call(t, 'PUT', p, auth, { name: 'taken' })],
      ['DELETE podcast', 404, (auth) => call(t, 'DELETE', p, auth)],
      [
        'POST episode',
        404,
        (auth) => callForm(t, 'POST', `${p}/episodes`, auth, { title: 'x' }, [audioPart()]),
      ],
      [
        'PUT order',
        404,
        (auth) => call(t, 'PUT', `${p}/episodes/order`, auth, { episode_uuids: [episode.episode_uuid] }),
      ],
      ['PUT episode', 404, (auth) => call(t, 'PUT', e, auth, { title: 'taken' })],
      ['DELETE episode', 404, (auth) => call(t, 'DELETE', e, auth)],
      ['PUT audio', 404, (auth) => callForm(t, 'PUT', `${e}/audio`, auth, {}, [audioPart()])],
      ['POST podcast', 403, (auth) => postPodcast(t, auth, home.org.id)],
    ];
    for (const [who, auth] of [
      ['admin', away.admin.jwt],
      ['token', token],
    ] as const) {
      for (const [label, status, send] of routes) {
        const response = await send(auth);
        assert.equal(response.statusCode, status, `${who}, ${label}: ${response.body}`);
      }
      const list = await call(t, 'GET', `${API}/podcasts/org_slug/${home.org.slug}/page/1/limit/50`, auth);
      assert.deepEqual(list.json<{ items: Podcast[] }>().items, [], `${who}: the list shows nothing`);
    }
    const after = await call(t, 'GET', p, home.admin.jwt);
    assert.deepEqual(after.json(), podcast, 'the podcast is unchanged');
    const episodes = await call(t, 'GET', `${p}/episodes`, home.admin.jwt);
    assert.deepEqual(episodes.json<{ items: Episode[] }>().items, [episode], 'its episodes are unchanged');
  });
});

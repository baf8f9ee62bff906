/**
 * Podcasts [CONTRACT 11]: create (multipart, thumbnail judged by its bytes), read, change, publish, delete and
 * list, each rule in a table: who sees an unpublished or non-public podcast (404 to anyone who may not),
 * instructors changing only their own (403 `not_owner`), the family switch (404 on reads, 403 on writes),
 * the plan in saas mode, tokens, and tenancy (another organization's people and tokens reach nothing).
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { API, thumbnailPng } from '../../../test/content-factories.ts';
import {
  ALL_RIGHTS,
  addMember,
  call,
  createApiToken,
  createOrg,
  type TestOrg,
  type TestUser,
} from '../../../test/factories.ts';
import { SAMPLE_FILES } from '../../../test/multipart.ts';
import { createEpisode, createPodcast, postPodcast, type Podcast } from '../../../test/podcast-factories.ts';
import { orgDir } from '../../../test/stored-files.ts';

describe('podcasts', () => {
  let t: TestApp;
  let o: TestOrg;
  let instructor: TestUser;
  let otherInstructor: TestUser;
  let learner: TestUser;
  let outsider: TestOrg;
  before(async () => {
    t = await buildTestApp();
    o = await createOrg(t);
    instructor = await addMember(t, o.org.id, 'instructor');
    otherInstructor = await addMember(t, o.org.id, 'instructor');
    learner = await addMember(t, o.org.id, 'learner');
    outsider = await createOrg(t);
  });
  after(() => t.close());

  const url = (p: Pick<Podcast, 'podcast_uuid'>) => `${API}/podcasts/${p.podcast_uuid}`;

  it('creates a podcast from a form: unpublished, not public unless asked, authored by the caller', async () => {
    const response = await postPodcast(
      t,
      instructor.jwt,
      o.org.id,
      { name: 'Deep Learning Radio', description: 'Weekly', about: 'Long', tags: '["ai","ml"]' },
      [{ ...thumbnailPng(), field: 'thumbnail' }],
    );
    assert.equal(response.statusCode, 200, response.body);
    const podcast = response.json<Podcast>();
    assert.match(podcast.podcast_uuid, /^podcast_[0-9a-f-]{36}$/);
    assert.deepEqual(
      {
        name: podcast.name,
        description: podcast.description,
        about: podcast.about,
        tags: podcast.tags,
        public: podcast.public,
        published: podcast.published,
        created_by: podcast.created_by,
        org_id: podcast.org_id,
      },
      {
        name: 'Deep Learning Radio',
        description: 'Weekly',
        about: 'Long',
        tags: ['ai', 'ml'],
        public: false,
        published: false,
        created_by: instructor.user.id,
        org_id: o.org.id,
      },
    );
    assert.match(podcast.creation_date, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    assert.notEqual(podcast.thumbnail_image, '');
    const thumb = await call(t, 'GET', `${url(podcast)}/thumbnail`, instructor.jwt);
    assert.equal(thumb.statusCode, 200, thumb.body);
    assert.equal(thumb.headers['content-type'], 'image/png');
    assert.equal(thumb.headers['accept-ranges'], 'bytes');
    assert.ok(thumb.rawPayload.equals(thumbnailPng().content));
  });

  it('refuses bad forms: 422 for missing or malformed fields, 415 for a thumbnail that is no image', async () => {
    const cases: [string, Record<string, string>, ReturnType<typeof thumbnailPng>[], number, string][] = [
      ['no name', { description: 'x' }, [], 422, 'validation_error'],
      ['empty name', { name: '' }, [], 422, 'validation_error'],
      ['tags not JSON', { name: 'x', tags: 'ai, ml' }, [], 422, 'validation_error'],
      ['tags not strings', { name: 'x', tags: '[1,2]' }, [], 422, 'validation_error'],
      ['public not boolean', { name: 'x', public: 'maybe' }, [], 422, 'validation_error'],
      ['unknown field', { name: 'x', colour: 'red' }, [], 422, 'validation_error'],
      [
        'text named .png',
        { name: 'x' },
        [{ field: 'thumbnail', filename: 'cover.png', content: SAMPLE_FILES.text, contentType: 'image/png' }],
        415,
        'unsupported_media_type',
      ],
    ];
    for (const [label, fields, files, status, code] of cases) {
      const response = await postPodcast(t, o.admin.jwt, o.org.id, fields, files);
      assert.equal(response.statusCode, status, `${label}: ${response.body}`);
      assertError(response, status, code);
    }
    const badQuery = await postPodcast(t, o.admin.jwt, 0, { name: 'x' });
    assertInvalid(badQuery, ['query', 'org_id']);
  });

  it('creating: 401 anonymous, 404 unknown organization, 403 outside it or without podcasts:create', async () => {
    assertError(await postPodcast(t, undefined, o.org.id), 401, 'unauthorized');
    assertError(await postPodcast(t, o.admin.jwt, 999_999), 404, 'not_found');
    assertError(await postPodcast(t, outsider.admin.jwt, o.org.id), 403, 'not_member');
    assertError(await postPodcast(t, learner.jwt, o.org.id), 403, 'missing_right');
    const readOnly = await createApiToken(t, o, { podcasts: { action_read: true } });
    assertError(await postPodcast(t, readOnly.token, o.org.id), 403, 'missing_right');
    const full = await createApiToken(t, o, ALL_RIGHTS);
    const byToken = await postPodcast(t, full.token, o.org.id, { name: 'By token' });
    assert.equal(byToken.statusCode, 200, byToken.body);
    assert.equal(byToken.json<Podcast>().created_by, o.admin.user.id, "authored by the token's creator");
  });

  it('who sees a podcast: unpublished only for its editors, non-public only for members with podcasts:read', async () => {
    const draft = await createPodcast(t, instructor.jwt, o.org.id, { published: false, public: true });
    const internal = await createPodcast(t, instructor.jwt, o.org.id, { public: false });
    const open = await createPodcast(t, instructor.jwt, o.org.id, { public: true });
    const noRead = await createApiToken(t, o, { courses: { action_read: true } });
    const outsiderToken = await createApiToken(t, outsider, ALL_RIGHTS);
    const viewers: [string, string | undefined, [Podcast, number][]][] = [
      [
        'the author',
        instructor.jwt,
        [
          [draft, 200],
          [internal, 200],
          [open, 200],
        ],
      ],
      [
        'an admin',
        o.admin.jwt,
        [
          [draft, 200],
          [internal, 200],
          [open, 200],
        ],
      ],
      [
        'another instructor',
        otherInstructor.jwt,
        [
          [draft, 404],
          [internal, 200],
          [open, 200],
        ],
      ],
      [
        'a learner',
        learner.jwt,
        [
          [draft, 404],
          [internal, 200],
          [open, 200],
        ],
      ],
      [
        'a token without podcasts:read',
        noRead.token,
        [
          [draft, 404],
          [internal, 404],
          [open, 200],
        ],
      ],
      [
        'anonymous',
        undefined,
        [
          [draft, 404],
          [internal, 404],
          [open, 200],
        ],
      ],
      [
        'another organization',
        outsider.admin.jwt,
        [
          [draft, 404],
          [internal, 404],
          [open, 200],
        ],
      ],
      [
        "another organization's token",
        outsiderToken.token,
        [
          [draft, 404],
          [internal, 404],
          [open, 200],
        ],
      ],
    ];
    for (const [who, auth, expected] of viewers) {
      for (const [podcast, status] of expected) {
        const response = await call(t, 'GET', url(podcast), auth);
        assert.equal(response.statusCode, status, `${who} reading ${podcast.podcast_uuid}: ${response.body}`);
        if (status === 404) assertError(response, 404, 'not_found');
      }
    }
    assertError(
      await call(t, 'GET', `${API}/podcasts/podcast_00000000-0000-4000-8000-000000000000`),
      404,
      'not_found',
    );
  });

  it('changes are partial; instructors change and delete only their own (403 not_owner)', async () => {
    const podcast = await createPodcast(t, instructor.jwt, o.org.id, { name: 'Mine' });
    const changed = await call(t, 'PUT', url(podcast), instructor.jwt, {
      about: 'New',
      tags: ['x'],
      public: false,
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const body = changed.json<Podcast>();
    assert.deepEqual(
      [body.name, body.about, body.tags, body.public, body.published],
      ['Mine', 'New', ['x'], false, true],
    );

    assertError(
      await call(t, 'PUT', url(podcast), otherInstructor.jwt, { name: 'Theirs' }),
      403,
      'not_owner',
    );
    assertError(await call(t, 'DELETE', url(podcast), otherInstructor.jwt), 403, 'not_owner');
    assertError(await call(t, 'PUT', url(podcast), learner.jwt, { name: 'x' }), 403, 'missing_right');
    assertError(await call(t, 'PUT', url(podcast), outsider.admin.jwt, { name: 'x' }), 404, 'not_found');
    assertError(await call(t, 'PUT', url(podcast), undefined, { name: 'x' }), 401, 'unauthorized');
    assertInvalid(await call(t, 'PUT', url(podcast), instructor.jwt, { published: 'yes' }), [
      'body',
      'published',
    ]);
    assertInvalid(await call(t, 'PUT', url(podcast), instructor.jwt, { owner: 1 }), ['body', 'owner']);
    // A learner cannot even see an unpublished podcast: 404 rather than 403.
    const draft = await createPodcast(t, instructor.jwt, o.org.id, { published: false });
    assertError(await call(t, 'PUT', url(draft), learner.jwt, { name: 'x' }), 404, 'not_found');

    const adminEdit = await call(t, 'PUT', url(podcast), o.admin.jwt, { name: 'Edited by admin' });
    assert.equal(adminEdit.statusCode, 200, adminEdit.body);
    const unpublished = await call(t, 'PUT', url(podcast), instructor.jwt, { published: false });
    assert.equal(unpublished.json<Podcast>().published, false);
    assertError(await call(t, 'GET', url(podcast), learner.jwt), 404, 'not_found');
  });

  it('deleting removes the podcast, its episodes and their files', async () => {
    const podcast = await createPodcast(t, instructor.jwt, o.org.id, {
      files: [{ ...thumbnailPng(), field: 'thumbnail' }],
    });
    const episode = await createEpisode(t, instructor.jwt, podcast.podcast_uuid);
    const dir = path.join(orgDir(t.dataDir, o.org.id), 'podcasts', podcast.podcast_uuid);
    assert.ok(existsSync(dir));
    const deleted = await call(t, 'DELETE', url(podcast), instructor.jwt);
    assert.equal(deleted.statusCode, 204, deleted.body);
    assertError(await call(t, 'GET', url(podcast), o.admin.jwt), 404, 'not_found');
    assertError(
      await call(t, 'GET', `${API}/podcasts/episodes/${episode.episode_uuid}`, o.admin.jwt),
      404,
      'not_found',
    );
    assert.equal(existsSync(dir), false, 'files removed');
    assertError(await call(t, 'DELETE', url(podcast), instructor.jwt), 404, 'not_found');
  });

  it('lists an organization’s podcasts by slug, paginated, each caller seeing what they may', async () => {
    const org = await createOrg(t);
    const author = await addMember(t, org.org.id, 'instructor');
    const member = await addMember(t, org.org.id, 'learner');
    const names: Record<string, { published?: boolean; public?: boolean }> = {
      'open-1': {},
      'open-2': {},
      internal: { public: false },
      draft: { published: false },
    };
    for (const [name, options] of Object.entries(names))
      await createPodcast(t, author.jwt, org.org.id, { name, ...options });
    const list = (auth: string | undefined, page = 1, limit = 50) =>
      call(t, 'GET', `${API}/podcasts/org_slug/${org.org.slug}/page/${page}/limit/${limit}`, auth);
    const cases: [string, string | undefined, string[]][] = [
      ['admin', org.admin.jwt, ['draft', 'internal', 'open-1', 'open-2']],
      ['author', author.jwt, ['draft', 'internal', 'open-1', 'open-2']],
      ['learner', member.jwt, ['internal', 'open-1', 'open-2']],
      ['anonymous', undefined, ['open-1', 'open-2']],
      ['another organization', o.admin.jwt, ['open-1', 'open-2']],
    ];
    for (const [who, auth, expected] of cases) {
      const response = await list(auth);
      assert.equal(response.statusCode, 200, response.body);
      const page = response.json<{ items: Podcast[]; total: number }>();
      assert.deepEqual(page.items.map((p) => p.name).sort(), expected, who);
      assert.equal(page.total, expected.length, who);
    }
    const second = (await list(org.admin.jwt, 2, 3)).json<{
      items: Podcast[];
      total: number;
      limit: number;
      offset: number;
    }>();
    assert.deepEqual([second.items.length, second.total, second.limit, second.offset], [1, 4, 3, 3]);
    assertError(await list(undefined, 0), 422, 'validation_error');
    assertError(
      await call(t, 'GET', `${API}/podcasts/org_slug/no-such-org/page/1/limit/5`),
      404,
      'not_found',
    );
  });

  it('a switched-off family answers 404 to reads and 403 feature_disabled to writes', async () => {
    const org = await createOrg(t);
    const podcast = await createPodcast(t, org.admin.jwt, org.org.id);
    const episode = await createEpisode(t, org.admin.jwt, podcast.podcast_uuid);
    await t.services.db
      .insertInto('org_settings')
      .values({
        org_id: org.org.id,
        ai_enabled: false,
        copilot_enabled: false,
        payments_enabled: false,
        communities_enabled: true,
        podcasts_enabled: false,
        boards_enabled: true,
        playgrounds_enabled: true,
        collections_enabled: true,
        update_date: '2026-03-02 09:00:00.000',
      })
      .execute();
    for (const read of [
      url(podcast),
      `${url(podcast)}/episodes`,
      `${url(podcast)}/feed.xml`,
      `${API}/podcasts/episodes/${episode.episode_uuid}`,
      `${API}/podcasts/episodes/${episode.episode_uuid}/audio`,
      `${API}/podcasts/org_slug/${org.org.slug}/page/1/limit/5`,
    ]) {
      assertError(await call(t, 'GET', read, org.admin.jwt), 404, 'not_found');
    }
    assertError(await postPodcast(t, org.admin.jwt, org.org.id), 403, 'feature_disabled');
    assertError(await call(t, 'PUT', url(podcast), org.admin.jwt, { name: 'x' }), 403, 'feature_disabled');
    assertError(
      await call(t, 'DELETE', `${API}/podcasts/episodes/${episode.episode_uuid}`, org.admin.jwt),
      403,
      'feature_disabled',
    );
  });
});

describe('podcasts in saas mode', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ deploymentMode: 'saas' });
  });
  after(() => t.close());

  it('need the standard plan: 403 plan_required below it', async () => {
    const free = await createOrg(t, { plan: 'free' });
    assertError(await postPodcast(t, free.admin.jwt, free.org.id), 403, 'plan_required');
    const standard = await createOrg(t, { plan: 'standard' });
    assert.equal((await postPodcast(t, standard.admin.jwt, standard.org.id)).statusCode, 200);
  });
});

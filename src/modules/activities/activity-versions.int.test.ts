/** PUT /activities/{uuid} and the versions of an activity's content [SPEC 2.3, 9; CONTRACT 5; events 6.3]. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/build-test-app.ts';
import {
  API,
  apiDate,
  createCustomActivity,
  place,
  uploadActivity,
  type Activity,
  type Place,
} from '../../../test/content-factories.ts';
import { ALL_RIGHTS, addMember, call, createApiToken, createOrg } from '../../../test/factories.ts';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { buildWebhookTestApp, createEndpoint } from '../../../test/webhook-helpers.ts';

interface VersionSummary {
  version_number: number;
  created_by_user_id: number;
  creation_date: string;
}

/** A custom activity named `Original`: the tests of refused updates check that the name stays. */
function activity(t: TestApp, p: Place, body: Record<string, unknown> = {}): Promise<Activity> {
  return createCustomActivity(t, p, { name: 'Original', ...body });
}

async function externalVideo(t: TestApp, p: Place): Promise<Activity> {
  const res = await call(t, 'POST', `${API}/activities/external_video`, p.o.admin.jwt, {
    name: 'External',
    uri: 'https://www.youtube.com/watch?v=abc',
    type: 'youtube',
    chapter_id: String(p.chapter.id),
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<Activity>();
}

describe('activity updates and versions', () => {
  let t: TestApp;
  before(async () => {
    t = await buildWebhookTestApp();
  });
  after(() => t.close());

  const put = (uuid: string, auth: string | undefined, body: unknown): Promise<LightMyRequestResponse> =>
    call(t, 'PUT', `${API}/activities/${uuid}`, auth, body);
  const get = (uuid: string, auth: string) => call(t, 'GET', `${API}/activities/${uuid}`, auth);
  const versions = (uuid: string, auth: string | undefined) =>
    call(t, 'GET', `${API}/activities/${uuid}/versions`, auth);
  const version = (uuid: string, n: number | string, auth: string | undefined) =>
    call(t, 'GET', `${API}/activities/${uuid}/versions/${n}`, auth);
  const restore = (uuid: string, n: number | string, auth: string | undefined) =>
    call(t, 'POST', `${API}/activities/${uuid}/versions/${n}/restore`, auth);

  /** The `data` of each queued delivery of `event` for the organization, oldest first. */
  async function eventData(orgId: number, event: string): Promise<unknown[]> {
    const rows = await t.services.db
      .selectFrom('webhook_deliveries')
      .select(['payload', 'id'])
      .where('org_id', '=', orgId)
      .where('event', '=', event)
      .orderBy('id')
      .execute();
    return rows.map((r) => (JSON.parse(r.payload) as { event: string; data: unknown }).data);
  }

  async function subscribed(): Promise<Place> {
    const p = await place(t);
    await createEndpoint(t, p.o, 'https://receiver.test/activity-hook', [
      'activity_version_created',
      'activity_version_restored',
    ]);
    return p;
  }

  describe('PUT /activities/{uuid}', () => {
    const CHANGES: [string, unknown][] = [
      ['name', 'Renamed'],
      ['content', { fresh: true }],
      ['details', { level: 'hard' }],
      ['published', true],
      ['lock_type', 'authenticated'],
    ];
    for (const [field, value] of CHANGES) {
      it(`changes ${field} alone; everything else stays`, async () => {
        const p = await place(t);
        const before = await activity(t, p, { content: { keep: 1 }, details: { d: 1 } });
        t.clock.advance(60_000);
        const res = await put(before.activity_uuid, p.o.admin.jwt, { [field]: value });
        assert.equal(res.statusCode, 200, res.body);
        const expected = {
          ...before,
          [field]: value,
          version: field === 'content' ? 2 : 1,
          update_date: apiDate(t.clock.now()),
        };
        assert.deepEqual(res.json(), expected);
        assert.deepEqual((await get(before.activity_uuid, p.o.admin.jwt)).json(), expected);
        assert.notEqual(expected.update_date, before.update_date);
      });
    }

    it('replaces content and details wholly, never merging', async () => {
      const p = await place(t);
      const a = await activity(t, p, { content: { a: 1, b: { c: 2 } }, details: { x: 1, y: 2 } });
      const res = await put(a.activity_uuid, p.o.admin.jwt, { content: { z: [1] }, details: { y: 3 } });
      assert.equal(res.statusCode, 200, res.body);
      const read = (await get(a.activity_uuid, p.o.admin.jwt)).json<Activity>();
      assert.deepEqual(read.content, { z: [1] });
      assert.deepEqual(read.details, { y: 3 });
      const emptied = await put(a.activity_uuid, p.o.admin.jwt, { content: {} });
      assert.deepEqual(emptied.json().content, {});
    });

    it('type and sub-type are immutable: a change → 400 immutable_type; the same values are fine', async () => {
      const p = await place(t);
      const a = await activity(t, p, {
        activity_type: 'TYPE_DYNAMIC',
        activity_sub_type: 'SUBTYPE_DYNAMIC_MARKDOWN',
        content: { markdown_url: 'https://example.com/a.md' },
      });
      assertError(
        await put(a.activity_uuid, p.o.admin.jwt, { activity_type: 'TYPE_CUSTOM' }),
        400,
        'immutable_type',
      );
      assertError(
        await put(a.activity_uuid, p.o.admin.jwt, { activity_sub_type: 'SUBTYPE_DYNAMIC_EMBED' }),
        400,
        'immutable_type',
      );
      assertError(
        await put(a.activity_uuid, p.o.admin.jwt, {
          activity_type: 'TYPE_CUSTOM',
          activity_sub_type: 'SUBTYPE_CUSTOM',
          name: 'not applied',
        }),
        400,
        'immutable_type',
      );
      const same = await put(a.activity_uuid, p.o.admin.jwt, {
        activity_type: 'TYPE_DYNAMIC',
        activity_sub_type: 'SUBTYPE_DYNAMIC_MARKDOWN',
        name: 'Same types',
      });
      assert.equal(same.statusCode, 200, same.body);
      const read = (await get(a.activity_uuid, p.o.admin.jwt)).json<Activity>();
      assert.equal(read.name, 'Same types');
      assert.equal(read.activity_type, 'TYPE_DYNAMIC');
      assert.equal(read.activity_sub_type, 'SUBTYPE_DYNAMIC_MARKDOWN');
    });

    it('unknown enum values and unknown fields → 422', async () => {
      const p = await place(t);
      const a = await activity(t, p);
      assertInvalid(await put(a.activity_uuid, p.o.admin.jwt, { activity_type: 'TYPE_X' }), [
        'body',
        'activity_type',
      ]);
      assertInvalid(await put(a.activity_uuid, p.o.admin.jwt, { lock_type: 'secret' }), [
        'body',
        'lock_type',
      ]);
      assertInvalid(
        await put(a.activity_uuid, p.o.admin.jwt, { chapter_id: 3 }),
        ['body', 'chapter_id'],
        'extra_forbidden',
      );
      assertInvalid(await put(a.activity_uuid, p.o.admin.jwt, { content: [] }), ['body', 'content']);
    });

    it('content of a hosted video, a PDF or an external video → 400 server_built_content, unchanged', async () => {
      const p = await place(t);
      const built = [
        await uploadActivity(t, p.o.admin.jwt, 'video', { chapterId: p.chapter.id }),
        await uploadActivity(t, p.o.admin.jwt, 'documentpdf', { chapterId: p.chapter.id }),
        await externalVideo(t, p),
      ];
      for (const a of built) {
        const res = await put(a.activity_uuid, p.o.admin.jwt, {
          content: { uri: 'https://vimeo.com/2', type: 'vimeo', filename: 'other.mp4' },
        });
        assertError(res, 400, 'server_built_content');
        const read = (await get(a.activity_uuid, p.o.admin.jwt)).json<Activity>();
        assert.deepEqual(read.content, a.content);
        assert.equal(read.version, 1);
        const renamed = await put(a.activity_uuid, p.o.admin.jwt, { name: 'Renamed', published: true });
        assert.equal(renamed.statusCode, 200, renamed.body);
        assert.deepEqual(renamed.json().content, a.content);
      }
    });

    it('checks video details: startTime -1 → 422; valid details are stored; other types take any details', async () => {
      const p = await place(t);
      const video = await externalVideo(t, p);
      assertInvalid(await put(video.activity_uuid, p.o.admin.jwt, { details: { startTime: -1 } }), [
        'body',
        'details',
        'startTime',
      ]);
      assertInvalid(await put(video.activity_uuid, p.o.admin.jwt, { details: { autoplay: 'yes' } }), [
        'body',
        'details',
        'autoplay',
      ]);
      const details = { startTime: 5, endTime: null, autoplay: true, muted: true };
      const ok = await put(video.activity_uuid, p.o.admin.jwt, { details });
      assert.equal(ok.statusCode, 200, ok.body);
      assert.deepEqual((await get(video.activity_uuid, p.o.admin.jwt)).json().details, details);
      const custom = await activity(t, p);
      const free = await put(custom.activity_uuid, p.o.admin.jwt, { details: { startTime: -1 } });
      assert.equal(free.statusCode, 200, free.body);
    });

    it('version: a stale one → 409 version_conflict and nothing changes; the current one passes', async () => {
      const p = await place(t);
      const a = await activity(t, p, { content: { v: 1 } });
      assert.equal(
        (await put(a.activity_uuid, p.o.admin.jwt, { version: 1, content: { v: 2 } })).statusCode,
        200,
      );
      for (const stale of [1, 3]) {
        const res = await put(a.activity_uuid, p.o.admin.jwt, {
          version: stale,
          content: { v: 99 },
          name: 'No',
        });
        assertError(res, 409, 'version_conflict');
      }
      const read = (await get(a.activity_uuid, p.o.admin.jwt)).json<Activity>();
      assert.deepEqual(read.content, { v: 2 });
      assert.equal(read.version, 2);
      assert.equal(read.name, 'Original');
      const listed = (await versions(a.activity_uuid, p.o.admin.jwt)).json<VersionSummary[]>();
      assert.deepEqual(
        listed.map((v) => v.version_number),
        [1],
      );
      const current = await put(a.activity_uuid, p.o.admin.jwt, { version: 2, name: 'Yes' });
      assert.equal(current.statusCode, 200, current.body);
      assert.equal(current.json().name, 'Yes');
      assertInvalid(await put(a.activity_uuid, p.o.admin.jwt, { version: 0 }), ['body', 'version']);
    });

    it('invalid content → 422 and nothing changes', async () => {
      const p = await place(t);
      const content = { type: 'doc', content: [{ type: 'paragraph' }] };
      const a = await activity(t, p, {
        activity_type: 'TYPE_DYNAMIC',
        activity_sub_type: 'SUBTYPE_DYNAMIC_PAGE',
        content,
      });
      const res = await put(a.activity_uuid, p.o.admin.jwt, {
        name: 'Not applied',
        content: { type: 'doc', content: [{ type: 'heading', attrs: { level: 9 } }] },
      });
      assertInvalid(res, ['body', 'content', 'content', 0, 'attrs', 'level']);
      assertInvalid(await put(a.activity_uuid, p.o.admin.jwt, { content: { blocks: 'x', type: 'page' } }), [
        'body',
        'content',
        'type',
      ]);
      assert.deepEqual((await get(a.activity_uuid, p.o.admin.jwt)).json(), a);
      assert.deepEqual((await versions(a.activity_uuid, p.o.admin.jwt)).json(), []);
    });

    it('rights: anonymous 401, learner 403, other org 403, token needs courses:update; unknown → 404', async () => {
      const p = await place(t);
      const a = await activity(t, p, { published: true });
      assertError(await put(a.activity_uuid, undefined, { name: 'x' }), 401, 'unauthorized');
      const learner = await addMember(t, p.o.org.id, 'learner');
      assertError(await put(a.activity_uuid, learner.jwt, { name: 'x' }), 403, 'missing_right');
      const other = await createOrg(t);
      assertError(await put(a.activity_uuid, other.admin.jwt, { name: 'x' }), 403, 'not_member');
      const foreign = await createApiToken(t, other, ALL_RIGHTS);
      assertError(await put(a.activity_uuid, foreign.token, { name: 'x' }), 403, 'other_organization');
      const reader = await createApiToken(t, p.o, { courses: { action_read: true, action_create: true } });
      assertError(await put(a.activity_uuid, reader.token, { name: 'x' }), 403, 'missing_right');
      assert.equal((await get(a.activity_uuid, p.o.admin.jwt)).json().name, 'Original');
      const updater = await createApiToken(t, p.o, { courses: { action_update: true } });
      assert.equal((await put(a.activity_uuid, updater.token, { name: 'By token' })).statusCode, 200);
      const instructor = await addMember(t, p.o.org.id, 'instructor');
      assert.equal((await put(a.activity_uuid, instructor.jwt, { name: 'By instructor' })).statusCode, 200);
      assertError(
        await put('activity_00000000-0000-4000-8000-000000000000', p.o.admin.jwt, { name: 'x' }),
        404,
        'not_found',
      );
    });
  });

  describe('versions', () => {
    it('each update carrying content snapshots the content it replaces, newest first', async () => {
      const p = await subscribed();
      const instructor = await addMember(t, p.o.org.id, 'instructor');
      const c0 = { zeta: 0, alpha: { y: 1, b: 2 } };
      const c1 = { step: 1 };
      const a = await activity(t, p, { content: c0 });
      t.clock.advance(60_000);
      const t1 = apiDate(t.clock.now());
      const r1 = await put(a.activity_uuid, p.o.admin.jwt, { content: c1 });
      assert.equal(r1.json().version, 2);
      t.clock.advance(60_000);
      const t2 = apiDate(t.clock.now());
      const r2 = await put(a.activity_uuid, instructor.jwt, { content: { step: 2 } });
      assert.equal(r2.json().version, 3);
      // Without content: no snapshot, the version stays.
      const r3 = await put(a.activity_uuid, p.o.admin.jwt, { name: 'Renamed', details: { x: 1 } });
      assert.equal(r3.json().version, 3);

      const list = await versions(a.activity_uuid, p.o.admin.jwt);
      assert.equal(list.statusCode, 200, list.body);
      assert.deepEqual(list.json(), [
        { version_number: 2, created_by_user_id: instructor.user.id, creation_date: t2 },
        { version_number: 1, created_by_user_id: p.o.admin.user.id, creation_date: t1 },
      ]);
      const v1 = await version(a.activity_uuid, 1, p.o.admin.jwt);
      assert.equal(v1.statusCode, 200, v1.body);
      assert.deepEqual(v1.json(), {
        version_number: 1,
        created_by_user_id: p.o.admin.user.id,
        creation_date: t1,
        content: c0,
      });
      assert.ok(v1.body.includes(JSON.stringify(c0)), 'the old content comes back exactly, key order kept');
      assert.deepEqual((await version(a.activity_uuid, 2, p.o.admin.jwt)).json().content, c1);
      assertError(await version(a.activity_uuid, 3, p.o.admin.jwt), 404, 'not_found');
      assertInvalid(await version(a.activity_uuid, 0, p.o.admin.jwt), ['path', 'version_number']);
      assertInvalid(await version(a.activity_uuid, 'abc', p.o.admin.jwt), ['path', 'version_number']);

      assert.deepEqual(await eventData(p.o.org.id, 'activity_version_created'), [
        { activity_id: a.id, version_number: 1, created_by_id: p.o.admin.user.id },
        { activity_id: a.id, version_number: 2, created_by_id: instructor.user.id },
      ]);
      assert.deepEqual(await eventData(p.o.org.id, 'activity_version_restored'), []);
    });

    it('a token update is attributed to the token creator', async () => {
      const p = await place(t);
      const token = await createApiToken(t, p.o, { courses: { action_update: true, action_read: true } });
      const a = await activity(t, p);
      assert.equal((await put(a.activity_uuid, token.token, { content: { by: 'token' } })).statusCode, 200);
      const list = await versions(a.activity_uuid, token.token);
      assert.equal(list.statusCode, 200, list.body);
      assert.equal(list.json<VersionSummary[]>()[0]!.created_by_user_id, p.o.admin.user.id);
    });

    it('keeps the newest 20 versions: after 25 content updates, versions 6..25 remain', async () => {
      const p = await place(t);
      const a = await activity(t, p, { content: { n: 0 } });
      for (let k = 1; k <= 25; k++) {
        const res = await put(a.activity_uuid, p.o.admin.jwt, { content: { n: k } });
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.json().version, k + 1);
      }
      const list = (await versions(a.activity_uuid, p.o.admin.jwt)).json<VersionSummary[]>();
      assert.deepEqual(
        list.map((v) => v.version_number),
        Array.from({ length: 20 }, (_, i) => 25 - i),
      );
      const rows = await t.services.db
        .selectFrom('activity_versions')
        .select('version_number')
        .where('activity_id', '=', a.id)
        .execute();
      assert.equal(rows.length, 20);
      assertError(await version(a.activity_uuid, 5, p.o.admin.jwt), 404, 'not_found');
      // Version n holds the content that version n of the activity had: the content set by update n-1.
      assert.deepEqual((await version(a.activity_uuid, 6, p.o.admin.jwt)).json().content, { n: 5 });
      assert.deepEqual((await version(a.activity_uuid, 25, p.o.admin.jwt)).json().content, { n: 24 });
      assert.deepEqual((await get(a.activity_uuid, p.o.admin.jwt)).json().content, { n: 25 });
    });

    it('restore: the content comes back, the version goes up, the replaced content is saved', async () => {
      const p = await subscribed();
      const c0 = { original: true, order: { z: 1, a: 2 } };
      const a = await activity(t, p, { content: c0 });
      await put(a.activity_uuid, p.o.admin.jwt, { content: { step: 1 } });
      await put(a.activity_uuid, p.o.admin.jwt, { content: { step: 2 } });
      t.clock.advance(60_000);
      const res = await restore(a.activity_uuid, 1, p.o.admin.jwt);
      assert.equal(res.statusCode, 200, res.body);
      const restored = res.json<Activity>();
      assert.deepEqual(restored.content, c0);
      assert.equal(restored.version, 4);
      assert.equal(restored.update_date, apiDate(t.clock.now()));
      const read = await get(a.activity_uuid, p.o.admin.jwt);
      assert.deepEqual(read.json(), restored);
      assert.ok(read.body.includes(JSON.stringify(c0)));
      const list = (await versions(a.activity_uuid, p.o.admin.jwt)).json<VersionSummary[]>();
      assert.deepEqual(
        list.map((v) => v.version_number),
        [3, 2, 1],
      );
      assert.deepEqual((await version(a.activity_uuid, 3, p.o.admin.jwt)).json().content, { step: 2 });
      assert.deepEqual((await version(a.activity_uuid, 1, p.o.admin.jwt)).json().content, c0);
      assert.deepEqual(await eventData(p.o.org.id, 'activity_version_restored'), [
        { activity_uuid: a.activity_uuid, restored_version_number: 1, new_version_number: 4 },
      ]);
      const created = (await eventData(p.o.org.id, 'activity_version_created')) as {
        version_number: number;
      }[];
      assert.deepEqual(
        created.slice(0, 2).map((d) => d.version_number),
        [1, 2],
      );

      // Restoring again works from the new state: version 3 (step 2) comes back as version 5.
      const again = await restore(a.activity_uuid, 3, p.o.admin.jwt);
      assert.equal(again.statusCode, 200, again.body);
      assert.deepEqual(again.json().content, { step: 2 });
      assert.equal(again.json().version, 5);
      assert.deepEqual((await version(a.activity_uuid, 4, p.o.admin.jwt)).json().content, c0);
    });

    it('restore of an unknown version → 404, nothing changes', async () => {
      const p = await place(t);
      const a = await activity(t, p, { content: { only: 1 } });
      assertError(await restore(a.activity_uuid, 1, p.o.admin.jwt), 404, 'not_found');
      await put(a.activity_uuid, p.o.admin.jwt, { content: { only: 2 } });
      assertError(await restore(a.activity_uuid, 99, p.o.admin.jwt), 404, 'not_found');
      assertError(
        await restore('activity_00000000-0000-4000-8000-000000000000', 1, p.o.admin.jwt),
        404,
        'not_found',
      );
      assertInvalid(await restore(a.activity_uuid, 0, p.o.admin.jwt), ['path', 'version_number']);
      const read = (await get(a.activity_uuid, p.o.admin.jwt)).json<Activity>();
      assert.deepEqual(read.content, { only: 2 });
      assert.equal(read.version, 2);
    });

    it('restore rights: anonymous 401, learner 403, other org 403, token without courses:update 403', async () => {
      const p = await place(t);
      const a = await activity(t, p, { published: true, content: { c: 0 } });
      await put(a.activity_uuid, p.o.admin.jwt, { content: { c: 1 } });
      assertError(await restore(a.activity_uuid, 1, undefined), 401, 'unauthorized');
      const learner = await addMember(t, p.o.org.id, 'learner');
      assertError(await restore(a.activity_uuid, 1, learner.jwt), 403, 'missing_right');
      const other = await createOrg(t);
      assertError(await restore(a.activity_uuid, 1, other.admin.jwt), 403, 'not_member');
      const reader = await createApiToken(t, p.o, {
        courses: { action_read: true, action_create: true, action_delete: true },
      });
      assertError(await restore(a.activity_uuid, 1, reader.token), 403, 'missing_right');
      assert.deepEqual((await get(a.activity_uuid, p.o.admin.jwt)).json().content, { c: 1 });
      const updater = await createApiToken(t, p.o, { courses: { action_update: true } });
      const ok = await restore(a.activity_uuid, 1, updater.token);
      assert.equal(ok.statusCode, 200, ok.body);
      assert.deepEqual(ok.json().content, { c: 0 });
    });

    it('reading versions: anonymous 401, other org 403, token with courses:read 200', async () => {
      const p = await place(t);
      const a = await activity(t, p, { published: true, content: { c: 0 } });
      await put(a.activity_uuid, p.o.admin.jwt, { content: { c: 1 } });
      assertError(await versions(a.activity_uuid, undefined), 401, 'unauthorized');
      assertError(await version(a.activity_uuid, 1, undefined), 401, 'unauthorized');
      const other = await createOrg(t);
      assertError(await versions(a.activity_uuid, other.admin.jwt), 403, 'not_member');
      assertError(await version(a.activity_uuid, 1, other.admin.jwt), 403, 'not_member');
      const noRead = await createApiToken(t, p.o, { courses: { action_update: true } });
      assertError(await versions(a.activity_uuid, noRead.token), 403, 'missing_right');
      const reader = await createApiToken(t, p.o, { courses: { action_read: true } });
      assert.equal((await versions(a.activity_uuid, reader.token)).statusCode, 200);
      assert.deepEqual((await version(a.activity_uuid, 1, reader.token)).json().content, { c: 0 });
    });

    it('concurrent content updates are serialised: each succeeds, never a 500, versions consecutive', async () => {
      const p = await place(t);
      const a = await activity(t, p, { content: { i: -1 } });
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => put(a.activity_uuid, p.o.admin.jwt, { content: { i } })),
      );
      for (const res of results) assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(
        results.map((r) => r.json<Activity>().version).sort((x, y) => x - y),
        [2, 3, 4, 5, 6, 7, 8, 9],
      );
      const list = (await versions(a.activity_uuid, p.o.admin.jwt)).json<VersionSummary[]>();
      assert.deepEqual(
        list.map((v) => v.version_number),
        [8, 7, 6, 5, 4, 3, 2, 1],
      );
      assert.equal((await get(a.activity_uuid, p.o.admin.jwt)).json().version, 9);
    });

    it('concurrent updates based on the same version: exactly one wins, the others → 409', async () => {
      const p = await place(t);
      const a = await activity(t, p, { content: { i: -1 } });
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          put(a.activity_uuid, p.o.admin.jwt, { version: 1, content: { i } }),
        ),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      assert.deepEqual(statuses, [200, 409, 409, 409, 409, 409], results.map((r) => r.body).join('\n'));
      const winner = results.find((r) => r.statusCode === 200)!.json<Activity>();
      const read = (await get(a.activity_uuid, p.o.admin.jwt)).json<Activity>();
      assert.equal(read.version, 2);
      assert.deepEqual(read.content, winner.content);
    });

    it('a learner cannot read the versions of an activity they cannot open', async () => {
      const p = await place(t);
      const learner = await addMember(t, p.o.org.id, 'learner');
      const a = await activity(t, p, { published: false, content: { draft: 'secret' } });
      await put(a.activity_uuid, p.o.admin.jwt, { content: { draft: 'still secret' } });
      assertError(await get(a.activity_uuid, learner.jwt), 403, 'activity_locked');
      const list = await versions(a.activity_uuid, learner.jwt);
      assert.equal(list.statusCode, 403, list.body);
      const one = await version(a.activity_uuid, 1, learner.jwt);
      assert.equal(one.statusCode, 403, one.body);
    });
  });
});

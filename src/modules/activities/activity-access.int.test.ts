/** GET and DELETE /activities/{uuid}: who reads what [CONTRACT 5 lock_type], and what a delete removes. */
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  API,
  WITH_UNPUBLISHED,
  createCustomActivity,
  createImageBlock,
  createPageActivity,
  getTree,
  place,
  uploadActivity,
} from '../../../test/content-factories.ts';
import {
  ALL_RIGHTS,
  addMember,
  call,
  createApiToken,
  createOrg,
  createUser,
} from '../../../test/factories.ts';
import { assertError } from '../../../test/assertions.ts';
import { activityDir } from '../../../test/stored-files.ts';

describe('activities: reads and deletes', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  describe('GET /activities/{uuid}: who reads what', () => {
    const get = (uuid: string, auth?: string) => call(t, 'GET', `${API}/activities/${uuid}`, auth);

    it('editors see unpublished activities with their content', async () => {
      const p = await place(t);
      const a = await createCustomActivity(t, p, { content: { secret: 1 } });
      const instructor = await addMember(t, p.o.org.id, 'instructor');
      const maintainer = await addMember(t, p.o.org.id, 'maintainer');
      const token = await createApiToken(t, p.o, { courses: { action_read: true } });
      for (const auth of [p.o.admin.jwt, instructor.jwt, maintainer.jwt, token.token]) {
        const res = await get(a.activity_uuid, auth);
        assert.equal(res.statusCode, 200, res.body);
        assert.deepEqual(res.json().content, { secret: 1 });
        assert.equal(res.json().is_locked, false);
      }
    });

    it('learners: published public and authenticated open; unpublished and restricted → 403 activity_locked', async () => {
      const p = await place(t);
      const learner = await addMember(t, p.o.org.id, 'learner');
      const open = await createCustomActivity(t, p, { published: true, content: { a: 1 } });
      const signedIn = await createCustomActivity(t, p, { published: true, lock_type: 'authenticated' });
      const unpublished = await createCustomActivity(t, p, { published: false });
      const restricted = await createCustomActivity(t, p, { published: true, lock_type: 'restricted' });
      const ok = await get(open.activity_uuid, learner.jwt);
      assert.equal(ok.statusCode, 200, ok.body);
      assert.deepEqual(ok.json().content, { a: 1 });
      assert.equal((await get(signedIn.activity_uuid, learner.jwt)).statusCode, 200);
      assertError(await get(unpublished.activity_uuid, learner.jwt), 403, 'activity_locked');
      assertError(await get(restricted.activity_uuid, learner.jwt), 403, 'activity_locked');
    });

    it('learners: an activity in a restricted chapter → 403 activity_locked', async () => {
      const p = await place(t, { chapterLock: 'restricted' });
      const learner = await addMember(t, p.o.org.id, 'learner');
      const a = await createCustomActivity(t, p, { published: true });
      assertError(await get(a.activity_uuid, learner.jwt), 403, 'activity_locked');
      assert.equal((await get(a.activity_uuid, p.o.admin.jwt)).statusCode, 200);
    });

    it('learners: an activity of an unpublished course → 403 course_not_available', async () => {
      const p = await place(t, { published: false });
      const learner = await addMember(t, p.o.org.id, 'learner');
      const a = await createCustomActivity(t, p, { published: true });
      assertError(await get(a.activity_uuid, learner.jwt), 403, 'course_not_available');
    });

    it('anonymous: public published course + public activity → 200; authenticated or unpublished → 401', async () => {
      const p = await place(t, { public: true, published: true });
      const open = await createCustomActivity(t, p, { published: true, content: { hello: 'world' } });
      const signedIn = await createCustomActivity(t, p, { published: true, lock_type: 'authenticated' });
      const unpublished = await createCustomActivity(t, p);
      const res = await get(open.activity_uuid);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().content, { hello: 'world' });
      assertError(await get(signedIn.activity_uuid), 401, 'unauthorized');
      assertError(await get(unpublished.activity_uuid), 401, 'unauthorized');
    });

    it('anonymous: a public activity in an authenticated chapter → 401', async () => {
      const p = await place(t, { chapterLock: 'authenticated' });
      const a = await createCustomActivity(t, p, { published: true });
      assertError(await get(a.activity_uuid), 401, 'unauthorized');
    });

    it('anonymous: a private course → 401; an unpublished public course → 401', async () => {
      const priv = await place(t, { public: false, published: true });
      const a = await createCustomActivity(t, priv, { published: true });
      assertError(await get(a.activity_uuid), 401, 'unauthorized');
      const draft = await place(t, { public: true, published: false });
      const b = await createCustomActivity(t, draft, { published: true });
      assertError(await get(b.activity_uuid), 401, 'unauthorized');
    });

    it('another organization: private course → 403; public course opens only public activities', async () => {
      const outsider = await createOrg(t);
      const priv = await place(t, { public: false });
      const a = await createCustomActivity(t, priv, { published: true });
      assertError(await get(a.activity_uuid, outsider.admin.jwt), 403, 'course_not_available');
      const pub = await place(t, { public: true });
      const b = await createCustomActivity(t, pub, { published: true });
      const c = await createCustomActivity(t, pub, { published: true, lock_type: 'authenticated' });
      assert.equal((await get(b.activity_uuid, outsider.admin.jwt)).statusCode, 200);
      assertError(await get(c.activity_uuid, outsider.admin.jwt), 403, 'activity_locked');
      const lone = await createUser(t);
      assertError(await get(c.activity_uuid, lone.jwt), 403, 'activity_locked');
    });

    it('tokens: without courses:read read like an outsider; of another organization → 403', async () => {
      const p = await place(t, { public: true, published: true });
      const a = await createCustomActivity(t, p, { published: true });
      const noRead = await createApiToken(t, p.o, { users: { action_read: true } });
      assert.equal((await get(a.activity_uuid, noRead.token)).statusCode, 200);
      const members = await place(t, { public: false, published: true });
      const hidden = await createCustomActivity(t, members, { published: true });
      const memberToken = await createApiToken(t, members.o, { users: { action_read: true } });
      assertError(await get(hidden.activity_uuid, memberToken.token), 403, 'course_not_available');
      const other = await createOrg(t);
      const foreign = await createApiToken(t, other, ALL_RIGHTS);
      assertError(await get(a.activity_uuid, foreign.token), 403, 'other_organization');
    });

    it('unknown and malformed uuids → 404', async () => {
      const p = await place(t);
      assertError(
        await get('activity_00000000-0000-4000-8000-000000000000', p.o.admin.jwt),
        404,
        'not_found',
      );
      assertError(await get('nope', p.o.admin.jwt), 404, 'not_found');
    });
  });

  describe('DELETE /activities/{uuid}', () => {
    const del = (uuid: string, auth?: string) => call(t, 'DELETE', `${API}/activities/${uuid}`, auth);

    it('204: the row, its versions, its blocks and its files are gone; 404 after', async () => {
      const p = await place(t);
      const video = await uploadActivity(t, p.o.admin.jwt, 'video', {
        chapterId: p.chapter.id,
        name: 'Video',
      });
      const dir = activityDir(t.dataDir, p.course, video.activity_uuid);
      assert.equal(readdirSync(dir).length, 1);
      const pageActivity = await createPageActivity(t, p);
      const pageDir = path.join(dir, '..', pageActivity.activity_uuid);
      await createImageBlock(t, p.o.admin.jwt, pageActivity.activity_uuid);
      for (let i = 0; i < 3; i++) {
        const put = await call(t, 'PUT', `${API}/activities/${pageActivity.activity_uuid}`, p.o.admin.jwt, {
          content: {
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: `v${i}` }] }],
          },
        });
        assert.equal(put.statusCode, 200, put.body);
      }
      assert.ok(existsSync(path.join(pageDir, 'blocks')));
      const versionsOf = (id: number) =>
        t.services.db.selectFrom('activity_versions').select('id').where('activity_id', '=', id).execute();
      assert.equal((await versionsOf(pageActivity.id)).length, 3);

      for (const a of [video, pageActivity]) {
        const res = await del(a.activity_uuid, p.o.admin.jwt);
        assert.equal(res.statusCode, 204, res.body);
        assert.equal(res.body, '');
        const row = await t.services.db
          .selectFrom('activities')
          .select('id')
          .where('id', '=', a.id)
          .executeTakeFirst();
        assert.equal(row, undefined);
        assertError(
          await call(t, 'GET', `${API}/activities/${a.activity_uuid}`, p.o.admin.jwt),
          404,
          'not_found',
        );
        assertError(await del(a.activity_uuid, p.o.admin.jwt), 404, 'not_found');
      }
      assert.equal((await versionsOf(pageActivity.id)).length, 0);
      const blocks = await t.services.db
        .selectFrom('blocks')
        .select('id')
        .where('activity_id', '=', pageActivity.id)
        .execute();
      assert.equal(blocks.length, 0);
      assert.equal(existsSync(dir), false, 'the video file is gone');
      assert.equal(existsSync(pageDir), false, 'the block files are gone');
      const tree = await getTree(t, p.course, p.o.admin.jwt, WITH_UNPUBLISHED);
      assert.deepEqual(tree.json().chapters[0].activities, []);
    });

    it('leaves the other activities of the chapter alone', async () => {
      const p = await place(t);
      const a = await createCustomActivity(t, p, { name: 'a' });
      const b = await createCustomActivity(t, p, { name: 'b' });
      assert.equal((await del(a.activity_uuid, p.o.admin.jwt)).statusCode, 204);
      const res = await call(t, 'GET', `${API}/activities/${b.activity_uuid}`, p.o.admin.jwt);
      assert.equal(res.statusCode, 200);
    });

    it('rights: anonymous 401, learner 403, other org 403, token needs courses:delete', async () => {
      const p = await place(t);
      const a = await createCustomActivity(t, p, { published: true });
      assertError(await del(a.activity_uuid), 401, 'unauthorized');
      const learner = await addMember(t, p.o.org.id, 'learner');
      assertError(await del(a.activity_uuid, learner.jwt), 403, 'missing_right');
      const other = await createOrg(t);
      assertError(await del(a.activity_uuid, other.admin.jwt), 403, 'not_member');
      const noDelete = await createApiToken(t, p.o, {
        courses: { action_create: true, action_read: true, action_update: true },
      });
      assertError(await del(a.activity_uuid, noDelete.token), 403, 'missing_right');
      const still = await call(t, 'GET', `${API}/activities/${a.activity_uuid}`, p.o.admin.jwt);
      assert.equal(still.statusCode, 200);
      const deleter = await createApiToken(t, p.o, { courses: { action_delete: true } });
      assert.equal((await del(a.activity_uuid, deleter.token)).statusCode, 204);
      const b = await createCustomActivity(t, p);
      const instructor = await addMember(t, p.o.org.id, 'instructor');
      assert.equal((await del(b.activity_uuid, instructor.jwt)).statusCode, 204);
    });
  });
});

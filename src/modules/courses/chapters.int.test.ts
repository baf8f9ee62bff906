/**
 * Chapters [SPEC 2.2; CONTRACT 5]: create at the end of the course, read with the activities the caller may
 * see (without their content), partial update, and delete with the activities placed in the chapter (rows,
 * versions, blocks and files) but nothing else. The reorder is in chapters-reorder.int.test.ts.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  API,
  WITH_UNPUBLISHED,
  apiDate,
  createChapter,
  createCourse,
  createCustomActivity,
  createImageBlock,
  placementRows,
  readTree,
  reorder,
  treeShape,
  uploadActivity,
  videoFile,
  type Activity,
  type Chapter,
  type Course,
} from '../../../test/content-factories.ts';
import {
  ALL_RIGHTS,
  addMember,
  call,
  createApiToken,
  createOrg,
  type TestOrg,
} from '../../../test/factories.ts';
import { SAMPLE_FILES } from '../../../test/multipart.ts';
import { activityDir } from '../../../test/stored-files.ts';

const CHAPTER_UUID = /^chapter_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('chapters', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  // -------------------------------------------------------------------------------------------------------
  // Helpers: everything goes through HTTP as the organization's admin.

  /** A published custom activity whose content is its name. */
  function publishedActivity(o: TestOrg, chapter: { id: number }, name: string, extra: object = {}) {
    return createCustomActivity(t, { o, chapter }, { name, content: { name }, published: true, ...extra });
  }

  /** A hosted video (a WebM) or a PDF uploaded into the chapter. */
  function upload(o: TestOrg, kind: 'video' | 'documentpdf', chapterId: number, name: string) {
    const file = kind === 'video' ? videoFile(SAMPLE_FILES.webm, 'v.webm') : undefined;
    return uploadActivity(t, o.admin.jwt, kind, { chapterId, name, file });
  }

  /** Where an uploaded activity's file is on disk. */
  function activityFile(course: Course, a: { activity_uuid: string; content: { filename: string } }) {
    return path.join(activityDir(t.dataDir, course, a.activity_uuid), a.content.filename);
  }

  // -------------------------------------------------------------------------------------------------------

  describe('create', () => {
    it('answers ChapterRead with every field, defaults filled in', async () => {
      const o = await createOrg(t);
      const course = await createCourse(t, o);
      const now = apiDate(t.clock.now());
      const response = await call(t, 'POST', `${API}/chapters/`, o.admin.jwt, {
        name: 'Basics',
        course_id: course.id,
        org_id: o.org.id,
        description: 'Where it starts',
        thumbnail_image: 'https://cdn.example/basics.png',
        lock_type: 'authenticated',
      });
      assert.equal(response.statusCode, 200, response.body);
      const chapter = response.json<Chapter>();
      assert.match(chapter.chapter_uuid, CHAPTER_UUID);
      assert.deepEqual(chapter, {
        id: chapter.id,
        chapter_uuid: chapter.chapter_uuid,
        name: 'Basics',
        description: 'Where it starts',
        thumbnail_image: 'https://cdn.example/basics.png',
        course_id: course.id,
        org_id: o.org.id,
        lock_type: 'authenticated',
        is_locked: false,
        is_linked: true,
        activities: [],
        creation_date: now,
        update_date: now,
      });

      const bare = await createChapter(t, o, course, { name: 'Bare' });
      assert.equal(bare.description, '');
      assert.equal(bare.thumbnail_image, '');
      assert.equal(bare.lock_type, 'public');
      assert.equal(bare.is_linked, true);

      const read = await call(t, 'GET', `${API}/chapters/${chapter.id}`, o.admin.jwt);
      assert.equal(read.statusCode, 200, read.body);
      assert.deepEqual(read.json(), chapter);
    });

    it('puts each new chapter last, also after a reorder and an unlink', async () => {
      const o = await createOrg(t);
      const course = await createCourse(t, o);
      const a = await createChapter(t, o, course, { name: 'A' });
      const b = await createChapter(t, o, course, { name: 'B' });
      const c = await createChapter(t, o, course, { name: 'C' });
      assert.deepEqual(
        (await readTree(t, course, o.admin.jwt, WITH_UNPUBLISHED)).chapters.map((ch) => ch.name),
        ['A', 'B', 'C'],
      );
      await reorder(t, o, course, [
        [c.id, []],
        [a.id, []],
      ]);
      await createChapter(t, o, course, { name: 'D' });
      assert.deepEqual(
        (await readTree(t, course, o.admin.jwt, WITH_UNPUBLISHED)).chapters.map((ch) => ch.name),
        ['C', 'A', 'D'],
      );
      assert.equal(
        (await call(t, 'GET', `${API}/chapters/${b.id}`, o.admin.jwt)).json<Chapter>().is_linked,
        false,
      );
    });

    it('refuses an org_id other than the course organization (400 org_mismatch)', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      const course = await createCourse(t, o);
      const response = await call(t, 'POST', `${API}/chapters/`, o.admin.jwt, {
        name: 'X',
        course_id: course.id,
        org_id: other.org.id,
      });
      assertError(response, 400, 'org_mismatch');
      assert.deepEqual((await placementRows(t, course)).chapters, []);
    });

    it('404 for an unknown course, 422 for a bad body, 401/403 for callers without courses:create', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      const course = await createCourse(t, o);
      const body = { name: 'X', course_id: course.id, org_id: o.org.id };
      const post = (auth: string | undefined, payload: object) =>
        call(t, 'POST', `${API}/chapters/`, auth, payload);
      assertError(await post(o.admin.jwt, { ...body, course_id: 99_999_999 }), 404, 'not_found');
      assertInvalid(await post(o.admin.jwt, { ...body, lock_type: 'secret' }), ['body', 'lock_type']);
      assertInvalid(await post(o.admin.jwt, { course_id: course.id, org_id: o.org.id }), ['body', 'name']);
      assertInvalid(await post(o.admin.jwt, { ...body, course_id: 'abc' }), ['body', 'course_id']);
      assertInvalid(await post(o.admin.jwt, { ...body, position: 3 }), ['body', 'position']);

      const learner = await addMember(t, o.org.id, 'learner');
      const noCreate = await createApiToken(t, o, {
        courses: { action_read: true, action_update: true, action_delete: true },
      });
      const foreign = await createApiToken(t, other, ALL_RIGHTS);
      assertError(await post(undefined, body), 401, 'unauthorized');
      assertError(await post(learner.jwt, body), 403, 'missing_right');
      assertError(await post(other.admin.jwt, { ...body, org_id: other.org.id }), 403, 'not_member');
      assertError(await post(noCreate.token, body), 403, 'missing_right');
      assertError(await post(foreign.token, body), 403, 'other_organization');
      assert.deepEqual((await placementRows(t, course)).chapters, []);

      const withCreate = await createApiToken(t, o, { courses: { action_create: true } });
      assert.equal((await post(withCreate.token, body)).statusCode, 200);
    });
  });

  describe('read', () => {
    it('lists its activities in order without content; learners see only published ones', async () => {
      const o = await createOrg(t);
      const course = await createCourse(t, o, { published: true });
      const chapter = await createChapter(t, o, course, { name: 'Ch' });
      const first = await publishedActivity(o, chapter, 'First');
      const hidden = await publishedActivity(o, chapter, 'Hidden', { published: false });
      const third = await publishedActivity(o, chapter, 'Third');
      const url = `${API}/chapters/${chapter.id}`;

      const forEditor = await call(t, 'GET', url, o.admin.jwt);
      assert.equal(forEditor.statusCode, 200, forEditor.body);
      const activities = forEditor.json<Chapter>().activities;
      assert.deepEqual(
        activities.map((a) => a.id),
        [first.id, hidden.id, third.id],
      );
      for (const a of activities) {
        assert.ok(!('content' in a), 'content is omitted');
        assert.ok(!('details' in a), 'details are omitted');
        assert.equal(a.is_locked, false);
      }
      const { content: _c, details: _d, ...withoutContent } = first;
      assert.deepEqual(activities[0], withoutContent);

      const learner = await addMember(t, o.org.id, 'learner');
      for (const auth of [learner.jwt, undefined]) {
        const read = await call(t, 'GET', url, auth);
        assert.equal(read.statusCode, 200, read.body);
        assert.deepEqual(
          read.json<Chapter>().activities.map((a) => a.name),
          ['First', 'Third'],
        );
      }
    });

    it('follows the course read rules; 404 unknown, 422 malformed', async () => {
      const o = await createOrg(t);
      const draft = await createCourse(t, o, { public: true, published: false });
      const chapter = await createChapter(t, o, draft, { name: 'Ch' });
      const learner = await addMember(t, o.org.id, 'learner');
      const url = `${API}/chapters/${chapter.id}`;
      assertError(await call(t, 'GET', url), 401, 'unauthorized');
      assertError(await call(t, 'GET', url, learner.jwt), 403, 'course_not_available');
      assertError(await call(t, 'GET', `${API}/chapters/99999999`, o.admin.jwt), 404, 'not_found');
      assertInvalid(await call(t, 'GET', `${API}/chapters/abc`, o.admin.jwt), ['path', 'chapter_id']);
    });
  });

  describe('update', () => {
    it('changes each field alone and leaves the others', async () => {
      const o = await createOrg(t);
      const course = await createCourse(t, o);
      let current = await createChapter(t, o, course, {
        name: 'Start',
        description: 'desc',
        thumbnail_image: 'a.png',
      });
      await publishedActivity(o, current, 'Inside');
      current = (await call(t, 'GET', `${API}/chapters/${current.id}`, o.admin.jwt)).json<Chapter>();
      const changes: Partial<Chapter>[] = [
        { name: 'Renamed' },
        { description: '' },
        { thumbnail_image: 'https://cdn.example/b.png' },
        { lock_type: 'restricted' },
        { lock_type: 'authenticated' },
        { lock_type: 'public' },
      ];
      for (const change of changes) {
        t.clock.advance(1000);
        const response = await call(t, 'PUT', `${API}/chapters/${current.id}`, o.admin.jwt, change);
        assert.equal(response.statusCode, 200, response.body);
        const expected = { ...current, ...change, update_date: apiDate(t.clock.now()) };
        assert.deepEqual(response.json(), expected, JSON.stringify(change));
        assert.deepEqual(
          (await call(t, 'GET', `${API}/chapters/${current.id}`, o.admin.jwt)).json(),
          expected,
        );
        current = expected;
      }
    });

    it('validates (422), 404 for an unknown chapter, rights (401/403)', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      const course = await createCourse(t, o);
      const chapter = await createChapter(t, o, course, { name: 'Ch' });
      const url = `${API}/chapters/${chapter.id}`;
      assertInvalid(await call(t, 'PUT', url, o.admin.jwt, { lock_type: 'secret' }), ['body', 'lock_type']);
      assertInvalid(await call(t, 'PUT', url, o.admin.jwt, { name: '' }), ['body', 'name']);
      assertInvalid(await call(t, 'PUT', url, o.admin.jwt, { course_id: 1 }), ['body', 'course_id']);
      assertError(
        await call(t, 'PUT', `${API}/chapters/99999999`, o.admin.jwt, { name: 'x' }),
        404,
        'not_found',
      );
      const learner = await addMember(t, o.org.id, 'learner');
      const noUpdate = await createApiToken(t, o, { courses: { action_read: true, action_create: true } });
      assertError(await call(t, 'PUT', url, undefined, { name: 'x' }), 401, 'unauthorized');
      assertError(await call(t, 'PUT', url, learner.jwt, { name: 'x' }), 403, 'missing_right');
      assertError(await call(t, 'PUT', url, other.admin.jwt, { name: 'x' }), 403, 'not_member');
      assertError(await call(t, 'PUT', url, noUpdate.token, { name: 'x' }), 403, 'missing_right');
      assert.deepEqual((await call(t, 'GET', url, o.admin.jwt)).json(), chapter);
    });

    it('a token with courses:update but not courses:read updates a chapter and is told so (200)', async () => {
      // The right for a chapter update is courses:update. A refusal must change nothing; a change that is
      // made must not be answered with a refusal.
      const o = await createOrg(t);
      const course = await createCourse(t, o);
      const chapter = await createChapter(t, o, course, { name: 'Before' });
      const updateOnly = await createApiToken(t, o, { courses: { action_update: true } });
      const response = await call(t, 'PUT', `${API}/chapters/${chapter.id}`, updateOnly.token, {
        name: 'After',
      });
      const stored = (await call(t, 'GET', `${API}/chapters/${chapter.id}`, o.admin.jwt)).json<Chapter>()
        .name;
      assert.equal(response.statusCode, 200, `${response.body} (stored name: ${stored})`);
      assert.equal(response.json<Chapter>().name, 'After');
      assert.equal(stored, 'After');
    });
  });

  describe('delete', () => {
    it('deletes the chapter and the activities placed in it, with their files, and nothing else', async () => {
      const o = await createOrg(t);
      const course = await createCourse(t, o);
      const doomed = await createChapter(t, o, course, { name: 'Doomed' });
      const kept = await createChapter(t, o, course, { name: 'Kept' });
      const video = await upload(o, 'video', doomed.id, 'Video');
      const pdf = await upload(o, 'documentpdf', doomed.id, 'Pdf');
      const page = await publishedActivity(o, doomed, 'Custom');
      const versioned = await call(t, 'PUT', `${API}/activities/${page.activity_uuid}`, o.admin.jwt, {
        content: { v: 2 },
      });
      assert.equal(versioned.statusCode, 200, versioned.body);
      const block = await createImageBlock(t, o.admin.jwt, page.activity_uuid);
      const formerlyHere = await publishedActivity(o, doomed, 'Unlinked before');
      const keptVideo = await upload(o, 'video', kept.id, 'Kept video');
      const keptCustom = await publishedActivity(o, kept, 'Kept custom');
      // Unlink one activity of the doomed chapter first: it is no longer placed there, so it stays.
      await reorder(t, o, course, [
        [doomed.id, [video.id, pdf.id, page.id]],
        [kept.id, [keptVideo.id, keptCustom.id]],
      ]);
      assert.ok(existsSync(activityFile(course, video)));
      assert.ok(existsSync(activityFile(course, pdf)));
      const pageDir = activityDir(t.dataDir, course, page.activity_uuid);
      assert.equal(readdirSync(path.join(pageDir, 'blocks')).length, 1);

      const response = await call(t, 'DELETE', `${API}/chapters/${doomed.id}`, o.admin.jwt);
      assert.equal(response.statusCode, 204, response.body);

      assertError(await call(t, 'GET', `${API}/chapters/${doomed.id}`, o.admin.jwt), 404, 'not_found');
      const left = await placementRows(t, course);
      assert.deepEqual(
        left.chapters.map((c) => c.id),
        [kept.id],
      );
      assert.deepEqual(
        left.activities.map((a) => a.id),
        [formerlyHere.id, keptVideo.id, keptCustom.id],
      );
      const versions = await t.services.db
        .selectFrom('activity_versions')
        .select('id')
        .where('activity_id', '=', page.id)
        .execute();
      assert.equal(versions.length, 0);
      const blocks = await t.services.db
        .selectFrom('blocks')
        .select('id')
        .where('course_id', '=', course.id)
        .execute();
      assert.deepEqual(blocks, []);
      assertError(await call(t, 'GET', `${API}/blocks/${block.block_uuid}`, o.admin.jwt), 404, 'not_found');
      assert.equal(existsSync(pageDir), false);
      for (const gone of [video, pdf, page]) {
        assertError(
          await call(t, 'GET', `${API}/activities/${gone.activity_uuid}`, o.admin.jwt),
          404,
          'not_found',
        );
      }
      assert.equal(existsSync(activityFile(course, video)), false);
      assert.equal(existsSync(path.dirname(activityFile(course, pdf))), false);
      assert.ok(existsSync(activityFile(course, keptVideo)), "another chapter's file stays");
      const still = await call(t, 'GET', `${API}/activities/${formerlyHere.activity_uuid}`, o.admin.jwt);
      assert.equal(still.statusCode, 200, still.body);
      assert.equal(still.json<Activity>().chapter_id, null);
      assert.deepEqual(treeShape(await readTree(t, course, o.admin.jwt, WITH_UNPUBLISHED)), [
        [kept.id, [keptVideo.id, keptCustom.id]],
      ]);
    });

    it('needs courses:delete; 404 for an unknown chapter', async () => {
      const o = await createOrg(t);
      const course = await createCourse(t, o);
      const chapter = await createChapter(t, o, course, { name: 'Ch' });
      await publishedActivity(o, chapter, 'A');
      const url = `${API}/chapters/${chapter.id}`;
      const learner = await addMember(t, o.org.id, 'learner');
      const noDelete = await createApiToken(t, o, { courses: { action_read: true, action_update: true } });
      assertError(await call(t, 'DELETE', url), 401, 'unauthorized');
      assertError(await call(t, 'DELETE', url, learner.jwt), 403, 'missing_right');
      assertError(await call(t, 'DELETE', url, noDelete.token), 403, 'missing_right');
      assertError(await call(t, 'DELETE', `${API}/chapters/99999999`, o.admin.jwt), 404, 'not_found');
      const before = await placementRows(t, course);
      assert.equal(before.chapters.length, 1);
      assert.equal(before.activities.length, 1);
      const instructor = await addMember(t, o.org.id, 'instructor');
      assert.equal((await call(t, 'DELETE', url, instructor.jwt)).statusCode, 204);
    });
  });
});

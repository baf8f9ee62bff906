/**
 * Deleting a course [SPEC 4.2; CONTRACT 5]: the course goes with its chapters, activities, activity versions,
 * blocks and authors (rows counted per table) and with every file under its storage prefix (thumbnail,
 * hosted video, PDF, block files on disk), while another course of the same organization stays whole; and
 * the rights the delete needs.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { assertError } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  API,
  createChapter,
  createCourse,
  createImageBlock,
  createPageActivity,
  thumbnailPng,
  uploadActivity,
} from '../../../test/content-factories.ts';
import {
  ALL_RIGHTS,
  addMember,
  call,
  createApiToken,
  createOrg,
  type TestOrg,
} from '../../../test/factories.ts';
import { courseDir, filesUnder } from '../../../test/stored-files.ts';

describe('course delete', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  describe('delete', () => {
    async function count(table: 'chapters' | 'activities' | 'blocks' | 'course_authors', courseId: number) {
      const row = await t.services.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('course_id', '=', courseId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }

    async function versionCount(activityIds: number[]): Promise<number> {
      const row = await t.services.db
        .selectFrom('activity_versions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('activity_id', 'in', activityIds)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }

    /** A course with a thumbnail, two chapters, a hosted video, a PDF, a page with an image block and a version. */
    async function fullCourse(o: TestOrg) {
      const course = await createCourse(t, o, { files: [thumbnailPng()] });
      const c1 = await createChapter(t, o, course, { name: 'One' });
      const c2 = await createChapter(t, o, course, { name: 'Two' });
      const video = await uploadActivity(t, o.admin.jwt, 'video', { chapterId: c1.id, name: 'Video' });
      const pdf = await uploadActivity(t, o.admin.jwt, 'documentpdf', { chapterId: c2.id, name: 'Pdf' });
      const page = await createPageActivity(t, { o, chapter: c2 });
      const block = await createImageBlock(t, o.admin.jwt, page.activity_uuid);
      const withBlock = await call(t, 'PUT', `${API}/activities/${page.activity_uuid}`, o.admin.jwt, {
        content: { type: 'doc', content: [{ type: 'blockImage', attrs: { blockObject: block } }] },
      });
      assert.equal(withBlock.statusCode, 200, withBlock.body);
      return { course, activityIds: [video.id, pdf.id, page.id], video, pdf, page };
    }

    it('removes the course with its chapters, activities, versions, blocks and files', async () => {
      const o = await createOrg(t);
      const doomed = await fullCourse(o);
      const kept = await fullCourse(o);
      const dir = courseDir(t.dataDir, doomed.course);
      const files = filesUnder(dir);
      assert.deepEqual(
        files.filter((f) => f.startsWith('thumbnails/')),
        [`thumbnails/${doomed.course.thumbnail_image}`],
      );
      assert.ok(files.includes(`activities/${doomed.video.activity_uuid}/${doomed.video.content.filename}`));
      assert.ok(files.includes(`activities/${doomed.pdf.activity_uuid}/${doomed.pdf.content.filename}`));
      assert.equal(
        files.filter((f) => f.startsWith(`activities/${doomed.page.activity_uuid}/blocks/`)).length,
        1,
      );
      const id = doomed.course.id;
      assert.deepEqual(
        [await count('chapters', id), await count('activities', id), await count('blocks', id)],
        [2, 3, 1],
      );
      assert.equal(await versionCount(doomed.activityIds), 1);
      const keptFiles = filesUnder(courseDir(t.dataDir, kept.course));

      const response = await call(t, 'DELETE', `${API}/courses/${doomed.course.course_uuid}`, o.admin.jwt);
      assert.equal(response.statusCode, 204, response.body);
      assert.equal(response.body, '');

      assertError(
        await call(t, 'GET', `${API}/courses/${doomed.course.course_uuid}`, o.admin.jwt),
        404,
        'not_found',
      );
      assertError(
        await call(t, 'GET', `${API}/activities/${doomed.page.activity_uuid}`, o.admin.jwt),
        404,
        'not_found',
      );
      assert.deepEqual(
        [
          await count('chapters', id),
          await count('activities', id),
          await count('blocks', id),
          await count('course_authors', id),
        ],
        [0, 0, 0, 0],
      );
      assert.equal(await versionCount(doomed.activityIds), 0);
      const courseRows = await t.services.db
        .selectFrom('courses')
        .select('id')
        .where('id', '=', id)
        .execute();
      assert.equal(courseRows.length, 0);
      assert.equal(existsSync(dir), false, 'the course directory is gone');

      // The other course of the organization is untouched.
      const keptId = kept.course.id;
      assert.deepEqual(
        [await count('chapters', keptId), await count('activities', keptId), await count('blocks', keptId)],
        [2, 3, 1],
      );
      assert.equal(await versionCount(kept.activityIds), 1);
      assert.deepEqual(filesUnder(courseDir(t.dataDir, kept.course)), keptFiles);
      const keptRead = await call(t, 'GET', `${API}/courses/${kept.course.course_uuid}`, o.admin.jwt);
      assert.equal(keptRead.statusCode, 200);
    });

    it('needs courses:delete; a refused delete removes nothing', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      const course = await createCourse(t, o, { files: [thumbnailPng()] });
      const url = `${API}/courses/${course.course_uuid}`;
      const learner = await addMember(t, o.org.id, 'learner');
      const noDelete = await createApiToken(t, o, {
        courses: { action_create: true, action_read: true, action_update: true },
      });
      const foreign = await createApiToken(t, other, ALL_RIGHTS);
      assertError(await call(t, 'DELETE', url), 401, 'unauthorized');
      assertError(await call(t, 'DELETE', url, learner.jwt), 403, 'missing_right');
      assertError(await call(t, 'DELETE', url, other.admin.jwt), 403, 'not_member');
      assertError(await call(t, 'DELETE', url, noDelete.token), 403, 'missing_right');
      assertError(await call(t, 'DELETE', url, foreign.token), 403, 'other_organization');
      assert.equal((await call(t, 'GET', url, o.admin.jwt)).statusCode, 200);
      assert.deepEqual(filesUnder(courseDir(t.dataDir, course)), [`thumbnails/${course.thumbnail_image}`]);

      const instructor = await addMember(t, o.org.id, 'instructor');
      assert.equal((await call(t, 'DELETE', url, instructor.jwt)).statusCode, 204);
      assertError(await call(t, 'DELETE', url, instructor.jwt), 404, 'not_found');
    });
  });
});

/**
 * Deleting a course [SPEC 4.2; CONTRACT 5]: the course goes with its chapters, activities, activity versions,
 * blocks and authors (rows counted per table) and with every file under its storage prefix (thumbnail,
 * hosted video, PDF, block files on disk), while another course of the same organization stays whole; and
 * the rights the delete needs.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { assertError } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  ALL_RIGHTS,
  addMember,
  bearer,
  call,
  createApiToken,
  createOrg,
  type TestOrg,
} from '../../../test/factories.ts';
import { SAMPLE_FILES, multipartBody, type FilePart } from '../../../test/multipart.ts';

const API = '/api/v1';

interface Course {
  id: number;
  course_uuid: string;
  thumbnail_image: string;
}

async function createCourse(t: TestApp, o: TestOrg, files: FilePart[] = []): Promise<Course> {
  const { payload, headers } = multipartBody(
    { name: 'Course', description: 'One line', about: 'Long text', public: 'true' },
    files,
  );
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/courses/?org_id=${o.org.id}`,
    headers: { ...headers, ...bearer(o.admin.jwt) },
    payload,
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<Course>();
}

function png(): FilePart {
  return { field: 'thumbnail', filename: 'cover.png', content: SAMPLE_FILES.png, contentType: 'image/png' };
}

function courseDir(t: TestApp, orgId: number, courseUuid: string): string {
  return path.join(t.dataDir, 'files', 'orgs', String(orgId), 'courses', courseUuid);
}

/** Every file under `dir`, as paths relative to it, sorted. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

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
      const course = await createCourse(t, o, [png()]);
      const chapter = async (name: string) => {
        const r = await call(t, 'POST', `${API}/chapters/`, o.admin.jwt, {
          name,
          course_id: course.id,
          org_id: o.org.id,
        });
        assert.equal(r.statusCode, 200, r.body);
        return r.json<{ id: number }>();
      };
      const c1 = await chapter('One');
      const c2 = await chapter('Two');
      const upload = async (url: string, fields: Record<string, string>, file: FilePart) => {
        const { payload, headers } = multipartBody(fields, [file]);
        const r = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, ...bearer(o.admin.jwt) },
          payload,
        });
        assert.equal(r.statusCode, 200, r.body);
        return r.json<{ id: number; activity_uuid: string; content: { filename: string } }>();
      };
      const video = await upload(
        `${API}/activities/video`,
        { name: 'Video', chapter_id: String(c1.id) },
        { field: 'video_file', filename: 'v.mp4', content: SAMPLE_FILES.mp4 },
      );
      const pdf = await upload(
        `${API}/activities/documentpdf`,
        { name: 'Pdf', chapter_id: String(c2.id) },
        { field: 'pdf_file', filename: 'd.pdf', content: SAMPLE_FILES.pdf },
      );
      const pageResponse = await call(t, 'POST', `${API}/activities/`, o.admin.jwt, {
        name: 'Page',
        chapter_id: c2.id,
        activity_type: 'TYPE_DYNAMIC',
        activity_sub_type: 'SUBTYPE_DYNAMIC_PAGE',
        content: { type: 'doc', content: [] },
      });
      assert.equal(pageResponse.statusCode, 200, pageResponse.body);
      const page = pageResponse.json<{ id: number; activity_uuid: string }>();
      const blockForm = multipartBody({ activity_uuid: page.activity_uuid }, [
        { field: 'file_object', filename: 'i.png', content: SAMPLE_FILES.png },
      ]);
      const blockResponse = await t.app.inject({
        method: 'POST',
        url: `${API}/blocks/image`,
        headers: { ...blockForm.headers, ...bearer(o.admin.jwt) },
        payload: blockForm.payload,
      });
      assert.equal(blockResponse.statusCode, 200, blockResponse.body);
      const block = blockResponse.json<Record<string, unknown>>();
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
      const dir = courseDir(t, o.org.id, doomed.course.course_uuid);
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
      const keptFiles = filesUnder(courseDir(t, o.org.id, kept.course.course_uuid));

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
      assert.deepEqual(filesUnder(courseDir(t, o.org.id, kept.course.course_uuid)), keptFiles);
      const keptRead = await call(t, 'GET', `${API}/courses/${kept.course.course_uuid}`, o.admin.jwt);
      assert.equal(keptRead.statusCode, 200);
    });

    it('needs courses:delete; a refused delete removes nothing', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      const course = await createCourse(t, o, [png()]);
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
      assert.deepEqual(filesUnder(courseDir(t, o.org.id, course.course_uuid)), [
        `thumbnails/${course.thumbnail_image}`,
      ]);

      const instructor = await addMember(t, o.org.id, 'instructor');
      assert.equal((await call(t, 'DELETE', url, instructor.jwt)).statusCode, 204);
      assertError(await call(t, 'DELETE', url, instructor.jwt), 404, 'not_found');
    });
  });
});

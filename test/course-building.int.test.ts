/**
 * The integrator's journey [SPEC 2.1–2.4, 3, 4.2, 5; CONTRACT 4, 5], through HTTP only: a script holding an API
 * token (made by the organization's admin) and a user JWT obtained with the token swap (for the session-only
 * block upload) builds a whole course with one activity of every sub-type that has a create path, publishes
 * it, reads the tree back, reorders it, and deletes it, leaving nothing behind. The documented refusals are
 * checked where a script would meet them.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { assertError, assertInvalid } from './assertions.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import {
  callForm,
  createChapter,
  postBlock,
  postCourse,
  swapToken,
  thumbnailPng,
  type Activity,
  type Chapter,
  type Course,
  type Tree,
} from './content-factories.ts';
import { ALL_RIGHTS, call, createApiToken, createOrg } from './factories.ts';
import { SAMPLE_FILES, type FilePart } from './multipart.ts';
import { courseDir, tmpFiles } from './stored-files.ts';

function ok(response: LightMyRequestResponse, status = 200): void {
  assert.equal(response.statusCode, status, response.body);
}

describe('course building by an integrator script (API token + swapped JWT)', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it('builds, publishes, reads, reorders and deletes a full course', async () => {
    const o = await createOrg(t);
    // What the script holds: an API token with every right, made by the org admin…
    const { token } = await createApiToken(t, o, ALL_RIGHTS);
    // …and a user JWT minted from it for the session-only block endpoints.
    const jwt = await swapToken(t, o.org.slug, token, o.admin.user.id);
    // A second, narrower token: it may build but not update.
    const { token: noUpdate } = await createApiToken(t, o, {
      courses: { action_create: true, action_read: true, action_update: false, action_delete: true },
    });

    // ── The course, with a thumbnail ────────────────────────────────────────────────────────────────
    const createdCourse = await postCourse(
      t,
      o.org.id,
      token,
      {
        name: 'Integrating 101',
        description: 'Built by a script',
        about: 'Everything an integrator needs',
        public: 'true',
        learnings: JSON.stringify(['tokens', 'blocks']),
        tags: JSON.stringify(['api']),
      },
      [thumbnailPng()],
    );
    ok(createdCourse);
    const course = createdCourse.json<Course>();
    assert.match(course.course_uuid, /^course_[0-9a-f-]{36}$/);
    assert.equal(course.published, false);
    assert.equal(course.thumbnail_type, 'image');
    assert.notEqual(course.thumbnail_image, '');
    assert.deepEqual(course.learnings, ['tokens', 'blocks']);
    assert.deepEqual(course.tags, ['api']);
    assert.deepEqual(
      course.authors.map((a) => [a.user.id, a.authorship]),
      [[o.admin.user.id, 'CREATOR']],
      "a token's course is authored by the token's creator",
    );
    const courseFolder = courseDir(t.dataDir, course);
    assert.ok(
      existsSync(path.join(courseFolder, 'thumbnails', course.thumbnail_image)),
      'the thumbnail is on disk',
    );
    const thumbnail = await call(t, 'GET', `/api/v1/courses/${course.course_uuid}/thumbnail`, token);
    ok(thumbnail);
    assert.ok(thumbnail.rawPayload.equals(SAMPLE_FILES.png));
    assert.equal(thumbnail.headers['content-type'], 'image/png');

    // ── Two chapters ────────────────────────────────────────────────────────────────────────────────
    const chapters: Chapter[] = [];
    for (const name of ['Basics', 'Media']) {
      chapters.push(await createChapter(t, o, course, { name, description: `${name} chapter`, auth: token }));
    }
    const [basics, media] = chapters as [Chapter, Chapter];

    // ── One activity of every sub-type that has a create path ─────────────────────────────────────
    const built = new Map<string, Activity>();
    const expectedContent = new Map<string, Record<string, unknown>>();
    const expectedDetails = new Map<string, Record<string, unknown>>();
    const keep = (key: string, response: LightMyRequestResponse, subType: string): Activity => {
      ok(response);
      const activity = response.json<Activity>();
      assert.match(activity.activity_uuid, /^activity_[0-9a-f-]{36}$/);
      assert.equal(activity.activity_sub_type, subType);
      assert.equal(activity.published, false, `${key} is created unpublished`);
      built.set(key, activity);
      return activity;
    };

    const generic = async (
      key: string,
      chapter: Chapter,
      type: string,
      subType: string,
      content: Record<string, unknown>,
      details: Record<string, unknown> = {},
    ) => {
      const response = await call(t, 'POST', '/api/v1/activities/', token, {
        name: key,
        chapter_id: chapter.id,
        activity_type: type,
        activity_sub_type: subType,
        content,
        details,
      });
      const activity = keep(key, response, subType);
      assert.deepEqual(activity.content, content);
      expectedContent.set(key, content);
      expectedDetails.set(key, details);
    };

    await generic('page', basics, 'TYPE_DYNAMIC', 'SUBTYPE_DYNAMIC_PAGE', {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Welcome' }] },
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'Read this first.', marks: [{ type: 'bold' }] }],
        },
      ],
    });
    await generic('markdown', basics, 'TYPE_DYNAMIC', 'SUBTYPE_DYNAMIC_MARKDOWN', {
      markdown_url: 'https://example.com/notes.md',
    });
    await generic('embed', basics, 'TYPE_DYNAMIC', 'SUBTYPE_DYNAMIC_EMBED', {
      embed_url: 'https://example.com/widget',
    });

    const external = keep(
      'external video',
      await call(t, 'POST', '/api/v1/activities/external_video', token, {
        name: 'external video',
        uri: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        type: 'youtube',
        chapter_id: String(basics.id),
        details: JSON.stringify({ startTime: 5, endTime: null, autoplay: false, muted: true }),
      }),
      'SUBTYPE_VIDEO_EXTERNAL',
    );
    assert.equal(external.activity_type, 'TYPE_VIDEO');
    expectedContent.set('external video', {
      uri: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      type: 'youtube',
      activity_uuid: external.activity_uuid,
    });
    expectedDetails.set('external video', { startTime: 5, endTime: null, autoplay: false, muted: true });
    assert.deepEqual(external.content, expectedContent.get('external video'));

    // Refusal: a video whose bytes are neither mp4 nor webm, whatever its name says.
    for (const content of [SAMPLE_FILES.ogv, SAMPLE_FILES.mp3]) {
      const wrong = await callForm(
        t,
        'POST',
        '/api/v1/activities/video',
        token,
        { name: 'bad', chapter_id: String(media.id) },
        [{ field: 'video_file', filename: 'clip.mp4', content, contentType: 'video/mp4' }],
      );
      assertError(wrong, 415, 'unsupported_media_type');
      assert.equal(wrong.json<{ detail: string }>().detail, 'Video : Wrong video format');
    }
    assert.deepEqual(tmpFiles(t.dataDir), []);

    const hosted = keep(
      'hosted video',
      await callForm(
        t,
        'POST',
        '/api/v1/activities/video',
        token,
        {
          name: 'hosted video',
          chapter_id: String(media.id),
          details: JSON.stringify({ startTime: 1, autoplay: true }),
        },
        [
          {
            field: 'video_file',
            filename: 'lesson.mp4',
            content: SAMPLE_FILES.mp4,
            contentType: 'video/mp4',
          },
        ],
      ),
      'SUBTYPE_VIDEO_HOSTED',
    );
    assert.equal(hosted.activity_type, 'TYPE_VIDEO');
    const hostedFile = (hosted.content as { filename: string }).filename;
    assert.match(hostedFile, /\.mp4$/);
    expectedContent.set('hosted video', { filename: hostedFile, activity_uuid: hosted.activity_uuid });
    expectedDetails.set('hosted video', { startTime: 1, autoplay: true });
    assert.deepEqual(hosted.content, expectedContent.get('hosted video'));

    const pdf = keep(
      'pdf',
      await callForm(
        t,
        'POST',
        '/api/v1/activities/documentpdf',
        token,
        { name: 'pdf', chapter_id: String(media.id) },
        [
          {
            field: 'pdf_file',
            filename: 'handout.pdf',
            content: SAMPLE_FILES.pdf,
            contentType: 'application/pdf',
          },
        ],
      ),
      'SUBTYPE_DOCUMENT_PDF',
    );
    assert.equal(pdf.activity_type, 'TYPE_DOCUMENT');
    const pdfFile = (pdf.content as { filename: string }).filename;
    assert.match(pdfFile, /\.pdf$/);
    expectedContent.set('pdf', { filename: pdfFile, activity_uuid: pdf.activity_uuid });
    expectedDetails.set('pdf', {});
    assert.deepEqual(pdf.content, expectedContent.get('pdf'));

    await generic('assignment', media, 'TYPE_ASSIGNMENT', 'SUBTYPE_ASSIGNMENT_ANY', {});
    await generic('custom', media, 'TYPE_CUSTOM', 'SUBTYPE_CUSTOM', {
      widget: 'timeline',
      steps: [
        { at: 0, label: 'start' },
        { at: 1.5, label: 'end', extra: null },
      ],
      nested: { deep: { deeper: [true, false] } },
    });

    // Refusals on the generic create: a hosted video is uploaded, never posted as JSON (SPEC 4.2 rule 3)…
    assertError(
      await call(t, 'POST', '/api/v1/activities/', token, {
        name: 'json video',
        chapter_id: media.id,
        activity_type: 'TYPE_VIDEO',
        activity_sub_type: 'SUBTYPE_VIDEO_HOSTED',
        content: { filename: 'x.mp4' },
      }),
      400,
      'server_built_sub_type',
    );
    // …and an unknown sub-type is a validation error (SPEC 2.3).
    assertInvalid(
      await call(t, 'POST', '/api/v1/activities/', token, {
        name: 'hologram',
        chapter_id: media.id,
        activity_type: 'TYPE_DYNAMIC',
        activity_sub_type: 'SUBTYPE_HOLOGRAM',
        content: {},
      }),
      ['body', 'activity_sub_type'],
    );

    // The uploaded files are on disk and served back.
    for (const [activity, filename, bytes, mime] of [
      [hosted, hostedFile, SAMPLE_FILES.mp4, 'video/mp4'],
      [pdf, pdfFile, SAMPLE_FILES.pdf, 'application/pdf'],
    ] as const) {
      assert.ok(existsSync(path.join(courseFolder, 'activities', activity.activity_uuid, filename)));
      const file = await call(t, 'GET', `/api/v1/activities/${activity.activity_uuid}/file`, token);
      ok(file);
      assert.ok(file.rawPayload.equals(bytes));
      assert.equal(file.headers['content-type'], mime);
    }

    // ── An image block, uploaded with the swapped JWT and embedded in the page (SPEC 4.2 rule 4) ───
    const page = built.get('page')!;
    const imageForm: FilePart = {
      field: 'file_object',
      filename: 'diagram.png',
      content: SAMPLE_FILES.png,
      contentType: 'image/png',
    };
    assertError(
      await postBlock(t, token, 'image', { activity_uuid: page.activity_uuid }, [imageForm]),
      403,
      'session_only',
    );
    const uploaded = await postBlock(t, jwt, 'image', { activity_uuid: page.activity_uuid }, [imageForm]);
    ok(uploaded);
    const block = uploaded.json<{ block_uuid: string; block_type: string; content: { file_name: string } }>();
    assert.equal(block.block_type, 'BLOCK_IMAGE');
    assert.ok(
      existsSync(
        path.join(courseFolder, 'activities', page.activity_uuid, 'blocks', block.content.file_name),
      ),
      'the block file is on disk',
    );

    const pageContent = {
      type: 'doc',
      content: [
        ...(expectedContent.get('page')!.content as unknown[]),
        {
          type: 'blockImage',
          attrs: { blockObject: uploaded.json(), alignment: 'center', size: { width: 480 } },
        },
      ],
    };
    // A type change is refused whatever else the update carries.
    assertError(
      await call(t, 'PUT', `/api/v1/activities/${page.activity_uuid}`, token, {
        activity_type: 'TYPE_CUSTOM',
        activity_sub_type: 'SUBTYPE_CUSTOM',
        content: pageContent,
      }),
      400,
      'immutable_type',
    );
    const updatedPage = await call(t, 'PUT', `/api/v1/activities/${page.activity_uuid}`, token, {
      content: pageContent,
      version: page.version,
    });
    ok(updatedPage);
    assert.equal(updatedPage.json<Activity>().version, page.version + 1, 'a content change makes a version');
    assert.deepEqual(updatedPage.json<Activity>().content, pageContent);
    expectedContent.set('page', pageContent);

    // ── Publish the course and every activity ───────────────────────────────────────────────────────
    assertError(
      await call(t, 'PUT', `/api/v1/courses/${course.course_uuid}`, noUpdate, { published: true }),
      403,
      'missing_right',
    );
    assertError(
      await call(t, 'PUT', `/api/v1/activities/${page.activity_uuid}`, noUpdate, { published: true }),
      403,
      'missing_right',
    );
    // Nothing is visible to the public yet.
    assertError(await call(t, 'GET', `/api/v1/courses/${course.course_uuid}/meta`), 401, 'unauthorized');

    const published = await call(t, 'PUT', `/api/v1/courses/${course.course_uuid}`, token, {
      published: true,
    });
    ok(published);
    assert.equal(published.json<{ published: boolean }>().published, true);
    for (const [key, activity] of built) {
      const response = await call(t, 'PUT', `/api/v1/activities/${activity.activity_uuid}`, token, {
        published: true,
      });
      ok(response);
      assert.equal(response.json<Activity>().published, true, key);
    }

    // ── Read the tree back: everything in order, contents as built ─────────────────────────────────
    const order = {
      Basics: ['page', 'markdown', 'embed', 'external video'],
      Media: ['hosted video', 'pdf', 'assignment', 'custom'],
    };
    const checkTree = (tree: Tree, expected: Record<string, string[]>, label: string) => {
      assert.equal(tree.course_uuid, course.course_uuid);
      assert.equal(tree.published, true);
      assert.deepEqual(
        tree.chapters.map((c) => [c.name, c.activities.map((a) => a.name)]),
        Object.entries(expected),
        `${label}: chapters and activities in order`,
      );
      for (const chapter of tree.chapters) {
        assert.equal(chapter.is_linked, true);
        for (const a of chapter.activities) {
          const original = built.get(a.name)!;
          assert.equal(a.activity_uuid, original.activity_uuid);
          assert.equal(a.activity_type, original.activity_type);
          assert.equal(a.activity_sub_type, original.activity_sub_type);
          assert.equal(a.published, true);
          assert.equal(a.is_locked, false);
          assert.equal(a.chapter_id, chapter.id);
          assert.deepEqual(a.content, expectedContent.get(a.name), `${label}: content of ${a.name}`);
          assert.deepEqual(a.details, expectedDetails.get(a.name), `${label}: details of ${a.name}`);
        }
      }
    };
    const treeByToken = await call(t, 'GET', `/api/v1/courses/${course.course_uuid}/meta`, token);
    ok(treeByToken);
    checkTree(treeByToken.json<Tree>(), order, 'token');
    // Published and public: anyone sees the same tree.
    const treeByAnyone = await call(t, 'GET', `/api/v1/courses/${course.course_uuid}/meta`);
    ok(treeByAnyone);
    checkTree(treeByAnyone.json<Tree>(), order, 'anonymous');
    const slim = await call(t, 'GET', `/api/v1/courses/${course.course_uuid}/meta?slim=true`, token);
    ok(slim);
    for (const chapter of slim.json<Tree>().chapters)
      for (const a of chapter.activities) assert.equal(a.content, undefined, 'slim trees leave content out');

    // ── Reorder: swap the chapters, move the embed to Media, unlink the markdown page ──────────────
    const id = (key: string) => ({ activity_id: built.get(key)!.id });
    const reordered = await call(t, 'PUT', `/api/v1/chapters/course/${course.course_uuid}/order`, token, {
      chapter_order_by_ids: [
        {
          chapter_id: media.id,
          activities_order_by_ids: [
            id('custom'),
            id('embed'),
            id('hosted video'),
            id('pdf'),
            id('assignment'),
          ],
        },
        { chapter_id: basics.id, activities_order_by_ids: [id('external video'), id('page')] },
      ],
    });
    ok(reordered);
    const newOrder = {
      Media: ['custom', 'embed', 'hosted video', 'pdf', 'assignment'],
      Basics: ['external video', 'page'],
    };
    assert.deepEqual(
      reordered.json<Tree>().chapters.map((c) => [c.name, c.activities.map((a) => a.name)]),
      Object.entries(newOrder),
      'the reorder answers the new tree',
    );
    const treeAfter = await call(t, 'GET', `/api/v1/courses/${course.course_uuid}/meta`, token);
    ok(treeAfter);
    checkTree(treeAfter.json<Tree>(), newOrder, 'after reorder');
    // The unlinked activity still exists, outside every chapter.
    const markdown = await call(
      t,
      'GET',
      `/api/v1/activities/${built.get('markdown')!.activity_uuid}`,
      token,
    );
    ok(markdown);
    assert.equal(markdown.json<Activity>().chapter_id, null);
    assert.deepEqual(markdown.json<Activity>().content, expectedContent.get('markdown'));

    // ── Delete the course: nothing remains ─────────────────────────────────────────────────────────
    const activityIds = [...built.values()].map((a) => a.id);
    const db = t.services.db;
    const versionsBefore = await db
      .selectFrom('activity_versions')
      .select('id')
      .where('activity_id', 'in', activityIds)
      .execute();
    assert.equal(versionsBefore.length, 1, 'the page update made one version');
    assert.ok(existsSync(courseFolder));

    const deleted = await call(t, 'DELETE', `/api/v1/courses/${course.course_uuid}`, token);
    assert.equal(deleted.statusCode, 204, deleted.body);

    const count = async (table: 'courses' | 'chapters' | 'activities' | 'blocks' | 'course_authors') => {
      const column = table === 'courses' ? 'id' : 'course_id';
      const rows = await db.selectFrom(table).select('id').where(column, '=', course.id).execute();
      return rows.length;
    };
    for (const table of ['courses', 'chapters', 'activities', 'blocks', 'course_authors'] as const) {
      assert.equal(await count(table), 0, `no ${table} row is left`);
    }
    const rowsById = async (
      table: 'activities' | 'activity_versions' | 'blocks',
      column: 'id' | 'activity_id',
    ) => (await db.selectFrom(table).select('id').where(column, 'in', activityIds).execute()).length;
    assert.equal(await rowsById('activities', 'id'), 0);
    assert.equal(await rowsById('activity_versions', 'activity_id'), 0);
    assert.equal(await rowsById('blocks', 'activity_id'), 0);
    const chapterRows = await db
      .selectFrom('chapters')
      .select('id')
      .where('id', 'in', [basics.id, media.id])
      .execute();
    assert.equal(chapterRows.length, 0);

    assert.equal(existsSync(courseFolder), false, "the course's files are gone");
    assert.deepEqual(tmpFiles(t.dataDir), []);
    assertError(await call(t, 'GET', `/api/v1/courses/${course.course_uuid}`, token), 404, 'not_found');
    assertError(await call(t, 'GET', `/api/v1/blocks/${block.block_uuid}`, jwt), 404, 'not_found');
    for (const activity of built.values()) {
      assertError(
        await call(t, 'GET', `/api/v1/activities/${activity.activity_uuid}`, token),
        404,
        'not_found',
      );
    }
    const list = await call(t, 'GET', `/api/v1/courses/org_slug/${o.org.slug}/page/1/limit/50`, token);
    ok(list);
    assert.equal(list.json<{ total: number }>().total, 0);
  });
});

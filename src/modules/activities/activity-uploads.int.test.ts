/**
 * The activity creators that build content on the server [SPEC 4.2, 3, 7; CONTRACT 2, 5]: hosted video and
 * PDF uploads (judged by their bytes, stored under the activity's prefix, served back) and external videos.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  API,
  WITH_UNPUBLISHED,
  callForm,
  getTree,
  pdfFile,
  place,
  videoFile,
  type Activity,
  type Place,
} from '../../../test/content-factories.ts';
import { ALL_RIGHTS, addMember, call, createApiToken, createOrg } from '../../../test/factories.ts';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { SAMPLE_FILES, type FilePart } from '../../../test/multipart.ts';
import { activityDir, assertNoLeftovers, orgDir, readStoredFile } from '../../../test/stored-files.ts';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

async function activityCount(t: TestApp, p: Place): Promise<number> {
  const rows = await t.services.db
    .selectFrom('activities')
    .select('id')
    .where('course_id', '=', p.course.id)
    .execute();
  return rows.length;
}

async function getFile(t: TestApp, uuid: string, auth?: string): Promise<LightMyRequestResponse> {
  return call(t, 'GET', `${API}/activities/${uuid}/file`, auth);
}

describe('activity upload creators', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  describe('POST /activities/video', () => {
    for (const [ext, mime] of [
      ['mp4', 'video/mp4'],
      ['webm', 'video/webm'],
    ] as const) {
      it(`${ext}: 200, hosted, unpublished, stored under the activity with the same bytes, served back`, async () => {
        const p = await place(t);
        const bytes = SAMPLE_FILES[ext];
        // The client's name and MIME type say nothing true: the bytes decide.
        const res = await callForm(
          t,
          'POST',
          `${API}/activities/video`,
          p.o.admin.jwt,
          { name: 'Clip', chapter_id: String(p.chapter.id) },
          [
            {
              field: 'video_file',
              filename: 'clip.bin',
              content: bytes,
              contentType: 'application/octet-stream',
            },
          ],
        );
        assert.equal(res.statusCode, 200, res.body);
        const a = res.json<Activity>();
        assert.match(a.activity_uuid, new RegExp(`^activity_${UUID}$`));
        assert.equal(a.name, 'Clip');
        assert.equal(a.activity_type, 'TYPE_VIDEO');
        assert.equal(a.activity_sub_type, 'SUBTYPE_VIDEO_HOSTED');
        assert.equal(a.published, false);
        assert.equal(a.lock_type, 'public');
        assert.equal(a.version, 1);
        assert.equal(a.chapter_id, p.chapter.id);
        assert.equal(a.course_id, p.course.id);
        assert.deepEqual(Object.keys(a.content).sort(), ['activity_uuid', 'filename']);
        assert.equal(a.content.activity_uuid, a.activity_uuid);
        const filename = a.content.filename as string;
        assert.match(filename, new RegExp(`^${UUID}\\.${ext}$`));
        assert.deepEqual(a.details, {});

        const dir = activityDir(t.dataDir, p.course, a.activity_uuid);
        assert.deepEqual(readdirSync(dir), [filename]);
        const stored = readStoredFile(path.join(dir, filename));
        assert.equal(stored.contentType, mime);
        assert.ok(stored.bytes.equals(bytes), 'the stored bytes are the uploaded ones');

        const file = await getFile(t, a.activity_uuid, p.o.admin.jwt);
        assert.equal(file.statusCode, 200, file.body);
        assert.equal(file.headers['content-type'], mime);
        assert.equal(Number(file.headers['content-length']), bytes.length);
        assert.ok(file.rawPayload.equals(bytes));

        const tree = await getTree(t, p.course, p.o.admin.jwt, WITH_UNPUBLISHED);
        assert.deepEqual(
          tree
            .json<{ chapters: { activities: { id: number }[] }[] }>()
            .chapters[0]!.activities.map((x) => x.id),
          [a.id],
        );
        assertNoLeftovers(t.dataDir);
      });
    }

    it("'published' is accepted but must be true or false: 'yes' → 422, nothing created", async () => {
      const p = await place(t);
      const res = await callForm(
        t,
        'POST',
        `${API}/activities/video`,
        p.o.admin.jwt,
        { name: 'Clip', chapter_id: String(p.chapter.id), published: 'yes' },
        [videoFile()],
      );
      assertInvalid(res, ['body', 'published']);
      assert.equal(await activityCount(t, p), 0);
      assertNoLeftovers(t.dataDir);
    });

    for (const [name, content, filename] of [
      ['a PNG renamed v.mp4', SAMPLE_FILES.png, 'v.mp4'],
      ['an Ogg video (fine for a block, not for an activity)', SAMPLE_FILES.ogv, 'v.ogv'],
      ['an mp3', SAMPLE_FILES.mp3, 'v.mp4'],
      ['plain text', SAMPLE_FILES.text, 'v.webm'],
      ['a PDF', SAMPLE_FILES.pdf, 'v.mp4'],
    ] as const) {
      it(`${name} → 415 'Video : Wrong video format'`, async () => {
        const p = await place(t);
        const res = await callForm(
          t,
          'POST',
          `${API}/activities/video`,
          p.o.admin.jwt,
          { name: 'x', chapter_id: String(p.chapter.id) },
          [videoFile(content, filename)],
        );
        assertError(res, 415, 'unsupported_media_type');
        assert.equal(res.json().detail, 'Video : Wrong video format');
        assert.equal(await activityCount(t, p), 0);
        assert.equal(existsSync(orgDir(t.dataDir, p.o.org.id)), false);
        assertNoLeftovers(t.dataDir);
      });
    }

    it('details: a JSON string is stored as an object', async () => {
      const p = await place(t);
      const res = await callForm(
        t,
        'POST',
        `${API}/activities/video`,
        p.o.admin.jwt,
        {
          name: 'Clip',
          chapter_id: String(p.chapter.id),
          details: '{"startTime":5,"endTime":10,"autoplay":true,"muted":false}',
        },
        [videoFile()],
      );
      assert.equal(res.statusCode, 200, res.body);
      const expected = { startTime: 5, endTime: 10, autoplay: true, muted: false };
      assert.deepEqual(res.json().details, expected);
      const read = await call(t, 'GET', `${API}/activities/${res.json().activity_uuid}`, p.o.admin.jwt);
      assert.deepEqual(read.json().details, expected);
    });

    it('refuses bad fields with 422 and an unknown chapter with 404, leaving nothing behind', async () => {
      const p = await place(t);
      const chapterId = String(p.chapter.id);
      const post = (fields: Record<string, string>, files: FilePart[] = [videoFile()]) =>
        callForm(t, 'POST', `${API}/activities/video`, p.o.admin.jwt, fields, files);
      assertInvalid(await post({ name: 'x', chapter_id: chapterId, details: 'not json' }), [
        'body',
        'details',
      ]);
      assertInvalid(await post({ name: 'x', chapter_id: chapterId, details: '[1,2]' }), ['body', 'details']);
      assertInvalid(await post({ name: 'x', chapter_id: chapterId, details: '{"startTime":"x"}' }), [
        'body',
        'details',
        'startTime',
      ]);
      assertInvalid(await post({ name: 'x', chapter_id: chapterId, details: '{"startTime":-1}' }), [
        'body',
        'details',
        'startTime',
      ]);
      assertInvalid(await post({ name: 'x', chapter_id: 'abc' }), ['body', 'chapter_id']);
      assertInvalid(await post({ name: 'x', chapter_id: '0' }), ['body', 'chapter_id']);
      assertInvalid(await post({ chapter_id: chapterId }), ['body', 'name'], 'missing');
      assertInvalid(await post({ name: 'x' }), ['body', 'chapter_id'], 'missing');
      assertInvalid(await post({ name: 'x', chapter_id: chapterId }, []), ['body', 'video_file'], 'missing');
      assertInvalid(
        await post({ name: 'x', chapter_id: chapterId }, [{ ...videoFile(), field: 'file' }]),
        ['body', 'file'],
        'extra_forbidden',
      );
      assertInvalid(await post({ name: 'x', chapter_id: chapterId }, [videoFile(Buffer.alloc(0))]), [
        'body',
        'video_file',
      ]);
      assertError(await post({ name: 'x', chapter_id: '987654321' }), 404, 'not_found');
      assert.equal(await activityCount(t, p), 0);
      assert.equal(existsSync(orgDir(t.dataDir, p.o.org.id)), false);
      assertNoLeftovers(t.dataDir);
    });

    it('rights: API tokens with courses:create work; anonymous 401; learner, other org, no create 403', async () => {
      const p = await place(t);
      const fields = { name: 'Clip', chapter_id: String(p.chapter.id) };
      const creator = await createApiToken(t, p.o, { courses: { action_create: true } });
      const ok = await callForm(t, 'POST', `${API}/activities/video`, creator.token, fields, [videoFile()]);
      assert.equal(ok.statusCode, 200, ok.body);
      assert.equal(ok.json().activity_sub_type, 'SUBTYPE_VIDEO_HOSTED');
      assertError(
        await callForm(t, 'POST', `${API}/activities/video`, undefined, fields, [videoFile()]),
        401,
        'unauthorized',
      );
      const learner = await addMember(t, p.o.org.id, 'learner');
      assertError(
        await callForm(t, 'POST', `${API}/activities/video`, learner.jwt, fields, [videoFile()]),
        403,
        'missing_right',
      );
      const other = await createOrg(t);
      assertError(
        await callForm(t, 'POST', `${API}/activities/video`, other.admin.jwt, fields, [videoFile()]),
        403,
        'not_member',
      );
      const noCreate = await createApiToken(t, p.o, { courses: { action_read: true, action_update: true } });
      assertError(
        await callForm(t, 'POST', `${API}/activities/video`, noCreate.token, fields, [videoFile()]),
        403,
        'missing_right',
      );
      assert.equal(await activityCount(t, p), 1);
      assert.deepEqual(readdirSync(path.join(activityDir(t.dataDir, p.course, 'x'), '..')), [
        ok.json().activity_uuid,
      ]);
      assertNoLeftovers(t.dataDir);
    });

    it('the file follows the read rules of the activity', async () => {
      const p = await place(t, { public: true });
      const res = await callForm(
        t,
        'POST',
        `${API}/activities/video`,
        p.o.admin.jwt,
        { name: 'Clip', chapter_id: String(p.chapter.id) },
        [videoFile()],
      );
      const a = res.json<Activity>();
      const learner = await addMember(t, p.o.org.id, 'learner');
      assertError(await getFile(t, a.activity_uuid), 401, 'unauthorized');
      assertError(await getFile(t, a.activity_uuid, learner.jwt), 403, 'activity_locked');
      const token = await createApiToken(t, p.o, { courses: { action_read: true } });
      assert.equal((await getFile(t, a.activity_uuid, token.token)).statusCode, 200);
      const pub = await call(t, 'PUT', `${API}/activities/${a.activity_uuid}`, p.o.admin.jwt, {
        published: true,
      });
      assert.equal(pub.statusCode, 200, pub.body);
      const anonymous = await getFile(t, a.activity_uuid);
      assert.equal(anonymous.statusCode, 200, anonymous.body);
      assert.ok(anonymous.rawPayload.equals(SAMPLE_FILES.mp4));
      assert.equal((await getFile(t, a.activity_uuid, learner.jwt)).statusCode, 200);
      assertError(await getFile(t, 'activity_00000000-0000-4000-8000-000000000000'), 404, 'not_found');
    });
  });

  describe('POST /activities/documentpdf', () => {
    it('a PDF: 200, SUBTYPE_DOCUMENT_PDF, unpublished, stored and served back', async () => {
      const p = await place(t);
      const res = await callForm(
        t,
        'POST',
        `${API}/activities/documentpdf`,
        p.o.admin.jwt,
        { name: 'Doc', chapter_id: String(p.chapter.id) },
        [pdfFile(SAMPLE_FILES.pdf, 'whatever.bin')],
      );
      assert.equal(res.statusCode, 200, res.body);
      const a = res.json<Activity>();
      assert.equal(a.activity_type, 'TYPE_DOCUMENT');
      assert.equal(a.activity_sub_type, 'SUBTYPE_DOCUMENT_PDF');
      assert.equal(a.published, false);
      assert.equal(a.content.activity_uuid, a.activity_uuid);
      assert.match(a.content.filename as string, new RegExp(`^${UUID}\\.pdf$`));
      assert.deepEqual(Object.keys(a.content).sort(), ['activity_uuid', 'filename']);
      const stored = readStoredFile(
        path.join(activityDir(t.dataDir, p.course, a.activity_uuid), a.content.filename as string),
      );
      assert.equal(stored.contentType, 'application/pdf');
      assert.ok(stored.bytes.equals(SAMPLE_FILES.pdf));
      const file = await getFile(t, a.activity_uuid, p.o.admin.jwt);
      assert.equal(file.statusCode, 200);
      assert.equal(file.headers['content-type'], 'application/pdf');
      assert.ok(file.rawPayload.equals(SAMPLE_FILES.pdf));
      assertNoLeftovers(t.dataDir);
    });

    for (const [name, content] of [
      ['a PNG named x.pdf', SAMPLE_FILES.png],
      ['an mp4 named x.pdf', SAMPLE_FILES.mp4],
      ['a DOCX named x.pdf', SAMPLE_FILES.docx],
    ] as const) {
      it(`${name} → 415 'Pdf : Wrong pdf format'`, async () => {
        const p = await place(t);
        const res = await callForm(
          t,
          'POST',
          `${API}/activities/documentpdf`,
          p.o.admin.jwt,
          { name: 'x', chapter_id: String(p.chapter.id) },
          [pdfFile(content, 'x.pdf')],
        );
        assertError(res, 415, 'unsupported_media_type');
        assert.equal(res.json().detail, 'Pdf : Wrong pdf format');
        assert.equal(await activityCount(t, p), 0);
        assertNoLeftovers(t.dataDir);
      });
    }

    it('refuses a missing file, a published field that is not a boolean, a details field (not in this form)', async () => {
      const p = await place(t);
      const chapterId = String(p.chapter.id);
      const post = (fields: Record<string, string>, files: FilePart[] = [pdfFile()]) =>
        callForm(t, 'POST', `${API}/activities/documentpdf`, p.o.admin.jwt, fields, files);
      assertInvalid(await post({ name: 'x', chapter_id: chapterId }, []), ['body', 'pdf_file'], 'missing');
      assertInvalid(await post({ name: 'x', chapter_id: chapterId, published: 'maybe' }), [
        'body',
        'published',
      ]);
      assertInvalid(await post({ name: 'x', chapter_id: chapterId, details: '{}' }), ['body', 'details']);
      assertInvalid(await post({ name: 'x', chapter_id: 'abc' }), ['body', 'chapter_id']);
      assertError(await post({ name: 'x', chapter_id: '987654321' }), 404, 'not_found');
      assert.equal(await activityCount(t, p), 0);
      assertNoLeftovers(t.dataDir);
    });

    it('works with an API token holding courses:create', async () => {
      const p = await place(t);
      const creator = await createApiToken(t, p.o, { courses: { action_create: true } });
      const res = await callForm(
        t,
        'POST',
        `${API}/activities/documentpdf`,
        creator.token,
        { name: 'x', chapter_id: String(p.chapter.id) },
        [pdfFile()],
      );
      assert.equal(res.statusCode, 200, res.body);
    });
  });

  describe('POST /activities/external_video', () => {
    const post = (auth: string | undefined, body: Record<string, unknown>) =>
      call(t, 'POST', `${API}/activities/external_video`, auth, body);

    for (const [type, uri] of [
      ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ['vimeo', 'https://vimeo.com/76979871'],
    ] as const) {
      it(`${type}: 200, SUBTYPE_VIDEO_EXTERNAL, unpublished, content {uri, type, activity_uuid}`, async () => {
        const p = await place(t);
        const res = await post(p.o.admin.jwt, { name: 'Ext', uri, type, chapter_id: String(p.chapter.id) });
        assert.equal(res.statusCode, 200, res.body);
        const a = res.json<Activity>();
        assert.equal(a.activity_type, 'TYPE_VIDEO');
        assert.equal(a.activity_sub_type, 'SUBTYPE_VIDEO_EXTERNAL');
        assert.equal(a.published, false);
        assert.equal(a.chapter_id, p.chapter.id);
        assert.deepEqual(a.content, { uri, type, activity_uuid: a.activity_uuid });
        assert.deepEqual(a.details, {});
        const read = await call(t, 'GET', `${API}/activities/${a.activity_uuid}`, p.o.admin.jwt);
        assert.deepEqual(read.json(), a);
        assertError(await getFile(t, a.activity_uuid, p.o.admin.jwt), 404, 'not_found');
      });
    }

    it('chapter_id as a string holding an integer and as an integer both work', async () => {
      const p = await place(t);
      const base = { name: 'Ext', uri: 'https://vimeo.com/1', type: 'vimeo' };
      const asString = await post(p.o.admin.jwt, { ...base, chapter_id: String(p.chapter.id) });
      const asInteger = await post(p.o.admin.jwt, { ...base, chapter_id: p.chapter.id });
      for (const res of [asString, asInteger]) {
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.json().chapter_id, p.chapter.id);
      }
      for (const bad of ['abc', '0', '-1', '1.5', '', 0, 1.5, null]) {
        assertInvalid(await post(p.o.admin.jwt, { ...base, chapter_id: bad }), ['body', 'chapter_id']);
      }
      assertError(await post(p.o.admin.jwt, { ...base, chapter_id: '987654321' }), 404, 'not_found');
    });

    it('details: default {}, a JSON string or an object is stored as an object, bad ones → 422', async () => {
      const p = await place(t);
      const base = {
        name: 'Ext',
        uri: 'https://vimeo.com/1',
        type: 'vimeo',
        chapter_id: String(p.chapter.id),
      };
      const withDetails = await post(p.o.admin.jwt, { ...base, details: '{"startTime":1,"muted":true}' });
      assert.equal(withDetails.statusCode, 200, withDetails.body);
      assert.deepEqual(withDetails.json().details, { startTime: 1, muted: true });
      assertInvalid(await post(p.o.admin.jwt, { ...base, details: 'not json' }), ['body', 'details']);
      assertInvalid(await post(p.o.admin.jwt, { ...base, details: '{"startTime":-1}' }), [
        'body',
        'details',
        'startTime',
      ]);
      const asObject = await post(p.o.admin.jwt, { ...base, details: { startTime: 2 } });
      assert.equal(asObject.statusCode, 200, asObject.body);
      assert.deepEqual(asObject.json().details, { startTime: 2 });
      assertInvalid(await post(p.o.admin.jwt, { ...base, details: [1] }), ['body', 'details']);
      assertInvalid(await post(p.o.admin.jwt, { ...base, details: { startTime: 'x' } }), [
        'body',
        'details',
        'startTime',
      ]);
    });

    it('refuses another provider, a bad uri, a published field that is not a boolean → 422, creating nothing', async () => {
      const p = await place(t);
      const base = {
        name: 'Ext',
        uri: 'https://vimeo.com/1',
        type: 'vimeo',
        chapter_id: String(p.chapter.id),
      };
      assertInvalid(await post(p.o.admin.jwt, { ...base, type: 'dailymotion' }), ['body', 'type'], 'enum');
      assertInvalid(await post(p.o.admin.jwt, { ...base, type: 'YouTube' }), ['body', 'type'], 'enum');
      for (const uri of ['not a url', 'javascript:alert(1)', 'ftp://vimeo.com/1', '']) {
        assertInvalid(await post(p.o.admin.jwt, { ...base, uri }), ['body', 'uri']);
      }
      assertInvalid(await post(p.o.admin.jwt, { ...base, published: 'true' }), ['body', 'published']);
      const { uri: _uri, ...noUri } = base;
      assertInvalid(await post(p.o.admin.jwt, noUri), ['body', 'uri'], 'missing');
      assert.equal(await activityCount(t, p), 0);
    });

    it('rights: a token with courses:create works; anonymous 401; learner 403; other org token 403', async () => {
      const p = await place(t);
      const body = { name: 'Ext', uri: 'https://vimeo.com/1', type: 'vimeo', chapter_id: p.chapter.id };
      const creator = await createApiToken(t, p.o, { courses: { action_create: true } });
      assert.equal((await post(creator.token, body)).statusCode, 200);
      assertError(await post(undefined, body), 401, 'unauthorized');
      const learner = await addMember(t, p.o.org.id, 'learner');
      assertError(await post(learner.jwt, body), 403, 'missing_right');
      const other = await createOrg(t);
      const foreign = await createApiToken(t, other, ALL_RIGHTS);
      assertError(await post(foreign.token, body), 403, 'other_organization');
      assert.equal(await activityCount(t, p), 1);
    });
  });

  describe('size limits', () => {
    let small: TestApp;
    before(async () => {
      small = await buildTestApp({ uploadLimits: { video: 1024 } });
    });
    after(() => small.close());

    it('a video over the limit → 413 payload_too_large; no activity, no file, no temporary file', async () => {
      const p = await place(small);
      const fields = { name: 'Big', chapter_id: String(p.chapter.id) };
      const fourKb = Buffer.concat([SAMPLE_FILES.mp4, Buffer.alloc(4096 - SAMPLE_FILES.mp4.length)]);
      const res = await callForm(small, 'POST', `${API}/activities/video`, p.o.admin.jwt, fields, [
        videoFile(fourKb),
      ]);
      assertError(res, 413, 'payload_too_large');
      // Far over the limit: refused on Content-Length before anything is read.
      const huge = Buffer.concat([SAMPLE_FILES.mp4, Buffer.alloc(200 * 1024)]);
      assertError(
        await callForm(small, 'POST', `${API}/activities/video`, p.o.admin.jwt, fields, [videoFile(huge)]),
        413,
        'payload_too_large',
      );
      assert.equal(await activityCount(small, p), 0);
      assert.equal(existsSync(orgDir(small.dataDir, p.o.org.id)), false);
      assertNoLeftovers(small.dataDir);
      // Under the limit it passes; other kinds keep their own limits.
      const ok = await callForm(small, 'POST', `${API}/activities/video`, p.o.admin.jwt, fields, [
        videoFile(),
      ]);
      assert.equal(ok.statusCode, 200, ok.body);
      const pdf = await callForm(small, 'POST', `${API}/activities/documentpdf`, p.o.admin.jwt, fields, [
        pdfFile(Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(4096)])),
      ]);
      assert.equal(pdf.statusCode, 200, pdf.body);
      assertNoLeftovers(small.dataDir);
    });
  });
});

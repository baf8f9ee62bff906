/**
 * The activity creators that build content on the server [SPEC 4.2, 3, 7; CONTRACT 2, 5]: hosted video and
 * PDF uploads (judged by their bytes, stored under the activity's prefix, served back) and external videos.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
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
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { SAMPLE_FILES, multipartBody, type FilePart } from '../../../test/multipart.ts';

const API = '/api/v1';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

interface Place {
  o: TestOrg;
  course: { id: number; course_uuid: string };
  chapter: { id: number };
}
interface Activity {
  id: number;
  activity_uuid: string;
  activity_type: string;
  activity_sub_type: string;
  content: Record<string, unknown>;
  details: Record<string, unknown>;
  published: boolean;
  [key: string]: unknown;
}

async function place(t: TestApp, options: { public?: boolean } = {}): Promise<Place> {
  const o = await createOrg(t);
  const form = multipartBody({
    name: 'Course',
    description: 'd',
    about: 'a',
    public: String(options.public ?? true),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/courses/?org_id=${o.org.id}`,
    headers: { ...form.headers, ...bearer(o.admin.jwt) },
    payload: form.payload,
  });
  assert.equal(res.statusCode, 200, res.body);
  const course = res.json<Place['course']>();
  const pub = await call(t, 'PUT', `${API}/courses/${course.course_uuid}`, o.admin.jwt, { published: true });
  assert.equal(pub.statusCode, 200, pub.body);
  const chapter = await call(t, 'POST', `${API}/chapters/`, o.admin.jwt, {
    name: 'Chapter',
    course_id: course.id,
    org_id: o.org.id,
  });
  assert.equal(chapter.statusCode, 200, chapter.body);
  return { o, course, chapter: chapter.json<Place['chapter']>() };
}

function postForm(
  t: TestApp,
  url: string,
  auth: string | undefined,
  fields: Record<string, string> | [string, string][],
  files: FilePart[],
): Promise<LightMyRequestResponse> {
  const form = multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `${API}${url}`,
    headers: { ...form.headers, ...(auth === undefined ? {} : bearer(auth)) },
    payload: form.payload,
  });
}

const videoFile = (content: Buffer = SAMPLE_FILES.mp4, filename = 'v.mp4'): FilePart => ({
  field: 'video_file',
  filename,
  content,
  contentType: 'video/mp4',
});
const pdfFile = (content: Buffer = SAMPLE_FILES.pdf, filename = 'x.pdf'): FilePart => ({
  field: 'pdf_file',
  filename,
  content,
  contentType: 'application/pdf',
});

function activityDir(t: TestApp, p: Place, activityUuid: string): string {
  return path.join(
    t.dataDir,
    'files',
    'orgs',
    String(p.o.org.id),
    'courses',
    p.course.course_uuid,
    'activities',
    activityUuid,
  );
}

/** What LocalStorage keeps: a JSON header line with the content type, then the bytes. */
function storedObject(file: string): { contentType: string; bytes: Buffer } {
  const raw = readFileSync(file);
  const newline = raw.indexOf(0x0a);
  const header = JSON.parse(raw.subarray(0, newline).toString('utf8')) as { contentType: string };
  return { contentType: header.contentType, bytes: raw.subarray(newline + 1) };
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** Nothing left behind by uploads: no temporary upload files, no half-written storage objects. */
function assertNoLeftovers(t: TestApp): void {
  assert.deepEqual(listFiles(path.join(t.dataDir, 'tmp')), [], 'temporary upload files left');
  assert.deepEqual(listFiles(path.join(t.dataDir, 'files', '~tmp')), [], 'temporary storage files left');
}

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
        const res = await postForm(
          t,
          '/activities/video',
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

        const dir = activityDir(t, p, a.activity_uuid);
        assert.deepEqual(readdirSync(dir), [filename]);
        const stored = storedObject(path.join(dir, filename));
        assert.equal(stored.contentType, mime);
        assert.ok(stored.bytes.equals(bytes), 'the stored bytes are the uploaded ones');

        const file = await getFile(t, a.activity_uuid, p.o.admin.jwt);
        assert.equal(file.statusCode, 200, file.body);
        assert.equal(file.headers['content-type'], mime);
        assert.equal(Number(file.headers['content-length']), bytes.length);
        assert.ok(file.rawPayload.equals(bytes));

        const tree = await call(
          t,
          'GET',
          `${API}/courses/${p.course.course_uuid}/meta?with_unpublished_activities=true`,
          p.o.admin.jwt,
        );
        assert.deepEqual(
          tree
            .json<{ chapters: { activities: { id: number }[] }[] }>()
            .chapters[0]!.activities.map((x) => x.id),
          [a.id],
        );
        assertNoLeftovers(t);
      });
    }

    it("a 'published' field is not part of the form → 422, nothing created", async () => {
      const p = await place(t);
      const res = await postForm(
        t,
        '/activities/video',
        p.o.admin.jwt,
        { name: 'Clip', chapter_id: String(p.chapter.id), published: 'true' },
        [videoFile()],
      );
      assertInvalid(res, ['body', 'published'], 'extra_forbidden');
      assert.equal(await activityCount(t, p), 0);
      assertNoLeftovers(t);
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
        const res = await postForm(
          t,
          '/activities/video',
          p.o.admin.jwt,
          { name: 'x', chapter_id: String(p.chapter.id) },
          [videoFile(content, filename)],
        );
        assertError(res, 415, 'unsupported_media_type');
        assert.equal(res.json().detail, 'Video : Wrong video format');
        assert.equal(await activityCount(t, p), 0);
        assert.equal(existsSync(path.join(t.dataDir, 'files', 'orgs', String(p.o.org.id))), false);
        assertNoLeftovers(t);
      });
    }

    it('details: a JSON string is stored as an object', async () => {
      const p = await place(t);
      const res = await postForm(
        t,
        '/activities/video',
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
        postForm(t, '/activities/video', p.o.admin.jwt, fields, files);
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
      assert.equal(existsSync(path.join(t.dataDir, 'files', 'orgs', String(p.o.org.id))), false);
      assertNoLeftovers(t);
    });

    it('rights: API tokens with courses:create work; anonymous 401; learner, other org, no create 403', async () => {
      const p = await place(t);
      const fields = { name: 'Clip', chapter_id: String(p.chapter.id) };
      const creator = await createApiToken(t, p.o, { courses: { action_create: true } });
      const ok = await postForm(t, '/activities/video', creator.token, fields, [videoFile()]);
      assert.equal(ok.statusCode, 200, ok.body);
      assert.equal(ok.json().activity_sub_type, 'SUBTYPE_VIDEO_HOSTED');
      assertError(
        await postForm(t, '/activities/video', undefined, fields, [videoFile()]),
        401,
        'unauthorized',
      );
      const learner = await addMember(t, p.o.org.id, 'learner');
      assertError(
        await postForm(t, '/activities/video', learner.jwt, fields, [videoFile()]),
        403,
        'missing_right',
      );
      const other = await createOrg(t);
      assertError(
        await postForm(t, '/activities/video', other.admin.jwt, fields, [videoFile()]),
        403,
        'not_member',
      );
      const noCreate = await createApiToken(t, p.o, { courses: { action_read: true, action_update: true } });
      assertError(
        await postForm(t, '/activities/video', noCreate.token, fields, [videoFile()]),
        403,
        'missing_right',
      );
      assert.equal(await activityCount(t, p), 1);
      assert.deepEqual(readdirSync(path.join(activityDir(t, p, 'x'), '..')), [ok.json().activity_uuid]);
      assertNoLeftovers(t);
    });

    it('the file follows the read rules of the activity', async () => {
      const p = await place(t, { public: true });
      const res = await postForm(
        t,
        '/activities/video',
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
      const res = await postForm(
        t,
        '/activities/documentpdf',
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
      const stored = storedObject(
        path.join(activityDir(t, p, a.activity_uuid), a.content.filename as string),
      );
      assert.equal(stored.contentType, 'application/pdf');
      assert.ok(stored.bytes.equals(SAMPLE_FILES.pdf));
      const file = await getFile(t, a.activity_uuid, p.o.admin.jwt);
      assert.equal(file.statusCode, 200);
      assert.equal(file.headers['content-type'], 'application/pdf');
      assert.ok(file.rawPayload.equals(SAMPLE_FILES.pdf));
      assertNoLeftovers(t);
    });

    for (const [name, content] of [
      ['a PNG named x.pdf', SAMPLE_FILES.png],
      ['an mp4 named x.pdf', SAMPLE_FILES.mp4],
      ['a DOCX named x.pdf', SAMPLE_FILES.docx],
    ] as const) {
      it(`${name} → 415 'Pdf : Wrong pdf format'`, async () => {
        const p = await place(t);
        const res = await postForm(
          t,
          '/activities/documentpdf',
          p.o.admin.jwt,
          { name: 'x', chapter_id: String(p.chapter.id) },
          [pdfFile(content, 'x.pdf')],
        );
        assertError(res, 415, 'unsupported_media_type');
        assert.equal(res.json().detail, 'Pdf : Wrong pdf format');
        assert.equal(await activityCount(t, p), 0);
        assertNoLeftovers(t);
      });
    }

    it('refuses a missing file, a published field and a details field (not part of this form)', async () => {
      const p = await place(t);
      const chapterId = String(p.chapter.id);
      const post = (fields: Record<string, string>, files: FilePart[] = [pdfFile()]) =>
        postForm(t, '/activities/documentpdf', p.o.admin.jwt, fields, files);
      assertInvalid(await post({ name: 'x', chapter_id: chapterId }, []), ['body', 'pdf_file'], 'missing');
      assertInvalid(await post({ name: 'x', chapter_id: chapterId, published: 'true' }), [
        'body',
        'published',
      ]);
      assertInvalid(await post({ name: 'x', chapter_id: chapterId, details: '{}' }), ['body', 'details']);
      assertInvalid(await post({ name: 'x', chapter_id: 'abc' }), ['body', 'chapter_id']);
      assertError(await post({ name: 'x', chapter_id: '987654321' }), 404, 'not_found');
      assert.equal(await activityCount(t, p), 0);
      assertNoLeftovers(t);
    });

    it('works with an API token holding courses:create', async () => {
      const p = await place(t);
      const creator = await createApiToken(t, p.o, { courses: { action_create: true } });
      const res = await postForm(
        t,
        '/activities/documentpdf',
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

    it('details: default {}, a JSON string is stored as an object, bad ones → 422', async () => {
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
      assertInvalid(await post(p.o.admin.jwt, { ...base, details: { startTime: 1 } }), ['body', 'details']);
    });

    it('refuses another provider, a bad uri, a published field → 422, creating nothing', async () => {
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
      assertInvalid(
        await post(p.o.admin.jwt, { ...base, published: true }),
        ['body', 'published'],
        'extra_forbidden',
      );
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
      const res = await postForm(small, '/activities/video', p.o.admin.jwt, fields, [videoFile(fourKb)]);
      assertError(res, 413, 'payload_too_large');
      // Far over the limit: refused on Content-Length before anything is read.
      const huge = Buffer.concat([SAMPLE_FILES.mp4, Buffer.alloc(200 * 1024)]);
      assertError(
        await postForm(small, '/activities/video', p.o.admin.jwt, fields, [videoFile(huge)]),
        413,
        'payload_too_large',
      );
      assert.equal(await activityCount(small, p), 0);
      assert.equal(existsSync(path.join(small.dataDir, 'files', 'orgs', String(p.o.org.id))), false);
      assertNoLeftovers(small);
      // Under the limit it passes; other kinds keep their own limits.
      const ok = await postForm(small, '/activities/video', p.o.admin.jwt, fields, [videoFile()]);
      assert.equal(ok.statusCode, 200, ok.body);
      const pdf = await postForm(small, '/activities/documentpdf', p.o.admin.jwt, fields, [
        pdfFile(Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(4096)])),
      ]);
      assert.equal(pdf.statusCode, 200, pdf.body);
      assertNoLeftovers(small);
    });
  });
});

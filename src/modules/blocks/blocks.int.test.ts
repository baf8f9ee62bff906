/**
 * Media blocks [SPEC 2.4, 4.2; CONTRACT 4, 5]: the four upload endpoints and their extension lists, the block
 * record, the file on disk and served back, the refusals (session only, rights, types, validation), reads under
 * the activity's rules, deletes, and a block placed in a dynamic page (SPEC 4.2 rule 4).
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  apiDate,
  createPageActivity,
  place,
  postBlock,
  swapToken,
  type Activity,
  type Block,
  type BlockKind,
  type Place,
  type PlaceOptions,
} from '../../../test/content-factories.ts';
import { ALL_RIGHTS, addMember, call, createApiToken, createOrg } from '../../../test/factories.ts';
import { SAMPLE_FILES, type FilePart } from '../../../test/multipart.ts';
import { activityDir, courseDir, filesUnder, readStoredFile, tmpFiles } from '../../../test/stored-files.ts';

const BLOCK_TYPE: Record<BlockKind, string> = {
  image: 'BLOCK_IMAGE',
  video: 'BLOCK_VIDEO',
  pdf: 'BLOCK_DOCUMENT_PDF',
  audio: 'BLOCK_AUDIO',
};

/** SPEC 4.2's extension lists: each accepted extension, a real file of that kind, what its bytes are. */
const ACCEPTED: { kind: BlockKind; ext: string; content: Buffer; format: string; mime: string }[] = [
  { kind: 'image', ext: 'jpg', content: SAMPLE_FILES.jpeg, format: 'jpg', mime: 'image/jpeg' },
  { kind: 'image', ext: 'jpeg', content: SAMPLE_FILES.jpeg, format: 'jpg', mime: 'image/jpeg' },
  { kind: 'image', ext: 'png', content: SAMPLE_FILES.png, format: 'png', mime: 'image/png' },
  { kind: 'image', ext: 'gif', content: SAMPLE_FILES.gif, format: 'gif', mime: 'image/gif' },
  { kind: 'image', ext: 'webp', content: SAMPLE_FILES.webp, format: 'webp', mime: 'image/webp' },
  { kind: 'video', ext: 'mp4', content: SAMPLE_FILES.mp4, format: 'mp4', mime: 'video/mp4' },
  { kind: 'video', ext: 'webm', content: SAMPLE_FILES.webm, format: 'webm', mime: 'video/webm' },
  { kind: 'video', ext: 'ogg', content: SAMPLE_FILES.ogv, format: 'ogv', mime: 'video/ogg' },
  { kind: 'pdf', ext: 'pdf', content: SAMPLE_FILES.pdf, format: 'pdf', mime: 'application/pdf' },
  { kind: 'audio', ext: 'mp3', content: SAMPLE_FILES.mp3, format: 'mp3', mime: 'audio/mpeg' },
  { kind: 'audio', ext: 'wav', content: SAMPLE_FILES.wav, format: 'wav', mime: 'audio/wav' },
  { kind: 'audio', ext: 'ogg', content: SAMPLE_FILES.ogg, format: 'ogg', mime: 'audio/ogg' },
  { kind: 'audio', ext: 'm4a', content: SAMPLE_FILES.m4a, format: 'm4a', mime: 'audio/x-m4a' },
];

/** One valid file per endpoint, for the refusals that must not depend on the file. */
const VALID_FILE: Record<BlockKind, { filename: string; content: Buffer }> = {
  image: { filename: 'photo.png', content: SAMPLE_FILES.png },
  video: { filename: 'clip.mp4', content: SAMPLE_FILES.mp4 },
  pdf: { filename: 'notes.pdf', content: SAMPLE_FILES.pdf },
  audio: { filename: 'sound.mp3', content: SAMPLE_FILES.mp3 },
};
const KINDS = Object.keys(BLOCK_TYPE) as BlockKind[];

const RECORD_KEYS = [
  'activity_id',
  'block_type',
  'block_uuid',
  'chapter_id',
  'content',
  'course_id',
  'creation_date',
  'id',
  'org_id',
  'update_date',
];
const CONTENT_KEYS = ['activity_uuid', 'file_format', 'file_id', 'file_name', 'file_size', 'file_type'];

/** A place with a dynamic page in its chapter: the activity the blocks go into. */
interface PagePlace extends Place {
  activity: Activity;
}

function ok(response: LightMyRequestResponse, status = 200): void {
  assert.equal(response.statusCode, status, response.body);
}

describe('media blocks', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  /** A course (by the org admin, through the API; unpublished unless told) with one chapter and one dynamic page. */
  async function pagePlace(
    options: Omit<PlaceOptions, 'chapterLock'> & { activityPublished?: boolean } = {},
  ): Promise<PagePlace> {
    const p = await place(t, { o: options.o, public: options.public, published: options.published ?? false });
    const activity = await createPageActivity(t, p, { published: options.activityPublished ?? false });
    return { ...p, activity };
  }

  /** A valid upload of `kind` into the activity. */
  function uploadValid(kind: BlockKind, auth: string | undefined, activityUuid: string) {
    return postBlock(t, auth, kind, { activity_uuid: activityUuid }, [
      { field: 'file_object', ...VALID_FILE[kind] },
    ]);
  }

  function blocksDir(p: PagePlace): string {
    return path.join(activityDir(t.dataDir, p.course, p.activity.activity_uuid), 'blocks');
  }

  async function blockRows(activityId: number): Promise<number> {
    const rows = await t.services.db
      .selectFrom('blocks')
      .select('id')
      .where('activity_id', '=', activityId)
      .execute();
    return rows.length;
  }

  describe('uploads: SPEC 4.2 extension lists', () => {
    for (const sample of ACCEPTED) {
      it(`${sample.kind}: x.${sample.ext} is stored and described by the bytes`, async () => {
        const p = await pagePlace();
        const now = t.clock.now();
        const lie = sample.kind === 'pdf' ? 'image/png' : 'application/pdf';
        const response = await postBlock(
          t,
          p.o.admin.jwt,
          sample.kind,
          { activity_uuid: p.activity.activity_uuid },
          [{ field: 'file_object', filename: `x.${sample.ext}`, content: sample.content, contentType: lie }],
        );
        ok(response);
        const block = response.json<Block>();
        assert.deepEqual(Object.keys(block).sort(), RECORD_KEYS);
        assert.ok(Number.isInteger(block.id) && block.id > 0);
        assert.match(block.block_uuid, /^block_[0-9a-f-]{36}$/);
        assert.equal(block.block_type, BLOCK_TYPE[sample.kind]);
        assert.deepEqual(Object.keys(block.content).sort(), CONTENT_KEYS);
        assert.match(block.content.file_id, /^[0-9a-f-]{36}_block_[0-9a-f-]{36}$/);
        assert.ok(block.content.file_id.endsWith(`_${block.block_uuid}`), block.content.file_id);
        assert.equal(block.content.file_format, sample.format);
        assert.equal(block.content.file_size, sample.content.length);
        assert.equal(block.content.file_type, sample.mime, 'the MIME type comes from the bytes');
        assert.notEqual(block.content.file_type, lie);
        assert.equal(block.content.activity_uuid, p.activity.activity_uuid);
        assert.equal(typeof block.content.file_name, 'string');
        assert.equal(block.org_id, p.o.org.id);
        assert.equal(block.course_id, p.course.id);
        assert.equal(block.chapter_id, p.chapter.id);
        assert.equal(block.activity_id, p.activity.id);
        assert.equal(block.creation_date, apiDate(now));
        assert.equal(block.update_date, apiDate(now));

        // On disk, in the activity's blocks folder, under the block's file name, with the same bytes.
        const dir = blocksDir(p);
        assert.deepEqual(filesUnder(dir), [block.content.file_name]);
        const onDisk = readStoredFile(path.join(dir, block.content.file_name));
        assert.ok(onDisk.bytes.equals(sample.content), 'the stored bytes are the uploaded bytes');
        assert.equal(onDisk.contentType, sample.mime);
        assert.deepEqual(tmpFiles(t.dataDir), [], 'no temporary file is left behind');

        const file = await call(t, 'GET', `/api/v1/blocks/${block.block_uuid}/file`, p.o.admin.jwt);
        ok(file);
        assert.ok(file.rawPayload.equals(sample.content), 'the served bytes are the uploaded bytes');
        assert.equal(file.headers['content-type'], sample.mime);
        assert.equal(Number(file.headers['content-length']), sample.content.length);

        const read = await call(t, 'GET', `/api/v1/blocks/${block.block_uuid}`, p.o.admin.jwt);
        ok(read);
        assert.deepEqual(read.json(), block);
      });
    }

    it('gives every upload its own block and file', async () => {
      const p = await pagePlace();
      const a = (await uploadValid('image', p.o.admin.jwt, p.activity.activity_uuid)).json<Block>();
      const b = (await uploadValid('image', p.o.admin.jwt, p.activity.activity_uuid)).json<Block>();
      assert.notEqual(a.block_uuid, b.block_uuid);
      assert.notEqual(a.id, b.id);
      assert.notEqual(a.content.file_id, b.content.file_id);
      assert.deepEqual(filesUnder(blocksDir(p)), [a.content.file_name, b.content.file_name].sort());
      assert.equal(await blockRows(p.activity.id), 2);
    });
  });

  describe('refusals', () => {
    it('refuses an API token, even with every right, on every upload endpoint (403 session_only)', async () => {
      const p = await pagePlace();
      const { token } = await createApiToken(t, p.o, ALL_RIGHTS);
      for (const kind of KINDS) {
        assertError(await uploadValid(kind, token, p.activity.activity_uuid), 403, 'session_only');
      }
      assert.equal(await blockRows(p.activity.id), 0);
      assert.deepEqual(filesUnder(blocksDir(p)), []);
      assert.deepEqual(tmpFiles(t.dataDir), []);
    });

    it('accepts a JWT obtained with the token swap', async () => {
      const p = await pagePlace();
      const { token } = await createApiToken(t, p.o, ALL_RIGHTS);
      const jwt = await swapToken(t, p.o.org.slug, token, p.o.admin.user.id);
      for (const kind of KINDS) {
        const response = await uploadValid(kind, jwt, p.activity.activity_uuid);
        ok(response);
        assert.equal(response.json<Block>().block_type, BLOCK_TYPE[kind]);
      }
      assert.equal(await blockRows(p.activity.id), 4);
      assert.equal(filesUnder(blocksDir(p)).length, 4);
    });

    it("confines a swapped JWT to the token's organization, even where its user is an admin", async () => {
      const p = await pagePlace();
      const other = await createOrg(t);
      await t.services.db
        .transaction()
        .execute((trx) =>
          t.services.invites.join(trx, other.org.id, p.o.admin.user.id, { role: 'admin', method: 'email' }),
        );
      const { token } = await createApiToken(t, other, ALL_RIGHTS);
      const jwt = await swapToken(t, other.org.slug, token, p.o.admin.user.id);
      assertError(await uploadValid('image', jwt, p.activity.activity_uuid), 403, 'other_organization');
      assert.equal(await blockRows(p.activity.id), 0);
      assert.deepEqual(tmpFiles(t.dataDir), []);
    });

    it('answers 401 to an anonymous caller', async () => {
      const p = await pagePlace({ published: true, activityPublished: true });
      for (const kind of KINDS) {
        assertError(await uploadValid(kind, undefined, p.activity.activity_uuid), 401, 'unauthorized');
      }
      assert.equal(await blockRows(p.activity.id), 0);
      assert.deepEqual(tmpFiles(t.dataDir), []);
    });

    it('answers 403 to a learner, who lacks courses:update even where the activity is readable', async () => {
      const open = await pagePlace({ published: true, activityPublished: true });
      const learner = await addMember(t, open.o.org.id, 'learner');
      for (const kind of KINDS) {
        assertError(await uploadValid(kind, learner.jwt, open.activity.activity_uuid), 403, 'missing_right');
      }
      const hidden = await pagePlace({ o: open.o });
      const refused = await uploadValid('image', learner.jwt, hidden.activity.activity_uuid);
      assert.equal(refused.statusCode, 403, refused.body);
      assert.equal(await blockRows(open.activity.id), 0);
      assert.equal(await blockRows(hidden.activity.id), 0);
      assert.deepEqual(filesUnder(blocksDir(open)), []);
      assert.deepEqual(tmpFiles(t.dataDir), []);
    });

    it('answers 403 to an admin of another organization, also on a published public course', async () => {
      const p = await pagePlace({ published: true, activityPublished: true });
      const stranger = await createOrg(t);
      for (const kind of KINDS) {
        const response = await uploadValid(kind, stranger.admin.jwt, p.activity.activity_uuid);
        assert.equal(response.statusCode, 403, response.body);
      }
      const hidden = await pagePlace({ o: p.o });
      const refused = await uploadValid('pdf', stranger.admin.jwt, hidden.activity.activity_uuid);
      assert.equal(refused.statusCode, 403, refused.body);
      assert.equal(await blockRows(p.activity.id), 0);
      assert.equal(await blockRows(hidden.activity.id), 0);
      assert.deepEqual(filesUnder(blocksDir(p)), []);
      assert.deepEqual(tmpFiles(t.dataDir), []);
    });

    it('answers 415 to an extension outside the endpoint list, whatever the bytes', async () => {
      const p = await pagePlace();
      const cases: { kind: BlockKind; filename: string; content: Buffer; detail: string }[] = [
        { kind: 'image', filename: 'x.bmp', content: SAMPLE_FILES.png, detail: 'Image : Wrong image format' },
        { kind: 'video', filename: 'x.mov', content: SAMPLE_FILES.mp4, detail: 'Video : Wrong video format' },
        {
          kind: 'audio',
          filename: 'x.flac',
          content: SAMPLE_FILES.wav,
          detail: 'Audio : Wrong audio format',
        },
        { kind: 'pdf', filename: 'x.txt', content: SAMPLE_FILES.pdf, detail: 'Pdf : Wrong pdf format' },
        { kind: 'image', filename: 'png', content: SAMPLE_FILES.png, detail: 'Image : Wrong image format' },
      ];
      for (const c of cases) {
        const response = await postBlock(
          t,
          p.o.admin.jwt,
          c.kind,
          { activity_uuid: p.activity.activity_uuid },
          [{ field: 'file_object', filename: c.filename, content: c.content }],
        );
        assertError(response, 415, 'unsupported_media_type');
        assert.equal(response.json<{ detail: string }>().detail, c.detail);
        assert.deepEqual(tmpFiles(t.dataDir), [], `no temporary file after ${c.filename}`);
      }
      assert.equal(await blockRows(p.activity.id), 0);
      assert.deepEqual(filesUnder(blocksDir(p)), []);
    });

    it('answers 415 to the right extension on the wrong bytes', async () => {
      const p = await pagePlace();
      const cases: { kind: BlockKind; filename: string; content: Buffer }[] = [
        { kind: 'image', filename: 'x.png', content: SAMPLE_FILES.pdf },
        { kind: 'image', filename: 'x.jpg', content: SAMPLE_FILES.text },
        { kind: 'video', filename: 'x.mp4', content: SAMPLE_FILES.mp3 },
        { kind: 'video', filename: 'x.ogg', content: SAMPLE_FILES.ogg },
        { kind: 'pdf', filename: 'x.pdf', content: SAMPLE_FILES.png },
        { kind: 'audio', filename: 'x.ogg', content: SAMPLE_FILES.ogv },
        { kind: 'audio', filename: 'x.mp3', content: SAMPLE_FILES.mp4 },
      ];
      for (const c of cases) {
        const response = await postBlock(
          t,
          p.o.admin.jwt,
          c.kind,
          { activity_uuid: p.activity.activity_uuid },
          [{ field: 'file_object', filename: c.filename, content: c.content, contentType: 'image/png' }],
        );
        assertError(response, 415, 'unsupported_media_type');
        assert.deepEqual(tmpFiles(t.dataDir), [], `no temporary file after ${c.kind} ${c.filename}`);
      }
      assert.equal(await blockRows(p.activity.id), 0);
      assert.deepEqual(filesUnder(blocksDir(p)), []);
    });

    it('answers 404 to an unknown activity', async () => {
      const p = await pagePlace();
      for (const activityUuid of ['activity_00000000-0000-4000-8000-000000000000', 'nonsense']) {
        for (const kind of KINDS) {
          assertError(await uploadValid(kind, p.o.admin.jwt, activityUuid), 404, 'not_found');
        }
      }
      assert.deepEqual(tmpFiles(t.dataDir), []);
      const rows = await t.services.db
        .selectFrom('blocks')
        .select('id')
        .where('org_id', '=', p.o.org.id)
        .execute();
      assert.equal(rows.length, 0);
    });

    it('answers 422 to a missing file, a missing activity_uuid or an extra field', async () => {
      const p = await pagePlace();
      const activity_uuid = p.activity.activity_uuid;
      for (const kind of KINDS) {
        const file: FilePart = { field: 'file_object', ...VALID_FILE[kind] };
        assertInvalid(
          await postBlock(t, p.o.admin.jwt, kind, { activity_uuid }, []),
          ['body', 'file_object'],
          'missing',
        );
        assert.deepEqual(tmpFiles(t.dataDir), []);
        assertInvalid(
          await postBlock(t, p.o.admin.jwt, kind, {}, [file]),
          ['body', 'activity_uuid'],
          'missing',
        );
        assert.deepEqual(tmpFiles(t.dataDir), []);
        assertInvalid(
          await postBlock(t, p.o.admin.jwt, kind, { activity_uuid, caption: 'hi' }, [file]),
          ['body', 'caption'],
          'extra_forbidden',
        );
        assert.deepEqual(tmpFiles(t.dataDir), []);
        assertInvalid(
          await postBlock(t, p.o.admin.jwt, kind, { activity_uuid }, [file, { ...file, field: 'thumbnail' }]),
          ['body', 'thumbnail'],
          'extra_forbidden',
        );
        assert.deepEqual(tmpFiles(t.dataDir), []);
      }
      assert.equal(await blockRows(p.activity.id), 0);
      assert.deepEqual(filesUnder(blocksDir(p)), []);
    });
  });

  describe('reads follow the activity', () => {
    it('lets a learner read a block only once its activity is published', async () => {
      const p = await pagePlace({ published: true, public: false });
      const learner = await addMember(t, p.o.org.id, 'learner');
      const block = (await uploadValid('image', p.o.admin.jwt, p.activity.activity_uuid)).json<Block>();

      assertError(
        await call(t, 'GET', `/api/v1/blocks/${block.block_uuid}`, learner.jwt),
        403,
        'activity_locked',
      );
      assertError(
        await call(t, 'GET', `/api/v1/blocks/${block.block_uuid}/file`, learner.jwt),
        403,
        'activity_locked',
      );
      // Members-only course: an anonymous caller is told to sign in.
      assertError(await call(t, 'GET', `/api/v1/blocks/${block.block_uuid}`), 401, 'unauthorized');

      ok(
        await call(t, 'PUT', `/api/v1/activities/${p.activity.activity_uuid}`, p.o.admin.jwt, {
          published: true,
        }),
      );
      const read = await call(t, 'GET', `/api/v1/blocks/${block.block_uuid}`, learner.jwt);
      ok(read);
      assert.deepEqual(read.json(), block);
      const file = await call(t, 'GET', `/api/v1/blocks/${block.block_uuid}/file`, learner.jwt);
      ok(file);
      assert.ok(file.rawPayload.equals(VALID_FILE.image.content));
      assert.equal(file.headers['content-type'], 'image/png');
      assertError(await call(t, 'GET', `/api/v1/blocks/${block.block_uuid}`), 401, 'unauthorized');
    });

    it('answers 404 to an unknown block', async () => {
      const o = await createOrg(t);
      for (const uuid of ['block_00000000-0000-4000-8000-000000000000', 'nope']) {
        assertError(await call(t, 'GET', `/api/v1/blocks/${uuid}`, o.admin.jwt), 404, 'not_found');
        assertError(await call(t, 'GET', `/api/v1/blocks/${uuid}/file`, o.admin.jwt), 404, 'not_found');
        assertError(await call(t, 'DELETE', `/api/v1/blocks/${uuid}`, o.admin.jwt), 404, 'not_found');
      }
    });
  });

  describe('deletes', () => {
    it('DELETE /blocks/{uuid} answers 204 and removes the row and the file', async () => {
      const p = await pagePlace({ published: true, activityPublished: true });
      const keep = (await uploadValid('audio', p.o.admin.jwt, p.activity.activity_uuid)).json<Block>();
      const gone = (await uploadValid('pdf', p.o.admin.jwt, p.activity.activity_uuid)).json<Block>();
      const learner = await addMember(t, p.o.org.id, 'learner');
      const stranger = await createOrg(t);
      assertError(
        await call(t, 'DELETE', `/api/v1/blocks/${gone.block_uuid}`, learner.jwt),
        403,
        'missing_right',
      );
      assert.equal(
        (await call(t, 'DELETE', `/api/v1/blocks/${gone.block_uuid}`, stranger.admin.jwt)).statusCode,
        403,
      );
      assertError(await call(t, 'DELETE', `/api/v1/blocks/${gone.block_uuid}`), 401, 'unauthorized');
      assert.equal(filesUnder(blocksDir(p)).length, 2);

      const deleted = await call(t, 'DELETE', `/api/v1/blocks/${gone.block_uuid}`, p.o.admin.jwt);
      assert.equal(deleted.statusCode, 204, deleted.body);
      assert.equal(deleted.body, '');
      assert.deepEqual(filesUnder(blocksDir(p)), [keep.content.file_name]);
      assert.equal(await blockRows(p.activity.id), 1);
      assertError(await call(t, 'GET', `/api/v1/blocks/${gone.block_uuid}`, p.o.admin.jwt), 404, 'not_found');
      assertError(
        await call(t, 'GET', `/api/v1/blocks/${gone.block_uuid}/file`, p.o.admin.jwt),
        404,
        'not_found',
      );
      assertError(
        await call(t, 'DELETE', `/api/v1/blocks/${gone.block_uuid}`, p.o.admin.jwt),
        404,
        'not_found',
      );
      ok(await call(t, 'GET', `/api/v1/blocks/${keep.block_uuid}/file`, p.o.admin.jwt));
    });

    it('deleting the activity deletes its blocks and their files, and only those', async () => {
      const p = await pagePlace();
      const other: PagePlace = { ...p, activity: await createPageActivity(t, p, { name: 'Other page' }) };
      const blocks: Block[] = [];
      for (const kind of KINDS)
        blocks.push((await uploadValid(kind, p.o.admin.jwt, p.activity.activity_uuid)).json<Block>());
      const kept = (await uploadValid('image', p.o.admin.jwt, other.activity.activity_uuid)).json<Block>();
      assert.equal(filesUnder(blocksDir(p)).length, 4);

      const deleted = await call(
        t,
        'DELETE',
        `/api/v1/activities/${p.activity.activity_uuid}`,
        p.o.admin.jwt,
      );
      assert.equal(deleted.statusCode, 204, deleted.body);
      assert.equal(existsSync(blocksDir(p)), false, 'the blocks folder is gone');
      assert.equal(existsSync(path.dirname(blocksDir(p))), false, "the activity's folder is gone");
      assert.equal(await blockRows(p.activity.id), 0);
      for (const block of blocks) {
        assertError(
          await call(t, 'GET', `/api/v1/blocks/${block.block_uuid}`, p.o.admin.jwt),
          404,
          'not_found',
        );
      }
      assert.deepEqual(filesUnder(blocksDir(other)), [kept.content.file_name]);
      ok(await call(t, 'GET', `/api/v1/blocks/${kept.block_uuid}/file`, p.o.admin.jwt));
    });

    it('deleting the course deletes every block and file of it', async () => {
      const p = await pagePlace();
      const block = (await uploadValid('video', p.o.admin.jwt, p.activity.activity_uuid)).json<Block>();
      assert.equal(filesUnder(blocksDir(p)).length, 1);
      const courseFolder = courseDir(t.dataDir, p.course);
      assert.ok(existsSync(courseFolder));

      const deleted = await call(t, 'DELETE', `/api/v1/courses/${p.course.course_uuid}`, p.o.admin.jwt);
      assert.equal(deleted.statusCode, 204, deleted.body);
      assert.equal(existsSync(courseFolder), false, "the course's folder is gone");
      const rows = await t.services.db
        .selectFrom('blocks')
        .select('id')
        .where('course_id', '=', p.course.id)
        .execute();
      assert.equal(rows.length, 0);
      assertError(
        await call(t, 'GET', `/api/v1/blocks/${block.block_uuid}`, p.o.admin.jwt),
        404,
        'not_found',
      );
    });
  });

  describe('SPEC 4.2 rule 4: a block in a dynamic page', () => {
    it('keeps the block record placed in a blockImage node exactly as uploaded', async () => {
      const p = await pagePlace();
      const uploaded = await uploadValid('image', p.o.admin.jwt, p.activity.activity_uuid);
      ok(uploaded);
      const block = uploaded.json<Block>();
      const content = {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Look' }] },
          { type: 'blockImage', attrs: { blockObject: block, size: { width: 300 }, alignment: 'center' } },
          {
            type: 'paragraph',
            content: [{ type: 'text', text: 'Nice, isn’t it?', marks: [{ type: 'bold' }] }],
          },
        ],
      };
      const put = await call(t, 'PUT', `/api/v1/activities/${p.activity.activity_uuid}`, p.o.admin.jwt, {
        content,
      });
      ok(put);

      const read = await call(t, 'GET', `/api/v1/activities/${p.activity.activity_uuid}`, p.o.admin.jwt);
      ok(read);
      const page = read.json<{
        content: { content: { type: string; attrs?: { blockObject?: unknown } }[] };
      }>();
      assert.deepEqual(page.content, content);
      const node = page.content.content.find((n) => n.type === 'blockImage');
      assert.deepEqual(node?.attrs?.blockObject, uploaded.json());
      // The record in the page still leads to the file.
      const file = await call(t, 'GET', `/api/v1/blocks/${block.block_uuid}/file`, p.o.admin.jwt);
      ok(file);
      assert.ok(file.rawPayload.equals(VALID_FILE.image.content));
    });
  });
});

/**
 * What SPEC allows is accepted: every field SPEC names for the course, chapter, activity, assignment and task
 * creators and updaters [SPEC 2.1–2.6, 4.2, 4.3], sent in its documented type and shape, answers 200 and is
 * stored as SPEC says. The video, external video and PDF creators take `published` and still create an
 * unpublished activity [SPEC 3]. Refusals are tested next to each endpoint; the one here bounds that last rule
 * (`published` must still be a boolean).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  API,
  COURSE_FIELDS,
  callForm,
  createCourse,
  createCustomActivity,
  pdfFile,
  place,
  postActivity,
  postCourse,
  thumbnailPng,
  uploadActivity,
  videoFile,
  type Activity,
  type Chapter,
  type Course,
  type Place,
} from '../../../test/content-factories.ts';
import {
  VALID_CONTENTS,
  assignmentBody,
  createShell,
  postAssignment,
  postTask,
  type Assignment,
  type Task,
  type TaskType,
} from '../../../test/assignment-factories.ts';
import { call } from '../../../test/factories.ts';
import { assertInvalid } from '../../../test/assertions.ts';
import { SAMPLE_FILES, type FilePart } from '../../../test/multipart.ts';

/** One row of a table: what is sent, and the fields of the answer it must produce. */
interface Row {
  name: string;
  send: Record<string, unknown>;
  expect: Record<string, unknown>;
}

/** Every field of `expected` is in `actual` with an equal value (the rest of `actual` is not looked at). */
function assertFields(actual: object, expected: Record<string, unknown>, body: string): void {
  for (const [key, value] of Object.entries(expected)) {
    assert.deepEqual((actual as Record<string, unknown>)[key], value, `${key} in ${body}`);
  }
}

function ok<T>(res: LightMyRequestResponse): T {
  assert.equal(res.statusCode, 200, res.body);
  return res.json<T>();
}

const VIDEO_DETAILS = { startTime: 5, endTime: 12.5, autoplay: true, muted: false };

describe('what SPEC allows is accepted', () => {
  let t: TestApp;
  let p: Place;
  before(async () => {
    t = await buildTestApp();
    p = await place(t);
  });
  after(() => t.close());

  const getActivity = async (uuid: string): Promise<Activity> =>
    ok<Activity>(await call(t, 'GET', `${API}/activities/${uuid}`, p.o.admin.jwt));

  describe('video, external video and PDF creators: unpublished whatever `published` says [SPEC 3]', () => {
    const creators: [string, (published: boolean) => Promise<LightMyRequestResponse>][] = [
      [
        'POST /activities/video (multipart)',
        (published) =>
          callForm(
            t,
            'POST',
            `${API}/activities/video`,
            p.o.admin.jwt,
            { name: 'Clip', chapter_id: String(p.chapter.id), published: String(published) },
            [videoFile()],
          ),
      ],
      [
        'POST /activities/documentpdf (multipart)',
        (published) =>
          callForm(
            t,
            'POST',
            `${API}/activities/documentpdf`,
            p.o.admin.jwt,
            { name: 'Doc', chapter_id: String(p.chapter.id), published: String(published) },
            [pdfFile()],
          ),
      ],
      [
        'POST /activities/external_video (JSON)',
        (published) =>
          call(t, 'POST', `${API}/activities/external_video`, p.o.admin.jwt, {
            name: 'Ext',
            uri: 'https://vimeo.com/1',
            type: 'vimeo',
            chapter_id: String(p.chapter.id),
            published,
          }),
      ],
    ];
    for (const [endpoint, create] of creators) {
      for (const published of [true, false]) {
        it(`${endpoint} with published ${published} → 200, created unpublished`, async () => {
          const created = ok<Activity>(await create(published));
          assert.equal(created.published, false);
          assert.equal((await getActivity(created.activity_uuid)).published, false);
        });
      }
    }

    it('published must still be a boolean: "yes" in a form, "true" as a JSON string → 422', async () => {
      for (const [kind, file] of [
        ['video', videoFile()],
        ['documentpdf', pdfFile()],
      ] as const) {
        const res = await callForm(
          t,
          'POST',
          `${API}/activities/${kind}`,
          p.o.admin.jwt,
          { name: 'x', chapter_id: String(p.chapter.id), published: 'yes' },
          [file],
        );
        assertInvalid(res, ['body', 'published']);
      }
      const res = await call(t, 'POST', `${API}/activities/external_video`, p.o.admin.jwt, {
        name: 'Ext',
        uri: 'https://vimeo.com/1',
        type: 'vimeo',
        chapter_id: String(p.chapter.id),
        published: 'true',
      });
      assertInvalid(res, ['body', 'published']);
    });
  });

  describe('POST /activities/ (ActivityCreate, SPEC 2.3)', () => {
    const EMPTY_DEFAULTS = { content: {}, details: {}, published: false, lock_type: 'public' };
    const rows: Row[] = [
      {
        name: 'name and chapter_id only: TYPE_CUSTOM / SUBTYPE_CUSTOM, content {}',
        send: {},
        expect: { activity_type: 'TYPE_CUSTOM', activity_sub_type: 'SUBTYPE_CUSTOM', ...EMPTY_DEFAULTS },
      },
      {
        name: 'activity_type TYPE_CUSTOM alone (the sub-type defaults to SUBTYPE_CUSTOM)',
        send: { activity_type: 'TYPE_CUSTOM' },
        expect: { activity_type: 'TYPE_CUSTOM', activity_sub_type: 'SUBTYPE_CUSTOM' },
      },
      {
        name: 'activity_sub_type SUBTYPE_CUSTOM alone (the type defaults to TYPE_CUSTOM)',
        send: { activity_sub_type: 'SUBTYPE_CUSTOM' },
        expect: { activity_type: 'TYPE_CUSTOM', activity_sub_type: 'SUBTYPE_CUSTOM' },
      },
      // Every sub-type SPEC 2.3.2 creates with the generic create, with content omitted (default {}) and {}.
      ...(
        [
          ['TYPE_DYNAMIC', 'SUBTYPE_DYNAMIC_PAGE'],
          ['TYPE_DYNAMIC', 'SUBTYPE_DYNAMIC_MARKDOWN'],
          ['TYPE_DYNAMIC', 'SUBTYPE_DYNAMIC_EMBED'],
          ['TYPE_ASSIGNMENT', 'SUBTYPE_ASSIGNMENT_ANY'],
          ['TYPE_CUSTOM', 'SUBTYPE_CUSTOM'],
        ] as const
      ).flatMap(([type, subType]): Row[] => [
        {
          name: `${subType} without content (default {})`,
          send: { activity_type: type, activity_sub_type: subType },
          expect: { activity_type: type, activity_sub_type: subType, ...EMPTY_DEFAULTS },
        },
        {
          name: `${subType} with content {}`,
          send: { activity_type: type, activity_sub_type: subType, content: {} },
          expect: { activity_type: type, activity_sub_type: subType, content: {} },
        },
      ]),
      {
        name: 'a rich-text page',
        send: {
          activity_type: 'TYPE_DYNAMIC',
          activity_sub_type: 'SUBTYPE_DYNAMIC_PAGE',
          content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }] },
        },
        expect: {
          content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }] },
        },
      },
      {
        name: 'a page in the legacy {blocks} shape',
        send: {
          activity_type: 'TYPE_DYNAMIC',
          activity_sub_type: 'SUBTYPE_DYNAMIC_PAGE',
          content: {
            blocks: [
              {
                block_uuid: 'block_1',
                block_type: 'BLOCK_IMAGE',
                content: { file_id: 'f', file_format: 'png' },
              },
            ],
          },
        },
        expect: { activity_sub_type: 'SUBTYPE_DYNAMIC_PAGE' },
      },
      {
        name: 'markdown {markdown_url}',
        send: {
          activity_type: 'TYPE_DYNAMIC',
          activity_sub_type: 'SUBTYPE_DYNAMIC_MARKDOWN',
          content: { markdown_url: 'https://example.com/a.md' },
        },
        expect: { content: { markdown_url: 'https://example.com/a.md' } },
      },
      {
        name: 'embed {embed_url}',
        send: {
          activity_type: 'TYPE_DYNAMIC',
          activity_sub_type: 'SUBTYPE_DYNAMIC_EMBED',
          content: { embed_url: 'https://example.com/frame' },
        },
        expect: { content: { embed_url: 'https://example.com/frame' } },
      },
      {
        name: 'details: any object',
        send: { details: { note: 'x', nested: { n: 1 } } },
        expect: { details: { note: 'x', nested: { n: 1 } } },
      },
      {
        name: 'details of a video: startTime, endTime, autoplay, muted',
        send: {
          activity_type: 'TYPE_VIDEO',
          activity_sub_type: 'SUBTYPE_VIDEO_EXTERNAL',
          content: { uri: 'https://vimeo.com/1', type: 'vimeo' },
          details: VIDEO_DETAILS,
        },
        expect: { details: VIDEO_DETAILS },
      },
      {
        name: 'details of a video: endTime null',
        send: {
          activity_type: 'TYPE_VIDEO',
          activity_sub_type: 'SUBTYPE_VIDEO_EXTERNAL',
          content: { uri: 'https://vimeo.com/1', type: 'vimeo' },
          details: { startTime: 0, endTime: null },
        },
        expect: { details: { startTime: 0, endTime: null } },
      },
      { name: 'published true', send: { published: true }, expect: { published: true } },
      { name: 'published false', send: { published: false }, expect: { published: false } },
      ...(['public', 'authenticated', 'restricted'] as const).map((lock): Row => ({
        name: `lock_type ${lock}`,
        send: { lock_type: lock },
        expect: { lock_type: lock },
      })),
      {
        name: 'every field at once',
        send: {
          activity_type: 'TYPE_DYNAMIC',
          activity_sub_type: 'SUBTYPE_DYNAMIC_PAGE',
          content: { type: 'doc', content: [] },
          details: { note: 'd' },
          published: true,
          lock_type: 'authenticated',
        },
        expect: {
          activity_type: 'TYPE_DYNAMIC',
          activity_sub_type: 'SUBTYPE_DYNAMIC_PAGE',
          content: { type: 'doc', content: [] },
          details: { note: 'd' },
          published: true,
          lock_type: 'authenticated',
        },
      },
    ];
    for (const row of rows) {
      it(`${row.name} → 200`, async () => {
        const res = await postActivity(t, p.o.admin.jwt, {
          name: 'A',
          chapter_id: p.chapter.id,
          ...row.send,
        });
        const created = ok<Activity>(res);
        assertFields(created, row.expect, res.body);
        assertFields(await getActivity(created.activity_uuid), row.expect, res.body);
      });
    }
  });

  describe('PUT /activities/{uuid} (ActivityUpdate, SPEC 2.3)', () => {
    const rows: Row[] = [
      { name: 'name', send: { name: 'Renamed' }, expect: { name: 'Renamed' } },
      { name: 'content', send: { content: { k: [1, 2] } }, expect: { content: { k: [1, 2] }, version: 2 } },
      { name: 'details', send: { details: { d: true } }, expect: { details: { d: true } } },
      { name: 'published true', send: { published: true }, expect: { published: true } },
      { name: 'published false', send: { published: false }, expect: { published: false } },
      ...(['public', 'authenticated', 'restricted'] as const).map((lock): Row => ({
        name: `lock_type ${lock}`,
        send: { lock_type: lock },
        expect: { lock_type: lock },
      })),
      {
        name: 'version (the current one)',
        send: { version: 1, name: 'V' },
        expect: { name: 'V', version: 1 },
      },
      { name: 'published_version', send: { published_version: 1 }, expect: { published_version: 1 } },
      {
        name: 'published_version null',
        send: { published_version: null },
        expect: { published_version: null },
      },
      {
        name: 'activity_type equal to the stored one',
        send: { activity_type: 'TYPE_CUSTOM' },
        expect: { activity_type: 'TYPE_CUSTOM' },
      },
      {
        name: 'activity_sub_type equal to the stored one',
        send: { activity_sub_type: 'SUBTYPE_CUSTOM' },
        expect: { activity_sub_type: 'SUBTYPE_CUSTOM' },
      },
      {
        name: 'every field at once, type and sub-type unchanged',
        send: {
          name: 'All',
          activity_type: 'TYPE_CUSTOM',
          activity_sub_type: 'SUBTYPE_CUSTOM',
          content: { all: 1 },
          details: { all: 2 },
          published: true,
          lock_type: 'restricted',
          version: 1,
          published_version: 2,
        },
        expect: {
          name: 'All',
          content: { all: 1 },
          details: { all: 2 },
          published: true,
          lock_type: 'restricted',
          version: 2,
          published_version: 2,
        },
      },
    ];
    for (const row of rows) {
      it(`${row.name} → 200`, async () => {
        const a = await createCustomActivity(t, p, { content: { start: true } });
        const res = await call(t, 'PUT', `${API}/activities/${a.activity_uuid}`, p.o.admin.jwt, row.send);
        assertFields(ok(res), row.expect, res.body);
        assertFields(await getActivity(a.activity_uuid), row.expect, res.body);
      });
    }

    it('a dynamic page, markdown or embed can be emptied with content {}', async () => {
      for (const [subType, content] of [
        ['SUBTYPE_DYNAMIC_PAGE', { type: 'doc', content: [] }],
        ['SUBTYPE_DYNAMIC_MARKDOWN', { markdown_url: 'https://example.com/a.md' }],
        ['SUBTYPE_DYNAMIC_EMBED', { embed_url: 'https://example.com/e' }],
      ] as const) {
        const a = await createCustomActivity(t, p, {
          activity_type: 'TYPE_DYNAMIC',
          activity_sub_type: subType,
          content,
        });
        const res = await call(t, 'PUT', `${API}/activities/${a.activity_uuid}`, p.o.admin.jwt, {
          content: {},
        });
        assertFields(ok(res), { content: {}, version: 2 }, res.body);
      }
    });

    it('what a read answers, sent back as an update, is accepted for every creator (server-built content included)', async () => {
      const external = ok<Activity>(
        await call(t, 'POST', `${API}/activities/external_video`, p.o.admin.jwt, {
          name: 'Ext',
          uri: 'https://vimeo.com/1',
          type: 'vimeo',
          chapter_id: p.chapter.id,
        }),
      );
      const activities = [
        await uploadActivity(t, p.o.admin.jwt, 'video', {
          chapterId: p.chapter.id,
          details: { muted: true },
        }),
        await uploadActivity(t, p.o.admin.jwt, 'documentpdf', { chapterId: p.chapter.id }),
        external,
        await createCustomActivity(t, p, { content: { c: 1 } }),
      ];
      for (const a of activities) {
        const read = await getActivity(a.activity_uuid);
        const body = {
          name: `${read.name} renamed`,
          activity_type: read.activity_type,
          activity_sub_type: read.activity_sub_type,
          content: read.content,
          details: read.details,
          published: true,
          lock_type: read.lock_type,
          version: read.version,
        };
        const res = await call(t, 'PUT', `${API}/activities/${a.activity_uuid}`, p.o.admin.jwt, body);
        const updated = ok<Activity>(res);
        assertFields(updated, { name: body.name, content: read.content, published: true }, res.body);
      }
      // The server builds the content of the first three: sending it back unchanged makes no new version.
      for (const a of activities.slice(0, 3)) assert.equal((await getActivity(a.activity_uuid)).version, 1);
    });
  });

  describe('POST /activities/external_video (SPEC 4.2)', () => {
    const base = { name: 'Ext', uri: 'https://www.youtube.com/watch?v=abc', type: 'youtube' };
    const rows: Row[] = [
      { name: 'chapter_id as a string holding an integer', send: {}, expect: { details: {} } },
      { name: 'type vimeo', send: { uri: 'https://vimeo.com/2', type: 'vimeo' }, expect: {} },
      { name: 'details "{}" (the default)', send: { details: '{}' }, expect: { details: {} } },
      {
        name: 'details as a JSON-encoded string of the four keys',
        send: { details: JSON.stringify(VIDEO_DETAILS) },
        expect: { details: VIDEO_DETAILS },
      },
      {
        name: 'details as a JSON-encoded string with endTime null',
        send: { details: '{"startTime":1,"endTime":null}' },
        expect: { details: { startTime: 1, endTime: null } },
      },
      {
        name: 'details as an object (SPEC 2.3: "a JSON-encoded string or object")',
        send: { details: VIDEO_DETAILS },
        expect: { details: VIDEO_DETAILS },
      },
    ];
    for (const row of rows) {
      it(`${row.name} → 200, SUBTYPE_VIDEO_EXTERNAL`, async () => {
        const res = await call(t, 'POST', `${API}/activities/external_video`, p.o.admin.jwt, {
          ...base,
          chapter_id: String(p.chapter.id),
          ...row.send,
        });
        const created = ok<Activity>(res);
        assertFields(
          created,
          { activity_sub_type: 'SUBTYPE_VIDEO_EXTERNAL', published: false, ...row.expect },
          res.body,
        );
      });
    }

    it('chapter_id as an integer too → 200', async () => {
      const res = await call(t, 'POST', `${API}/activities/external_video`, p.o.admin.jwt, {
        ...base,
        chapter_id: p.chapter.id,
      });
      assert.equal(ok<Activity>(res).chapter_id, p.chapter.id);
    });
  });

  describe('POST /activities/video and /activities/documentpdf (multipart, SPEC 4.2)', () => {
    const rows: [
      name: string,
      kind: 'video' | 'documentpdf',
      fields: Record<string, string>,
      file: FilePart,
    ][] = [
      ['video: name, chapter_id, an mp4', 'video', {}, videoFile()],
      ['video: a webm', 'video', {}, videoFile(SAMPLE_FILES.webm, 'v.webm')],
      [
        'video: details as a JSON-encoded string',
        'video',
        { details: JSON.stringify(VIDEO_DETAILS) },
        videoFile(),
      ],
      ['video: details "{}"', 'video', { details: '{}' }, videoFile()],
      ['PDF: name, chapter_id, a PDF', 'documentpdf', {}, pdfFile()],
    ];
    for (const [name, kind, fields, file] of rows) {
      it(`${name} → 200, unpublished`, async () => {
        const res = await callForm(
          t,
          'POST',
          `${API}/activities/${kind}`,
          p.o.admin.jwt,
          { name: 'Up', chapter_id: String(p.chapter.id), ...fields },
          [file],
        );
        const created = ok<Activity>(res);
        assertFields(
          created,
          {
            activity_sub_type: kind === 'video' ? 'SUBTYPE_VIDEO_HOSTED' : 'SUBTYPE_DOCUMENT_PDF',
            published: false,
            chapter_id: p.chapter.id,
            details: fields.details === undefined ? {} : JSON.parse(fields.details),
          },
          res.body,
        );
      });
    }
  });

  describe('POST /courses/?org_id= (multipart, SPEC 2.1)', () => {
    const rows: [
      name: string,
      fields: Record<string, string>,
      withThumbnail: 'png' | 'mp4' | undefined,
      expect: Record<string, unknown>,
    ][] = [
      ['the four required fields, public true', {}, undefined, { public: true, published: false }],
      ['public false', { public: 'false' }, undefined, { public: false, published: false }],
      [
        'thumbnail_type image without a thumbnail',
        { thumbnail_type: 'image' },
        undefined,
        { thumbnail_type: 'image' },
      ],
      ['a thumbnail without thumbnail_type (default image)', {}, 'png', { thumbnail_type: 'image' }],
      ['thumbnail_type image with an image', { thumbnail_type: 'image' }, 'png', { thumbnail_type: 'image' }],
      ['thumbnail_type video with a video', { thumbnail_type: 'video' }, 'mp4', { thumbnail_type: 'video' }],
      [
        'learnings as a JSON-encoded array',
        { learnings: '["Read","Write"]' },
        undefined,
        { learnings: ['Read', 'Write'] },
      ],
      ['tags as a JSON-encoded array', { tags: '["a","b"]' }, undefined, { tags: ['a', 'b'] }],
      ['empty JSON arrays', { learnings: '[]', tags: '[]' }, undefined, { learnings: [], tags: [] }],
      [
        'every field at once',
        { public: 'false', thumbnail_type: 'video', learnings: '["L"]', tags: '["T"]' },
        'mp4',
        { public: false, thumbnail_type: 'video', learnings: ['L'], tags: ['T'] },
      ],
    ];
    for (const [name, fields, thumbnail, expect] of rows) {
      it(`${name} → 200 CourseRead`, async () => {
        const files =
          thumbnail === 'png'
            ? [thumbnailPng()]
            : thumbnail === 'mp4'
              ? [
                  {
                    field: 'thumbnail',
                    filename: 't.mp4',
                    content: SAMPLE_FILES.mp4,
                    contentType: 'video/mp4',
                  },
                ]
              : [];
        const res = await postCourse(t, p.o.org.id, p.o.admin.jwt, { ...COURSE_FIELDS, ...fields }, files);
        const course = ok<Course>(res);
        assertFields(
          course,
          {
            name: COURSE_FIELDS.name,
            description: COURSE_FIELDS.description,
            about: COURSE_FIELDS.about,
            ...expect,
          },
          res.body,
        );
        if (thumbnail === 'png') assert.notEqual(course.thumbnail_image, '');
        if (thumbnail === 'mp4') assert.notEqual(course.thumbnail_video, '');
      });
    }
  });

  describe('PUT /courses/{uuid} (SPEC 4.2: published, public)', () => {
    const rows: Row[] = [
      { name: 'published true', send: { published: true }, expect: { published: true } },
      { name: 'published false', send: { published: false }, expect: { published: false } },
      { name: 'public true', send: { public: true }, expect: { public: true } },
      { name: 'public false', send: { public: false }, expect: { public: false } },
      { name: 'both', send: { published: true, public: false }, expect: { published: true, public: false } },
    ];
    for (const row of rows) {
      it(`${row.name} → 200`, async () => {
        const course = await createCourse(t, p.o);
        const res = await call(t, 'PUT', `${API}/courses/${course.course_uuid}`, p.o.admin.jwt, row.send);
        assertFields(ok(res), row.expect, res.body);
      });
    }
  });

  describe('POST /chapters/ (SPEC 2.2)', () => {
    const rows: Row[] = [
      { name: 'name, course_id, org_id', send: {}, expect: { lock_type: 'public', description: '' } },
      { name: 'description', send: { description: 'About it' }, expect: { description: 'About it' } },
      {
        name: 'thumbnail_image as a URL',
        send: { thumbnail_image: 'https://example.com/c.png' },
        expect: { thumbnail_image: 'https://example.com/c.png' },
      },
      {
        name: 'thumbnail_image as a path',
        send: { thumbnail_image: 'images/chapter.png' },
        expect: { thumbnail_image: 'images/chapter.png' },
      },
      ...(['public', 'authenticated', 'restricted'] as const).map((lock): Row => ({
        name: `lock_type ${lock}`,
        send: { lock_type: lock },
        expect: { lock_type: lock },
      })),
      {
        name: 'every field at once',
        send: { description: 'd', thumbnail_image: '/t.png', lock_type: 'restricted' },
        expect: { description: 'd', thumbnail_image: '/t.png', lock_type: 'restricted' },
      },
    ];
    for (const row of rows) {
      it(`${row.name} → 200 ChapterRead`, async () => {
        const res = await call(t, 'POST', `${API}/chapters/`, p.o.admin.jwt, {
          name: 'Ch',
          course_id: p.course.id,
          org_id: p.o.org.id,
          ...row.send,
        });
        assertFields(ok<Chapter>(res), { name: 'Ch', course_id: p.course.id, ...row.expect }, res.body);
      });
    }
  });

  describe('POST /assignments/ (SPEC 2.5)', () => {
    const rows: Row[] = [
      {
        name: 'the required fields',
        send: {},
        expect: {
          due_date: null,
          published: false,
          auto_grading: false,
          anti_copy_paste: false,
          show_correct_answers: false,
        },
      },
      { name: 'due_date YYYY-MM-DD', send: { due_date: '2031-02-28' }, expect: { due_date: '2031-02-28' } },
      ...(['ALPHABET', 'NUMERIC', 'PERCENTAGE', 'PASS_FAIL', 'GPA_SCALE'] as const).map((g): Row => ({
        name: `grading_type ${g}`,
        send: { grading_type: g },
        expect: { grading_type: g },
      })),
      ...(['published', 'auto_grading', 'anti_copy_paste', 'show_correct_answers'] as const).flatMap(
        (field): Row[] =>
          [true, false].map((value) => ({
            name: `${field} ${value}`,
            send: { [field]: value },
            expect: { [field]: value },
          })),
      ),
      {
        name: 'every field at once',
        send: {
          due_date: '2030-01-01',
          grading_type: 'PASS_FAIL',
          published: true,
          auto_grading: true,
          anti_copy_paste: true,
          show_correct_answers: true,
        },
        expect: {
          due_date: '2030-01-01',
          grading_type: 'PASS_FAIL',
          published: true,
          auto_grading: true,
          anti_copy_paste: true,
          show_correct_answers: true,
        },
      },
    ];
    for (const row of rows) {
      it(`${row.name} → 200`, async () => {
        const shell = await createShell(t, p);
        const res = await postAssignment(t, p.o.admin.jwt, assignmentBody(p, shell, row.send));
        const assignment = ok<Assignment>(res);
        assert.match(assignment.assignment_uuid, /^assignment_/);
        assertFields(assignment, row.expect, res.body);
      });
    }
  });

  describe('POST /assignments/{uuid}/tasks (SPEC 2.6)', () => {
    let assignmentUuid: string;
    before(async () => {
      const shell = await createShell(t, p);
      assignmentUuid = ok<Assignment>(
        await postAssignment(t, p.o.admin.jwt, assignmentBody(p, shell)),
      ).assignment_uuid;
    });

    const required = (type: TaskType) => ({
      title: 'Task',
      description: 'Do it',
      hint: '',
      assignment_type: type,
      contents: VALID_CONTENTS[type],
    });
    const rows: [name: string, body: Record<string, unknown>, expect: Record<string, unknown>][] = [
      ...(Object.keys(VALID_CONTENTS) as TaskType[]).map(
        (type): [string, Record<string, unknown>, Record<string, unknown>] => [
          `${type}: the required fields (max_grade_value defaults to 100)`,
          required(type),
          { assignment_type: type, max_grade_value: 100, hint: '' },
        ],
      ),
      // Types whose definition is any object (CONTRACT 6): contents may be left out, default {}.
      ...(['FILE_SUBMISSION', 'OTHER', 'CUSTOM'] as const).map(
        (type): [string, Record<string, unknown>, Record<string, unknown>] => {
          const { contents: _contents, ...withoutContents } = required(type);
          return [`${type}: contents omitted`, withoutContents, { assignment_type: type }];
        },
      ),
      ['a hint', { ...required('OTHER'), hint: 'Think' }, { hint: 'Think' }],
      ['max_grade_value', { ...required('OTHER'), max_grade_value: 20 }, { max_grade_value: 20 }],
      [
        'reference_file as a URL',
        { ...required('OTHER'), reference_file: 'https://example.com/ref.pdf' },
        { reference_file: 'https://example.com/ref.pdf' },
      ],
      [
        'reference_file as a file name',
        { ...required('OTHER'), reference_file: 'ref.pdf' },
        { reference_file: 'ref.pdf' },
      ],
      [
        'every field at once',
        { ...required('QUIZ'), hint: 'h', max_grade_value: 5, reference_file: 'r.pdf' },
        { hint: 'h', max_grade_value: 5, reference_file: 'r.pdf' },
      ],
    ];
    for (const [name, body, expect] of rows) {
      it(`${name} → 200`, async () => {
        const res = await postTask(t, p.o.admin.jwt, assignmentUuid, body);
        const task = ok<Task>(res);
        assert.match(task.assignment_task_uuid, /^assignmenttask_/);
        assertFields(task, expect, res.body);
      });
    }
  });
});

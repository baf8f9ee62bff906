import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { pino } from 'pino';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  API,
  CUSTOM,
  WITH_UNPUBLISHED,
  apiDate,
  createChapter,
  createCustomActivity,
  place,
  postActivity,
  readTree,
  type Activity,
  type Place,
} from '../../../test/content-factories.ts';
import { ALL_RIGHTS, addMember, bearer, call, createApiToken, createOrg } from '../../../test/factories.ts';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { ACTIVITY_SUB_TYPES, ACTIVITY_TYPES, SUB_TYPES_OF } from '../courses/index.ts';

/** A valid content per sub-type the generic create accepts [SPEC 2.3.2]. */
const VALID_CONTENT: Record<string, Record<string, unknown>> = {
  SUBTYPE_DYNAMIC_PAGE: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }],
  },
  SUBTYPE_DYNAMIC_MARKDOWN: { markdown_url: 'https://example.com/notes.md' },
  SUBTYPE_DYNAMIC_EMBED: { embed_url: 'https://example.com/frame' },
  SUBTYPE_VIDEO_EXTERNAL: { uri: 'https://www.youtube.com/watch?v=abc', type: 'youtube' },
  SUBTYPE_ASSIGNMENT_ANY: {},
  SUBTYPE_CUSTOM: { anything: ['goes', 1, { deep: true }] },
};
const SERVER_BUILT_SUB_TYPES = [
  'SUBTYPE_VIDEO_HOSTED',
  'SUBTYPE_DOCUMENT_PDF',
  'SUBTYPE_DOCUMENT_DOC',
  'SUBTYPE_SCORM_12',
  'SUBTYPE_SCORM_2004',
];
/** SPEC 2.3.1: which sub-types belong to which type, written out independently of courses/activity-types.ts. */
const SPEC_PAIRS: [string, string][] = [
  ['TYPE_DYNAMIC', 'SUBTYPE_DYNAMIC_PAGE'],
  ['TYPE_DYNAMIC', 'SUBTYPE_DYNAMIC_MARKDOWN'],
  ['TYPE_DYNAMIC', 'SUBTYPE_DYNAMIC_EMBED'],
  ['TYPE_VIDEO', 'SUBTYPE_VIDEO_EXTERNAL'],
  ['TYPE_VIDEO', 'SUBTYPE_VIDEO_HOSTED'],
  ['TYPE_DOCUMENT', 'SUBTYPE_DOCUMENT_PDF'],
  ['TYPE_DOCUMENT', 'SUBTYPE_DOCUMENT_DOC'],
  ['TYPE_ASSIGNMENT', 'SUBTYPE_ASSIGNMENT_ANY'],
  ['TYPE_CUSTOM', 'SUBTYPE_CUSTOM'],
  ['TYPE_SCORM', 'SUBTYPE_SCORM_12'],
  ['TYPE_SCORM', 'SUBTYPE_SCORM_2004'],
];

describe('activities', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  describe('generic create', () => {
    it('matches the type/sub-type table of SPEC 2.3.1', () => {
      const fromCode = ACTIVITY_TYPES.flatMap((type) => SUB_TYPES_OF[type].map((sub) => `${type}/${sub}`));
      assert.deepEqual(fromCode.sort(), SPEC_PAIRS.map(([a, b]) => `${a}/${b}`).sort());
    });

    for (const [type, subType] of SPEC_PAIRS.filter(([, s]) => !SERVER_BUILT_SUB_TYPES.includes(s))) {
      it(`${type} / ${subType} with valid content → 200 ActivityRead`, async () => {
        const p = await place(t);
        const content = VALID_CONTENT[subType]!;
        const details = type === 'TYPE_VIDEO' ? { startTime: 3, autoplay: false } : { note: 'd' };
        const res = await postActivity(t, p.o.admin.jwt, {
          name: `Act ${subType}`,
          chapter_id: p.chapter.id,
          activity_type: type,
          activity_sub_type: subType,
          content,
          details,
        });
        assert.equal(res.statusCode, 200, res.body);
        const body = res.json<Activity>();
        assert.ok(Number.isInteger(body.id) && body.id > 0);
        assert.match(body.activity_uuid, /^activity_[0-9a-f-]{36}$/);
        const now = apiDate(t.clock.now());
        assert.deepEqual(
          { ...body, id: 0, activity_uuid: '' },
          {
            id: 0,
            activity_uuid: '',
            name: `Act ${subType}`,
            activity_type: type,
            activity_sub_type: subType,
            content,
            details,
            published: false,
            lock_type: 'public',
            is_locked: false,
            version: 1,
            published_version: null,
            org_id: p.o.org.id,
            course_id: p.course.id,
            chapter_id: p.chapter.id,
            creation_date: now,
            update_date: now,
          },
        );
        const read = await call(t, 'GET', `${API}/activities/${body.activity_uuid}`, p.o.admin.jwt);
        assert.equal(read.statusCode, 200, read.body);
        assert.deepEqual(read.json(), body);
      });
    }

    for (const subType of SERVER_BUILT_SUB_TYPES) {
      it(`${subType} is built by the server → 400 server_built_sub_type, nothing created`, async () => {
        const p = await place(t);
        const type = SPEC_PAIRS.find(([, s]) => s === subType)![0];
        const res = await postActivity(t, p.o.admin.jwt, {
          name: 'x',
          chapter_id: p.chapter.id,
          activity_type: type,
          activity_sub_type: subType,
          content: { filename: 'x.mp4' },
        });
        assertError(res, 400, 'server_built_sub_type');
        const rows = await t.services.db
          .selectFrom('activities')
          .select('id')
          .where('course_id', '=', p.course.id)
          .execute();
        assert.equal(rows.length, 0);
      });
    }

    it('a sub-type that does not belong to its type → 422 at activity_sub_type (every mismatch)', async () => {
      const p = await place(t);
      const valid = new Set(SPEC_PAIRS.map(([a, b]) => `${a}/${b}`));
      let mismatches = 0;
      for (const type of ACTIVITY_TYPES) {
        for (const subType of ACTIVITY_SUB_TYPES) {
          if (valid.has(`${type}/${subType}`)) continue;
          mismatches++;
          const res = await postActivity(t, p.o.admin.jwt, {
            name: 'x',
            chapter_id: p.chapter.id,
            activity_type: type,
            activity_sub_type: subType,
          });
          assertInvalid(res, ['body', 'activity_sub_type']);
        }
      }
      assert.equal(mismatches, 6 * 11 - 11);
    });

    for (const [field, value] of [
      ['activity_type', 'TYPE_QUIZ'],
      ['activity_sub_type', 'SUBTYPE_QUIZ'],
      ['lock_type', 'private'],
      ['activity_type', 'type_custom'],
    ] as const) {
      it(`unknown ${field} ${value} → 422 enum at ['body','${field}']`, async () => {
        const p = await place(t);
        const res = await postActivity(t, p.o.admin.jwt, {
          name: 'x',
          chapter_id: p.chapter.id,
          [field]: value,
        });
        assertInvalid(res, ['body', field], 'enum');
      });
    }

    it('omitting type and sub-type makes a TYPE_CUSTOM / SUBTYPE_CUSTOM activity with content {}', async () => {
      const p = await place(t);
      const res = await postActivity(t, p.o.admin.jwt, { name: 'Plain', chapter_id: p.chapter.id });
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json<Activity>();
      assert.equal(body.activity_type, 'TYPE_CUSTOM');
      assert.equal(body.activity_sub_type, 'SUBTYPE_CUSTOM');
      assert.deepEqual(body.content, {});
      assert.deepEqual(body.details, {});
    });

    it('a type without its sub-type → 422 at activity_sub_type', async () => {
      const p = await place(t);
      for (const type of ['TYPE_DYNAMIC', 'TYPE_VIDEO', 'TYPE_ASSIGNMENT']) {
        const res = await postActivity(t, p.o.admin.jwt, {
          name: 'x',
          chapter_id: p.chapter.id,
          activity_type: type,
        });
        assertInvalid(res, ['body', 'activity_sub_type']);
      }
    });

    it('keeps published true given at creation, and the lock_type given', async () => {
      const p = await place(t);
      const body = await createCustomActivity(t, p, { published: true, lock_type: 'authenticated' });
      assert.equal(body.published, true);
      assert.equal(body.lock_type, 'authenticated');
      const read = await call(t, 'GET', `${API}/activities/${body.activity_uuid}`, p.o.admin.jwt);
      assert.equal(read.json().published, true);
    });

    it('puts new activities last in their chapter', async () => {
      const p = await place(t);
      const other = await createChapter(t, p.o, p.course);
      const a = await createCustomActivity(t, p, { name: 'first' });
      const elsewhere = await createCustomActivity(t, { ...p, chapter: other }, { name: 'elsewhere' });
      const b = await createCustomActivity(t, p, { name: 'second' });
      const c = await createCustomActivity(t, p, { name: 'third' });
      const chapters = (await readTree(t, p.course, p.o.admin.jwt, WITH_UNPUBLISHED)).chapters;
      assert.deepEqual(
        chapters.map((ch) => ({ id: ch.id, activities: ch.activities.map((x) => x.id) })),
        [
          { id: p.chapter.id, activities: [a.id, b.id, c.id] },
          { id: other.id, activities: [elsewhere.id] },
        ],
      );
    });

    it('validates the body: name, chapter_id, content and details must be present and well-typed', async () => {
      const p = await place(t);
      const post = (body: Record<string, unknown>) => postActivity(t, p.o.admin.jwt, body);
      assertInvalid(await post({ chapter_id: p.chapter.id }), ['body', 'name'], 'missing');
      assertInvalid(await post({ name: 'x' }), ['body', 'chapter_id'], 'missing');
      assertInvalid(await post({ name: '', chapter_id: p.chapter.id }), ['body', 'name']);
      assertInvalid(await post({ name: 'x', chapter_id: 'abc' }), ['body', 'chapter_id']);
      assertInvalid(await post({ name: 'x', chapter_id: p.chapter.id, content: [1] }), ['body', 'content']);
      assertInvalid(await post({ name: 'x', chapter_id: p.chapter.id, content: 'x' }), ['body', 'content']);
      assertInvalid(await post({ name: 'x', chapter_id: p.chapter.id, details: null }), ['body', 'details']);
      assertInvalid(await post({ name: 'x', chapter_id: p.chapter.id, published: 'yes' }), [
        'body',
        'published',
      ]);
      assertInvalid(
        await post({ name: 'x', chapter_id: p.chapter.id, colour: 'red' }),
        ['body', 'colour'],
        'extra_forbidden',
      );
    });

    it('an unknown chapter → 404', async () => {
      const p = await place(t);
      const res = await postActivity(t, p.o.admin.jwt, { ...CUSTOM, name: 'x', chapter_id: 987654321 });
      assertError(res, 404, 'not_found');
    });

    it('rights: anonymous 401, learner 403, other organization 403, token needs courses:create', async () => {
      const p = await place(t);
      const body = { ...CUSTOM, name: 'x', chapter_id: p.chapter.id };
      assert.equal((await postActivity(t, undefined, body)).statusCode, 401);
      const learner = await addMember(t, p.o.org.id, 'learner');
      assertError(await postActivity(t, learner.jwt, body), 403, 'missing_right');
      const other = await createOrg(t);
      assertError(await postActivity(t, other.admin.jwt, body), 403, 'not_member');
      const otherToken = await createApiToken(t, other, ALL_RIGHTS);
      assertError(await postActivity(t, otherToken.token, body), 403, 'other_organization');
      const readOnly = await createApiToken(t, p.o, { courses: { action_read: true, action_update: true } });
      assertError(await postActivity(t, readOnly.token, body), 403, 'missing_right');
      const creator = await createApiToken(t, p.o, { courses: { action_create: true } });
      assert.equal((await postActivity(t, creator.token, body)).statusCode, 200);
      const instructor = await addMember(t, p.o.org.id, 'instructor');
      assert.equal((await postActivity(t, instructor.jwt, body)).statusCode, 200);
      const count = await t.services.db
        .selectFrom('activities')
        .select('id')
        .where('chapter_id', '=', p.chapter.id)
        .execute();
      assert.equal(count.length, 2);
    });
  });

  describe('content rules per sub-type (SPEC 2.3.2)', () => {
    const EVERY_NODE = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Title' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'bold', marks: [{ type: 'bold' }, { type: 'italic' }, { type: 'strong' }] },
            { type: 'hardBreak' },
            { type: 'text', text: 'link', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }] },
          ],
        },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }] }] },
          ],
        },
        { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
        {
          type: 'codeBlock',
          attrs: { language: 'typescript' },
          content: [{ type: 'text', text: 'let a = 1;' }],
        },
        {
          type: 'table',
          content: [
            { type: 'tableRow', content: [{ type: 'tableHeader', content: [{ type: 'paragraph' }] }] },
            { type: 'tableRow', content: [{ type: 'tableCell', content: [{ type: 'paragraph' }] }] },
          ],
        },
        { type: 'horizontalRule' },
        { type: 'calloutInfo', content: [{ type: 'text', text: 'info' }] },
        { type: 'calloutWarning', content: [{ type: 'text', text: 'warn' }] },
        {
          type: 'blockImage',
          attrs: {
            blockObject: { block_uuid: 'block_x' },
            size: { width: 200 },
            alignment: 'center',
            unsplash_id: 'u',
          },
        },
        { type: 'blockVideo', attrs: { blockObject: { block_uuid: 'block_v' } } },
        { type: 'blockPDF', attrs: { blockObject: { block_uuid: 'block_p' } } },
        { type: 'blockAudio', attrs: { blockObject: { block_uuid: 'block_a' } } },
        { type: 'blockMathEquation', attrs: { math_equation: 'e=mc^2' } },
        { type: 'blockEmbed', attrs: { embedUrl: 'https://example.com' } },
        {
          type: 'blockQuiz',
          attrs: {
            quizId: 'q',
            questions: [{ id: '1', question: '?', options: [{ id: 'a', text: 'y', correct: true }] }],
          },
        },
        { type: 'blockUser', attrs: { user_id: 1 } },
        { type: 'blockWebPreview', attrs: { url: 'https://example.com' } },
        { type: 'flipcard', attrs: { front: 'f', back: 'b' } },
        { type: 'scenarios', attrs: { title: 's' } },
        { type: 'button', attrs: { label: 'Go' } },
        { type: 'badge', attrs: { text: 'new' } },
      ],
    };

    const page = (p: Place, content: unknown) =>
      postActivity(t, p.o.admin.jwt, {
        name: 'Page',
        chapter_id: p.chapter.id,
        activity_type: 'TYPE_DYNAMIC',
        activity_sub_type: 'SUBTYPE_DYNAMIC_PAGE',
        content,
      });

    it('accepts a page using every whitelisted node type and stores it as given', async () => {
      const p = await place(t);
      const res = await page(p, EVERY_NODE);
      assert.equal(res.statusCode, 200, res.body);
      const read = await call(t, 'GET', `${API}/activities/${res.json().activity_uuid}`, p.o.admin.jwt);
      assert.deepEqual(read.json().content, EVERY_NODE);
    });

    it('accepts the legacy {blocks: [...]} shape', async () => {
      const p = await place(t);
      const content = {
        blocks: [
          {
            block_uuid: 'block_1',
            block_type: 'BLOCK_IMAGE',
            content: { file_id: 'f_block_1', file_format: 'png' },
          },
        ],
      };
      const res = await page(p, content);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().content, content);
    });

    it('refuses a heading without a level 1..6, located at the node', async () => {
      const p = await place(t);
      const content = {
        type: 'doc',
        content: [
          { type: 'paragraph' },
          { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'heading', attrs: {} }] }] },
        ],
      };
      assertInvalid(
        await page(p, content),
        ['body', 'content', 'content', 1, 'content', 0, 'content', 0, 'attrs', 'level'],
        'heading_level',
      );
      const seven = { type: 'doc', content: [{ type: 'heading', attrs: { level: 7 } }] };
      assertInvalid(await page(p, seven), ['body', 'content', 'content', 0, 'attrs', 'level']);
    });

    it('refuses a media node without attrs.blockObject', async () => {
      const p = await place(t);
      for (const type of ['blockImage', 'blockVideo', 'blockPDF', 'blockAudio']) {
        assertInvalid(await page(p, { type: 'doc', content: [{ type, attrs: { src: 'x' } }] }), [
          'body',
          'content',
          'content',
          0,
          'attrs',
          'blockObject',
        ]);
      }
    });

    it('refuses content that is not a doc (an empty page, {}, is accepted)', async () => {
      const p = await place(t);
      assertInvalid(await page(p, { type: 'paragraph' }), ['body', 'content', 'type']);
      assertInvalid(await page(p, { content: [] }), ['body', 'content', 'type']);
      assert.equal((await page(p, {})).statusCode, 200);
      assertInvalid(await page(p, { type: 'doc', content: 'text' }), ['body', 'content', 'content']);
    });

    it('refuses nesting beyond 64 levels with a 422, not a crash', async () => {
      const p = await place(t);
      for (const depth of [65, 5000, 25_000]) {
        // Written by hand: JSON.stringify itself overflows the stack on such a document.
        const content =
          '{"type":"doc","content":[' +
          '{"type":"paragraph","content":['.repeat(depth - 1) +
          '{"type":"text","text":"x"}' +
          ']}'.repeat(depth - 1) +
          ']}';
        const res = await t.app.inject({
          method: 'POST',
          url: `${API}/activities/`,
          headers: { ...bearer(p.o.admin.jwt), 'content-type': 'application/json' },
          payload: `{"name":"Deep","chapter_id":${p.chapter.id},"activity_type":"TYPE_DYNAMIC","activity_sub_type":"SUBTYPE_DYNAMIC_PAGE","content":${content}}`,
        });
        // The body parser refuses it before any handler runs [platform/http/json-depth.ts].
        assertError(res, 422, 'too_deep');
        assert.ok(
          res.json<{ detail: { type: string }[] }>().detail.some((i) => i.type === 'too_deep'),
          res.body,
        );
      }
      const rows = await t.services.db
        .selectFrom('activities')
        .select('id')
        .where('course_id', '=', p.course.id)
        .execute();
      assert.equal(rows.length, 0);
    });

    it('needs http(s) URLs for markdown and embed', async () => {
      const p = await place(t);
      const post = (subType: string, content: unknown) =>
        postActivity(t, p.o.admin.jwt, {
          name: 'x',
          chapter_id: p.chapter.id,
          activity_type: 'TYPE_DYNAMIC',
          activity_sub_type: subType,
          content,
        });
      for (const bad of ['javascript:alert(1)', 'ftp://example.com/x', 'not a url', '']) {
        assertInvalid(await post('SUBTYPE_DYNAMIC_MARKDOWN', { markdown_url: bad }), [
          'body',
          'content',
          'markdown_url',
        ]);
        assertInvalid(await post('SUBTYPE_DYNAMIC_EMBED', { embed_url: bad }), [
          'body',
          'content',
          'embed_url',
        ]);
      }
      // Empty content is a markdown not written yet [SPEC 2.3: content defaults to {}]; a key needs its URL.
      assert.equal((await post('SUBTYPE_DYNAMIC_MARKDOWN', {})).statusCode, 200);
      assertInvalid(await post('SUBTYPE_DYNAMIC_MARKDOWN', { title: 'x' }), [
        'body',
        'content',
        'markdown_url',
      ]);
      assert.equal(
        (await post('SUBTYPE_DYNAMIC_MARKDOWN', { markdown_url: 'http://e.com/a.md' })).statusCode,
        200,
      );
    });

    it('needs uri and type youtube|vimeo for an external video', async () => {
      const p = await place(t);
      const post = (content: unknown) =>
        postActivity(t, p.o.admin.jwt, {
          name: 'x',
          chapter_id: p.chapter.id,
          activity_type: 'TYPE_VIDEO',
          activity_sub_type: 'SUBTYPE_VIDEO_EXTERNAL',
          content,
        });
      assertInvalid(await post({ type: 'youtube' }), ['body', 'content', 'uri']);
      assertInvalid(await post({ uri: 'https://vimeo.com/1' }), ['body', 'content', 'type']);
      assertInvalid(await post({ uri: 'https://x.com/1', type: 'dailymotion' }), ['body', 'content', 'type']);
      assertInvalid(await post({ uri: 'javascript:alert(1)', type: 'vimeo' }), ['body', 'content', 'uri']);
      assert.equal((await post({ uri: 'https://vimeo.com/1', type: 'vimeo' })).statusCode, 200);
    });

    it('refuses content on an assignment shell', async () => {
      const p = await place(t);
      const res = await postActivity(t, p.o.admin.jwt, {
        name: 'x',
        chapter_id: p.chapter.id,
        activity_type: 'TYPE_ASSIGNMENT',
        activity_sub_type: 'SUBTYPE_ASSIGNMENT_ANY',
        content: { title: 'Homework' },
      });
      assertInvalid(res, ['body', 'content']);
    });

    it('stores CUSTOM content of any shape verbatim, key order kept', async () => {
      const p = await place(t);
      const content = {
        zebra: 1,
        apple: { yak: [3, 2, 1], bee: null, ant: 'x' },
        mango: [{ z: true, a: false }],
        type: 'heading',
        unicode: 'é ✓ 😀',
        float: 1.5,
      };
      const res = await createCustomActivity(t, p, { content });
      const read = await call(t, 'GET', `${API}/activities/${res.activity_uuid}`, p.o.admin.jwt);
      for (const body of [res, read.json<Activity>()]) {
        assert.deepEqual(body.content, content);
        assert.deepEqual(Object.keys(body.content), ['zebra', 'apple', 'mango', 'type', 'unicode', 'float']);
        assert.deepEqual(Object.keys(body.content.apple as object), ['yak', 'bee', 'ant']);
      }
      assert.ok(read.body.includes(JSON.stringify(content)), read.body);
    });

    describe('unknown node types are accepted and logged', () => {
      let logged: TestApp;
      const lines: string[] = [];
      before(async () => {
        logged = await buildTestApp({
          build: { logger: pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) }) },
        });
      });
      after(() => logged.close());

      const warnsFor = (uuid: string) =>
        lines
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .filter((entry) => entry.activity_uuid === uuid);

      it('on create: 200 and a warn line with the activity uuid and the node type', async () => {
        const p = await place(logged);
        const content = {
          type: 'doc',
          content: [
            { type: 'paragraph', content: [{ type: 'sparkleText', text: 'x' }] },
            { type: 'sparkleText' },
          ],
        };
        const res = await postActivity(logged, p.o.admin.jwt, {
          name: 'Page',
          chapter_id: p.chapter.id,
          activity_type: 'TYPE_DYNAMIC',
          activity_sub_type: 'SUBTYPE_DYNAMIC_PAGE',
          content,
        });
        assert.equal(res.statusCode, 200, res.body);
        assert.deepEqual(res.json().content, content);
        const uuid = res.json<Activity>().activity_uuid;
        const warns = warnsFor(uuid);
        assert.equal(warns.length, 1, lines.join(''));
        assert.equal(warns[0]!.level, 40);
        assert.ok(JSON.stringify(warns[0]).includes('sparkleText'), JSON.stringify(warns[0]));
      });

      it('on update too; a page of known nodes logs nothing', async () => {
        const p = await place(logged);
        const created = await postActivity(logged, p.o.admin.jwt, {
          name: 'Page',
          chapter_id: p.chapter.id,
          activity_type: 'TYPE_DYNAMIC',
          activity_sub_type: 'SUBTYPE_DYNAMIC_PAGE',
          content: EVERY_NODE,
        });
        assert.equal(created.statusCode, 200, created.body);
        const uuid = created.json<Activity>().activity_uuid;
        assert.equal(warnsFor(uuid).length, 0);
        const res = await call(logged, 'PUT', `${API}/activities/${uuid}`, p.o.admin.jwt, {
          content: { type: 'doc', content: [{ type: 'mysteryWidget' }] },
        });
        assert.equal(res.statusCode, 200, res.body);
        const warns = warnsFor(uuid);
        assert.equal(warns.length, 1);
        assert.ok(JSON.stringify(warns[0]).includes('mysteryWidget'));
      });
    });
  });
});

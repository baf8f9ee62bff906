/**
 * The course tree `GET /courses/{uuid}/meta` [SPEC 4.2; CONTRACT 5]: order, `slim`, unpublished activities
 * for editors only, the locks of chapters and activities per reader, the course read rules; and a whole
 * course of 10 chapters × 10 activities of mixed sub-types built through HTTP with an API token, published,
 * and read back equal to what was built.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  API,
  createActivity,
  createChapter,
  createCourse,
  createCustomActivity,
  getTree,
  readTree,
  treeNames,
  uploadActivity,
  type Activity,
  type Tree,
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

describe('course tree', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  // -------------------------------------------------------------------------------------------------------
  // Helpers

  /** A published custom activity whose content and details carry its name. */
  function custom(o: TestOrg, chapterId: number, name: string, extra: object = {}): Promise<Activity> {
    return createCustomActivity(
      t,
      { o, chapter: { id: chapterId } },
      { name, content: { text: name }, details: { note: name }, published: true, ...extra },
    );
  }

  // -------------------------------------------------------------------------------------------------------

  it('lists chapters and activities in order, with the course fields, content and details', async () => {
    const o = await createOrg(t);
    const course = await createCourse(t, o, { public: true, published: true, name: 'Ordered' });
    const c1 = await createChapter(t, o, course, { name: 'One' });
    const c2 = await createChapter(t, o, course, { name: 'Two' });
    const c3 = await createChapter(t, o, course, { name: 'Three' });
    const a = await custom(o, c2.id, 'a');
    const b = await custom(o, c1.id, 'b');
    const c = await custom(o, c2.id, 'c');
    const d = await custom(o, c1.id, 'd');
    const tree = await readTree(t, course, o.admin.jwt);
    const read = await call(t, 'GET', `${API}/courses/${course.course_uuid}`, o.admin.jwt);
    const { chapters, ...courseFields } = tree;
    assert.deepEqual(courseFields, read.json());
    assert.deepEqual(treeNames(tree), [
      ['One', ['b', 'd']],
      ['Two', ['a', 'c']],
      ['Three', []],
    ]);
    assert.deepEqual(
      chapters.map((ch) => ch.id),
      [c1.id, c2.id, c3.id],
    );
    assert.deepEqual(chapters[1]!.activities, [a, c]);
    assert.deepEqual(chapters[0]!.activities, [b, d]);
    assert.deepEqual(chapters[0]!.activities[0]!.content, { text: 'b' });
    assert.deepEqual(chapters[0]!.activities[0]!.details, { note: 'b' });
  });

  it('slim=true leaves out content and details, and nothing else', async () => {
    const o = await createOrg(t);
    const course = await createCourse(t, o, { public: true, published: true });
    const ch = await createChapter(t, o, course, { name: 'Ch' });
    await custom(o, ch.id, 'x');
    await custom(o, ch.id, 'y');
    const full = await readTree(t, course, o.admin.jwt);
    const slim = await readTree(t, course, o.admin.jwt, 'slim=true');
    const activities = slim.chapters[0]!.activities;
    assert.equal(activities.length, 2);
    for (const a of activities) {
      assert.ok(!('content' in a), 'no content in a slim tree');
      assert.ok(!('details' in a), 'no details in a slim tree');
    }
    const stripped = {
      ...full,
      chapters: full.chapters.map((c) => ({
        ...c,
        activities: c.activities.map(({ content: _c, details: _d, ...rest }) => rest),
      })),
    };
    assert.deepEqual(slim, stripped);
    assert.deepEqual(await readTree(t, course, o.admin.jwt, 'slim=false'), full);
    assertInvalid(await getTree(t, course, o.admin.jwt, 'slim=maybe'), ['query', 'slim']);
    assertInvalid(await getTree(t, course, o.admin.jwt, 'with_unpublished_activities=2x'), [
      'query',
      'with_unpublished_activities',
    ]);
  });

  it('with_unpublished_activities=true shows unpublished activities to editors only', async () => {
    const o = await createOrg(t);
    const course = await createCourse(t, o, { public: true, published: true });
    const ch = await createChapter(t, o, course, { name: 'Ch' });
    await custom(o, ch.id, 'live 1');
    await custom(o, ch.id, 'draft', { published: false });
    await custom(o, ch.id, 'live 2');
    const instructor = await addMember(t, o.org.id, 'instructor');
    const learner = await addMember(t, o.org.id, 'learner');
    const reader = await createApiToken(t, o, { courses: { action_read: true } });
    const all = ['live 1', 'draft', 'live 2'];
    const published = ['live 1', 'live 2'];
    const seen = async (auth: string | undefined, query: string) =>
      (await readTree(t, course, auth, query)).chapters[0]!.activities.map((a) => a.name);

    assert.deepEqual(await seen(instructor.jwt, 'with_unpublished_activities=true'), all);
    assert.deepEqual(await seen(reader.token, 'with_unpublished_activities=true'), all);
    assert.deepEqual(await seen(instructor.jwt, ''), published);
    assert.deepEqual(await seen(instructor.jwt, 'with_unpublished_activities=false'), published);
    assert.deepEqual(await seen(learner.jwt, 'with_unpublished_activities=true'), published);
    assert.deepEqual(await seen(undefined, 'with_unpublished_activities=true'), published);
    const draft = (await readTree(t, course, instructor.jwt, 'with_unpublished_activities=true')).chapters[0]!
      .activities[1]!;
    assert.equal(draft.published, false);
    assert.equal(draft.is_locked, false);
  });

  it('locks: authenticated and restricted chapters per reader', async () => {
    const o = await createOrg(t);
    const course = await createCourse(t, o, { public: true, published: true });
    const open = await createChapter(t, o, course, { name: 'Open', lock_type: 'public' });
    const members = await createChapter(t, o, course, { name: 'Members', lock_type: 'authenticated' });
    const restricted = await createChapter(t, o, course, { name: 'Restricted', lock_type: 'restricted' });
    const openA = await custom(o, open.id, 'open activity');
    const openAuthA = await custom(o, open.id, 'signed-in activity', { lock_type: 'authenticated' });
    const membersA = await custom(o, members.id, 'members activity');
    const restrictedA = await custom(o, restricted.id, 'restricted activity');
    const instructor = await addMember(t, o.org.id, 'instructor');
    const learner = await addMember(t, o.org.id, 'learner');

    /** Per chapter: [chapter is_locked, [activity is_locked, has content]]. */
    const locks = async (auth: string | undefined) =>
      (await readTree(t, course, auth)).chapters.map((c) => [
        c.is_locked,
        c.activities.map((a) => [a.is_locked, 'content' in a, 'details' in a]),
      ]);

    assert.deepEqual(await locks(undefined), [
      [
        false,
        [
          [false, true, true],
          [true, false, false],
        ],
      ],
      [true, [[true, false, false]]],
      [true, [[true, false, false]]],
    ]);
    assert.deepEqual(await locks(learner.jwt), [
      [
        false,
        [
          [false, true, true],
          [false, true, true],
        ],
      ],
      [false, [[false, true, true]]],
      [true, [[true, false, false]]],
    ]);
    assert.deepEqual(await locks(instructor.jwt), [
      [
        false,
        [
          [false, true, true],
          [false, true, true],
        ],
      ],
      [false, [[false, true, true]]],
      [false, [[false, true, true]]],
    ]);
    // The outline stays visible: names and types of locked activities are there.
    const anonymous = await readTree(t, course, undefined);
    assert.deepEqual(treeNames(anonymous), [
      ['Open', ['open activity', 'signed-in activity']],
      ['Members', ['members activity']],
      ['Restricted', ['restricted activity']],
    ]);
    assert.equal(anonymous.chapters[1]!.activities[0]!.activity_sub_type, 'SUBTYPE_CUSTOM');

    // Opening them follows the same rules.
    const open1 = (auth: string | undefined, a: Activity) =>
      call(t, 'GET', `${API}/activities/${a.activity_uuid}`, auth);
    assert.equal((await open1(undefined, openA)).statusCode, 200);
    assertError(await open1(undefined, openAuthA), 401, 'unauthorized');
    assertError(await open1(undefined, membersA), 401, 'unauthorized');
    assert.equal((await open1(learner.jwt, membersA)).statusCode, 200);
    assertError(await open1(learner.jwt, restrictedA), 403, 'activity_locked');
    assert.equal((await open1(instructor.jwt, restrictedA)).statusCode, 200);
  });

  it('follows the course read rules', async () => {
    const o = await createOrg(t);
    const other = await createOrg(t);
    const learner = await addMember(t, o.org.id, 'learner');
    const stranger = await addMember(t, other.org.id, 'learner');
    const draft = await createCourse(t, o, { public: true, published: false });
    await createChapter(t, o, draft, { name: 'Ch' });
    assertError(await getTree(t, draft, learner.jwt), 403, 'course_not_available');
    assertError(await getTree(t, draft, undefined), 401, 'unauthorized');
    assertError(await getTree(t, draft, stranger.jwt), 403, 'course_not_available');
    assert.equal((await readTree(t, draft, o.admin.jwt)).chapters.length, 1);

    const membersOnly = await createCourse(t, o, { public: false, published: true });
    assertError(await getTree(t, membersOnly, undefined), 401, 'unauthorized');
    assertError(await getTree(t, membersOnly, stranger.jwt), 403, 'course_not_available');
    assert.equal((await getTree(t, membersOnly, learner.jwt)).statusCode, 200);

    const noRead = await createApiToken(t, o, { courses: { action_create: true } });
    // A token without courses:read reads like an outsider.
    assertError(await getTree(t, membersOnly, noRead.token), 403, 'course_not_available');
    const foreign = await createApiToken(t, other, ALL_RIGHTS);
    assertError(await getTree(t, membersOnly, foreign.token), 403, 'other_organization');
    assertError(
      await call(t, 'GET', `${API}/courses/course_00000000-0000-4000-8000-000000000000/meta`, o.admin.jwt),
      404,
      'not_found',
    );
  });

  describe('a whole course built through HTTP with an API token', () => {
    /** What the test expects to read back for one activity. */
    interface Built {
      name: string;
      activity_type: string;
      activity_sub_type: string;
      content: Record<string, unknown>;
      details: Record<string, unknown>;
    }

    const GENERIC: ((name: string, n: number) => Omit<Built, 'name'>)[] = [
      (name) => ({
        activity_type: 'TYPE_DYNAMIC',
        activity_sub_type: 'SUBTYPE_DYNAMIC_PAGE',
        content: {
          type: 'doc',
          content: [
            { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: name }] },
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: 'Some ' },
                { type: 'text', text: 'bold', marks: [{ type: 'bold' }] },
                { type: 'text', text: ' text.' },
              ],
            },
            {
              type: 'codeBlock',
              attrs: { language: 'python' },
              content: [{ type: 'text', text: 'print(1)' }],
            },
          ],
        },
        details: {},
      }),
      (_name, n) => ({
        activity_type: 'TYPE_DYNAMIC',
        activity_sub_type: 'SUBTYPE_DYNAMIC_MARKDOWN',
        content: { markdown_url: `https://docs.example/page-${n}.md` },
        details: {},
      }),
      (_name, n) => ({
        activity_type: 'TYPE_DYNAMIC',
        activity_sub_type: 'SUBTYPE_DYNAMIC_EMBED',
        content: { embed_url: `https://embed.example/e/${n}` },
        details: {},
      }),
      (_name, n) => ({
        activity_type: 'TYPE_VIDEO',
        activity_sub_type: 'SUBTYPE_VIDEO_EXTERNAL',
        content: { uri: `https://www.youtube.com/watch?v=vid${n}`, type: n % 2 === 0 ? 'youtube' : 'vimeo' },
        details: { startTime: n, autoplay: false },
      }),
      (name, n) => ({
        activity_type: 'TYPE_CUSTOM',
        activity_sub_type: 'SUBTYPE_CUSTOM',
        content: { kind: 'quiz', n, nested: { list: [1, 'two', null, { three: true }] }, title: name },
        details: { anything: ['goes'] },
      }),
      () => ({
        activity_type: 'TYPE_ASSIGNMENT',
        activity_sub_type: 'SUBTYPE_ASSIGNMENT_ANY',
        content: {},
        details: {},
      }),
    ];

    it('10 chapters × 10 activities of mixed sub-types read back exactly as built', async () => {
      const o = await createOrg(t);
      const { token } = await createApiToken(t, o, ALL_RIGHTS);
      const course = await createCourse(t, o, {
        public: true,
        published: false,
        name: 'Imported',
        auth: token,
      });
      const expected: { name: string; activities: Built[] }[] = [];
      let n = 0;
      for (let c = 1; c <= 10; c++) {
        const chapter = await createChapter(t, o, course, {
          name: `Chapter ${c}`,
          lock_type: 'public',
          auth: token,
        });
        const built: Built[] = [];
        for (let i = 1; i <= 10; i++) {
          n++;
          const name = `Activity ${c}.${i}`;
          if (i === 10) {
            // Every 10th: an upload creator, created unpublished, then published.
            const kind = c % 2 === 0 ? 'documentpdf' : 'video';
            const created = await uploadActivity(t, token, kind, {
              chapterId: chapter.id,
              name,
              details: kind === 'video' ? { startTime: 1, endTime: 20, muted: true } : undefined,
            });
            assert.equal(created.published, false);
            assert.match(created.content.filename, kind === 'video' ? /\.mp4$/ : /\.pdf$/);
            assert.equal(created.content.activity_uuid, created.activity_uuid);
            const published = await call(t, 'PUT', `${API}/activities/${created.activity_uuid}`, token, {
              published: true,
            });
            assert.equal(published.statusCode, 200, published.body);
            built.push({
              name,
              activity_type: kind === 'video' ? 'TYPE_VIDEO' : 'TYPE_DOCUMENT',
              activity_sub_type: kind === 'video' ? 'SUBTYPE_VIDEO_HOSTED' : 'SUBTYPE_DOCUMENT_PDF',
              content: created.content,
              details: kind === 'video' ? { startTime: 1, endTime: 20, muted: true } : {},
            });
            continue;
          }
          const spec = GENERIC[(n - 1) % GENERIC.length]!(name, n);
          // Half published at creation, half published by an update.
          const publishAtCreate = n % 2 === 0;
          const created = await createActivity(t, token, {
            name,
            chapter_id: chapter.id,
            ...spec,
            published: publishAtCreate,
          });
          assert.deepEqual(created.content, spec.content);
          if (!publishAtCreate) {
            const published = await call(t, 'PUT', `${API}/activities/${created.activity_uuid}`, token, {
              published: true,
            });
            assert.equal(published.statusCode, 200, published.body);
          }
          built.push({ name, ...spec });
        }
        expected.push({ name: `Chapter ${c}`, activities: built });
      }
      const publish = await call(t, 'PUT', `${API}/courses/${course.course_uuid}`, token, {
        published: true,
      });
      assert.equal(publish.statusCode, 200, publish.body);

      const project = (tree: Tree) =>
        tree.chapters.map((c) => ({
          name: c.name,
          activities: c.activities.map((a) => ({
            name: a.name,
            activity_type: a.activity_type,
            activity_sub_type: a.activity_sub_type,
            content: a.content,
            details: a.details,
          })),
        }));
      const byToken = await readTree(t, course, token);
      assert.equal(byToken.published, true);
      assert.equal(byToken.name, 'Imported');
      assert.deepEqual(project(byToken), expected);
      for (const chapter of byToken.chapters) {
        assert.equal(chapter.is_linked, true);
        for (const a of chapter.activities) {
          assert.equal(a.published, true, a.name);
          assert.equal(a.is_locked, false, a.name);
          assert.equal(a.chapter_id, chapter.id);
          assert.equal(a.lock_type, 'public');
        }
      }
      // Everything is published and public: an anonymous reader sees the very same tree.
      assert.deepEqual(await readTree(t, course, undefined), byToken);
      // The sub-types are all there.
      const subTypes = new Set(byToken.chapters.flatMap((c) => c.activities.map((a) => a.activity_sub_type)));
      assert.deepEqual([...subTypes].sort(), [
        'SUBTYPE_ASSIGNMENT_ANY',
        'SUBTYPE_CUSTOM',
        'SUBTYPE_DOCUMENT_PDF',
        'SUBTYPE_DYNAMIC_EMBED',
        'SUBTYPE_DYNAMIC_MARKDOWN',
        'SUBTYPE_DYNAMIC_PAGE',
        'SUBTYPE_VIDEO_EXTERNAL',
        'SUBTYPE_VIDEO_HOSTED',
      ]);
      // The uploaded files are served back.
      const video = byToken.chapters[0]!.activities[9]!;
      const file = await call(t, 'GET', `${API}/activities/${video.activity_uuid}/file`, undefined);
      assert.equal(file.statusCode, 200);
      assert.equal(file.headers['content-type'], 'video/mp4');
      assert.deepEqual(file.rawPayload, SAMPLE_FILES.mp4);
    });
  });
});

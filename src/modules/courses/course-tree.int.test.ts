/**
 * The course tree `GET /courses/{uuid}/meta` [SPEC 4.2; CONTRACT 5]: order, `slim`, unpublished activities
 * for editors only, the locks of chapters and activities per reader, the course read rules; and a whole
 * course of 10 chapters × 10 activities of mixed sub-types built through HTTP with an API token, published,
 * and read back equal to what was built.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
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
  org_id: number;
  name: string;
  public: boolean;
  published: boolean;
}

interface Activity {
  id: number;
  activity_uuid: string;
  name: string;
  activity_type: string;
  activity_sub_type: string;
  content?: Record<string, unknown>;
  details?: Record<string, unknown>;
  published: boolean;
  lock_type: string;
  is_locked: boolean;
  chapter_id: number | null;
}

interface Chapter {
  id: number;
  name: string;
  lock_type: string;
  is_locked: boolean;
  is_linked: boolean;
  activities: Activity[];
}

interface Tree extends Course {
  chapters: Chapter[];
}

describe('course tree', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  // -------------------------------------------------------------------------------------------------------
  // Helpers

  async function createCourse(
    o: TestOrg,
    options: { public: boolean; published: boolean; name?: string; auth?: string },
  ): Promise<Course> {
    const auth = options.auth ?? o.admin.jwt;
    const { payload, headers } = multipartBody({
      name: options.name ?? 'Course',
      description: 'd',
      about: 'a',
      public: String(options.public),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/courses/?org_id=${o.org.id}`,
      headers: { ...headers, ...bearer(auth) },
      payload,
    });
    assert.equal(response.statusCode, 200, response.body);
    const course = response.json<Course>();
    if (!options.published) return course;
    const published = await call(t, 'PUT', `${API}/courses/${course.course_uuid}`, auth, { published: true });
    assert.equal(published.statusCode, 200, published.body);
    return published.json<Course>();
  }

  async function createChapter(o: TestOrg, course: Course, name: string, lockType = 'public', auth?: string) {
    const response = await call(t, 'POST', `${API}/chapters/`, auth ?? o.admin.jwt, {
      name,
      course_id: course.id,
      org_id: course.org_id,
      lock_type: lockType,
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<Chapter>();
  }

  async function createActivity(auth: string, body: object): Promise<Activity> {
    const response = await call(t, 'POST', `${API}/activities/`, auth, body);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<Activity>();
  }

  async function custom(o: TestOrg, chapterId: number, name: string, extra: object = {}): Promise<Activity> {
    return createActivity(o.admin.jwt, {
      name,
      chapter_id: chapterId,
      activity_type: 'TYPE_CUSTOM',
      activity_sub_type: 'SUBTYPE_CUSTOM',
      content: { text: name },
      details: { note: name },
      published: true,
      ...extra,
    });
  }

  function getTree(course: Course, auth: string | undefined, query = ''): Promise<LightMyRequestResponse> {
    return call(
      t,
      'GET',
      `${API}/courses/${course.course_uuid}/meta${query === '' ? '' : `?${query}`}`,
      auth,
    );
  }

  async function treeOf(course: Course, auth: string | undefined, query = ''): Promise<Tree> {
    const response = await getTree(course, auth, query);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<Tree>();
  }

  function names(tree: Tree): [string, string[]][] {
    return tree.chapters.map((c) => [c.name, c.activities.map((a) => a.name)]);
  }

  // -------------------------------------------------------------------------------------------------------

  it('lists chapters and activities in order, with the course fields, content and details', async () => {
    const o = await createOrg(t);
    const course = await createCourse(o, { public: true, published: true, name: 'Ordered' });
    const c1 = await createChapter(o, course, 'One');
    const c2 = await createChapter(o, course, 'Two');
    const c3 = await createChapter(o, course, 'Three');
    const a = await custom(o, c2.id, 'a');
    const b = await custom(o, c1.id, 'b');
    const c = await custom(o, c2.id, 'c');
    const d = await custom(o, c1.id, 'd');
    const tree = await treeOf(course, o.admin.jwt);
    const read = await call(t, 'GET', `${API}/courses/${course.course_uuid}`, o.admin.jwt);
    const { chapters, ...courseFields } = tree;
    assert.deepEqual(courseFields, read.json());
    assert.deepEqual(names(tree), [
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
    const course = await createCourse(o, { public: true, published: true });
    const ch = await createChapter(o, course, 'Ch');
    await custom(o, ch.id, 'x');
    await custom(o, ch.id, 'y');
    const full = await treeOf(course, o.admin.jwt);
    const slim = await treeOf(course, o.admin.jwt, 'slim=true');
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
    assert.deepEqual(await treeOf(course, o.admin.jwt, 'slim=false'), full);
    assertInvalid(await getTree(course, o.admin.jwt, 'slim=maybe'), ['query', 'slim']);
    assertInvalid(await getTree(course, o.admin.jwt, 'with_unpublished_activities=2x'), [
      'query',
      'with_unpublished_activities',
    ]);
  });

  it('with_unpublished_activities=true shows unpublished activities to editors only', async () => {
    const o = await createOrg(t);
    const course = await createCourse(o, { public: true, published: true });
    const ch = await createChapter(o, course, 'Ch');
    await custom(o, ch.id, 'live 1');
    await custom(o, ch.id, 'draft', { published: false });
    await custom(o, ch.id, 'live 2');
    const instructor = await addMember(t, o.org.id, 'instructor');
    const learner = await addMember(t, o.org.id, 'learner');
    const reader = await createApiToken(t, o, { courses: { action_read: true } });
    const all = ['live 1', 'draft', 'live 2'];
    const published = ['live 1', 'live 2'];
    const seen = async (auth: string | undefined, query: string) =>
      (await treeOf(course, auth, query)).chapters[0]!.activities.map((a) => a.name);

    assert.deepEqual(await seen(instructor.jwt, 'with_unpublished_activities=true'), all);
    assert.deepEqual(await seen(reader.token, 'with_unpublished_activities=true'), all);
    assert.deepEqual(await seen(instructor.jwt, ''), published);
    assert.deepEqual(await seen(instructor.jwt, 'with_unpublished_activities=false'), published);
    assert.deepEqual(await seen(learner.jwt, 'with_unpublished_activities=true'), published);
    assert.deepEqual(await seen(undefined, 'with_unpublished_activities=true'), published);
    const draft = (await treeOf(course, instructor.jwt, 'with_unpublished_activities=true')).chapters[0]!
      .activities[1]!;
    assert.equal(draft.published, false);
    assert.equal(draft.is_locked, false);
  });

  it('locks: authenticated and restricted chapters per reader', async () => {
    const o = await createOrg(t);
    const course = await createCourse(o, { public: true, published: true });
    const open = await createChapter(o, course, 'Open', 'public');
    const members = await createChapter(o, course, 'Members', 'authenticated');
    const restricted = await createChapter(o, course, 'Restricted', 'restricted');
    const openA = await custom(o, open.id, 'open activity');
    const openAuthA = await custom(o, open.id, 'signed-in activity', { lock_type: 'authenticated' });
    const membersA = await custom(o, members.id, 'members activity');
    const restrictedA = await custom(o, restricted.id, 'restricted activity');
    const instructor = await addMember(t, o.org.id, 'instructor');
    const learner = await addMember(t, o.org.id, 'learner');

    /** Per chapter: [chapter is_locked, [activity is_locked, has content]]. */
    const locks = async (auth: string | undefined) =>
      (await treeOf(course, auth)).chapters.map((c) => [
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
    const anonymous = await treeOf(course, undefined);
    assert.deepEqual(names(anonymous), [
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
    const draft = await createCourse(o, { public: true, published: false });
    await createChapter(o, draft, 'Ch');
    assertError(await getTree(draft, learner.jwt), 403, 'course_not_available');
    assertError(await getTree(draft, undefined), 401, 'unauthorized');
    assertError(await getTree(draft, stranger.jwt), 403, 'course_not_available');
    assert.equal((await treeOf(draft, o.admin.jwt)).chapters.length, 1);

    const membersOnly = await createCourse(o, { public: false, published: true });
    assertError(await getTree(membersOnly, undefined), 401, 'unauthorized');
    assertError(await getTree(membersOnly, stranger.jwt), 403, 'course_not_available');
    assert.equal((await getTree(membersOnly, learner.jwt)).statusCode, 200);

    const noRead = await createApiToken(t, o, { courses: { action_create: true } });
    // A token without courses:read reads like an outsider.
    assertError(await getTree(membersOnly, noRead.token), 403, 'course_not_available');
    const foreign = await createApiToken(t, other, ALL_RIGHTS);
    assertError(await getTree(membersOnly, foreign.token), 403, 'other_organization');
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

    async function uploadActivity(
      token: string,
      kind: 'video' | 'documentpdf',
      chapterId: number,
      name: string,
    ): Promise<Activity & { content: { filename: string; activity_uuid: string } }> {
      const file: FilePart =
        kind === 'video'
          ? { field: 'video_file', filename: 'lesson.mp4', content: SAMPLE_FILES.mp4 }
          : { field: 'pdf_file', filename: 'notes.pdf', content: SAMPLE_FILES.pdf };
      const fields: Record<string, string> = { name, chapter_id: String(chapterId) };
      if (kind === 'video') fields.details = JSON.stringify({ startTime: 1, endTime: 20, muted: true });
      const { payload, headers } = multipartBody(fields, [file]);
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}/activities/${kind}`,
        headers: { ...headers, ...bearer(token) },
        payload,
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json();
    }

    it('10 chapters × 10 activities of mixed sub-types read back exactly as built', async () => {
      const o = await createOrg(t);
      const { token } = await createApiToken(t, o, ALL_RIGHTS);
      const course = await createCourse(o, { public: true, published: false, name: 'Imported', auth: token });
      const expected: { name: string; activities: Built[] }[] = [];
      let n = 0;
      for (let c = 1; c <= 10; c++) {
        const chapter = await createChapter(o, course, `Chapter ${c}`, 'public', token);
        const built: Built[] = [];
        for (let i = 1; i <= 10; i++) {
          n++;
          const name = `Activity ${c}.${i}`;
          if (i === 10) {
            // Every 10th: an upload creator, created unpublished, then published.
            const kind = c % 2 === 0 ? 'documentpdf' : 'video';
            const created = await uploadActivity(token, kind, chapter.id, name);
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
          const created = await createActivity(token, {
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
      const byToken = await treeOf(course, token);
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
      assert.deepEqual(await treeOf(course, undefined), byToken);
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

/**
 * Who reads which course [CONTRACT 5, 10]: a matrix of courses (unpublished, published private, published
 * public) against readers (an editor, a learner of the organization, a member of another organization,
 * anonymous callers, API tokens with and without `courses:read`, a token of another organization), for
 * `GET /courses/{uuid}`, its thumbnail and the organization's course list; then the list's pagination.
 * Anonymous refusals are 401, signed-in ones 403.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { API, createCourse, thumbnailPng, type Course } from '../../../test/content-factories.ts';
import { ALL_RIGHTS, addMember, call, createApiToken, createOrg } from '../../../test/factories.ts';
import { SAMPLE_FILES } from '../../../test/multipart.ts';

interface Page {
  items: Course[];
  total: number;
  page: number;
  limit: number;
}

type CourseKind = 'unpublished' | 'published private' | 'published public';
type ReaderKind =
  | 'editor'
  | 'learner'
  | 'other org member'
  | 'anonymous'
  | 'token with courses:read'
  | 'token without courses:read'
  | 'token of another org';

/** What each reader gets for each course: 200, or the refusal's status and code. */
const EXPECTED: Record<ReaderKind, Record<CourseKind, 200 | [number, string]>> = {
  editor: { unpublished: 200, 'published private': 200, 'published public': 200 },
  learner: {
    unpublished: [403, 'course_not_available'],
    'published private': 200,
    'published public': 200,
  },
  'other org member': {
    unpublished: [403, 'course_not_available'],
    'published private': [403, 'course_not_available'],
    'published public': 200,
  },
  anonymous: {
    unpublished: [401, 'unauthorized'],
    'published private': [401, 'unauthorized'],
    'published public': 200,
  },
  'token with courses:read': { unpublished: 200, 'published private': 200, 'published public': 200 },
  // Reads like an outsider: what anyone may read, nothing more.
  'token without courses:read': {
    unpublished: [403, 'course_not_available'],
    'published private': [403, 'course_not_available'],
    'published public': 200,
  },
  'token of another org': {
    unpublished: [403, 'other_organization'],
    'published private': [403, 'other_organization'],
    'published public': [403, 'other_organization'],
  },
};

/** The courses each reader finds in the organization's list, or the refusal. */
const LISTED: Record<ReaderKind, { sees: CourseKind[] } | { refused: [number, string] }> = {
  editor: { sees: ['unpublished', 'published private', 'published public'] },
  learner: { sees: ['published private', 'published public'] },
  'other org member': { sees: ['published public'] },
  anonymous: { sees: ['published public'] },
  'token with courses:read': { sees: ['unpublished', 'published private', 'published public'] },
  'token without courses:read': { sees: ['published public'] },
  'token of another org': { refused: [403, 'other_organization'] },
};

function listUrl(slug: string, page: number | string, limit: number | string): string {
  return `${API}/courses/org_slug/${slug}/page/${page}/limit/${limit}`;
}

function assertOutcome(response: LightMyRequestResponse, expected: 200 | [number, string], what: string) {
  if (expected === 200) assert.equal(response.statusCode, 200, `${what}: ${response.body}`);
  else assertError(response, expected[0], expected[1]);
}

describe('course reads', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  /** An organization with one course of each kind and one reader of each kind. */
  async function world() {
    const o = await createOrg(t);
    const other = await createOrg(t);
    const courses: Record<CourseKind, Course> = {
      unpublished: await createCourse(t, o, {
        name: 'Draft',
        public: true,
        published: false,
        files: [thumbnailPng()],
      }),
      'published private': await createCourse(t, o, {
        name: 'Members',
        public: false,
        published: true,
        files: [thumbnailPng()],
      }),
      'published public': await createCourse(t, o, {
        name: 'Open',
        public: true,
        published: true,
        files: [thumbnailPng()],
      }),
    };
    // Courses of the other organization never show up in this one's list.
    await createCourse(t, other, { name: 'Elsewhere', public: true, published: true });
    const readers: Record<ReaderKind, string | undefined> = {
      editor: (await addMember(t, o.org.id, 'instructor')).jwt,
      learner: (await addMember(t, o.org.id, 'learner')).jwt,
      'other org member': (await addMember(t, other.org.id, 'learner')).jwt,
      anonymous: undefined,
      'token with courses:read': (await createApiToken(t, o, { courses: { action_read: true } })).token,
      'token without courses:read': (
        await createApiToken(t, o, {
          ...ALL_RIGHTS,
          courses: { action_create: true, action_update: true, action_delete: true },
        })
      ).token,
      'token of another org': (await createApiToken(t, other, ALL_RIGHTS)).token,
    };
    return { o, other, courses, readers };
  }

  it('GET /courses/{uuid} and its thumbnail follow the matrix', async () => {
    const { courses, readers } = await world();
    for (const [reader, auth] of Object.entries(readers) as [ReaderKind, string | undefined][]) {
      for (const [kind, course] of Object.entries(courses) as [CourseKind, Course][]) {
        const expected = EXPECTED[reader][kind];
        const what = `${reader} reading a ${kind} course`;
        const response = await call(t, 'GET', `${API}/courses/${course.course_uuid}`, auth);
        assertOutcome(response, expected, what);
        if (expected === 200) assert.deepEqual(response.json(), course, what);

        const thumbnail = await call(t, 'GET', `${API}/courses/${course.course_uuid}/thumbnail`, auth);
        assertOutcome(thumbnail, expected, `${what}'s thumbnail`);
        if (expected === 200) {
          assert.equal(thumbnail.headers['content-type'], 'image/png');
          assert.deepEqual(thumbnail.rawPayload, SAMPLE_FILES.png);
        }
      }
    }
  });

  it('the list shows each reader what it may read, newest first, with the total', async () => {
    const { o, courses, readers } = await world();
    for (const [reader, auth] of Object.entries(readers) as [ReaderKind, string | undefined][]) {
      const response = await call(t, 'GET', listUrl(o.org.slug, 1, 50), auth);
      const expected = LISTED[reader];
      if ('refused' in expected) {
        assertError(response, ...expected.refused);
        continue;
      }
      assert.equal(response.statusCode, 200, `${reader}: ${response.body}`);
      const kinds = expected.sees;
      const want = kinds.map((k) => courses[k]).reverse();
      assert.deepEqual(response.json(), { items: want, total: want.length, page: 1, limit: 50 }, reader);
    }
  });

  it('pages start at 1, newest first; page 2 of limit 2 over 5 courses', async () => {
    const o = await createOrg(t);
    const made: Course[] = [];
    for (let i = 1; i <= 5; i++)
      made.push(await createCourse(t, o, { name: `C${i}`, public: true, published: true }));
    const newestFirst = [...made].reverse();
    const page = async (n: number, limit: number, auth?: string) => {
      const response = await call(t, 'GET', listUrl(o.org.slug, n, limit), auth);
      assert.equal(response.statusCode, 200, response.body);
      return response.json<Page>();
    };
    assert.deepEqual(await page(1, 2), { items: newestFirst.slice(0, 2), total: 5, page: 1, limit: 2 });
    assert.deepEqual(await page(2, 2), { items: newestFirst.slice(2, 4), total: 5, page: 2, limit: 2 });
    assert.deepEqual(await page(3, 2), { items: newestFirst.slice(4), total: 5, page: 3, limit: 2 });
    assert.deepEqual(await page(4, 2), { items: [], total: 5, page: 4, limit: 2 });
    assert.deepEqual(
      (await page(1, 200, o.admin.jwt)).items.map((c) => c.name),
      ['C5', 'C4', 'C3', 'C2', 'C1'],
    );

    // The total counts only what the reader may see.
    const draft = await createCourse(t, o, { name: 'Draft', public: true, published: false });
    const forEditor = await page(1, 2, o.admin.jwt);
    assert.equal(forEditor.total, 6);
    assert.deepEqual(
      forEditor.items.map((c) => c.course_uuid),
      [draft.course_uuid, made[4]!.course_uuid],
    );
    assert.equal((await page(1, 2)).total, 5);
  });

  it('validates page and limit (422) and answers 404 for an unknown organization', async () => {
    const o = await createOrg(t);
    assertInvalid(await call(t, 'GET', listUrl(o.org.slug, 1, 201)), ['path', 'limit']);
    assertInvalid(await call(t, 'GET', listUrl(o.org.slug, 1, 0)), ['path', 'limit']);
    assertInvalid(await call(t, 'GET', listUrl(o.org.slug, 0, 10)), ['path', 'page']);
    assertInvalid(await call(t, 'GET', listUrl(o.org.slug, 'x', 10)), ['path', 'page']);
    assert.equal((await call(t, 'GET', listUrl(o.org.slug, 1, 200))).statusCode, 200);
    assertError(await call(t, 'GET', listUrl('no-such-org-slug', 1, 10)), 404, 'not_found');
  });
});

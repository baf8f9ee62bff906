/**
 * The reorder of a course's tree [SPEC 4.2 rule 1; CONTRACT 5]: the body re-specifies the whole tree. It
 * moves chapters and activities, unlinks what it leaves out (never deletes: rows kept, still readable by
 * editors), re-links what is listed again, answers with the tree, and refuses a chapter or activity of
 * another course, or one named twice, with a 400 that changes nothing.
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
import { multipartBody } from '../../../test/multipart.ts';

const API = '/api/v1';

interface Course {
  id: number;
  course_uuid: string;
  org_id: number;
}

interface Activity {
  id: number;
  activity_uuid: string;
  name: string;
  chapter_id: number | null;
  published: boolean;
  content?: Record<string, unknown>;
  details?: Record<string, unknown>;
  is_locked: boolean;
}

interface Chapter {
  id: number;
  chapter_uuid: string;
  name: string;
  description: string;
  thumbnail_image: string;
  course_id: number;
  org_id: number;
  lock_type: string;
  is_locked: boolean;
  is_linked: boolean;
  activities: Activity[];
  creation_date: string;
  update_date: string;
}

interface Tree extends Course {
  chapters: Chapter[];
}

describe('chapter reorder', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  // -------------------------------------------------------------------------------------------------------
  // Helpers: everything goes through HTTP as the organization's admin unless told otherwise.

  async function createCourse(o: TestOrg, options: { public?: boolean; published?: boolean } = {}) {
    const { payload, headers } = multipartBody({
      name: 'Course',
      description: 'd',
      about: 'a',
      public: String(options.public ?? true),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/courses/?org_id=${o.org.id}`,
      headers: { ...headers, ...bearer(o.admin.jwt) },
      payload,
    });
    assert.equal(response.statusCode, 200, response.body);
    const course = response.json<Course>();
    if (options.published === true) {
      const published = await call(t, 'PUT', `${API}/courses/${course.course_uuid}`, o.admin.jwt, {
        published: true,
      });
      assert.equal(published.statusCode, 200, published.body);
    }
    return course;
  }

  async function createChapter(o: TestOrg, course: Course, name: string, extra: object = {}) {
    const response = await call(t, 'POST', `${API}/chapters/`, o.admin.jwt, {
      name,
      course_id: course.id,
      org_id: course.org_id,
      ...extra,
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<Chapter>();
  }

  async function createActivity(o: TestOrg, chapterId: number, name: string, extra: object = {}) {
    const response = await call(t, 'POST', `${API}/activities/`, o.admin.jwt, {
      name,
      chapter_id: chapterId,
      activity_type: 'TYPE_CUSTOM',
      activity_sub_type: 'SUBTYPE_CUSTOM',
      content: { name },
      published: true,
      ...extra,
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<Activity>();
  }

  async function tree(course: Course, auth: string | undefined, query = 'with_unpublished_activities=true') {
    const response = await call(t, 'GET', `${API}/courses/${course.course_uuid}/meta?${query}`, auth);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<Tree>();
  }

  /** The tree as `[chapter id, [activity ids]]`. */
  function shape(tr: Tree): [number, number[]][] {
    return tr.chapters.map((c) => [c.id, c.activities.map((a) => a.id)]);
  }

  function reorder(course: Course, auth: string | undefined, order: [number, number[]][]) {
    return call(t, 'PUT', `${API}/chapters/course/${course.course_uuid}/order`, auth, {
      chapter_order_by_ids: order.map(([chapterId, activityIds]) => ({
        chapter_id: chapterId,
        activities_order_by_ids: activityIds.map((id) => ({ activity_id: id })),
      })),
    });
  }

  async function reorderOk(o: TestOrg, course: Course, order: [number, number[]][]): Promise<Tree> {
    const response = await reorder(course, o.admin.jwt, order);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<Tree>();
  }

  /** Positions and placements straight from the rows, linked or not. */
  async function rows(course: Course) {
    const chapters = await t.services.db
      .selectFrom('chapters')
      .select(['id', 'position'])
      .where('course_id', '=', course.id)
      .orderBy('id')
      .execute();
    const activities = await t.services.db
      .selectFrom('activities')
      .select(['id', 'chapter_id', 'position'])
      .where('course_id', '=', course.id)
      .orderBy('id')
      .execute();
    return { chapters, activities };
  }

  /** A course with three chapters of two activities each: [[c1, [a1, a2]], [c2, [a3, a4]], [c3, [a5, a6]]]. */
  async function threeByTwo(o: TestOrg) {
    const course = await createCourse(o);
    const chapters: Chapter[] = [];
    const activities: Activity[] = [];
    for (const n of [1, 2, 3]) {
      const chapter = await createChapter(o, course, `Chapter ${n}`);
      chapters.push(chapter);
      activities.push(await createActivity(o, chapter.id, `A${2 * n - 1}`));
      activities.push(await createActivity(o, chapter.id, `A${2 * n}`));
    }
    const [c1, c2, c3] = chapters.map((c) => c.id) as [number, number, number];
    const [a1, a2, a3, a4, a5, a6] = activities.map((a) => a.id) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    return { course, chapters, activities, c1, c2, c3, a1, a2, a3, a4, a5, a6 };
  }

  // -------------------------------------------------------------------------------------------------------

  describe('reorder (SPEC 4.2 rule 1)', () => {
    it('moves chapters and activities; the response is the tree', async () => {
      const o = await createOrg(t);
      const w = await threeByTwo(o);
      assert.deepEqual(shape(await tree(w.course, o.admin.jwt)), [
        [w.c1, [w.a1, w.a2]],
        [w.c2, [w.a3, w.a4]],
        [w.c3, [w.a5, w.a6]],
      ]);
      const wanted: [number, number[]][] = [
        [w.c3, [w.a6, w.a5]],
        [w.c1, [w.a2]],
        [w.c2, [w.a1, w.a3, w.a4]],
      ];
      const response = await reorderOk(o, w.course, wanted);
      assert.deepEqual(shape(response), wanted);
      assert.deepEqual(
        response,
        await tree(w.course, o.admin.jwt, 'with_unpublished_activities=true&slim=true'),
      );
      assert.deepEqual(shape(await tree(w.course, o.admin.jwt)), wanted);
      const moved = await call(t, 'GET', `${API}/activities/${w.activities[0]!.activity_uuid}`, o.admin.jwt);
      assert.equal(moved.json<Activity>().chapter_id, w.c2);
      assert.ok(response.chapters.every((c) => c.is_linked));
    });

    it('unlinks an omitted chapter: out of the tree, still readable, rows kept', async () => {
      const o = await createOrg(t);
      const w = await threeByTwo(o);
      const response = await reorderOk(o, w.course, [
        [w.c1, [w.a1, w.a2]],
        [w.c3, [w.a5, w.a6]],
      ]);
      assert.deepEqual(shape(response), [
        [w.c1, [w.a1, w.a2]],
        [w.c3, [w.a5, w.a6]],
      ]);
      const unlinked = await call(t, 'GET', `${API}/chapters/${w.c2}`, o.admin.jwt);
      assert.equal(unlinked.statusCode, 200, unlinked.body);
      assert.equal(unlinked.json<Chapter>().is_linked, false);
      assert.equal(unlinked.json<Chapter>().name, 'Chapter 2');
      const r = await rows(w.course);
      assert.equal(r.chapters.length, 3);
      assert.equal(r.activities.length, 6);
      assert.equal(r.chapters.find((c) => c.id === w.c2)!.position, null);
      // Its activities were not listed anywhere: unlinked too, never deleted.
      for (const a of [w.activities[2]!, w.activities[3]!]) {
        const read = await call(t, 'GET', `${API}/activities/${a.activity_uuid}`, o.admin.jwt);
        assert.equal(read.statusCode, 200, read.body);
        assert.equal(read.json<Activity>().chapter_id, null);
      }
    });

    it('an empty activities_order_by_ids unlinks all of that chapter activities; rows kept', async () => {
      const o = await createOrg(t);
      const w = await threeByTwo(o);
      const response = await reorderOk(o, w.course, [
        [w.c1, [w.a1, w.a2]],
        [w.c2, []],
        [w.c3, [w.a5, w.a6]],
      ]);
      assert.deepEqual(shape(response), [
        [w.c1, [w.a1, w.a2]],
        [w.c2, []],
        [w.c3, [w.a5, w.a6]],
      ]);
      for (const a of [w.activities[2]!, w.activities[3]!]) {
        const read = await call(t, 'GET', `${API}/activities/${a.activity_uuid}`, o.admin.jwt);
        assert.equal(read.statusCode, 200, read.body);
        assert.equal(read.json<Activity>().chapter_id, null);
        assert.deepEqual(read.json<Activity>().content, { name: a.name });
      }
      assert.equal(
        (await call(t, 'GET', `${API}/chapters/${w.c2}`, o.admin.jwt)).json<Chapter>().is_linked,
        true,
      );
      assert.equal((await rows(w.course)).activities.length, 6);
    });

    it('re-links an unlinked chapter and unlinked activities when they are listed again', async () => {
      const o = await createOrg(t);
      const w = await threeByTwo(o);
      await reorderOk(o, w.course, [[w.c3, [w.a5]]]);
      assert.deepEqual(shape(await tree(w.course, o.admin.jwt)), [[w.c3, [w.a5]]]);
      const again: [number, number[]][] = [
        [w.c2, [w.a4, w.a3]],
        [w.c3, [w.a5, w.a6]],
        [w.c1, [w.a2, w.a1]],
      ];
      assert.deepEqual(shape(await reorderOk(o, w.course, again)), again);
      assert.deepEqual(shape(await tree(w.course, o.admin.jwt)), again);
      const c1 = await call(t, 'GET', `${API}/chapters/${w.c1}`, o.admin.jwt);
      assert.equal(c1.json<Chapter>().is_linked, true);
      assert.deepEqual(
        c1.json<Chapter>().activities.map((a) => a.id),
        [w.a2, w.a1],
      );
    });

    it('refuses a chapter or activity of another course (400) and changes nothing', async () => {
      const o = await createOrg(t);
      const w = await threeByTwo(o);
      const elsewhere = await threeByTwo(o);
      await reorderOk(o, w.course, [
        [w.c2, [w.a3, w.a4, w.a1]],
        [w.c1, [w.a2]],
      ]);
      const beforeTree = await tree(w.course, o.admin.jwt);
      const beforeRows = await rows(w.course);
      const elsewhereRows = await rows(elsewhere.course);
      t.clock.advance(5000);

      assertError(
        await reorder(w.course, o.admin.jwt, [
          [w.c1, [w.a1, w.a2]],
          [w.c2, [w.a3]],
          [elsewhere.c1, []],
        ]),
        400,
        'foreign_chapter',
      );
      assertError(
        await reorder(w.course, o.admin.jwt, [
          [w.c3, [w.a5]],
          [w.c1, [w.a1, elsewhere.a1]],
        ]),
        400,
        'foreign_activity',
      );
      assertError(await reorder(w.course, o.admin.jwt, [[99_999_999, []]]), 400, 'foreign_chapter');
      assertError(await reorder(w.course, o.admin.jwt, [[w.c1, [99_999_999]]]), 400, 'foreign_activity');

      assert.deepEqual(await tree(w.course, o.admin.jwt), beforeTree);
      assert.deepEqual(await rows(w.course), beforeRows);
      assert.deepEqual(await rows(elsewhere.course), elsewhereRows);
    });

    it('refuses duplicates (400) and changes nothing', async () => {
      const o = await createOrg(t);
      const w = await threeByTwo(o);
      const beforeTree = await tree(w.course, o.admin.jwt);
      const beforeRows = await rows(w.course);
      assertError(
        await reorder(w.course, o.admin.jwt, [
          [w.c2, [w.a3]],
          [w.c2, [w.a4]],
        ]),
        400,
        'duplicate_chapter',
      );
      assertError(await reorder(w.course, o.admin.jwt, [[w.c1, [w.a1, w.a1]]]), 400, 'duplicate_activity');
      assertError(
        await reorder(w.course, o.admin.jwt, [
          [w.c1, [w.a1]],
          [w.c2, [w.a1, w.a3]],
        ]),
        400,
        'duplicate_activity',
      );
      assert.deepEqual(await tree(w.course, o.admin.jwt), beforeTree);
      assert.deepEqual(await rows(w.course), beforeRows);
    });

    it('validates the body, 404 for an unknown course, needs courses:update', async () => {
      const o = await createOrg(t);
      const other = await createOrg(t);
      const w = await threeByTwo(o);
      const url = `${API}/chapters/course/${w.course.course_uuid}/order`;
      const put = (auth: string | undefined, body: unknown): Promise<LightMyRequestResponse> =>
        call(t, 'PUT', url, auth, body);
      assertInvalid(await put(o.admin.jwt, {}), ['body', 'chapter_order_by_ids']);
      assertInvalid(
        await put(o.admin.jwt, { chapter_order_by_ids: [{ chapter_id: 'x', activities_order_by_ids: [] }] }),
        ['body', 'chapter_order_by_ids', 0, 'chapter_id'],
      );
      assertInvalid(await put(o.admin.jwt, { chapter_order_by_ids: [{ chapter_id: w.c1 }] }), [
        'body',
        'chapter_order_by_ids',
        0,
        'activities_order_by_ids',
      ]);
      assertError(
        await call(
          t,
          'PUT',
          `${API}/chapters/course/course_00000000-0000-4000-8000-000000000000/order`,
          o.admin.jwt,
          {
            chapter_order_by_ids: [],
          },
        ),
        404,
        'not_found',
      );
      const learner = await addMember(t, o.org.id, 'learner');
      const noUpdate = await createApiToken(t, o, { courses: { action_read: true, action_create: true } });
      const foreign = await createApiToken(t, other, ALL_RIGHTS);
      const body = { chapter_order_by_ids: [] };
      assertError(await put(undefined, body), 401, 'unauthorized');
      assertError(await put(learner.jwt, body), 403, 'missing_right');
      assertError(await put(other.admin.jwt, body), 403, 'not_member');
      assertError(await put(noUpdate.token, body), 403, 'missing_right');
      assertError(await put(foreign.token, body), 403, 'other_organization');
      assert.equal((await tree(w.course, o.admin.jwt)).chapters.length, 3);

      const withUpdate = await createApiToken(t, o, { courses: { action_update: true, action_read: true } });
      const byToken = await put(withUpdate.token, {
        chapter_order_by_ids: [{ chapter_id: w.c2, activities_order_by_ids: [{ activity_id: w.a3 }] }],
      });
      assert.equal(byToken.statusCode, 200, byToken.body);
      assert.deepEqual(shape(byToken.json<Tree>()), [[w.c2, [w.a3]]]);
    });

    it('a token with courses:update but not courses:read reorders and is answered with the tree (200)', async () => {
      const o = await createOrg(t);
      const w = await threeByTwo(o);
      const updateOnly = await createApiToken(t, o, { courses: { action_update: true } });
      const wanted: [number, number[]][] = [
        [w.c3, [w.a5]],
        [w.c1, [w.a1, w.a2]],
      ];
      const response = await reorder(w.course, updateOnly.token, wanted);
      const stored = shape(await tree(w.course, o.admin.jwt));
      assert.equal(response.statusCode, 200, `${response.body} (stored tree: ${JSON.stringify(stored)})`);
      assert.deepEqual(shape(response.json<Tree>()), wanted);
      assert.deepEqual(stored, wanted);
    });
  });
});

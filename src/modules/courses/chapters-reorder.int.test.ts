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
  API,
  WITH_UNPUBLISHED,
  createChapter,
  createCourse,
  createCustomActivity,
  placementRows,
  putOrder,
  readTree,
  reorder,
  treeShape,
  type Activity,
  type Chapter,
  type Order,
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

describe('chapter reorder', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  // -------------------------------------------------------------------------------------------------------
  // Helpers: everything goes through HTTP as the organization's admin.

  /** A course with three chapters of two activities each: [[c1, [a1, a2]], [c2, [a3, a4]], [c3, [a5, a6]]]. */
  async function threeByTwo(o: TestOrg) {
    const course = await createCourse(t, o);
    const chapters: Chapter[] = [];
    const activities: Activity[] = [];
    for (const n of [1, 2, 3]) {
      const chapter = await createChapter(t, o, course, { name: `Chapter ${n}` });
      chapters.push(chapter);
      for (const name of [`A${2 * n - 1}`, `A${2 * n}`]) {
        // Published, with its name as content.
        activities.push(
          await createCustomActivity(t, { o, chapter }, { name, content: { name }, published: true }),
        );
      }
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
      assert.deepEqual(treeShape(await readTree(t, w.course, o.admin.jwt, WITH_UNPUBLISHED)), [
        [w.c1, [w.a1, w.a2]],
        [w.c2, [w.a3, w.a4]],
        [w.c3, [w.a5, w.a6]],
      ]);
      const wanted: Order = [
        [w.c3, [w.a6, w.a5]],
        [w.c1, [w.a2]],
        [w.c2, [w.a1, w.a3, w.a4]],
      ];
      const response = await reorder(t, o, w.course, wanted);
      assert.deepEqual(treeShape(response), wanted);
      assert.deepEqual(response, await readTree(t, w.course, o.admin.jwt, `${WITH_UNPUBLISHED}&slim=true`));
      assert.deepEqual(treeShape(await readTree(t, w.course, o.admin.jwt, WITH_UNPUBLISHED)), wanted);
      const moved = await call(t, 'GET', `${API}/activities/${w.activities[0]!.activity_uuid}`, o.admin.jwt);
      assert.equal(moved.json<Activity>().chapter_id, w.c2);
      assert.ok(response.chapters.every((c) => c.is_linked));
    });

    it('unlinks an omitted chapter: out of the tree, still readable, rows kept', async () => {
      const o = await createOrg(t);
      const w = await threeByTwo(o);
      const response = await reorder(t, o, w.course, [
        [w.c1, [w.a1, w.a2]],
        [w.c3, [w.a5, w.a6]],
      ]);
      assert.deepEqual(treeShape(response), [
        [w.c1, [w.a1, w.a2]],
        [w.c3, [w.a5, w.a6]],
      ]);
      const unlinked = await call(t, 'GET', `${API}/chapters/${w.c2}`, o.admin.jwt);
      assert.equal(unlinked.statusCode, 200, unlinked.body);
      assert.equal(unlinked.json<Chapter>().is_linked, false);
      assert.equal(unlinked.json<Chapter>().name, 'Chapter 2');
      const r = await placementRows(t, w.course);
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
      const response = await reorder(t, o, w.course, [
        [w.c1, [w.a1, w.a2]],
        [w.c2, []],
        [w.c3, [w.a5, w.a6]],
      ]);
      assert.deepEqual(treeShape(response), [
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
      assert.equal((await placementRows(t, w.course)).activities.length, 6);
    });

    it('re-links an unlinked chapter and unlinked activities when they are listed again', async () => {
      const o = await createOrg(t);
      const w = await threeByTwo(o);
      await reorder(t, o, w.course, [[w.c3, [w.a5]]]);
      assert.deepEqual(treeShape(await readTree(t, w.course, o.admin.jwt, WITH_UNPUBLISHED)), [
        [w.c3, [w.a5]],
      ]);
      const again: Order = [
        [w.c2, [w.a4, w.a3]],
        [w.c3, [w.a5, w.a6]],
        [w.c1, [w.a2, w.a1]],
      ];
      assert.deepEqual(treeShape(await reorder(t, o, w.course, again)), again);
      assert.deepEqual(treeShape(await readTree(t, w.course, o.admin.jwt, WITH_UNPUBLISHED)), again);
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
      await reorder(t, o, w.course, [
        [w.c2, [w.a3, w.a4, w.a1]],
        [w.c1, [w.a2]],
      ]);
      const beforeTree = await readTree(t, w.course, o.admin.jwt, WITH_UNPUBLISHED);
      const beforeRows = await placementRows(t, w.course);
      const elsewhereRows = await placementRows(t, elsewhere.course);
      t.clock.advance(5000);

      assertError(
        await putOrder(t, w.course, o.admin.jwt, [
          [w.c1, [w.a1, w.a2]],
          [w.c2, [w.a3]],
          [elsewhere.c1, []],
        ]),
        400,
        'foreign_chapter',
      );
      assertError(
        await putOrder(t, w.course, o.admin.jwt, [
          [w.c3, [w.a5]],
          [w.c1, [w.a1, elsewhere.a1]],
        ]),
        400,
        'foreign_activity',
      );
      assertError(await putOrder(t, w.course, o.admin.jwt, [[99_999_999, []]]), 400, 'foreign_chapter');
      assertError(await putOrder(t, w.course, o.admin.jwt, [[w.c1, [99_999_999]]]), 400, 'foreign_activity');

      assert.deepEqual(await readTree(t, w.course, o.admin.jwt, WITH_UNPUBLISHED), beforeTree);
      assert.deepEqual(await placementRows(t, w.course), beforeRows);
      assert.deepEqual(await placementRows(t, elsewhere.course), elsewhereRows);
    });

    it('refuses duplicates (400) and changes nothing', async () => {
      const o = await createOrg(t);
      const w = await threeByTwo(o);
      const beforeTree = await readTree(t, w.course, o.admin.jwt, WITH_UNPUBLISHED);
      const beforeRows = await placementRows(t, w.course);
      assertError(
        await putOrder(t, w.course, o.admin.jwt, [
          [w.c2, [w.a3]],
          [w.c2, [w.a4]],
        ]),
        400,
        'duplicate_chapter',
      );
      assertError(
        await putOrder(t, w.course, o.admin.jwt, [[w.c1, [w.a1, w.a1]]]),
        400,
        'duplicate_activity',
      );
      assertError(
        await putOrder(t, w.course, o.admin.jwt, [
          [w.c1, [w.a1]],
          [w.c2, [w.a1, w.a3]],
        ]),
        400,
        'duplicate_activity',
      );
      assert.deepEqual(await readTree(t, w.course, o.admin.jwt, WITH_UNPUBLISHED), beforeTree);
      assert.deepEqual(await placementRows(t, w.course), beforeRows);
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
      assert.equal((await readTree(t, w.course, o.admin.jwt, WITH_UNPUBLISHED)).chapters.length, 3);

      const withUpdate = await createApiToken(t, o, { courses: { action_update: true, action_read: true } });
      const byToken = await put(withUpdate.token, {
        chapter_order_by_ids: [{ chapter_id: w.c2, activities_order_by_ids: [{ activity_id: w.a3 }] }],
      });
      assert.equal(byToken.statusCode, 200, byToken.body);
      assert.deepEqual(treeShape(byToken.json<Tree>()), [[w.c2, [w.a3]]]);
    });

    it('a token with courses:update but not courses:read reorders and is answered with the tree (200)', async () => {
      const o = await createOrg(t);
      const w = await threeByTwo(o);
      const updateOnly = await createApiToken(t, o, { courses: { action_update: true } });
      const wanted: Order = [
        [w.c3, [w.a5]],
        [w.c1, [w.a1, w.a2]],
      ];
      const response = await putOrder(t, w.course, updateOnly.token, wanted);
      const stored = treeShape(await readTree(t, w.course, o.admin.jwt, WITH_UNPUBLISHED));
      assert.equal(response.statusCode, 200, `${response.body} (stored tree: ${JSON.stringify(stored)})`);
      assert.deepEqual(treeShape(response.json<Tree>()), wanted);
      assert.deepEqual(stored, wanted);
    });
  });
});

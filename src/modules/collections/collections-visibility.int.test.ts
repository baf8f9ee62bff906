/**
 * Who reads which collection, and which courses appear inside [CONTRACT 5, 11]: public collections for
 * everyone, members-only ones for holders of `collections:read`, 404 to anyone else; inside, only the courses
 * the reader may read by the course list's rule, so an unpublished or members-only course leaves no trace
 * (neither its uuid nor its name) in any answer to a reader who may not see it. One table, read through the
 * collection and through the organization's pages.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  collectionUrl,
  courseUuids,
  createCollection,
  pageUrl,
  type Collection,
  type CollectionPage,
} from '../../../test/collection-factories.ts';
import { createCourse, type Course } from '../../../test/content-factories.ts';
import {
  ALL_RIGHTS,
  addMember,
  call,
  createApiToken,
  createOrg,
  uniq,
  type TestOrg,
} from '../../../test/factories.ts';

type CourseKind = 'published_public' | 'published_members' | 'unpublished_public' | 'unpublished_members';
const EVERY_KIND: CourseKind[] = [
  'unpublished_members',
  'published_public',
  'unpublished_public',
  'published_members',
];

type ReaderName =
  | 'anonymous'
  | 'other organization’s admin'
  | 'learner'
  | 'instructor'
  | 'admin'
  | 'token with every right'
  | 'token with collections:read only'
  | 'token without collections or courses rights'
  | 'another organization’s token';

/** What each reader gets: the members-only collection (`private`), and which courses show in either. */
interface Expected {
  private: 200 | 403 | 404;
  public: 200 | 403;
  courses: CourseKind[];
}

const TABLE: Record<ReaderName, Expected> = {
  anonymous: { public: 200, private: 404, courses: ['published_public'] },
  'other organization’s admin': { public: 200, private: 404, courses: ['published_public'] },
  learner: { public: 200, private: 200, courses: ['published_public', 'published_members'] },
  instructor: { public: 200, private: 200, courses: EVERY_KIND },
  admin: { public: 200, private: 200, courses: EVERY_KIND },
  'token with every right': { public: 200, private: 200, courses: EVERY_KIND },
  'token with collections:read only': { public: 200, private: 200, courses: ['published_public'] },
  'token without collections or courses rights': { public: 200, private: 404, courses: ['published_public'] },
  'another organization’s token': { public: 403, private: 403, courses: [] },
};

describe('collection visibility', () => {
  let t: TestApp;
  let o: TestOrg;
  let courses: Record<CourseKind, Course>;
  let publicOne: Collection;
  let privateOne: Collection;
  let readers: Record<ReaderName, string | undefined>;

  before(async () => {
    t = await buildTestApp();
    o = await createOrg(t);
    const course = (published: boolean, isPublic: boolean) =>
      createCourse(t, o, { name: `Course ${uniq()}`, published, public: isPublic });
    courses = {
      published_public: await course(true, true),
      published_members: await course(true, false),
      unpublished_public: await course(false, true),
      unpublished_members: await course(false, false),
    };
    const ordered = EVERY_KIND.map((kind) => courses[kind]);
    publicOne = await createCollection(t, o, ordered, { public: true });
    privateOne = await createCollection(t, o, ordered, { public: false });
    const other = await createOrg(t);
    readers = {
      anonymous: undefined,
      'other organization’s admin': other.admin.jwt,
      learner: (await addMember(t, o.org.id, 'learner')).jwt,
      instructor: (await addMember(t, o.org.id, 'instructor')).jwt,
      admin: o.admin.jwt,
      'token with every right': (await createApiToken(t, o, ALL_RIGHTS)).token,
      'token with collections:read only': (await createApiToken(t, o, { collections: { action_read: true } }))
        .token,
      'token without collections or courses rights': (
        await createApiToken(t, o, { ...ALL_RIGHTS, collections: {}, courses: {} })
      ).token,
      'another organization’s token': (await createApiToken(t, other, ALL_RIGHTS)).token,
    };
  });
  after(() => t.close());

  /** Asserts the courses shown, in the collection's order, and that no hidden course is named anywhere. */
  function assertCourses(body: string, shown: Collection['courses'], expected: CourseKind[], reader: string) {
    const visible = EVERY_KIND.filter((kind) => expected.includes(kind));
    assert.deepEqual(
      shown.map((c) => c.course_uuid),
      visible.map((kind) => courses[kind].course_uuid),
      reader,
    );
    for (const kind of EVERY_KIND.filter((k) => !expected.includes(k))) {
      assert.ok(!body.includes(courses[kind].course_uuid), `${reader}: ${kind} uuid leaked`);
      assert.ok(!body.includes(courses[kind].name), `${reader}: ${kind} name leaked`);
    }
  }

  for (const [reader, expected] of Object.entries(TABLE) as [ReaderName, Expected][]) {
    it(`${reader}: one collection at a time`, async () => {
      for (const [which, collection] of [
        ['public', publicOne],
        ['private', privateOne],
      ] as const) {
        const response = await call(t, 'GET', collectionUrl(collection), readers[reader]);
        assert.equal(
          response.statusCode,
          expected[which],
          `${reader} reading the ${which} one: ${response.body}`,
        );
        if (response.statusCode === 404) assertError(response, 404, 'not_found');
        if (response.statusCode === 403) assertError(response, 403, 'other_organization');
        if (response.statusCode !== 200) continue;
        assertCourses(response.body, response.json<Collection>().courses, expected.courses, reader);
      }
    });

    it(`${reader}: the organization's pages`, async () => {
      const response = await call(t, 'GET', pageUrl(o.org.id, 1, 50), readers[reader]);
      if (expected.public === 403) {
        assertError(response, 403, 'other_organization');
        return;
      }
      assert.equal(response.statusCode, 200, response.body);
      const page = response.json<CollectionPage>();
      const listed = page.items.map((c) => c.collection_uuid);
      const expectedUuids = expected.private === 200 ? [privateOne, publicOne] : [publicOne];
      assert.deepEqual(
        listed,
        expectedUuids.map((c) => c.collection_uuid),
        `${reader}: newest first`,
      );
      assert.equal(page.total, expectedUuids.length);
      if (expected.private !== 200)
        assert.ok(!response.body.includes(privateOne.collection_uuid), `${reader}: private one listed`);
      for (const item of page.items) assertCourses(response.body, item.courses, expected.courses, reader);
    });
  }

  it('a course published later appears to members; unpublished again, it disappears', async () => {
    const learner = readers.learner;
    const target = courses.unpublished_members;
    const publish = (published: boolean) =>
      call(t, 'PUT', `/api/v1/courses/${target.course_uuid}`, o.admin.jwt, { published });
    assert.equal((await publish(true)).statusCode, 200);
    try {
      const read = (await call(t, 'GET', collectionUrl(privateOne), learner)).json<Collection>();
      assert.ok(courseUuids(read).includes(target.course_uuid), 'published course shown');
      assert.equal(courseUuids(read)[0], target.course_uuid, 'in its place in the order');
    } finally {
      assert.equal((await publish(false)).statusCode, 200);
    }
    const read = (await call(t, 'GET', collectionUrl(privateOne), learner)).json<Collection>();
    assert.ok(!courseUuids(read).includes(target.course_uuid), 'unpublished course hidden');
  });

  it('a collection made public becomes readable by anyone; made private again, 404', async () => {
    const collection = await createCollection(t, o, [courses.published_public], { public: false });
    assertError(await call(t, 'GET', collectionUrl(collection)), 404, 'not_found');
    await call(t, 'PUT', collectionUrl(collection), o.admin.jwt, { public: true });
    assert.equal((await call(t, 'GET', collectionUrl(collection))).statusCode, 200);
    await call(t, 'PUT', collectionUrl(collection), o.admin.jwt, { public: false });
    assertError(await call(t, 'GET', collectionUrl(collection)), 404, 'not_found');
  });
});

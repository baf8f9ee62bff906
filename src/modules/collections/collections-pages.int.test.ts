/**
 * The organization's collections by page [CONTRACT 1, 10, 11]: `{items, total, limit, offset}`, pages from 1,
 * newest first, every collection on exactly one page, the bounds of page and limit; and tenancy: no route reads
 * or writes another organization's collections, and another organization's course never enters one.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  collectionUrl,
  courseUuids,
  createCollection,
  pageUrl,
  storedCounts,
  type Collection,
  type CollectionPage,
} from '../../../test/collection-factories.ts';
import { API, createCourse, type Course } from '../../../test/content-factories.ts';
import { ALL_RIGHTS, call, createApiToken, createOrg, type TestOrg } from '../../../test/factories.ts';

describe('collection pages', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  /** Every page of `limit` as `auth` sees it, until a short page; asserts each page's shape. */
  async function allPages(orgId: number, limit: number, auth?: string): Promise<CollectionPage[]> {
    const pages: CollectionPage[] = [];
    for (let page = 1; ; page++) {
      const response = await call(t, 'GET', pageUrl(orgId, page, limit), auth);
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json<CollectionPage>();
      assert.deepEqual(Object.keys(body).sort(), ['items', 'limit', 'offset', 'total']);
      assert.equal(body.limit, limit);
      assert.equal(body.offset, (page - 1) * limit);
      pages.push(body);
      if (body.items.length < limit) return pages;
    }
  }

  it('lists every collection exactly once across pages, newest first, with the total', async () => {
    const o = await createOrg(t);
    const made: Collection[] = [];
    for (let i = 0; i < 7; i++) made.push(await createCollection(t, o, [], { public: i % 2 === 0 }));
    const newestFirst = made.map((c) => c.collection_uuid).reverse();

    for (const limit of [1, 3, 7, 200]) {
      const pages = await allPages(o.org.id, limit, o.admin.jwt);
      const seen = pages.flatMap((p) => p.items.map((c) => c.collection_uuid));
      assert.deepEqual(seen, newestFirst, `limit ${limit}`);
      for (const page of pages) assert.equal(page.total, 7);
    }
    // Anonymous callers page through the public ones only.
    const publicOnes = made
      .filter((c) => c.public)
      .map((c) => c.collection_uuid)
      .reverse();
    const pages = await allPages(o.org.id, 3);
    assert.deepEqual(
      pages.flatMap((p) => p.items.map((c) => c.collection_uuid)),
      publicOnes,
    );
    assert.equal(pages[0]!.total, 4);
    // Past the end: an empty page, still the total.
    const past = await call(t, 'GET', pageUrl(o.org.id, 50, 3), o.admin.jwt);
    assert.deepEqual(past.json(), { items: [], total: 7, limit: 3, offset: 147 });
  });

  it('an organization without collections answers an empty page', async () => {
    const o = await createOrg(t);
    const response = await call(t, 'GET', pageUrl(o.org.id, 1, 50));
    assert.deepEqual(response.json(), { items: [], total: 0, limit: 50, offset: 0 });
  });

  it('refuses page and limit outside their bounds (422 at the path), an unknown organization 404', async () => {
    const o = await createOrg(t);
    const cases: { page: number | string; limit: number | string; loc: string }[] = [
      { page: 0, limit: 10, loc: 'page' },
      { page: -1, limit: 10, loc: 'page' },
      { page: 'first', limit: 10, loc: 'page' },
      { page: 1.5, limit: 10, loc: 'page' },
      { page: 1_000_001, limit: 10, loc: 'page' },
      { page: 1, limit: 0, loc: 'limit' },
      { page: 1, limit: 201, loc: 'limit' },
      { page: 1, limit: 'all', loc: 'limit' },
    ];
    for (const c of cases) {
      assertInvalid(await call(t, 'GET', pageUrl(o.org.id, c.page, c.limit)), ['path', c.loc]);
    }
    assertInvalid(await call(t, 'GET', pageUrl(0, 1, 10)), ['path', 'org_id']);
    for (const [page, limit] of [
      [1_000_000, 1],
      [1, 200],
    ]) {
      assert.equal((await call(t, 'GET', pageUrl(o.org.id, page!, limit!))).statusCode, 200);
    }
    assertError(await call(t, 'GET', pageUrl(987_654_321, 1, 10)), 404, 'not_found');
  });
});

describe('collection tenancy', () => {
  let t: TestApp;
  let a: TestOrg;
  let b: TestOrg;
  let aCourse: Course;
  let bCourse: Course;
  let bPublic: Collection;
  let bPrivate: Collection;
  let aToken: string;
  before(async () => {
    t = await buildTestApp();
    a = await createOrg(t);
    b = await createOrg(t);
    aCourse = await createCourse(t, a, { published: true });
    bCourse = await createCourse(t, b, { published: true });
    bPublic = await createCollection(t, b, [bCourse], { public: true, name: 'B public' });
    bPrivate = await createCollection(t, b, [bCourse], { public: false, name: 'B private' });
    aToken = (await createApiToken(t, a, ALL_RIGHTS)).token;
  });
  after(() => t.close());

  const unchanged = async () => {
    for (const c of [bPublic, bPrivate]) {
      const read = (await call(t, 'GET', collectionUrl(c), b.admin.jwt)).json<Collection>();
      assert.equal(read.name, c.name);
      assert.deepEqual(courseUuids(read), [bCourse.course_uuid]);
    }
  };

  it('another organization’s admin cannot change or delete a collection (403), and reads only public ones', async () => {
    for (const c of [bPublic, bPrivate]) {
      assertError(await call(t, 'PUT', collectionUrl(c), a.admin.jwt, { name: 'taken' }), 403, 'not_member');
      assertError(await call(t, 'DELETE', collectionUrl(c), a.admin.jwt), 403, 'not_member');
    }
    assert.equal((await call(t, 'GET', collectionUrl(bPublic), a.admin.jwt)).statusCode, 200);
    assertError(await call(t, 'GET', collectionUrl(bPrivate), a.admin.jwt), 404, 'not_found');
    const page = (await call(t, 'GET', pageUrl(b.org.id, 1, 50), a.admin.jwt)).json<CollectionPage>();
    assert.deepEqual(
      page.items.map((c) => c.collection_uuid),
      [bPublic.collection_uuid],
    );
    await unchanged();
  });

  it('another organization’s API token is refused on every route (403)', async () => {
    for (const c of [bPublic, bPrivate]) {
      assertError(await call(t, 'GET', collectionUrl(c), aToken), 403, 'other_organization');
      assertError(
        await call(t, 'PUT', collectionUrl(c), aToken, { name: 'taken' }),
        403,
        'other_organization',
      );
      assertError(await call(t, 'DELETE', collectionUrl(c), aToken), 403, 'other_organization');
    }
    assertError(await call(t, 'GET', pageUrl(b.org.id, 1, 50), aToken), 403, 'other_organization');
    const create = await call(t, 'POST', `${API}/collections/`, aToken, {
      org_id: b.org.id,
      name: 'X',
      public: true,
      courses: [],
    });
    assertError(create, 403, 'other_organization');
    await unchanged();
  });

  it('no one creates a collection in an organization they are not a member of', async () => {
    const before = await storedCounts(t);
    const response = await call(t, 'POST', `${API}/collections/`, a.admin.jwt, {
      org_id: b.org.id,
      name: 'X',
      public: true,
      courses: [bCourse.id],
    });
    assertError(response, 403, 'not_member');
    assert.deepEqual(await storedCounts(t), before);
  });

  it('another organization’s course never enters a collection (403), on create and on update', async () => {
    const before = await storedCounts(t);
    const create = await call(t, 'POST', `${API}/collections/`, a.admin.jwt, {
      org_id: a.org.id,
      name: 'X',
      public: true,
      courses: [aCourse.id, bCourse.id],
    });
    assertError(create, 403, 'other_organization');
    assert.deepEqual(await storedCounts(t), before);

    const mine = await createCollection(t, a, [aCourse]);
    const update = await call(t, 'PUT', collectionUrl(mine), a.admin.jwt, { courses: [bCourse.id] });
    assertError(update, 403, 'other_organization');
    const read = (await call(t, 'GET', collectionUrl(mine), a.admin.jwt)).json<Collection>();
    assert.deepEqual(courseUuids(read), [aCourse.course_uuid]);
    // And an organization's pages never show another's collections.
    const page = (await call(t, 'GET', pageUrl(a.org.id, 1, 200), a.admin.jwt)).json<CollectionPage>();
    assert.deepEqual(
      page.items.map((c) => c.collection_uuid),
      [mine.collection_uuid],
    );
  });
});

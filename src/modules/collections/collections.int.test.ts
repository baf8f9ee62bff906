/**
 * Collections [CONTRACT 11]: create (the answer, the order, the `collection_created` event received signed),
 * course ids checked before anything is written, validation, partial updates, deletion, a course's deletion
 * taking it out of its collections, the rights of each role and token, and the family switch.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError, assertInvalid } from '../../../test/assertions.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import {
  collectionUrl,
  courseUuids,
  createCollection,
  pageUrl,
  storedCounts,
  switchCollections,
  type Collection,
} from '../../../test/collection-factories.ts';
import { API, apiDate, createCourse, type Course } from '../../../test/content-factories.ts';
import { captureEvents } from '../../../test/event-capture.ts';
import {
  ALL_RIGHTS,
  addMember,
  call,
  createApiToken,
  createOrg,
  type TestOrg,
} from '../../../test/factories.ts';
import { startHttpsReceiver, type HttpsReceiver } from '../../../test/https-receiver.ts';
import { buildWebhookTestApp } from '../../../test/webhook-helpers.ts';

const unknownCollection = 'collection_00000000-0000-4000-8000-000000000000';

describe('collections', () => {
  let t: TestApp;
  let receiver: HttpsReceiver;
  before(async () => {
    t = await buildWebhookTestApp();
    receiver = await startHttpsReceiver();
  });
  after(async () => {
    await receiver.close();
    await t.close();
  });

  /** An organization with three published public courses. */
  async function withCourses(n = 3): Promise<{ o: TestOrg; courses: Course[] }> {
    const o = await createOrg(t);
    const courses: Course[] = [];
    for (let i = 0; i < n; i++)
      courses.push(await createCourse(t, o, { name: `Course ${i}`, published: true }));
    return { o, courses };
  }

  const post = (auth: string, body: Record<string, unknown>) =>
    call(t, 'POST', `${API}/collections/`, auth, body);
  const put = (auth: string, c: Collection | string, body: Record<string, unknown>) =>
    call(t, 'PUT', collectionUrl(c), auth, body);

  describe('create', () => {
    it('answers the collection with its courses as CourseRead, in the order given, and emits collection_created', async () => {
      const { o, courses } = await withCourses();
      const capture = await captureEvents(t, o, receiver, ['collection_created']);
      const order = [courses[2]!, courses[0]!, courses[1]!];
      const created = await createCollection(t, o, order, {
        name: 'Starter pack',
        description: 'First steps',
      });
      assert.match(created.collection_uuid, /^collection_[0-9a-f-]{36}$/);
      assert.equal(typeof created.id, 'number');
      assert.equal(created.org_id, o.org.id);
      assert.equal(created.name, 'Starter pack');
      assert.equal(created.description, 'First steps');
      assert.equal(created.public, true);
      assert.equal(created.creation_date, apiDate(t.clock.now()));
      assert.equal(created.update_date, created.creation_date);
      assert.deepEqual(
        courseUuids(created),
        order.map((c) => c.course_uuid),
      );
      // Each course is the course as its own read answers it.
      const read = await call(t, 'GET', `${API}/courses/${courses[2]!.course_uuid}`, o.admin.jwt);
      assert.deepEqual(created.courses[0], read.json());

      const data = await capture.takeOne('collection_created');
      assert.deepEqual(data, { collection_uuid: created.collection_uuid, name: 'Starter pack' });
      assert.deepEqual(
        await call(t, 'GET', collectionUrl(created), o.admin.jwt).then((r) => r.json<Collection>()),
        created,
      );
    });

    it('takes an empty course list and no description', async () => {
      const { o } = await withCourses(0);
      const created = await createCollection(t, o, [], { public: false });
      assert.deepEqual(created.courses, []);
      assert.equal(created.description, '');
      assert.equal(created.public, false);
    });

    it('checks every course id before writing anything: unknown 404, another organization’s 403, 404 first', async () => {
      const { o, courses } = await withCourses(1);
      const other = await withCourses(1);
      const capture = await captureEvents(t, o, receiver, ['collection_created']);
      const before = await storedCounts(t);
      const cases: { ids: number[]; status: number; code: string }[] = [
        { ids: [courses[0]!.id, 987_654_321], status: 404, code: 'not_found' },
        { ids: [courses[0]!.id, other.courses[0]!.id], status: 403, code: 'other_organization' },
        { ids: [other.courses[0]!.id, 987_654_321, courses[0]!.id], status: 404, code: 'not_found' },
      ];
      for (const c of cases) {
        const response = await post(o.admin.jwt, {
          org_id: o.org.id,
          name: 'X',
          public: true,
          courses: c.ids,
        });
        assertError(response, c.status, c.code);
      }
      assert.deepEqual(await storedCounts(t), before, 'nothing stored');
      assert.deepEqual(await capture.take(), [], 'no event');
      const page = await call(t, 'GET', pageUrl(o.org.id, 1, 50), o.admin.jwt);
      assert.equal(page.json<{ total: number }>().total, 0);
    });

    it('refuses a repeated course id (422) and stores nothing', async () => {
      const { o, courses } = await withCourses(2);
      const before = await storedCounts(t);
      const ids = [courses[0]!.id, courses[1]!.id, courses[0]!.id];
      assertInvalid(await post(o.admin.jwt, { org_id: o.org.id, name: 'X', public: true, courses: ids }), [
        'body',
        'courses',
      ]);
      assert.deepEqual(await storedCounts(t), before);
    });

    it('refuses bad bodies with 422 at the field', async () => {
      const { o } = await withCourses(0);
      const base = { org_id: o.org.id, name: 'X', public: true, courses: [] as unknown[] };
      const cases: { body: Record<string, unknown>; loc: (string | number)[]; type?: string }[] = [
        { body: { ...base, name: undefined }, loc: ['body', 'name'], type: 'missing' },
        { body: { ...base, name: '   ' }, loc: ['body', 'name'] },
        { body: { ...base, name: 'x'.repeat(501) }, loc: ['body', 'name'] },
        { body: { ...base, public: undefined }, loc: ['body', 'public'], type: 'missing' },
        { body: { ...base, public: 'yes' }, loc: ['body', 'public'] },
        { body: { ...base, courses: undefined }, loc: ['body', 'courses'], type: 'missing' },
        { body: { ...base, courses: 'all' }, loc: ['body', 'courses'] },
        { body: { ...base, courses: ['1'] }, loc: ['body', 'courses', 0] },
        { body: { ...base, courses: [0] }, loc: ['body', 'courses', 0] },
        {
          body: { ...base, courses: Array.from({ length: 501 }, (_, i) => i + 1) },
          loc: ['body', 'courses'],
        },
        { body: { ...base, org_id: 'one' }, loc: ['body', 'org_id'] },
        { body: { ...base, description: 5 }, loc: ['body', 'description'] },
        { body: { ...base, color: 'red' }, loc: ['body', 'color'], type: 'extra_forbidden' },
      ];
      for (const c of cases) assertInvalid(await post(o.admin.jwt, c.body), c.loc, c.type);
    });

    it('answers 401 without credentials, 404 for an unknown organization (after 422)', async () => {
      const { o } = await withCourses(0);
      assertError(await post(undefined as unknown as string, { org_id: o.org.id }), 401, 'unauthorized');
      const missing = await post(o.admin.jwt, { org_id: 987_654_321, name: 'X', public: true, courses: [] });
      assertError(missing, 404, 'not_found');
    });
  });

  describe('update', () => {
    it('is partial: absent fields and an absent course list stay', async () => {
      const { o, courses } = await withCourses();
      const created = await createCollection(t, o, courses, { name: 'A', description: 'd', public: true });
      t.clock.advance(60_000);
      const renamed = await put(o.admin.jwt, created, { name: 'B' });
      assert.equal(renamed.statusCode, 200, renamed.body);
      const body = renamed.json<Collection>();
      assert.equal(body.name, 'B');
      assert.equal(body.description, 'd');
      assert.equal(body.public, true);
      assert.deepEqual(courseUuids(body), courseUuids(created));
      assert.equal(body.creation_date, created.creation_date);
      assert.equal(body.update_date, apiDate(t.clock.now()));

      const privateNow = (
        await put(o.admin.jwt, created, { public: false, description: '' })
      ).json<Collection>();
      assert.equal(privateNow.public, false);
      assert.equal(privateNow.description, '');
      assert.equal(privateNow.name, 'B');
      assert.deepEqual(courseUuids(privateNow), courseUuids(created));
    });

    it('replaces the course list with the one given, in its order, and keeps that order on every read', async () => {
      const { o, courses } = await withCourses(4);
      const created = await createCollection(t, o, [courses[0]!, courses[1]!]);
      const order = [courses[3]!, courses[1]!, courses[2]!];
      const replaced = await put(o.admin.jwt, created, { courses: order.map((c) => c.id) });
      assert.equal(replaced.statusCode, 200, replaced.body);
      const expected = order.map((c) => c.course_uuid);
      assert.deepEqual(courseUuids(replaced.json<Collection>()), expected);
      assert.deepEqual(
        courseUuids((await call(t, 'GET', collectionUrl(created))).json<Collection>()),
        expected,
      );
      const page = (await call(t, 'GET', pageUrl(o.org.id, 1, 10))).json<{ items: Collection[] }>();
      assert.deepEqual(courseUuids(page.items[0]!), expected);

      const emptied = await put(o.admin.jwt, created, { courses: [] });
      assert.deepEqual(emptied.json<Collection>().courses, []);
    });

    it('checks the new course ids before changing anything', async () => {
      const { o, courses } = await withCourses(2);
      const other = await withCourses(1);
      const created = await createCollection(t, o, [courses[0]!], { name: 'Keep' });
      const cases: { ids: number[]; status: number; code: string }[] = [
        { ids: [courses[1]!.id, 987_654_321], status: 404, code: 'not_found' },
        { ids: [courses[1]!.id, other.courses[0]!.id], status: 403, code: 'other_organization' },
      ];
      for (const c of cases) {
        assertError(await put(o.admin.jwt, created, { name: 'Changed', courses: c.ids }), c.status, c.code);
      }
      const read = (await call(t, 'GET', collectionUrl(created))).json<Collection>();
      assert.equal(read.name, 'Keep');
      assert.deepEqual(courseUuids(read), [courses[0]!.course_uuid]);
      assertInvalid(await put(o.admin.jwt, created, { courses: [courses[0]!.id, courses[0]!.id] }), [
        'body',
        'courses',
      ]);
      assertInvalid(
        await put(o.admin.jwt, created, { org_id: o.org.id }),
        ['body', 'org_id'],
        'extra_forbidden',
      );
      assertInvalid(await put(o.admin.jwt, created, { name: '' }), ['body', 'name']);
    });

    it('answers 404 for an unknown or malformed uuid, 401 without credentials', async () => {
      const { o } = await withCourses(0);
      assertError(await put(o.admin.jwt, unknownCollection, { name: 'x' }), 404, 'not_found');
      assertError(await put(o.admin.jwt, 'nonsense', { name: 'x' }), 404, 'not_found');
      const created = await createCollection(t, o, []);
      assertError(
        await call(t, 'PUT', collectionUrl(created), undefined, { name: 'x' }),
        401,
        'unauthorized',
      );
    });
  });

  describe('delete', () => {
    it('removes the collection (204, then 404) and keeps its courses', async () => {
      const { o, courses } = await withCourses(1);
      const created = await createCollection(t, o, courses);
      const deleted = await call(t, 'DELETE', collectionUrl(created), o.admin.jwt);
      assert.equal(deleted.statusCode, 204, deleted.body);
      assertError(await call(t, 'GET', collectionUrl(created), o.admin.jwt), 404, 'not_found');
      assertError(await call(t, 'DELETE', collectionUrl(created), o.admin.jwt), 404, 'not_found');
      const course = await call(t, 'GET', `${API}/courses/${courses[0]!.course_uuid}`, o.admin.jwt);
      assert.equal(course.statusCode, 200);
      const rows = await t.services.db
        .selectFrom('collection_courses')
        .select('id')
        .where('collection_id', '=', created.id)
        .execute();
      assert.deepEqual(rows, []);
    });

    it('a deleted course leaves every collection that held it, the others keep their order', async () => {
      const { o, courses } = await withCourses(3);
      const first = await createCollection(t, o, [courses[0]!, courses[1]!, courses[2]!]);
      const second = await createCollection(t, o, [courses[1]!]);
      const gone = await call(t, 'DELETE', `${API}/courses/${courses[1]!.course_uuid}`, o.admin.jwt);
      assert.ok([200, 204].includes(gone.statusCode), gone.body);
      const read = (c: Collection) =>
        call(t, 'GET', collectionUrl(c), o.admin.jwt).then((r) => r.json<Collection>());
      assert.deepEqual(courseUuids(await read(first)), [courses[0]!.course_uuid, courses[2]!.course_uuid]);
      assert.deepEqual((await read(second)).courses, []);
    });
  });

  describe('rights', () => {
    it('creating takes collections:create: admins, maintainers and instructors yes, learners 403', async () => {
      const { o, courses } = await withCourses(1);
      const cases = [
        { role: 'maintainer', status: 200 },
        { role: 'instructor', status: 200 },
        { role: 'learner', status: 403 },
      ] as const;
      for (const c of cases) {
        const member = await addMember(t, o.org.id, c.role);
        const response = await post(member.jwt, {
          org_id: o.org.id,
          name: c.role,
          public: true,
          courses: [courses[0]!.id],
        });
        assert.equal(response.statusCode, c.status, `${c.role}: ${response.body}`);
        if (c.status === 403) assertError(response, 403, 'missing_right');
      }
      const outsider = await createOrg(t);
      assertError(
        await post(outsider.admin.jwt, { org_id: o.org.id, name: 'X', public: true, courses: [] }),
        403,
        'not_member',
      );
    });

    it('instructors update and delete only their own collections; admins and maintainers any', async () => {
      const { o, courses } = await withCourses(1);
      const instructor = await addMember(t, o.org.id, 'instructor');
      const colleague = await addMember(t, o.org.id, 'instructor');
      const maintainer = await addMember(t, o.org.id, 'maintainer');
      const learner = await addMember(t, o.org.id, 'learner');
      const theirs = await createCollection(t, o, courses, { auth: instructor.jwt });
      const admins = await createCollection(t, o, courses);

      assertError(await put(colleague.jwt, theirs, { name: 'x' }), 403, 'not_owner');
      assertError(await call(t, 'DELETE', collectionUrl(theirs), colleague.jwt), 403, 'not_owner');
      assertError(await put(instructor.jwt, admins, { name: 'x' }), 403, 'not_owner');
      assertError(await put(learner.jwt, theirs, { name: 'x' }), 403, 'missing_right');
      assertError(await call(t, 'DELETE', collectionUrl(theirs), learner.jwt), 403, 'missing_right');

      assert.equal((await put(instructor.jwt, theirs, { name: 'mine' })).statusCode, 200);
      assert.equal((await put(maintainer.jwt, theirs, { name: 'maintained' })).statusCode, 200);
      assert.equal((await put(o.admin.jwt, theirs, { name: 'admin' })).statusCode, 200);
      assert.equal((await call(t, 'DELETE', collectionUrl(theirs), instructor.jwt)).statusCode, 204);
      assert.equal((await call(t, 'DELETE', collectionUrl(admins), maintainer.jwt)).statusCode, 204);
    });

    it('API tokens act on the rights they hold; what they create is their creator’s', async () => {
      const { o, courses } = await withCourses(1);
      const full = await createApiToken(t, o, ALL_RIGHTS);
      const readOnly = await createApiToken(t, o, { ...ALL_RIGHTS, collections: { action_read: true } });
      const created = await post(full.token, {
        org_id: o.org.id,
        name: 'T',
        public: false,
        courses: [courses[0]!.id],
      });
      assert.equal(created.statusCode, 200, created.body);
      const collection = created.json<Collection>();
      const row = await t.services.db
        .selectFrom('collections')
        .select('created_by')
        .where('id', '=', collection.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.created_by, o.admin.user.id);

      assertError(
        await post(readOnly.token, { org_id: o.org.id, name: 'T', public: true, courses: [] }),
        403,
        'missing_right',
      );
      assertError(await put(readOnly.token, collection, { name: 'x' }), 403, 'missing_right');
      assertError(await call(t, 'DELETE', collectionUrl(collection), readOnly.token), 403, 'missing_right');
      assert.equal((await call(t, 'GET', collectionUrl(collection), readOnly.token)).statusCode, 200);
      assert.equal((await put(full.token, collection, { name: 'y' })).statusCode, 200);
    });

    it('a course the creator may not read is not found to them (a token without courses:read)', async () => {
      const o = await createOrg(t);
      const hidden = await createCourse(t, o, { published: false });
      const shown = await createCourse(t, o, { published: true });
      const token = await createApiToken(t, o, { ...ALL_RIGHTS, courses: {} });
      const before = await storedCounts(t);
      const refused = await post(token.token, {
        org_id: o.org.id,
        name: 'X',
        public: true,
        courses: [hidden.id],
      });
      assertError(refused, 404, 'not_found');
      assert.deepEqual(await storedCounts(t), before);
      const ok = await post(token.token, { org_id: o.org.id, name: 'X', public: true, courses: [shown.id] });
      assert.equal(ok.statusCode, 200, ok.body);
    });
  });

  describe('family switch', () => {
    it('switched off: reads 404, writes 403 feature_disabled; on again: everything is back', async () => {
      const { o, courses } = await withCourses(1);
      const created = await createCollection(t, o, courses);
      await switchCollections(t, o.org.id, false);
      assertError(await call(t, 'GET', collectionUrl(created), o.admin.jwt), 404, 'not_found');
      assertError(await call(t, 'GET', pageUrl(o.org.id, 1, 10)), 404, 'not_found');
      assertError(
        await post(o.admin.jwt, { org_id: o.org.id, name: 'X', public: true, courses: [] }),
        403,
        'feature_disabled',
      );
      assertError(await put(o.admin.jwt, created, { name: 'x' }), 403, 'feature_disabled');
      assertError(await call(t, 'DELETE', collectionUrl(created), o.admin.jwt), 403, 'feature_disabled');
      // Validation still comes first.
      assertInvalid(await post(o.admin.jwt, { org_id: o.org.id }), ['body', 'name'], 'missing');

      await switchCollections(t, o.org.id, true);
      assert.equal((await call(t, 'GET', collectionUrl(created))).statusCode, 200);
      assert.equal((await put(o.admin.jwt, created, { name: 'x' })).statusCode, 200);
    });
  });
});

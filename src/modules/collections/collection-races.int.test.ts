/**
 * Collections against concurrent changes of their courses: a course deleted between the check of a
 * collection's course ids and the write never makes a 500 nor leaves a collection holding a deleted course.
 * On PostgreSQL the deletion commits in the gap and the write finds the course gone (404, nothing stored); on
 * SQLite the deletion waits for the collection's transaction and then takes the course out of it.
 */
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { after, before, describe, it } from 'node:test';
import { assertError } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  collectionUrl,
  courseUuids,
  createCollection,
  storedCounts,
  type Collection,
} from '../../../test/collection-factories.ts';
import { API, createCourse } from '../../../test/content-factories.ts';
import { call, createOrg } from '../../../test/factories.ts';
import { holdAfter, settledOrBlocked } from '../../../test/races.ts';
import { CoursesService } from '../courses/index.ts';

describe('collection races', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  /** Runs `write` held just after its course check, deletes `doomed` in the gap, then lets `write` go on. */
  async function deleteDuring(
    write: () => Promise<LightMyRequestResponse>,
    doomedUuid: string,
    auth: string,
  ) {
    const hold = holdAfter(CoursesService.prototype, 'presentReadable');
    try {
      const writing = write();
      await hold.reached;
      const deleting = call(t, 'DELETE', `${API}/courses/${doomedUuid}`, auth);
      await settledOrBlocked(deleting);
      hold.release();
      const [written, deleted] = await Promise.all([writing, deleting]);
      assert.ok([200, 204].includes(deleted.statusCode), deleted.body);
      return written;
    } finally {
      hold.restore();
    }
  }

  it('create: a course deleted after the check is never left in the collection', async () => {
    const o = await createOrg(t);
    const kept = await createCourse(t, o, { published: true });
    const doomed = await createCourse(t, o, { published: true });
    const before = await storedCounts(t);
    const created = await deleteDuring(
      () =>
        call(t, 'POST', `${API}/collections/`, o.admin.jwt, {
          org_id: o.org.id,
          name: 'Racing',
          public: true,
          courses: [kept.id, doomed.id],
        }),
      doomed.course_uuid,
      o.admin.jwt,
    );
    if (created.statusCode === 404) {
      assertError(created, 404, 'not_found');
      assert.deepEqual(await storedCounts(t), before, 'nothing stored');
      return;
    }
    assert.equal(created.statusCode, 200, created.body);
    const uuid = created.json<Collection>().collection_uuid;
    const read = (await call(t, 'GET', collectionUrl(uuid), o.admin.jwt)).json<Collection>();
    assert.deepEqual(courseUuids(read), [kept.course_uuid]);
    assert.equal((await storedCounts(t)).links, before.links + 1);
  });

  it('update: a course deleted after the check is never left in the collection', async () => {
    const o = await createOrg(t);
    const kept = await createCourse(t, o, { published: true });
    const doomed = await createCourse(t, o, { published: true });
    const collection = await createCollection(t, o, [kept], { name: 'Before' });
    const updated = await deleteDuring(
      () =>
        call(t, 'PUT', collectionUrl(collection), o.admin.jwt, {
          name: 'After',
          courses: [doomed.id, kept.id],
        }),
      doomed.course_uuid,
      o.admin.jwt,
    );
    const read = (await call(t, 'GET', collectionUrl(collection), o.admin.jwt)).json<Collection>();
    assert.deepEqual(courseUuids(read), [kept.course_uuid]);
    if (updated.statusCode === 404) {
      assertError(updated, 404, 'not_found');
      assert.equal(read.name, 'Before', 'nothing changed');
    } else {
      assert.equal(updated.statusCode, 200, updated.body);
      assert.equal(read.name, 'After');
    }
  });
});

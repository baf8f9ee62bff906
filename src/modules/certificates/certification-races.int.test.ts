/**
 * Races on certificates: one configuration per course (409 `certification_exists` for every concurrent loser,
 * never a 500), and one valid certificate per learner and course however many claims arrive at once.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError } from '../../../test/assertions.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  CONFIG,
  completableCourse,
  createCertification,
  getOwn,
  learnerWhoCompleted,
  postCertification,
  type OwnCertificate,
} from '../../../test/certificate-factories.ts';
import { createCourse } from '../../../test/content-factories.ts';
import { createOrg } from '../../../test/factories.ts';
import { RACERS, assertAllSucceed, assertOneWinner, holdAfter, race } from '../../../test/races.ts';
import { CertificatesRepository } from './certificates.repository.ts';

describe('certificate races', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  async function configurations(courseId: number): Promise<number> {
    const rows = await t.services.db
      .selectFrom('certifications')
      .select('id')
      .where('course_id', '=', courseId)
      .execute();
    return rows.length;
  }

  it(`${RACERS} configurations of one course: one row, the rest 409 certification_exists`, async () => {
    const o = await createOrg(t);
    const course = await createCourse(t, o, { published: true });
    const responses = await race(RACERS, () =>
      postCertification(t, o.admin.jwt, { course_uuid: course.course_uuid, config: CONFIG }),
    );
    assertOneWinner(responses, 409, 'certification_exists');
    assert.equal(await configurations(course.id), 1);
  });

  it('a configuration that checked before another was created answers 409 certification_exists', async () => {
    const o = await createOrg(t);
    const course = await createCourse(t, o, { published: true });
    // Held after its "is there one already?" lookup, so the other creation commits in between.
    const hold = holdAfter(CertificatesRepository.prototype, 'findCertificationOfCourse');
    try {
      const late = postCertification(t, o.admin.jwt, { course_uuid: course.course_uuid, config: CONFIG });
      await Promise.race([hold.reached, late]);
      await createCertification(t, o.admin.jwt, course);
      hold.release();
      assertError(await late, 409, 'certification_exists');
    } finally {
      hold.restore();
    }
    assert.equal(await configurations(course.id), 1);
  });

  it(`${RACERS} claims of one certificate at once: one certificate, every answer naming it`, async () => {
    const c = await completableCourse(t);
    const learner = await learnerWhoCompleted(t, c);
    await createCertification(t, c.o.admin.jwt, c.course);
    const responses = await race(RACERS, () => getOwn(t, learner.jwt, c.course));
    assertAllSucceed(responses);
    const uuids = new Set(responses.map((r) => r.json<OwnCertificate>().user_certification_uuid));
    assert.equal(uuids.size, 1);
    const rows = await t.services.db
      .selectFrom('user_certificates')
      .select('id')
      .where('course_id', '=', c.course.id)
      .where('user_id', '=', learner.user.id)
      .execute();
    assert.equal(rows.length, 1);
  });
});

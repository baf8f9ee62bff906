/**
 * Certificates learners hold [CONTRACT 9, 10]: issued when a learner completes a configured course (and the
 * `certificate_claimed` event, with its exact data), claimed later by a learner who completed before the
 * configuration existed, read by the learner (sessions only), verified by anyone without credentials,
 * revoked and issued anew, and kept or removed with the configuration and the course.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertError } from '../../../test/assertions.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import {
  CONFIG,
  complete,
  completableCourse,
  createCertification,
  getOwn,
  getVerification,
  learnerWhoCompleted,
  own,
  verify,
  type CompletableCourse,
  type OwnCertificate,
} from '../../../test/certificate-factories.ts';
import { API, apiDate } from '../../../test/content-factories.ts';
import { captureEvents } from '../../../test/event-capture.ts';
import {
  ALL_RIGHTS,
  addMember,
  call,
  createApiToken,
  createOrg,
  type TestUser,
} from '../../../test/factories.ts';
import { startHttpsReceiver, type HttpsReceiver } from '../../../test/https-receiver.ts';
import { buildWebhookTestApp } from '../../../test/webhook-helpers.ts';

const unknownCourse = 'course_00000000-0000-4000-8000-000000000000';

describe('certificates', () => {
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

  /** A configured course and a learner who completed it (so holds its certificate). */
  async function certified() {
    const c = await completableCourse(t);
    const certification = await createCertification(t, c.o.admin.jwt, c.course);
    const learner = await learnerWhoCompleted(t, c);
    return { c, certification, learner, certificate: await own(t, learner, c.course) };
  }

  /** `issueOnCompletion` in a transaction of its own, as the learning module calls it. */
  function issue(c: CompletableCourse, learner: TestUser) {
    return t.services.db.transaction().execute((trx) =>
      t.services.certificates.issueOnCompletion(trx, {
        orgId: c.o.org.id,
        courseId: c.course.id,
        userId: learner.user.id,
      }),
    );
  }

  function revoke(c: CompletableCourse, learner: TestUser) {
    return t.services.db.transaction().execute((trx) =>
      t.services.certificates.revoke(trx, {
        orgId: c.o.org.id,
        courseId: c.course.id,
        userId: learner.user.id,
        reason: 'assignment_retried',
      }),
    );
  }

  describe('issue on completion', () => {
    it('issues when a learner completes a configured course, and publishes certificate_claimed once', async () => {
      const c = await completableCourse(t);
      await createCertification(t, c.o.admin.jwt, c.course);
      const capture = await captureEvents(t, c.o, receiver, ['certificate_claimed']);
      const learner = await learnerWhoCompleted(t, c);
      const mine = await own(t, learner, c.course);
      assert.deepEqual(await capture.takeOne('certificate_claimed'), {
        user: { user_uuid: learner.user.user_uuid, email: learner.email, username: learner.user.username },
        course: { course_uuid: c.course.course_uuid, name: c.course.name },
        certificate: { user_certification_uuid: mine.user_certification_uuid },
      });
      // Reading it again, or completing again, issues nothing more.
      await complete(t, learner, c);
      assert.equal((await own(t, learner, c.course)).user_certification_uuid, mine.user_certification_uuid);
      assert.deepEqual(await capture.take(), []);
    });

    it('answers null while a valid certificate is held or when the course has no configuration', async () => {
      const { c, learner, certificate } = await certified();
      assert.equal(await issue(c, learner), null);
      const bare = await completableCourse(t, c.o);
      const other = await learnerWhoCompleted(t, bare);
      assert.equal(await issue(bare, other), null);
      assertError(await getOwn(t, other.jwt, bare.course), 404, 'not_found');
      assert.equal((await verify(t, certificate.user_certification_uuid)).valid, true);
    });

    it('issues through the service inside the caller transaction, with its event', async () => {
      const c = await completableCourse(t);
      const learner = await learnerWhoCompleted(t, c);
      await createCertification(t, c.o.admin.jwt, c.course);
      const capture = await captureEvents(t, c.o, receiver, ['certificate_claimed']);
      const issued = await issue(c, learner);
      assert.ok(issued);
      assert.match(issued.user_certification_uuid, /^cert_[0-9a-f-]{36}$/);
      const data = await capture.takeOne('certificate_claimed');
      assert.deepEqual(data.certificate, { user_certification_uuid: issued.user_certification_uuid });
      // Rolled back with the caller's transaction: neither the certificate nor its event stays.
      const other = await addMember(t, c.o.org.id, 'learner');
      await t.services.db
        .transaction()
        .execute(async (trx) => {
          const rolledBack = await t.services.certificates.issueOnCompletion(trx, {
            orgId: c.o.org.id,
            courseId: c.course.id,
            userId: other.user.id,
          });
          assert.ok(rolledBack);
          throw new Error('roll back');
        })
        .catch((error: unknown) => assert.equal((error as Error).message, 'roll back'));
      assert.deepEqual(await capture.take(), []);
    });
  });

  describe("the learner's own certificate", () => {
    it('answers the certificate with the configuration', async () => {
      const { c, learner, certificate, certification } = await certified();
      assert.deepEqual(certificate, {
        user_certification_uuid: certificate.user_certification_uuid,
        user: { user_uuid: learner.user.user_uuid, username: learner.user.username },
        course: { course_uuid: c.course.course_uuid, name: c.course.name },
        issue_date: apiDate(t.clock.now()),
        valid: true,
        config: certification.config,
      } satisfies OwnCertificate);
      assert.deepEqual(certification.config, CONFIG);
    });

    it('issues it on request to a learner who completed before the configuration existed', async () => {
      const c = await completableCourse(t);
      const learner = await learnerWhoCompleted(t, c);
      assertError(await getOwn(t, learner.jwt, c.course), 404, 'not_found');
      await createCertification(t, c.o.admin.jwt, c.course);
      const capture = await captureEvents(t, c.o, receiver, ['certificate_claimed']);
      const claimed = await own(t, learner, c.course);
      assert.equal(claimed.valid, true);
      assert.deepEqual(await capture.takeOne('certificate_claimed'), {
        user: { user_uuid: learner.user.user_uuid, email: learner.email, username: learner.user.username },
        course: { course_uuid: c.course.course_uuid, name: c.course.name },
        certificate: { user_certification_uuid: claimed.user_certification_uuid },
      });
      assert.equal(
        (await own(t, learner, c.course)).user_certification_uuid,
        claimed.user_certification_uuid,
      );
      assert.deepEqual(await capture.take(), []);
    });

    it('answers 404 to a learner who has not completed the course, or for an unknown course', async () => {
      const c = await completableCourse(t);
      await createCertification(t, c.o.admin.jwt, c.course);
      const learner = await addMember(t, c.o.org.id, 'learner');
      assertError(await getOwn(t, learner.jwt, c.course), 404, 'not_found');
      assertError(await getOwn(t, learner.jwt, { course_uuid: unknownCourse }), 404, 'not_found');
      assertError(await getOwn(t, learner.jwt, { course_uuid: 'garbage' }), 404, 'not_found');
      // Someone else's certificate is not the caller's.
      await learnerWhoCompleted(t, c);
      assertError(await getOwn(t, c.o.admin.jwt, c.course), 404, 'not_found');
    });

    it('needs a user session: 401 anonymous, 403 for API tokens', async () => {
      const { c } = await certified();
      assertError(await getOwn(t, undefined, c.course), 401, 'unauthorized');
      const token = await createApiToken(t, c.o, ALL_RIGHTS);
      assertError(await getOwn(t, token.token, c.course), 403, 'session_only');
    });

    it('refuses a session swapped from another organization’s API token (403)', async () => {
      const { c, learner } = await certified();
      const elsewhere = await createOrg(t);
      await t.services.db.transaction().execute((trx) =>
        t.services.invites.join(trx, elsewhere.org.id, learner.user.id, {
          role: 'learner',
          method: 'email',
        }),
      );
      const token = await createApiToken(t, elsewhere, ALL_RIGHTS);
      const swap = await call(t, 'POST', `${API}/admin/${elsewhere.org.slug}/auth/token`, token.token, {
        user_id: learner.user.id,
      });
      assert.equal(swap.statusCode, 200, swap.body);
      const swapped = swap.json<{ access_token: string }>().access_token;
      assertError(await getOwn(t, swapped, c.course), 403, 'other_organization');
    });
  });

  describe('verification', () => {
    it('answers anyone, with no credentials, and ignores bad ones', async () => {
      const { c, learner, certificate } = await certified();
      const verified = await verify(t, certificate.user_certification_uuid);
      assert.deepEqual(verified, {
        user_certification_uuid: certificate.user_certification_uuid,
        user: { user_uuid: learner.user.user_uuid, username: learner.user.username },
        course: { course_uuid: c.course.course_uuid, name: c.course.name },
        issue_date: certificate.issue_date,
        valid: true,
      });
      const withBadToken = await call(
        t,
        'GET',
        `${API}/certifications/certificate/${certificate.user_certification_uuid}`,
        'not-a-token',
      );
      assert.equal(withBadToken.statusCode, 200, withBadToken.body);
    });

    it('answers 404 for unknown and malformed uuids', async () => {
      for (const uuid of [
        'cert_00000000-0000-4000-8000-000000000000',
        'cert_nope',
        'course_x',
        'x'.repeat(90),
      ]) {
        assertError(await getVerification(t, uuid), 404, 'not_found');
      }
    });
  });

  describe('revocation', () => {
    it('marks the certificate invalid; completing again issues a new one', async () => {
      const { c, learner, certificate } = await certified();
      t.clock.advance(3_600_000);
      // What an assignment retry does: the activity is open again and the certificate withdrawn.
      const undone = await call(
        t,
        'DELETE',
        `${API}/trail/remove_activity/${c.activity.activity_uuid}`,
        learner.jwt,
      );
      assert.equal(undone.statusCode, 200, undone.body);
      const revoked = await revoke(c, learner);
      assert.ok(revoked);
      assert.equal(revoked.revoke_reason, 'assignment_retried');
      assert.equal(revoked.revoked_at?.slice(0, 19), apiDate(t.clock.now()));
      assert.equal((await verify(t, certificate.user_certification_uuid)).valid, false);
      assertError(await getOwn(t, learner.jwt, c.course), 404, 'not_found');
      assert.equal(await revoke(c, learner), null, 'nothing left to revoke');

      const capture = await captureEvents(t, c.o, receiver, ['certificate_claimed']);
      await complete(t, learner, c);
      const renewed = await own(t, learner, c.course);
      assert.notEqual(renewed.user_certification_uuid, certificate.user_certification_uuid);
      assert.equal(renewed.issue_date, apiDate(t.clock.now()));
      assert.deepEqual((await capture.takeOne('certificate_claimed')).certificate, {
        user_certification_uuid: renewed.user_certification_uuid,
      });
      assert.equal((await verify(t, certificate.user_certification_uuid)).valid, false);
      assert.equal((await verify(t, renewed.user_certification_uuid)).valid, true);
    });

    it('is a no-op for a learner without a certificate', async () => {
      const c = await completableCourse(t);
      const learner = await addMember(t, c.o.org.id, 'learner');
      assert.equal(await revoke(c, learner), null);
    });
  });

  describe('concurrency', () => {
    it('issues one certificate when two claims race', async () => {
      const c = await completableCourse(t);
      const learner = await learnerWhoCompleted(t, c);
      await createCertification(t, c.o.admin.jwt, c.course);
      const capture = await captureEvents(t, c.o, receiver, ['certificate_claimed']);
      const answers = await Promise.all([getOwn(t, learner.jwt, c.course), getOwn(t, learner.jwt, c.course)]);
      for (const answer of answers) assert.equal(answer.statusCode, 200, answer.body);
      const [first, second] = answers.map((a) => a.json<OwnCertificate>());
      assert.equal(first!.user_certification_uuid, second!.user_certification_uuid);
      await capture.takeOne('certificate_claimed');
      const issuedTwice = await Promise.all([issue(c, learner), issue(c, learner)]);
      assert.deepEqual(issuedTwice, [null, null]);
    });
  });

  describe('deleting the configuration or the course', () => {
    it('keeps issued certificates valid and verifiable when the configuration goes', async () => {
      const { c, learner, certificate, certification } = await certified();
      const deleted = await call(
        t,
        'DELETE',
        `${API}/certifications/${certification.certification_uuid}`,
        c.o.admin.jwt,
      );
      assert.equal(deleted.statusCode, 204, deleted.body);
      assert.deepEqual(await verify(t, certificate.user_certification_uuid), {
        user_certification_uuid: certificate.user_certification_uuid,
        user: certificate.user,
        course: certificate.course,
        issue_date: certificate.issue_date,
        valid: true,
      });
      assert.deepEqual(await own(t, learner, c.course), { ...certificate, config: null });
      // Without a configuration nobody new is issued one.
      const later = await learnerWhoCompleted(t, c);
      assertError(await getOwn(t, later.jwt, c.course), 404, 'not_found');
    });

    it('removes the configuration and every certificate with the course', async () => {
      const { c, learner, certificate } = await certified();
      const deleted = await call(t, 'DELETE', `${API}/courses/${c.course.course_uuid}`, c.o.admin.jwt);
      assert.equal(deleted.statusCode, 204, deleted.body);
      assertError(await getVerification(t, certificate.user_certification_uuid), 404, 'not_found');
      assertError(await getOwn(t, learner.jwt, c.course), 404, 'not_found');
      const left = await t.services.db
        .selectFrom('user_certificates')
        .select('id')
        .where('course_id', '=', c.course.id)
        .execute();
      assert.deepEqual(left, []);
      const configs = await t.services.db
        .selectFrom('certifications')
        .select('id')
        .where('course_id', '=', c.course.id)
        .execute();
      assert.deepEqual(configs, []);
    });
  });
});

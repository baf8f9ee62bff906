/**
 * Certificates learners hold [CONTRACT 9, 10]: issued when a learner completes a course that has a
 * configuration, revoked when the work behind the completion is retried or rejected, claimed by the learner
 * (a learner who completed before the configuration existed still gets one), and verified by anyone.
 *
 * A learner holds at most one valid certificate per course (a partial unique index); revoked ones stay
 * verifiable as `valid: false`, and completing the course again after a revocation issues a new one.
 */
import type { Db, Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import type { AccessControl, Principal } from '../access/index.ts';
import { courseSummaries, type CoursesService } from '../courses/index.ts';
import { findAccountById } from '../identity/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import {
  presentOwnCertificate,
  presentVerification,
  type CertificateVerification,
  type OwnCertificate,
} from './certificates.presenter.ts';
import {
  CertificatesRepository,
  type CertificationRow,
  type UserCertificateRow,
} from './certificates.repository.ts';

/** Whether a learner has completed a course; the learning module decides. */
export type CompletionCheck = (executor: Tx, courseId: number, userId: number) => Promise<boolean>;

export interface CertificatesDeps {
  db: Db;
  access: AccessControl;
  courses: Pick<CoursesService, 'requireCourse'>;
  clock: Clock;
  events: EventPublisher;
  /** Completion as the learning module decides it, under the learner's enrolment lock. */
  isCourseCompleted: CompletionCheck;
}

/** Why a certificate was revoked: the work behind the completion was retried or rejected. */
export type RevokeReason = 'assignment_retried' | 'submission_rejected';

const CERTIFICATE_UUID = /^cert_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class CertificatesService {
  private readonly repo = new CertificatesRepository();

  constructor(private readonly deps: CertificatesDeps) {}

  /**
   * Issues the course's certificate to a learner who just completed it, inside the caller's transaction, and
   * publishes `certificate_claimed` there. Null when the course has no configuration or the learner already
   * holds a valid certificate (also when a concurrent call issued it first).
   */
  async issueOnCompletion(
    trx: Tx,
    target: { orgId: number; courseId: number; userId: number },
  ): Promise<UserCertificateRow | null> {
    const certification = await this.repo.findCertificationOfCourse(trx, target.orgId, target.courseId);
    if (certification === undefined) return null;
    return (await this.issue(trx, certification, target.userId)) ?? null;
  }

  /**
   * Revokes the learner's valid certificate of the course, inside the caller's transaction; null when there
   * was none. The certificate stays verifiable as `valid: false`.
   */
  async revoke(
    trx: Tx,
    target: { orgId: number; courseId: number; userId: number; reason: RevokeReason },
  ): Promise<UserCertificateRow | null> {
    const row = await this.repo.revokeValidCertificate(
      trx,
      target.orgId,
      target.courseId,
      target.userId,
      toDbTime(this.deps.clock.now()),
      target.reason,
    );
    return row ?? null;
  }

  /**
   * The caller's valid certificate of a course, issued now when they completed the course and it has a
   * configuration. A person keeps reaching their own certificate whatever their membership or the course's
   * visibility became; a session swapped from an API token stays inside that token's organization.
   */
  async mine(principal: Principal, courseUuid: string): Promise<OwnCertificate> {
    const course = await this.deps.courses.requireCourse(courseUuid);
    const { user } = this.deps.access.requireSessionUser(principal, course.org_id);
    const held = await this.repo.findValidCertificate(this.deps.db, course.org_id, course.id, user.id);
    if (held !== undefined) return presentOwnCertificate(held);
    const claimed = await this.deps.db.transaction().execute(async (trx) => {
      const certification = await this.repo.findCertificationOfCourse(trx, course.org_id, course.id);
      if (certification === undefined) return undefined;
      if (!(await this.deps.isCourseCompleted(trx, course.id, user.id))) return undefined;
      await this.issue(trx, certification, user.id);
      // The one just issued, or the one a concurrent claim issued first.
      return this.repo.findValidCertificate(trx, course.org_id, course.id, user.id);
    });
    if (claimed === undefined) throw new NotFoundError('You hold no certificate for this course');
    return presentOwnCertificate(claimed);
  }

  /** Public verification: anyone holding the uuid may check it; unknown and malformed uuids are 404s. */
  async verify(userCertificationUuid: string): Promise<CertificateVerification> {
    const view = CERTIFICATE_UUID.test(userCertificationUuid)
      ? await this.repo.findCertificateForVerification(this.deps.db, userCertificationUuid)
      : undefined;
    if (view === undefined) throw new NotFoundError('Certificate not found');
    return presentVerification(view);
  }

  /** Issues and announces a certificate; undefined when the learner already holds a valid one. */
  private async issue(
    trx: Tx,
    certification: CertificationRow,
    userId: number,
  ): Promise<UserCertificateRow | undefined> {
    const row = await this.repo.insertCertificateIfNone(trx, certification.org_id, {
      user_certification_uuid: newUuid('cert'),
      certification_id: certification.id,
      course_id: certification.course_id,
      user_id: userId,
      issue_date: toDbTime(this.deps.clock.now()),
      revoked_at: null,
      revoke_reason: null,
    });
    if (row === undefined) return undefined;
    const user = await findAccountById(trx, userId);
    const course = (await courseSummaries(trx, row.org_id, [row.course_id])).get(row.course_id);
    if (user === undefined || course === undefined) {
      throw new Error(`certificate ${row.id}: its learner or course is missing`);
    }
    await this.deps.events.publishEvent(trx, row.org_id, 'certificate_claimed', {
      user: { user_uuid: user.user_uuid, email: user.email, username: user.username },
      course: { course_uuid: course.course_uuid, name: course.name },
      certificate: { user_certification_uuid: row.user_certification_uuid },
    });
    return row;
  }
}

/**
 * SQL for certificate configurations (one per course) and the certificates learners hold. Certificates are
 * read with what their answers name of the holder and the course, asked of the identity and courses modules.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import { uniqueColumns } from '../../platform/db/unique-violations.ts';
import { courseSummaries } from '../courses/index.ts';
import { findAccountById } from '../identity/index.ts';
import type { CertificateTables, CertificationsTable, UserCertificatesTable } from './certificates.tables.ts';

const own = ownTables<CertificateTables>();

export type CertificationRow = Selectable<CertificationsTable>;
export type UserCertificateRow = Selectable<UserCertificatesTable>;

/** One configuration per course (migrations/0005). */
export const UNIQUE_COURSE_CERTIFICATION = uniqueColumns('certifications_course_id_key', 'certifications', [
  'course_id',
]);

/** A certificate with what its answers show of the holder, the course and the configuration. */
export interface CertificateView {
  id: number;
  user_certification_uuid: string;
  org_id: number;
  course_id: number;
  user_id: number;
  issue_date: Timestamp;
  revoked_at: Timestamp | null;
  user_uuid: string;
  username: string;
  course_uuid: string;
  course_name: string;
  /** Null once the course's configuration was deleted. */
  config: string | null;
}

export class CertificatesRepository {
  insertCertification(
    db: Tx,
    orgId: number,
    values: Omit<Insertable<CertificationsTable>, 'org_id'>,
  ): Promise<CertificationRow> {
    return own(db)
      .insertInto('certifications')
      .values({ ...values, org_id: orgId })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** uuid → organization, before the organization is known: the configuration, with its `org_id`. */
  resolveCertification(db: Tx, certificationUuid: string): Promise<CertificationRow | undefined> {
    return own(db)
      .selectFrom('certifications')
      .selectAll()
      .where('certification_uuid', '=', certificationUuid)
      .executeTakeFirst();
  }

  findCertificationOfCourse(db: Tx, orgId: number, courseId: number): Promise<CertificationRow | undefined> {
    return own(db)
      .selectFrom('certifications')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('course_id', '=', courseId)
      .executeTakeFirst();
  }

  updateCertificationConfig(
    db: Tx,
    orgId: number,
    certificationId: number,
    config: string,
    now: Timestamp,
  ): Promise<CertificationRow | undefined> {
    return own(db)
      .updateTable('certifications')
      .set({ config, update_date: now })
      .where('org_id', '=', orgId)
      .where('id', '=', certificationId)
      .returningAll()
      .executeTakeFirst();
  }

  /** Issued certificates stay: their `certification_id` becomes null (foreign key `set null`). */
  async deleteCertification(db: Tx, orgId: number, certificationId: number): Promise<void> {
    await own(db)
      .deleteFrom('certifications')
      .where('org_id', '=', orgId)
      .where('id', '=', certificationId)
      .execute();
  }

  /**
   * Issues a certificate unless the learner already holds a valid one for the course: the partial unique
   * index decides, so concurrent issues cannot both succeed, and the caller's transaction stays usable
   * (a failed insert would abort it on PostgreSQL). Undefined when one was already held.
   */
  insertCertificateIfNone(
    db: Tx,
    orgId: number,
    values: Omit<Insertable<UserCertificatesTable>, 'org_id'>,
  ): Promise<UserCertificateRow | undefined> {
    return own(db)
      .insertInto('user_certificates')
      .values({ ...values, org_id: orgId })
      .onConflict((oc) => oc.columns(['course_id', 'user_id']).where('revoked_at', 'is', null).doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** Marks the learner's valid certificate of the course revoked; undefined when there was none. */
  revokeValidCertificate(
    db: Tx,
    orgId: number,
    courseId: number,
    userId: number,
    revokedAt: Timestamp,
    reason: string,
  ): Promise<UserCertificateRow | undefined> {
    return own(db)
      .updateTable('user_certificates')
      .set({ revoked_at: revokedAt, revoke_reason: reason })
      .where('org_id', '=', orgId)
      .where('course_id', '=', courseId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  /** Public verification, by anyone holding the uuid: the one read that does not know the organization. */
  async findCertificateForVerification(
    db: Tx,
    userCertificationUuid: string,
  ): Promise<CertificateView | undefined> {
    const row = await certificateViews(db)
      .where('uc.user_certification_uuid', '=', userCertificationUuid)
      .executeTakeFirst();
    return row && withSubjects(db, row);
  }

  async findValidCertificate(
    db: Tx,
    orgId: number,
    courseId: number,
    userId: number,
  ): Promise<CertificateView | undefined> {
    const row = await certificateViews(db)
      .where('uc.org_id', '=', orgId)
      .where('uc.course_id', '=', courseId)
      .where('uc.user_id', '=', userId)
      .where('uc.revoked_at', 'is', null)
      .executeTakeFirst();
    return row && withSubjects(db, row);
  }
}

type CertificateRead = Omit<CertificateView, 'user_uuid' | 'username' | 'course_uuid' | 'course_name'>;

/**
 * Adds the holder's and the course's names. Both outlive the certificate (their deletion cascades to it), so
 * a certificate without them is one being deleted: it is not found, as the former join answered.
 */
async function withSubjects(db: Tx, row: CertificateRead): Promise<CertificateView | undefined> {
  const user = await findAccountById(db, row.user_id);
  const course = (await courseSummaries(db, row.org_id, [row.course_id])).get(row.course_id);
  if (user === undefined || course === undefined) return undefined;
  return {
    ...row,
    user_uuid: user.user_uuid,
    username: user.username,
    course_uuid: course.course_uuid,
    course_name: course.name,
  };
}

/** Certificates with their configuration: the query both lookups start from, each adding its filter. */
function certificateViews(db: Tx) {
  return own(db)
    .selectFrom('user_certificates as uc')
    .leftJoin('certifications', 'certifications.id', 'uc.certification_id')
    .select([
      'uc.id',
      'uc.user_certification_uuid',
      'uc.org_id',
      'uc.course_id',
      'uc.user_id',
      'uc.issue_date',
      'uc.revoked_at',
      'certifications.config',
    ]);
}

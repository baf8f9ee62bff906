/**
 * SQL for certificate configurations (one per course) and the certificates learners hold. Certificates read
 * with their holder and course joined in, since every answer about one names both.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import { uniqueColumns } from '../../platform/db/unique-violations.ts';
import type { CertificationsTable, UserCertificatesTable } from './certificates.tables.ts';

export type CertificationRow = Selectable<CertificationsTable>;
/** A configuration with the uuid of its course, as every answer about it shows. */
export type CertificationWithCourse = CertificationRow & { course_uuid: string };
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

/** What `certificate_claimed` says about the learner and the course [SPEC 6.3]. */
export interface ClaimSubjects {
  user: { user_uuid: string; email: string; username: string };
  course: { course_uuid: string; name: string };
}

export class CertificatesRepository {
  insertCertification(db: Tx, values: Insertable<CertificationsTable>): Promise<CertificationRow> {
    return db.insertInto('certifications').values(values).returningAll().executeTakeFirstOrThrow();
  }

  findCertificationByUuid(db: Tx, certificationUuid: string): Promise<CertificationWithCourse | undefined> {
    return db
      .selectFrom('certifications')
      .innerJoin('courses', 'courses.id', 'certifications.course_id')
      .selectAll('certifications')
      .select('courses.course_uuid')
      .where('certifications.certification_uuid', '=', certificationUuid)
      .executeTakeFirst();
  }

  findCertificationOfCourse(db: Tx, orgId: number, courseId: number): Promise<CertificationRow | undefined> {
    return db
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
    return db
      .updateTable('certifications')
      .set({ config, update_date: now })
      .where('org_id', '=', orgId)
      .where('id', '=', certificationId)
      .returningAll()
      .executeTakeFirst();
  }

  /** Issued certificates stay: their `certification_id` becomes null (foreign key `set null`). */
  async deleteCertification(db: Tx, orgId: number, certificationId: number): Promise<void> {
    await db
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
    values: Insertable<UserCertificatesTable>,
  ): Promise<UserCertificateRow | undefined> {
    return db
      .insertInto('user_certificates')
      .values(values)
      .onConflict((oc) => oc.columns(['course_id', 'user_id']).where('revoked_at', 'is', null).doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** Marks the learner's valid certificate of the course revoked; undefined when there was none. */
  revokeValidCertificate(
    db: Tx,
    courseId: number,
    userId: number,
    revokedAt: Timestamp,
    reason: string,
  ): Promise<UserCertificateRow | undefined> {
    return db
      .updateTable('user_certificates')
      .set({ revoked_at: revokedAt, revoke_reason: reason })
      .where('course_id', '=', courseId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  findCertificateByUuid(db: Tx, userCertificationUuid: string): Promise<CertificateView | undefined> {
    return this.views(db).where('uc.user_certification_uuid', '=', userCertificationUuid).executeTakeFirst();
  }

  findValidCertificate(db: Tx, courseId: number, userId: number): Promise<CertificateView | undefined> {
    return this.views(db)
      .where('uc.course_id', '=', courseId)
      .where('uc.user_id', '=', userId)
      .where('uc.revoked_at', 'is', null)
      .executeTakeFirst();
  }

  async findClaimSubjects(db: Tx, courseId: number, userId: number): Promise<ClaimSubjects | undefined> {
    const row = await db
      .selectFrom('users')
      .innerJoin('courses', (join) => join.onTrue())
      .where('users.id', '=', userId)
      .where('courses.id', '=', courseId)
      .select([
        'users.user_uuid',
        'users.email',
        'users.username',
        'courses.course_uuid',
        'courses.name as course_name',
      ])
      .executeTakeFirst();
    return (
      row && {
        user: { user_uuid: row.user_uuid, email: row.email, username: row.username },
        course: { course_uuid: row.course_uuid, name: row.course_name },
      }
    );
  }

  private views(db: Tx) {
    return db
      .selectFrom('user_certificates as uc')
      .innerJoin('users', 'users.id', 'uc.user_id')
      .innerJoin('courses', 'courses.id', 'uc.course_id')
      .leftJoin('certifications', 'certifications.id', 'uc.certification_id')
      .select([
        'uc.id',
        'uc.user_certification_uuid',
        'uc.org_id',
        'uc.course_id',
        'uc.user_id',
        'uc.issue_date',
        'uc.revoked_at',
        'users.user_uuid',
        'users.username',
        'courses.course_uuid',
        'courses.name as course_name',
        'certifications.config',
      ]);
  }
}

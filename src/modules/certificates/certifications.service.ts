/**
 * Certificate configurations [CONTRACT 9]: one per course, a caller-owned JSON object kept byte for byte.
 * Managing them takes the `certifications` rights in the course's organization; reading one follows the
 * course (whoever may read the course reads its configuration), except that API tokens need
 * `certifications:read`.
 */
import type { Db } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { onUniqueViolation } from '../../platform/db/unique-violations.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import type { AccessControl, Principal } from '../access/index.ts';
import { courseSummaries, type ContentAccess, type CoursesService } from '../courses/index.ts';
import { presentCertification, type CertificationRead } from './certificates.presenter.ts';
import {
  CertificatesRepository,
  UNIQUE_COURSE_CERTIFICATION,
  type CertificationRow,
} from './certificates.repository.ts';
import { MAX_CONFIG_BYTES } from './certificates.schemas.ts';

export interface CertificationsDeps {
  db: Db;
  access: AccessControl;
  content: ContentAccess;
  courses: Pick<CoursesService, 'requireCourse'>;
  clock: Clock;
}

/** A configuration as received: the parsed object, and its exact text when the body was JSON. */
export interface ConfigInput {
  config: object;
  raw: string | undefined;
}

export class CertificationsService {
  private readonly repo = new CertificatesRepository();

  constructor(private readonly deps: CertificationsDeps) {}

  async create(principal: Principal, courseUuid: string, input: ConfigInput): Promise<CertificationRead> {
    this.deps.access.requireAuthenticated(principal);
    const config = configText(input);
    const course = await this.deps.courses.requireCourse(courseUuid);
    await this.deps.access.requireRight(principal, course.org_id, 'certifications', 'create');
    const existing = await this.repo.findCertificationOfCourse(this.deps.db, course.org_id, course.id);
    if (existing !== undefined) throw certificationExists();
    const now = toDbTime(this.deps.clock.now());
    // Two creations racing for one course both pass the lookup: the unique course key keeps the first.
    const row = await onUniqueViolation(
      () =>
        this.repo.insertCertification(this.deps.db, course.org_id, {
          certification_uuid: newUuid('certification'),
          course_id: course.id,
          config,
          creation_date: now,
          update_date: now,
        }),
      UNIQUE_COURSE_CERTIFICATION,
      certificationExists,
    );
    return presentCertification(row, course.course_uuid);
  }

  async getForCourse(principal: Principal, courseUuid: string): Promise<CertificationRead> {
    const course = await this.deps.courses.requireCourse(courseUuid);
    if (principal.kind === 'token') {
      await this.deps.access.requireRight(principal, course.org_id, 'certifications', 'read');
    } else {
      const viewer = await this.deps.content.viewer(principal, course.org_id, course.id);
      this.deps.content.assertCourseReadable(viewer, course);
    }
    const row = await this.repo.findCertificationOfCourse(this.deps.db, course.org_id, course.id);
    if (row === undefined) throw new NotFoundError('This course has no certificate configuration');
    return presentCertification(row, course.course_uuid);
  }

  async update(
    principal: Principal,
    certificationUuid: string,
    input: ConfigInput,
  ): Promise<CertificationRead> {
    this.deps.access.requireAuthenticated(principal);
    const config = configText(input);
    const found = await this.requireCertification(certificationUuid);
    await this.deps.access.requireRight(principal, found.org_id, 'certifications', 'update');
    const row = await this.repo.updateCertificationConfig(
      this.deps.db,
      found.org_id,
      found.id,
      config,
      toDbTime(this.deps.clock.now()),
    );
    if (row === undefined) throw notFound();
    return presentCertification(row, await this.courseUuid(row));
  }

  /** Certificates already issued stay, and stay valid and verifiable. */
  async delete(principal: Principal, certificationUuid: string): Promise<void> {
    this.deps.access.requireAuthenticated(principal);
    const found = await this.requireCertification(certificationUuid);
    await this.deps.access.requireRight(principal, found.org_id, 'certifications', 'delete');
    await this.repo.deleteCertification(this.deps.db, found.org_id, found.id);
  }

  private async requireCertification(certificationUuid: string): Promise<CertificationRow> {
    const row = await this.repo.resolveCertification(this.deps.db, certificationUuid);
    if (row === undefined) throw notFound();
    return row;
  }

  /** The uuid of the configuration's course, which every answer about it shows. */
  private async courseUuid(row: CertificationRow): Promise<string> {
    const course = (await courseSummaries(this.deps.db, row.org_id, [row.course_id])).get(row.course_id);
    if (course === undefined) throw notFound();
    return course.course_uuid;
  }
}

/** The text to store: exactly what the caller sent, within the size limit. */
function configText(input: ConfigInput): string {
  const text = input.raw ?? JSON.stringify(input.config);
  if (Buffer.byteLength(text, 'utf8') > MAX_CONFIG_BYTES) {
    throw new ValidationError([
      {
        loc: ['body', 'config'],
        msg: `config must be at most ${MAX_CONFIG_BYTES} bytes of JSON`,
        type: 'too_long',
      },
    ]);
  }
  return text;
}

function notFound(): NotFoundError {
  return new NotFoundError('Certificate configuration not found');
}

function certificationExists(): ConflictError {
  return new ConflictError('This course already has a certificate configuration', 'certification_exists');
}

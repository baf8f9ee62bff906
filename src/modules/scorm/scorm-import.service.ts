/**
 * Importing SCORM packages [CONTRACT 12; SPEC 2.3.1, 2.3.2]. `analyze` judges an uploaded ZIP (scorm-zip.ts),
 * reads its manifest (scorm-manifest.ts), stores its files once and records the package; `import` turns
 * chosen SCOs into activities through the activities module's own creation; `sweep` removes packages
 * nobody imported within an hour. A refused package leaves nothing behind, in storage or in the database.
 */
import type { Logger } from 'pino';
import type { Db } from '../../db.ts';
import { HOUR, toDbTime, type Clock } from '../../platform/clock.ts';
import { BadRequestError, NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { actorUserId, type AccessControl, type Principal } from '../access/index.ts';
import type { ActivityCreationService, ServerBuiltActivity } from '../activities/index.ts';
import type { ActivityRead, ChaptersService, CourseRow, CoursesService } from '../courses/index.ts';
import { contentTypeOf } from './scorm-content-types.ts';
import { analyseManifest, MANIFEST_MAX_BYTES, type AnalysedSco } from './scorm-manifest.ts';
import { packageFileKey, packagePrefix } from './scorm-packages.keys.ts';
import { ScormPackagesRepository } from './scorm-packages.repository.ts';
import { openPackage, type OpenedPackage, type ZipLimits } from './scorm-zip.ts';

/** CONTRACT 12: an analysed package not imported within an hour is removed. */
export const UNIMPORTED_TTL_MS = HOUR;
const SWEEP_BATCH = 100;
/** Files stored at once while extracting. */
const EXTRACT_CONCURRENCY = 4;
const MANIFEST = 'imsmanifest.xml';

export interface ScormImportDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  access: AccessControl;
  courses: CoursesService;
  chapters: ChaptersService;
  activityCreation: ActivityCreationService;
  storage: Storage;
  limits: ZipLimits;
}

export interface PackageAnalysis {
  package_uuid: string;
  scorm_version: '1.2' | '2004';
  title: string;
  scos: AnalysedSco[];
}

export interface ImportRequest {
  package_uuid: string;
  scos: { identifier: string; chapter_id: number; name?: string }[];
}

export class ScormImportService {
  private readonly repo = new ScormPackagesRepository();

  constructor(private readonly deps: ScormImportDeps) {}

  /** The course a package is imported into, once the caller may create activities there (before any upload). */
  async importTarget(principal: Principal, courseUuid: string): Promise<CourseRow> {
    const course = await this.deps.courses.requireCourse(courseUuid);
    await this.deps.access.requireRight(principal, course.org_id, 'courses', 'create');
    return course;
  }

  /** POST /scorm/analyze/{course_uuid}: the uploaded ZIP at `file` (`size` bytes), judged, stored, recorded. */
  async analyze(
    principal: Principal,
    course: CourseRow,
    file: { path: string; size: number },
  ): Promise<PackageAnalysis> {
    const actor = await this.deps.access.requireRight(principal, course.org_id, 'courses', 'create');
    const opened = await openPackage(file.path, this.deps.limits, file.size);
    try {
      const manifest = opened.files.get(MANIFEST);
      if (manifest === undefined) {
        throw new BadRequestError('The package has no imsmanifest.xml at its root', 'scorm_no_manifest');
      }
      if (manifest.size > MANIFEST_MAX_BYTES) {
        throw new BadRequestError('imsmanifest.xml is too large to be a manifest', 'scorm_manifest_invalid');
      }
      const analysed = await analyseManifest(await opened.read(manifest, MANIFEST_MAX_BYTES), (path) =>
        opened.files.has(path),
      );
      const packageUuid = newUuid('scormpkg');
      const prefix = packagePrefix(course.org_id, course.course_uuid, packageUuid);
      try {
        await this.extract(opened, prefix);
        const now = toDbTime(this.deps.clock.now());
        await this.repo.insertPackage(this.deps.db, course.org_id, {
          package_uuid: packageUuid,
          course_id: course.id,
          scorm_version: analysed.version,
          title: analysed.title,
          scos: JSON.stringify(analysed.scos),
          file_count: opened.files.size,
          total_bytes: opened.totalBytes,
          created_by: actorUserId(actor),
          creation_date: now,
          imported_at: null,
        });
      } catch (error) {
        await this.removeFiles(prefix);
        throw error;
      }
      return {
        package_uuid: packageUuid,
        scorm_version: analysed.version,
        title: analysed.title,
        scos: analysed.scos,
      };
    } finally {
      opened.close();
    }
  }

  /** POST /scorm/import/{course_uuid}: one unpublished activity per chosen SCO, in one transaction. */
  async import(principal: Principal, courseUuid: string, input: ImportRequest): Promise<ActivityRead[]> {
    const course = await this.importTarget(principal, courseUuid);
    const row = await this.repo.findPackage(this.deps.db, course.org_id, input.package_uuid);
    // A package of another course (or organization) is as unknown here as one that never existed.
    if (row === undefined || row.course_id !== course.id) {
      throw new NotFoundError('SCORM package not found in this course', 'scorm_package_not_found');
    }
    const scos = JSON.parse(row.scos) as AnalysedSco[];
    const subType = row.scorm_version === '2004' ? 'SUBTYPE_SCORM_2004' : 'SUBTYPE_SCORM_12';
    const items: ServerBuiltActivity[] = [];
    const issues = [];
    for (const [index, wanted] of input.scos.entries()) {
      const sco = scos.find((s) => s.identifier === wanted.identifier);
      if (sco === undefined) {
        issues.push({
          loc: ['body', 'scos', index, 'identifier'],
          msg: `The package has no launchable SCO ${JSON.stringify(wanted.identifier)}`,
          type: 'unknown_sco',
        });
      }
      const chapter = await this.deps.chapters.findChapterIn(course.org_id, wanted.chapter_id);
      if (chapter === undefined || chapter.course_id !== course.id) {
        issues.push({
          loc: ['body', 'scos', index, 'chapter_id'],
          msg: 'No chapter of this course has this id',
          type: 'chapter_not_in_course',
        });
      }
      if (sco === undefined || chapter === undefined) continue;
      items.push({
        chapter,
        name: wanted.name ?? sco.title,
        type: 'TYPE_SCORM',
        subType,
        content: {
          package_uuid: row.package_uuid,
          scorm_version: row.scorm_version,
          sco_identifier: sco.identifier,
          launch_path: sco.launch_path,
          title: sco.title,
          ...(sco.mastery_score !== undefined && { mastery_score: sco.mastery_score }),
          ...(sco.launch_data !== undefined && { launch_data: sco.launch_data }),
        },
      });
    }
    if (issues.length > 0) throw new ValidationError(issues);
    const now = toDbTime(this.deps.clock.now());
    return this.deps.activityCreation.createServerBuilt(course, items, async (trx) => {
      if ((await this.repo.markImported(trx, course.org_id, row.id, now)) === undefined) {
        throw new NotFoundError('SCORM package not found in this course', 'scorm_package_not_found');
      }
    });
  }

  /**
   * Removes packages analysed more than an hour ago and never imported, with their files (run by the
   * background worker's periodic sweep). Returns how many went.
   */
  async sweep(): Promise<number> {
    const cutoff = toDbTime(new Date(this.deps.clock.now().getTime() - UNIMPORTED_TTL_MS));
    let removed = 0;
    for (;;) {
      const swept = await this.repo.sweepExpiredPackages(this.deps.db, cutoff, SWEEP_BATCH);
      for (const p of swept) {
        // A course deleted meanwhile took the files with it.
        const course = await this.deps.courses.requireCourseIn(p.org_id, p.course_id).catch(() => undefined);
        if (course !== undefined) {
          await this.removeFiles(packagePrefix(p.org_id, course.course_uuid, p.package_uuid));
        }
      }
      removed += swept.length;
      if (swept.length < SWEEP_BATCH) return removed;
    }
  }

  /** Every file of the package into storage, a few at a time; the first failure stops the rest. */
  private async extract(opened: OpenedPackage, prefix: string): Promise<void> {
    const queue = [...opened.files.values()];
    let failed = false;
    const worker = async (): Promise<void> => {
      for (let next = queue.shift(); next !== undefined && !failed; next = queue.shift()) {
        try {
          const body = await opened.stream(next);
          await this.deps.storage.put(packageFileKey(prefix, next.name), body, {
            contentType: contentTypeOf(next.name),
          });
          // An entry that failed before the store read it must not pass for a whole file.
          if (body.errored !== null) throw body.errored;
        } catch (error) {
          failed = true;
          throw error;
        }
      }
    };
    const results = await Promise.allSettled(Array.from({ length: EXTRACT_CONCURRENCY }, worker));
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure !== undefined) throw failure.reason;
  }

  private async removeFiles(prefix: string): Promise<void> {
    await this.deps.storage.deletePrefix(prefix).catch((error: unknown) => {
      this.deps.logger.error({ err: error, prefix }, 'removing the files of a SCORM package failed');
    });
  }
}

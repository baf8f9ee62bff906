/**
 * Creating activities [SPEC 2.3, 3, 4.2]: the generic create with content checked per sub-type, the upload
 * creators (hosted video, PDF) and the external video creator. A new activity goes last in its chapter.
 */
import { createReadStream } from 'node:fs';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { BadRequestError, UnsupportedMediaTypeError, ValidationError } from '../../platform/http/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { AccessControl, Principal } from '../access/index.ts';
import {
  activityFilesPrefix,
  presentActivity,
  type ActivityRead,
  type ChapterRow,
  type ChaptersService,
  type CourseRow,
  type CoursesService,
  type ReceivedFile,
  touchCourseTree,
} from '../courses/index.ts';
import { ActivitiesRepository } from './activities.repository.ts';
import { logUnknownNodes } from './activities.service.ts';
import { SERVER_BUILT, SUB_TYPES_OF, type ActivitySubType, type ActivityType } from '../courses/index.ts';
import { checkContent, checkVideoDetails, isHttpUrl, parseJsonObject } from './content-rules.ts';

export interface ActivityCreationDeps {
  db: Db;
  courses: CoursesService;
  chapters: ChaptersService;
  access: AccessControl;
  clock: Clock;
  storage: Storage;
  logger: Logger;
}

export interface ActivityCreate {
  name: string;
  chapter_id: number;
  activity_type?: ActivityType;
  activity_sub_type?: ActivitySubType;
  content?: Record<string, unknown>;
  details?: Record<string, unknown>;
  published?: boolean;
  lock_type?: string;
}

/** One activity of `createServerBuilt`. */
export interface ServerBuiltActivity {
  chapter: ChapterRow;
  name: string;
  type: ActivityType;
  subType: ActivitySubType;
  content: Record<string, unknown>;
}

export class ActivityCreationService {
  private readonly repo = new ActivitiesRepository();

  constructor(private readonly deps: ActivityCreationDeps) {}

  async create(principal: Principal, input: ActivityCreate): Promise<ActivityRead> {
    // SPEC 2.3 gives each its own default, so TYPE_CUSTOM alone is complete; TYPE_DYNAMIC alone is a mismatch.
    const type = input.activity_type ?? 'TYPE_CUSTOM';
    const subType = input.activity_sub_type ?? 'SUBTYPE_CUSTOM';
    if (!SUB_TYPES_OF[type].includes(subType)) {
      throw new ValidationError([
        {
          loc: ['body', 'activity_sub_type'],
          msg: `A ${type} activity has one of the sub-types ${SUB_TYPES_OF[type].join(', ')}`,
          type: 'sub_type_mismatch',
        },
      ]);
    }
    const content = input.content ?? {};
    const details = input.details ?? {};
    const check = SERVER_BUILT[subType] === undefined ? checkContent(subType, content) : undefined;
    const issues = [...(check?.issues ?? []), ...(type === 'TYPE_VIDEO' ? checkVideoDetails(details) : [])];
    if (issues.length > 0) throw new ValidationError(issues);
    const { chapter, course } = await this.placeFor(principal, input.chapter_id);
    const refusal = SERVER_BUILT[subType];
    if (refusal !== undefined)
      throw new BadRequestError(`${subType} cannot be created here: ${refusal}`, 'server_built_sub_type');
    const activityUuid = newUuid('activity');
    logUnknownNodes(this.deps.logger, activityUuid, check?.unknownNodeTypes ?? []);
    return this.insert(course, chapter, {
      activityUuid,
      name: input.name,
      type,
      subType,
      content,
      details,
      published: input.published ?? false,
      lockType: input.lock_type ?? 'public',
    });
  }

  /** POST /activities/video: a hosted mp4/webm video, always created unpublished [SPEC 3]. */
  async createHostedVideo(
    principal: Principal,
    input: { name: string; chapter_id: number; details?: string },
    file: ReceivedFile,
  ): Promise<ActivityRead> {
    // SPEC 4.2: video/mp4 or video/webm only (an Ogg video, fine for a media block, is refused here).
    if (file.ext !== 'mp4' && file.ext !== 'webm') {
      throw new UnsupportedMediaTypeError('Video : Wrong video format');
    }
    return this.createFromFile(principal, input, file, 'TYPE_VIDEO', 'SUBTYPE_VIDEO_HOSTED');
  }

  /** POST /activities/documentpdf: a PDF document, always created unpublished [SPEC 3]. */
  async createPdf(
    principal: Principal,
    input: { name: string; chapter_id: number },
    file: ReceivedFile,
  ): Promise<ActivityRead> {
    return this.createFromFile(principal, input, file, 'TYPE_DOCUMENT', 'SUBTYPE_DOCUMENT_PDF');
  }

  /** POST /activities/external_video: a YouTube or Vimeo video, always created unpublished [SPEC 3]. */
  async createExternalVideo(
    principal: Principal,
    input: {
      name: string;
      uri: string;
      type: string;
      chapter_id: number;
      details?: string | Record<string, unknown>;
    },
  ): Promise<ActivityRead> {
    const details =
      typeof input.details === 'object'
        ? { value: input.details, issues: [] }
        : parseJsonObject(input.details, 'details');
    const issues = [
      ...details.issues,
      ...(details.issues.length === 0 ? checkVideoDetails(details.value) : []),
    ];
    if (!isHttpUrl(input.uri))
      issues.push({ loc: ['body', 'uri'], msg: 'Input should be an http:// or https:// URL', type: 'url' });
    if (issues.length > 0) throw new ValidationError(issues);
    const { chapter, course } = await this.placeFor(principal, input.chapter_id);
    const activityUuid = newUuid('activity');
    return this.insert(course, chapter, {
      activityUuid,
      name: input.name,
      type: 'TYPE_VIDEO',
      subType: 'SUBTYPE_VIDEO_EXTERNAL',
      content: { uri: input.uri, type: input.type, activity_uuid: activityUuid },
      details: details.value,
      // SPEC 3: unpublished whatever the payload says (a `published` it carries is accepted and ignored).
      published: false,
      lockType: 'public',
    });
  }

  /**
   * Activities whose content the service built from an imported package (SCORM) [CONTRACT 12]: unpublished,
   * each last in its chapter, in one transaction with `alongside` (which records the import). The caller
   * has checked the right to create in the course and that each chapter belongs to it.
   */
  async createServerBuilt(
    course: CourseRow,
    items: ServerBuiltActivity[],
    alongside: (trx: Tx) => Promise<void>,
  ): Promise<ActivityRead[]> {
    const now = toDbTime(this.deps.clock.now());
    const rows = await this.deps.db.transaction().execute(async (trx) => {
      await touchCourseTree(trx, course.org_id, course.id);
      await alongside(trx);
      const inserted = [];
      for (const item of items) {
        inserted.push(
          await this.repo.insert(trx, course.org_id, {
            ...this.newRow(course, item.chapter, now),
            position: await this.repo.nextPosition(trx, course.org_id, item.chapter.id),
            activity_uuid: newUuid('activity'),
            name: item.name,
            activity_type: item.type,
            activity_sub_type: item.subType,
            content: JSON.stringify(item.content),
            published: false,
            lock_type: 'public',
          }),
        );
      }
      return inserted;
    });
    return rows.map((row) => presentActivity(row, { withContent: true, isLocked: false }));
  }

  /** The chapter an activity goes into, its course, and the right to create there. */
  private async placeFor(
    principal: Principal,
    chapterId: number,
  ): Promise<{ chapter: ChapterRow; course: CourseRow }> {
    const chapter = await this.deps.chapters.requireChapter(chapterId);
    const course = await this.deps.courses.requireCourseIn(chapter.org_id, chapter.course_id);
    await this.deps.access.requireRight(principal, course.org_id, 'courses', 'create');
    return { chapter, course };
  }

  private async createFromFile(
    principal: Principal,
    input: { name: string; chapter_id: number; details?: string },
    file: ReceivedFile,
    type: ActivityType,
    subType: ActivitySubType,
  ): Promise<ActivityRead> {
    const details = parseJsonObject(input.details, 'details');
    const issues = [
      ...details.issues,
      ...(type === 'TYPE_VIDEO' && details.issues.length === 0 ? checkVideoDetails(details.value) : []),
    ];
    if (issues.length > 0) throw new ValidationError(issues);
    const { chapter, course } = await this.placeFor(principal, input.chapter_id);
    const activityUuid = newUuid('activity');
    const filename = `${activityUuid.slice('activity_'.length)}.${file.ext}`;
    const prefix = activityFilesPrefix(course.org_id, course.course_uuid, activityUuid);
    await this.deps.storage.put(`${prefix}${filename}`, createReadStream(file.path), {
      contentType: file.mime,
    });
    try {
      return await this.insert(course, chapter, {
        activityUuid,
        name: input.name,
        type,
        subType,
        content: { filename, activity_uuid: activityUuid },
        details: details.value,
        // SPEC 3: unpublished whatever the payload says (a `published` it carries is accepted and ignored).
        published: false,
        lockType: 'public',
      });
    } catch (error) {
      await this.deps.storage.deletePrefix(prefix);
      throw error;
    }
  }

  private async insert(
    course: CourseRow,
    chapter: ChapterRow,
    a: {
      activityUuid: string;
      name: string;
      type: ActivityType;
      subType: ActivitySubType;
      content: Record<string, unknown>;
      details: Record<string, unknown>;
      published: boolean;
      lockType: string;
    },
  ): Promise<ActivityRead> {
    const now = toDbTime(this.deps.clock.now());
    const row = await this.deps.db.transaction().execute(async (trx) => {
      await touchCourseTree(trx, course.org_id, course.id);
      return this.repo.insert(trx, course.org_id, {
        ...this.newRow(course, chapter, now),
        activity_uuid: a.activityUuid,
        position: await this.repo.nextPosition(trx, course.org_id, chapter.id),
        name: a.name,
        activity_type: a.type,
        activity_sub_type: a.subType,
        content: JSON.stringify(a.content),
        details: JSON.stringify(a.details),
        published: a.published,
        lock_type: a.lockType,
      });
    });
    return presentActivity(row, { withContent: true, isLocked: false });
  }

  private newRow(course: CourseRow, chapter: ChapterRow, now: string) {
    return {
      course_id: course.id,
      chapter_id: chapter.id,
      details: '{}',
      version: 1,
      published_version: null,
      creation_date: now,
      update_date: now,
    };
  }
}

/**
 * Activities [SPEC 2.3, 4.2; CONTRACT 5]: the generic create with content checked per sub-type, the upload
 * creators (hosted video, PDF) and the external video creator, reads with the lock rules, partial updates
 * (type and sub-type immutable; an update carrying `content` saves the replaced content as a version, see
 * activity-versions.service.ts), delete with files.
 */
import { createReadStream } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../platform/http/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import type { ObjectRead, Storage } from '../../platform/storage/storage.ts';
import type { AccessControl, Principal } from '../access/index.ts';
import {
  activityFilesPrefix,
  authorOf,
  presentActivity,
  type ActivityRead,
  type ChapterRow,
  type ChaptersService,
  type ContentAccess,
  type CourseRow,
  type CoursesRepository,
  type CoursesService,
  type ReceivedFile,
} from '../courses/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import type { ActivitiesRepository, ActivityRow } from './activities.repository.ts';
import { SERVER_BUILT, SUB_TYPES_OF, type ActivitySubType, type ActivityType } from './activity-types.ts';
import { saveVersion } from './activity-versions.service.ts';
import { checkContent, checkVideoDetails, isHttpUrl, parseJsonObject } from './content-rules.ts';

export interface ActivitiesDeps {
  db: Db;
  repo: ActivitiesRepository;
  structure: CoursesRepository;
  courses: CoursesService;
  chapters: ChaptersService;
  access: AccessControl;
  content: ContentAccess;
  clock: Clock;
  events: EventPublisher;
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

export interface ActivityUpdate {
  name?: string;
  activity_type?: ActivityType;
  activity_sub_type?: ActivitySubType;
  content?: Record<string, unknown>;
  details?: Record<string, unknown>;
  published?: boolean;
  lock_type?: string;
  version?: number;
  published_version?: number | null;
}

export class ActivitiesService {
  constructor(private readonly deps: ActivitiesDeps) {}

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
    this.logUnknownNodes(activityUuid, check?.unknownNodeTypes ?? []);
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

  async get(principal: Principal, activityUuid: string): Promise<ActivityRead> {
    const { activity } = await this.requireOpen(principal, activityUuid);
    return presentActivity(activity, { withContent: true, isLocked: false });
  }

  /** The uploaded file of a hosted video or PDF activity, under the activity's read rules. */
  async file(principal: Principal, activityUuid: string): Promise<ObjectRead> {
    const { activity, course } = await this.requireOpen(principal, activityUuid);
    const filename = (JSON.parse(activity.content) as { filename?: unknown }).filename;
    const stored =
      typeof filename === 'string' && SERVER_FILE_SUB_TYPES.has(activity.activity_sub_type)
        ? await this.deps.storage.get(
            `${activityFilesPrefix(course.org_id, course.course_uuid, activity.activity_uuid)}${filename}`,
          )
        : undefined;
    if (stored === undefined) throw new NotFoundError('This activity has no file');
    return stored;
  }

  async update(principal: Principal, activityUuid: string, input: ActivityUpdate): Promise<ActivityRead> {
    const activity = await this.requireActivity(activityUuid);
    const subType = activity.activity_sub_type as ActivitySubType;
    const issues = [
      ...(input.content !== undefined && SERVER_BUILT[subType] === undefined
        ? checkContent(subType, input.content).issues
        : []),
      ...(input.details !== undefined && activity.activity_type === 'TYPE_VIDEO'
        ? checkVideoDetails(input.details)
        : []),
    ];
    if (issues.length > 0) throw new ValidationError(issues);
    const actor = await this.deps.access.requireRight(principal, activity.org_id, 'courses', 'update');
    // Equal values are accepted, so a client may send back what it read; only a change is refused.
    if (
      (input.activity_type !== undefined && input.activity_type !== activity.activity_type) ||
      (input.activity_sub_type !== undefined && input.activity_sub_type !== activity.activity_sub_type)
    ) {
      throw new BadRequestError(
        'activity_type and activity_sub_type cannot change: the stored content would no longer match',
        'immutable_type',
      );
    }
    const serverBuilt = SERVER_BUILT[subType] !== undefined || subType === 'SUBTYPE_VIDEO_EXTERNAL';
    // Server-built content sent back unchanged is accepted as no change (no new version), as the type is.
    const content =
      serverBuilt &&
      input.content !== undefined &&
      isDeepStrictEqual(input.content, JSON.parse(activity.content))
        ? undefined
        : input.content;
    if (content !== undefined && serverBuilt) {
      throw new BadRequestError(
        `The content of a ${subType} activity is built by the service`,
        'server_built_content',
      );
    }
    if (content !== undefined)
      this.logUnknownNodes(activity.activity_uuid, checkContent(subType, content).unknownNodeTypes);
    const now = toDbTime(this.deps.clock.now());
    const updated = await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.repo.lock(trx, activity.id);
      const current = await this.deps.repo.findByUuid(trx, activityUuid);
      if (current === undefined) throw new NotFoundError('Activity not found');
      // `version` in the body is the version the caller last saw: a stale one is a conflict, not an overwrite.
      if (input.version !== undefined && input.version !== current.version) {
        throw new ConflictError(
          `The activity is at version ${current.version}, not ${input.version}: reload it and apply the change again`,
          'version_conflict',
        );
      }
      let version = current.version;
      if (content !== undefined) {
        version = await saveVersion(this.deps, trx, current, authorOf(actor), now);
      }
      const row = await this.deps.repo.update(trx, current.org_id, current.id, {
        ...(input.name !== undefined && { name: input.name }),
        ...(content !== undefined && { content: JSON.stringify(content) }),
        ...(input.details !== undefined && { details: JSON.stringify(input.details) }),
        ...(input.published !== undefined && { published: input.published }),
        ...(input.lock_type !== undefined && { lock_type: input.lock_type }),
        ...(input.published_version !== undefined && { published_version: input.published_version }),
        version,
        update_date: now,
      });
      if (row === undefined) throw new NotFoundError('Activity not found');
      return row;
    });
    return presentActivity(updated, { withContent: true, isLocked: false });
  }

  async delete(principal: Principal, activityUuid: string): Promise<void> {
    const activity = await this.requireActivity(activityUuid);
    await this.deps.access.requireRight(principal, activity.org_id, 'courses', 'delete');
    const course = await this.deps.courses.requireCourseById(activity.course_id);
    await this.deps.repo.delete(this.deps.db, activity.org_id, activity.id);
    await this.deps.storage
      .deletePrefix(activityFilesPrefix(course.org_id, course.course_uuid, activity.activity_uuid))
      .catch((error: unknown) =>
        this.deps.logger.error(
          { err: error, activity_uuid: activityUuid },
          'deleting the files of a deleted activity failed',
        ),
      );
  }

  async requireActivity(activityUuid: string, db: Tx = this.deps.db): Promise<ActivityRow> {
    const activity = await this.deps.repo.findByUuid(db, activityUuid);
    if (activity === undefined) throw new NotFoundError('Activity not found');
    return activity;
  }

  /** The activity, its course and chapter, once the caller may open it. */
  async requireOpen(
    principal: Principal,
    activityUuid: string,
  ): Promise<{ activity: ActivityRow; course: CourseRow; chapter: ChapterRow | undefined }> {
    const activity = await this.requireActivity(activityUuid);
    const course = await this.deps.courses.requireCourseById(activity.course_id);
    const viewer = await this.deps.content.viewer(principal, course.org_id, course.id);
    this.deps.content.assertCourseReadable(viewer, course);
    const chapter =
      activity.chapter_id === null
        ? undefined
        : await this.deps.structure.findChapter(this.deps.db, activity.chapter_id);
    // Unlinked from the tree (the activity, or its chapter): out of the course for everyone but editors.
    const linked = chapter !== undefined && chapter.position !== null;
    this.deps.content.assertActivityOpen(viewer, activity, linked ? chapter : undefined, course.course_uuid);
    return { activity, course, chapter };
  }

  /** The chapter an activity goes into, its course, and the right to create there. */
  private async placeFor(
    principal: Principal,
    chapterId: number,
  ): Promise<{ chapter: ChapterRow; course: CourseRow }> {
    const chapter = await this.deps.chapters.requireChapter(chapterId);
    const course = await this.deps.courses.requireCourseById(chapter.course_id);
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
      await this.deps.structure.lockCourse(trx, course.id);
      return this.deps.repo.insert(trx, {
        activity_uuid: a.activityUuid,
        org_id: course.org_id,
        course_id: course.id,
        chapter_id: chapter.id,
        position: await this.deps.structure.nextActivityPosition(trx, chapter.id),
        name: a.name,
        activity_type: a.type,
        activity_sub_type: a.subType,
        content: JSON.stringify(a.content),
        details: JSON.stringify(a.details),
        published: a.published,
        lock_type: a.lockType,
        version: 1,
        published_version: null,
        creation_date: now,
        update_date: now,
      });
    });
    return presentActivity(row, { withContent: true, isLocked: false });
  }

  /** SPEC 7: an unknown rich-text node is accepted and logged with the activity uuid. */
  private logUnknownNodes(activityUuid: string, types: string[]): void {
    if (types.length > 0) {
      this.deps.logger.warn(
        { activity_uuid: activityUuid, node_types: types },
        'rich-text content uses node types outside the whitelist; accepted as is',
      );
    }
  }
}

/** Sub-types whose content names a file the service stored. */
const SERVER_FILE_SUB_TYPES = new Set(['SUBTYPE_VIDEO_HOSTED', 'SUBTYPE_DOCUMENT_PDF']);

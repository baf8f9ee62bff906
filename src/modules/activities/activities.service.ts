/**
 * Activities [SPEC 2.3, 4.2; CONTRACT 5]: reads with the lock rules, partial updates (type and sub-type
 * immutable; an update carrying `content` saves the replaced content as a version, see
 * activity-versions.service.ts), delete with files. Creating them is activity-creation.service.ts.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  ValidationError,
} from '../../platform/http/errors.ts';
import { readForRequest, type RangedRequest } from '../../platform/http/byte-ranges.ts';
import type { ObjectRead, Storage } from '../../platform/storage/storage.ts';
import type { AccessControl, Principal } from '../access/index.ts';
import {
  activityFilesPrefix,
  authorOf,
  type ActivityLock,
  type ChapterGate,
  type ChapterLock,
  type CourseGate,
  type Viewer,
  presentActivity,
  type ActivityRead,
  type ChapterRow,
  type ChaptersService,
  type ContentAccess,
  type CourseRow,
  type CoursesService,
  touchCourseTree,
} from '../courses/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import { ActivitiesRepository, type ActivityRow } from './activities.repository.ts';
import type { ActivityGate } from './activities.reads.ts';
import { SERVER_BUILT, type ActivitySubType, type ActivityType } from '../courses/index.ts';
import { saveVersion } from './activity-versions.service.ts';
import { checkContent, checkVideoDetails } from './content-rules.ts';

export interface ActivitiesDeps {
  db: Db;
  courses: CoursesService;
  chapters: ChaptersService;
  access: AccessControl;
  content: ContentAccess;
  clock: Clock;
  events: EventPublisher;
  storage: Storage;
  logger: Logger;
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

/** An activity with its course and chapter as the read rules need them, and the caller's group links. */
export interface OpenGate {
  activity: ActivityGate;
  course: CourseGate;
  /** Undefined when the activity sits in no chapter, or its chapter is gone. */
  chapter: ChapterGate | undefined;
  linked: { course: boolean; chapter: boolean; activity: boolean };
}

export class ActivitiesService {
  private readonly repo = new ActivitiesRepository();

  constructor(private readonly deps: ActivitiesDeps) {}

  async get(principal: Principal, activityUuid: string): Promise<ActivityRead> {
    const { activity } = await this.requireOpen(principal, activityUuid);
    return presentActivity(activity, { withContent: true, isLocked: false });
  }

  /** The uploaded file of a hosted video or PDF activity, under the activity's read rules. */
  async file(principal: Principal, activityUuid: string, request: RangedRequest): Promise<ObjectRead> {
    const { activity, course } = await this.requireOpen(principal, activityUuid);
    const filename = (JSON.parse(activity.content) as { filename?: unknown }).filename;
    const stored =
      typeof filename === 'string' && SERVER_FILE_SUB_TYPES.has(activity.activity_sub_type)
        ? await readForRequest(
            this.deps.storage,
            `${activityFilesPrefix(course.org_id, course.course_uuid, activity.activity_uuid)}${filename}`,
            request,
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
      logUnknownNodes(
        this.deps.logger,
        activity.activity_uuid,
        checkContent(subType, content).unknownNodeTypes,
      );
    const now = toDbTime(this.deps.clock.now());
    const updated = await this.deps.db.transaction().execute(async (trx) => {
      await touchCourseTree(trx, activity.org_id, activity.course_id);
      await this.repo.lock(trx, activity.org_id, activity.id);
      const current = await this.repo.findActivity(trx, activity.org_id, activity.id);
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
        version = await saveVersion(
          { repo: this.repo, events: this.deps.events },
          trx,
          current,
          authorOf(actor),
          now,
        );
      }
      const row = await this.repo.update(trx, current.org_id, current.id, {
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
    const course = await this.deps.courses.requireCourseIn(activity.org_id, activity.course_id);
    await this.deps.db.transaction().execute(async (trx) => {
      await touchCourseTree(trx, activity.org_id, activity.course_id);
      await this.repo.delete(trx, activity.org_id, activity.id);
    });
    await this.deps.storage
      .deletePrefix(activityFilesPrefix(course.org_id, course.course_uuid, activity.activity_uuid))
      .catch((error: unknown) =>
        this.deps.logger.error(
          { err: error, activity_uuid: activityUuid },
          'deleting the files of a deleted activity failed',
        ),
      );
  }

  /** The activity of a uuid (its organization not known yet), or 404. */
  async requireActivity(activityUuid: string, db: Tx = this.deps.db): Promise<ActivityRow> {
    const activity = await this.repo.resolveActivity(db, activityUuid);
    if (activity === undefined) throw new NotFoundError('Activity not found');
    return activity;
  }

  /** The activity, its course and chapter, once the caller may open it. */
  async requireOpen(
    principal: Principal,
    activityUuid: string,
  ): Promise<{ activity: ActivityRow; course: CourseRow; chapter: ChapterRow | undefined }> {
    const activity = await this.requireActivity(activityUuid);
    const course = await this.deps.courses.requireCourseIn(activity.org_id, activity.course_id);
    const viewer = await this.deps.content.viewer(principal, course.org_id, course.id);
    this.deps.content.assertCourseReadable(viewer, course);
    const chapter =
      activity.chapter_id === null
        ? undefined
        : await this.deps.chapters.findChapterIn(activity.org_id, activity.chapter_id);
    this.assertInReach(viewer, activity, chapter, course.course_uuid);
    return { activity, course, chapter };
  }

  /**
   * `requireOpen`'s rules on what the request has read already, in one statement with its other checks (the
   * caller's role among them, known to the access control): no query.
   */
  async assertOpen(principal: Principal, orgId: number, found: OpenGate): Promise<void> {
    const { activity, course, chapter, linked } = found;
    const uuids = new Set<string>();
    if (linked.course) uuids.add(course.course_uuid);
    if (linked.chapter && chapter !== undefined) uuids.add(chapter.chapter_uuid);
    if (linked.activity) uuids.add(activity.activity_uuid);
    const viewer = await this.deps.content.viewer(principal, orgId, activity.course_id, {
      activeAuthor: course.active_author,
      linked: uuids,
    });
    this.deps.content.assertCourseReadable(viewer, course);
    this.assertInReach(
      viewer,
      activity,
      activity.chapter_id === null ? undefined : chapter,
      course.course_uuid,
    );
  }

  private assertInReach(
    viewer: Viewer,
    activity: ActivityLock,
    chapter: (ChapterLock & { position: number | null }) | undefined,
    courseUuid: string,
  ): void {
    // Unlinked from the tree (the activity, or its chapter): out of the course for everyone but editors.
    const linked = chapter !== undefined && chapter.position !== null;
    this.deps.content.assertActivityOpen(viewer, activity, linked ? chapter : undefined, courseUuid);
  }
}

/** SPEC 7: an unknown rich-text node is accepted and logged with the activity uuid. */
export function logUnknownNodes(logger: Logger, activityUuid: string, types: string[]): void {
  if (types.length > 0) {
    logger.warn(
      { activity_uuid: activityUuid, node_types: types },
      'rich-text content uses node types outside the whitelist; accepted as is',
    );
  }
}

/** Sub-types whose content names a file the service stored. */
const SERVER_FILE_SUB_TYPES = new Set(['SUBTYPE_VIDEO_HOSTED', 'SUBTYPE_DOCUMENT_PDF']);

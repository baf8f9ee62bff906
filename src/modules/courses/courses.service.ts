/**
 * Courses [SPEC 2.1, 4.2; CONTRACT 5]: create (with an optional thumbnail), read, list, update, delete with
 * everything hanging off the course, and the course tree. Instructors and above author (the `courses` rights
 * of their role); API tokens need the `courses` action of the operation; others read what they may reach.
 */
import { createReadStream } from 'node:fs';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { toBool } from '../../platform/db/database.ts';
import { BadRequestError, NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import type { ObjectRead, Storage } from '../../platform/storage/storage.ts';
import type { AccessControl, Actor, Principal } from '../access/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import type { ContentAccess, Viewer } from './content-access.ts';
import {
  presentActivity,
  presentChapter,
  presentCourse,
  type CourseRead,
  type CourseTree,
} from './courses.presenter.ts';
import type { CourseRow, CoursesRepository } from './courses.repository.ts';
import { courseFilesPrefix, thumbnailKey, type ReceivedFile } from './storage-keys.ts';

export interface CoursesDeps {
  db: Db;
  repo: CoursesRepository;
  access: AccessControl;
  content: ContentAccess;
  clock: Clock;
  events: EventPublisher;
  storage: Storage;
  logger: Logger;
  requireOrg: (orgId: number) => Promise<{ id: number }>;
  requireOrgBySlug: (slug: string) => Promise<{ id: number }>;
}

export interface NewCourse {
  name: string;
  description: string;
  about: string;
  public: boolean;
  thumbnail_type?: 'image' | 'video';
  learnings?: string;
  tags?: string;
}

const IMAGE_TYPES = new Set(['jpg', 'png', 'gif', 'webp']);
const VIDEO_TYPES = new Set(['mp4', 'webm']);

export class CoursesService {
  constructor(private readonly deps: CoursesDeps) {}

  async create(
    principal: Principal,
    orgId: number,
    input: NewCourse,
    thumbnail?: ReceivedFile,
  ): Promise<CourseRead> {
    // 422 before 404 and 403 [CONTRACT 2].
    const learnings = parseList(input.learnings, 'learnings');
    const tags = parseList(input.tags, 'tags');
    await this.deps.requireOrg(orgId);
    const actor = await this.deps.access.requireRight(principal, orgId, 'courses', 'create');
    const thumbnailType = input.thumbnail_type ?? 'image';
    const courseUuid = newUuid('course');
    const stored =
      thumbnail === undefined
        ? undefined
        : await this.storeThumbnail(orgId, courseUuid, thumbnailType, thumbnail);
    const now = toDbTime(this.deps.clock.now());
    try {
      const row = await this.deps.db.transaction().execute(async (trx) => {
        const course = await this.deps.repo.insertCourse(trx, {
          course_uuid: courseUuid,
          org_id: orgId,
          name: input.name,
          description: input.description,
          about: input.about,
          public: input.public,
          published: false,
          thumbnail_type: thumbnailType,
          thumbnail_image: thumbnailType === 'image' ? (stored ?? '') : '',
          thumbnail_video: thumbnailType === 'video' ? (stored ?? '') : '',
          learnings: JSON.stringify(learnings),
          tags: JSON.stringify(tags),
          creation_date: now,
          update_date: now,
        });
        await this.deps.repo.insertAuthor(trx, course.id, authorOf(actor), 'CREATOR', 'ACTIVE', now);
        await this.deps.events.publishEvent(trx, orgId, 'course_created', {
          course_uuid: course.course_uuid,
          name: course.name,
          org_id: orgId,
        });
        return course;
      });
      return this.present(this.deps.db, row);
    } catch (error) {
      if (stored !== undefined) await this.deps.storage.deletePrefix(courseFilesPrefix(orgId, courseUuid));
      throw error;
    }
  }

  async get(principal: Principal, courseUuid: string): Promise<CourseRead> {
    const course = await this.requireCourse(courseUuid);
    const viewer = await this.deps.content.viewer(principal, course.org_id, course.id);
    this.deps.content.assertCourseReadable(viewer, course);
    return this.present(this.deps.db, course);
  }

  /** CONTRACT 10: pages start at 1. Newest first. */
  async list(
    principal: Principal,
    slug: string,
    page: number,
    limit: number,
  ): Promise<{ items: CourseRead[]; total: number; page: number; limit: number }> {
    const org = await this.deps.requireOrgBySlug(slug);
    const viewer = await this.deps.content.viewer(principal, org.id);
    const visibility =
      viewer.kind === 'editor' ? 'all' : viewer.kind === 'member' ? 'published' : 'published_public';
    const { rows, total } = await this.deps.repo.listCourses(
      this.deps.db,
      org.id,
      visibility,
      limit,
      (page - 1) * limit,
    );
    const authors = await this.deps.repo.listAuthors(
      this.deps.db,
      rows.map((r) => r.id),
    );
    return { items: rows.map((r) => presentCourse(r, authors.get(r.id) ?? [])), total, page, limit };
  }

  async update(
    principal: Principal,
    courseUuid: string,
    input: {
      name?: string;
      description?: string;
      about?: string;
      public?: boolean;
      published?: boolean;
      learnings?: string[];
      tags?: string[];
    },
  ): Promise<CourseRead> {
    const course = await this.requireCourse(courseUuid);
    await this.deps.access.requireRight(principal, course.org_id, 'courses', 'update');
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const updated = await this.deps.repo.updateCourse(trx, course.org_id, course.id, {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.about !== undefined && { about: input.about }),
        ...(input.public !== undefined && { public: input.public }),
        ...(input.published !== undefined && { published: input.published }),
        ...(input.learnings !== undefined && { learnings: JSON.stringify(input.learnings) }),
        ...(input.tags !== undefined && { tags: JSON.stringify(input.tags) }),
        update_date: toDbTime(this.deps.clock.now()),
      });
      if (updated === undefined) throw new NotFoundError('Course not found');
      // Only a real change is an event [SPEC 6.3 course_published].
      if (input.published !== undefined && input.published !== toBool(course.published)) {
        await this.deps.events.publishEvent(trx, course.org_id, 'course_published', {
          course_uuid: updated.course_uuid,
          name: updated.name,
          published: input.published,
        });
      }
      return updated;
    });
    return this.present(this.deps.db, row);
  }

  /** Replaces the thumbnail (beyond SPEC: create is the only other way to set one). */
  async replaceThumbnail(
    principal: Principal,
    courseUuid: string,
    type: 'image' | 'video',
    file: ReceivedFile,
  ): Promise<CourseRead> {
    const course = await this.requireCourse(courseUuid);
    await this.deps.access.requireRight(principal, course.org_id, 'courses', 'update');
    const stored = await this.storeThumbnail(course.org_id, course.course_uuid, type, file);
    const previous = [course.thumbnail_image, course.thumbnail_video].filter(
      (name) => name !== '' && name !== stored,
    );
    const row = await this.deps.repo.updateCourse(this.deps.db, course.org_id, course.id, {
      thumbnail_type: type,
      thumbnail_image: type === 'image' ? stored : '',
      thumbnail_video: type === 'video' ? stored : '',
      update_date: toDbTime(this.deps.clock.now()),
    });
    if (row === undefined) throw new NotFoundError('Course not found');
    for (const name of previous)
      await this.deps.storage.delete(thumbnailKey(course.org_id, course.course_uuid, name));
    return this.present(this.deps.db, row);
  }

  async thumbnail(principal: Principal, courseUuid: string): Promise<ObjectRead> {
    const course = await this.requireCourse(courseUuid);
    const viewer = await this.deps.content.viewer(principal, course.org_id, course.id);
    this.deps.content.assertCourseReadable(viewer, course);
    const name = course.thumbnail_type === 'video' ? course.thumbnail_video : course.thumbnail_image;
    const object =
      name === ''
        ? undefined
        : await this.deps.storage.get(thumbnailKey(course.org_id, course.course_uuid, name));
    if (object === undefined) throw new NotFoundError('This course has no thumbnail');
    return object;
  }

  /** Deletes the course, its chapters, activities, versions and blocks (cascade), then its files. */
  async delete(principal: Principal, courseUuid: string): Promise<void> {
    const course = await this.requireCourse(courseUuid);
    await this.deps.access.requireRight(principal, course.org_id, 'courses', 'delete');
    await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.repo.deleteCourse(trx, course.org_id, course.id);
      await this.deps.events.publishEvent(trx, course.org_id, 'course_deleted', {
        course_uuid: course.course_uuid,
        name: course.name,
      });
    });
    // After the commit: a failed file removal leaves orphaned files (logged), never a half-deleted course.
    await this.deps.storage
      .deletePrefix(courseFilesPrefix(course.org_id, course.course_uuid))
      .catch((error: unknown) => {
        this.deps.logger.error(
          { err: error, course_uuid: course.course_uuid },
          'deleting the files of a deleted course failed',
        );
      });
  }

  /**
   * The course tree [SPEC 4.2]: linked chapters and their activities in order. Unpublished activities appear
   * only when asked for by an editor; locked chapters and activities appear without content, marked
   * `is_locked`, so a learner sees the outline.
   */
  async tree(
    principal: Principal,
    courseUuid: string,
    options: { withUnpublished: boolean; slim: boolean },
  ): Promise<CourseTree> {
    const course = await this.requireCourse(courseUuid);
    const viewer = await this.deps.content.viewer(principal, course.org_id, course.id);
    this.deps.content.assertCourseReadable(viewer, course);
    return this.buildTree(course, viewer, options);
  }

  /** The tree of `course` as `viewer` sees it (access already checked). */
  async buildTree(
    course: CourseRow,
    viewer: Viewer,
    options: { withUnpublished: boolean; slim: boolean },
  ): Promise<CourseTree> {
    const chapters = await this.deps.repo.listLinkedChapters(this.deps.db, course.id);
    const activities = await this.deps.repo.listActivitiesInChapters(
      this.deps.db,
      chapters.map((c) => c.id),
      { withContent: !options.slim },
    );
    const showUnpublished = options.withUnpublished && viewer.kind === 'editor';
    const byChapter = new Map<number, typeof activities>();
    for (const activity of activities) {
      if (!showUnpublished && !toBool(activity.published)) continue;
      const list = byChapter.get(activity.chapter_id!) ?? [];
      list.push(activity);
      byChapter.set(activity.chapter_id!, list);
    }
    return {
      ...(await this.present(this.deps.db, course)),
      chapters: chapters.map((chapter) => {
        const chapterLocked = !this.deps.content.canOpenChapter(viewer, chapter, course.course_uuid);
        return presentChapter(
          chapter,
          (byChapter.get(chapter.id) ?? []).map((activity) => {
            const locked = !this.deps.content.canOpenActivity(viewer, activity, chapter, course.course_uuid);
            return presentActivity(activity, { withContent: !options.slim && !locked, isLocked: locked });
          }),
          chapterLocked,
        );
      }),
    };
  }

  /** The course of a uuid, or 404 (a malformed uuid is simply not found [CONTRACT 10]). */
  async requireCourse(courseUuid: string, db: Tx = this.deps.db): Promise<CourseRow> {
    const course = await this.deps.repo.findCourseByUuid(db, courseUuid);
    if (course === undefined) throw new NotFoundError('Course not found');
    return course;
  }

  async requireCourseById(courseId: number, db: Tx = this.deps.db): Promise<CourseRow> {
    const course = await this.deps.repo.findCourseById(db, courseId);
    if (course === undefined) throw new NotFoundError('Course not found');
    return course;
  }

  private async present(db: Tx, course: CourseRow): Promise<CourseRead> {
    const authors = await this.deps.repo.listAuthors(db, [course.id]);
    return presentCourse(course, authors.get(course.id) ?? []);
  }

  /** Stores a thumbnail whose bytes match its declared type; returns the stored file name. */
  private async storeThumbnail(
    orgId: number,
    courseUuid: string,
    type: 'image' | 'video',
    file: ReceivedFile,
  ): Promise<string> {
    const accepted = type === 'image' ? IMAGE_TYPES : VIDEO_TYPES;
    if (!accepted.has(file.ext)) {
      throw new BadRequestError(
        `The thumbnail is a ${file.ext} file, which does not match thumbnail_type "${type}"`,
        'thumbnail_type_mismatch',
      );
    }
    const name = `${newUuid('course').slice('course_'.length)}.${file.ext}`;
    await this.deps.storage.put(thumbnailKey(orgId, courseUuid, name), createReadStream(file.path), {
      contentType: file.mime,
    });
    return name;
  }
}

/** Who authored something: the person, or for an API token its creator. */
export function authorOf(actor: Actor): number {
  return actor.kind === 'user' ? actor.userId : actor.creatorUserId;
}

/** `learnings` / `tags`: a JSON-encoded array of strings [SPEC 2.1]; 422 otherwise. */
function parseList(raw: string | undefined, field: string): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string') || value.length > 200) {
    throw new ValidationError([
      { loc: ['body', field], msg: 'Input should be a JSON-encoded array of strings', type: 'json_array' },
    ]);
  }
  return value;
}

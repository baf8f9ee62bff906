/**
 * Authoring courses [SPEC 2.1; CONTRACT 5]: create (with an optional thumbnail), update, replace the thumbnail,
 * delete with everything hanging off the course. Instructors and above author (the `courses` rights of their
 * role); API tokens need the `courses` action of the operation. Reads are in courses.service.ts.
 */
import { createReadStream } from 'node:fs';
import type { Logger } from 'pino';
import type { Db } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { BadRequestError, NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { AccessControl, Principal } from '../access/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import { AuthorshipRepository } from './authorship.repository.ts';
import type { CourseRead } from './courses.presenter.ts';
import { touchCourseList } from './course-stamps.ts';
import { CoursesRepository } from './courses.repository.ts';
import { authorOf, type CoursesService } from './courses.service.ts';
import { courseFilesPrefix, thumbnailKey, type ReceivedFile } from './storage-keys.ts';

export interface CourseAuthoringDeps {
  db: Db;
  courses: CoursesService;
  access: AccessControl;
  clock: Clock;
  events: EventPublisher;
  storage: Storage;
  logger: Logger;
  requireOrg: (orgId: number) => Promise<{ id: number }>;
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

export class CourseAuthoringService {
  private readonly repo = new CoursesRepository();
  private readonly authors = new AuthorshipRepository();

  constructor(private readonly deps: CourseAuthoringDeps) {}

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
        const course = await this.repo.insertCourse(trx, orgId, {
          course_uuid: courseUuid,
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
        await touchCourseList(trx, orgId);
        await this.authors.insertAuthor(trx, orgId, {
          courseId: course.id,
          userId: authorOf(actor),
          authorship: 'CREATOR',
          status: 'ACTIVE',
          now,
        });
        await this.deps.events.publishEvent(trx, orgId, 'course_created', {
          course_uuid: course.course_uuid,
          name: course.name,
          org_id: orgId,
        });
        return course;
      });
      return this.deps.courses.present(this.deps.db, row);
    } catch (error) {
      if (stored !== undefined) await this.deps.storage.deletePrefix(courseFilesPrefix(orgId, courseUuid));
      throw error;
    }
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
    const course = await this.deps.courses.requireCourse(courseUuid);
    await this.deps.access.requireRight(principal, course.org_id, 'courses', 'update');
    const row = await this.deps.db.transaction().execute(async (trx) => {
      await touchCourseList(trx, course.org_id, course.id);
      const updated = await this.repo.updateCourse(trx, course.org_id, course.id, {
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
      if (input.published !== undefined && input.published !== course.published) {
        await this.deps.events.publishEvent(trx, course.org_id, 'course_published', {
          course_uuid: updated.course_uuid,
          name: updated.name,
          published: input.published,
        });
      }
      return updated;
    });
    return this.deps.courses.present(this.deps.db, row);
  }

  /** Replaces the thumbnail (beyond SPEC: create is the only other way to set one). */
  async replaceThumbnail(
    principal: Principal,
    courseUuid: string,
    type: 'image' | 'video',
    file: ReceivedFile,
  ): Promise<CourseRead> {
    const course = await this.deps.courses.requireCourse(courseUuid);
    await this.deps.access.requireRight(principal, course.org_id, 'courses', 'update');
    const stored = await this.storeThumbnail(course.org_id, course.course_uuid, type, file);
    const previous = [course.thumbnail_image, course.thumbnail_video].filter(
      (name) => name !== '' && name !== stored,
    );
    const row = await this.deps.db.transaction().execute(async (trx) => {
      await touchCourseList(trx, course.org_id, course.id);
      return this.repo.updateCourse(trx, course.org_id, course.id, {
        thumbnail_type: type,
        thumbnail_image: type === 'image' ? stored : '',
        thumbnail_video: type === 'video' ? stored : '',
        update_date: toDbTime(this.deps.clock.now()),
      });
    });
    if (row === undefined) throw new NotFoundError('Course not found');
    for (const name of previous)
      await this.deps.storage.delete(thumbnailKey(course.org_id, course.course_uuid, name));
    return this.deps.courses.present(this.deps.db, row);
  }

  /** Deletes the course, its chapters, activities, versions and blocks (cascade), then its files. */
  async delete(principal: Principal, courseUuid: string): Promise<void> {
    const course = await this.deps.courses.requireCourse(courseUuid);
    await this.deps.access.requireRight(principal, course.org_id, 'courses', 'delete');
    await this.deps.db.transaction().execute(async (trx) => {
      // The course row first, then the list's, as every change of a course takes them (course-stamps.ts).
      await touchCourseList(trx, course.org_id, course.id);
      await this.repo.deleteCourse(trx, course.org_id, course.id);
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

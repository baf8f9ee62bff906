/**
 * Chapters [SPEC 2.2, 4.2; CONTRACT 5] and the reorder of a course's tree. New chapters go last; reordering
 * re-specifies the whole tree, unlinking (never deleting) what it leaves out.
 */
import type { Logger } from 'pino';
import type { Db } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { toBool } from '../../platform/db/database.ts';
import { BadRequestError, NotFoundError } from '../../platform/http/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { AccessControl, Principal } from '../access/index.ts';
import type { ContentAccess, Viewer } from './content-access.ts';
import { presentActivity, presentChapter, type ChapterRead, type CourseTree } from './courses.presenter.ts';
import type { ChapterRow, CoursesRepository } from './courses.repository.ts';
import type { CoursesService } from './courses.service.ts';
import { activityFilesPrefix } from './storage-keys.ts';

export interface ChaptersDeps {
  db: Db;
  repo: CoursesRepository;
  courses: CoursesService;
  access: AccessControl;
  content: ContentAccess;
  clock: Clock;
  storage: Storage;
  logger: Logger;
}

export class ChaptersService {
  constructor(private readonly deps: ChaptersDeps) {}

  async create(
    principal: Principal,
    input: {
      name: string;
      course_id: number;
      org_id: number;
      description?: string;
      thumbnail_image?: string;
      lock_type?: string;
    },
  ): Promise<ChapterRead> {
    const course = await this.deps.courses.requireCourseById(input.course_id);
    await this.deps.access.requireRight(principal, course.org_id, 'courses', 'create');
    if (input.org_id !== course.org_id) {
      throw new BadRequestError('org_id must be the organization of the course', 'org_mismatch');
    }
    const now = toDbTime(this.deps.clock.now());
    const row = await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.repo.lockCourse(trx, course.id);
      return this.deps.repo.insertChapter(trx, {
        chapter_uuid: newUuid('chapter'),
        org_id: course.org_id,
        course_id: course.id,
        position: await this.deps.repo.nextChapterPosition(trx, course.id),
        name: input.name,
        description: input.description ?? '',
        thumbnail_image: input.thumbnail_image ?? '',
        lock_type: input.lock_type ?? 'public',
        creation_date: now,
        update_date: now,
      });
    });
    return presentChapter(row, [], false);
  }

  /** A chapter with the activities the caller may see in it, in order. */
  async get(principal: Principal, chapterId: number): Promise<ChapterRead> {
    const chapter = await this.requireChapter(chapterId);
    const course = await this.deps.courses.requireCourseById(chapter.course_id);
    const viewer = await this.deps.content.viewer(principal, course.org_id, course.id);
    this.deps.content.assertCourseReadable(viewer, course);
    return this.present(chapter, viewer, course.course_uuid);
  }

  private async present(chapter: ChapterRow, viewer: Viewer, courseUuid: string): Promise<ChapterRead> {
    const activities = await this.deps.repo.listActivitiesInChapters(this.deps.db, [chapter.id]);
    return presentChapter(
      chapter,
      activities
        .filter((a) => viewer.kind === 'editor' || toBool(a.published))
        .map((a) => {
          const locked = !this.deps.content.canOpenActivity(viewer, a, chapter, courseUuid);
          return presentActivity(a, { withContent: false, isLocked: locked });
        }),
      !this.deps.content.canOpenChapter(viewer, chapter, courseUuid),
    );
  }

  async update(
    principal: Principal,
    chapterId: number,
    input: { name?: string; description?: string; thumbnail_image?: string; lock_type?: string },
  ): Promise<ChapterRead> {
    const chapter = await this.requireChapter(chapterId);
    await this.deps.access.requireRight(principal, chapter.org_id, 'courses', 'update');
    const updated = await this.deps.repo.updateChapter(this.deps.db, chapter.org_id, chapter.id, {
      ...input,
      update_date: toDbTime(this.deps.clock.now()),
    });
    if (updated === undefined) throw new NotFoundError('Chapter not found');
    const course = await this.deps.courses.requireCourseById(updated.course_id);
    // The writer is answered as an editor: `courses:update` is the right this needs, not `courses:read`.
    return this.present(updated, { kind: 'editor' }, course.course_uuid);
  }

  /** Deletes the chapter and the activities placed in it (with their files). */
  async delete(principal: Principal, chapterId: number): Promise<void> {
    const chapter = await this.requireChapter(chapterId);
    await this.deps.access.requireRight(principal, chapter.org_id, 'courses', 'delete');
    const course = await this.deps.courses.requireCourseById(chapter.course_id);
    const activities = await this.deps.db.transaction().execute(async (trx) => {
      const placed = await this.deps.repo.listActivitiesInChapters(trx, [chapter.id]);
      await this.deps.repo.deleteActivities(
        trx,
        chapter.org_id,
        placed.map((a) => a.id),
      );
      await this.deps.repo.deleteChapter(trx, chapter.org_id, chapter.id);
      return placed;
    });
    for (const activity of activities) {
      await this.deps.storage
        .deletePrefix(activityFilesPrefix(course.org_id, course.course_uuid, activity.activity_uuid))
        .catch((error: unknown) =>
          this.deps.logger.error(
            { err: error, activity_uuid: activity.activity_uuid },
            'deleting activity files failed',
          ),
        );
    }
  }

  /**
   * SPEC 4.2 rule 1: the body re-specifies the whole tree. Chapters left out are unlinked from the course,
   * activities left out are unlinked from their chapter; nothing is deleted. An id of another course, or one
   * named twice, is a 400 and changes nothing.
   */
  async reorder(
    principal: Principal,
    courseUuid: string,
    order: { chapter_id: number; activities_order_by_ids: { activity_id: number }[] }[],
  ): Promise<CourseTree> {
    const course = await this.deps.courses.requireCourse(courseUuid);
    await this.deps.access.requireRight(principal, course.org_id, 'courses', 'update');
    const plan = order.map((c) => ({
      chapterId: c.chapter_id,
      activityIds: c.activities_order_by_ids.map((a) => a.activity_id),
    }));
    await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.repo.lockCourse(trx, course.id);
      const { chapterIds, activityIds } = await this.deps.repo.courseMembers(trx, course.id);
      const seenChapters = new Set<number>();
      const seenActivities = new Set<number>();
      for (const chapter of plan) {
        if (!chapterIds.has(chapter.chapterId)) {
          throw new BadRequestError(
            `Chapter ${chapter.chapterId} does not belong to this course`,
            'foreign_chapter',
          );
        }
        if (seenChapters.has(chapter.chapterId)) {
          throw new BadRequestError(`Chapter ${chapter.chapterId} is listed twice`, 'duplicate_chapter');
        }
        seenChapters.add(chapter.chapterId);
        for (const activityId of chapter.activityIds) {
          if (!activityIds.has(activityId)) {
            throw new BadRequestError(
              `Activity ${activityId} does not belong to this course`,
              'foreign_activity',
            );
          }
          if (seenActivities.has(activityId)) {
            throw new BadRequestError(`Activity ${activityId} is listed twice`, 'duplicate_activity');
          }
          seenActivities.add(activityId);
        }
      }
      await this.deps.repo.applyOrder(trx, course.id, plan, toDbTime(this.deps.clock.now()));
    });
    return this.deps.courses.buildTree(course, { kind: 'editor' }, { withUnpublished: true, slim: true });
  }

  async requireChapter(chapterId: number): Promise<ChapterRow> {
    const chapter = await this.deps.repo.findChapter(this.deps.db, chapterId);
    if (chapter === undefined) throw new NotFoundError('Chapter not found');
    return chapter;
  }
}

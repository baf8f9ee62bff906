/**
 * Chapters [SPEC 2.2, 4.2; CONTRACT 5] and the reorder of a course's tree. New chapters go last; reordering
 * re-specifies the whole tree, unlinking (never deleting) what it leaves out.
 */
import type { Logger } from 'pino';
import type { Db } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { BadRequestError, NotFoundError } from '../../platform/http/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { AccessControl, Principal } from '../access/index.ts';
import type { ContentAccess, Viewer } from './content-access.ts';
import { presentActivity, presentChapter, type ChapterRead, type CourseTree } from './courses.presenter.ts';
import { touchCourseTree } from './course-stamps.ts';
import { CoursesRepository, type ChapterRow } from './courses.repository.ts';
import type { CoursesService } from './courses.service.ts';
import { activityFilesPrefix } from './storage-keys.ts';
import type { TreeActivities } from './tree-activities.ts';

export interface ChaptersDeps {
  db: Db;
  courses: CoursesService;
  /** The activities placed in course trees (the activities module provides them). */
  tree: TreeActivities;
  access: AccessControl;
  content: ContentAccess;
  clock: Clock;
  storage: Storage;
  logger: Logger;
}

export class ChaptersService {
  private readonly repo = new CoursesRepository();

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
      await touchCourseTree(trx, course.org_id, course.id);
      return this.repo.insertChapter(trx, course.org_id, {
        chapter_uuid: newUuid('chapter'),
        course_id: course.id,
        position: await this.repo.nextChapterPosition(trx, course.org_id, course.id),
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
    const course = await this.deps.courses.requireCourseIn(chapter.org_id, chapter.course_id);
    const viewer = await this.deps.content.viewer(principal, course.org_id, course.id);
    this.deps.content.assertCourseReadable(viewer, course);
    return this.present(chapter, viewer, course.course_uuid);
  }

  private async present(chapter: ChapterRow, viewer: Viewer, courseUuid: string): Promise<ChapterRead> {
    const activities = await this.deps.tree.listInChapters(this.deps.db, chapter.org_id, [chapter.id]);
    return presentChapter(
      chapter,
      activities
        .filter((a) => viewer.kind === 'editor' || a.published)
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
    const updated = await this.deps.db.transaction().execute(async (trx) => {
      await touchCourseTree(trx, chapter.org_id, chapter.course_id);
      return this.repo.updateChapter(trx, chapter.org_id, chapter.id, {
        ...input,
        update_date: toDbTime(this.deps.clock.now()),
      });
    });
    if (updated === undefined) throw new NotFoundError('Chapter not found');
    const course = await this.deps.courses.requireCourseIn(updated.org_id, updated.course_id);
    // The writer is answered as an editor: `courses:update` is the right this needs, not `courses:read`.
    return this.present(updated, { kind: 'editor' }, course.course_uuid);
  }

  /** Deletes the chapter and the activities placed in it (with their files). */
  async delete(principal: Principal, chapterId: number): Promise<void> {
    const chapter = await this.requireChapter(chapterId);
    await this.deps.access.requireRight(principal, chapter.org_id, 'courses', 'delete');
    const course = await this.deps.courses.requireCourseIn(chapter.org_id, chapter.course_id);
    const activities = await this.deps.db.transaction().execute(async (trx) => {
      await touchCourseTree(trx, chapter.org_id, chapter.course_id);
      const placed = await this.deps.tree.listInChapters(trx, chapter.org_id, [chapter.id], {
        withContent: false,
      });
      await this.deps.tree.delete(
        trx,
        chapter.org_id,
        placed.map((a) => a.id),
      );
      await this.repo.deleteChapter(trx, chapter.org_id, chapter.id);
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
      await touchCourseTree(trx, course.org_id, course.id);
      const chapterIds = await this.repo.chapterIdsOfCourse(trx, course.org_id, course.id);
      const activityIds = await this.deps.tree.idsOfCourse(trx, course.org_id, course.id);
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
      const now = toDbTime(this.deps.clock.now());
      await this.repo.placeChapters(
        trx,
        course.org_id,
        course.id,
        plan.map((c) => c.chapterId),
        now,
      );
      await this.deps.tree.place(trx, course.org_id, course.id, plan);
    });
    return this.deps.courses.buildTree(course, { kind: 'editor' }, { withUnpublished: true, slim: true });
  }

  /** The chapter of an id given in a request (its organization not known yet), or 404. */
  async requireChapter(chapterId: number): Promise<ChapterRow> {
    const chapter = await this.findChapter(chapterId);
    if (chapter === undefined) throw new NotFoundError('Chapter not found');
    return chapter;
  }

  /** One of the organization's chapters, if any: for ids read from the organization's own rows. */
  findChapterIn(orgId: number, chapterId: number): Promise<ChapterRow | undefined> {
    return this.repo.findChapter(this.deps.db, orgId, chapterId);
  }

  /** The chapter of an id given in a request (its organization not known yet), if any. */
  findChapter(chapterId: number): Promise<ChapterRow | undefined> {
    return this.repo.resolveChapter(this.deps.db, chapterId);
  }
}

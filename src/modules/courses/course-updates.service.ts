/**
 * Course announcements [CONTRACT 9, 10]: posted, edited and deleted with the `courses` update right of the
 * course's organization (an announcement is course content, so deleting one is editing the course, not
 * deleting it); read by whoever may read the course, under the same rules and answers as the course itself.
 */
import type { Db } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import type { AccessControl, Principal } from '../access/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import { CourseUpdatesRepository } from './course-updates.repository.ts';
import { presentCourseUpdate, type CourseUpdateRead } from './courses.presenter.ts';
import type { CourseRow } from './courses.repository.ts';
import type { CoursesService } from './courses.service.ts';

export interface CourseUpdatesDeps {
  db: Db;
  courses: CoursesService;
  access: AccessControl;
  clock: Clock;
  events: EventPublisher;
}

export interface CourseUpdatePage {
  items: CourseUpdateRead[];
  total: number;
  limit: number;
  offset: number;
}

export class CourseUpdatesService {
  private readonly repo = new CourseUpdatesRepository();

  constructor(private readonly deps: CourseUpdatesDeps) {}

  async publish(
    principal: Principal,
    courseUuid: string,
    input: { title: string; content: string },
  ): Promise<CourseUpdateRead> {
    const course = await this.deps.courses.requireCourse(courseUuid);
    const actor = await this.deps.access.requireRight(principal, course.org_id, 'courses', 'update');
    const uuid = newUuid('courseupdate');
    const now = toDbTime(this.deps.clock.now());
    const row = await this.deps.db.transaction().execute(async (trx) => {
      await this.repo.insert(trx, course.org_id, {
        courseupdate_uuid: uuid,
        course_id: course.id,
        title: input.title,
        content: input.content,
        // A token speaks for the organization, not for the person who created it.
        author_id: actor.kind === 'user' ? actor.userId : null,
        creation_date: now,
        update_date: now,
      });
      await this.deps.events.publishEvent(trx, course.org_id, 'course_update_published', {
        courseupdate_uuid: uuid,
        course_uuid: course.course_uuid,
      });
      return this.repo.find(trx, course.org_id, course.id, uuid);
    });
    return presentCourseUpdate(row!, course.course_uuid);
  }

  /** Newest first. */
  async list(
    principal: Principal,
    courseUuid: string,
    page: { limit: number; offset: number },
  ): Promise<CourseUpdatePage> {
    const course = await this.deps.courses.get(principal, courseUuid);
    const { rows, total } = await this.repo.list(
      this.deps.db,
      course.org_id,
      course.id,
      page.limit,
      page.offset,
    );
    return { items: rows.map((r) => presentCourseUpdate(r, course.course_uuid)), total, ...page };
  }

  async get(principal: Principal, courseUuid: string, courseupdateUuid: string): Promise<CourseUpdateRead> {
    const course = await this.deps.courses.get(principal, courseUuid);
    const row = await this.repo.find(this.deps.db, course.org_id, course.id, courseupdateUuid);
    if (row === undefined) throw new NotFoundError('Course update not found');
    return presentCourseUpdate(row, course.course_uuid);
  }

  /** Edits title and content in place; the author stays, `update_date` moves. */
  async edit(
    principal: Principal,
    courseUuid: string,
    courseupdateUuid: string,
    input: { title?: string; content?: string },
  ): Promise<CourseUpdateRead> {
    const { course, id } = await this.requireEditable(principal, courseUuid, courseupdateUuid);
    await this.repo.update(this.deps.db, course.org_id, course.id, id, {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.content !== undefined && { content: input.content }),
      update_date: toDbTime(this.deps.clock.now()),
    });
    const row = await this.repo.find(this.deps.db, course.org_id, course.id, courseupdateUuid);
    if (row === undefined) throw new NotFoundError('Course update not found');
    return presentCourseUpdate(row, course.course_uuid);
  }

  async delete(principal: Principal, courseUuid: string, courseupdateUuid: string): Promise<void> {
    const { course, id } = await this.requireEditable(principal, courseUuid, courseupdateUuid);
    await this.repo.delete(this.deps.db, course.org_id, course.id, id);
  }

  /**
   * 404 → 403 [CONTRACT 2]: the course, then the right in its organization, then the announcement (whether
   * an announcement exists is itself something only readers of the course may learn).
   */
  private async requireEditable(
    principal: Principal,
    courseUuid: string,
    courseupdateUuid: string,
  ): Promise<{ course: CourseRow; id: number }> {
    const course = await this.deps.courses.requireCourse(courseUuid);
    await this.deps.access.requireRight(principal, course.org_id, 'courses', 'update');
    const row = await this.repo.find(this.deps.db, course.org_id, course.id, courseupdateUuid);
    if (row === undefined) throw new NotFoundError('Course update not found');
    return { course, id: row.id };
  }
}

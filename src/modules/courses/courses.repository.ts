/**
 * SQL for courses, their authors and chapters, and the course tree. The tree and the reorder place activities
 * too: the structure of a course (which chapter holds which activity, in what order) is this module's
 * concern, while everything else about an activity belongs to the activities module.
 */
import { type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Tx } from '../../db.ts';
import { lockRow } from '../../platform/db/locking.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import type { ChaptersTable, CoursesTable } from './courses.tables.ts';

export type CourseRow = Selectable<CoursesTable>;
export type ChapterRow = Selectable<ChaptersTable>;

export interface AuthorRow {
  user_id: number;
  user_uuid: string;
  username: string;
  first_name: string;
  last_name: string;
  authorship: string;
  authorship_status: string;
}

/** What the tree shows of an activity. */
export interface TreeActivityRow {
  id: number;
  activity_uuid: string;
  chapter_id: number | null;
  position: number | null;
  name: string;
  activity_type: string;
  activity_sub_type: string;
  /** Absent when the tree was read without content (`slim`). */
  content?: string;
  details?: string;
  published: boolean | number;
  lock_type: string;
  version: number;
  published_version: number | null;
  org_id: number;
  course_id: number;
  creation_date: string;
  update_date: string;
}

export class CoursesRepository {
  insertCourse(db: Tx, values: Insertable<CoursesTable>): Promise<CourseRow> {
    return db.insertInto('courses').values(values).returningAll().executeTakeFirstOrThrow();
  }

  findCourseByUuid(db: Tx, courseUuid: string): Promise<CourseRow | undefined> {
    return db.selectFrom('courses').selectAll().where('course_uuid', '=', courseUuid).executeTakeFirst();
  }

  findCourseById(db: Tx, courseId: number): Promise<CourseRow | undefined> {
    return db.selectFrom('courses').selectAll().where('id', '=', courseId).executeTakeFirst();
  }

  /** A page of an organization's courses, newest first; `visibility` narrows it for non-editors. */
  async listCourses(
    db: Tx,
    orgId: number,
    visibility: 'all' | 'published' | 'published_public',
    limit: number,
    offset: number,
  ): Promise<{ rows: CourseRow[]; total: number }> {
    let base = db.selectFrom('courses').where('org_id', '=', orgId);
    if (visibility !== 'all') base = base.where('published', '=', true);
    if (visibility === 'published_public') base = base.where('public', '=', true);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  async updateCourse(
    db: Tx,
    orgId: number,
    courseId: number,
    values: Updateable<CoursesTable>,
  ): Promise<CourseRow | undefined> {
    return db
      .updateTable('courses')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', courseId)
      .returningAll()
      .executeTakeFirst();
  }

  async deleteCourse(db: Tx, orgId: number, courseId: number): Promise<void> {
    await db.deleteFrom('courses').where('org_id', '=', orgId).where('id', '=', courseId).execute();
  }

  async insertAuthor(
    db: Tx,
    courseId: number,
    userId: number,
    authorship: string,
    status: string,
    now: Timestamp,
  ): Promise<void> {
    await db
      .insertInto('course_authors')
      .values({
        course_id: courseId,
        user_id: userId,
        authorship,
        authorship_status: status,
        creation_date: now,
        update_date: now,
      })
      .execute();
  }

  /** Authors of several courses at once (lists never run a query per course). */
  async listAuthors(db: Tx, courseIds: number[]): Promise<Map<number, AuthorRow[]>> {
    const byCourse = new Map<number, AuthorRow[]>(courseIds.map((id) => [id, []]));
    if (courseIds.length === 0) return byCourse;
    const rows = await db
      .selectFrom('course_authors as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select([
        'a.course_id',
        'u.id as user_id',
        'u.user_uuid',
        'u.username',
        'u.first_name',
        'u.last_name',
        'a.authorship',
        'a.authorship_status',
      ])
      .where('a.course_id', 'in', courseIds)
      .orderBy('a.id')
      .execute();
    for (const { course_id, ...author } of rows) byCourse.get(course_id)?.push(author);
    return byCourse;
  }

  insertChapter(db: Tx, values: Insertable<ChaptersTable>): Promise<ChapterRow> {
    return db.insertInto('chapters').values(values).returningAll().executeTakeFirstOrThrow();
  }

  findChapter(db: Tx, chapterId: number): Promise<ChapterRow | undefined> {
    return db.selectFrom('chapters').selectAll().where('id', '=', chapterId).executeTakeFirst();
  }

  async updateChapter(
    db: Tx,
    orgId: number,
    chapterId: number,
    values: Updateable<ChaptersTable>,
  ): Promise<ChapterRow | undefined> {
    return db
      .updateTable('chapters')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', chapterId)
      .returningAll()
      .executeTakeFirst();
  }

  async deleteChapter(db: Tx, orgId: number, chapterId: number): Promise<void> {
    await db.deleteFrom('chapters').where('org_id', '=', orgId).where('id', '=', chapterId).execute();
  }

  async deleteActivities(db: Tx, orgId: number, activityIds: number[]): Promise<void> {
    if (activityIds.length === 0) return;
    await db.deleteFrom('activities').where('org_id', '=', orgId).where('id', 'in', activityIds).execute();
  }

  /** The next free position at the end of a course's chapters. */
  async nextChapterPosition(db: Tx, courseId: number): Promise<number> {
    const row = await db
      .selectFrom('chapters')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('course_id', '=', courseId)
      .executeTakeFirst();
    return row?.last == null ? 0 : Number(row.last) + 1;
  }

  /** The next free position at the end of a chapter's activities. */
  async nextActivityPosition(db: Tx, chapterId: number): Promise<number> {
    const row = await db
      .selectFrom('activities')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('chapter_id', '=', chapterId)
      .executeTakeFirst();
    return row?.last == null ? 0 : Number(row.last) + 1;
  }

  /** Linked chapters of a course, in order. */
  listLinkedChapters(db: Tx, courseId: number): Promise<ChapterRow[]> {
    return db
      .selectFrom('chapters')
      .selectAll()
      .where('course_id', '=', courseId)
      .where('position', 'is not', null)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  /**
   * Activities placed in the given chapters, in order: one query for a whole tree. Without `withContent` (a slim
   * tree) the content and details columns, most of a tree's bytes, are not read at all.
   */
  listActivitiesInChapters(
    db: Tx,
    chapterIds: number[],
    options: { withContent: boolean } = { withContent: true },
  ): Promise<TreeActivityRow[]> {
    if (chapterIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('activities')
      .select([
        'id',
        'activity_uuid',
        'chapter_id',
        'position',
        'name',
        'activity_type',
        'activity_sub_type',
        'published',
        'lock_type',
        'version',
        'published_version',
        'org_id',
        'course_id',
        'creation_date',
        'update_date',
      ])
      .$if(options.withContent, (query) => query.select(['content', 'details']))
      .where('chapter_id', 'in', chapterIds)
      .orderBy('chapter_id')
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  /** Ids of the chapters and activities that belong to a course (linked or not). */
  async courseMembers(
    db: Tx,
    courseId: number,
  ): Promise<{ chapterIds: Set<number>; activityIds: Set<number> }> {
    const [chapters, activities] = await Promise.all([
      db.selectFrom('chapters').select('id').where('course_id', '=', courseId).execute(),
      db.selectFrom('activities').select('id').where('course_id', '=', courseId).execute(),
    ]);
    return {
      chapterIds: new Set(chapters.map((r) => r.id)),
      activityIds: new Set(activities.map((r) => r.id)),
    };
  }

  /**
   * Re-specifies a course's tree [SPEC 4.2 rule 1]: everything is unlinked, then what `order` names is placed.
   * Runs inside the caller's transaction, so readers see the old tree or the new one.
   */
  async applyOrder(
    db: Tx,
    courseId: number,
    order: { chapterId: number; activityIds: number[] }[],
    now: Timestamp,
  ): Promise<void> {
    await db.updateTable('chapters').set({ position: null }).where('course_id', '=', courseId).execute();
    await db
      .updateTable('activities')
      .set({ chapter_id: null, position: null })
      .where('course_id', '=', courseId)
      .execute();
    for (const [chapterPosition, chapter] of order.entries()) {
      await db
        .updateTable('chapters')
        .set({ position: chapterPosition, update_date: now })
        .where('id', '=', chapter.chapterId)
        .execute();
      for (const [position, activityId] of chapter.activityIds.entries()) {
        await db
          .updateTable('activities')
          .set({ chapter_id: chapter.chapterId, position })
          .where('id', '=', activityId)
          .execute();
      }
    }
  }

  /**
   * Serialises structural changes of one course (reorder, appends at the end) on PostgreSQL: a no-op update
   * takes the row lock; SQLite's single writer serialises them anyway.
   */
  async lockCourse(db: Tx, courseId: number): Promise<void> {
    await lockRow(db, 'courses', courseId);
  }

  async updateAuthorship(
    db: Tx,
    courseId: number,
    userId: number,
    authorship: string,
    now: Timestamp,
  ): Promise<void> {
    await db
      .updateTable('course_authors')
      .set({ authorship, authorship_status: 'ACTIVE', update_date: now })
      .where('course_id', '=', courseId)
      .where('user_id', '=', userId)
      .execute();
  }

  async deleteAuthors(db: Tx, courseId: number, userIds: number[]): Promise<void> {
    if (userIds.length === 0) return;
    await db
      .deleteFrom('course_authors')
      .where('course_id', '=', courseId)
      .where('user_id', 'in', userIds)
      .execute();
  }
}

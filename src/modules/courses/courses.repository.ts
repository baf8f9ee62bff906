/**
 * SQL for courses and their chapters (their authors: authorship.repository.ts). Every method on a course's rows takes the organization and
 * filters by it; the `resolve…` lookups are the exceptions, run once at the top of a request to learn which
 * organization a uuid or id from the request belongs to. The activities placed in a course's tree are the
 * activities module's rows: they come through the tree's `TreeActivities` (see tree-activities.ts).
 */
import { type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Tx } from '../../db.ts';
import { toBool } from '../../platform/db/database.ts';
import { combinedRead } from '../../platform/db/together.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import type { ChaptersTable, CourseTables, CoursesTable } from './courses.tables.ts';

const own = ownTables<CourseTables>();

/*
 * The version stamps every cached course read checks (twice: before and after building an answer), compiled
 * once per database: building and compiling the query cost more CPU than running it.
 */
const treeVersionRead = combinedRead((db, { orgId, courseId }: { orgId: number; courseId: number }) => ({
  version: {
    query: own(db)
      .selectFrom('courses')
      .select('tree_version')
      .where('org_id', '=', orgId)
      .where('id', '=', courseId),
    read: (row) => (typeof row?.tree_version === 'number' ? row.tree_version : undefined),
  },
}));
const listVersionRead = combinedRead((db, { orgId }: { orgId: number }) => ({
  version: {
    query: own(db).selectFrom('course_list_versions').select('version').where('org_id', '=', orgId),
    read: (row) => (typeof row?.version === 'number' ? row.version : 1),
  },
}));

/** A course as read: booleans are booleans on both databases. */
export type CourseRow = Omit<Selectable<CoursesTable>, 'public' | 'published'> & {
  public: boolean;
  published: boolean;
};
export type ChapterRow = Selectable<ChaptersTable>;

export function toCourseRow(row: Selectable<CoursesTable>): CourseRow {
  return { ...row, public: toBool(row.public), published: toBool(row.published) };
}

export class CoursesRepository {
  async insertCourse(
    db: Tx,
    orgId: number,
    values: Omit<Insertable<CoursesTable>, 'org_id'>,
  ): Promise<CourseRow> {
    const row = await own(db)
      .insertInto('courses')
      .values({ ...values, org_id: orgId })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toCourseRow(row);
  }

  /** uuid → course, before the organization is known (the course's own `org_id` scopes what follows). */
  async resolveCourse(db: Tx, courseUuid: string): Promise<CourseRow | undefined> {
    const row = await own(db)
      .selectFrom('courses')
      .selectAll()
      .where('course_uuid', '=', courseUuid)
      .executeTakeFirst();
    return row && toCourseRow(row);
  }

  /** id → course for an id given in a request (a chapter's `course_id`), before the organization is known. */
  async resolveCourseById(db: Tx, courseId: number): Promise<CourseRow | undefined> {
    const row = await own(db).selectFrom('courses').selectAll().where('id', '=', courseId).executeTakeFirst();
    return row && toCourseRow(row);
  }

  async findCourseById(db: Tx, orgId: number, courseId: number): Promise<CourseRow | undefined> {
    const row = await own(db)
      .selectFrom('courses')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', courseId)
      .executeTakeFirst();
    return row && toCourseRow(row);
  }

  /** The organization's courses among `courseIds` (one query; others are absent). */
  async findCoursesByIds(db: Tx, orgId: number, courseIds: readonly number[]): Promise<CourseRow[]> {
    if (courseIds.length === 0) return [];
    const rows = await own(db)
      .selectFrom('courses')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', 'in', [...new Set(courseIds)])
      .execute();
    return rows.map(toCourseRow);
  }

  /** A page of an organization's courses, newest first; `visibility` narrows it for non-editors. */
  async listCourses(
    db: Tx,
    orgId: number,
    visibility: 'all' | 'published' | 'published_public',
    limit: number,
    offset: number,
  ): Promise<{ rows: CourseRow[]; total: number }> {
    let base = own(db).selectFrom('courses').where('org_id', '=', orgId);
    if (visibility !== 'all') base = base.where('published', '=', true);
    if (visibility === 'published_public') base = base.where('public', '=', true);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toCourseRow), total: Number(count.n) };
  }

  async updateCourse(
    db: Tx,
    orgId: number,
    courseId: number,
    values: Updateable<CoursesTable>,
  ): Promise<CourseRow | undefined> {
    const row = await own(db)
      .updateTable('courses')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', courseId)
      .returningAll()
      .executeTakeFirst();
    return row && toCourseRow(row);
  }

  async deleteCourse(db: Tx, orgId: number, courseId: number): Promise<void> {
    await own(db).deleteFrom('courses').where('org_id', '=', orgId).where('id', '=', courseId).execute();
  }

  /**
   * Moves the course's tree version (course-stamps.ts); false when the course is gone. On PostgreSQL the update also takes the course row's
   * lock, which serialises structural changes of one course (reorder, appends at the end, changes of its
   * authors); SQLite's single writer serialises them anyway.
   */
  async bumpTreeVersion(db: Tx, orgId: number, courseId: number): Promise<boolean> {
    const result = await own(db)
      .updateTable('courses')
      .set((eb) => ({ tree_version: eb('tree_version', '+', 1) }))
      .where('org_id', '=', orgId)
      .where('id', '=', courseId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async treeVersion(db: Tx, orgId: number, courseId: number): Promise<number | undefined> {
    return (await treeVersionRead(db, { orgId, courseId })).version;
  }

  /** Moves the version of the organization's course lists (the first move creates its row). */
  async bumpListVersion(db: Tx, orgId: number): Promise<void> {
    await own(db)
      .insertInto('course_list_versions')
      .values({ org_id: orgId, version: 2 })
      .onConflict((oc) =>
        oc.column('org_id').doUpdateSet((eb) => ({ version: eb('course_list_versions.version', '+', 1) })),
      )
      .execute();
  }

  /** The version of the organization's course lists: 1 until something moves it. */
  async listVersion(db: Tx, orgId: number): Promise<number> {
    return (await listVersionRead(db, { orgId })).version;
  }

  async insertChapter(
    db: Tx,
    orgId: number,
    values: Omit<Insertable<ChaptersTable>, 'org_id'>,
  ): Promise<ChapterRow> {
    return own(db)
      .insertInto('chapters')
      .values({ ...values, org_id: orgId })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** id → chapter for an id given in a request (a path, an activity's `chapter_id`), before the organization is known. */
  resolveChapter(db: Tx, chapterId: number): Promise<ChapterRow | undefined> {
    return own(db).selectFrom('chapters').selectAll().where('id', '=', chapterId).executeTakeFirst();
  }

  findChapter(db: Tx, orgId: number, chapterId: number): Promise<ChapterRow | undefined> {
    return own(db)
      .selectFrom('chapters')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', chapterId)
      .executeTakeFirst();
  }

  async updateChapter(
    db: Tx,
    orgId: number,
    chapterId: number,
    values: Updateable<ChaptersTable>,
  ): Promise<ChapterRow | undefined> {
    return own(db)
      .updateTable('chapters')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', chapterId)
      .returningAll()
      .executeTakeFirst();
  }

  async deleteChapter(db: Tx, orgId: number, chapterId: number): Promise<void> {
    await own(db).deleteFrom('chapters').where('org_id', '=', orgId).where('id', '=', chapterId).execute();
  }

  /** The next free position at the end of a course's chapters. */
  async nextChapterPosition(db: Tx, orgId: number, courseId: number): Promise<number> {
    const row = await own(db)
      .selectFrom('chapters')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('org_id', '=', orgId)
      .where('course_id', '=', courseId)
      .executeTakeFirst();
    return row?.last == null ? 0 : Number(row.last) + 1;
  }

  /** Linked chapters of a course, in order. */
  listLinkedChapters(db: Tx, orgId: number, courseId: number): Promise<ChapterRow[]> {
    return own(db)
      .selectFrom('chapters')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('course_id', '=', courseId)
      .where('position', 'is not', null)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  /** Ids of the chapters that belong to a course (linked or not). */
  async chapterIdsOfCourse(db: Tx, orgId: number, courseId: number): Promise<Set<number>> {
    const rows = await own(db)
      .selectFrom('chapters')
      .select('id')
      .where('org_id', '=', orgId)
      .where('course_id', '=', courseId)
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  /**
   * Re-specifies the chapters of a course's tree [SPEC 4.2 rule 1]: all are unlinked, then `chapterIds` are
   * placed in that order. Runs inside the caller's transaction, with the activities placed alongside.
   */
  async placeChapters(
    db: Tx,
    orgId: number,
    courseId: number,
    chapterIds: number[],
    now: Timestamp,
  ): Promise<void> {
    await own(db)
      .updateTable('chapters')
      .set({ position: null })
      .where('org_id', '=', orgId)
      .where('course_id', '=', courseId)
      .execute();
    for (const [position, chapterId] of chapterIds.entries()) {
      await own(db)
        .updateTable('chapters')
        .set({ position, update_date: now })
        .where('org_id', '=', orgId)
        .where('id', '=', chapterId)
        .execute();
    }
  }
}

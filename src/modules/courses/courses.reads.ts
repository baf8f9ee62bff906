/**
 * What other modules may read of courses and chapters: plain exported functions, each scoped to an
 * organization and self-contained, returning normalised data (never raw rows of this module's tables).
 */
import type { Expression } from 'kysely';
import type { Tx } from '../../db.ts';
import { toBool } from '../../platform/db/database.ts';
import type { PartKey, RowPart } from '../../platform/db/together.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { CourseTables } from './courses.tables.ts';

const own = ownTables<CourseTables>();

export interface CourseSummary {
  id: number;
  course_uuid: string;
  org_id: number;
  name: string;
  public: boolean;
  published: boolean;
}

export interface ChapterSummary {
  id: number;
  chapter_uuid: string;
  org_id: number;
  course_id: number;
  name: string;
  lock_type: string;
  /** Null while unlinked from the course's tree. */
  position: number | null;
}

/** The organization's courses among `courseIds`, by id (one query; others are absent). */
export async function courseSummaries(
  db: Tx,
  orgId: number,
  courseIds: readonly number[],
): Promise<Map<number, CourseSummary>> {
  if (courseIds.length === 0) return new Map();
  const rows = await own(db)
    .selectFrom('courses')
    .select(['id', 'course_uuid', 'org_id', 'name', 'public', 'published'])
    .where('org_id', '=', orgId)
    .where('id', 'in', [...new Set(courseIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, { ...r, public: toBool(r.public), published: toBool(r.published) }]));
}

/** The organization's courses among `uuids` (one query; others are absent). */
export async function coursesByUuids(
  db: Tx,
  orgId: number,
  uuids: readonly string[],
): Promise<CourseSummary[]> {
  if (uuids.length === 0) return [];
  const rows = await own(db)
    .selectFrom('courses')
    .select(['id', 'course_uuid', 'org_id', 'name', 'public', 'published'])
    .where('org_id', '=', orgId)
    .where('course_uuid', 'in', [...new Set(uuids)])
    .execute();
  return rows.map((r) => ({ ...r, public: toBool(r.public), published: toBool(r.published) }));
}

/** The organization's chapters among `chapterIds`, by id (one query; others are absent). */
export async function chapterSummaries(
  db: Tx,
  orgId: number,
  chapterIds: readonly number[],
): Promise<Map<number, ChapterSummary>> {
  if (chapterIds.length === 0) return new Map();
  const rows = await own(db)
    .selectFrom('chapters')
    .select(['id', 'chapter_uuid', 'org_id', 'course_id', 'name', 'lock_type', 'position'])
    .where('org_id', '=', orgId)
    .where('id', 'in', [...new Set(chapterIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The organization's chapters among `uuids` (one query; others are absent). */
export function chaptersByUuids(db: Tx, orgId: number, uuids: readonly string[]): Promise<ChapterSummary[]> {
  if (uuids.length === 0) return Promise.resolve([]);
  return own(db)
    .selectFrom('chapters')
    .select(['id', 'chapter_uuid', 'org_id', 'course_id', 'name', 'lock_type', 'position'])
    .where('org_id', '=', orgId)
    .where('chapter_uuid', 'in', [...new Set(uuids)])
    .execute();
}

/** Ids of a course's chapters, linked or not. */
export async function chapterIdsOfCourse(db: Tx, orgId: number, courseId: number): Promise<number[]> {
  const rows = await own(db)
    .selectFrom('chapters')
    .select('id')
    .where('org_id', '=', orgId)
    .where('course_id', '=', courseId)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The linked chapters of the given courses in tree order (course, then position, then id): what orders the
 * steps of a course. One query for any number of courses.
 */
export function linkedChapters(
  db: Tx,
  orgId: number,
  courseIds: readonly number[],
): Promise<{ id: number; course_id: number; position: number }[]> {
  if (courseIds.length === 0) return Promise.resolve([]);
  return own(db)
    .selectFrom('chapters')
    .select(['id', 'course_id', 'position'])
    .where('org_id', '=', orgId)
    .where('course_id', 'in', [...new Set(courseIds)])
    .where('position', 'is not', null)
    .orderBy('course_id')
    .orderBy('position')
    .orderBy('id')
    .execute() as Promise<{ id: number; course_id: number; position: number }[]>;
}

/** Whether the user holds an ACTIVE authorship of the organization's course: such authors read it as editors do [CONTRACT 5]. */
export async function isActiveAuthor(
  db: Tx,
  orgId: number,
  courseId: number,
  userId: number,
): Promise<boolean> {
  const row = await own(db)
    .selectFrom('course_authors')
    .select('id')
    .where('course_id', '=', courseId)
    .where('course_id', 'in', (eb) => eb.selectFrom('courses').select('id').where('org_id', '=', orgId))
    .where('user_id', '=', userId)
    .where('authorship_status', '=', 'ACTIVE')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * uuid → course or chapter, before the organization is known (a resource named in a request path, e.g. the
 * groups linked to it): answers its id and organization, which scope everything after it.
 */
export async function resolveCourseOrChapter(
  db: Tx,
  uuid: string,
): Promise<{ kind: 'course' | 'chapter'; id: number; uuid: string; org_id: number } | undefined> {
  if (uuid.startsWith('course_')) {
    const row = await own(db)
      .selectFrom('courses')
      .select(['id', 'org_id'])
      .where('course_uuid', '=', uuid)
      .executeTakeFirst();
    return row && { kind: 'course', id: row.id, uuid, org_id: row.org_id };
  }
  if (uuid.startsWith('chapter_')) {
    const row = await own(db)
      .selectFrom('chapters')
      .select(['id', 'org_id'])
      .where('chapter_uuid', '=', uuid)
      .executeTakeFirst();
    return row && { kind: 'chapter', id: row.id, uuid, org_id: row.org_id };
  }
  return undefined;
}

/** What the read rules need of a course for one reader [CONTRACT 5]. */
export interface CourseGate {
  course_uuid: string;
  public: boolean;
  published: boolean;
  /** Whether the reader holds an ACTIVE authorship of it (`isActiveAuthor`). */
  active_author: boolean;
}

/** One of the organization's courses (its id another part's expression) seen by `userId`, as a part of a combined read (platform/db/together.ts). */
export function courseGatePart(
  db: Tx,
  orgId: PartKey,
  courseId: Expression<number>,
  userId: number,
): RowPart<CourseGate | undefined> {
  return {
    query: own(db)
      .selectFrom('courses')
      .select(['course_uuid', 'public', 'published'])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('course_authors')
              .select('course_authors.id')
              .whereRef('course_authors.course_id', '=', 'courses.id')
              .where('course_authors.user_id', '=', userId)
              .where('course_authors.authorship_status', '=', 'ACTIVE'),
          )
          .as('active_author'),
      )
      .where('org_id', '=', orgId)
      .where('id', '=', courseId),
    read: (row) =>
      row && {
        course_uuid: row.course_uuid as string,
        public: toBool(row.public),
        published: toBool(row.published),
        active_author: toBool(row.active_author),
      },
  };
}

/** What the read rules need of a chapter. */
export interface ChapterGate {
  chapter_uuid: string;
  lock_type: string;
  /** Null while unlinked from the course's tree. */
  position: number | null;
}

/** One of the organization's chapters (its id another part's expression), as a part of a combined read. */
export function chapterGatePart(
  db: Tx,
  orgId: PartKey,
  chapterId: Expression<number | null>,
): RowPart<ChapterGate | undefined> {
  return {
    query: own(db)
      .selectFrom('chapters')
      .select(['chapter_uuid', 'lock_type', 'position'])
      .where('org_id', '=', orgId)
      .where('id', '=', chapterId),
    read: (row) => row && (row as unknown as ChapterGate),
  };
}

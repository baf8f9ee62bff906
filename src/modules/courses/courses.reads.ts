/**
 * What other modules may read of courses and chapters, by id or uuid, scoped to an organization unless the
 * name says it resolves one. Plain data; the tables stay this module's.
 */
import type { Tx } from '../../db.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { CourseTables } from './courses.tables.ts';

const own = ownTables<CourseTables>();

/** A course, as user-group links and learner runs name it. */
export interface CourseSummary {
  id: number;
  course_uuid: string;
  name: string;
}

/** The organization's courses among `ids` (any order; unknown ids are left out). */
export async function courseSummariesByIds(
  db: Tx,
  orgId: number,
  ids: readonly number[],
): Promise<CourseSummary[]> {
  if (ids.length === 0) return [];
  return own(db)
    .selectFrom('courses')
    .select(['id', 'course_uuid', 'name'])
    .where('org_id', '=', orgId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** The organization's courses among `uuids`. */
export async function courseSummariesByUuids(
  db: Tx,
  orgId: number,
  uuids: readonly string[],
): Promise<CourseSummary[]> {
  if (uuids.length === 0) return [];
  return own(db)
    .selectFrom('courses')
    .select(['id', 'course_uuid', 'name'])
    .where('org_id', '=', orgId)
    .where('course_uuid', 'in', [...new Set(uuids)])
    .execute();
}

/** uuid → organization, before the organization is known: the course's id and organization. */
export function resolveCourseUuid(db: Tx, uuid: string): Promise<{ id: number; org_id: number } | undefined> {
  return own(db)
    .selectFrom('courses')
    .select(['id', 'org_id'])
    .where('course_uuid', '=', uuid)
    .executeTakeFirst();
}

/** A chapter, as user-group links and the steps of a course need it; `position` null while unlinked. */
export interface ChapterSummary {
  id: number;
  chapter_uuid: string;
  course_id: number;
  position: number | null;
  name: string;
}

const chapterSummary = ['id', 'chapter_uuid', 'course_id', 'position', 'name'] as const;

/** The organization's chapters among `ids` (any order; unknown ids are left out). */
export async function chapterSummariesByIds(
  db: Tx,
  orgId: number,
  ids: readonly number[],
): Promise<ChapterSummary[]> {
  if (ids.length === 0) return [];
  return own(db)
    .selectFrom('chapters')
    .select(chapterSummary)
    .where('org_id', '=', orgId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** The organization's chapters among `uuids`. */
export async function chapterSummariesByUuids(
  db: Tx,
  orgId: number,
  uuids: readonly string[],
): Promise<ChapterSummary[]> {
  if (uuids.length === 0) return [];
  return own(db)
    .selectFrom('chapters')
    .select(chapterSummary)
    .where('org_id', '=', orgId)
    .where('chapter_uuid', 'in', [...new Set(uuids)])
    .execute();
}

/** uuid → organization, before the organization is known: the chapter's id and organization. */
export function resolveChapterUuid(
  db: Tx,
  uuid: string,
): Promise<{ id: number; org_id: number } | undefined> {
  return own(db)
    .selectFrom('chapters')
    .select(['id', 'org_id'])
    .where('chapter_uuid', '=', uuid)
    .executeTakeFirst();
}

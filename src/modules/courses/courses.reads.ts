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

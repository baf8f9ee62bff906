/**
 * What other modules may read of courses and chapters: plain exported functions, each scoped to an
 * organization and self-contained, returning normalised data (never raw rows of this module's tables).
 */
import type { Tx } from '../../db.ts';
import { toBool } from '../../platform/db/database.ts';
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

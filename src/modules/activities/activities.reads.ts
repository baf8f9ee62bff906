/**
 * What other modules may read of activities, by id or uuid, scoped to an organization unless the name says it
 * resolves one. Plain data with booleans as booleans; the tables stay this module's.
 */
import type { Tx } from '../../db.ts';
import { toBool } from '../../platform/db/database.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { ActivityTables } from './activities.tables.ts';

const own = ownTables<ActivityTables>();

/** An activity with its place in the course's tree; `chapter_id` and `position` null while unlinked. */
export interface ActivitySummary {
  id: number;
  activity_uuid: string;
  activity_type: string;
  name: string;
  course_id: number;
  chapter_id: number | null;
  position: number | null;
  published: boolean;
}

const summary = [
  'id',
  'activity_uuid',
  'activity_type',
  'name',
  'course_id',
  'chapter_id',
  'position',
  'published',
] as const;

/** The organization's activities among `ids` (any order; unknown ids are left out). */
export async function activitySummariesByIds(
  db: Tx,
  orgId: number,
  ids: readonly number[],
): Promise<ActivitySummary[]> {
  if (ids.length === 0) return [];
  const rows = await own(db)
    .selectFrom('activities')
    .select(summary)
    .where('org_id', '=', orgId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return rows.map((r) => ({ ...r, published: toBool(r.published) }));
}

/** The organization's activities among `uuids`. */
export async function activitySummariesByUuids(
  db: Tx,
  orgId: number,
  uuids: readonly string[],
): Promise<ActivitySummary[]> {
  if (uuids.length === 0) return [];
  const rows = await own(db)
    .selectFrom('activities')
    .select(summary)
    .where('org_id', '=', orgId)
    .where('activity_uuid', 'in', [...new Set(uuids)])
    .execute();
  return rows.map((r) => ({ ...r, published: toBool(r.published) }));
}

/**
 * The published activities placed in a chapter of the given courses, in no particular order: whether their
 * chapter is itself placed is the courses module's to say.
 */
export async function publishedPlacedActivities(
  db: Tx,
  orgId: number,
  courseIds: readonly number[],
): Promise<ActivitySummary[]> {
  if (courseIds.length === 0) return [];
  const rows = await own(db)
    .selectFrom('activities')
    .select(summary)
    .where('org_id', '=', orgId)
    .where('course_id', 'in', [...new Set(courseIds)])
    .where('published', '=', true)
    .where('position', 'is not', null)
    .where('chapter_id', 'is not', null)
    .execute();
  return rows.map((r) => ({ ...r, published: true }));
}

/** uuid → organization, before the organization is known: the activity's id and organization. */
export function resolveActivityUuid(
  db: Tx,
  uuid: string,
): Promise<{ id: number; org_id: number } | undefined> {
  return own(db)
    .selectFrom('activities')
    .select(['id', 'org_id'])
    .where('activity_uuid', '=', uuid)
    .executeTakeFirst();
}

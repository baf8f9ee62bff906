/** What other modules may read of activities: plain data, scoped to an organization. */
import type { Tx } from '../../db.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { ActivityTables } from './activities.tables.ts';

const own = ownTables<ActivityTables>();

/** An activity's identity, kind and place: what an assignment hanging off it checks and files under. */
export interface ActivityPlacement {
  id: number;
  activity_uuid: string;
  org_id: number;
  course_id: number;
  chapter_id: number | null;
  activity_type: string;
  activity_sub_type: string;
}

/** The activity `activityId` of organization `orgId`, or undefined. */
export function findActivityPlacement(
  db: Tx,
  orgId: number,
  activityId: number,
): Promise<ActivityPlacement | undefined> {
  return own(db)
    .selectFrom('activities')
    .select([
      'id',
      'activity_uuid',
      'org_id',
      'course_id',
      'chapter_id',
      'activity_type',
      'activity_sub_type',
    ])
    .where('org_id', '=', orgId)
    .where('id', '=', activityId)
    .executeTakeFirst();
}

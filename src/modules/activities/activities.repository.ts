/** SQL for activities and their versions. */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Tx } from '../../db.ts';
import { lockRow } from '../../platform/db/locking.ts';
import type { ActivitiesTable, ActivityVersionsTable } from './activities.tables.ts';

export type ActivityRow = Selectable<ActivitiesTable>;
export type VersionRow = Selectable<ActivityVersionsTable>;

export class ActivitiesRepository {
  insert(db: Tx, values: Insertable<ActivitiesTable>): Promise<ActivityRow> {
    return db.insertInto('activities').values(values).returningAll().executeTakeFirstOrThrow();
  }

  findByUuid(db: Tx, activityUuid: string): Promise<ActivityRow | undefined> {
    return db
      .selectFrom('activities')
      .selectAll()
      .where('activity_uuid', '=', activityUuid)
      .executeTakeFirst();
  }

  async update(
    db: Tx,
    orgId: number,
    activityId: number,
    values: Updateable<ActivitiesTable>,
  ): Promise<ActivityRow | undefined> {
    return db
      .updateTable('activities')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', activityId)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Holds the activity's row for the rest of the transaction (PostgreSQL), so concurrent content changes
   * take their version numbers one after another; SQLite's single writer does that anyway.
   */
  async lock(db: Tx, activityId: number): Promise<void> {
    await lockRow(db, 'activities', activityId);
  }

  async delete(db: Tx, orgId: number, activityId: number): Promise<void> {
    await db.deleteFrom('activities').where('org_id', '=', orgId).where('id', '=', activityId).execute();
  }

  async insertVersion(db: Tx, values: Insertable<ActivityVersionsTable>): Promise<void> {
    await db.insertInto('activity_versions').values(values).execute();
  }

  /** Newest first, without their content. */
  listVersions(db: Tx, activityId: number) {
    return db
      .selectFrom('activity_versions')
      .select(['version_number', 'created_by_user_id', 'creation_date'])
      .where('activity_id', '=', activityId)
      .orderBy('version_number', 'desc')
      .execute();
  }

  findVersion(db: Tx, activityId: number, versionNumber: number): Promise<VersionRow | undefined> {
    return db
      .selectFrom('activity_versions')
      .selectAll()
      .where('activity_id', '=', activityId)
      .where('version_number', '=', versionNumber)
      .executeTakeFirst();
  }

  /** Keeps the newest `keep` versions of an activity. */
  async pruneVersions(db: Tx, activityId: number, keep: number): Promise<void> {
    const boundary = await db
      .selectFrom('activity_versions')
      .select('version_number')
      .where('activity_id', '=', activityId)
      .orderBy('version_number', 'desc')
      .limit(1)
      .offset(keep)
      .executeTakeFirst();
    if (boundary === undefined) return;
    await db
      .deleteFrom('activity_versions')
      .where('activity_id', '=', activityId)
      .where('version_number', '<=', boundary.version_number)
      .execute();
  }
}

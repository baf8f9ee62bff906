/**
 * SQL for activities and their versions. Every method takes the organization and filters by it (versions
 * through their activity); `resolveActivity` is the exception, run once at the top of a request to learn
 * which organization an activity uuid belongs to.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Tx } from '../../db.ts';
import { toBool } from '../../platform/db/database.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { PlacedChapter, TreeActivityRow } from '../courses/index.ts';
import type { ActivitiesTable, ActivityTables, ActivityVersionsTable } from './activities.tables.ts';

const own = ownTables<ActivityTables>();

/** An activity as read: `published` is a boolean on both databases. */
export type ActivityRow = Omit<Selectable<ActivitiesTable>, 'published'> & { published: boolean };
export type VersionRow = Selectable<ActivityVersionsTable>;

export function toActivityRow<T extends { published: boolean | number }>(
  row: T,
): Omit<T, 'published'> & { published: boolean } {
  return { ...row, published: toBool(row.published) };
}

const TREE_COLUMNS = [
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
] as const;

export class ActivitiesRepository {
  async insert(
    db: Tx,
    orgId: number,
    values: Omit<Insertable<ActivitiesTable>, 'org_id'>,
  ): Promise<ActivityRow> {
    const row = await own(db)
      .insertInto('activities')
      .values({ ...values, org_id: orgId })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toActivityRow(row);
  }

  /** uuid → activity, before the organization is known (its own `org_id` scopes what follows). */
  async resolveActivity(db: Tx, activityUuid: string): Promise<ActivityRow | undefined> {
    const row = await own(db)
      .selectFrom('activities')
      .selectAll()
      .where('activity_uuid', '=', activityUuid)
      .executeTakeFirst();
    return row && toActivityRow(row);
  }

  async findActivity(db: Tx, orgId: number, activityId: number): Promise<ActivityRow | undefined> {
    const row = await own(db)
      .selectFrom('activities')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', activityId)
      .executeTakeFirst();
    return row && toActivityRow(row);
  }

  async update(
    db: Tx,
    orgId: number,
    activityId: number,
    values: Updateable<ActivitiesTable>,
  ): Promise<ActivityRow | undefined> {
    const row = await own(db)
      .updateTable('activities')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', activityId)
      .returningAll()
      .executeTakeFirst();
    return row && toActivityRow(row);
  }

  /**
   * Holds the activity's row for the rest of the transaction (PostgreSQL), so concurrent content changes
   * take their version numbers one after another; SQLite's single writer does that anyway.
   */
  async lock(db: Tx, orgId: number, activityId: number): Promise<void> {
    await own(db)
      .updateTable('activities')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('org_id', '=', orgId)
      .where('id', '=', activityId)
      .execute();
  }

  async delete(db: Tx, orgId: number, activityId: number): Promise<void> {
    await this.deleteMany(db, orgId, [activityId]);
  }

  async deleteMany(db: Tx, orgId: number, activityIds: number[]): Promise<void> {
    if (activityIds.length === 0) return;
    await own(db)
      .deleteFrom('activities')
      .where('org_id', '=', orgId)
      .where('id', 'in', activityIds)
      .execute();
  }

  /** The next free position at the end of a chapter's activities. */
  async nextPosition(db: Tx, orgId: number, chapterId: number): Promise<number> {
    const row = await own(db)
      .selectFrom('activities')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('org_id', '=', orgId)
      .where('chapter_id', '=', chapterId)
      .executeTakeFirst();
    return row?.last == null ? 0 : Number(row.last) + 1;
  }

  async listInChapters(
    db: Tx,
    orgId: number,
    chapterIds: number[],
    options: { withContent: boolean } = { withContent: true },
  ): Promise<TreeActivityRow[]> {
    if (chapterIds.length === 0) return [];
    const rows = await own(db)
      .selectFrom('activities')
      .select(TREE_COLUMNS)
      .$if(options.withContent, (query) => query.select(['content', 'details']))
      .where('org_id', '=', orgId)
      .where('chapter_id', 'in', chapterIds)
      .orderBy('chapter_id')
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map(toActivityRow);
  }

  async idsOfCourse(db: Tx, orgId: number, courseId: number): Promise<Set<number>> {
    const rows = await own(db)
      .selectFrom('activities')
      .select('id')
      .where('org_id', '=', orgId)
      .where('course_id', '=', courseId)
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  /** Unlinks every activity of the course, then places those `order` names, each chapter's in order. */
  async place(db: Tx, orgId: number, courseId: number, order: PlacedChapter[]): Promise<void> {
    await own(db)
      .updateTable('activities')
      .set({ chapter_id: null, position: null })
      .where('org_id', '=', orgId)
      .where('course_id', '=', courseId)
      .execute();
    for (const chapter of order) {
      for (const [position, activityId] of chapter.activityIds.entries()) {
        await own(db)
          .updateTable('activities')
          .set({ chapter_id: chapter.chapterId, position })
          .where('org_id', '=', orgId)
          .where('id', '=', activityId)
          .execute();
      }
    }
  }

  /** Saves a version of one of the organization's activities (nothing when the activity is not theirs). */
  async insertVersion(
    db: Tx,
    orgId: number,
    values: Insertable<ActivityVersionsTable> & { creation_date: string },
  ): Promise<void> {
    await own(db)
      .insertInto('activity_versions')
      .columns(['activity_id', 'version_number', 'content', 'created_by_user_id', 'creation_date'])
      .expression((eb) =>
        eb
          .selectFrom('activities')
          .select((s) => [
            s.ref('id').as('activity_id'),
            s.val(values.version_number).as('version_number'),
            s.val(values.content).as('content'),
            s.val(values.created_by_user_id).as('created_by_user_id'),
            s.val(values.creation_date).as('creation_date'),
          ])
          .where('org_id', '=', orgId)
          .where('id', '=', values.activity_id),
      )
      .execute();
  }

  /** Newest first, without their content. */
  listVersions(db: Tx, orgId: number, activityId: number) {
    return own(db)
      .selectFrom('activity_versions')
      .select(['version_number', 'created_by_user_id', 'creation_date'])
      .where('activity_id', '=', activityId)
      .where('activity_id', 'in', (eb) =>
        eb.selectFrom('activities').select('id').where('org_id', '=', orgId),
      )
      .orderBy('version_number', 'desc')
      .execute();
  }

  findVersion(
    db: Tx,
    orgId: number,
    activityId: number,
    versionNumber: number,
  ): Promise<VersionRow | undefined> {
    return own(db)
      .selectFrom('activity_versions')
      .selectAll()
      .where('activity_id', '=', activityId)
      .where('activity_id', 'in', (eb) =>
        eb.selectFrom('activities').select('id').where('org_id', '=', orgId),
      )
      .where('version_number', '=', versionNumber)
      .executeTakeFirst();
  }

  /** Keeps the newest `keep` versions of an activity. */
  async pruneVersions(db: Tx, orgId: number, activityId: number, keep: number): Promise<void> {
    const boundary = await own(db)
      .selectFrom('activity_versions')
      .select('version_number')
      .where('activity_id', '=', activityId)
      .where('activity_id', 'in', (eb) =>
        eb.selectFrom('activities').select('id').where('org_id', '=', orgId),
      )
      .orderBy('version_number', 'desc')
      .limit(1)
      .offset(keep)
      .executeTakeFirst();
    if (boundary === undefined) return;
    await own(db)
      .deleteFrom('activity_versions')
      .where('activity_id', '=', activityId)
      .where('activity_id', 'in', (eb) =>
        eb.selectFrom('activities').select('id').where('org_id', '=', orgId),
      )
      .where('version_number', '<=', boundary.version_number)
      .execute();
  }
}

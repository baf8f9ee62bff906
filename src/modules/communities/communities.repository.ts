/** SQL for communities: an organization's rows, at most one per course (a unique index). */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Tx } from '../../db.ts';
import { toBool } from '../../platform/db/database.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import { uniqueColumns } from '../../platform/db/unique-violations.ts';
import type { CommunitiesTable, CommunityTables } from './communities.tables.ts';

const own = ownTables<CommunityTables>();

/** One community per course (migrations/0011). */
export const UNIQUE_COURSE_COMMUNITY = uniqueColumns('communities_course_id_key', 'communities', [
  'course_id',
]);

export type CommunityRow = Omit<Selectable<CommunitiesTable>, 'public'> & { public: boolean };

function normalised(row: Selectable<CommunitiesTable>): CommunityRow {
  return { ...row, public: toBool(row.public) };
}

/** Which of an organization's communities a listing may show. */
export interface CommunityFilter {
  /** Only public ones (outsiders). */
  publicOnly: boolean;
  /** Courses whose communities are hidden from the caller (those they may not read). */
  hiddenCourseIds: readonly number[];
}

export class CommunitiesRepository {
  async insert(
    db: Tx,
    orgId: number,
    values: Omit<Insertable<CommunitiesTable>, 'org_id'>,
  ): Promise<CommunityRow> {
    const row = await own(db)
      .insertInto('communities')
      .values({ ...values, org_id: orgId })
      .returningAll()
      .executeTakeFirstOrThrow();
    return normalised(row);
  }

  /** uuid → organization, before the organization is known: the community, with its `org_id`. */
  async resolveCommunity(db: Tx, communityUuid: string): Promise<CommunityRow | undefined> {
    const row = await own(db)
      .selectFrom('communities')
      .selectAll()
      .where('community_uuid', '=', communityUuid)
      .executeTakeFirst();
    return row && normalised(row);
  }

  async findById(db: Tx, orgId: number, communityId: number): Promise<CommunityRow | undefined> {
    const row = await own(db)
      .selectFrom('communities')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', communityId)
      .executeTakeFirst();
    return row && normalised(row);
  }

  async findOfCourse(db: Tx, orgId: number, courseId: number): Promise<CommunityRow | undefined> {
    const row = await own(db)
      .selectFrom('communities')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('course_id', '=', courseId)
      .executeTakeFirst();
    return row && normalised(row);
  }

  /** The course ids the organization's communities are linked to (at most one community each). */
  async linkedCourseIds(db: Tx, orgId: number): Promise<number[]> {
    const rows = await own(db)
      .selectFrom('communities')
      .select('course_id')
      .where('org_id', '=', orgId)
      .where('course_id', 'is not', null)
      .execute();
    return rows.map((r) => r.course_id!);
  }

  /** A page of the organization's communities, oldest first (id breaks no ties: it is unique). */
  async list(
    db: Tx,
    orgId: number,
    filter: CommunityFilter,
    page: { limit: number; offset: number },
  ): Promise<{ rows: CommunityRow[]; total: number }> {
    let query = own(db).selectFrom('communities').where('org_id', '=', orgId);
    if (filter.publicOnly) query = query.where('public', '=', true);
    if (filter.hiddenCourseIds.length > 0) {
      const hidden = [...filter.hiddenCourseIds];
      query = query.where((eb) => eb.or([eb('course_id', 'is', null), eb('course_id', 'not in', hidden)]));
    }
    const rows = await query.selectAll().orderBy('id').limit(page.limit).offset(page.offset).execute();
    const count = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    return { rows: rows.map(normalised), total: Number(count.total) };
  }

  async update(
    db: Tx,
    orgId: number,
    communityId: number,
    values: Updateable<Omit<CommunitiesTable, 'id' | 'org_id' | 'community_uuid'>>,
  ): Promise<CommunityRow | undefined> {
    const row = await own(db)
      .updateTable('communities')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', communityId)
      .returningAll()
      .executeTakeFirst();
    return row && normalised(row);
  }

  /** Its discussions, comments and votes go with it (foreign keys cascade). */
  async delete(db: Tx, orgId: number, communityId: number): Promise<boolean> {
    const result = await own(db)
      .deleteFrom('communities')
      .where('org_id', '=', orgId)
      .where('id', '=', communityId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

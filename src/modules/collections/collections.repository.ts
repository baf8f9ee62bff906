/**
 * SQL for collections and the ordered list of courses each holds. Every method takes the organization, except
 * `resolveCollection`, which learns it from a uuid in a path at the top of a request. The courses themselves
 * are the courses module's rows: only their ids are kept here.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Tx } from '../../db.ts';
import { toBool } from '../../platform/db/database.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { CollectionTables, CollectionsTable } from './collections.tables.ts';

const own = ownTables<CollectionTables>();

/** A collection as read: `public` a boolean on both databases. */
export type CollectionRow = Omit<Selectable<CollectionsTable>, 'public'> & { public: boolean };

function toRow(row: Selectable<CollectionsTable>): CollectionRow {
  return { ...row, public: toBool(row.public) };
}

export class CollectionsRepository {
  async insertCollection(
    db: Tx,
    orgId: number,
    values: Omit<Insertable<CollectionsTable>, 'org_id'>,
  ): Promise<CollectionRow> {
    const row = await own(db)
      .insertInto('collections')
      .values({ ...values, org_id: orgId })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRow(row);
  }

  /** uuid → collection, before the organization is known (its own `org_id` scopes what follows). */
  async resolveCollection(db: Tx, collectionUuid: string): Promise<CollectionRow | undefined> {
    const row = await own(db)
      .selectFrom('collections')
      .selectAll()
      .where('collection_uuid', '=', collectionUuid)
      .executeTakeFirst();
    return row && toRow(row);
  }

  async updateCollection(
    db: Tx,
    orgId: number,
    collectionId: number,
    values: Omit<Updateable<CollectionsTable>, 'id' | 'org_id' | 'collection_uuid' | 'created_by'>,
  ): Promise<CollectionRow | undefined> {
    const row = await own(db)
      .updateTable('collections')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', collectionId)
      .returningAll()
      .executeTakeFirst();
    return row && toRow(row);
  }

  /** Its course rows go with it (foreign key cascade). */
  async deleteCollection(db: Tx, orgId: number, collectionId: number): Promise<void> {
    await own(db)
      .deleteFrom('collections')
      .where('org_id', '=', orgId)
      .where('id', '=', collectionId)
      .execute();
  }

  /** The collection's courses become exactly `courseIds`, in that order (ids distinct). */
  async replaceCourses(
    db: Tx,
    orgId: number,
    collectionId: number,
    courseIds: readonly number[],
  ): Promise<void> {
    await own(db)
      .deleteFrom('collection_courses')
      .where('org_id', '=', orgId)
      .where('collection_id', '=', collectionId)
      .execute();
    if (courseIds.length === 0) return;
    await own(db)
      .insertInto('collection_courses')
      .values(
        courseIds.map((courseId, position) => ({
          org_id: orgId,
          collection_id: collectionId,
          course_id: courseId,
          position,
        })),
      )
      .execute();
  }

  /** The course ids of each collection, in their order (one query; every asked collection has an entry). */
  async courseIdsOf(db: Tx, orgId: number, collectionIds: readonly number[]): Promise<Map<number, number[]>> {
    const byCollection = new Map<number, number[]>(collectionIds.map((id) => [id, []]));
    if (collectionIds.length === 0) return byCollection;
    const rows = await own(db)
      .selectFrom('collection_courses')
      .select(['collection_id', 'course_id'])
      .where('org_id', '=', orgId)
      .where('collection_id', 'in', [...new Set(collectionIds)])
      .orderBy('collection_id')
      .orderBy('position')
      .execute();
    for (const row of rows) byCollection.get(row.collection_id)?.push(row.course_id);
    return byCollection;
  }

  /** A page of the organization's collections, newest first; `publicOnly` for readers without the right. */
  async listCollections(
    db: Tx,
    orgId: number,
    publicOnly: boolean,
    limit: number,
    offset: number,
  ): Promise<{ rows: CollectionRow[]; total: number }> {
    let base = own(db).selectFrom('collections').where('org_id', '=', orgId);
    if (publicOnly) base = base.where('public', '=', true);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toRow), total: Number(count.n) };
  }
}

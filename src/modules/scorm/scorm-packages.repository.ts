/** SQL for analysed SCORM packages [CONTRACT 12]. */
import type { Insertable, Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import type { ScormPackageTables, ScormPackagesTable } from './scorm-packages.tables.ts';

const own = ownTables<ScormPackageTables>();

export type ScormPackageRow = Selectable<ScormPackagesTable>;

/** What the sweep needs to remove a package's files. */
export interface SweptPackage {
  package_uuid: string;
  org_id: number;
  course_id: number;
}

export class ScormPackagesRepository {
  insertPackage(
    db: Tx,
    orgId: number,
    values: Omit<Insertable<ScormPackagesTable>, 'org_id'>,
  ): Promise<ScormPackageRow> {
    return own(db)
      .insertInto('scorm_packages')
      .values({ ...values, org_id: orgId })
      .returningAll()
      .executeTakeFirstOrThrow()
      .then(normalise);
  }

  findPackage(db: Tx, orgId: number, packageUuid: string): Promise<ScormPackageRow | undefined> {
    return own(db)
      .selectFrom('scorm_packages')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('package_uuid', '=', packageUuid)
      .executeTakeFirst()
      .then((row) => (row === undefined ? undefined : normalise(row)));
  }

  /**
   * Marks the package imported (the sweep leaves it alone from then on). Undefined when the row is gone: the
   * sweep took it first. The update holds the row until the import commits, so a sweep running meanwhile
   * waits and then sees it imported.
   */
  markImported(
    db: Tx,
    orgId: number,
    packageId: number,
    now: Timestamp,
  ): Promise<{ id: number } | undefined> {
    return own(db)
      .updateTable('scorm_packages')
      .set((eb) => ({ imported_at: eb.fn.coalesce('imported_at', eb.val(now)) }))
      .where('org_id', '=', orgId)
      .where('id', '=', packageId)
      .returning('id')
      .executeTakeFirst();
  }

  /**
   * Deletes packages analysed before `cutoff` and never imported, across organizations (the background
   * sweep), at most `limit` at a time; returns what was deleted so their files can go too.
   */
  async sweepExpiredPackages(db: Tx, cutoff: Timestamp, limit: number): Promise<SweptPackage[]> {
    const rows = await own(db)
      .deleteFrom('scorm_packages')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('scorm_packages')
          .select('id')
          .where('imported_at', 'is', null)
          .where('creation_date', '<', cutoff)
          .orderBy('id')
          .limit(limit),
      )
      // Re-checked on the row itself: an import that committed meanwhile keeps its package.
      .where('imported_at', 'is', null)
      .returning(['package_uuid', 'org_id', 'course_id'])
      .execute();
    return rows.map((r) => ({ ...r, org_id: Number(r.org_id), course_id: Number(r.course_id) }));
  }
}

/** PostgreSQL's bigint columns come back as text. */
function normalise(row: ScormPackageRow): ScormPackageRow {
  return { ...row, total_bytes: Number(row.total_bytes) };
}

/** SQL for an organization's packs and its spent AI credits. Every method takes the organization first. */
import type { Insertable } from 'kysely';
import type { Tx } from '../../db.ts';
import { toBool } from '../../platform/db/database.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import { uniqueColumns } from '../../platform/db/unique-violations.ts';
import type { OrgPacksTable, PackTables } from './packs.tables.ts';

const own = ownTables<PackTables>();

/** A subscription id is unique across every organization (migrations/0012). */
export const UNIQUE_SUBSCRIPTION = uniqueColumns('org_packs_subscription_key', 'org_packs', [
  'platform_subscription_id',
]);

export type PackStatus = 'active' | 'cancelled';

/** A pack row, normalised (booleans as booleans). */
export interface PackRow {
  id: number;
  pack_uuid: string;
  org_id: number;
  pack_id: string;
  pack_type: string;
  quantity: number;
  platform_subscription_id: string;
  status: string;
  cancel_at_period_end: boolean;
  activation_date: Timestamp;
  cancellation_date: Timestamp | null;
  creation_date: Timestamp;
  update_date: Timestamp;
}

export interface PackTotals {
  ai_credits: number;
  member_seats: number;
}

const COLUMNS = [
  'id',
  'pack_uuid',
  'org_id',
  'pack_id',
  'pack_type',
  'quantity',
  'platform_subscription_id',
  'status',
  'cancel_at_period_end',
  'activation_date',
  'cancellation_date',
  'creation_date',
  'update_date',
] as const;

function normalise(row: Record<(typeof COLUMNS)[number], unknown>): PackRow {
  return {
    ...(row as Omit<PackRow, 'cancel_at_period_end'>),
    id: Number(row.id),
    org_id: Number(row.org_id),
    quantity: Number(row.quantity),
    cancel_at_period_end: toBool(row.cancel_at_period_end),
  };
}

export class PacksRepository {
  async findBySubscription(db: Tx, orgId: number, subscriptionId: string): Promise<PackRow | undefined> {
    const row = await own(db)
      .selectFrom('org_packs')
      .select(COLUMNS)
      .where('org_id', '=', orgId)
      .where('platform_subscription_id', '=', subscriptionId)
      .executeTakeFirst();
    return row === undefined ? undefined : normalise(row);
  }

  /**
   * Whether another organization holds the subscription: only a yes or no, for the 409 that tells the billing
   * system it named the wrong organization.
   */
  async subscriptionHeldElsewhere(db: Tx, orgId: number, subscriptionId: string): Promise<boolean> {
    const row = await own(db)
      .selectFrom('org_packs')
      .select('id')
      .where('org_id', '<>', orgId)
      .where('platform_subscription_id', '=', subscriptionId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Breaks `UNIQUE_SUBSCRIPTION` when the subscription exists already (the caller retries or answers 409). */
  async insertPack(db: Tx, orgId: number, values: Omit<Insertable<OrgPacksTable>, 'org_id'>): Promise<void> {
    await own(db)
      .insertInto('org_packs')
      .values({ ...values, org_id: orgId })
      .execute();
  }

  /**
   * Moves the pack to `to` when it is in the other status: answers whether it moved. A conditional update, so of
   * two concurrent moves only one changes the row (PostgreSQL re-checks the condition after the first commits).
   */
  async moveStatus(
    db: Tx,
    orgId: number,
    packRowId: number,
    to: PackStatus,
    now: Timestamp,
  ): Promise<boolean> {
    const result = await own(db)
      .updateTable('org_packs')
      .set({
        status: to,
        cancel_at_period_end: false,
        update_date: now,
        ...(to === 'active' ? { activation_date: now } : { cancellation_date: now }),
      })
      .where('org_id', '=', orgId)
      .where('id', '=', packRowId)
      .where('status', '<>', to)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Sets the cancel-at-period-end mark of an active pack; answers whether it changed. */
  async markCancelAtPeriodEnd(
    db: Tx,
    orgId: number,
    packRowId: number,
    value: boolean,
    now: Timestamp,
  ): Promise<boolean> {
    const result = await own(db)
      .updateTable('org_packs')
      .set({ cancel_at_period_end: value, update_date: now })
      .where('org_id', '=', orgId)
      .where('id', '=', packRowId)
      .where('status', '=', 'active')
      .where('cancel_at_period_end', '=', !value)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async findById(db: Tx, orgId: number, packRowId: number): Promise<PackRow | undefined> {
    const row = await own(db)
      .selectFrom('org_packs')
      .select(COLUMNS)
      .where('org_id', '=', orgId)
      .where('id', '=', packRowId)
      .executeTakeFirst();
    return row === undefined ? undefined : normalise(row);
  }

  /** The organization's active packs, oldest activation first. */
  async listActive(db: Tx, orgId: number): Promise<PackRow[]> {
    const rows = await own(db)
      .selectFrom('org_packs')
      .select(COLUMNS)
      .where('org_id', '=', orgId)
      .where('status', '=', 'active')
      .orderBy('activation_date')
      .orderBy('id')
      .execute();
    return rows.map(normalise);
  }

  /** The sum of the active packs' quantities, per pack type (0 when none). */
  async activeTotals(db: Tx, orgId: number): Promise<PackTotals> {
    const rows = await own(db)
      .selectFrom('org_packs')
      .select((eb) => ['pack_type', eb.fn.sum<number | string>('quantity').as('total')])
      .where('org_id', '=', orgId)
      .where('status', '=', 'active')
      .groupBy('pack_type')
      .execute();
    const totals: PackTotals = { ai_credits: 0, member_seats: 0 };
    for (const row of rows) {
      if (row.pack_type === 'ai_credits' || row.pack_type === 'member_seats') {
        totals[row.pack_type] = Number(row.total);
      }
    }
    return totals;
  }

  async creditsUsed(db: Tx, orgId: number): Promise<number> {
    const row = await own(db)
      .selectFrom('ai_credit_usage')
      .select('used')
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    return row === undefined ? 0 : Number(row.used);
  }

  /**
   * Counts one more spent credit unless `budget` are spent already; answers whether it was counted. The usage
   * row is created first when missing; the conditional increment then holds the row, so two spends of the last
   * credit cannot both pass (PostgreSQL re-checks `used < budget` after the first commits; SQLite has one writer).
   */
  async spendCredit(db: Tx, orgId: number, budget: number, now: Timestamp): Promise<boolean> {
    await own(db)
      .insertInto('ai_credit_usage')
      .values({ org_id: orgId, used: 0, update_date: now })
      .onConflict((oc) => oc.column('org_id').doNothing())
      .execute();
    const result = await own(db)
      .updateTable('ai_credit_usage')
      .set((eb) => ({ used: eb('used', '+', 1), update_date: now }))
      .where('org_id', '=', orgId)
      .where('used', '<', budget)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

/** SQL for an organization's settings: one row per organization, absent until a setting first changes. */
import type { Tx } from '../../db.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { RowPart } from '../../platform/db/together.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import type { OrgSettingsTable, OrgSettingsTables } from './org-settings.tables.ts';

const own = ownTables<OrgSettingsTables>();

export const FAMILIES = ['communities', 'podcasts', 'boards', 'playgrounds', 'collections'] as const;
export type Family = (typeof FAMILIES)[number];

/** Every setting, as the service reasons about it (defaults filled in). */
export interface OrgSettings {
  ai_enabled: boolean;
  copilot_enabled: boolean;
  payments_enabled: boolean;
  features: Record<Family, boolean>;
}

export const DEFAULT_SETTINGS: OrgSettings = {
  ai_enabled: false,
  copilot_enabled: false,
  payments_enabled: false,
  features: { communities: true, podcasts: true, boards: true, playgrounds: true, collections: true },
};

type Flags = Omit<OrgSettingsTable, 'org_id' | 'update_date'>;
const FLAG_COLUMNS = [
  'ai_enabled',
  'copilot_enabled',
  'payments_enabled',
  ...FAMILIES.map((family) => `${family}_enabled` as const),
] as const satisfies readonly (keyof Flags)[];

/** A stored flag as a boolean (SQLite answers 0 or 1). */
function flag(value: unknown): boolean {
  return value === true || value === 1;
}

function fromRow(row: Readonly<Record<string, unknown>> | undefined): OrgSettings {
  if (row === undefined) return structuredClone(DEFAULT_SETTINGS);
  return {
    ai_enabled: flag(row.ai_enabled),
    copilot_enabled: flag(row.copilot_enabled),
    payments_enabled: flag(row.payments_enabled),
    features: Object.fromEntries(FAMILIES.map((f) => [f, flag(row[`${f}_enabled`])])) as Record<
      Family,
      boolean
    >,
  };
}

function toRow(settings: OrgSettings): Flags {
  return {
    ai_enabled: settings.ai_enabled,
    copilot_enabled: settings.copilot_enabled,
    payments_enabled: settings.payments_enabled,
    communities_enabled: settings.features.communities,
    podcasts_enabled: settings.features.podcasts,
    boards_enabled: settings.features.boards,
    playgrounds_enabled: settings.features.playgrounds,
    collections_enabled: settings.features.collections,
  };
}

/** The organization's settings as a part of a combined read (defaults when it never changed one). */
export function settingsPart(db: Tx, orgId: number): RowPart<OrgSettings> {
  return {
    query: own(db).selectFrom('org_settings').select(FLAG_COLUMNS).where('org_id', '=', orgId),
    read: fromRow,
  };
}

export class OrgSettingsRepository {
  async find(db: Tx, orgId: number): Promise<OrgSettings> {
    const row = await own(db)
      .selectFrom('org_settings')
      .select(FLAG_COLUMNS)
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    return fromRow(row);
  }

  /**
   * The settings row locked for a change (written with the defaults first when the organization has none), so
   * two concurrent changes read each other's result and each event reports the effective values.
   */
  async lockForChange(db: Tx, orgId: number, now: Timestamp): Promise<OrgSettings> {
    await own(db)
      .insertInto('org_settings')
      .values({ org_id: orgId, ...toRow(DEFAULT_SETTINGS), update_date: now })
      .onConflict((oc) => oc.column('org_id').doNothing())
      .execute();
    // A no-op update takes the row lock on PostgreSQL; SQLite's single writer serialises already.
    await own(db)
      .updateTable('org_settings')
      .set((eb) => ({ org_id: eb.ref('org_id') }))
      .where('org_id', '=', orgId)
      .execute();
    return this.find(db, orgId);
  }

  async save(db: Tx, orgId: number, settings: OrgSettings, now: Timestamp): Promise<void> {
    await own(db)
      .updateTable('org_settings')
      .set({ ...toRow(settings), update_date: now })
      .where('org_id', '=', orgId)
      .execute();
  }
}

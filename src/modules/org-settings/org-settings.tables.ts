import type { Timestamp } from '../../platform/db/types.ts';

/** One row per organization that changed a setting (migrations/0009); no row means every default. */
export interface OrgSettingsTable {
  org_id: number;
  ai_enabled: boolean;
  copilot_enabled: boolean;
  payments_enabled: boolean;
  communities_enabled: boolean;
  podcasts_enabled: boolean;
  boards_enabled: boolean;
  playgrounds_enabled: boolean;
  collections_enabled: boolean;
  update_date: Timestamp;
}

export interface OrgSettingsTables {
  org_settings: OrgSettingsTable;
}

import type { Bool, Id, Timestamp } from '../../platform/db/types.ts';

/** One row per platform subscription (migrations/0012); `platform_subscription_id` is unique everywhere. */
export interface OrgPacksTable {
  id: Id;
  pack_uuid: string;
  org_id: number;
  /** The catalogue id (`ai_500`, `seats_200`). */
  pack_id: string;
  pack_type: string;
  quantity: number;
  platform_subscription_id: string;
  /** `active` or `cancelled`. */
  status: string;
  /** The subscription ends at the end of its period (mark-canceling); the pack stays active until then. */
  cancel_at_period_end: Bool;
  /** When it last moved to active. */
  activation_date: Timestamp;
  /** When it last moved to cancelled; null while it never did. */
  cancellation_date: Timestamp | null;
  creation_date: Timestamp;
  update_date: Timestamp;
}

/** AI credits an organization spent (one row once it spent the first). */
export interface AiCreditUsageTable {
  org_id: number;
  used: number;
  update_date: Timestamp;
}

export interface PackTables {
  org_packs: OrgPacksTable;
  ai_credit_usage: AiCreditUsageTable;
}

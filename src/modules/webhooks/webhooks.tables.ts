import type { Bool, Id, Timestamp } from '../../platform/db/types.ts';

export interface WebhookEndpointsTable {
  id: Id;
  webhook_uuid: string;
  org_id: number;
  url: string;
  description: string;
  /** JSON array of event names, in the order the caller gave them. */
  events: string;
  is_active: Bool;
  /** `v1.<iv>.<tag>.<ciphertext>` (see secret-box.ts); never logged, never returned. */
  secret_encrypted: string;
  created_by_user_id: number;
  creation_date: Timestamp;
  update_date: Timestamp;
}

export interface WebhookSubscriptionsTable {
  endpoint_id: number;
  org_id: number;
  event: string;
}

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface WebhookDeliveriesTable {
  id: Id;
  delivery_id: string;
  org_id: number;
  endpoint_id: number;
  event: string;
  payload: string;
  status: DeliveryStatus;
  attempt_count: number;
  max_attempts: number;
  manual: Bool;
  next_attempt_at: Timestamp;
  lease_owner: string | null;
  lease_expires_at: Timestamp | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface WebhookAttemptsTable {
  id: Id;
  org_id: number;
  endpoint_id: number;
  delivery_row_id: number;
  delivery_id: string;
  event: string;
  attempt: number;
  manual: Bool;
  success: Bool;
  response_status: number | null;
  response_body: string | null;
  error_message: string | null;
  duration_ms: number;
  created_at: Timestamp;
}

export interface WebhookTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_subscriptions: WebhookSubscriptionsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}

import type { Id, Timestamp } from '../../platform/db/types.ts';

export interface ApiTokensTable {
  id: Id;
  token_uuid: string;
  org_id: number;
  name: string;
  description: string;
  /** SHA-256 of the whole token; the token itself is never stored. */
  token_hash: string;
  /** The first characters of the token, shown in lists so a person can tell tokens apart. */
  token_prefix: string;
  /** JSON rights object [CONTRACT 4]. */
  rights: string;
  /** JSON array of the buckets that existed when `rights` was set (migrations/0009). */
  rights_buckets: string;
  created_by_user_id: number;
  creation_date: Timestamp;
  update_date: Timestamp;
  expires_at: Timestamp | null;
  last_used_at: Timestamp | null;
}

export interface ApiTokenTables {
  api_tokens: ApiTokensTable;
}

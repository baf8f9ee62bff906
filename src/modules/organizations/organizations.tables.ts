import type { Id, Timestamp } from '../../platform/db/types.ts';

export interface OrganizationsTable {
  id: Id;
  org_uuid: string;
  name: string;
  slug: string;
  description: string;
  signup_mechanism: string;
  plan: string;
  creation_date: Timestamp;
  update_date: Timestamp;
}

export interface MembershipsTable {
  id: Id;
  org_id: number;
  user_id: number;
  role: string;
  creation_date: Timestamp;
  update_date: Timestamp;
}

export interface InvitesTable {
  id: Id;
  invite_uuid: string;
  org_id: number;
  code: string;
  /** JSON array of lowercase emails; empty = a shareable code anyone may use. */
  emails: string;
  role: string;
  created_by_user_id: number | null;
  use_count: number;
  creation_date: Timestamp;
  expires_at: Timestamp;
}

export interface OrganizationTables {
  organizations: OrganizationsTable;
  memberships: MembershipsTable;
  invites: InvitesTable;
}

import type { Id, Timestamp } from '../../platform/db/types.ts';

export interface CertificationsTable {
  id: Id;
  certification_uuid: string;
  org_id: number;
  course_id: number;
  /** Caller-owned JSON object, kept as received. */
  config: string;
  creation_date: Timestamp;
  update_date: Timestamp;
}

export interface UserCertificatesTable {
  id: Id;
  user_certification_uuid: string;
  org_id: number;
  /** Null once the course's configuration was deleted; the certificate stays verifiable. */
  certification_id: number | null;
  course_id: number;
  user_id: number;
  issue_date: Timestamp;
  revoked_at: Timestamp | null;
  revoke_reason: string | null;
}

export interface CertificateTables {
  certifications: CertificationsTable;
  user_certificates: UserCertificatesTable;
}

/**
 * What leaves the API about an activity's versions [CONTRACT 5]. An activity itself is presented by the
 * courses module's presenter (`presentActivity`), which the course tree shares.
 */
import { toApiDate } from '../../platform/clock.ts';
import type { VersionRow } from './activities.repository.ts';

export interface VersionSummary {
  version_number: number;
  created_by_user_id: number;
  creation_date: string;
}

export type VersionRead = VersionSummary & { content: Record<string, unknown> };

export function presentVersionSummary(row: VersionSummary): VersionSummary {
  return {
    version_number: row.version_number,
    created_by_user_id: row.created_by_user_id,
    creation_date: toApiDate(row.creation_date),
  };
}

export function presentVersion(row: VersionRow): VersionRead {
  return { ...presentVersionSummary(row), content: JSON.parse(row.content) as Record<string, unknown> };
}

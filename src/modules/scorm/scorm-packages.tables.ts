import type { Id, Timestamp } from '../../platform/db/types.ts';

export interface ScormPackagesTable {
  id: Id;
  package_uuid: string;
  org_id: number;
  course_id: number;
  /** `1.2` or `2004`. */
  scorm_version: string;
  title: string;
  /** JSON array of the analysed SCOs (`AnalysedSco`). */
  scos: string;
  file_count: number;
  total_bytes: number;
  created_by: number | null;
  creation_date: Timestamp;
  /** Null until the first import; unimported packages are swept an hour after their analysis. */
  imported_at: Timestamp | null;
}

export interface ScormPackageTables {
  scorm_packages: ScormPackagesTable;
}

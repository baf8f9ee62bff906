import type { Bool, Id, Timestamp } from '../../platform/db/types.ts';

/** One learner's attempt at one SCORM activity (migrations/0017). */
export interface ScormAttemptsTable {
  id: Id;
  org_id: number;
  activity_id: number;
  user_id: number;
  attempt: number;
  scorm_version: string;
  completion_status: string;
  success_status: string;
  score_raw: string | null;
  score_min: string | null;
  score_max: string | null;
  score_scaled: string | null;
  location: string;
  suspend_data: string;
  total_time_cs: number;
  session_time_cs: number;
  entry: string;
  exit: string;
  session_open: Bool;
  ended: Bool;
  /** JSON array of flat maps (`{"id": …, "result": …, "objectives.0.id": …}`), one per interaction. */
  interactions: string;
  /** JSON array of flat maps (`{"id": …, "score.raw": …, "status": …}`), one per objective. */
  objectives: string;
  /** JSON object: other stored elements, element → value. */
  other_elements: string;
  creation_date: Timestamp;
  update_date: Timestamp;
}

export interface ScormAttemptTables {
  scorm_attempts: ScormAttemptsTable;
}

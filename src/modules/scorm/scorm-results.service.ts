/**
 * `GET /scorm/{activity_uuid}/results` [CONTRACT 12: Progress]: one row per learner who attempted the
 * activity, for those who may update courses (instructors and above, or an API token with `courses:update`).
 * A row shows the learner's LATEST attempt (its statuses, score and total time) and how many attempts they
 * made; earlier attempts stay stored. Rows are ordered by user id and paginated like every growing list.
 */
import type { Db } from '../../db.ts';
import { toApiDate } from '../../platform/clock.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import type { AccessControl, Principal } from '../access/index.ts';
import type { ActivitiesService } from '../activities/index.ts';
import { userSummaries } from '../identity/index.ts';
import { formatInterval2004 } from './cmi-formats.ts';
import { ScormAttemptsRepository, type AttemptRow } from './scorm-attempts.repository.ts';
import { SCORM_TYPE } from './scorm-runtime.service.ts';

export interface ScormResultsDeps {
  db: Db;
  access: AccessControl;
  activities: ActivitiesService;
}

export interface ScormResultRow {
  user: { id: number; user_uuid: string; username: string; first_name: string; last_name: string };
  attempts: number;
  /** The number of the latest attempt, whose values the row shows. */
  attempt: number;
  completion_status: string;
  success_status: string;
  score: { raw: number | null; min: number | null; max: number | null; scaled: number | null };
  /** ISO 8601 duration (`PT1H2M3.5S`), whatever the package's version. */
  total_time: string;
  total_time_seconds: number;
  last_accessed: string;
}

export interface ScormResultsPage {
  items: ScormResultRow[];
  total: number;
  limit: number;
  offset: number;
}

export class ScormResultsService {
  private readonly repo = new ScormAttemptsRepository();

  constructor(private readonly deps: ScormResultsDeps) {}

  async results(
    principal: Principal,
    activityUuid: string,
    page: { limit: number; offset: number },
  ): Promise<ScormResultsPage> {
    const activity = await this.deps.activities.requireActivity(activityUuid);
    if (activity.activity_type !== SCORM_TYPE)
      throw new NotFoundError('This activity is not a SCORM activity');
    await this.deps.access.requireRight(principal, activity.org_id, 'courses', 'update');
    const { db } = this.deps;
    const { items, total } = await this.repo.learnersPage(db, activity.org_id, activity.id, page);
    const [rows, users] = await Promise.all([
      this.repo.attemptsOf(
        db,
        activity.org_id,
        activity.id,
        items.map((i) => ({ user_id: i.user_id, attempt: i.latest })),
      ),
      userSummaries(
        db,
        items.map((i) => i.user_id),
      ),
    ]);
    const latest = new Map(rows.map((r) => [r.user_id, r]));
    const present: ScormResultRow[] = [];
    for (const item of items) {
      const row = latest.get(item.user_id);
      const user = users.get(item.user_id);
      // A learner whose account is gone takes their attempts with them (cascade); nothing to show meanwhile.
      if (row === undefined || user === undefined) continue;
      present.push({
        user: {
          id: user.id,
          user_uuid: user.user_uuid,
          username: user.username,
          first_name: user.first_name,
          last_name: user.last_name,
        },
        attempts: item.attempts,
        attempt: row.attempt,
        ...statusesOf(row),
        last_accessed: toApiDate(item.last_accessed),
      });
    }
    return { items: present, total, ...page };
  }
}

function statusesOf(row: AttemptRow) {
  const number = (value: string | null) => (value === null ? null : Number(value));
  // An open session's latest session_time counts already, as the SCO reported it.
  const time = row.total_time_cs + row.session_time_cs;
  return {
    completion_status: row.completion_status,
    success_status: row.success_status,
    score: {
      raw: number(row.score_raw),
      min: number(row.score_min),
      max: number(row.score_max),
      scaled: number(row.score_scaled),
    },
    total_time: formatInterval2004(time),
    total_time_seconds: time / 100,
  };
}

/**
 * The SCORM runtime [CONTRACT 12: Runtime, Progress]: the signed-in learner's initialize, commit and terminate
 * on a SCORM activity they may read. Each call runs in one transaction under the learner's lock on the
 * activity, so concurrent commits are applied one after the other and none is lost.
 *
 * Attempts: `initialize` starts attempt 1, or continues the latest attempt when it has not ended. An attempt
 * ends when a session terminates with any exit but `suspend`; the next initialize then starts the next
 * attempt (entry `ab-initio`), earlier attempts staying for the results. After a `suspend` the entry is
 * `resume`. A session that was never terminated (the window closed) is closed by the next initialize: its
 * time is added to the total and the attempt goes on, with entry `resume` when it had committed exit
 * `suspend` and "" otherwise (the data models' value for neither).
 *
 * Total time is the total at the start of the session plus the latest session_time of the session; terminate
 * (or the next initialize) adds the session to the total.
 */
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { BadRequestError, NotFoundError } from '../../platform/http/errors.ts';
import type { AccessControl, AuthenticatedUser, Principal } from '../access/index.ts';
import type { ActivitiesService, ActivityRow } from '../activities/index.ts';
import type { ChapterRow, CourseRow } from '../courses/index.ts';
import { userSummaries } from '../identity/index.ts';
import type { ProgressService } from '../learning/index.ts';
import type { ScormVersion } from './cmi-elements.ts';
import type { ScormLaunchTokens } from './launch-token.ts';
import { readableCmi, type CmiValues } from './cmi-read.ts';
import {
  applyCommit,
  applyMastery,
  freshState,
  isDone,
  SUSPEND_DATA_LIMIT,
  type AttemptState,
} from './cmi-state.ts';
import { ScormAttemptsRepository, type AttemptRow } from './scorm-attempts.repository.ts';

export interface ScormRuntimeDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  access: AccessControl;
  activities: ActivitiesService;
  progress: ProgressService;
  /** Mints the capability the player puts in the content URL (launch-token.ts). */
  launchTokens: Pick<ScormLaunchTokens, 'mint'>;
}

export interface RuntimeAnswer {
  attempt: number;
  cmi: CmiValues;
  /** Elements whose value was cut to the data model's limit (commit and terminate). */
  truncated?: string[];
}

/** What initialize adds: where the player loads the SCO from, relative to `…/content/`. */
export interface LaunchAnswer extends RuntimeAnswer {
  /** `~<launch token>/<launch path with its query>`: the token lets the sandboxed SCO load its files. */
  content_path: string;
  launch_expires_at: Date;
}

/** A SCORM activity as the runtime reads it, with the caller. */
interface Opened {
  /** The SCO's file in the package, relative, with its query (import built it percent-encoded). */
  launchPath: string;
  activity: ActivityRow;
  course: CourseRow;
  chapter: ChapterRow | undefined;
  user: AuthenticatedUser;
  version: ScormVersion;
  masteryScore: number | undefined;
  launchData: string;
}

export const SCORM_TYPE = 'TYPE_SCORM';

export class ScormRuntimeService {
  private readonly repo = new ScormAttemptsRepository();

  constructor(private readonly deps: ScormRuntimeDeps) {}

  /** `POST /scorm/{activity_uuid}/runtime/initialize`: opens a session; the attempt and what the SCO may read. */
  async initialize(principal: Principal, activityUuid: string): Promise<LaunchAnswer> {
    const o = await this.open(principal, activityUuid);
    const now = this.now();
    const row = await this.deps.db.transaction().execute(async (trx) => {
      await this.repo.lockLearner(trx, o.activity.org_id, o.activity.id, o.user.id);
      const latest = await this.repo.latestAttempt(trx, o.activity.org_id, o.activity.id, o.user.id);
      if (latest === undefined || latest.ended) {
        return this.repo.insertAttempt(trx, o.activity.org_id, {
          activity_id: o.activity.id,
          user_id: o.user.id,
          attempt: (latest?.attempt ?? 0) + 1,
          ...columnsOf(freshState(o.version)),
          entry: 'ab-initio',
          session_open: true,
          ended: false,
          creation_date: now,
          update_date: now,
        });
      }
      // Not ended: terminated with `suspend`, or a session left open that this initialize closes.
      const entry = !latest.session_open || latest.exit === 'suspend' ? 'resume' : '';
      return this.repo.updateAttempt(trx, o.activity.org_id, latest.id, {
        total_time_cs: latest.total_time_cs + latest.session_time_cs,
        session_time_cs: 0,
        exit: '',
        entry,
        session_open: true,
        update_date: now,
      });
    });
    const launch = this.deps.launchTokens.mint(principal, activityUuid);
    return {
      attempt: row.attempt,
      cmi: await this.cmiOf(o, row),
      content_path: `~${launch.token}/${o.launchPath}`,
      launch_expires_at: launch.expiresAt,
    };
  }

  /** `POST …/runtime/commit`: applies the values to the open session's attempt. */
  commit(principal: Principal, activityUuid: string, values: Record<string, string>): Promise<RuntimeAnswer> {
    return this.save(principal, activityUuid, values, false);
  }

  /** `POST …/runtime/terminate`: applies the values, then ends the session (and the attempt, unless suspended). */
  terminate(
    principal: Principal,
    activityUuid: string,
    values: Record<string, string>,
  ): Promise<RuntimeAnswer> {
    return this.save(principal, activityUuid, values, true);
  }

  private async save(
    principal: Principal,
    activityUuid: string,
    values: Record<string, string>,
    terminate: boolean,
  ): Promise<RuntimeAnswer> {
    const o = await this.open(principal, activityUuid);
    const { row, truncated } = await this.deps.db.transaction().execute(async (trx) => {
      await this.repo.lockLearner(trx, o.activity.org_id, o.activity.id, o.user.id);
      const latest = await this.repo.latestAttempt(trx, o.activity.org_id, o.activity.id, o.user.id);
      if (latest === undefined || !latest.session_open) {
        throw new BadRequestError(
          'No session of this activity is open: call initialize first',
          'scorm_not_initialized',
        );
      }
      const before = stateOf(o.version, latest);
      const outcome = applyCommit(before, values);
      const state = outcome.state;
      applyMastery(state, o.masteryScore, terminate);
      if (terminate) {
        state.total_time_cs += state.session_time_cs;
        state.session_time_cs = 0;
      }
      const saved = await this.repo.updateAttempt(trx, o.activity.org_id, latest.id, {
        ...columnsOf(state),
        ...(terminate && { session_open: false, ended: state.exit !== 'suspend' }),
        update_date: this.now(),
      });
      if (isDone(state) && (!isDone(before) || terminate)) await this.completeActivity(trx, o);
      return { row: saved, truncated: outcome.truncated };
    });
    for (const element of truncated) {
      // CONTRACT 12: cut, kept, and logged.
      this.deps.logger.warn(
        {
          activity_uuid: o.activity.activity_uuid,
          user_id: o.user.id,
          attempt: row.attempt,
          element,
          limit: SUSPEND_DATA_LIMIT[o.version],
          length: Array.from(values[element] ?? '').length,
        },
        'a SCORM value longer than its limit was cut to the limit',
      );
    }
    return { attempt: row.attempt, cmi: await this.cmiOf(o, row), truncated };
  }

  /** The activity is done for the learner, through progress like any activity (its events once). */
  private async completeActivity(trx: Tx, o: Opened): Promise<void> {
    // Progress counts published steps of the tree; an editor trying out a draft leaves no progress behind.
    const placed = o.activity.position !== null && o.chapter !== undefined && o.chapter.position !== null;
    if (!placed || !o.activity.published) return;
    await this.deps.progress.complete(
      trx,
      o.course,
      { id: o.activity.id, activity_uuid: o.activity.activity_uuid, activity_type: o.activity.activity_type },
      { id: o.user.id, user_uuid: o.user.userUuid, email: o.user.email, username: o.user.username },
      'implicit',
    );
  }

  /** The SCORM activity, once the caller (a signed-in person) may read it. */
  private async open(principal: Principal, activityUuid: string): Promise<Opened> {
    const { activity, course, chapter } = await this.deps.activities.requireOpen(principal, activityUuid);
    if (activity.activity_type !== SCORM_TYPE)
      throw new NotFoundError('This activity is not a SCORM activity');
    const { user } = this.deps.access.requireSessionUser(principal, course.org_id);
    const content = JSON.parse(activity.content) as {
      mastery_score?: unknown;
      launch_data?: unknown;
      launch_path?: unknown;
    };
    const version: ScormVersion = activity.activity_sub_type === 'SUBTYPE_SCORM_12' ? '1.2' : '2004';
    return {
      activity,
      course,
      chapter,
      user,
      version,
      masteryScore: masteryOf(version, content.mastery_score),
      launchData: typeof content.launch_data === 'string' ? content.launch_data : '',
      launchPath: typeof content.launch_path === 'string' ? content.launch_path : '',
    };
  }

  private async cmiOf(o: Opened, row: AttemptRow): Promise<CmiValues> {
    const person = (await userSummaries(this.deps.db, [o.user.id])).get(o.user.id);
    const first = person?.first_name ?? '';
    const last = person?.last_name ?? '';
    const named = first !== '' || last !== '';
    const learnerName = !named
      ? o.user.username
      : o.version === '1.2'
        ? [last, first].filter(Boolean).join(', ')
        : [first, last].filter(Boolean).join(' ');
    return readableCmi(stateOf(o.version, row), {
      learnerId: o.user.userUuid,
      learnerName,
      entry: row.entry,
      launchData: o.launchData,
      masteryScore: o.masteryScore,
    });
  }

  private now(): string {
    return toDbTime(this.deps.clock.now());
  }
}

/**
 * The package's mastery score as the version reads it: 1.2 a score 0–100; 2004 a scaled passing score −1–1
 * (a 2004 package giving a percentage, above 1, is read as one).
 */
function masteryOf(version: ScormVersion, value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  if (version === '1.2') return value;
  return value > 1 ? value / 100 : value;
}

export function stateOf(version: ScormVersion, row: AttemptRow): AttemptState {
  return {
    version,
    completion_status: row.completion_status,
    success_status: row.success_status,
    score_raw: row.score_raw,
    score_min: row.score_min,
    score_max: row.score_max,
    score_scaled: row.score_scaled,
    location: row.location,
    suspend_data: row.suspend_data,
    total_time_cs: row.total_time_cs,
    session_time_cs: row.session_time_cs,
    exit: row.exit,
    interactions: JSON.parse(row.interactions) as AttemptState['interactions'],
    objectives: JSON.parse(row.objectives) as AttemptState['objectives'],
    other: JSON.parse(row.other_elements) as AttemptState['other'],
  };
}

function columnsOf(state: AttemptState) {
  return {
    scorm_version: state.version,
    completion_status: state.completion_status,
    success_status: state.success_status,
    score_raw: state.score_raw,
    score_min: state.score_min,
    score_max: state.score_max,
    score_scaled: state.score_scaled,
    location: state.location,
    suspend_data: state.suspend_data,
    total_time_cs: state.total_time_cs,
    session_time_cs: state.session_time_cs,
    exit: state.exit,
    interactions: JSON.stringify(state.interactions),
    objectives: JSON.stringify(state.objectives),
    other_elements: JSON.stringify(state.other),
  };
}

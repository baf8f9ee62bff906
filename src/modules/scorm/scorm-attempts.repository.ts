/**
 * SQL for SCORM attempts. Every method takes the organization and filters by it; rows leave with their
 * boolean columns as booleans.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Tx } from '../../db.ts';
import { toBool } from '../../platform/db/database.ts';
import { lockKey } from '../../platform/db/locking.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { ScormAttemptTables, ScormAttemptsTable } from './scorm-attempts.tables.ts';

const own = ownTables<ScormAttemptTables>();

export type AttemptRow = Omit<Selectable<ScormAttemptsTable>, 'session_open' | 'ended'> & {
  session_open: boolean;
  ended: boolean;
};

/** The advisory-lock namespace of learners' SCORM runtimes (any fixed number unique in the service). */
const RUNTIME_LOCKS = 5031;

/** A learner's line in the results: their attempts at the activity. */
export interface LearnerAttempts {
  user_id: number;
  attempts: number;
  latest: number;
  last_accessed: string;
}

function attemptRow(row: Selectable<ScormAttemptsTable>): AttemptRow {
  return { ...row, session_open: toBool(row.session_open), ended: toBool(row.ended) };
}

export class ScormAttemptsRepository {
  /**
   * Serialises one learner's runtime calls on one activity (initialize, commit, terminate) until the
   * transaction ends, so two commits at once are applied one after the other and neither is lost.
   */
  async lockLearner(db: Tx, orgId: number, activityId: number, userId: number): Promise<void> {
    await lockKey(db, RUNTIME_LOCKS, `${orgId}:${activityId}:${userId}`);
  }

  async latestAttempt(
    db: Tx,
    orgId: number,
    activityId: number,
    userId: number,
  ): Promise<AttemptRow | undefined> {
    const row = await own(db)
      .selectFrom('scorm_attempts')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('activity_id', '=', activityId)
      .where('user_id', '=', userId)
      .orderBy('attempt', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && attemptRow(row);
  }

  async insertAttempt(
    db: Tx,
    orgId: number,
    values: Omit<Insertable<ScormAttemptsTable>, 'org_id'>,
  ): Promise<AttemptRow> {
    const row = await own(db)
      .insertInto('scorm_attempts')
      .values({ ...values, org_id: orgId })
      .returningAll()
      .executeTakeFirstOrThrow();
    return attemptRow(row);
  }

  async updateAttempt(
    db: Tx,
    orgId: number,
    id: number,
    values: Omit<Updateable<ScormAttemptsTable>, 'id' | 'org_id' | 'activity_id' | 'user_id'>,
  ): Promise<AttemptRow> {
    const row = await own(db)
      .updateTable('scorm_attempts')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return attemptRow(row);
  }

  /** A page of the learners who attempted the activity, by user id, with their number of attempts. */
  async learnersPage(
    db: Tx,
    orgId: number,
    activityId: number,
    page: { limit: number; offset: number },
  ): Promise<{ items: LearnerAttempts[]; total: number }> {
    const base = own(db)
      .selectFrom('scorm_attempts')
      .where('org_id', '=', orgId)
      .where('activity_id', '=', activityId);
    const [items, total] = await Promise.all([
      base
        .select((eb) => [
          'user_id',
          eb.fn.countAll<number | string>().as('attempts'),
          eb.fn.max('attempt').as('latest'),
          eb.fn.max('update_date').as('last_accessed'),
        ])
        .groupBy('user_id')
        .orderBy('user_id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      base
        .select((eb) => eb.fn.count<number | string>('user_id').distinct().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      items: items.map((r) => ({
        user_id: r.user_id,
        attempts: Number(r.attempts),
        latest: Number(r.latest),
        last_accessed: r.last_accessed,
      })),
      total: Number(total.n),
    };
  }

  /** The attempts numbered `attempt` of each given learner (their latest, from `learnersPage`). */
  async attemptsOf(
    db: Tx,
    orgId: number,
    activityId: number,
    wanted: readonly { user_id: number; attempt: number }[],
  ): Promise<AttemptRow[]> {
    if (wanted.length === 0) return [];
    const rows = await own(db)
      .selectFrom('scorm_attempts')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('activity_id', '=', activityId)
      .where((eb) =>
        eb.or(wanted.map((w) => eb.and([eb('user_id', '=', w.user_id), eb('attempt', '=', w.attempt)]))),
      )
      .execute();
    return rows.map(attemptRow);
  }
}

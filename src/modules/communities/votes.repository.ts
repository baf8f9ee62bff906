/**
 * SQL for upvotes: one row per person and discussion (or comment), the primary key refusing a second. An
 * insert that finds the row already there changes nothing (no failed statement, so the transaction stays
 * usable on PostgreSQL) and reports it; the counters are changed by the services in the same transaction.
 */
import type { Tx } from '../../db.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import type { CommunityTables } from './communities.tables.ts';

const own = ownTables<CommunityTables>();

export type VoteTarget = 'discussion' | 'comment';

export class VotesRepository {
  /** Records the vote; false when the person had voted already (also when a concurrent vote won). */
  async add(
    db: Tx,
    orgId: number,
    target: VoteTarget,
    targetId: number,
    userId: number,
    now: Timestamp,
  ): Promise<boolean> {
    const row =
      target === 'discussion'
        ? await own(db)
            .insertInto('discussion_votes')
            .values({ discussion_id: targetId, user_id: userId, org_id: orgId, creation_date: now })
            .onConflict((oc) => oc.columns(['discussion_id', 'user_id']).doNothing())
            .returning('user_id')
            .executeTakeFirst()
        : await own(db)
            .insertInto('comment_votes')
            .values({ comment_id: targetId, user_id: userId, org_id: orgId, creation_date: now })
            .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
            .returning('user_id')
            .executeTakeFirst();
    return row !== undefined;
  }

  /** Withdraws the vote; false when there was none. */
  async remove(
    db: Tx,
    orgId: number,
    target: VoteTarget,
    targetId: number,
    userId: number,
  ): Promise<boolean> {
    const result =
      target === 'discussion'
        ? await own(db)
            .deleteFrom('discussion_votes')
            .where('org_id', '=', orgId)
            .where('discussion_id', '=', targetId)
            .where('user_id', '=', userId)
            .executeTakeFirst()
        : await own(db)
            .deleteFrom('comment_votes')
            .where('org_id', '=', orgId)
            .where('comment_id', '=', targetId)
            .where('user_id', '=', userId)
            .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Which of `targetIds` the person has upvoted (one query). */
  async votedAmong(
    db: Tx,
    orgId: number,
    target: VoteTarget,
    targetIds: readonly number[],
    userId: number,
  ): Promise<Set<number>> {
    if (targetIds.length === 0) return new Set();
    const ids = [...new Set(targetIds)];
    if (target === 'discussion') {
      const rows = await own(db)
        .selectFrom('discussion_votes')
        .select('discussion_id as id')
        .where('org_id', '=', orgId)
        .where('user_id', '=', userId)
        .where('discussion_id', 'in', ids)
        .execute();
      return new Set(rows.map((r) => r.id));
    }
    const rows = await own(db)
      .selectFrom('comment_votes')
      .select('comment_id as id')
      .where('org_id', '=', orgId)
      .where('user_id', '=', userId)
      .where('comment_id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => r.id));
  }
}

/**
 * SQL for discussions: creation, the sorted listing (pinned first, then by the chosen order, the id breaking
 * every tie so each discussion appears on exactly one page), edits under the author's edit limit, pin and lock
 * changes that report whether the value changed, and the times of a person's recent posts.
 */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import { toBool } from '../../platform/db/database.ts';
import { lockKey } from '../../platform/db/locking.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import type { CommunityTables, DiscussionsTable } from './communities.tables.ts';

const own = ownTables<CommunityTables>();

/** The advisory-lock namespace of people posting in a community (any fixed number unique in the service). */
const POSTER_LOCKS = 5011;

export type DiscussionRow = Omit<Selectable<DiscussionsTable>, 'is_pinned' | 'is_locked'> & {
  is_pinned: boolean;
  is_locked: boolean;
};

function normalised(row: Selectable<DiscussionsTable>): DiscussionRow {
  return { ...row, is_pinned: toBool(row.is_pinned), is_locked: toBool(row.is_locked) };
}

export const DISCUSSION_SORTS = ['recent', 'top', 'hot'] as const;
export type DiscussionSort = (typeof DISCUSSION_SORTS)[number];

/** The `hot` exponent [CONTRACT 11]: score = (upvotes − 1) / (age in hours + 2)^1.8. */
const GRAVITY = 1.8;

/**
 * The `hot` score of each row, in SQL both databases evaluate alike: `power` is PostgreSQL's and SQLite's
 * (better-sqlite3 builds SQLite with its math functions, SQLITE_ENABLE_MATH_FUNCTIONS; the hot test of discussions.int.test.ts fails without them). The
 * age is counted from `created_epoch` to `nowEpoch` in plain arithmetic, never below zero.
 */
function hotScore(nowEpoch: number) {
  return sql<number>`cast(upvote_count - 1 as double precision) / power(cast(case when created_epoch > ${nowEpoch} then 0 else ${nowEpoch} - created_epoch end as double precision) / 3600.0 + 2.0, ${GRAVITY})`;
}

export interface DiscussionQuery {
  sort: DiscussionSort;
  label?: string;
  /** The time `hot` measures ages at, in whole seconds. */
  nowEpoch: number;
  limit: number;
  offset: number;
}

export class DiscussionsRepository {
  async insert(
    db: Tx,
    orgId: number,
    values: Omit<Insertable<DiscussionsTable>, 'org_id'>,
  ): Promise<DiscussionRow> {
    const row = await own(db)
      .insertInto('discussions')
      .values({ ...values, org_id: orgId })
      .returningAll()
      .executeTakeFirstOrThrow();
    return normalised(row);
  }

  /** uuid → organization, before the organization is known: the discussion, with its `org_id`. */
  async resolveDiscussion(db: Tx, discussionUuid: string): Promise<DiscussionRow | undefined> {
    const row = await own(db)
      .selectFrom('discussions')
      .selectAll()
      .where('discussion_uuid', '=', discussionUuid)
      .executeTakeFirst();
    return row && normalised(row);
  }

  async findById(db: Tx, orgId: number, discussionId: number): Promise<DiscussionRow | undefined> {
    const row = await own(db)
      .selectFrom('discussions')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', discussionId)
      .executeTakeFirst();
    return row && normalised(row);
  }

  async list(
    db: Tx,
    orgId: number,
    communityId: number,
    q: DiscussionQuery,
  ): Promise<{ rows: DiscussionRow[]; total: number }> {
    let base = own(db)
      .selectFrom('discussions')
      .where('org_id', '=', orgId)
      .where('community_id', '=', communityId);
    if (q.label !== undefined) base = base.where('label', '=', q.label);
    let query = base.selectAll().orderBy('is_pinned', 'desc');
    if (q.sort === 'top') query = query.orderBy('upvote_count', 'desc');
    if (q.sort === 'hot') query = query.orderBy(hotScore(q.nowEpoch), 'desc');
    // Ids grow with creation: newest first, and the tie-breaker of the other orders.
    const rows = await query.orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
    const count = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    return { rows: rows.map(normalised), total: Number(count.total) };
  }

  /**
   * Writes an edit. With `editLimit`, only while the author's edits are below it, counting this one (one
   * statement, so two edits at once cannot both pass the limit); undefined when the limit was reached.
   */
  async edit(
    db: Tx,
    orgId: number,
    discussionId: number,
    values: { title?: string; content?: string; label?: string; update_date: Timestamp },
    editLimit: number | null,
  ): Promise<DiscussionRow | undefined> {
    let query = own(db)
      .updateTable('discussions')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', discussionId);
    if (editLimit !== null) {
      query = query
        .set((eb) => ({ edit_count: eb('edit_count', '+', 1) }))
        .where('edit_count', '<', editLimit);
    }
    const row = await query.returningAll().executeTakeFirst();
    return row && normalised(row);
  }

  /** Sets the flag; undefined when it already had that value (so the event is published only on a change). */
  async setFlag(
    db: Tx,
    orgId: number,
    discussionId: number,
    flag: 'is_pinned' | 'is_locked',
    value: boolean,
    now: Timestamp,
  ): Promise<DiscussionRow | undefined> {
    const row = await own(db)
      .updateTable('discussions')
      .set({ [flag]: value, update_date: now })
      .where('org_id', '=', orgId)
      .where('id', '=', discussionId)
      .where(flag, '=', !value)
      .returningAll()
      .executeTakeFirst();
    return row && normalised(row);
  }

  /** A comment arrived (or went): the comment count, and on arrival the last activity. */
  async countComment(
    db: Tx,
    orgId: number,
    discussionId: number,
    delta: 1 | -1,
    now?: Timestamp,
  ): Promise<void> {
    await own(db)
      .updateTable('discussions')
      .set((eb) => ({
        comment_count: eb('comment_count', '+', delta),
        ...(now !== undefined && { last_activity_date: now }),
      }))
      .where('org_id', '=', orgId)
      .where('id', '=', discussionId)
      .execute();
  }

  /** The vote counter, changed by `delta` in one statement; the count after the change. */
  async addVotes(db: Tx, orgId: number, discussionId: number, delta: 1 | -1): Promise<number> {
    const row = await own(db)
      .updateTable('discussions')
      .set((eb) => ({ upvote_count: eb('upvote_count', '+', delta) }))
      .where('org_id', '=', orgId)
      .where('id', '=', discussionId)
      .returning('upvote_count')
      .executeTakeFirstOrThrow();
    return Number(row.upvote_count);
  }

  /** Its comments and votes go with it (foreign keys cascade). */
  async delete(db: Tx, orgId: number, discussionId: number): Promise<void> {
    await own(db)
      .deleteFrom('discussions')
      .where('org_id', '=', orgId)
      .where('id', '=', discussionId)
      .execute();
  }

  /**
   * Serialises one person's posts in one community until the transaction ends, so slow mode and the daily
   * limit count every post before it (PostgreSQL; SQLite's single writer serialises already).
   */
  async lockPoster(db: Tx, orgId: number, communityId: number, userId: number): Promise<void> {
    await lockKey(db, POSTER_LOCKS, `${orgId}:${communityId}:${userId}`);
  }

  /**
   * When the person's newest `limit` discussions and comments in the community since `since` were created,
   * newest first.
   */
  async recentPostTimes(
    db: Tx,
    orgId: number,
    communityId: number,
    userId: number,
    since: Timestamp,
    limit: number,
  ): Promise<Timestamp[]> {
    const discussions = own(db)
      .selectFrom('discussions')
      .select('creation_date')
      .where('org_id', '=', orgId)
      .where('community_id', '=', communityId)
      .where('author_id', '=', userId)
      .where('creation_date', '>', since);
    const comments = own(db)
      .selectFrom('discussion_comments')
      .select('creation_date')
      .where('org_id', '=', orgId)
      .where('community_id', '=', communityId)
      .where('author_id', '=', userId)
      .where('creation_date', '>', since);
    const rows = await own(db)
      .selectFrom(discussions.unionAll(comments).as('posts'))
      .select('creation_date')
      .orderBy('creation_date', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.creation_date);
  }
}

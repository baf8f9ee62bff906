/** SQL for comments on discussions: oldest first, with their own upvote counters. */
import type { Insertable, Selectable } from 'kysely';
import type { Tx } from '../../db.ts';
import { ownTables } from '../../platform/db/transaction.ts';
import type { Timestamp } from '../../platform/db/types.ts';
import type { CommunityTables, DiscussionCommentsTable } from './communities.tables.ts';

const own = ownTables<CommunityTables>();

export type CommentRow = Selectable<DiscussionCommentsTable>;

export class CommentsRepository {
  insert(
    db: Tx,
    orgId: number,
    values: Omit<Insertable<DiscussionCommentsTable>, 'org_id'>,
  ): Promise<CommentRow> {
    return own(db)
      .insertInto('discussion_comments')
      .values({ ...values, org_id: orgId })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** uuid → organization, before the organization is known: the comment, with its `org_id`. */
  resolveComment(db: Tx, commentUuid: string): Promise<CommentRow | undefined> {
    return own(db)
      .selectFrom('discussion_comments')
      .selectAll()
      .where('comment_uuid', '=', commentUuid)
      .executeTakeFirst();
  }

  /** A page of the discussion's comments, oldest first. */
  async list(
    db: Tx,
    orgId: number,
    discussionId: number,
    page: { limit: number; offset: number },
  ): Promise<{ rows: CommentRow[]; total: number }> {
    const base = own(db)
      .selectFrom('discussion_comments')
      .where('org_id', '=', orgId)
      .where('discussion_id', '=', discussionId);
    const rows = await base.selectAll().orderBy('id').limit(page.limit).offset(page.offset).execute();
    const count = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    return { rows, total: Number(count.total) };
  }

  updateContent(
    db: Tx,
    orgId: number,
    commentId: number,
    content: string,
    now: Timestamp,
  ): Promise<CommentRow | undefined> {
    return own(db)
      .updateTable('discussion_comments')
      .set({ content, update_date: now })
      .where('org_id', '=', orgId)
      .where('id', '=', commentId)
      .returningAll()
      .executeTakeFirst();
  }

  /** False when it was already gone (a concurrent deletion). */
  async delete(db: Tx, orgId: number, commentId: number): Promise<boolean> {
    const result = await own(db)
      .deleteFrom('discussion_comments')
      .where('org_id', '=', orgId)
      .where('id', '=', commentId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The vote counter, changed by `delta` in one statement; the count after the change. */
  async addVotes(db: Tx, orgId: number, commentId: number, delta: 1 | -1): Promise<number> {
    const row = await own(db)
      .updateTable('discussion_comments')
      .set((eb) => ({ upvote_count: eb('upvote_count', '+', delta) }))
      .where('org_id', '=', orgId)
      .where('id', '=', commentId)
      .returning('upvote_count')
      .executeTakeFirstOrThrow();
    return Number(row.upvote_count);
  }
}

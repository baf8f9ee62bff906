/**
 * Discussions and comments as answers: their authors and the caller's own votes read in one query each for a
 * whole page, then handed to the presenter.
 */
import type { Tx } from '../../db.ts';
import type { Actor } from '../access/index.ts';
import { actorUserId } from '../access/index.ts';
import { userSummaries } from '../identity/index.ts';
import type { CommentRow } from './comments.repository.ts';
import {
  presentComment,
  presentDiscussion,
  type CommentRead,
  type DiscussionPlace,
  type DiscussionRead,
} from './communities.presenter.ts';
import type { DiscussionRow } from './discussions.repository.ts';
import { VotesRepository } from './votes.repository.ts';

const votes = new VotesRepository();

function authorIds(rows: readonly { author_id: number | null }[]): number[] {
  return rows.flatMap((r) => (r.author_id === null ? [] : [r.author_id]));
}

async function votedBy(
  db: Tx,
  orgId: number,
  target: 'discussion' | 'comment',
  ids: number[],
  actor: Actor | null,
): Promise<Set<number>> {
  if (actor === null) return new Set();
  return votes.votedAmong(db, orgId, target, ids, actorUserId(actor));
}

export async function discussionViews(
  db: Tx,
  orgId: number,
  rows: readonly DiscussionRow[],
  place: DiscussionPlace,
  actor: Actor | null,
): Promise<DiscussionRead[]> {
  const authors = await userSummaries(db, authorIds(rows));
  const voted = await votedBy(
    db,
    orgId,
    'discussion',
    rows.map((r) => r.id),
    actor,
  );
  return rows.map((row) => presentDiscussion(row, place, authors, voted.has(row.id)));
}

export async function discussionView(
  db: Tx,
  row: DiscussionRow,
  place: DiscussionPlace,
  actor: Actor | null,
): Promise<DiscussionRead> {
  return (await discussionViews(db, row.org_id, [row], place, actor))[0]!;
}

export async function commentViews(
  db: Tx,
  orgId: number,
  rows: readonly CommentRow[],
  discussionUuid: string,
  actor: Actor | null,
): Promise<CommentRead[]> {
  const authors = await userSummaries(db, authorIds(rows));
  const voted = await votedBy(
    db,
    orgId,
    'comment',
    rows.map((r) => r.id),
    actor,
  );
  return rows.map((row) => presentComment(row, discussionUuid, authors, voted.has(row.id)));
}

/**
 * Upvotes on discussions and comments [CONTRACT 11]: one per person, taken by anyone holding
 * `discussions:create` in a community they may see (a token votes as its creator). The vote row and the
 * counter change in one transaction: the primary key refuses a second vote (409 `already_voted`, also for two
 * votes sent at once), and the counter moves by one in a single statement, so concurrent votes are never lost
 * or counted twice. A discussion vote publishes `discussion_vote_cast` with the count after it; withdrawing a
 * vote publishes nothing.
 */
import type { Db } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { ConflictError, NotFoundError } from '../../platform/http/errors.ts';
import { actorUserId, type AccessControl, type Principal } from '../access/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import { CommentsRepository } from './comments.repository.ts';
import type { CommunityContext } from './community-context.ts';
import { DiscussionsRepository } from './discussions.repository.ts';
import { VotesRepository } from './votes.repository.ts';

export interface VotesDeps {
  db: Db;
  access: AccessControl;
  clock: Clock;
  events: EventPublisher;
  context: CommunityContext;
}

export interface DiscussionVote {
  discussion_uuid: string;
  upvote_count: number;
  voted: boolean;
}

export interface CommentVote {
  comment_uuid: string;
  upvote_count: number;
  voted: boolean;
}

export class VotesService {
  private readonly votes = new VotesRepository();
  private readonly discussions = new DiscussionsRepository();
  private readonly comments = new CommentsRepository();

  constructor(private readonly deps: VotesDeps) {}

  async voteDiscussion(principal: Principal, discussionUuid: string): Promise<DiscussionVote> {
    const { discussion } = await this.deps.context.openDiscussion(principal, discussionUuid, 'write');
    const orgId = discussion.org_id;
    const userId = actorUserId(
      await this.deps.access.requireRight(principal, orgId, 'discussions', 'create'),
    );
    const count = await this.deps.db.transaction().execute(async (trx) => {
      const now = toDbTime(this.deps.clock.now());
      if (!(await this.votes.add(trx, orgId, 'discussion', discussion.id, userId, now))) throw alreadyVoted();
      const upvotes = await this.discussions.addVotes(trx, orgId, discussion.id, 1);
      await this.deps.events.publishEvent(trx, orgId, 'discussion_vote_cast', {
        discussion_uuid: discussion.discussion_uuid,
        user_id: userId,
        upvote_count: upvotes,
      });
      return upvotes;
    });
    return { discussion_uuid: discussion.discussion_uuid, upvote_count: count, voted: true };
  }

  async unvoteDiscussion(principal: Principal, discussionUuid: string): Promise<DiscussionVote> {
    const { discussion } = await this.deps.context.openDiscussion(principal, discussionUuid, 'write');
    const orgId = discussion.org_id;
    const userId = actorUserId(
      await this.deps.access.requireRight(principal, orgId, 'discussions', 'create'),
    );
    const count = await this.deps.db.transaction().execute(async (trx) => {
      if (!(await this.votes.remove(trx, orgId, 'discussion', discussion.id, userId))) throw notVoted();
      return this.discussions.addVotes(trx, orgId, discussion.id, -1);
    });
    return { discussion_uuid: discussion.discussion_uuid, upvote_count: count, voted: false };
  }

  async voteComment(principal: Principal, commentUuid: string): Promise<CommentVote> {
    const { comment } = await this.deps.context.openComment(principal, commentUuid, 'write');
    const orgId = comment.org_id;
    const userId = actorUserId(
      await this.deps.access.requireRight(principal, orgId, 'discussions', 'create'),
    );
    const count = await this.deps.db.transaction().execute(async (trx) => {
      const now = toDbTime(this.deps.clock.now());
      if (!(await this.votes.add(trx, orgId, 'comment', comment.id, userId, now))) throw alreadyVoted();
      return this.comments.addVotes(trx, orgId, comment.id, 1);
    });
    return { comment_uuid: comment.comment_uuid, upvote_count: count, voted: true };
  }

  async unvoteComment(principal: Principal, commentUuid: string): Promise<CommentVote> {
    const { comment } = await this.deps.context.openComment(principal, commentUuid, 'write');
    const orgId = comment.org_id;
    const userId = actorUserId(
      await this.deps.access.requireRight(principal, orgId, 'discussions', 'create'),
    );
    const count = await this.deps.db.transaction().execute(async (trx) => {
      if (!(await this.votes.remove(trx, orgId, 'comment', comment.id, userId))) throw notVoted();
      return this.comments.addVotes(trx, orgId, comment.id, -1);
    });
    return { comment_uuid: comment.comment_uuid, upvote_count: count, voted: false };
  }
}

function alreadyVoted(): ConflictError {
  return new ConflictError('You have upvoted this already', 'already_voted');
}

function notVoted(): NotFoundError {
  return new NotFoundError('You have not upvoted this', 'vote_not_found');
}

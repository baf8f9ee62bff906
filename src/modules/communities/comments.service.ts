/**
 * Comments on discussions [CONTRACT 11]: posted by anyone holding `discussions:create` in a community they may
 * see, unless the discussion is locked (403 `discussion_locked`; moderators may still answer); listed oldest
 * first; edited and deleted by their authors or moderators. A discussion idle longer than its community's
 * `auto_lock_days` locks itself when the next comment arrives: the lock (and its `discussion_locked`) commits,
 * and that comment is refused.
 */
import type { Db } from '../../db.ts';
import { fromDbTime, toDbTime, type Clock } from '../../platform/clock.ts';
import { ForbiddenError, NotFoundError } from '../../platform/http/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import { actorUserId, type AccessControl, type Principal } from '../access/index.ts';
import { findAccountById } from '../identity/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import { CommentsRepository } from './comments.repository.ts';
import type { CommunityContext } from './community-context.ts';
import type { CommentRead } from './communities.presenter.ts';
import { commentViews } from './discussion-views.ts';
import type { DiscussionFlagsService } from './discussion-flags.service.ts';
import { DiscussionsRepository } from './discussions.repository.ts';
import { idleTooLong } from './moderation-rules.ts';
import type { ModerationService } from './moderation.service.ts';

export interface CommentsDeps {
  db: Db;
  access: AccessControl;
  clock: Clock;
  events: EventPublisher;
  context: CommunityContext;
  moderation: ModerationService;
  flags: DiscussionFlagsService;
}

export interface CommentPage {
  items: CommentRead[];
  total: number;
  limit: number;
  offset: number;
}

const LOCKED = 'This discussion is locked';

export class CommentsService {
  private readonly repo = new CommentsRepository();
  private readonly discussions = new DiscussionsRepository();

  constructor(private readonly deps: CommentsDeps) {}

  async create(
    principal: Principal,
    discussionUuid: string,
    input: { content: string },
  ): Promise<CommentRead> {
    const open = await this.deps.context.openDiscussion(principal, discussionUuid, 'write');
    const { discussion, community, reader } = open;
    const orgId = discussion.org_id;
    const actor = await this.deps.access.requireRight(principal, orgId, 'discussions', 'create');
    const userId = actorUserId(actor);
    const moderator = reader.moderator;
    if (!moderator) {
      const rules = this.deps.moderation.rulesOf(community);
      if (
        !discussion.is_locked &&
        idleTooLong(rules, fromDbTime(discussion.last_activity_date), this.deps.clock.now())
      ) {
        await this.deps.flags.lockIdle(community, discussion);
        throw new ForbiddenError(`${LOCKED}: it had been idle too long`, 'discussion_locked');
      }
      if (discussion.is_locked) throw new ForbiddenError(LOCKED, 'discussion_locked');
    }
    const post = {
      community,
      userId,
      moderator,
      kind: 'comment' as const,
      body: input.content,
      texts: [input.content],
    };
    await this.deps.moderation.checkPost(post);
    const row = await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.moderation.checkPace(trx, post);
      // Locked (or deleted) while this request was checking.
      const current = await this.discussions.findById(trx, orgId, discussion.id);
      if (current === undefined) throw new NotFoundError('Discussion not found');
      if (current.is_locked && !moderator) throw new ForbiddenError(LOCKED, 'discussion_locked');
      const now = toDbTime(this.deps.clock.now());
      const created = await this.repo.insert(trx, orgId, {
        comment_uuid: newUuid('comment'),
        community_id: community.id,
        discussion_id: discussion.id,
        author_id: userId,
        content: input.content,
        creation_date: now,
        update_date: now,
      });
      await this.discussions.countComment(trx, orgId, discussion.id, 1, now);
      const user = await findAccountById(trx, userId);
      if (user === undefined) throw new Error(`user ${userId} is missing`);
      await this.deps.events.publishEvent(trx, orgId, 'comment_created', {
        user: { user_uuid: user.user_uuid, email: user.email, username: user.username },
        comment: { comment_uuid: created.comment_uuid },
        discussion: { discussion_uuid: discussion.discussion_uuid, title: current.title },
        community: { community_uuid: community.community_uuid },
      });
      return created;
    });
    return (await commentViews(this.deps.db, orgId, [row], discussion.discussion_uuid, actor))[0]!;
  }

  async list(
    principal: Principal,
    discussionUuid: string,
    page: { limit: number; offset: number },
  ): Promise<CommentPage> {
    const { discussion, reader } = await this.deps.context.openDiscussion(principal, discussionUuid, 'read');
    const { rows, total } = await this.repo.list(this.deps.db, discussion.org_id, discussion.id, page);
    const items = await commentViews(
      this.deps.db,
      discussion.org_id,
      rows,
      discussion.discussion_uuid,
      reader.actor,
    );
    return { items, total, ...page };
  }

  async update(principal: Principal, commentUuid: string, input: { content: string }): Promise<CommentRead> {
    const { comment, discussion, community, reader } = await this.deps.context.openComment(
      principal,
      commentUuid,
      'write',
    );
    const actor = await this.deps.access.requireRightOn(
      principal,
      comment.org_id,
      'discussions',
      'update',
      comment.author_id,
    );
    if (discussion.is_locked && !reader.moderator) throw new ForbiddenError(LOCKED, 'discussion_locked');
    await this.deps.moderation.checkEdit(community, reader.moderator, 'comment', input.content, [
      input.content,
    ]);
    const row = await this.repo.updateContent(
      this.deps.db,
      comment.org_id,
      comment.id,
      input.content,
      toDbTime(this.deps.clock.now()),
    );
    if (row === undefined) throw new NotFoundError('Comment not found');
    return (await commentViews(this.deps.db, comment.org_id, [row], discussion.discussion_uuid, actor))[0]!;
  }

  async delete(principal: Principal, commentUuid: string): Promise<void> {
    const { comment } = await this.deps.context.openComment(principal, commentUuid, 'write');
    await this.deps.access.requireRightOn(
      principal,
      comment.org_id,
      'discussions',
      'delete',
      comment.author_id,
    );
    await this.deps.db.transaction().execute(async (trx) => {
      if (await this.repo.delete(trx, comment.org_id, comment.id)) {
        await this.discussions.countComment(trx, comment.org_id, comment.discussion_id, -1);
      }
    });
  }
}

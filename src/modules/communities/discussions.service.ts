/**
 * Discussions [CONTRACT 11]: started by anyone holding `discussions:create` in a community they may see (the
 * author's own upvote counted from the start, and recorded, so voting again is a 409), listed pinned first,
 * edited by their authors twice at most (moderators without limit), deleted by their authors or moderators.
 */
import type { Db } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { ForbiddenError } from '../../platform/http/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import { actorUserId, type AccessControl, type Principal } from '../access/index.ts';
import { findAccountById } from '../identity/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import type { CommunityContext, OpenDiscussion } from './community-context.ts';
import type { DiscussionRead } from './communities.presenter.ts';
import { discussionView, discussionViews } from './discussion-views.ts';
import { DiscussionsRepository, type DiscussionSort } from './discussions.repository.ts';
import type { ModerationService } from './moderation.service.ts';
import { VotesRepository } from './votes.repository.ts';

/** How many times an author without the moderator right may edit their discussion. */
export const AUTHOR_EDIT_LIMIT = 2;

export interface DiscussionsDeps {
  db: Db;
  access: AccessControl;
  clock: Clock;
  events: EventPublisher;
  context: CommunityContext;
  moderation: ModerationService;
}

export interface DiscussionPage {
  items: DiscussionRead[];
  total: number;
  limit: number;
  offset: number;
}

export class DiscussionsService {
  private readonly repo = new DiscussionsRepository();
  private readonly votes = new VotesRepository();

  constructor(private readonly deps: DiscussionsDeps) {}

  async create(
    principal: Principal,
    communityUuid: string,
    input: { title: string; content: string; label?: string },
  ): Promise<DiscussionRead> {
    const open = await this.deps.context.openCommunity(principal, communityUuid, 'write');
    const { community, reader, place } = open;
    const actor = await this.deps.access.requireRight(principal, community.org_id, 'discussions', 'create');
    const userId = actorUserId(actor);
    const post = {
      community,
      userId,
      moderator: reader.moderator,
      kind: 'discussion' as const,
      body: input.content,
      texts: [input.title, input.content],
    };
    await this.deps.moderation.checkPost(post);
    const row = await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.moderation.checkPace(trx, post);
      const now = this.deps.clock.now();
      const stamp = toDbTime(now);
      const created = await this.repo.insert(trx, community.org_id, {
        discussion_uuid: newUuid('discussion'),
        community_id: community.id,
        author_id: userId,
        title: input.title,
        content: input.content,
        label: input.label ?? 'general',
        // The author's own upvote, recorded as a vote below.
        upvote_count: 1,
        created_epoch: Math.floor(now.getTime() / 1000),
        last_activity_date: stamp,
        creation_date: stamp,
        update_date: stamp,
      });
      await this.votes.add(trx, community.org_id, 'discussion', created.id, userId, stamp);
      const user = await findAccountById(trx, userId);
      if (user === undefined) throw new Error(`user ${userId} is missing`);
      await this.deps.events.publishEvent(trx, community.org_id, 'discussion_posted', {
        user: { user_uuid: user.user_uuid, email: user.email, username: user.username },
        discussion: { discussion_uuid: created.discussion_uuid, title: created.title },
        community: { community_uuid: community.community_uuid },
      });
      return created;
    });
    return discussionView(this.deps.db, row, place, actor);
  }

  /** Pinned first, then newest (`recent`), most upvoted (`top`) or `hot`; the id breaks every tie. */
  async list(
    principal: Principal,
    communityUuid: string,
    query: { sort: DiscussionSort; label?: string; limit: number; offset: number },
  ): Promise<DiscussionPage> {
    const { community, reader, place } = await this.deps.context.openCommunity(
      principal,
      communityUuid,
      'read',
    );
    const { rows, total } = await this.repo.list(this.deps.db, community.org_id, community.id, {
      ...query,
      nowEpoch: hotClock(this.deps.clock.now()),
    });
    const items = await discussionViews(this.deps.db, community.org_id, rows, place, reader.actor);
    return { items, total, limit: query.limit, offset: query.offset };
  }

  async get(principal: Principal, discussionUuid: string): Promise<DiscussionRead> {
    const open = await this.deps.context.openDiscussion(principal, discussionUuid, 'read');
    return discussionView(this.deps.db, open.discussion, open.place, open.reader.actor);
  }

  async update(
    principal: Principal,
    discussionUuid: string,
    change: { title?: string; content?: string; label?: string },
  ): Promise<DiscussionRead> {
    const open = await this.deps.context.openDiscussion(principal, discussionUuid, 'write');
    const { discussion, community, reader } = open;
    const actor = await this.deps.access.requireRightOn(
      principal,
      discussion.org_id,
      'discussions',
      'update',
      discussion.author_id,
    );
    const limited = !reader.moderator;
    if (limited) this.refuseLocked(open);
    if (limited && discussion.edit_count >= AUTHOR_EDIT_LIMIT) throw editLimitReached();
    const title = change.title ?? discussion.title;
    const content = change.content ?? discussion.content;
    await this.deps.moderation.checkEdit(community, reader.moderator, 'discussion', content, [
      title,
      content,
    ]);
    const row = await this.repo.edit(
      this.deps.db,
      discussion.org_id,
      discussion.id,
      { ...change, update_date: toDbTime(this.deps.clock.now()) },
      limited ? AUTHOR_EDIT_LIMIT : null,
    );
    // Two edits at once: the one past the limit changed nothing.
    if (row === undefined) throw editLimitReached();
    return discussionView(this.deps.db, row, open.place, actor);
  }

  async delete(principal: Principal, discussionUuid: string): Promise<void> {
    const { discussion } = await this.deps.context.openDiscussion(principal, discussionUuid, 'write');
    await this.deps.access.requireRightOn(
      principal,
      discussion.org_id,
      'discussions',
      'delete',
      discussion.author_id,
    );
    await this.repo.delete(this.deps.db, discussion.org_id, discussion.id);
  }

  /** 403 `discussion_locked` for anyone but moderators. */
  refuseLocked(open: OpenDiscussion): void {
    if (open.discussion.is_locked && !open.reader.moderator) {
      throw new ForbiddenError('This discussion is locked', 'discussion_locked');
    }
  }
}

function editLimitReached(): ForbiddenError {
  return new ForbiddenError(
    `Authors may edit a discussion ${AUTHOR_EDIT_LIMIT} times; ask a moderator for more changes`,
    'edit_limit_reached',
  );
}

/**
 * The time `hot` measures ages at, in whole seconds, cut to the minute: pages asked for within the same minute
 * rank alike, so paging through them shows each discussion once.
 */
export function hotClock(now: Date): number {
  return Math.floor(now.getTime() / 60_000) * 60;
}

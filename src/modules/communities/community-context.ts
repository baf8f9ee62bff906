/**
 * The first steps of every request on a community, a discussion or a comment, in the order of checks: find the
 * resource by uuid (404), then the family gate of its organization (404 or 403 when switched off or below the
 * plan), then whether the caller may see the community (404 when not). Rights come after, in each service.
 */
import type { Tx } from '../../db.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import type { Principal } from '../access/index.ts';
import type { FamilyGate } from '../org-settings/index.ts';
import { CommentsRepository, type CommentRow } from './comments.repository.ts';
import type { CommunityAccess, CommunityReader } from './community-access.ts';
import type { CommunityRow } from './communities.repository.ts';
import type { DiscussionPlace } from './communities.presenter.ts';
import { DiscussionsRepository, type DiscussionRow } from './discussions.repository.ts';

export type Intent = 'read' | 'write';

export interface OpenCommunity {
  community: CommunityRow;
  reader: CommunityReader;
  place: DiscussionPlace;
}

export interface OpenDiscussion extends OpenCommunity {
  discussion: DiscussionRow;
}

export interface OpenComment extends OpenDiscussion {
  comment: CommentRow;
}

export class CommunityContext {
  private readonly discussions = new DiscussionsRepository();
  private readonly comments = new CommentsRepository();

  constructor(private readonly deps: { db: Tx; families: FamilyGate; reach: CommunityAccess }) {}

  get reach(): CommunityAccess {
    return this.deps.reach;
  }

  async openCommunity(principal: Principal, communityUuid: string, intent: Intent): Promise<OpenCommunity> {
    const community = await this.deps.reach.requireCommunity(communityUuid);
    await this.deps.families.requireOpen(community.org_id, 'communities', intent);
    return this.seen(principal, community);
  }

  async openDiscussion(
    principal: Principal,
    discussionUuid: string,
    intent: Intent,
  ): Promise<OpenDiscussion> {
    const discussion = await this.discussions.resolveDiscussion(this.deps.db, discussionUuid);
    if (discussion === undefined) throw new NotFoundError('Discussion not found');
    await this.deps.families.requireOpen(discussion.org_id, 'communities', intent);
    const community = await this.deps.reach.communityOf(discussion.org_id, discussion.community_id);
    return { ...(await this.seen(principal, community)), discussion };
  }

  async openComment(principal: Principal, commentUuid: string, intent: Intent): Promise<OpenComment> {
    const comment = await this.comments.resolveComment(this.deps.db, commentUuid);
    if (comment === undefined) throw new NotFoundError('Comment not found');
    await this.deps.families.requireOpen(comment.org_id, 'communities', intent);
    const discussion = await this.discussions.findById(this.deps.db, comment.org_id, comment.discussion_id);
    if (discussion === undefined) throw new NotFoundError('Comment not found');
    const community = await this.deps.reach.communityOf(comment.org_id, comment.community_id);
    return { ...(await this.seen(principal, community)), discussion, comment };
  }

  /** The community once the caller may see it: with their standing and where its discussions belong. */
  async seen(principal: Principal, community: CommunityRow): Promise<OpenCommunity> {
    const reader = await this.deps.reach.requireVisible(principal, community);
    return {
      community,
      reader,
      place: { community_uuid: community.community_uuid, course_uuid: reader.course?.course_uuid ?? null },
    };
  }
}

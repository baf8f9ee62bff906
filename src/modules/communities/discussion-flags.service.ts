/**
 * Pinning and locking discussions [CONTRACT 11]: moderators only (the `communities:update` right). Each change
 * publishes its event in its transaction, and only when the value changed (the update's own condition says so,
 * so two identical requests at once publish once). A discussion idle past its community's `auto_lock_days`
 * locks itself through `lockIdle` when the next comment arrives.
 */
import type { Db, Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import type { AccessControl, Principal } from '../access/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import type { CommunityContext } from './community-context.ts';
import type { CommunityRow } from './communities.repository.ts';
import type { DiscussionRead } from './communities.presenter.ts';
import { discussionView } from './discussion-views.ts';
import { DiscussionsRepository, type DiscussionRow } from './discussions.repository.ts';

export interface DiscussionFlagsDeps {
  db: Db;
  access: AccessControl;
  clock: Clock;
  events: EventPublisher;
  context: CommunityContext;
}

type Flag = 'is_pinned' | 'is_locked';

export class DiscussionFlagsService {
  private readonly repo = new DiscussionsRepository();

  constructor(private readonly deps: DiscussionFlagsDeps) {}

  pin(principal: Principal, discussionUuid: string, value: boolean): Promise<DiscussionRead> {
    return this.set(principal, discussionUuid, 'is_pinned', value);
  }

  lock(principal: Principal, discussionUuid: string, value: boolean): Promise<DiscussionRead> {
    return this.set(principal, discussionUuid, 'is_locked', value);
  }

  /**
   * Locks the discussion because it sat idle too long, in a transaction of its own (it stays locked even though
   * the comment that found it idle is refused); `discussion_locked` once, by whichever request locked it.
   */
  async lockIdle(community: CommunityRow, discussion: DiscussionRow): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      const now = toDbTime(this.deps.clock.now());
      const row = await this.repo.setFlag(trx, discussion.org_id, discussion.id, 'is_locked', true, now);
      if (row !== undefined) await this.announce(trx, community, row, 'is_locked');
    });
  }

  private async set(
    principal: Principal,
    discussionUuid: string,
    flag: Flag,
    value: boolean,
  ): Promise<DiscussionRead> {
    const open = await this.deps.context.openDiscussion(principal, discussionUuid, 'write');
    const { discussion, community } = open;
    const actor = await this.deps.access.requireRight(principal, discussion.org_id, 'communities', 'update');
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const now = toDbTime(this.deps.clock.now());
      const changed = await this.repo.setFlag(trx, discussion.org_id, discussion.id, flag, value, now);
      if (changed === undefined) return this.repo.findById(trx, discussion.org_id, discussion.id);
      await this.announce(trx, community, changed, flag);
      return changed;
    });
    return discussionView(this.deps.db, row ?? discussion, open.place, actor);
  }

  private async announce(trx: Tx, community: CommunityRow, row: DiscussionRow, flag: Flag): Promise<void> {
    const common = {
      discussion_uuid: row.discussion_uuid,
      title: row.title,
      community_uuid: community.community_uuid,
    };
    if (flag === 'is_pinned') {
      await this.deps.events.publishEvent(trx, row.org_id, 'discussion_pinned', {
        ...common,
        is_pinned: row.is_pinned,
      });
    } else {
      await this.deps.events.publishEvent(trx, row.org_id, 'discussion_locked', {
        ...common,
        is_locked: row.is_locked,
      });
    }
  }
}

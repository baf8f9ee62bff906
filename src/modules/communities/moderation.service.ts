/**
 * The moderation settings applied to someone posting [CONTRACT 11]. Moderators (the `communities:update`
 * right) are exempt from every setting: they are the ones who set them, and they must be able to answer in any
 * discussion. Everyone else's posts pass, in the order of checks (403 before 400 before 429):
 * the account (verified email, account age), the text (length, blocked words, links), then the pace (slow
 * mode, daily limit), the last inside the posting transaction under a per-person lock.
 */
import type { Tx } from '../../db.ts';
import { DAY, SECOND, fromDbTime, toDbTime, type Clock } from '../../platform/clock.ts';
import { findAccountById } from '../identity/index.ts';
import type { CommunityRow } from './communities.repository.ts';
import { DiscussionsRepository } from './discussions.repository.ts';
import {
  checkAccount,
  checkContent,
  checkPace,
  pacesPosts,
  readModeration,
  type ModerationSettings,
  type PostKind,
} from './moderation-rules.ts';

/** A post about to be written: who, where, and its text. */
export interface NewPost {
  community: CommunityRow;
  userId: number;
  moderator: boolean;
  kind: PostKind;
  /** The content whose length counts. */
  body: string;
  /** Everything searched for blocked words and links. */
  texts: readonly string[];
}

export class ModerationService {
  private readonly discussions = new DiscussionsRepository();

  constructor(private readonly deps: { db: Tx; clock: Clock }) {}

  rulesOf(community: CommunityRow): ModerationSettings {
    return readModeration(community.moderation);
  }

  /** The account and text checks, before the posting transaction. */
  async checkPost(post: NewPost): Promise<void> {
    if (post.moderator) return;
    const rules = this.rulesOf(post.community);
    if (rules.require_email_verified || rules.min_account_age_days > 0) {
      const account = await findAccountById(this.deps.db, post.userId);
      if (account === undefined) throw new Error(`user ${post.userId} is missing`);
      checkAccount(
        rules,
        { email_verified: account.email_verified, created: fromDbTime(account.creation_date) },
        this.deps.clock.now(),
      );
    }
    await checkContent(rules, post.kind, post.body, post.texts);
  }

  /** The text checks alone, for an edit. */
  async checkEdit(
    community: CommunityRow,
    moderator: boolean,
    kind: PostKind,
    body: string,
    texts: readonly string[],
  ): Promise<void> {
    if (moderator) return;
    await checkContent(this.rulesOf(community), kind, body, texts);
  }

  /**
   * Slow mode and the daily limit, inside the posting transaction: the person's posts in the community are
   * serialised from here to its commit, so two posts sent at once are counted one after the other.
   */
  async checkPace(trx: Tx, post: Pick<NewPost, 'community' | 'userId' | 'moderator'>): Promise<void> {
    if (post.moderator) return;
    const rules = this.rulesOf(post.community);
    if (!pacesPosts(rules)) return;
    const { org_id: orgId, id: communityId } = post.community;
    await this.discussions.lockPoster(trx, orgId, communityId, post.userId);
    const now = this.deps.clock.now();
    const window = Math.max(DAY, rules.slow_mode_seconds * SECOND);
    const since = toDbTime(new Date(now.getTime() - window));
    const times = await this.discussions.recentPostTimes(
      trx,
      orgId,
      communityId,
      post.userId,
      since,
      Math.max(1, rules.max_posts_per_day),
    );
    checkPace(rules, times.map(fromDbTime), now);
  }
}

/**
 * A community's moderation settings [CONTRACT 11] and the rules they set, as pure functions: what a post may
 * contain (length, blocked words, links), who may post (verified email, account age) and how often (slow mode,
 * a daily limit). Every setting at 0 or false is off. The services call these for everyone but moderators.
 *
 * A "post" is a discussion or a comment: lengths count the discussion's content (and a comment's content
 * against `max_comment_length`), blocked words and links are looked for in titles and contents, and slow mode
 * and the daily limit count the person's discussions and comments in the community together.
 */
import type LinkifyIt from 'linkify-it';
import { AppError, BadRequestError, ForbiddenError } from '../../platform/http/errors.ts';
import { DAY, SECOND } from '../../platform/clock.ts';

export interface ModerationSettings {
  blocked_words: string[];
  block_links: boolean;
  min_post_length: number;
  max_post_length: number;
  max_comment_length: number;
  slow_mode_seconds: number;
  max_posts_per_day: number;
  min_account_age_days: number;
  require_email_verified: boolean;
  auto_lock_days: number;
}

export const DEFAULT_MODERATION: ModerationSettings = {
  blocked_words: [],
  block_links: false,
  min_post_length: 0,
  max_post_length: 0,
  max_comment_length: 0,
  slow_mode_seconds: 0,
  max_posts_per_day: 0,
  min_account_age_days: 0,
  require_email_verified: false,
  auto_lock_days: 0,
};

/** Stored settings (JSON the service wrote) with defaults for any key a later version added. */
export function readModeration(stored: string): ModerationSettings {
  const parsed = JSON.parse(stored) as Partial<ModerationSettings>;
  return { ...DEFAULT_MODERATION, ...parsed };
}

/** The settings after a partial change: absent keys keep their value; blocked words trimmed, blanks dropped. */
export function mergeModeration(
  current: ModerationSettings,
  change: Partial<ModerationSettings>,
): ModerationSettings {
  const next = { ...current, ...change };
  const words = next.blocked_words.map((w) => w.trim()).filter((w) => w.length > 0);
  return { ...next, blocked_words: [...new Set(words)] };
}

// The link finder (its Unicode tables) loads with the first community that blocks links, not at start.
let linkify: Promise<LinkifyIt> | undefined;
function linkFinder(): Promise<LinkifyIt> {
  linkify ??= import('linkify-it').then(({ default: Linkify }) => new Linkify());
  return linkify;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether `text` holds `word` as a whole word (or phrase), case-insensitively; letters of any script count. */
export function containsWord(text: string, word: string): boolean {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(word)}(?![\\p{L}\\p{N}_])`, 'iu');
  return pattern.test(text);
}

/** Length in characters (code points) of the trimmed text. */
export function lengthOf(text: string): number {
  return [...text.trim()].length;
}

export type PostKind = 'discussion' | 'comment';

/**
 * 400 `post_too_short` / `post_too_long` / `blocked_word` / `links_blocked` for a post's text. `body` is
 * the content whose length counts; `texts` everything searched for words and links (title and content).
 */
export async function checkContent(
  rules: ModerationSettings,
  kind: PostKind,
  body: string,
  texts: readonly string[],
): Promise<void> {
  const length = lengthOf(body);
  if (rules.min_post_length > 0 && length < rules.min_post_length) {
    throw new BadRequestError(
      `Posts here must be at least ${rules.min_post_length} characters long`,
      'post_too_short',
    );
  }
  const max = kind === 'discussion' ? rules.max_post_length : rules.max_comment_length;
  if (max > 0 && length > max) {
    throw new BadRequestError(
      `${kind === 'discussion' ? 'Discussions' : 'Comments'} here may be at most ${max} characters long`,
      'post_too_long',
    );
  }
  for (const word of rules.blocked_words) {
    if (texts.some((text) => containsWord(text, word))) {
      throw new BadRequestError('Your post contains a word this community does not allow', 'blocked_word');
    }
  }
  if (rules.block_links) {
    const finder = await linkFinder();
    if (texts.some((text) => finder.test(text)))
      throw new BadRequestError('Links are not allowed in this community', 'links_blocked');
  }
}

/** What the account checks need of the person posting. */
export interface PosterAccount {
  email_verified: boolean;
  /** When the account was created. */
  created: Date;
}

/** 403 `email_not_verified` / `account_too_new`. */
export function checkAccount(rules: ModerationSettings, account: PosterAccount, now: Date): void {
  if (rules.require_email_verified && !account.email_verified) {
    throw new ForbiddenError('Verify your email address before posting here', 'email_not_verified');
  }
  if (rules.min_account_age_days > 0) {
    const allowedAt = account.created.getTime() + rules.min_account_age_days * DAY;
    if (now.getTime() < allowedAt) {
      throw new ForbiddenError(
        `Accounts may post here once they are ${rules.min_account_age_days} days old`,
        'account_too_new',
      );
    }
  }
}

/** A 429 with `Retry-After`: the seconds until the post would be allowed (at least 1). */
export class PostingTooFastError extends AppError {
  constructor(code: 'slow_mode' | 'daily_limit', detail: string, retryAfterMs: number) {
    super(429, code, detail, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / SECOND))) });
  }
}

/**
 * 429 `slow_mode` / `daily_limit`. `recent` are the times of the person's posts in the community during the
 * last day, newest first (at least `max_posts_per_day` of them when there are that many).
 */
export function checkPace(rules: ModerationSettings, recent: readonly Date[], now: Date): void {
  const newest = recent[0];
  if (rules.slow_mode_seconds > 0 && newest !== undefined) {
    const allowedAt = newest.getTime() + rules.slow_mode_seconds * SECOND;
    if (now.getTime() < allowedAt) {
      throw new PostingTooFastError(
        'slow_mode',
        `Slow mode: one post every ${rules.slow_mode_seconds} seconds`,
        allowedAt - now.getTime(),
      );
    }
  }
  if (rules.max_posts_per_day > 0) {
    const inWindow = recent.filter((at) => at.getTime() > now.getTime() - DAY);
    if (inWindow.length >= rules.max_posts_per_day) {
      // Allowed again when the oldest post that counts towards the limit leaves the 24-hour window.
      const limiting = inWindow[rules.max_posts_per_day - 1]!;
      throw new PostingTooFastError(
        'daily_limit',
        `At most ${rules.max_posts_per_day} posts a day here`,
        limiting.getTime() + DAY - now.getTime(),
      );
    }
  }
}

/** Whether the person's pace needs their recent posts at all. */
export function pacesPosts(rules: ModerationSettings): boolean {
  return rules.slow_mode_seconds > 0 || rules.max_posts_per_day > 0;
}

/** Whether a discussion idle since `lastActivity` is due to lock itself. */
export function idleTooLong(rules: ModerationSettings, lastActivity: Date, now: Date): boolean {
  return rules.auto_lock_days > 0 && now.getTime() - lastActivity.getTime() > rules.auto_lock_days * DAY;
}

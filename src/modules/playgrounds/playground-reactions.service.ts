/**
 * Reactions to a playground [CONTRACT 11]: anyone who may read the playground and is signed in toggles their
 * own reaction with an emoji (a person may react with several emojis, each once; an API token reacts as its
 * creator). Counts are public to the playground's readers, with whether the caller reacted.
 *
 * An emoji is one RGI emoji (Unicode's recommended set: 👍, ❤️, 👍🏽, 👨‍👩‍👧, 🇫🇷, 1️⃣ …) and nothing else. A
 * symbol sent in its text form where the emoji form is the recommended one (❤ without U+FE0F) is stored
 * in the emoji form, so both count as one.
 */
import type { Db } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { UnauthorizedError, ValidationError } from '../../platform/http/errors.ts';
import type { Principal } from '../access/index.ts';
import { presentReactions, type PlaygroundReactions, type ReactionToggled } from './playgrounds.presenter.ts';
import { PlaygroundsRepository } from './playgrounds.repository.ts';
import type { PlaygroundsService } from './playgrounds.service.ts';

export interface PlaygroundReactionsDeps {
  db: Db;
  clock: Clock;
  playgrounds: Pick<PlaygroundsService, 'requireReadable'>;
}

/**
 * Built at run time (the `v` flag, properties of strings, is newer than the compiler's target) and on first use:
 * compiling Unicode's emoji set took 14 ms, a seventieth of the service's start.
 */
let oneEmoji: RegExp | undefined;

/** The emoji as stored, or undefined when `text` is not exactly one emoji. */
export function normaliseEmoji(text: string): string | undefined {
  oneEmoji ??= new RegExp('^\\p{RGI_Emoji}$', 'v');
  if (oneEmoji.test(text)) return text;
  const qualified = `${text}\uFE0F`;
  return [...text].length === 1 && oneEmoji.test(qualified) ? qualified : undefined;
}

export class PlaygroundReactionsService {
  private readonly repo = new PlaygroundsRepository();

  constructor(private readonly deps: PlaygroundReactionsDeps) {}

  async toggle(principal: Principal, playgroundUuid: string, rawEmoji: string): Promise<ReactionToggled> {
    if (principal.kind === 'anonymous') throw new UnauthorizedError();
    const emoji = normaliseEmoji(rawEmoji);
    if (emoji === undefined) {
      throw new ValidationError([
        { loc: ['body', 'emoji'], msg: 'emoji must be exactly one emoji', type: 'emoji' },
      ]);
    }
    const { row, userId } = await this.deps.playgrounds.requireReadable(principal, playgroundUuid);
    const now = toDbTime(this.deps.clock.now());
    return this.deps.db.transaction().execute(async (trx) => {
      const reacted = await this.repo.toggleReaction(trx, row.org_id, row.id, userId!, emoji, now);
      const counts = await this.repo.reactionCounts(trx, row.org_id, row.id);
      const mine = await this.repo.reactionsOf(trx, row.org_id, row.id, userId!);
      return {
        playground_uuid: row.playground_uuid,
        emoji,
        reacted,
        reactions: presentReactions(counts, mine),
      };
    });
  }

  async list(principal: Principal, playgroundUuid: string): Promise<PlaygroundReactions> {
    const { row, userId } = await this.deps.playgrounds.requireReadable(principal, playgroundUuid);
    const { db } = this.deps;
    const counts = await this.repo.reactionCounts(db, row.org_id, row.id);
    const mine =
      userId === null ? new Set<string>() : await this.repo.reactionsOf(db, row.org_id, row.id, userId);
    return { playground_uuid: row.playground_uuid, reactions: presentReactions(counts, mine) };
  }
}

/**
 * AI credits [CONTRACT 11]: an organization's generation budget is the sum of its active `ai_credits` packs.
 * Without a budget (no such pack active) generation is not metered; with one, each generation spends a credit
 * inside the transaction that records it, and a spent budget answers 403 `ai_credits_exhausted`. Spent credits
 * are counted for the organization's lifetime: a pack that is cancelled and activated again does not refill
 * what was spent, and a cancelled pack takes its credits out of the budget.
 */
import type { Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { ForbiddenError } from '../../platform/http/errors.ts';
import { PacksRepository } from './packs.repository.ts';

export class AiCredits {
  private readonly repo = new PacksRepository();

  constructor(private readonly deps: { clock: Clock }) {}

  /**
   * Spends one credit in `tx` when the organization has a budget: 403 `ai_credits_exhausted` once it is spent.
   * Without a budget nothing is recorded and the call passes.
   */
  async spend(tx: Tx, orgId: number): Promise<void> {
    const budget = (await this.repo.activeTotals(tx, orgId)).ai_credits;
    if (budget <= 0) return;
    if (!(await this.repo.spendCredit(tx, orgId, budget, toDbTime(this.deps.clock.now())))) {
      throw new ForbiddenError(
        `This organization has spent its ${budget} AI credits`,
        'ai_credits_exhausted',
      );
    }
  }

  /** Credits left, or null when the organization has no budget (generation is not metered). */
  async remaining(db: Tx, orgId: number): Promise<number | null> {
    const budget = (await this.repo.activeTotals(db, orgId)).ai_credits;
    if (budget <= 0) return null;
    return Math.max(0, budget - (await this.repo.creditsUsed(db, orgId)));
  }
}

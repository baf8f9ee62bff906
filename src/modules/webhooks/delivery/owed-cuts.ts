/**
 * Which endpoints' attempt logs a worker owes a cut back to the newest `ATTEMPTS_KEPT_PER_ENDPOINT` [SPEC 6.2.5].
 *
 * Cutting a log is two statements (each endpoint's oldest kept attempt, then a delete below it), and their
 * cost does not shrink with what they remove: cutting after every batch of a burst cost the database about as
 * much as writing the batch. So a batch cuts only the logs it has grown by `CUT_AFTER` attempts or more since
 * their last cut; the others are owed a cut, which the writer makes once it has been quiet a moment, or
 * flushed (outcome-writer.ts). The log's read shows the newest `ATTEMPTS_KEPT_PER_ENDPOINT` either way; what is
 * stored is that many once a worker is quiet, and fewer than `CUT_AFTER` more per endpoint and worker while it
 * is busy.
 *
 * The counts change only once the transaction that logged (and perhaps cut) has committed (`settle`): a batch
 * that rolls back leaves them as they were. A worker that dies forgets what it owed; the next `CUT_AFTER`
 * attempts to each of those endpoints, by any worker, cut it again.
 */

/** Attempts a batch may add to an endpoint's log before that batch cuts it. */
export const CUT_AFTER = 50;

/** An organization's endpoints and the attempts a batch logged to each. */
export type Grown = Map<number, number>;

export class OwedCuts {
  /** Organization → endpoint → attempts logged since its log was last cut. */
  private readonly owed = new Map<number, Map<number, number>>();

  /** Attempts logged to each endpoint of `logged` (one entry per attempt). */
  static grown(endpointIds: readonly number[]): Grown {
    const grown: Grown = new Map();
    for (const id of endpointIds) grown.set(id, (grown.get(id) ?? 0) + 1);
    return grown;
  }

  /** The endpoints of `orgId` whose logs, grown by `grown`, are due a cut in the same transaction. */
  due(orgId: number, grown: Grown): number[] {
    const owed = this.owed.get(orgId);
    return [...grown]
      .filter(([endpointId, added]) => (owed?.get(endpointId) ?? 0) + added >= CUT_AFTER)
      .map(([endpointId]) => endpointId);
  }

  /** After a commit: `grown` was logged to `orgId`'s endpoints, and the logs of `cut` were cut. */
  settle(orgId: number, grown: Grown, cut: readonly number[]): void {
    let owed = this.owed.get(orgId);
    if (owed === undefined) this.owed.set(orgId, (owed = new Map<number, number>()));
    for (const [endpointId, added] of grown) owed.set(endpointId, (owed.get(endpointId) ?? 0) + added);
    for (const endpointId of cut) owed.delete(endpointId);
    if (owed.size === 0) this.owed.delete(orgId);
  }

  /** Every endpoint owed a cut, by organization. */
  all(): [orgId: number, endpointIds: number[]][] {
    return [...this.owed].map(([orgId, owed]) => [orgId, [...owed.keys()]]);
  }

  get empty(): boolean {
    return this.owed.size === 0;
  }
}

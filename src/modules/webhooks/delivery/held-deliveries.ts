/**
 * What a delivery worker holds: the deliveries it has claimed, in flight or waiting for a free slot, counted per
 * endpoint. A claim takes more than the free slots (worker.ts says how many), so that claims are fewer and
 * larger; the rest wait here in claim order and start as slots free, without another claim. The per-endpoint
 * counts cover both, and a claim gives an endpoint only the room its count leaves: the deliveries of one
 * endpoint in flight never exceed its share, whichever of them wait.
 */
import { fromDbTime } from '../../../platform/clock.ts';
import { groupBy } from '../../../platform/group-by.ts';
import type { DeliveryRow } from './outbox.repository.ts';
import type { Endpoint } from './attempt-sender.ts';

export interface HeldDelivery {
  delivery: DeliveryRow;
  endpoint: Endpoint;
}

export class HeldDeliveries {
  readonly #waiting: HeldDelivery[] = [];
  readonly #perEndpoint = new Map<number, number>();
  #count = 0;

  /** Deliveries held: in flight and waiting. */
  get count(): number {
    return this.#count;
  }

  /** Deliveries waiting for a slot. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** How many each endpoint has held (for the claim's per-endpoint room). */
  get perEndpoint(): ReadonlyMap<number, number> {
    return this.#perEndpoint;
  }

  /** Whether some endpoint has `share` or more held: a claim gave it no more, however many were due. */
  anyAtShare(share: number): boolean {
    for (const n of this.#perEndpoint.values()) if (n >= share) return true;
    return false;
  }

  /** A claimed delivery, waiting for a slot. */
  hold(held: HeldDelivery): void {
    this.#waiting.push(held);
    this.#count++;
    const id = held.delivery.endpoint_id;
    this.#perEndpoint.set(id, (this.#perEndpoint.get(id) ?? 0) + 1);
  }

  /**
   * The longest-waiting delivery whose lease has `leaseNeededMs` left at `nowMs`, to start now; still held until
   * `letGo`. One with less is let go unsent: its lease runs out and a claim takes it again. (A wait is at most
   * about one attempt long and a lease two or more, so only a stalled process lets one go.)
   */
  next(nowMs: number, leaseNeededMs: number): HeldDelivery | undefined {
    for (;;) {
      const held = this.#waiting.shift();
      if (held === undefined) return undefined;
      if (fromDbTime(held.delivery.lease_expires_at!).getTime() - nowMs >= leaseNeededMs) return held;
      this.letGo(held.delivery);
    }
  }

  /** A held delivery is done with (its attempt ended, or it was given back). */
  letGo(delivery: DeliveryRow): void {
    this.#count--;
    const id = delivery.endpoint_id;
    const left = (this.#perEndpoint.get(id) ?? 1) - 1;
    if (left <= 0) this.#perEndpoint.delete(id);
    else this.#perEndpoint.set(id, left);
  }

  /** Takes every waiting delivery out (to give them back), by organization, no longer held. */
  takeWaiting(): Map<number, DeliveryRow[]> {
    const taken = this.#waiting.splice(0).map((held) => held.delivery);
    for (const delivery of taken) this.letGo(delivery);
    return groupBy(taken, (delivery) => delivery.org_id);
  }
}

/**
 * Packs [CONTRACT 11]. An operator's billing system moves packs through the internal routes (authenticated by
 * the platform key, not by a person): activate, mark-canceling, deactivate, each naming the platform
 * subscription. Every move is idempotent: a repeat changes nothing and emits nothing. Admins read what their
 * organization holds.
 */
import type { Db, Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import { retryOnUniqueViolation } from '../../platform/db/unique-violations.ts';
import { ConflictError, NotFoundError } from '../../platform/http/errors.ts';
import { newUuid } from '../../platform/ids.ts';
import type { AccessControl, Principal } from '../access/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import type { AiCredits } from './ai-credits.ts';
import { cataloguePack, type PackId } from './packs.catalogue.ts';
import { presentOrgPacks, presentPack, type OrgPacksRead, type PackRead } from './packs.presenter.ts';
import { PacksRepository, UNIQUE_SUBSCRIPTION, type PackRow } from './packs.repository.ts';

export interface PacksDeps {
  db: Db;
  access: AccessControl;
  clock: Clock;
  events: EventPublisher;
  aiCredits: AiCredits;
  /** 404 when the organization does not exist. */
  requireOrg: (orgId: number) => Promise<unknown>;
}

const heldElsewhere = () =>
  new ConflictError('This subscription belongs to another organization', 'subscription_other_organization');

export class PacksService {
  private readonly repo = new PacksRepository();

  constructor(private readonly deps: PacksDeps) {}

  /** Admins only (API tokens refused: what an organization pays for is its people's business). */
  async getOrgPacks(principal: Principal, orgId: number): Promise<OrgPacksRead> {
    await this.deps.requireOrg(orgId);
    await this.deps.access.requireRole(principal, orgId, ['admin']);
    const { db } = this.deps;
    const [active, totals, used, remaining] = await Promise.all([
      this.repo.listActive(db, orgId),
      this.repo.activeTotals(db, orgId),
      this.repo.creditsUsed(db, orgId),
      this.deps.aiCredits.remaining(db, orgId),
    ]);
    return presentOrgPacks(active, totals, used, remaining);
  }

  /**
   * Makes the subscription's pack active: created on first sight, moved back to active after a deactivation
   * (`pack_activated` either way), left as it is when active already (only a cancel-at-period-end mark is
   * cleared: the subscription was renewed). 409 `subscription_other_organization` when another organization
   * holds the subscription, 409 `subscription_pack_mismatch` when it carries another pack.
   */
  async activate(
    orgId: number,
    input: { pack_id: PackId; platform_subscription_id: string },
  ): Promise<PackRead> {
    const pack = cataloguePack(input.pack_id);
    // The route's schema admits catalogue ids only (422 otherwise).
    if (pack === undefined) throw new Error(`not a catalogue pack: ${input.pack_id}`);
    await this.deps.requireOrg(orgId);
    const subscriptionId = input.platform_subscription_id;
    // Two first activations at once: the loser breaks the subscription key and runs again, finding the row.
    const row = await retryOnUniqueViolation(
      () =>
        this.deps.db.transaction().execute(async (trx) => {
          const now = toDbTime(this.deps.clock.now());
          const found = await this.repo.findBySubscription(trx, orgId, subscriptionId);
          if (found === undefined) {
            if (await this.repo.subscriptionHeldElsewhere(trx, orgId, subscriptionId)) throw heldElsewhere();
            await this.repo.insertPack(trx, orgId, {
              pack_uuid: newUuid('pack'),
              pack_id: pack.pack_id,
              pack_type: pack.pack_type,
              quantity: pack.quantity,
              platform_subscription_id: subscriptionId,
              status: 'active',
              cancel_at_period_end: false,
              activation_date: now,
              cancellation_date: null,
              creation_date: now,
              update_date: now,
            });
            const created = await this.requireSubscription(trx, orgId, subscriptionId);
            await this.publishActivated(trx, orgId, created);
            return created;
          }
          if (found.pack_id !== pack.pack_id) {
            throw new ConflictError(
              `This subscription carries the ${found.pack_id} pack, not ${pack.pack_id}`,
              'subscription_pack_mismatch',
            );
          }
          if (found.status === 'active') {
            if (found.cancel_at_period_end) {
              await this.repo.markCancelAtPeriodEnd(trx, orgId, found.id, false, now);
            }
          } else if (await this.repo.moveStatus(trx, orgId, found.id, 'active', now)) {
            await this.publishActivated(trx, orgId, found);
          }
          return this.requireSubscription(trx, orgId, subscriptionId);
        }),
      [UNIQUE_SUBSCRIPTION],
      heldElsewhere,
    );
    return presentPack(row);
  }

  /** Records that the subscription ends at the end of its period; the pack stays active, no event. */
  async markCanceling(orgId: number, subscriptionId: string): Promise<PackRead> {
    await this.deps.requireOrg(orgId);
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const found = await this.findOwnSubscription(trx, orgId, subscriptionId);
      if (found.status === 'active' && !found.cancel_at_period_end) {
        await this.repo.markCancelAtPeriodEnd(trx, orgId, found.id, true, toDbTime(this.deps.clock.now()));
      }
      return this.requireSubscription(trx, orgId, subscriptionId);
    });
    return presentPack(row);
  }

  /** Cancels the pack: `pack_deactivated` when it was active, nothing when it was cancelled already. */
  async deactivate(orgId: number, subscriptionId: string): Promise<PackRead> {
    await this.deps.requireOrg(orgId);
    const row = await this.deps.db.transaction().execute(async (trx) => {
      const found = await this.findOwnSubscription(trx, orgId, subscriptionId);
      const now = toDbTime(this.deps.clock.now());
      if (await this.repo.moveStatus(trx, orgId, found.id, 'cancelled', now)) {
        await this.deps.events.publishEvent(trx, orgId, 'pack_deactivated', {
          pack_id: found.pack_id,
          pack_type: found.pack_type,
          platform_subscription_id: found.platform_subscription_id,
        });
      }
      return this.requireSubscription(trx, orgId, subscriptionId);
    });
    return presentPack(row);
  }

  /** The organization's pack of the subscription: 409 when another organization holds it, else 404. */
  private async findOwnSubscription(trx: Tx, orgId: number, subscriptionId: string): Promise<PackRow> {
    const found = await this.repo.findBySubscription(trx, orgId, subscriptionId);
    if (found !== undefined) return found;
    if (await this.repo.subscriptionHeldElsewhere(trx, orgId, subscriptionId)) throw heldElsewhere();
    throw new NotFoundError('No pack of this organization has this subscription', 'subscription_not_found');
  }

  private async requireSubscription(trx: Tx, orgId: number, subscriptionId: string): Promise<PackRow> {
    const row = await this.repo.findBySubscription(trx, orgId, subscriptionId);
    if (row === undefined)
      throw new NotFoundError('No pack of this organization has this subscription', 'subscription_not_found');
    return row;
  }

  private async publishActivated(trx: Tx, orgId: number, row: PackRow): Promise<void> {
    await this.deps.events.publishEvent(trx, orgId, 'pack_activated', {
      pack_id: row.pack_id,
      pack_type: row.pack_type,
      quantity: row.quantity,
      platform_subscription_id: row.platform_subscription_id,
    });
  }
}

/**
 * Organization settings [CONTRACT 11]: AI and payments switches and a switch per family. Admins and maintainers
 * read them, admins change them. API tokens are refused (403 `session_only`): these switches turn on paid AI
 * generation and payments, decisions for a person holding the admin role rather than an integration, and the
 * contract names roles, which tokens do not have.
 *
 * A change locks the settings row, applies itself to what it finds, and saves and announces only what really
 * changed, in one transaction: concurrent changes each see the other's result and each event reports the
 * effective values after its own change.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Db, Tx } from '../../db.ts';
import { toDbTime, type Clock } from '../../platform/clock.ts';
import type { AccessControl, Principal } from '../access/index.ts';
import type { EventPublisher } from '../webhooks/index.ts';
import { presentConfig, type OrgConfigRead } from './org-settings.presenter.ts';
import { FAMILIES, OrgSettingsRepository, type Family, type OrgSettings } from './org-settings.repository.ts';

export interface OrgSettingsDeps {
  db: Db;
  access: AccessControl;
  clock: Clock;
  events: EventPublisher;
  /** The organization (its signup mechanism is part of the config); 404 when it does not exist. */
  requireOrg: (orgId: number) => Promise<{ signup_mechanism: string }>;
}

export interface AiConfigInput {
  ai_enabled?: boolean;
  copilot_enabled?: boolean;
}

export type FeaturesInput = Partial<Record<Family, boolean>>;

export class OrgSettingsService {
  private readonly repo = new OrgSettingsRepository();

  constructor(private readonly deps: OrgSettingsDeps) {}

  async getConfig(principal: Principal, orgId: number): Promise<OrgConfigRead> {
    const org = await this.deps.requireOrg(orgId);
    await this.deps.access.requireRole(principal, orgId, ['admin', 'maintainer']);
    return presentConfig(org.signup_mechanism, await this.repo.find(this.deps.db, orgId));
  }

  /** `org_ai_config_changed` with both effective values when either changed. */
  setAi(principal: Principal, orgId: number, input: AiConfigInput): Promise<OrgConfigRead> {
    return this.change(
      principal,
      orgId,
      (current) => ({
        ...current,
        ai_enabled: input.ai_enabled ?? current.ai_enabled,
        copilot_enabled: input.copilot_enabled ?? current.copilot_enabled,
      }),
      async (trx, before, after) => {
        if (before.ai_enabled === after.ai_enabled && before.copilot_enabled === after.copilot_enabled)
          return;
        await this.deps.events.publishEvent(trx, orgId, 'org_ai_config_changed', {
          ai_enabled: after.ai_enabled,
          copilot_enabled: after.copilot_enabled,
        });
      },
    );
  }

  /** `org_payments_config_changed` when the value changed. */
  setPayments(
    principal: Principal,
    orgId: number,
    input: { payments_enabled?: boolean },
  ): Promise<OrgConfigRead> {
    return this.change(
      principal,
      orgId,
      (current) => ({ ...current, payments_enabled: input.payments_enabled ?? current.payments_enabled }),
      async (trx, before, after) => {
        if (before.payments_enabled === after.payments_enabled) return;
        await this.deps.events.publishEvent(trx, orgId, 'org_payments_config_changed', {
          payments_enabled: after.payments_enabled,
        });
      },
    );
  }

  /** Switches families off or on (the catalogue has no event for it). */
  setFeatures(principal: Principal, orgId: number, input: FeaturesInput): Promise<OrgConfigRead> {
    return this.change(
      principal,
      orgId,
      (current) => ({
        ...current,
        features: Object.fromEntries(
          FAMILIES.map((family) => [family, input[family] ?? current.features[family]]),
        ) as Record<Family, boolean>,
      }),
      async () => {},
    );
  }

  /** 404 → 403 (admins only) → the change, saved and announced only when it changed something. */
  private async change(
    principal: Principal,
    orgId: number,
    apply: (current: OrgSettings) => OrgSettings,
    announce: (trx: Tx, before: OrgSettings, after: OrgSettings) => Promise<void>,
  ): Promise<OrgConfigRead> {
    const org = await this.deps.requireOrg(orgId);
    await this.deps.access.requireRole(principal, orgId, ['admin']);
    const settings = await this.deps.db.transaction().execute(async (trx) => {
      const now = toDbTime(this.deps.clock.now());
      const before = await this.repo.lockForChange(trx, orgId, now);
      const after = apply(before);
      if (isDeepStrictEqual(before, after)) return before;
      await this.repo.save(trx, orgId, after, now);
      await announce(trx, before, after);
      return after;
    });
    return presentConfig(org.signup_mechanism, settings);
  }
}

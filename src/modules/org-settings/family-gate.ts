/**
 * The one check every CONTRACT 11 family runs before anything else about an organization: is the family
 * switched on there, and does its plan carry it. A switched-off family answers 404 to reads (it is not
 * there) and 403 `feature_disabled` to writes; in `saas` mode a plan below the family's minimum answers 403
 * `plan_required` naming the plan. Self-hosted deployments ignore plans.
 */
import type { DeploymentMode } from '../../config.ts';
import type { Tx } from '../../db.ts';
import { combinedRead } from '../../platform/db/together.ts';
import { ForbiddenError, NotFoundError } from '../../platform/http/errors.ts';
import { orgPlanPart, requirePlan, type Plan } from '../organizations/index.ts';
import { settingsPart, type Family, type OrgSettings } from './org-settings.repository.ts';

/** The lowest plan that carries each family in `saas` mode (null: every plan). */
export const FAMILY_PLANS: Record<Family, Plan | null> = {
  communities: 'standard',
  podcasts: 'standard',
  boards: 'standard',
  playgrounds: 'standard',
  collections: null,
};

const FAMILY_NAMES: Record<Family, string> = {
  communities: 'Communities',
  podcasts: 'Podcasts',
  boards: 'Boards',
  playgrounds: 'Playgrounds',
  collections: 'Collections',
};

const orgWithSettings = combinedRead((db, { orgId }: { orgId: number }) => ({
  plan: orgPlanPart(db, orgId),
  settings: settingsPart(db, orgId),
}));

/** What a family's service learns from the gate: the organization's plan and settings, read once. */
export interface OpenFamily {
  plan: string;
  settings: OrgSettings;
}

export class FamilyGate {
  constructor(private readonly deps: { db: Tx; deploymentMode: DeploymentMode }) {}

  /**
   * 404 when the organization does not exist; then, for the family: 404 (`read`) or 403 `feature_disabled`
   * (`write`) when switched off, 403 `plan_required` below its plan in `saas` mode.
   */
  async requireOpen(
    orgId: number,
    family: Family,
    intent: 'read' | 'write',
    db: Tx = this.deps.db,
  ): Promise<OpenFamily> {
    const { plan, settings } = await orgWithSettings(db, { orgId });
    if (plan === undefined) throw new NotFoundError('Organization not found');
    if (!settings.features[family]) {
      if (intent === 'read')
        throw new NotFoundError(`${FAMILY_NAMES[family]} are switched off in this organization`);
      throw new ForbiddenError(
        `${FAMILY_NAMES[family]} are switched off in this organization`,
        'feature_disabled',
      );
    }
    const minimum = FAMILY_PLANS[family];
    if (minimum !== null) requirePlan(this.deps.deploymentMode, plan, minimum, FAMILY_NAMES[family]);
    return { plan, settings };
  }
}

/**
 * Plans [CONTRACT 3]: recorded everywhere, enforced only when DEPLOYMENT_MODE=saas. Self-hosted
 * deployments get every feature whatever the plan says.
 */
import type { DeploymentMode } from '../../config.ts';
import { ForbiddenError } from '../../platform/http/errors.ts';

export const PLANS = ['free', 'standard', 'pro', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

/**
 * Members an organization may have in `saas` mode, per plan (null: no limit) [CONTRACT 11]; active
 * `member_seats` packs raise it. Self-hosted deployments have no limit.
 */
export const PLAN_MEMBER_LIMITS: Record<Plan, number | null> = {
  free: 50,
  standard: 500,
  pro: 5000,
  enterprise: null,
};

/** The member limit of `plan` in `mode` before packs: null when there is none (self-hosted, enterprise). */
export function planMemberLimit(mode: DeploymentMode, plan: string): number | null {
  if (mode !== 'saas') return null;
  return isPlan(plan) ? PLAN_MEMBER_LIMITS[plan] : PLAN_MEMBER_LIMITS.free;
}

export function isPlan(value: string): value is Plan {
  return (PLANS as readonly string[]).includes(value);
}

export function planAtLeast(plan: string, minimum: Plan): boolean {
  return PLANS.indexOf(plan as Plan) >= PLANS.indexOf(minimum);
}

/** 403 `plan_required` when a saas organization's plan is below `minimum` for `feature`. */
export function requirePlan(mode: DeploymentMode, plan: string, minimum: Plan, feature: string): void {
  if (mode === 'saas' && !planAtLeast(plan, minimum)) {
    throw new ForbiddenError(
      `${feature} need the ${minimum} plan or higher (this organization is on ${plan})`,
      'plan_required',
    );
  }
}

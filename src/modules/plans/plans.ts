/**
 * Plans [CONTRACT 3]: recorded everywhere, enforced only when DEPLOYMENT_MODE=saas. Self-hosted
 * deployments get every feature whatever the plan says.
 */
import type { DeploymentMode } from '../../config.ts';
import { ForbiddenError } from '../../platform/http/errors.ts';

export const PLANS = ['free', 'standard', 'pro', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

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

export { PLANS, isPlan, planAtLeast, requirePlan, type Plan } from './plans.ts';

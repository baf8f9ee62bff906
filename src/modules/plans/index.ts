export {
  PLANS,
  PLAN_MEMBER_LIMITS,
  isPlan,
  planAtLeast,
  planMemberLimit,
  requirePlan,
  type Plan,
} from './plans.ts';

/**
 * Every page of the app, by address. Each area keeps its own list (pages/<area>/routes.ts) so the areas grow
 * apart; the first match wins, so more specific patterns come first within an area.
 */
import type { RouteDef } from './router.tsx';
import { ACCOUNT_ROUTES } from './pages/account/routes.ts';
import { LEARNER_ROUTES } from './pages/learner/routes.ts';
import { ACTIVITY_ROUTES } from './pages/activity/routes.ts';
import { ASSIGNMENT_ROUTES } from './pages/assignments/routes.ts';
import { SCORM_ROUTES } from './pages/scorm/routes.ts';
import { TEACH_ROUTES } from './pages/teach/routes.ts';
import { ADMIN_ROUTES } from './pages/admin/routes.ts';

export const ROUTES: readonly RouteDef[] = [
  ...ACCOUNT_ROUTES,
  ...ACTIVITY_ROUTES,
  ...LEARNER_ROUTES,
  ...ASSIGNMENT_ROUTES,
  ...SCORM_ROUTES,
  ...TEACH_ROUTES,
  ...ADMIN_ROUTES,
];

import type { RouteDef } from '../../router.tsx';
import { LazyActivityPage } from './lazy-page.tsx';

export const ACTIVITY_ROUTES: RouteDef[] = [
  // Public: a public course's public activity opens without signing in; the service decides (SPEC 2.3 lock_type).
  {
    path: '/courses/:course_uuid/activities/:activity_uuid',
    component: LazyActivityPage,
    access: 'public',
    title: 'Activity',
  },
];

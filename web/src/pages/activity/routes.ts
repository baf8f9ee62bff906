import type { RouteDef } from '../../router.tsx';

export const ACTIVITY_ROUTES: RouteDef[] = [];

import type { RouteDef } from '../../router.tsx';

export const ADMIN_ROUTES: RouteDef[] = [];

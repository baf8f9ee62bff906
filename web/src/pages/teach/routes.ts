import type { RouteDef } from '../../router.tsx';

export const TEACH_ROUTES: RouteDef[] = [];

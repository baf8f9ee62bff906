import type { RouteDef } from '../../router.tsx';

export const ASSIGNMENT_ROUTES: RouteDef[] = [];

import type { RouteDef } from '../../router.tsx';
import { AssignmentPage } from './assignment-page.tsx';

export const ASSIGNMENT_ROUTES: RouteDef[] = [
  { path: '/assignments/:assignment_uuid', component: AssignmentPage, title: 'Assignment' },
];

import type { RouteDef } from '../../router.tsx';
import { ScormPlayerPage } from './player.tsx';

export const SCORM_ROUTES: RouteDef[] = [
  { path: '/scorm/:activity_uuid', component: ScormPlayerPage, title: 'Course package' },
];

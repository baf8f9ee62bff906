import type { RouteDef } from '../../router.tsx';
import { ScormPlayerPage } from './player.tsx';

export const SCORM_ROUTES: RouteDef[] = [
  { path: '/scorm/:activity_uuid', component: ScormPlayerPage, title: 'Course package' },
  // CONTRACT 12's launch address serves this same page (src/modules/scorm/scorm-content.routes.ts).
  { path: '/api/v1/scorm/:activity_uuid/launch', component: ScormPlayerPage, title: 'Course package' },
];

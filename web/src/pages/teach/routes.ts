import type { RouteDef } from '../../router.tsx';
import { lazyPage } from './lazy.tsx';

/** The instructor's pages (instructors, maintainers and admins: `maker`), loaded when first opened. */
export const TEACH_ROUTES: RouteDef[] = [
  {
    path: '/teach',
    component: lazyPage(() => import('./teach-home.tsx').then((m) => m.TeachHomePage)),
    access: 'maker',
    title: 'Teach',
  },
  {
    path: '/teach/courses/:course_uuid',
    component: lazyPage(() => import('./course-teach.tsx').then((m) => m.CourseTeachPage)),
    access: 'maker',
    title: 'Course',
  },
  {
    path: '/teach/assignments/:assignment_uuid/submissions/:user_id',
    component: lazyPage(() => import('./grading.tsx').then((m) => m.GradingPage)),
    access: 'maker',
    title: 'Grading',
  },
  {
    path: '/teach/scorm/:activity_uuid',
    component: lazyPage(() => import('./scorm-results.tsx').then((m) => m.ScormResultsPage)),
    access: 'maker',
    title: 'Package results',
  },
  {
    path: '/teach/assignments/:assignment_uuid',
    component: lazyPage(() => import('./submissions.tsx').then((m) => m.SubmissionsPage)),
    access: 'maker',
    title: 'Submissions',
  },
];

import type { RouteDef } from '../../router.tsx';
import { CataloguePage } from './catalogue.tsx';
import { CertificatePage, VerifyPage } from './certificate.tsx';
import { CoursePage } from './course-page.tsx';
import { MyLearningPage } from './my-learning.tsx';

export const LEARNER_ROUTES: RouteDef[] = [
  { path: '/', component: CataloguePage, title: 'Courses' },
  { path: '/courses/:course_uuid/certificate', component: CertificatePage, title: 'Your certificate' },
  { path: '/courses/:course_uuid', component: CoursePage, title: 'Course' },
  { path: '/my/progress', component: MyLearningPage, title: 'My learning' },
  { path: '/verify/:uuid', component: VerifyPage, access: 'public', title: 'Certificate check' },
];

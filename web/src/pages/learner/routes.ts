import type { RouteDef } from '../../router.tsx';
import { CataloguePage } from './catalogue.tsx';

export const LEARNER_ROUTES: RouteDef[] = [{ path: '/', component: CataloguePage, title: 'Courses' }];

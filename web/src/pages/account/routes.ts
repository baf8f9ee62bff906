import type { RouteDef } from '../../router.tsx';
import { SignInPage } from './sign-in.tsx';

export const ACCOUNT_ROUTES: RouteDef[] = [
  { path: '/signin', component: SignInPage, access: 'public', title: 'Sign in' },
];

import type { RouteDef } from '../../router.tsx';
import { JoinPage } from './join.tsx';
import { OidcReturnPage } from './oidc-pages.tsx';
import { SignInPage } from './sign-in.tsx';
import { SignUpPage } from './sign-up.tsx';

export const ACCOUNT_ROUTES: RouteDef[] = [
  { path: '/signin', component: SignInPage, access: 'public', title: 'Sign in' },
  { path: '/signin/oidc', component: OidcReturnPage, access: 'public', title: 'Signing in' },
  { path: '/signup', component: SignUpPage, access: 'public', title: 'Create an account' },
  {
    path: '/join/:org_id/:invite_code',
    component: JoinPage,
    access: 'public',
    title: 'Accept your invitation',
  },
];

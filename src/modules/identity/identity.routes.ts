/** Signup, the signed-in user and SPEC 4.1's authentication endpoints (OpenID Connect: oauth.routes.ts). */
import { Type } from 'typebox';
import { errors } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import { UnauthorizedError } from '../../platform/http/errors.ts';
import type { Static } from 'typebox';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { AccessControl } from '../access/index.ts';
import type { IdentityService } from './identity.service.ts';
import type { LoginService } from './login.service.ts';
import type { Sessions } from './sessions.ts';
import { REFRESH_COOKIE, bearerToken } from '../access/index.ts';
import { clearSessionCookies, setSessionCookies } from './cookies.ts';
import {
  DetailResponse,
  InviteSignupParams,
  LoginBody,
  MeResponse,
  OrgIdParams,
  ResendVerificationBody,
  SessionResponse,
  SignupBody,
  VerifyEmailBody,
} from './identity.schemas.ts';
import { presentUser, UserRead } from './identity.presenter.ts';
import { HOUR } from '../../platform/clock.ts';
import { RateLimitedError } from '../../platform/http/errors.ts';

const USERS = ['users'];
const AUTH = ['auth'];

/** What these routes use; the person's organizations come from the organizations module, as a function. */
export interface IdentityRouteDeps {
  access: AccessControl;
  identity: IdentityService;
  login: LoginService;
  sessions: Sessions;
  limiter: RateLimiter;
  /** The service's public address (`https://` makes cookies `Secure`). */
  publicUrl: string;
  listOrgsOfUser: (userId: number) => Promise<Static<typeof MeResponse>['orgs']>;
}

export function registerIdentityRoutes(app: App, s: IdentityRouteDeps): void {
  const secureCookies = s.publicUrl.startsWith('https://');

  app.post(
    '/users/:org_id',
    {
      config: { public: true },
      schema: {
        tags: USERS,
        operationId: 'signUp',
        summary: 'Sign up into an organization (open signup)',
        params: OrgIdParams,
        body: SignupBody,
        response: { 200: UserRead, ...errors(403, 404, 409, 422) },
      },
    },
    async (request) => presentUser(await s.identity.signup(request.params.org_id, request.body)),
  );

  app.post(
    '/users/:org_id/invite/:invite_code',
    {
      config: { public: true },
      schema: {
        tags: USERS,
        operationId: 'signUpWithInvite',
        summary: 'Sign up with an invite code (works for invite-only organizations)',
        params: InviteSignupParams,
        body: SignupBody,
        response: { 200: UserRead, ...errors(400, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      presentUser(await s.identity.signup(request.params.org_id, request.body, request.params.invite_code)),
  );

  app.get(
    '/users/me',
    {
      config: { sessionOnly: true },
      schema: {
        tags: USERS,
        operationId: 'getCurrentUser',
        summary: 'The signed-in user and their organizations',
        response: { 200: MeResponse, ...errors(401, 403) },
      },
    },
    async (request) => {
      const { user, confinedTo } = s.access.sessionPerson(request.principal);
      const row = await s.identity.getUser(user.id);
      const orgs = await s.listOrgsOfUser(user.id);
      // A session from the token swap sees only the token's organization, never the person's others.
      return {
        ...presentUser(row),
        orgs: confinedTo === undefined ? orgs : orgs.filter((o) => o.org_id === confinedTo),
      };
    },
  );

  app.post(
    '/auth/login',
    {
      config: { public: true, skipAuth: true },
      schema: {
        tags: AUTH,
        operationId: 'logIn',
        summary: 'Password login (form-encoded username = email, password)',
        consumes: ['application/x-www-form-urlencoded'],
        body: LoginBody,
        response: { 200: SessionResponse, ...errors(401, 403, 422, 423, 429) },
      },
    },
    async (request, reply) => {
      const { user, tokens } = await s.login.login(request.ip, request.body.username, request.body.password);
      setSessionCookies(reply, tokens, secureCookies);
      return { user: presentUser(user), tokens };
    },
  );

  app.get(
    '/auth/refresh',
    {
      config: { public: true, skipAuth: true },
      schema: {
        tags: AUTH,
        operationId: 'refreshTokens',
        summary: 'Exchange a refresh token (cookie or Bearer) for a new token pair; the old one is spent',
        security: [{ refreshBearer: [] }, { refreshCookie: [] }],
        response: { 200: SessionResponse, ...errors(401) },
      },
    },
    async (request, reply) => {
      const presented = bearerToken(request) ?? request.cookies[REFRESH_COOKIE];
      if (presented === undefined || presented === '') throw new UnauthorizedError('Refresh token required');
      const { user, tokens } = await s.sessions.refresh(presented);
      setSessionCookies(reply, tokens, secureCookies);
      return { user: presentUser(user), tokens };
    },
  );

  app.delete(
    '/auth/logout',
    {
      config: { sessionOnly: true },
      schema: {
        tags: AUTH,
        operationId: 'logOut',
        summary: 'End every session of the signed-in user',
        response: { 204: Type.Null(), ...errors(401, 403) },
      },
    },
    async (request, reply) => {
      // Ending every session acts on the whole account: never through a swapped session, which expires
      // within the hour anyway.
      const principal = s.access.requireSessionUser(request.principal, 'account');
      await s.sessions.revokeAll(principal.user.id);
      clearSessionCookies(reply, secureCookies);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/verify-email',
    {
      config: { public: true, skipAuth: true },
      schema: {
        tags: AUTH,
        operationId: 'verifyEmail',
        summary: 'Verify an email address with the token from the verification mail',
        body: VerifyEmailBody,
        response: {
          200: Type.Object({ detail: Type.String(), user: UserRead }, { title: 'EmailVerified' }),
          ...errors(400, 422),
        },
      },
    },
    async (request) => ({
      detail: 'Email verified',
      user: presentUser(await s.identity.verifyEmail(request.body.token)),
    }),
  );

  app.post(
    '/auth/resend-verification',
    {
      config: { public: true, skipAuth: true },
      schema: {
        tags: AUTH,
        operationId: 'resendVerificationEmail',
        summary: 'Send a new verification mail (the answer is the same whether or not the address exists)',
        body: ResendVerificationBody,
        response: { 200: DetailResponse, ...errors(422, 429) },
      },
    },
    async (request) => {
      const budget = await s.limiter.hit(`resend-verification:ip:${request.ip}`, 20, HOUR);
      if (!budget.allowed)
        throw new RateLimitedError('Too many requests; try again later', budget.retryAfterSeconds);
      await s.identity.resendVerification(request.body.email);
      return {
        detail: 'If this address belongs to an unverified account, a verification email is on its way',
      };
    },
  );
}

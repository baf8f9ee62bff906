export {
  AccessControl,
  actingRole,
  actorUserId,
  lowerRole,
  type Actor,
  type RoleLookup,
} from './access-control.ts';
export {
  ANONYMOUS,
  formatSwapActor,
  parseSwapActor,
  type AuthenticatedToken,
  type AuthenticatedUser,
  type Principal,
  type SwapOrigin,
} from './principal.ts';
export * from './rights.ts';
export {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  bearerToken,
  registerAuthHooks,
  type Authenticator,
} from './auth-hooks.ts';
export { createAuthenticator, type AuthenticatorDeps } from './authenticator.ts';

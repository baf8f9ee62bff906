export { AccessControl, actingRole, type Actor, type RoleLookup } from './access-control.ts';
export { ANONYMOUS, type AuthenticatedToken, type AuthenticatedUser, type Principal } from './principal.ts';
export * from './rights.ts';
export {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  bearerToken,
  registerAuthHooks,
  type Authenticator,
} from './auth-hooks.ts';
export { createAuthenticator, type AuthenticatorDeps } from './authenticator.ts';

export { AccessTokens, ACCESS_TOKEN_TTL_SECONDS } from './access-tokens.ts';
export { IdentityRepository, type UserRow } from './identity.repository.ts';
export { IdentityService, type SignupGate } from './identity.service.ts';
export { registerIdentityRoutes } from './identity.routes.ts';
export { LoginService, LOCKOUT, LOGIN_LIMIT } from './login.service.ts';
export { Sessions } from './sessions.ts';
export { presentUser, UserRead } from './user.presenter.ts';
export { hashPassword } from './passwords.ts';

export { ApiTokensService, TOKEN_PREFIX } from './api-tokens.service.ts';
export { registerApiTokenRoutes } from './api-tokens.routes.ts';
export { TokenSwapService } from './token-swap.service.ts';

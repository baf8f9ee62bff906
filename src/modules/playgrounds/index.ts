export { PlaygroundsService, type PlaygroundGroupLinks } from './playgrounds.service.ts';
export { PlaygroundReactionsService } from './playground-reactions.service.ts';
export { PlaygroundGenerationService, type AiCredits } from './playground-generation.service.ts';
export { type AiSettings } from './ai-client.ts';
export { registerPlaygroundRoutes } from './playgrounds.routes.ts';
export * from './playgrounds.reads.ts';

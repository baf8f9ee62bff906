/**
 * The parts of undici the service uses, for the modules that load them on first use (`import('…/undici.ts')`):
 * the webhook sender and the AI client. undici is a CommonJS package; in the bundle (`npm run build`) an
 * `import('undici')` would give its default export only, where naming its exports here gives each of them.
 * scripts/build.mjs refuses an `import()` of a CommonJS package for that reason.
 */
export { Agent, buildConnector, request } from 'undici';

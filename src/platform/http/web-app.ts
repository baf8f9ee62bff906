/**
 * The web app, served by the same process at `/`: web/dist as `npm run build` leaves it (scripts/build-web.mjs).
 * Files under `/assets/` carry a content hash in their names, so browsers keep them for a year without asking
 * again; each may have a `.br` and `.gz` twin made at build time, sent to a browser that accepts it. Every other
 * page address (a deep link, a reload) gets index.html, never cached, so a new build is picked up at once; the
 * API and the docs keep their JSON 404s. Files are read on first request and kept: a handful, all small.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from './errors.ts';

const YEAR = 365 * 24 * 60 * 60;

/** Where the stand-in runtime API of SCORM packages is served (web/src/scorm-bridge.ts); its pages load it. */
export const SCORM_BRIDGE_PATH = '/scorm-bridge.js';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.json': 'application/json',
  '.map': 'application/json',
};

/**
 * The app's pages may frame embeds, videos and PDFs from anywhere (SPEC 2.3.2), load images from anywhere (rich
 * text, Unsplash), and run only their own scripts; KaTeX and the editor set inline styles. Besides the service,
 * they may call only the configured OpenID Connect issuers (`connectTo`): the sign-in page reads a provider's
 * discovery document and trades the authorization code at its token endpoint from the browser.
 */
export function pagePolicy(connectTo: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' blob: https: http:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectTo].join(' '),
    'frame-src *',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

interface Asset {
  type: string;
  etag: string;
  body: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
}

/** web/dist of this checkout: the nearest folder above this file that holds package.json, then web/dist. */
export function defaultWebDir(): string {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return path.join(dir, 'web', 'dist');
}

export interface WebApp {
  /** Answers a GET for a page address with index.html; false when the request is not one (the API's 404 follows). */
  servePage(request: FastifyRequest, reply: FastifyReply): boolean;
  /** Answers with the app's page whatever the address (an API route that is a page of the app, as a launch). */
  sendPage(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

export interface WebAppOptions {
  /** Origins the pages may call besides the service (the OpenID Connect issuers). */
  connectTo?: readonly string[];
}

export function registerWebApp(app: FastifyInstance, dir: string, options: WebAppOptions = {}): WebApp {
  const policy = pagePolicy(options.connectTo);
  const cache = new Map<string, Asset | null>();
  const read = (file: string): Asset | null => {
    const cached = cache.get(file);
    if (cached !== undefined) return cached;
    let asset: Asset | null;
    try {
      const body = readFileSync(path.join(dir, file));
      const twin = (ext: string) =>
        existsSync(path.join(dir, file + ext)) ? readFileSync(path.join(dir, file + ext)) : undefined;
      asset = {
        type: TYPES[path.extname(file)] ?? 'application/octet-stream',
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        body,
        br: twin('.br'),
        gzip: twin('.gz'),
      };
    } catch {
      asset = null;
    }
    cache.set(file, asset);
    return asset;
  };
  // Only names the build wrote are served: nothing a request spells can reach outside assets/.
  const assetNames = new Set<string>();
  try {
    for (const name of readdirSync(path.join(dir, 'assets')))
      if (!/\.(br|gz)$/.test(name)) assetNames.add(name);
  } catch {
    // Not built: the pages say so (below) and assets are 404s.
  }

  const send = (request: FastifyRequest, reply: FastifyReply, asset: Asset, cacheControl: string) => {
    reply.header('cache-control', cacheControl).header('etag', asset.etag).header('vary', 'accept-encoding');
    reply.header('x-content-type-options', 'nosniff').type(asset.type);
    if (request.headers['if-none-match'] === asset.etag) return reply.status(304).send();
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (asset.br !== undefined && /\bbr\b/.test(accepts))
      return reply.header('content-encoding', 'br').send(asset.br);
    if (asset.gzip !== undefined && /\bgzip\b/.test(accepts))
      return reply.header('content-encoding', 'gzip').send(asset.gzip);
    return reply.send(asset.body);
  };

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const index = read('index.html');
    reply.header('content-security-policy', policy).header('referrer-policy', 'same-origin');
    if (index === null) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built in this checkout: run `npm run build`, then reload.');
    }
    return send(request, reply, index, 'no-cache');
  };

  const hidden = { schema: { hide: true }, config: { public: true, skipAuth: true } };
  app.get('/', hidden, (request, reply) => sendPage(request, reply));
  app.get<{ Params: { '*': string } }>('/assets/*', hidden, (request, reply) => {
    const name = request.params['*'];
    const asset = assetNames.has(name) ? read(`assets/${name}`) : null;
    if (asset === null) throw new NotFoundError('No such file in the web app');
    return send(request, reply, asset, `public, max-age=${YEAR}, immutable`);
  });

  // The runtime stand-in SCORM packages load (scorm-bridge.ts): a fixed address, so it is checked on each use.
  app.get(SCORM_BRIDGE_PATH, hidden, (request, reply) => {
    const bridge = read('scorm-bridge.js');
    if (bridge === null) throw new NotFoundError('The web app is not built');
    return send(request, reply, bridge, 'no-cache');
  });

  return {
    sendPage,
    servePage(request, reply) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const pathname = request.url.split('?')[0] ?? '';
      if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/docs')) return false;
      if (!String(request.headers.accept ?? '').includes('text/html')) return false;
      void sendPage(request, reply);
      return true;
    },
  };
}

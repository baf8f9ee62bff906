/**
 * The API documentation UI at /docs (@fastify/swagger-ui and the static files it serves), built on the first
 * request for it rather than at start: most instances never serve it. The UI lives in a small Fastify instance of
 * its own, made on that first request, showing the document the service generates (`root.swagger()`); the
 * service's /docs routes hand each request to it and send its answer back. Headers, request ids and the error
 * shape stay the service's: a path the UI does not have is the service's 404.
 */
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { NotFoundError } from './errors.ts';

/** Hop-by-hop and length headers are the service's own business, not copied from the UI's answer. */
const NOT_COPIED = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

export function registerDocsUi(root: FastifyInstance, routePrefix = '/docs'): void {
  let ui: Promise<FastifyInstance> | undefined;
  const build = async (): Promise<FastifyInstance> => {
    // @fastify/swagger is loaded at start anyway (it makes the service's document); the UI is not.
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    const instance = Fastify();
    // The plugin's types know OpenAPI 3.0 documents only; the UI shows this 3.1 one as it is.
    const document = root.swagger() as StaticDocumentSpec['document'];
    await instance.register(swagger, { mode: 'static', specification: { document } });
    await instance.register(swaggerUi, { routePrefix });
    await instance.ready();
    return instance;
  };

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    // A failed build is tried again on the next request rather than remembered.
    ui ??= build().catch((error: unknown) => {
      ui = undefined;
      throw error;
    });
    const answer = await (
      await ui
    ).inject({
      method: 'GET',
      url: request.url,
      headers: {
        ...pick(request, 'accept'),
        ...pick(request, 'accept-encoding'),
        ...pick(request, 'if-none-match'),
        ...pick(request, 'if-modified-since'),
      },
    });
    // A GET without a body can only be refused for its path: the UI's 404 (or 405 for a path under its files)
    // is a 404 in the service's shape.
    if (answer.statusCode >= 400 && answer.statusCode < 500) {
      throw new NotFoundError(`No route for ${request.method} ${request.url.split('?')[0] ?? ''}`);
    }
    if (answer.statusCode >= 500) throw new Error(`the docs UI answered ${answer.statusCode}`);
    for (const [name, value] of Object.entries(answer.headers)) {
      if (!NOT_COPIED.has(name) && value !== undefined) void reply.header(name, value);
    }
    return reply.code(answer.statusCode).send(answer.rawPayload);
  };

  for (const url of [routePrefix, `${routePrefix}/*`]) {
    root.get(url, { schema: { hide: true } }, forward);
  }
}

function pick(request: FastifyRequest, name: string): Record<string, string> {
  const value = request.headers[name];
  return typeof value === 'string' ? { [name]: value } : {};
}

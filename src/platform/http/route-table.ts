/**
 * Every route the application registers, as it was registered: tests walk this table to hold each route to
 * the rules that must hold everywhere (a swapped session stays in its organization, every answer has a
 * schema), so a route added later cannot be forgotten by them.
 */
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

export interface RouteEntry {
  method: string;
  /** The full path with its prefix, in Fastify's form (`/api/v1/courses/:course_uuid`). */
  url: string;
  config: RouteOptions['config'];
  schema: FastifySchema | undefined;
}

/** Starts recording the routes registered on `app` from now on; the array fills as they are added. */
export function recordRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // HEAD routes are Fastify's automatic twins of GET routes.
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, config: route.config, schema: route.schema });
    }
  });
  return routes;
}

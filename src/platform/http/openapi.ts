/**
 * The OpenAPI document's settings for @fastify/swagger (docs/architecture.md, "The OpenAPI document"). Routes
 * carry their `operationId`, `tags` and `summary` in their schema; what every route would repeat is decided
 * here once: each operation's security follows the route's auth config, and a multipart route's parts, which
 * Fastify must not validate (the handler streams them), reach the document through the `multipart` key.
 */
import type { RouteOptions } from 'fastify';
import type { SwaggerOptions } from '@fastify/swagger';
import type { TSchema } from 'typebox';
import { nameComponents, type DocumentedSchemas } from './openapi-components.ts';

declare module 'fastify' {
  interface FastifySchema {
    /** A multipart route's parts, for the document only: see `multipartForm`. */
    multipart?: MultipartForm;
    /** A body Fastify must not validate (a binary one, kept as a Buffer), described for the document only. */
    documentedBody?: Record<string, unknown>;
  }
}

/** The tags every operation takes one of, in the order the docs UI lists them. */
export const OPENAPI_TAGS = [
  { name: 'platform', description: 'Liveness and the service itself' },
  {
    name: 'auth',
    description: 'Sessions: password and OpenID Connect sign-in, refresh, logout, email checks',
  },
  { name: 'users', description: 'Signing up and the signed-in user' },
  { name: 'organizations', description: 'Organizations, members and roles, invites, provisioning' },
  { name: 'api-tokens', description: 'Organization API tokens and the token swap' },
  { name: 'webhooks', description: 'Signed webhook endpoints, the event catalogue and deliveries' },
  { name: 'courses', description: 'Courses, chapters, the course tree, contributors and announcements' },
  { name: 'activities', description: 'Activities, their uploaded files and content versions' },
  { name: 'blocks', description: 'Media blocks uploaded into activities' },
  {
    name: 'scorm',
    description:
      'SCORM 1.2 and 2004 packages: analysis and import into activities, their sandboxed content, the runtime of attempts and results',
  },
  { name: 'assignments', description: 'Assignments, tasks, answers, submissions and grades' },
  { name: 'certificates', description: 'Certificate configurations and issued certificates' },
  {
    name: 'progress',
    description: 'Enrolment and progress through courses, for learners and administrators',
  },
  { name: 'usergroups', description: 'User groups and the content restricted to them' },
  { name: 'podcasts', description: 'Podcasts, episodes, their audio (HTTP ranges) and RSS feeds' },
  { name: 'collections', description: 'Ordered collections of an organization’s courses' },
  {
    name: 'playgrounds',
    description: 'Interactive HTML pages, served sandboxed, with reactions and AI generation',
  },
  {
    name: 'internal',
    description:
      "Operators' billing systems: packs, authenticated by the X-Platform-Key header (404 when PLATFORM_API_KEY is unset)",
  },
  { name: 'communities', description: 'Communities, their discussions, comments, votes and moderation' },
  { name: 'boards', description: 'Collaborative boards: members, the Yjs document and live editing' },
] as const;

const SIGNED_IN: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/**
 * The security of an operation, from its route config: credentials required by default; `public` routes serve
 * anonymous callers and callers with credentials alike (`{}` is the anonymous alternative); `skipAuth` routes
 * read no credentials at all. A route whose schema names its own security (the refresh endpoint) keeps it.
 */
export function securityOf(config: RouteOptions['config']): Record<string, string[]>[] {
  if (config?.skipAuth === true) return [];
  if (config?.public === true) return [{}, ...SIGNED_IN];
  return SIGNED_IN;
}

export interface MultipartForm {
  type: 'object';
  properties: Record<string, unknown>;
  required: string[];
  additionalProperties: false;
}

/**
 * A multipart body's parts: the text fields of `fields` (the schema the handler checks them with) and the
 * files, each `format: binary`.
 */
export function multipartForm(
  fields: { properties: Record<string, TSchema>; required?: string[] } | undefined,
  files: Record<string, { required: boolean; description: string }>,
): MultipartForm {
  const fileParts = Object.entries(files);
  return {
    type: 'object',
    properties: {
      ...fields?.properties,
      ...Object.fromEntries(
        fileParts.map(([name, file]) => [
          name,
          { type: 'string', format: 'binary', description: file.description },
        ]),
      ),
    },
    required: [
      ...(fields?.required ?? []),
      ...fileParts.filter(([, file]) => file.required).map(([name]) => name),
    ],
    additionalProperties: false,
  };
}

/** The swagger registration's options: the document's frame and the per-route transform. */
export function openApiOptions(
  publicUrl: string,
  version: string,
  documented: DocumentedSchemas = {},
): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Learning platform API',
        version,
        description:
          'Organizations, courses, assignments, grading and webhooks. Errors: `{detail, code}` (422: `detail` is a list).',
        // The package is UNLICENSED: an SPDX reference to a license of its own says so.
        license: { name: 'Proprietary (UNLICENSED)', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: publicUrl, description: 'This service (PUBLIC_URL)' }],
      tags: OPENAPI_TAGS.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'A user JWT or an API token (svc_…)' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'access_token_cookie' },
          refreshBearer: { type: 'http', scheme: 'bearer', description: 'A refresh token' },
          refreshCookie: { type: 'apiKey', in: 'cookie', name: 'refresh_token_cookie' },
          platformKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Platform-Key',
            description: 'PLATFORM_API_KEY, for the internal routes of billing systems',
          },
        },
      },
      security: SIGNED_IN,
    },
    transform: ({ schema, url, route }) => {
      const { multipart, documentedBody, ...rest } = schema ?? {};
      const operation: Record<string, unknown> = { ...rest };
      // A wildcard tail (`/content/*`) is the path parameter `path` in the document.
      if (url.endsWith('/*')) {
        url = `${url.slice(0, -1)}{path}`;
        operation.params = wildcardAsPath(rest.params);
      }
      operation.security ??= securityOf(route.config);
      if (multipart !== undefined) operation.body = multipart;
      if (documentedBody !== undefined) operation.body = documentedBody;
      return { schema: operation, url };
    },
    // Titled schemas become components once the document is complete (openapi-components.ts).
    transformObject: (document) =>
      'openapiObject' in document
        ? nameComponents(document.openapiObject, documented)
        : document.swaggerObject,
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  };
}

/** A route's params schema with its wildcard (`*`) property named `path`, as the document's path names it. */
function wildcardAsPath(params: unknown): unknown {
  if (typeof params !== 'object' || params === null) return params;
  const { properties, required, ...schema } = params as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  if (properties === undefined || !('*' in properties)) return params;
  const { '*': tail, ...others } = properties;
  return {
    ...schema,
    properties: { ...others, path: tail },
    ...(required !== undefined && { required: required.map((name) => (name === '*' ? 'path' : name)) }),
  };
}

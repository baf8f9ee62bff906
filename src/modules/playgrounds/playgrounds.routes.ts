/**
 * Playgrounds [CONTRACT 11]: the playground as JSON, its reactions, and the two answers that are not JSON:
 * the page itself (`/view`, sandboxed) and a generation (`/generate`, Server-Sent Events).
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { errors, Page, pageOf, PaginationQuery } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import type { GenerationEvent, PlaygroundGenerationService } from './playground-generation.service.ts';
import type { PlaygroundReactionsService } from './playground-reactions.service.ts';
import {
  PlaygroundReactions,
  PlaygroundRead,
  PlaygroundSummary,
  ReactionToggled,
} from './playgrounds.presenter.ts';
import {
  CreatePlaygroundBody,
  GenerateBody,
  OrgParams,
  OrgQuery,
  PlaygroundParams,
  ReactionBody,
  UpdatePlaygroundBody,
} from './playgrounds.schemas.ts';
import type { PlaygroundsService } from './playgrounds.service.ts';

const tags = ['playgrounds'];

/**
 * The page's headers. `sandbox allow-scripts` runs it in an opaque origin: its scripts run, but it cannot read
 * the service's cookies or storage, and its requests to the API are cross-origin, so they carry no session
 * (SameSite) and their answers are unreadable (no CORS).
 */
export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': 'sandbox allow-scripts',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  // Who may read it depends on the caller: never kept by shared caches.
  'cache-control': 'private, no-store',
} as const;

const PageResponse = {
  description: 'The page, served sandboxed (`Content-Security-Policy: sandbox allow-scripts`)',
  content: { 'text/html': { schema: { type: 'string' } } },
} as const;

const EventStreamResponse = {
  description:
    'Server-Sent Events: `delta` events `{content}` while the page is written; then `done` with the playground ' +
    '(PlaygroundRead) once the page is saved, or `error` `{detail, code}` when the generation failed (nothing saved)',
  content: { 'text/event-stream': { schema: { type: 'string' } } },
} as const;

/** What these routes use. */
export interface PlaygroundRouteDeps {
  playgrounds: PlaygroundsService;
  playgroundReactions: PlaygroundReactionsService;
  playgroundGeneration: PlaygroundGenerationService;
}

export function registerPlaygroundRoutes(app: App, s: PlaygroundRouteDeps): void {
  app.post(
    '/playgrounds/',
    {
      schema: {
        tags,
        operationId: 'createPlayground',
        summary: 'Create a playground (unpublished until published with PUT)',
        querystring: OrgQuery,
        body: CreatePlaygroundBody,
        response: { 200: PlaygroundRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.playgrounds.create(request.principal, request.query.org_id, request.body),
  );

  app.get(
    '/playgrounds/org/:org_id',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'listOrgPlaygrounds',
        summary: "The organization's playgrounds the caller may read, newest first, without their pages",
        params: OrgParams,
        querystring: PaginationQuery,
        response: { 200: Page(PlaygroundSummary), ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.playgrounds.list(request.principal, request.params.org_id, pageOf(request.query)),
  );

  app.get(
    '/playgrounds/:playground_uuid',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getPlayground',
        summary: 'A playground, its page as a JSON string (the page is served only by /view)',
        params: PlaygroundParams,
        response: { 200: PlaygroundRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.playgrounds.get(request.principal, request.params.playground_uuid),
  );

  app.put(
    '/playgrounds/:playground_uuid',
    {
      schema: {
        tags,
        operationId: 'updatePlayground',
        summary: 'Change a playground (partial), publish or unpublish it',
        params: PlaygroundParams,
        body: UpdatePlaygroundBody,
        response: { 200: PlaygroundRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.playgrounds.update(request.principal, request.params.playground_uuid, request.body),
  );

  app.delete(
    '/playgrounds/:playground_uuid',
    {
      schema: {
        tags,
        operationId: 'deletePlayground',
        summary: 'Delete a playground, its reactions and its user-group links',
        params: PlaygroundParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await s.playgrounds.delete(request.principal, request.params.playground_uuid);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/playgrounds/:playground_uuid/view',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'viewPlayground',
        summary: 'The page itself, as HTML in a sandbox of its own (an opaque origin)',
        params: PlaygroundParams,
        response: { 200: PageResponse, ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const page = await s.playgrounds.page(request.principal, request.params.playground_uuid);
      return reply.headers(PAGE_HEADERS).send(page);
    },
  );

  app.post(
    '/playgrounds/:playground_uuid/reactions',
    {
      schema: {
        tags,
        operationId: 'togglePlaygroundReaction',
        summary: "Add the caller's reaction with an emoji, or remove it when they had it",
        params: PlaygroundParams,
        body: ReactionBody,
        response: { 200: ReactionToggled, ...errors(401, 403, 404, 422) },
      },
    },
    (request) =>
      s.playgroundReactions.toggle(request.principal, request.params.playground_uuid, request.body.emoji),
  );

  app.get(
    '/playgrounds/:playground_uuid/reactions',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'listPlaygroundReactions',
        summary: 'Reaction counts per emoji, and whether the caller reacted with each',
        params: PlaygroundParams,
        response: { 200: PlaygroundReactions, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.playgroundReactions.list(request.principal, request.params.playground_uuid),
  );

  app.post(
    '/playgrounds/:playground_uuid/generate',
    {
      schema: {
        tags,
        operationId: 'generatePlayground',
        summary: "Generate the playground's page with the AI server, streamed as Server-Sent Events",
        params: PlaygroundParams,
        body: GenerateBody,
        response: { 200: EventStreamResponse, ...errors(401, 403, 404, 422, 502, 503) },
      },
    },
    async (request, reply) => {
      const events = await s.playgroundGeneration.start(
        request.principal,
        request.params.playground_uuid,
        request.body.prompt,
      );
      return sendEvents(reply, events);
    },
  );
}

/** Streams the events as Server-Sent Events (the route's schema only documents the answer). */
function sendEvents(reply: FastifyReply, events: AsyncGenerator<GenerationEvent>): FastifyReply {
  return reply
    .headers({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // Proxies that buffer answers (nginx) pass this one on as it comes.
      'x-accel-buffering': 'no',
    })
    .send(Readable.from(serverSentEvents(events), { objectMode: false }));
}

/** Each event as its SSE text; the data is JSON on one line. */
async function* serverSentEvents(events: AsyncGenerator<GenerationEvent>): AsyncGenerator<string> {
  for await (const { event, data } of events) yield `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

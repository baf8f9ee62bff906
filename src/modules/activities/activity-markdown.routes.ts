/** The markdown of a markdown activity, fetched by the service on every read [SPEC 2.3.2]. */
import { errors } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import { ActivityParams } from './activities.schemas.ts';
import type { ActivityMarkdownService } from './activity-markdown.service.ts';

const MarkdownResponse = {
  description: 'The markdown text, as the source served it (UTF-8)',
  content: { 'text/markdown': { schema: { type: 'string' } } },
} as const;

export function registerActivityMarkdownRoutes(app: App, s: { markdown: ActivityMarkdownService }): void {
  app.get(
    '/activities/:activity_uuid/markdown',
    {
      config: { public: true },
      schema: {
        tags: ['activities'],
        operationId: 'getActivityMarkdown',
        summary:
          "The markdown at a markdown activity's `markdown_url`, fetched now through the outbound address rules (readers of the activity)",
        params: ActivityParams,
        response: { 200: MarkdownResponse, ...errors(401, 403, 404, 422, 502) },
      },
    },
    async (request, reply) => {
      const text = await s.markdown.markdown(request.principal, request.params.activity_uuid);
      // SPEC 2.3.2: fetched on every page load, so neither the browser nor a proxy keeps a copy.
      return reply
        .header('content-type', 'text/markdown; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(text);
    },
  );
}

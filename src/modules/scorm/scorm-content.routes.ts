/** A SCORM activity's package files [CONTRACT 12], for the player's sandboxed frame. */
import { sendObject } from '../../platform/http/send-object.ts';
import { errors } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import type { ScormContentService } from './scorm-content.service.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PackageFileResponses, ScormContentParams, ScormLaunchParams } from './scorm-packages.schemas.ts';

/**
 * On every answer, errors included: the SCO runs in an opaque origin (no allow-same-origin), never as the
 * service, and browsers keep to the declared types.
 */
export const SCO_SANDBOX = 'sandbox allow-scripts allow-forms allow-popups allow-modals';

export interface ScormContentRouteDeps {
  scormContent: ScormContentService;
  /** Answers with the web app's page (platform/http/web-app.ts). */
  playerPage: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
}

export function registerScormContentRoutes(app: App, s: ScormContentRouteDeps): void {
  // CONTRACT 12's launch serves the player page: the web app's page, whose player (web/src/pages/scorm/) signs
  // the person in if need be, opens the attempt and frames the SCO.
  app.get(
    '/scorm/:activity_uuid/launch',
    {
      config: { public: true },
      schema: {
        tags: ['scorm'],
        operationId: 'launchScormActivity',
        summary:
          'The player page of a SCORM activity (the web app, which opens the attempt and frames the SCO)',
        params: ScormLaunchParams,
        response: {
          200: {
            description: 'The player page (HTML of the web app)',
            content: { 'text/html': { schema: { type: 'string' } } },
          },
          ...errors(404),
        },
      },
    },
    (request, reply) => {
      s.playerPage(request, reply);
    },
  );

  app.get(
    '/scorm/:activity_uuid/content/*',
    {
      config: { public: true },
      onSend: (_request, reply, payload, done) => {
        reply.header('content-security-policy', SCO_SANDBOX).header('x-content-type-options', 'nosniff');
        done(null, payload);
      },
      schema: {
        tags: ['scorm'],
        operationId: 'getScormContent',
        summary:
          "A file of a SCORM activity's package, for its readers; the path may start with a launch token `~<token>/` standing for the session (HTTP Range supported)",
        params: ScormContentParams,
        response: { ...PackageFileResponses, ...errors(401, 403, 404, 416, 422) },
      },
    },
    async (request, reply) => {
      const file = await s.scormContent.file(
        request.principal,
        request.params.activity_uuid,
        request.params['*'],
        request,
      );
      return sendObject(reply, file, { ranges: request, sandboxedPage: SCO_SANDBOX });
    },
  );
}

/** A SCORM activity's package files [CONTRACT 12], for the player's sandboxed frame. */
import { sendObject } from '../../platform/http/send-object.ts';
import { errors } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import type { ScormContentService } from './scorm-content.service.ts';
import { Type } from 'typebox';
import { PackageFileResponses, ScormContentParams, ScormLaunchParams } from './scorm-packages.schemas.ts';

/**
 * On every answer, errors included: the SCO runs in an opaque origin (no allow-same-origin), never as the
 * service, and browsers keep to the declared types.
 */
export const SCO_SANDBOX = 'sandbox allow-scripts allow-forms allow-popups allow-modals';

export function registerScormContentRoutes(app: App, s: { scormContent: ScormContentService }): void {
  // CONTRACT 12's launch: the player is a page of the web app (web/src/pages/scorm/), which signs the person in
  // if need be, opens the attempt and frames the SCO; this address sends any browser there.
  app.get(
    '/scorm/:activity_uuid/launch',
    {
      config: { public: true },
      schema: {
        tags: ['scorm'],
        operationId: 'launchScormActivity',
        summary: 'The player page of a SCORM activity: a redirect (303) to it in the web app',
        params: ScormLaunchParams,
        response: {
          303: Type.Null({ description: 'To the player page, `Location: /scorm/{activity_uuid}`' }),
          ...errors(404),
        },
      },
    },
    (request, reply) => {
      void reply.redirect(`/scorm/${encodeURIComponent(request.params.activity_uuid)}`, 303);
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

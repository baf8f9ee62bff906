/**
 * SCORM runtime and results [CONTRACT 12]. The runtime is the signed-in learner's own (a user session; API
 * tokens are refused); the results are for those who may update courses.
 */
import { toApiDate, toDbTime } from '../../platform/clock.ts';
import { errors, pageOf, PaginationQuery } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import type { ScormResultsService } from './scorm-results.service.ts';
import type { ScormRuntimeService } from './scorm-runtime.service.ts';
import {
  ActivityParams,
  CmiValuesBody,
  LaunchRead,
  RuntimeRead,
  ScormResultsPage,
} from './scorm-runtime.schemas.ts';

const tags = ['scorm'];

export interface ScormRuntimeRouteDeps {
  scormRuntime: ScormRuntimeService;
  scormResults: ScormResultsService;
}

export function registerScormRuntimeRoutes(app: App, s: ScormRuntimeRouteDeps): void {
  app.post(
    '/scorm/:activity_uuid/runtime/initialize',
    {
      config: { sessionOnly: true },
      schema: {
        tags,
        operationId: 'initializeScormRuntime',
        summary: "Open a session of the caller's attempt at a SCORM activity; what the SCO may read",
        params: ActivityParams,
        response: { 200: LaunchRead, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { content_path, launch_expires_at, ...answer } = await s.scormRuntime.initialize(
        request.principal,
        request.params.activity_uuid,
      );
      // The content route beside this one, whatever prefix the API is mounted under.
      const base = request.url.slice(0, request.url.indexOf('/runtime/initialize'));
      return {
        ...answer,
        content_url: `${base}/content/${content_path}`,
        launch_expires_at: toApiDate(toDbTime(launch_expires_at)),
      };
    },
  );

  app.post(
    '/scorm/:activity_uuid/runtime/commit',
    {
      config: { sessionOnly: true },
      schema: {
        tags,
        operationId: 'commitScormRuntime',
        summary: 'Store the CMI elements the SCO set in the open session',
        params: ActivityParams,
        body: CmiValuesBody,
        response: { 200: RuntimeRead, ...errors(400, 401, 403, 404, 422) },
      },
    },
    (request) => s.scormRuntime.commit(request.principal, request.params.activity_uuid, request.body),
  );

  app.post(
    '/scorm/:activity_uuid/runtime/terminate',
    {
      config: { sessionOnly: true },
      schema: {
        tags,
        operationId: 'terminateScormRuntime',
        summary: 'Store the last CMI elements and end the session (and the attempt, unless suspended)',
        params: ActivityParams,
        body: CmiValuesBody,
        response: { 200: RuntimeRead, ...errors(400, 401, 403, 404, 422) },
      },
    },
    (request) => s.scormRuntime.terminate(request.principal, request.params.activity_uuid, request.body),
  );

  app.get(
    '/scorm/:activity_uuid/results',
    {
      schema: {
        tags,
        operationId: 'listScormResults',
        summary: "Each learner's latest attempt at a SCORM activity (instructors)",
        params: ActivityParams,
        querystring: PaginationQuery,
        response: { 200: ScormResultsPage, ...errors(401, 403, 404, 422) },
      },
    },
    (request) =>
      s.scormResults.results(request.principal, request.params.activity_uuid, pageOf(request.query)),
  );
}

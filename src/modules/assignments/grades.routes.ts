/**
 * Grades of a learner's submission [SPEC 4.4; CONTRACT 6]: read, recompute from the answers, set by hand.
 */
import { errors } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import { GradeBody, ManualGradeBody, UserParams } from './assignments.schemas.ts';
import type { GradesService } from './grades.service.ts';
import { tags } from './replies.ts';
import { GradeRead } from './submissions.schemas.ts';

/** What these routes use. */
export interface GradeRouteDeps {
  grades: GradesService;
}

export function registerGradeRoutes(app: App, s: GradeRouteDeps): void {
  app.put(
    '/assignments/:assignment_uuid/submissions/:user_id',
    {
      schema: {
        tags,
        operationId: 'gradeSubmission',
        summary: 'Set grades, status and feedback by hand',
        params: UserParams,
        body: ManualGradeBody,
        response: { 200: GradeRead, ...errors(400, 401, 403, 404, 422) },
      },
    },
    (request) =>
      s.grades.setGrade(
        request.principal,
        request.params.assignment_uuid,
        request.params.user_id,
        request.body,
      ),
  );
  app.get(
    '/assignments/:assignment_uuid/submissions/:user_id/grade',
    {
      schema: {
        tags,
        operationId: 'getGrade',
        summary: 'The grade object',
        params: UserParams,
        response: { 200: GradeRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) =>
      s.grades.readGrade(request.principal, request.params.assignment_uuid, request.params.user_id),
  );
  app.post(
    '/assignments/:assignment_uuid/submissions/:user_id/grade',
    {
      // The body is optional [SPEC 4.4]: no body is an empty one.
      preValidation: (request, _reply, done) => {
        request.body ??= {};
        done();
      },
      schema: {
        tags,
        operationId: 'recomputeGrade',
        summary: 'Recompute the grade from the answers (auto-graded tasks re-verified)',
        params: UserParams,
        body: GradeBody,
        response: { 200: GradeRead, ...errors(400, 401, 403, 404, 422) },
      },
    },
    (request) =>
      s.grades.grade(
        request.principal,
        request.params.assignment_uuid,
        request.params.user_id,
        request.body?.overall_feedback,
      ),
  );
}

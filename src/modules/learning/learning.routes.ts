/**
 * Enrolment and progress [CONTRACT 9]: the signed-in learner's `/trail` (session only), the same journey on a
 * learner's behalf under `/admin/{org_slug}` (the `users` bucket), and an instructor marking an assignment
 * done for a learner (session only).
 */
import { Type } from 'typebox';
import { errors } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import type { AssignmentProgress } from './assignment-progress.ts';
import type { LearnersAdminService } from './learners-admin.service.ts';
import type { TrailService } from './trail.service.ts';
import {
  ActivityParams,
  AdminActivityParams,
  AdminEnrolmentParams,
  AdminSlugParams,
  AssignmentUserParams,
  BulkEnrolBody,
  BulkResultSchema,
  CourseParams,
  OrgParams,
  ProgressRunSchema,
  TrailSchema,
} from './learning.schemas.ts';

const tags = ['progress'];
const run = (...statuses: number[]) => ({ 200: ProgressRunSchema, ...errors(...statuses) });

/** What these routes use. */
export interface LearningRouteDeps {
  trail: TrailService;
  learnersAdmin: LearnersAdminService;
  /** An instructor marks an assignment done for a learner (the rest of `AssignmentProgress` is not routed). */
  assignmentProgress: Pick<AssignmentProgress, 'markDone'>;
}

export function registerLearningRoutes(app: App, s: LearningRouteDeps): void {
  registerTrailRoutes(app, s);
  registerAdminRoutes(app, s);

  app.post(
    '/assignments/:assignment_uuid/submissions/:user_id/done',
    {
      schema: {
        tags,
        operationId: 'markAssignmentDone',
        summary: "Mark an assignment's activity done for an enrolled learner (graders, session only)",
        params: AssignmentUserParams,
        response: run(400, 401, 403, 404, 422),
      },
    },
    (request) =>
      s.assignmentProgress.markDone(
        request.principal,
        request.params.assignment_uuid,
        request.params.user_id,
      ),
  );
}

function registerTrailRoutes(app: App, s: LearningRouteDeps): void {
  app.post(
    '/trail/add_course/:course_uuid',
    {
      schema: {
        tags,
        operationId: 'enrolInCourse',
        summary: 'Enrol in a course (session only); 400 when already enrolled',
        params: CourseParams,
        response: run(400, 401, 403, 404, 422),
      },
    },
    (request) => s.trail.enrol(request.principal, request.params.course_uuid),
  );
  app.delete(
    '/trail/remove_course/:course_uuid',
    {
      schema: {
        tags,
        operationId: 'leaveCourse',
        summary: 'Leave a course (session only); progress is kept for a later return',
        params: CourseParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await s.trail.leave(request.principal, request.params.course_uuid);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/trail/add_activity/:activity_uuid',
    {
      schema: {
        tags,
        operationId: 'markActivityDone',
        summary: 'Mark an activity done (session only; idempotent; enrols when needed)',
        params: ActivityParams,
        response: run(400, 401, 403, 404, 422),
      },
    },
    (request) => s.trail.markDone(request.principal, request.params.activity_uuid),
  );
  app.delete(
    '/trail/remove_activity/:activity_uuid',
    {
      schema: {
        tags,
        operationId: 'markActivityNotDone',
        summary: 'Mark an activity not done (session only; idempotent)',
        params: ActivityParams,
        response: run(400, 401, 403, 404, 422),
      },
    },
    (request) => s.trail.markUndone(request.principal, request.params.activity_uuid),
  );
  app.get(
    '/trail/org/:org_id/trail',
    {
      schema: {
        tags,
        operationId: 'getMyTrail',
        summary: "The caller's runs through the organization's courses (session only)",
        params: OrgParams,
        response: { 200: TrailSchema, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.trail.trail(request.principal, request.params.org_id),
  );
}

function registerAdminRoutes(app: App, s: LearningRouteDeps): void {
  const admin = s.learnersAdmin;
  app.post(
    '/admin/:org_slug/enrollments/bulk',
    {
      schema: {
        tags,
        operationId: 'enrolLearnersInBulk',
        summary: 'Enrol many learners in a course (users:create); answers per learner',
        params: AdminSlugParams,
        body: BulkEnrolBody,
        response: { 200: BulkResultSchema, ...errors(401, 403, 404, 422) },
      },
    },
    (request) =>
      admin.enrolMany(
        request.principal,
        request.params.org_slug,
        request.body.course_uuid,
        request.body.user_ids,
      ),
  );
  app.post(
    '/admin/:org_slug/enrollments/:user_id/:course_uuid',
    {
      schema: {
        tags,
        operationId: 'enrolLearner',
        summary: 'Enrol a learner in a course (users:create)',
        params: AdminEnrolmentParams,
        response: run(400, 401, 403, 404, 422),
      },
    },
    (request) => {
      const { org_slug, user_id, course_uuid } = request.params;
      return admin.enrol(request.principal, org_slug, user_id, course_uuid);
    },
  );
  app.delete(
    '/admin/:org_slug/enrollments/:user_id/:course_uuid',
    {
      schema: {
        tags,
        operationId: 'unenrolLearner',
        summary: 'Unenrol a learner (users:delete); progress is kept',
        params: AdminEnrolmentParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { org_slug, user_id, course_uuid } = request.params;
      await admin.unenrol(request.principal, org_slug, user_id, course_uuid);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/admin/:org_slug/progress/:user_id/activities/:activity_uuid/complete',
    {
      schema: {
        tags,
        operationId: 'markLearnerActivityDone',
        summary: 'Mark an activity done for a learner (users:update; enrols when needed)',
        params: AdminActivityParams,
        response: run(400, 401, 403, 404, 422),
      },
    },
    (request) => {
      const { org_slug, user_id, activity_uuid } = request.params;
      return admin.complete(request.principal, org_slug, user_id, activity_uuid);
    },
  );
  app.delete(
    '/admin/:org_slug/progress/:user_id/activities/:activity_uuid/complete',
    {
      schema: {
        tags,
        operationId: 'markLearnerActivityNotDone',
        summary: 'Mark an activity not done for a learner (users:update)',
        params: AdminActivityParams,
        response: run(401, 403, 404, 422),
      },
    },
    (request) => {
      const { org_slug, user_id, activity_uuid } = request.params;
      return admin.uncomplete(request.principal, org_slug, user_id, activity_uuid);
    },
  );
  app.get(
    '/admin/:org_slug/progress/:user_id/:course_uuid',
    {
      schema: {
        tags,
        operationId: 'getLearnerProgress',
        summary: "A learner's run through a course (users:read); 404 when not enrolled",
        params: AdminEnrolmentParams,
        response: run(401, 403, 404, 422),
      },
    },
    (request) => {
      const { org_slug, user_id, course_uuid } = request.params;
      return admin.progress(request.principal, org_slug, user_id, course_uuid);
    },
  );
}

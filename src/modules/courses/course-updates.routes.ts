/** Course announcements [CONTRACT 9, 10]. */
import { Type } from 'typebox';
import { Page, PaginationQuery, errors, pageOf } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import type { CourseUpdatesService } from './course-updates.service.ts';
import { CourseUpdateRead } from './courses.presenter.ts';
import {
  CourseUpdateParams,
  CreateCourseUpdateBody,
  EditCourseUpdateBody,
} from './course-updates.schemas.ts';
import { CourseParams } from './courses.schemas.ts';

const tags = ['courses'];

/** What these routes use. */
export interface CourseUpdateRouteDeps {
  courseUpdates: CourseUpdatesService;
}

export function registerCourseUpdateRoutes(app: App, s: CourseUpdateRouteDeps): void {
  app.post(
    '/courses/:course_uuid/updates',
    {
      schema: {
        tags,
        operationId: 'createCourseUpdate',
        summary: 'Post an announcement to a course (courses:update)',
        params: CourseParams,
        body: CreateCourseUpdateBody,
        response: { 200: CourseUpdateRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.courseUpdates.publish(request.principal, request.params.course_uuid, request.body),
  );

  app.get(
    '/courses/:course_uuid/updates',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'listCourseUpdates',
        summary: "A course's announcements, newest first (whoever may read the course)",
        params: CourseParams,
        querystring: PaginationQuery,
        response: { 200: Page(CourseUpdateRead), ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.courseUpdates.list(request.principal, request.params.course_uuid, pageOf(request.query)),
  );

  app.get(
    '/courses/:course_uuid/updates/:courseupdate_uuid',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getCourseUpdate',
        summary: 'One announcement (whoever may read the course)',
        params: CourseUpdateParams,
        response: { 200: CourseUpdateRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) =>
      s.courseUpdates.get(request.principal, request.params.course_uuid, request.params.courseupdate_uuid),
  );

  app.put(
    '/courses/:course_uuid/updates/:courseupdate_uuid',
    {
      schema: {
        tags,
        operationId: 'updateCourseUpdate',
        summary: "Edit an announcement's title or content (courses:update; omitted fields stay)",
        params: CourseUpdateParams,
        body: EditCourseUpdateBody,
        response: { 200: CourseUpdateRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) =>
      s.courseUpdates.edit(
        request.principal,
        request.params.course_uuid,
        request.params.courseupdate_uuid,
        request.body,
      ),
  );

  app.delete(
    '/courses/:course_uuid/updates/:courseupdate_uuid',
    {
      schema: {
        tags,
        operationId: 'deleteCourseUpdate',
        summary: 'Delete an announcement (courses:update)',
        params: CourseUpdateParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await s.courseUpdates.delete(
        request.principal,
        request.params.course_uuid,
        request.params.courseupdate_uuid,
      );
      return reply.status(204).send(null);
    },
  );
}

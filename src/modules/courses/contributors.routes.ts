/** Course contributors [CONTRACT 9]. */
import { Type } from 'typebox';
import { errors } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import type { ContributorsService } from './contributors.service.ts';
import { AuthorRead } from './courses.presenter.ts';
import { CourseParams } from './courses.schemas.ts';
import { AddContributorsBody, RemoveContributorsQuery, parseUserIds } from './contributors.schemas.ts';

const tags = ['courses'];
const Authors = Type.Array(AuthorRead);

/** What these routes use. */
export interface ContributorRouteDeps {
  contributors: ContributorsService;
}

export function registerContributorRoutes(app: App, s: ContributorRouteDeps): void {
  app.get(
    '/courses/:course_uuid/contributors',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'listCourseContributors',
        summary: "The course's authors (whoever may read the course)",
        params: CourseParams,
        response: { 200: Authors, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.contributors.list(request.principal, request.params.course_uuid),
  );

  app.post(
    '/courses/:course_uuid/contributors',
    {
      schema: {
        tags,
        operationId: 'addCourseContributors',
        summary:
          'Add members as contributors, or change their authorship (courses:update); answers the authors',
        params: CourseParams,
        body: AddContributorsBody,
        response: { 200: Authors, ...errors(400, 401, 403, 404, 422) },
      },
    },
    (request) => s.contributors.add(request.principal, request.params.course_uuid, request.body),
  );

  app.delete(
    '/courses/:course_uuid/contributors',
    {
      schema: {
        tags,
        operationId: 'removeCourseContributors',
        summary: 'Remove authorships (?user_ids=1,2; courses:update); answers the remaining authors',
        params: CourseParams,
        querystring: RemoveContributorsQuery,
        response: { 200: Authors, ...errors(400, 401, 403, 404, 422) },
      },
    },
    (request) =>
      s.contributors.remove(
        request.principal,
        request.params.course_uuid,
        parseUserIds(request.query.user_ids),
      ),
  );
}

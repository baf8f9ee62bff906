/** Chapters [SPEC 4.2; CONTRACT 5], registered after the course routes. */
import { Type } from 'typebox';
import { errors } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import type { ChaptersService } from './chapters.service.ts';
import { ChapterRead, CourseTree } from './courses.presenter.ts';
import {
  ChapterParams,
  CourseParams,
  CreateChapterBody,
  ReorderBody,
  UpdateChapterBody,
} from './courses.schemas.ts';

const tags = ['courses'];

export function registerChapterRoutes(app: App, s: { chapters: ChaptersService }): void {
  app.post(
    '/chapters/',
    {
      schema: {
        tags,
        operationId: 'createChapter',
        summary: 'Create a chapter at the end of its course',
        body: CreateChapterBody,
        response: { 200: ChapterRead, ...errors(400, 401, 403, 404, 422) },
      },
    },
    (request) => s.chapters.create(request.principal, request.body),
  );

  app.get(
    '/chapters/:chapter_id',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getChapter',
        summary: 'One chapter with its activities (without their content)',
        params: ChapterParams,
        response: { 200: ChapterRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.chapters.get(request.principal, request.params.chapter_id),
  );

  app.put(
    '/chapters/:chapter_id',
    {
      schema: {
        tags,
        operationId: 'updateChapter',
        summary: 'Update a chapter (omitted fields stay)',
        params: ChapterParams,
        body: UpdateChapterBody,
        response: { 200: ChapterRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.chapters.update(request.principal, request.params.chapter_id, request.body),
  );

  app.delete(
    '/chapters/:chapter_id',
    {
      schema: {
        tags,
        operationId: 'deleteChapter',
        summary: 'Delete a chapter and the activities placed in it',
        params: ChapterParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await s.chapters.delete(request.principal, request.params.chapter_id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/chapters/course/:course_uuid/order',
    {
      schema: {
        tags,
        operationId: 'reorderCourseTree',
        summary: 'Re-specify the whole tree; chapters and activities left out are unlinked, never deleted',
        params: CourseParams,
        body: ReorderBody,
        response: { 200: CourseTree, ...errors(400, 401, 403, 404, 422) },
      },
    },
    (request) =>
      s.chapters.reorder(request.principal, request.params.course_uuid, request.body.chapter_order_by_ids),
  );
}

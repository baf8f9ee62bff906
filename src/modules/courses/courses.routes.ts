/** Courses and chapters [SPEC 4.2; CONTRACT 5]. */
import { Type } from 'typebox';
import { sendCachedJson } from '../../platform/http/answer-cache.ts';
import { errors, FileResponse, NotModified } from '../../platform/http/schema.ts';
import { sendObject } from '../../platform/http/send-object.ts';
import type { App } from '../../platform/http/types.ts';
import { readMultipart, validateFields } from '../../platform/http/uploads.ts';
import type { UploadLimits } from '../../config.ts';
import { registerChapterRoutes } from './chapters.routes.ts';
import type { ChaptersService } from './chapters.service.ts';
import type { CoursesService } from './courses.service.ts';
import { CourseRead, CourseReadListPage, CourseTree } from './courses.presenter.ts';
import {
  CourseListParams,
  CourseParams,
  CreateCourseFields,
  CreateCourseForm,
  CreateCourseQuery,
  ThumbnailFields,
  ThumbnailForm,
  TreeQuery,
  UpdateCourseBody,
} from './courses.schemas.ts';
import type { CourseAuthoringService, NewCourse } from './course-authoring.service.ts';

const tags = ['courses'];
const multipart = { consumes: ['multipart/form-data'] };

/** What these routes use. */
export interface CourseRouteDeps {
  courses: CoursesService;
  courseAuthoring: CourseAuthoringService;
  chapters: ChaptersService;
  uploadLimits: UploadLimits;
}

export function registerCourseRoutes(app: App, s: CourseRouteDeps): void {
  app.post(
    '/courses/',
    {
      schema: {
        tags,
        operationId: 'createCourse',
        summary:
          'Create a course (multipart: name, description, about, public, thumbnail_type?, learnings?, tags? as JSON arrays, thumbnail? file)',
        ...multipart,
        multipart: CreateCourseForm,
        querystring: CreateCourseQuery,
        response: { 200: CourseRead, ...errors(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request) => {
      const form = await readMultipart(
        request,
        {
          fields: Object.keys(CreateCourseFields.properties),
          files: { thumbnail: { kinds: ['image', 'video'], required: false } },
        },
        s.uploadLimits,
      );
      try {
        const fields = validateFields<NewCourse>(CreateCourseFields, form.fields);
        return await s.courseAuthoring.create(
          request.principal,
          request.query.org_id,
          fields,
          form.files.thumbnail,
        );
      } finally {
        await form.cleanup();
      }
    },
  );

  app.get(
    '/courses/org_slug/:slug/page/:page/limit/:limit',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'listOrganizationCourses',
        summary: "An organization's courses the caller may see, newest first (pages start at 1)",
        params: CourseListParams,
        response: {
          200: CourseReadListPage,
          304: NotModified,
          ...errors(403, 404, 422),
        },
      },
    },
    async (request, reply) =>
      sendCachedJson(
        request,
        reply,
        s.courses.answers,
        await s.courses.listAnswer(
          request.principal,
          request.params.slug,
          request.params.page,
          request.params.limit,
        ),
      ),
  );

  app.get(
    '/courses/:course_uuid',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getCourse',
        summary: 'One course',
        params: CourseParams,
        response: { 200: CourseRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.courses.get(request.principal, request.params.course_uuid),
  );

  app.put(
    '/courses/:course_uuid',
    {
      schema: {
        tags,
        operationId: 'updateCourse',
        summary: 'Update a course: any editable field, published, public (omitted fields stay)',
        params: CourseParams,
        body: UpdateCourseBody,
        response: { 200: CourseRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.courseAuthoring.update(request.principal, request.params.course_uuid, request.body),
  );

  app.put(
    '/courses/:course_uuid/thumbnail',
    {
      schema: {
        tags,
        operationId: 'replaceCourseThumbnail',
        summary: 'Replace the thumbnail (multipart: thumbnail file, thumbnail_type?)',
        ...multipart,
        multipart: ThumbnailForm,
        params: CourseParams,
        response: { 200: CourseRead, ...errors(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request) => {
      const form = await readMultipart(
        request,
        { fields: ['thumbnail_type'], files: { thumbnail: { kinds: ['image', 'video'], required: true } } },
        s.uploadLimits,
      );
      try {
        const fields = validateFields<{ thumbnail_type?: 'image' | 'video' }>(ThumbnailFields, form.fields);
        return await s.courseAuthoring.replaceThumbnail(
          request.principal,
          request.params.course_uuid,
          fields.thumbnail_type ?? 'image',
          form.files.thumbnail!,
        );
      } finally {
        await form.cleanup();
      }
    },
  );

  app.get(
    '/courses/:course_uuid/thumbnail',
    {
      config: { public: true },
      schema: {
        operationId: 'getCourseThumbnail',
        tags,
        summary: "The course's thumbnail file",
        params: CourseParams,
        response: { 200: FileResponse, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await s.courses.thumbnail(request.principal, request.params.course_uuid);
      return sendObject(reply, file);
    },
  );

  app.delete(
    '/courses/:course_uuid',
    {
      schema: {
        tags,
        operationId: 'deleteCourse',
        summary: 'Delete a course with its chapters, activities, versions, blocks and files',
        params: CourseParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await s.courseAuthoring.delete(request.principal, request.params.course_uuid);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/courses/:course_uuid/meta',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getCourseTree',
        summary: 'The course tree: chapters and their activities in order',
        params: CourseParams,
        querystring: TreeQuery,
        response: { 200: CourseTree, 304: NotModified, ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      sendCachedJson(
        request,
        reply,
        s.courses.answers,
        await s.courses.treeAnswer(request.principal, request.params.course_uuid, {
          withUnpublished: request.query.with_unpublished_activities ?? false,
          slim: request.query.slim ?? false,
        }),
      ),
  );

  registerChapterRoutes(app, s);
}

/** Activities [SPEC 4.2; CONTRACT 5]: generic create, upload creators, reads, updates, versions, files. */
import { Type } from 'typebox';
import { errors, RangedFileResponses } from '../../platform/http/schema.ts';
import { sendObject } from '../../platform/http/send-object.ts';
import { multipartForm } from '../../platform/http/openapi.ts';
import type { App } from '../../platform/http/types.ts';
import { readMultipart, validateFields } from '../../platform/http/uploads.ts';
import type { UploadLimits } from '../../config.ts';
import type { ActivitiesService } from './activities.service.ts';
import type { ActivityCreationService } from './activity-creation.service.ts';
import type { ActivityVersionsService } from './activity-versions.service.ts';
import { ActivityRead } from '../courses/index.ts';
import {
  ActivityParams,
  CreateActivityBody,
  ExternalVideoBody,
  UpdateActivityBody,
  UploadActivityFields,
  VersionParams,
  VersionRead,
  VersionSummary,
} from './activities.schemas.ts';

const tags = ['activities'];

/** The text fields of the upload forms once validated (`chapter_id` coerced from its text). */
interface UploadFields {
  name: string;
  chapter_id: number;
  details?: string;
  published?: boolean;
}

/** What these routes use. */
export interface ActivityRouteDeps {
  activities: ActivitiesService;
  activityCreation: ActivityCreationService;
  activityVersions: ActivityVersionsService;
  uploadLimits: UploadLimits;
}

export function registerActivityRoutes(app: App, s: ActivityRouteDeps): void {
  app.post(
    '/activities/',
    {
      schema: {
        tags,
        operationId: 'createActivity',
        summary: 'Create an activity at the end of its chapter (content checked per sub-type)',
        body: CreateActivityBody,
        response: { 200: ActivityRead, ...errors(400, 401, 403, 404, 422) },
      },
    },
    (request) => s.activityCreation.create(request.principal, request.body),
  );

  app.post(
    '/activities/video',
    {
      schema: {
        tags,
        operationId: 'uploadVideoActivity',
        summary:
          'Upload a hosted video (mp4 or webm, judged by its bytes); created unpublished, whatever a `published` field says',
        consumes: ['multipart/form-data'],
        multipart: multipartForm(UploadActivityFields, {
          video_file: { required: true, description: 'An mp4 or webm video' },
        }),
        response: { 200: ActivityRead, ...errors(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request) => {
      const form = await readMultipart(
        request,
        {
          fields: ['name', 'chapter_id', 'details', 'published'],
          files: {
            video_file: { kinds: ['video'], required: true, wrongTypeMessage: 'Video : Wrong video format' },
          },
        },
        s.uploadLimits,
      );
      try {
        // `published` is validated and dropped: the activity is created unpublished [SPEC 3].
        const { name, chapter_id, details } = validateFields<UploadFields>(UploadActivityFields, form.fields);
        return await s.activityCreation.createHostedVideo(
          request.principal,
          { name, chapter_id, details },
          form.files.video_file!,
        );
      } finally {
        await form.cleanup();
      }
    },
  );

  app.post(
    '/activities/external_video',
    {
      schema: {
        tags,
        operationId: 'createExternalVideoActivity',
        summary:
          'Create a YouTube or Vimeo video activity; created unpublished, whatever a `published` field says',
        body: ExternalVideoBody,
        response: { 200: ActivityRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => {
      // `published` is validated and dropped: the activity is created unpublished [SPEC 3].
      const { name, uri, type, chapter_id, details } = request.body;
      return s.activityCreation.createExternalVideo(request.principal, {
        name,
        uri,
        type,
        chapter_id: Number(chapter_id),
        details,
      });
    },
  );

  app.post(
    '/activities/documentpdf',
    {
      schema: {
        tags,
        operationId: 'uploadPdfActivity',
        summary:
          'Upload a PDF document (judged by its bytes); created unpublished, whatever a `published` field says',
        consumes: ['multipart/form-data'],
        multipart: multipartForm(Type.Omit(UploadActivityFields, ['details']), {
          pdf_file: { required: true, description: 'A PDF document' },
        }),
        response: { 200: ActivityRead, ...errors(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request) => {
      const form = await readMultipart(
        request,
        {
          fields: ['name', 'chapter_id', 'published'],
          files: { pdf_file: { kinds: ['pdf'], required: true, wrongTypeMessage: 'Pdf : Wrong pdf format' } },
        },
        s.uploadLimits,
      );
      try {
        // `published` is validated and dropped: the activity is created unpublished [SPEC 3].
        const { name, chapter_id } = validateFields<UploadFields>(UploadActivityFields, form.fields);
        return await s.activityCreation.createPdf(
          request.principal,
          { name, chapter_id },
          form.files.pdf_file!,
        );
      } finally {
        await form.cleanup();
      }
    },
  );

  app.get(
    '/activities/:activity_uuid',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getActivity',
        summary: 'One activity with its content',
        params: ActivityParams,
        response: { 200: ActivityRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.activities.get(request.principal, request.params.activity_uuid),
  );

  app.get(
    '/activities/:activity_uuid/file',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getActivityFile',
        summary: 'The uploaded file of a hosted video or PDF activity (HTTP Range supported, for seeking)',
        params: ActivityParams,
        response: { ...RangedFileResponses, ...errors(401, 403, 404, 416) },
      },
    },
    async (request, reply) => {
      const file = await s.activities.file(request.principal, request.params.activity_uuid, request);
      return sendObject(reply, file, { ranges: request });
    },
  );

  app.put(
    '/activities/:activity_uuid',
    {
      schema: {
        tags,
        operationId: 'updateActivity',
        summary:
          'Update an activity (partial; type and sub-type cannot change; content changes are versioned)',
        params: ActivityParams,
        body: UpdateActivityBody,
        response: { 200: ActivityRead, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    (request) => s.activities.update(request.principal, request.params.activity_uuid, request.body),
  );

  app.delete(
    '/activities/:activity_uuid',
    {
      schema: {
        tags,
        operationId: 'deleteActivity',
        summary: 'Delete an activity with its versions, blocks and files',
        params: ActivityParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await s.activities.delete(request.principal, request.params.activity_uuid);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/activities/:activity_uuid/versions',
    {
      schema: {
        tags,
        operationId: 'listActivityVersions',
        summary: 'Saved versions of the content, newest first (the newest 20 are kept)',
        params: ActivityParams,
        response: { 200: Type.Array(VersionSummary), ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.activityVersions.versions(request.principal, request.params.activity_uuid),
  );

  app.get(
    '/activities/:activity_uuid/versions/:version_number',
    {
      schema: {
        tags,
        operationId: 'getActivityVersion',
        summary: 'One saved version with its content',
        params: VersionParams,
        response: { 200: VersionRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) =>
      s.activityVersions.version(
        request.principal,
        request.params.activity_uuid,
        request.params.version_number,
      ),
  );

  app.post(
    '/activities/:activity_uuid/versions/:version_number/restore',
    {
      schema: {
        tags,
        operationId: 'restoreActivityVersion',
        summary: 'Restore a saved version (the replaced content is saved as a version too)',
        params: VersionParams,
        response: { 200: ActivityRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) =>
      s.activityVersions.restore(
        request.principal,
        request.params.activity_uuid,
        request.params.version_number,
      ),
  );
}

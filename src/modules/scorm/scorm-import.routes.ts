/** SCORM package import [CONTRACT 12]: analyse an uploaded ZIP, then import chosen SCOs as activities. */
import { multipartForm } from '../../platform/http/openapi.ts';
import { errors } from '../../platform/http/schema.ts';
import type { App } from '../../platform/http/types.ts';
import { readMultipart } from '../../platform/http/uploads.ts';
import type { UploadLimits } from '../../config.ts';
import type { ScormImportService } from './scorm-import.service.ts';
import {
  ImportBody,
  ImportedActivities,
  PackageAnalysisRead,
  ScormCourseParams,
} from './scorm-packages.schemas.ts';

const tags = ['scorm'];

export interface ScormImportRouteDeps {
  scormImport: ScormImportService;
  uploadLimits: UploadLimits;
  /** SCORM_MAX_UPLOAD_MB in bytes. */
  maxPackageBytes: number;
}

export function registerScormImportRoutes(app: App, s: ScormImportRouteDeps): void {
  app.post(
    '/scorm/analyze/:course_uuid',
    {
      schema: {
        tags,
        operationId: 'analyzeScormPackage',
        summary:
          'Upload a SCORM 1.2 or 2004 package (a ZIP) for a course: checked, stored, and its launchable SCOs listed; import it within an hour',
        params: ScormCourseParams,
        consumes: ['multipart/form-data'],
        multipart: multipartForm(undefined, {
          scorm_file: { required: true, description: 'The package: a ZIP with imsmanifest.xml at its root' },
        }),
        response: { 200: PackageAnalysisRead, ...errors(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request) => {
      // The right is checked before a byte of the upload is read.
      const course = await s.scormImport.importTarget(request.principal, request.params.course_uuid);
      const form = await readMultipart(
        request,
        { fields: [], files: { scorm_file: { kinds: [], required: true, maxBytes: s.maxPackageBytes } } },
        s.uploadLimits,
      );
      try {
        return await s.scormImport.analyze(request.principal, course, form.files.scorm_file!);
      } finally {
        await form.cleanup();
      }
    },
  );

  app.post(
    '/scorm/import/:course_uuid',
    {
      schema: {
        tags,
        operationId: 'importScormPackage',
        summary:
          'Create one unpublished SCORM activity per chosen SCO of an analysed package, in the chapters given',
        params: ScormCourseParams,
        body: ImportBody,
        response: { 200: ImportedActivities, ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      activities: await s.scormImport.import(request.principal, request.params.course_uuid, request.body),
    }),
  );
}

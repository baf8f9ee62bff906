/** Media block uploads and reads [SPEC 2.4, 4.2]. Uploads take a user session only (rule 2). */
import { Type } from 'typebox';
import { ApiDate, ClosedString, errors, RangedFileResponses } from '../../platform/http/schema.ts';
import { sendObject } from '../../platform/http/send-object.ts';
import { multipartForm } from '../../platform/http/openapi.ts';
import type { App } from '../../platform/http/types.ts';
import { readMultipart, validateFields, type FileKind } from '../../platform/http/uploads.ts';
import type { UploadLimits } from '../../config.ts';
import type { BlocksService } from './blocks.service.ts';
import { BLOCK_TYPES, type BlockKind } from './blocks.service.ts';

const tags = ['blocks'];

export const BlockRead = Type.Object(
  {
    id: Type.Integer(),
    block_uuid: Type.String(),
    block_type: ClosedString(Object.values(BLOCK_TYPES)),
    content: Type.Object({
      file_id: Type.String({ description: 'Opaque: a UUID, an underscore, the block uuid' }),
      file_format: Type.String(),
      file_name: Type.String(),
      file_size: Type.Integer(),
      file_type: Type.String(),
      activity_uuid: Type.String(),
    }),
    org_id: Type.Integer(),
    course_id: Type.Integer(),
    chapter_id: Type.Union([Type.Integer(), Type.Null()]),
    activity_id: Type.Integer(),
    creation_date: ApiDate,
    update_date: ApiDate,
  },
  { title: 'BlockRead' },
);

/** The extension lists of SPEC 4.2, and the byte-level kind each upload must be. */
const UPLOADS: Record<BlockKind, { kinds: FileKind[]; extensions: string[]; label: string }> = {
  image: { kinds: ['image'], extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'], label: 'Image' },
  video: { kinds: ['video'], extensions: ['mp4', 'webm', 'ogg'], label: 'Video' },
  pdf: { kinds: ['pdf'], extensions: ['pdf'], label: 'Pdf' },
  audio: { kinds: ['audio'], extensions: ['mp3', 'wav', 'ogg', 'm4a'], label: 'Audio' },
};

const Fields = Type.Object({ activity_uuid: Type.String({ minLength: 1 }) }, { additionalProperties: false });
const BlockParams = Type.Object({ block_uuid: Type.String({ minLength: 1 }) });

/** What these routes use. */
export interface BlockRouteDeps {
  blocks: BlocksService;
  uploadLimits: UploadLimits;
}

export function registerBlockRoutes(app: App, s: BlockRouteDeps): void {
  for (const [kind, upload] of Object.entries(UPLOADS) as [BlockKind, (typeof UPLOADS)[BlockKind]][]) {
    app.post(
      `/blocks/${kind}`,
      {
        config: { sessionOnly: true },
        schema: {
          operationId: `upload${upload.label}Block`,
          tags,
          summary: `Upload a ${kind} block (multipart: file_object, activity_uuid; extensions ${upload.extensions.join(', ')}); user session only`,
          consumes: ['multipart/form-data'],
          multipart: multipartForm(Fields, {
            file_object: { required: true, description: `Extensions ${upload.extensions.join(', ')}` },
          }),
          response: { 200: BlockRead, ...errors(401, 403, 404, 413, 415, 422) },
        },
      },
      async (request) => {
        const form = await readMultipart(
          request,
          {
            fields: ['activity_uuid'],
            files: {
              file_object: {
                kinds: upload.kinds,
                required: true,
                extensions: upload.extensions,
                wrongTypeMessage: `${upload.label} : Wrong ${kind} format`,
              },
            },
          },
          s.uploadLimits,
        );
        try {
          const { activity_uuid } = validateFields<{ activity_uuid: string }>(Fields, form.fields);
          return await s.blocks.upload(request.principal, kind, activity_uuid, form.files.file_object!);
        } finally {
          await form.cleanup();
        }
      },
    );
  }

  app.get(
    '/blocks/:block_uuid',
    {
      config: { public: true },
      schema: {
        tags,
        operationId: 'getBlock',
        summary: 'One block record',
        params: BlockParams,
        response: { 200: BlockRead, ...errors(401, 403, 404, 422) },
      },
    },
    (request) => s.blocks.get(request.principal, request.params.block_uuid),
  );

  app.get(
    '/blocks/:block_uuid/file',
    {
      config: { public: true },
      schema: {
        operationId: 'getBlockFile',
        tags,
        summary: "The block's file (HTTP Range supported, for seeking)",
        params: BlockParams,
        response: { ...RangedFileResponses, ...errors(401, 403, 404, 416) },
      },
    },
    async (request, reply) => {
      const file = await s.blocks.file(request.principal, request.params.block_uuid, request);
      return sendObject(reply, file, { ranges: request });
    },
  );

  app.delete(
    '/blocks/:block_uuid',
    {
      schema: {
        tags,
        operationId: 'deleteBlock',
        summary: 'Delete a block and its file',
        params: BlockParams,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await s.blocks.delete(request.principal, request.params.block_uuid);
      return reply.status(204).send(null);
    },
  );
}

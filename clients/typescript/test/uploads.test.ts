/**
 * Uploads ahead of the document: once a route declares its `multipart/form-data` body, the generator types its
 * file fields as Blobs and `upload` takes exactly those fields; until then any text fields and files go. The
 * form itself is checked as the service receives it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateClientSchema } from '../../../scripts/generate-client.ts';
import { namedFile, toFormData, type FormFields, type UploadForm } from '../src/uploads.ts';

/** An operation as openapi-typescript writes one with a declared multipart body. */
interface DeclaredUpload {
  parameters: { query?: never; header?: never; path?: never; cookie?: never };
  requestBody: { content: { 'multipart/form-data': { title: string; file: Blob } } };
  responses: { 200: { headers: Record<string, unknown>; content: { 'application/json': { ok: boolean } } } };
}
/** And one without a body, as the document gives the upload routes today. */
interface UndeclaredUpload {
  parameters: { query?: never; header?: never; path?: never; cookie?: never };
  requestBody?: never;
  responses: DeclaredUpload['responses'];
}

describe('upload forms', () => {
  it('are typed by the declared multipart body, or loose while there is none', () => {
    const declared: UploadForm<DeclaredUpload> = { title: 'Essay', file: new Blob(['x']) };
    // @ts-expect-error a declared form needs its fields
    const incomplete: UploadForm<DeclaredUpload> = { title: 'Essay' };
    const loose: UploadForm<UndeclaredUpload> = { anything: 'goes', file: new Blob(['x']) };
    const looseIsFormFields: FormFields = loose;
    assert.ok(declared && incomplete && looseIsFormFields);
  });

  it('generates file fields as Blobs from a document that declares them', async () => {
    const text = await generateClientSchema({
      openapi: '3.1.0',
      info: { title: 'uploads', version: '1' },
      paths: {
        '/files': {
          post: {
            requestBody: {
              content: {
                'multipart/form-data': {
                  schema: {
                    type: 'object',
                    required: ['file', 'title'],
                    properties: {
                      title: { type: 'string' },
                      file: { type: 'string', format: 'binary' },
                      cover: { type: 'string', contentMediaType: 'image/png' },
                    },
                  },
                },
              },
            },
            responses: { 200: { description: 'ok' } },
          },
        },
      },
    });
    assert.match(text, /title: string;/);
    assert.match(text, /file: Blob;/);
    assert.match(text, /cover\?: Blob;/);
  });

  it('sends files as files with their names, text as text, structured values as JSON', async () => {
    const form = toFormData({
      name: 'Biology',
      public: true,
      position: 3,
      learnings: ['light', 'water'],
      skipped: undefined,
      thumbnail: namedFile([new Uint8Array([1, 2, 3])], 'cover.png', 'image/png'),
    });
    assert.deepEqual([...form.keys()], ['name', 'public', 'position', 'learnings', 'thumbnail']);
    assert.equal(form.get('public'), 'true');
    assert.equal(form.get('position'), '3');
    assert.equal(form.get('learnings'), '["light","water"]');
    const file = form.get('thumbnail');
    assert.ok(file instanceof File);
    assert.equal(file.name, 'cover.png');
    assert.equal(file.type, 'image/png');
    assert.deepEqual(new Uint8Array(await file.arrayBuffer()), new Uint8Array([1, 2, 3]));
  });
});

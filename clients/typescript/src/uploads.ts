/**
 * Multipart uploads [CONTRACT 5]: a course with its thumbnail, hosted videos and PDFs, media blocks, a task's
 * reference file, a FILE_SUBMISSION answer, a podcast, an episode and its audio. Each call is typed by its path: the path and query parameters and
 * the answer come from the document, and so do the form's fields once the document declares the route's
 * `multipart/form-data` body (until then any text fields and files are accepted). The form is a FormData with
 * Blobs, which the platform's fetch sends with its own boundary.
 */
import type { FetchResponse, ParamsOption } from 'openapi-fetch';
import type { LmsClient, MediaType } from './client.ts';
import type { paths } from './schema.d.ts';

/** Every upload route, by path, with its method. */
export const UPLOADS = {
  '/api/v1/courses/': 'post',
  '/api/v1/courses/{course_uuid}/thumbnail': 'put',
  '/api/v1/activities/video': 'post',
  '/api/v1/activities/documentpdf': 'post',
  '/api/v1/scorm/analyze/{course_uuid}': 'post',
  '/api/v1/blocks/image': 'post',
  '/api/v1/blocks/video': 'post',
  '/api/v1/blocks/pdf': 'post',
  '/api/v1/blocks/audio': 'post',
  '/api/v1/assignments/{assignment_uuid}/tasks/{assignment_task_uuid}/ref_file': 'post',
  '/api/v1/assignments/{assignment_uuid}/tasks/{assignment_task_uuid}/file_submission': 'post',
  '/api/v1/podcasts/': 'post',
  '/api/v1/podcasts/{podcast_uuid}/episodes': 'post',
  '/api/v1/podcasts/episodes/{episode_uuid}/audio': 'put',
} as const satisfies { [P in keyof paths]?: 'post' | 'put' };

export type UploadPath = keyof typeof UPLOADS;
type UploadOperation<P extends UploadPath> = NonNullable<paths[P][(typeof UPLOADS)[P]]>;
export type UploadResponse<P extends UploadPath> = FetchResponse<UploadOperation<P>, object, MediaType>;

/** A form value: text, or a file (a `File` keeps its name; see `namedFile`). */
export type FormValue = string | number | boolean | Blob;
export type FormFields = Record<string, FormValue | undefined>;

/** The form the document declares for the operation, or any fields while it declares none. */
export type UploadForm<Operation> = Operation extends { requestBody?: infer Body }
  ? [NonNullable<Body>] extends [never]
    ? FormFields
    : NonNullable<Body> extends { content: { 'multipart/form-data': infer Form } }
      ? Form
      : FormFields
  : FormFields;

export type UploadInit<Operation> = ParamsOption<Operation> & { form: UploadForm<Operation> };

/** A file with a name, which the service reads (an upload's extension must match some kinds). */
export function namedFile(
  content: ConstructorParameters<typeof File>[0],
  filename: string,
  type?: string,
): File {
  return new File(content, filename, type === undefined ? {} : { type });
}

/** The form as multipart: files as files, text as text, anything structured as its JSON text. */
export function toFormData(form: object): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(form)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) data.append(name, value);
    else if (typeof value === 'string') data.append(name, value);
    else if (typeof value === 'number' || typeof value === 'boolean') data.append(name, String(value));
    else data.append(name, JSON.stringify(value));
  }
  return data;
}

/**
 * Sends the form to an upload route: `upload(client, '/api/v1/courses/', { params: { query: { org_id } }, form:
 * { name, …, thumbnail: namedFile(bytes, 'cover.png') } })`. Resolves like any openapi-fetch call.
 */
export function upload<P extends UploadPath>(
  client: LmsClient,
  path: P,
  init: UploadInit<UploadOperation<P>>,
): Promise<UploadResponse<P>> {
  const { form, ...rest } = init;
  // openapi-fetch types a call's options from a concrete path, which a generic P is not; this function's own
  // signature is what callers see, and the body goes as FormData whatever the document declares for it.
  const send = client.request.bind(client) as unknown as (
    method: 'post' | 'put',
    path: string,
    options: object,
  ) => Promise<UploadResponse<P>>;
  return send(UPLOADS[path], path, { ...rest, body: form, bodySerializer: toFormData });
}

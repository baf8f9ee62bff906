/**
 * @lms/client: the typed client of the learning platform's API. Runs wherever fetch does (browsers, Node 20+,
 * Deno, workers); the webhook receiver check needs node:crypto and lives apart, in `@lms/client/webhooks`.
 */
export {
  createLmsClient,
  LmsError,
  succeeded,
  unwrap,
  type ErrorBody,
  type LmsClient,
  type LmsClientOptions,
  type MediaType,
  type Result,
  type Success,
} from './client.ts';
export { login, type LoginOptions } from './auth.ts';
export {
  namedFile,
  toFormData,
  upload,
  UPLOADS,
  type FormFields,
  type FormValue,
  type UploadForm,
  type UploadInit,
  type UploadPath,
} from './uploads.ts';
export type { components, paths } from './schema.d.ts';

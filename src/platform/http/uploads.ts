/**
 * Multipart uploads [CONTRACT 5]. Each file is streamed to a temporary file (never held whole in memory),
 * counted against the limit of its kind while it arrives, and judged by its bytes (file-type), never by the
 * client's file name or MIME type. Whatever goes wrong, the temporary files already written are removed
 * before the error leaves; after a successful handler the caller removes them with `cleanup()`.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { toValidationIssues } from './error-handler.ts';
import {
  AppError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
  type ValidationIssue,
} from './errors.ts';
import {
  fieldText,
  formatSize,
  fromParserError,
  invalid,
  judge,
  type FileKind,
  type FileSpec,
  type UploadedFile,
} from './upload-checks.ts';
import { FIELD_MAX_BYTES } from './upload-setup.ts';
import { textAjv } from './validation.ts';

export type { FileKind, FileSpec, UploadedFile };
export { STALE_UPLOAD_MS, registerUploads, sweepStaleUploads } from './upload-setup.ts';

export interface MultipartSpec {
  files: Record<string, FileSpec>;
  /** The text fields the form may carry; anything else is a 422. */
  fields: string[];
}

export interface MultipartResult {
  fields: Record<string, string>;
  files: Record<string, UploadedFile | undefined>;
  /** Removes the temporary files; call it in a `finally` once the handler is done with them. */
  cleanup(): Promise<void>;
}

/** Room for the multipart boundaries, part headers and text fields around the files. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Reads a multipart form against `spec`: every file to a temporary file, every text field as a string.
 * 415 when the request is not multipart or a file is not of its accepted types; 413 when a file passes its
 * limit (checked on Content-Length before reading anything, then while streaming); 422 for an unknown,
 * missing, repeated or empty part.
 */
export async function readMultipart(
  request: FastifyRequest,
  spec: MultipartSpec,
  limits: Record<FileKind, number>,
): Promise<MultipartResult> {
  const settings = request.server.uploadSettings;
  if (settings === undefined) throw new Error('readMultipart needs registerUploads on the app');
  if (!request.isMultipart()) {
    throw new UnsupportedMediaTypeError(
      `Unsupported content type: ${request.headers['content-type'] ?? 'none'}; expected multipart/form-data`,
    );
  }

  const fileLimits = new Map<string, number>();
  for (const [name, file] of Object.entries(spec.files)) {
    fileLimits.set(
      name,
      Math.min(settings.maxBytes, file.maxBytes ?? Infinity, ...file.kinds.map((kind) => limits[kind])),
    );
  }
  const largest = Math.max(0, ...fileLimits.values());
  // Every file at its limit is the most a valid form can carry (the largest one alone, for one file).
  const total = [...fileLimits.values()].reduce((sum, limit) => sum + limit, 0);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > total + FORM_OVERHEAD_BYTES) {
    throw new PayloadTooLargeError(`Upload too large: the limit is ${formatSize(total)}`);
  }

  await mkdir(settings.tmpDir, { recursive: true });
  const written: string[] = [];
  const cleanup = async (): Promise<void> => {
    await Promise.all(written.map((file) => rm(file, { force: true })));
  };
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile | undefined> = {};
  // Busboy's own limit sits one byte above ours, so ours always fires first and names the field's limit.
  const iterator = request.parts({ limits: { fileSize: largest + 1 } });
  let current: Readable | undefined;
  try {
    for (;;) {
      let next: IteratorResult<Multipart>;
      try {
        next = await iterator.next();
      } catch (error) {
        throw fromParserError(error);
      }
      if (next.done === true) break;
      const part = next.value;
      const name = part.fieldname;
      if (part.type === 'field') {
        current = undefined;
        if (Object.hasOwn(spec.files, name)) throw invalid(name, 'Expected a file', 'file_expected');
        if (!spec.fields.includes(name)) throw invalid(name, 'Unknown field', 'extra_forbidden');
        if (Object.hasOwn(fields, name)) throw invalid(name, 'Field sent more than once', 'duplicate');
        if (part.valueTruncated) {
          throw new PayloadTooLargeError(`Field ${name} is larger than ${formatSize(FIELD_MAX_BYTES)}`);
        }
        fields[name] = fieldText(name, part.value);
        continue;
      }
      current = part.file;
      const fileSpec = Object.hasOwn(spec.files, name) ? spec.files[name] : undefined;
      if (spec.fields.includes(name)) throw invalid(name, 'Expected a text field', 'string_type');
      if (fileSpec === undefined) throw invalid(name, 'Unknown field', 'extra_forbidden');
      if (Object.hasOwn(files, name))
        throw invalid(name, 'Only one file may be sent in this field', 'duplicate');
      const limit = fileLimits.get(name) ?? 0;
      const file = path.join(settings.tmpDir, `upload-${randomBytes(12).toString('hex')}`);
      written.push(file);
      // Created before the stream starts, so a cleanup racing a failed stream always finds it.
      const handle = await open(file, 'wx', 0o600);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > limit) {
            callback(new PayloadTooLargeError(`File too large: ${name} may be at most ${formatSize(limit)}`));
          } else {
            callback(null, chunk);
          }
        },
      });
      try {
        await pipeline(part.file, counter, handle.createWriteStream());
      } catch (error) {
        throw error instanceof AppError ? error : fromParserError(error);
      }
      if (part.file.truncated) {
        throw new PayloadTooLargeError(`File too large: ${name} may be at most ${formatSize(limit)}`);
      }
      current = undefined;
      if (size === 0) throw invalid(name, 'File is empty', 'empty_file');
      files[name] = await judge(file, size, part.filename, fileSpec);
    }
    const missing = Object.entries(spec.files)
      .filter(([name, file]) => file.required && files[name] === undefined)
      .map(([name]): ValidationIssue => ({ loc: ['body', name], msg: 'Field required', type: 'missing' }));
    if (missing.length > 0) throw new ValidationError(missing);
    return { fields, files, cleanup };
  } catch (error) {
    // An unread part would hold the parser (and the request) open.
    if (current !== undefined && !current.destroyed) current.destroy();
    await iterator.return?.(undefined);
    await cleanup();
    throw error;
  }
}

/** The text fields, validated and coerced (`"true"` → true, `"5"` → 5) by `schema`; 422 in the usual shape. */
export function validateFields<T>(schema: TSchema, fields: Record<string, string>): T {
  const validate = textAjv.compile(schema);
  const data: Record<string, unknown> = { ...fields };
  if (!validate(data)) throw new ValidationError(toValidationIssues(validate.errors ?? [], 'body'));
  return data as T;
}

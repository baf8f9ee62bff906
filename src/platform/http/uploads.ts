/**
 * Multipart uploads [CONTRACT 5]. Each file is streamed to a temporary file (never held whole in memory),
 * counted against the limit of its kind while it arrives, and judged by its bytes (file-type), never by the
 * client's file name or MIME type. Whatever goes wrong, the temporary files already written are removed
 * before the error leaves; after a successful handler the caller removes them with `cleanup()`.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { toValidationIssues } from './error-handler.ts';
import {
  AppError,
  BadRequestError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
  type ValidationIssue,
} from './errors.ts';
import { tooDeepError, valueTooDeep } from './json-depth.ts';
import { textAjv } from './validation.ts';

export type FileKind = 'image' | 'video' | 'pdf' | 'audio' | 'document';

/** An uploaded file on disk. `ext` and `mime` are detected from the bytes; `filename` is the client's. */
export interface UploadedFile {
  path: string;
  size: number;
  filename: string;
  ext: string;
  mime: string;
}

export interface FileSpec {
  kinds: FileKind[];
  required: boolean;
  /** When given, the client's file name must also end in one of these (lowercase, without the dot). */
  extensions?: string[];
  /** The 415's detail, e.g. `Video : Wrong video format` [CONTRACT 2]. */
  wrongTypeMessage?: string;
}

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

/** The types accepted per kind, by the extension file-type reports for the bytes. */
const ACCEPTED: Record<FileKind, readonly string[]> = {
  image: ['jpg', 'png', 'gif', 'webp'],
  video: ['mp4', 'webm', 'ogv'],
  pdf: ['pdf'],
  // `ogg` is Vorbis, `oga` FLAC in Ogg, `opus` Opus in Ogg; `m4a` is AAC in MP4 with the M4A brand.
  audio: ['mp3', 'wav', 'ogg', 'oga', 'opus', 'm4a'],
  // Reference files [CONTRACT 10]: PDF, PNG, JPEG, GIF, WEBP, MP4, WEBM, DOCX, XLSX, PPTX or ZIP.
  document: ['pdf', 'png', 'jpg', 'gif', 'webp', 'mp4', 'webm', 'docx', 'xlsx', 'pptx', 'zip'],
};

/** Room for the multipart boundaries, part headers and text fields around the files. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const FIELD_MAX_BYTES = 1024 * 1024;
const DEFAULT_WRONG_TYPE = 'File : Wrong file format';

interface UploadSettings {
  tmpDir: string;
  maxBytes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by `registerUploads`, read by `readMultipart`. */
    uploadSettings?: UploadSettings;
  }
}

/** Temporary upload files older than this are leftovers of a process that died mid-request. */
export const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

/**
 * Removes temporary files a crashed process left in `tmpDir` (uploads and S3 spools). Only old ones: other
 * processes sharing DATA_DIR may be receiving uploads right now. Returns how many were removed.
 */
export async function sweepStaleUploads(
  tmpDir: string,
  now: number,
  olderThanMs = STALE_UPLOAD_MS,
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(tmpDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(tmpDir, name);
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile() === true && now - info.mtimeMs > olderThanMs) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * Registers the multipart parser. `maxBytes` is the ceiling for any one file whatever the endpoint; each
 * endpoint's own limit, by kind, is enforced by `readMultipart`.
 */
export async function registerUploads(
  app: FastifyInstance,
  options: { tmpDir: string; maxBytes: number },
): Promise<void> {
  await mkdir(options.tmpDir, { recursive: true });
  app.decorate('uploadSettings', { tmpDir: options.tmpDir, maxBytes: options.maxBytes });
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: options.maxBytes,
      files: 10,
      fields: 50,
      parts: 60,
      fieldNameSize: 100,
      fieldSize: FIELD_MAX_BYTES,
      headerPairs: 100,
    },
  });
}

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
    fileLimits.set(name, Math.min(settings.maxBytes, ...file.kinds.map((kind) => limits[kind])));
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

async function judge(file: string, size: number, filename: string, spec: FileSpec): Promise<UploadedFile> {
  // file-type (and the tokenizers under it) loads with the first upload, not at start.
  const { fileTypeFromFile } = await import('file-type');
  const detected = await fileTypeFromFile(file);
  const accepted = spec.kinds.some((kind) => detected !== undefined && ACCEPTED[kind].includes(detected.ext));
  const clientExt = path.extname(filename).slice(1).toLowerCase();
  const extensionOk =
    spec.extensions === undefined ||
    spec.extensions.some((ext) => ext.replace(/^\./, '').toLowerCase() === clientExt);
  if (detected === undefined || !accepted || !extensionOk) {
    throw new UnsupportedMediaTypeError(spec.wrongTypeMessage ?? DEFAULT_WRONG_TYPE);
  }
  return { path: file, size, filename, ext: detected.ext, mime: detected.mime };
}

/**
 * A text field as text. Fields are flat strings and cannot nest, except a part the client labelled
 * `application/json`, which the multipart plugin hands over parsed: it goes back to text, within the depth
 * limit of every JSON body (`JSON.stringify` would overflow the stack on a deep one).
 */
function fieldText(name: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (valueTooDeep(value)) throw tooDeepError(['body', name]);
  return JSON.stringify(value);
}

function invalid(name: string, msg: string, type: string): ValidationError {
  return new ValidationError([{ loc: ['body', name], msg, type }]);
}

/**
 * The multipart plugin's own errors, and the parser's complaints about a malformed body, as client errors.
 * Anything else (a full disk, …) stays a server error.
 */
function fromParserError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new PayloadTooLargeError('File too large');
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new PayloadTooLargeError('Too many parts in the form');
    case 'FST_PROTO_VIOLATION':
      return invalid('__proto__', 'Field name not allowed', 'extra_forbidden');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new ValidationError([
        { loc: ['body'], msg: 'A JSON field is not valid JSON', type: 'json_invalid' },
      ]);
    case 'FST_MP_PREMATURE_CLOSE':
      return new BadRequestError('The request ended before the form did');
  }
  // Busboy's errors carry no code; system errors always do.
  if (error instanceof Error && code === undefined) {
    return new BadRequestError(`Malformed multipart body: ${error.message}`);
  }
  return error;
}

/** Limits as operators set them (MB), and smaller ones (tests) legibly. */
function formatSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

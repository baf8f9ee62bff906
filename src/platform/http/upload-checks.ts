/**
 * The checks behind `readMultipart` (uploads.ts): a file judged by its bytes against the kinds its field
 * accepts, a text field as text, and the multipart plugin's errors as client errors.
 */
import path from 'node:path';
import {
  AppError,
  BadRequestError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from './errors.ts';
import { tooDeepError, valueTooDeep } from './json-depth.ts';

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
  /** What the bytes may be; none: any bytes, judged by the caller (a ZIP package it opens itself). */
  kinds: FileKind[];
  required: boolean;
  /** A limit of this field's own (bytes), below the kinds' limits. */
  maxBytes?: number;
  /** When given, the client's file name must also end in one of these (lowercase, without the dot). */
  extensions?: string[];
  /** The 415's detail, e.g. `Video : Wrong video format` [CONTRACT 2]. */
  wrongTypeMessage?: string;
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

const DEFAULT_WRONG_TYPE = 'File : Wrong file format';

export async function judge(
  file: string,
  size: number,
  filename: string,
  spec: FileSpec,
): Promise<UploadedFile> {
  if (spec.kinds.length === 0) {
    return { path: file, size, filename, ext: '', mime: 'application/octet-stream' };
  }
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
export function fieldText(name: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (valueTooDeep(value)) throw tooDeepError(['body', name]);
  return JSON.stringify(value);
}

export function invalid(name: string, msg: string, type: string): ValidationError {
  return new ValidationError([{ loc: ['body', name], msg, type }]);
}

/**
 * The multipart plugin's own errors, and the parser's complaints about a malformed body, as client errors.
 * Anything else (a full disk, …) stays a server error.
 */
export function fromParserError(error: unknown): unknown {
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
export function formatSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

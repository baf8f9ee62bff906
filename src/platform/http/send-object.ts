/**
 * Streams a stored file back (thumbnails, activity files, blocks, reference and submitted files) [CONTRACT 5].
 *
 * Uploads are judged by their bytes, but bytes can be two things at once: a GIF or a PDF may also be valid
 * HTML and JavaScript. A served file shares the service's origin, where the session cookie lives, so it must
 * never act as a page or a script there:
 * - `X-Content-Type-Options: nosniff` holds browsers to the judged type: no reading it as HTML, no running it
 *   from a `<script src>`;
 * - `inline` only for the types browsers show without running anything from the file; the rest downloads;
 * - `Content-Security-Policy: sandbox` gives any document rendered from the file an opaque origin, no scripts
 *   and no requests. PDFs go without it: Chromium's viewer does not load under a sandbox, and nosniff already
 *   keeps a PDF from being read as HTML.
 */
import type { FastifyReply } from 'fastify';
import type { ObjectRead } from '../storage/storage.ts';
import { rangeAnswer, type RangedRequest } from './byte-ranges.ts';
import { RangeNotSatisfiableError } from './errors.ts';

interface Presentation {
  inline: boolean;
  sandbox: boolean;
}

const SHOWN: Presentation = { inline: true, sandbox: true };
const DOWNLOADED: Presentation = { inline: false, sandbox: true };

/** By type, or by top-level type (`audio/*`); any type not listed is DOWNLOADED. */
const PRESENTATIONS: ReadonlyMap<string, Presentation> = new Map([
  ['image/png', SHOWN],
  ['image/jpeg', SHOWN],
  ['image/gif', SHOWN],
  ['image/webp', SHOWN],
  ['audio/*', SHOWN],
  ['video/*', SHOWN],
  ['application/pdf', { inline: true, sandbox: false }],
]);

const SANDBOX = "sandbox; default-src 'none'";

/** `type/subtype` without parameters, as file-type reports it; anything else is served as unknown bytes. */
const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

/**
 * `filename` (optional) names the download; any text is safe in it. `ranges`: the request, for a file read
 * with `readForRequest` (byte-ranges.ts): the answer honours its `Range` (206, 416) and says
 * `Accept-Ranges: bytes`. `sandboxedPage`: a file of content meant to run in a frame of its own (a SCORM
 * package's pages and scripts) goes inline whatever its type, under this `Content-Security-Policy`, whose
 * `sandbox` (never with allow-same-origin) keeps it in an opaque origin, away from the service's.
 */
export function sendObject(
  reply: FastifyReply,
  file: ObjectRead,
  options: { filename?: string; ranges?: RangedRequest; sandboxedPage?: string } = {},
): FastifyReply {
  if (options.sandboxedPage !== undefined && /allow-same-origin/i.test(options.sandboxedPage)) {
    throw new Error('a sandboxed page never shares the service origin');
  }
  let length = file.size;
  if (options.ranges !== undefined) {
    const answer = rangeAnswer(file.size, options.ranges);
    if (answer.status === 416) {
      file.stream.destroy();
      throw new RangeNotSatisfiableError(file.size);
    }
    reply.header('accept-ranges', 'bytes');
    if (answer.range !== undefined) {
      const { start, end } = answer.range;
      reply.code(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
      length = end - start + 1;
    }
  }
  const stored = file.contentType.toLowerCase();
  const type = MEDIA_TYPE.test(stored) ? stored : 'application/octet-stream';
  const presentation =
    options.sandboxedPage !== undefined
      ? SHOWN
      : (PRESENTATIONS.get(type) ?? PRESENTATIONS.get(`${type.split('/')[0]}/*`) ?? DOWNLOADED);
  reply
    .type(type)
    .header('content-length', length)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(presentation.inline, options.filename));
  if (presentation.sandbox) reply.header('content-security-policy', options.sandboxedPage ?? SANDBOX);
  return reply.send(file.stream);
}

/** RFC 5987's attr-char: what `filename*` may carry unescaped. */
const ATTR_CHAR = /^[A-Za-z0-9!#$&+\-.^_`|~]$/;

/**
 * RFC 6266: `filename*=UTF-8''…` percent-encodes every byte outside attr-char, and `filename="…"` is the
 * ASCII fallback for old clients, without quotes, backslashes or control characters. Neither can end the
 * header or start another.
 */
export function contentDisposition(inline: boolean, filename?: string): string {
  const kind = inline ? 'inline' : 'attachment';
  if (filename === undefined || filename === '') return kind;
  // Lone surrogates become U+FFFD in the UTF-8 bytes rather than throwing.
  const encoded = [...Buffer.from(filename, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
  const fallback = Array.from(filename, (char) => {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f || char === '"' || char === '\\') return '';
    return code > 0x7e ? '_' : char;
  })
    .join('')
    .trim();
  return fallback === ''
    ? `${kind}; filename*=UTF-8''${encoded}`
    : `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Reading an uploaded SCORM package (a ZIP) without trusting it [CONTRACT 12].
 *
 * The whole central directory is read and judged before any byte is extracted: the entry count, every entry's
 * name (no absolute path, drive letter, `..`, backslash trick or control character; no symlink by its
 * external attributes; no duplicate), the uncompressed total and the compression ratios. Headers can lie, so
 * extraction enforces the same limits again on the bytes that really come out (yauzl's validateEntrySizes
 * refuses an entry longer or shorter than its header says, and the counter below refuses any byte past the
 * limits).
 */
import { Transform, type Readable } from 'node:stream';
import type { Entry, ZipFile } from 'yauzl';
import { BadRequestError } from '../../platform/http/errors.ts';

export interface ZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
  /** Uncompressed ÷ compressed, per entry and for the whole archive. */
  maxRatio: number;
}

/**
 * Ratios are judged on entries (and archives) above this size only: a small file's ratio says nothing of a
 * bomb (a 20 KB run of spaces compresses 500 to 1), and the uncompressed total bounds the small ones together.
 */
export const RATIO_FLOOR_BYTES = 1024 * 1024;

export interface PackageFile {
  /** The entry's path inside the package, `/`-separated, relative to its root. */
  name: string;
  size: number;
  entry: Entry;
}

export interface OpenedPackage {
  /** Files by path (directories are left out). */
  files: Map<string, PackageFile>;
  totalBytes: number;
  /** The file's bytes, refused beyond `maxBytes` (the manifest). */
  read(file: PackageFile, maxBytes: number): Promise<Buffer>;
  /** The file's bytes as they are extracted, counted against the limits. */
  stream(file: PackageFile): Promise<Readable>;
  close(): void;
}

const UNSAFE_NAME_ERRORS = ['absolute path', 'invalid relative path', 'invalid characters in fileName'];

function notZip(detail: string): BadRequestError {
  return new BadRequestError(`The package is not a readable ZIP archive: ${detail}`, 'scorm_not_zip');
}

function unsafe(name: string, why: string): BadRequestError {
  return new BadRequestError(
    `The package has an unsafe entry (${why}): ${JSON.stringify(name.slice(0, 200))}`,
    'scorm_unsafe_entry',
  );
}

function tooLarge(detail: string): BadRequestError {
  return new BadRequestError(`The package is too large: ${detail}`, 'scorm_too_large');
}

/** yauzl's own refusals of a name are unsafe entries; anything else it refuses is a damaged archive. */
function fromZipError(error: unknown): BadRequestError {
  const message = error instanceof Error ? error.message : String(error);
  const unsafeName = UNSAFE_NAME_ERRORS.find((prefix) => message.startsWith(prefix));
  if (unsafeName !== undefined) return unsafe(message.slice(unsafeName.length + 2), unsafeName);
  return notZip(message);
}

/** Opens `file` and judges its central directory; throws a 400 with the package codes on any refusal. */
export async function openPackage(
  file: string,
  limits: ZipLimits,
  archiveBytes: number,
): Promise<OpenedPackage> {
  // The ZIP library loads with the first package opened, not at start.
  const { yauzl } = await import('./yauzl.ts');
  const zip = await new Promise<ZipFile>((resolve, reject) => {
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, decodeStrings: true },
      (error, opened) => (error ? reject(notZip(error.message)) : resolve(opened)),
    );
  });
  try {
    // The end-of-central-directory record says how many entries follow: refused before reading one.
    if (zip.entryCount > limits.maxEntries) {
      throw tooLarge(`${zip.entryCount} entries, more than ${limits.maxEntries}`);
    }
    const entries = await readDirectory(zip);
    const files = judgeEntries(entries, limits, archiveBytes);
    const totalBytes = [...files.values()].reduce((sum, f) => sum + f.size, 0);
    return {
      files,
      totalBytes,
      read: async (f, maxBytes) => {
        if (f.size > maxBytes) throw tooLarge(`${f.name} is larger than ${maxBytes} bytes`);
        const chunks: Buffer[] = [];
        for await (const chunk of await openStream(zip, f)) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      },
      stream: (f) => openStream(zip, f),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

function readDirectory(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', (error: unknown) => reject(fromZipError(error)));
    zip.readEntry();
  });
}

/** Every refusal the central directory allows, before extracting anything. */
function judgeEntries(entries: Entry[], limits: ZipLimits, archiveBytes: number): Map<string, PackageFile> {
  const files = new Map<string, PackageFile>();
  const seen = new Set<string>();
  let total = 0;
  for (const entry of entries) {
    const name = entry.fileName;
    // The file type bits of a Unix mode in the high half of the external attributes: 0o120000 is a link.
    if (((entry.externalFileAttributes >>> 16) & 0o170000) === 0o120000) throw unsafe(name, 'symbolic link');
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(name)) throw unsafe(name, 'control character');
    const isDirectory = name.endsWith('/');
    const segments = (isDirectory ? name.slice(0, -1) : name).split('/');
    if (segments.some((s) => s === '' || s === '.' || s === '..')) throw unsafe(name, 'empty or dot segment');
    if (seen.has(name)) throw unsafe(name, 'duplicate entry');
    seen.add(name);
    if (isDirectory) continue;
    if ((entry.generalPurposeBitFlag & 0x1) !== 0) throw notZip(`${name} is encrypted`);
    if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
      throw notZip(`${name} uses an unsupported compression method`);
    }
    total += entry.uncompressedSize;
    if (total > limits.maxUncompressedBytes) {
      throw tooLarge(`more than ${limits.maxUncompressedBytes} bytes once uncompressed`);
    }
    if (
      entry.uncompressedSize > RATIO_FLOOR_BYTES &&
      entry.uncompressedSize > limits.maxRatio * entry.compressedSize
    ) {
      throw tooLarge(`${name} expands more than ${limits.maxRatio} times`);
    }
    files.set(name, { name, size: entry.uncompressedSize, entry });
  }
  if (total > RATIO_FLOOR_BYTES && total > limits.maxRatio * archiveBytes) {
    throw tooLarge(`the archive expands more than ${limits.maxRatio} times`);
  }
  return files;
}

/**
 * The entry's bytes. yauzl refuses an entry whose bytes disagree with its declared size (a lying header);
 * the counter refuses a byte beyond it whatever happens, so no entry ever writes more than was judged.
 */
async function openStream(zip: ZipFile, file: PackageFile): Promise<Readable> {
  const raw = await new Promise<Readable>((resolve, reject) => {
    zip.openReadStream(file.entry, (error, stream) =>
      error ? reject(fromZipError(error)) : resolve(stream),
    );
  });
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > file.size) callback(tooLarge(`${file.name} holds more bytes than its header says`));
      else callback(null, chunk);
    },
  });
  raw.on('error', (error: unknown) => {
    const message = error instanceof Error ? error.message : '';
    // validateEntrySizes: "too many bytes in the stream" (a header that lies low) is a bomb's trick.
    counter.destroy(
      message.startsWith('too many bytes')
        ? tooLarge(`${file.name} holds more bytes than its header says`)
        : notZip(`${file.name}: ${message}`),
    );
  });
  // A consumer that gives up (a failed store) lets go of the entry too.
  counter.once('close', () => raw.destroy());
  // The entry may fail before its consumer starts reading (storage opening its file): the error stays on the
  // stream (`errored`) for the consumer, rather than escaping as an unhandled 'error' event.
  counter.on('error', () => undefined);
  return raw.pipe(counter);
}

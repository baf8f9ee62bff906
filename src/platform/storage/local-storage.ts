/**
 * Objects on local disk, under `DATA_DIR/files` by default [CONTRACT 5].
 *
 * Layout: the object with key `a/b/c.pdf` is the file `<root>/a/b/c.pdf`, which holds one line of JSON
 * (`{"contentType":"application/pdf"}`), a newline, then the object's bytes. The content type lives inside the
 * file rather than in a sidecar so that one rename replaces bytes and type together: a reader never pairs one
 * upload's bytes with another's type, and a delete never leaves half an object behind.
 *
 * Writes go to `<root>/~tmp/` and are renamed into place after an fsync. `~` is not a key character
 * (`assertValidKey`), so no key can reach the temporary directory.
 *
 * A key cannot be both an object and the directory of other objects (`a` and `a/b`), as on any file system;
 * storing the second one fails.
 */
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, open, rename, rm, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  assertValidKey,
  assertValidPrefix,
  type GetOptions,
  type ObjectRead,
  type Storage,
  type StoredObject,
} from './storage.ts';

const TEMPORARY_DIR = '~tmp';
/** Content types are short; a longer first line means the file is not one of ours. */
const HEADER_MAX_BYTES = 4096;

export class LocalStorage implements Storage {
  private readonly root: string;
  private readonly temporaryDir: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.temporaryDir = path.join(this.root, TEMPORARY_DIR);
  }

  async put(key: string, body: Readable, options: { contentType: string }): Promise<StoredObject> {
    let temporary: string | undefined;
    let handle: FileHandle | undefined;
    try {
      const target = this.pathOf(key);
      await mkdir(this.temporaryDir, { recursive: true });
      temporary = path.join(this.temporaryDir, randomBytes(16).toString('hex'));
      handle = await open(temporary, 'wx');
      await writeAll(handle, Buffer.from(`${JSON.stringify({ contentType: options.contentType })}\n`));
      let size = 0;
      for await (const chunk of body as AsyncIterable<Buffer | string>) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        size += bytes.length;
        await writeAll(handle, bytes);
      }
      await handle.sync();
      await handle.close();
      handle = undefined;
      await moveIntoPlace(temporary, target);
      temporary = undefined;
      return { key, size };
    } catch (error) {
      if (!body.destroyed) body.destroy();
      await handle?.close().catch(() => undefined);
      if (temporary !== undefined) await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string, options: GetOptions = {}): Promise<ObjectRead | undefined> {
    const file = this.pathOf(key);
    let handle: FileHandle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return undefined;
      }
      const buffer = Buffer.alloc(Math.min(HEADER_MAX_BYTES, stat.size));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      const end = buffer.subarray(0, bytesRead).indexOf(0x0a);
      const header = end < 0 ? undefined : parseHeader(buffer.toString('utf8', 0, end));
      if (header === undefined) throw new Error(`storage object "${key}" has no valid header`);
      const start = end + 1;
      const size = stat.size - start;
      const read = options.choose?.(size) ?? 'all';
      if (read === 'none') {
        await handle.close();
        return { stream: Readable.from([]), size, contentType: header, read };
      }
      // Read from the handle already open, not the path: a put replacing the object meanwhile cannot
      // mix its bytes with the header read above.
      const stream =
        read === 'all'
          ? handle.createReadStream({ start })
          : handle.createReadStream({ start: start + read.start, end: start + read.end });
      return { stream, size, contentType: header, read };
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertValidPrefix(prefix);
    const dir = this.pathOf(prefix.slice(0, -1));
    try {
      // An object named like the prefix (`a/b` for `a/b/`) is not under it and stays.
      if (!(await lstat(dir)).isDirectory()) return;
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    await rm(dir, { recursive: true, force: true });
  }

  /** The file of `key`; never outside the root, even if `assertValidKey` were to let something through. */
  private pathOf(key: string): string {
    assertValidKey(key);
    const file = path.resolve(this.root, ...key.split('/'));
    const relative = path.relative(this.root, file);
    if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
      throw new Error(`storage key "${key}" resolves outside the storage root`);
    }
    return file;
  }
}

async function writeAll(handle: FileHandle, bytes: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < bytes.length) {
    const { bytesWritten } = await handle.write(bytes, offset, bytes.length - offset);
    offset += bytesWritten;
  }
}

/**
 * Renames the finished file over the target. A concurrent `deletePrefix` can remove the target's directory
 * between the mkdir and the rename, so that case is retried.
 */
async function moveIntoPlace(temporary: string, target: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(temporary, target);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= 3) throw error;
    }
  }
  await syncDirectory(path.dirname(target));
}

/** Makes the rename itself durable; some platforms cannot fsync a directory, and that is not an error. */
async function syncDirectory(dir: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // best effort: the data itself is already synced
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

function parseHeader(line: string): string | undefined {
  try {
    const header = JSON.parse(line) as unknown;
    if (typeof header === 'object' && header !== null && 'contentType' in header) {
      const { contentType } = header;
      if (typeof contentType === 'string') return contentType;
    }
  } catch {
    // not ours
  }
  return undefined;
}

/** Missing, or a path that runs through a file (`ENOTDIR`) or names a directory (`EISDIR`). */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

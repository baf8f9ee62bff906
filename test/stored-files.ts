/**
 * What the integration tests read of stored files on disk. LocalStorage (src/platform/storage/local-storage.ts)
 * keeps the object with key `a/b/c` in the file `<dataDir>/files/a/b/c`: one JSON header line
 * (`{"contentType":…}`), a newline, then the object's bytes. Half-written objects wait in `<dataDir>/files/~tmp`,
 * uploads being checked in `<dataDir>/tmp`; both are empty once a request is answered.
 *
 * The folders are written out here rather than taken from src/modules/courses/storage-keys.ts, so that a test
 * notices when the layout changes.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** A course as far as the layout goes: what every CourseRead carries. */
export interface CourseLocation {
  org_id: number;
  course_uuid: string;
}

export interface StoredFile {
  /** The content type the service stored, judged from the bytes. */
  contentType: string;
  bytes: Buffer;
}

/** The folder of everything an organization has stored: `<dataDir>/files/orgs/<org id>`. */
export function orgDir(dataDir: string, orgId: number): string {
  return path.join(dataDir, 'files', 'orgs', String(orgId));
}

/** The folder of a course's files (thumbnails, activities): deleting the course deletes it. */
export function courseDir(dataDir: string, course: CourseLocation): string {
  return path.join(orgDir(dataDir, course.org_id), 'courses', course.course_uuid);
}

/** The folder of an activity's files: its uploaded file, and its blocks' files under `blocks/`. */
export function activityDir(dataDir: string, course: CourseLocation, activityUuid: string): string {
  return path.join(courseDir(dataDir, course), 'activities', activityUuid);
}

/** A stored object read from its file: the content type of the header line, and the bytes after it. */
export function readStoredFile(file: string): StoredFile {
  const raw = readFileSync(file);
  const end = raw.indexOf(0x0a);
  assert.ok(end > 0, `${file} has a header line`);
  const header = JSON.parse(raw.subarray(0, end).toString('utf8')) as { contentType: string };
  return { contentType: header.contentType, bytes: raw.subarray(end + 1) };
}

/** Every file under `dir` (at any depth), as paths relative to it, sorted; none when `dir` does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** What is left in `<dataDir>/tmp`, where uploads wait while their bytes are checked: files and folders, sorted. */
export function tmpFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'tmp');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/** Nothing left behind by uploads: no temporary upload files, no half-written storage objects. */
export function assertNoLeftovers(dataDir: string): void {
  assert.deepEqual(tmpFiles(dataDir), [], 'temporary upload files left');
  assert.deepEqual(filesUnder(path.join(dataDir, 'files', '~tmp')), [], 'temporary storage files left');
}

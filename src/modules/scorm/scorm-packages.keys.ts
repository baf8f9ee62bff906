/**
 * Where a package's files live in storage: once per package, under its course's prefix (deleting the course
 * deletes them), at `…/scorm/<package uuid>/<sha-256 of the path>[.<ext>]`. A package path may hold any
 * character, storage keys only a few; the digest maps every path to a valid key of fixed length, and the
 * extension (when it is a plain one) keeps the files legible to an operator.
 */
import { sha256Hex } from '../../platform/ids.ts';
import { courseFilesPrefix } from '../courses/index.ts';

export function packagePrefix(orgId: number, courseUuid: string, packageUuid: string): string {
  return `${courseFilesPrefix(orgId, courseUuid)}scorm/${packageUuid}/`;
}

export function packageFileKey(prefix: string, path: string): string {
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(path)?.[1]?.toLowerCase();
  return `${prefix}${sha256Hex(path)}${ext === undefined ? '' : `.${ext}`}`;
}

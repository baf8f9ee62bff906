/**
 * Where a course's files live in storage. Everything of a course shares one prefix, everything of an
 * activity shares a prefix inside it, so deleting either deletes its files with one call.
 */
export function courseFilesPrefix(orgId: number, courseUuid: string): string {
  return `orgs/${orgId}/courses/${courseUuid}/`;
}

export function activityFilesPrefix(orgId: number, courseUuid: string, activityUuid: string): string {
  return `${courseFilesPrefix(orgId, courseUuid)}activities/${activityUuid}/`;
}

export function thumbnailKey(orgId: number, courseUuid: string, fileName: string): string {
  return `${courseFilesPrefix(orgId, courseUuid)}thumbnails/${fileName}`;
}

/** A file that has been received and checked by its bytes, waiting in a temporary place. */
export interface ReceivedFile {
  path: string;
  size: number;
  /** Detected from the bytes, not the client's name. */
  ext: string;
  mime: string;
}

/**
 * Serving a SCORM activity's package files [CONTRACT 12]: to readers of the activity only (the activities
 * module's own read rules), a path confined to the package, ranges honoured. The first path segment may be a
 * launch capability (`~<token>`, launch-token.ts) standing for the session cookie a sandboxed frame does not
 * send; the person it names must still be a reader when each file is asked for.
 */
import { Readable } from 'node:stream';
import { SCORM_BRIDGE_PATH } from '../../platform/http/web-app.ts';
import type { ObjectRead, Storage } from '../../platform/storage/storage.ts';
import { readForRequest, type RangedRequest } from '../../platform/http/byte-ranges.ts';
import { ForbiddenError, NotFoundError } from '../../platform/http/errors.ts';
import { parseSwapActor, type Principal } from '../access/index.ts';
import type { ActivitiesService } from '../activities/index.ts';
import type { ScormLaunchTokens } from './launch-token.ts';
import { packageFileKey, packagePrefix } from './scorm-packages.keys.ts';

export interface ScormContentDeps {
  activities: ActivitiesService;
  storage: Storage;
  launchTokens: ScormLaunchTokens;
  findUser(
    userId: number,
  ): Promise<{ id: number; user_uuid: string; email: string; username: string } | undefined>;
}

const PACKAGE_UUID = /^scormpkg_[0-9a-f-]{36}$/;

export class ScormContentService {
  constructor(private readonly deps: ScormContentDeps) {}

  /** The file at `path` (the URL's rest after `content/`) of the activity's package, for `request`'s range. */
  async file(
    principal: Principal,
    activityUuid: string,
    path: string,
    request: RangedRequest,
  ): Promise<ObjectRead> {
    let reader = principal;
    let rest = path;
    if (path.startsWith('~')) {
      const slash = path.indexOf('/');
      reader = await this.launchReader(path.slice(1, slash < 0 ? undefined : slash), activityUuid);
      rest = slash < 0 ? '' : path.slice(slash + 1);
    }
    const { activity, course } = await this.deps.activities.requireOpen(reader, activityUuid);
    const packageUuid = (JSON.parse(activity.content) as { package_uuid?: unknown }).package_uuid;
    if (
      activity.activity_type !== 'TYPE_SCORM' ||
      typeof packageUuid !== 'string' ||
      !PACKAGE_UUID.test(packageUuid)
    ) {
      throw new NotFoundError('This activity has no SCORM package');
    }
    const file = confinedPath(rest);
    if (file === undefined) throw new NotFoundError('The package has no such file');
    const key = packageFileKey(packagePrefix(course.org_id, course.course_uuid, packageUuid), file);
    // A page gets the bridge to the player's runtime, so it is read whole; other files as the range asks.
    const stored = PAGE.test(file)
      ? await this.deps.storage.get(key)
      : await readForRequest(this.deps.storage, key, request);
    if (stored === undefined) throw new NotFoundError('The package has no such file');
    return PAGE.test(file) ? withBridge(stored) : stored;
  }

  /** The person a launch token names, as a principal; 403 for a forged, expired or foreign token. */
  private async launchReader(token: string, activityUuid: string): Promise<Principal> {
    const grant = this.deps.launchTokens.verify(token, activityUuid);
    const user = grant === undefined ? undefined : await this.deps.findUser(grant.userId);
    if (grant === undefined || user === undefined) {
      throw new ForbiddenError(
        'This launch link is not valid for this activity, or has expired: launch the activity again',
        'scorm_launch_invalid',
      );
    }
    const swappedFrom = grant.swapActor === undefined ? null : parseSwapActor(grant.swapActor);
    return {
      kind: 'user',
      via: 'cookie',
      user: { id: user.id, userUuid: user.user_uuid, email: user.email, username: user.username },
      ...(swappedFrom !== null && { swappedFrom }),
    };
  }
}

/** Pages of a package, by extension, as the content types are (scorm-content-types.ts). */
const PAGE = /\.x?html?$/i;
/** A page beyond this is sent as it is: no SCO page is this large, and it is not held in memory. */
const MAX_PAGE_BYTES = 16 * 1024 * 1024;
const BRIDGE_TAG = `<script src="${SCORM_BRIDGE_PATH}"></script>`;

/**
 * The page with the bridge script first in its head (web/src/scorm-bridge.ts): the SCO finds `API` /
 * `API_1484_11` in its own window, standing for the runtime in the player, before any of its scripts run.
 */
async function withBridge(page: ObjectRead): Promise<ObjectRead> {
  if (page.size > MAX_PAGE_BYTES) return page;
  const chunks: Buffer[] = [];
  for await (const chunk of page.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');
  const head = /<head(?:\s[^>]*)?>/i.exec(html) ?? /<html(?:\s[^>]*)?>/i.exec(html);
  const at = head === null ? 0 : head.index + head[0].length;
  const body = Buffer.from(html.slice(0, at) + BRIDGE_TAG + html.slice(at), 'utf8');
  return { stream: Readable.from([body]), size: body.length, contentType: page.contentType };
}

/**
 * A path inside the package, or undefined when it could leave it or name nothing: empty, absolute, with a
 * backslash, a control character, an empty, `.` or `..` segment (the router has decoded `%2e%2e` and `%2f`
 * already, so encoded traversal arrives here as plain dots and slashes).
 */
export function confinedPath(path: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  if (path === '' || path.length > 4096 || /[\\\u0000-\u001f\u007f]/.test(path)) return undefined;
  const segments = path.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return undefined;
  return path;
}
